package pathlab.coursework;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * An assignment, as its folder declares it. Each folder of {@code coursework/assignments/}
 * ({@code A1-dijkstra/}) holds the solution notebook, the contract, the visible and the hidden
 * tests and one manifest, {@code assignment.properties}; the build copies each manifest to
 * {@code pathlab/coursework/assignments/FOLDER/assignment.properties} on the class path, and this
 * class reads them there. There is no other list of assignments: a new folder is a new assignment.
 *
 * <p>The manifest's keys ({@code coursework/assignments/README.md} explains them):
 * <pre>
 *   id = A1                                   the assignment's id: a capital letter and digits
 *   title = Dijkstra
 *   own-work = your own search                what the student writes, for messages
 *   library-packages = pathlab.graph, ...     the library packages graded code may use
 *   library-parts = AStar, .costsFrom, ...    classes (and methods after a dot) of those it must not call
 *   student-side = a0.ByHandGraphs: forStudent dijkstra   coursework classes a notebook may call
 *   similar-to = search/AStar.java            the library's counterpart, for the similarity report
 * </pre>
 * The tests are named after the id: {@code pathlab.coursework.a1.A1Visible} and {@code A1Hidden}.
 *
 * <p>Cost: the manifests are read once, on first use (a few small files). Everything returned is
 * immutable: graded code runs in the same JVM and may read an assignment, never change it.
 */
public final class Assignment {

    /** Where the build puts the manifests, one folder per assignment. */
    static final String MANIFESTS = "pathlab/coursework/assignments/";
    static final String MANIFEST = "assignment.properties";

    private static List<Assignment> all;

    private final String id;
    private final String title;
    private final String ownWork;
    private final List<String> libraryPackages;
    private final List<String> libraryParts;
    private final Map<String, Set<String>> studentSide;

    Assignment(String where, Properties manifest) {
        this.id = required(where, manifest, "id");
        if (!id.matches("[A-Z][0-9]+")) {
            throw new IllegalStateException(where + ": id = " + id + ": an id is a capital letter and digits (A5)");
        }
        this.title = required(where, manifest, "title");
        this.ownWork = manifest.getProperty("own-work", "your own work").trim();
        this.libraryPackages = list(manifest.getProperty("library-packages", ""));
        this.libraryParts = list(manifest.getProperty("library-parts", ""));
        for (String part : libraryParts) {
            if (!part.matches("[A-Z]\\w*|\\.[a-z]\\w*")) {
                throw new IllegalStateException(where + ": library-parts: " + part
                        + ": a part is a class (AStar) or a method after a dot (.costsFrom)");
            }
        }
        Map<String, Set<String>> side = new LinkedHashMap<>();
        for (String entry : list(manifest.getProperty("student-side", ""))) {
            String[] classAndMembers = entry.split(":", 2);
            Set<String> members = new TreeSet<>();
            if (classAndMembers.length == 2) {
                members.addAll(Arrays.asList(classAndMembers[1].trim().split("\\s+")));
                members.remove("");
            }
            side.put(classAndMembers[0].trim(), Set.copyOf(members));
        }
        this.studentSide = Map.copyOf(side);
    }

    /** "A1". */
    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** What the student writes themselves, for messages: "your own search". */
    public String ownWork() {
        return ownWork;
    }

    /** The library packages its graded code may use ({@code pathlab.graph}); the rest of the library is refused. */
    public List<String> libraryPackages() {
        return libraryPackages;
    }

    /** Names of library classes, and of methods after a dot ({@code .component}), the student's code must not use. */
    public List<String> libraryParts() {
        return libraryParts;
    }

    /**
     * Classes of the coursework its notebook may use, by name within {@code pathlab.coursework}
     * ({@code a0.ByHandGraphs}), each with the members it may call (empty: all of them).
     */
    public Map<String, Set<String>> studentSide() {
        return studentSide;
    }

    /** The class of visible tests. */
    public String visibleTests() {
        return "pathlab.coursework." + id.toLowerCase() + "." + id + "Visible";
    }

    /** The class of hidden tests. */
    public String hiddenTests() {
        return "pathlab.coursework." + id.toLowerCase() + "." + id + "Hidden";
    }

    @Override
    public String toString() {
        return id;
    }

    /** The assignment with this id ("A1", any case); an unknown id is an error naming the known ones. */
    public static Assignment byId(String id) {
        for (Assignment a : all()) {
            if (a.id.equalsIgnoreCase(id.trim())) {
                return a;
            }
        }
        throw new IllegalArgumentException("no assignment '" + id + "': the assignments are "
                + all().stream().map(Assignment::id).toList());
    }

    /** Every assignment whose manifest is on the class path, in the order of their ids. */
    public static synchronized List<Assignment> all() {
        if (all == null) {
            List<Assignment> found = new ArrayList<>();
            for (String folder : folders()) {
                String where = MANIFESTS + folder + "/" + MANIFEST;
                Properties manifest = new Properties();
                try (InputStream in = Assignment.class.getClassLoader().getResourceAsStream(where)) {
                    if (in == null) {
                        continue;
                    }
                    manifest.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new UncheckedIOException(where + ": " + e.getMessage(), e);
                }
                found.add(new Assignment("coursework/assignments/" + folder + "/" + MANIFEST, manifest));
            }
            found.sort(Comparator.comparing((Assignment a) -> a.id.length()).thenComparing(a -> a.id));
            all = List.copyOf(found);
        }
        return all;
    }

    /** The folders under {@link #MANIFESTS}, from a class folder or a jar. */
    private static List<String> folders() {
        URL url = Assignment.class.getClassLoader().getResource(MANIFESTS);
        if (url == null) {
            return List.of();
        }
        try {
            if (url.getProtocol().equals("jar")) {
                JarURLConnection jar = (JarURLConnection) url.openConnection();
                jar.setUseCaches(false);
                try (var file = jar.getJarFile()) {
                    return file.stream().map(e -> e.getName())
                            .filter(name -> name.startsWith(MANIFESTS) && name.endsWith("/" + MANIFEST))
                            .map(name -> name.substring(MANIFESTS.length(), name.length() - MANIFEST.length() - 1))
                            .sorted().toList();
                }
            }
            try (Stream<Path> children = Files.list(Path.of(url.toURI()))) {
                return children.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot list the assignments at " + url + ": " + e.getMessage(), e);
        }
    }

    private static String required(String where, Properties manifest, String key) {
        String value = manifest.getProperty(key, "").trim();
        if (value.isEmpty()) {
            throw new IllegalStateException(where + ": no " + key + " (every manifest names its " + key + ")");
        }
        return value;
    }

    private static List<String> list(String value) {
        return Arrays.stream(value.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }
}
