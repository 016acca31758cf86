package pathlab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The house has one direction: every package uses only packages on the floors below it, never one
 * beside or above it, so there is no cycle, and a reader can learn the library bottom up, the way
 * the lecture builds it (graphs, then the search, then heuristics, then pictures and traces). The
 * rules are read from the sources of every module: each {@code pathlab...} name a class uses in
 * its code (imports and fully qualified names; comments do not count).
 */
class PackageRulesTest {

    /** The package of one assignment's tests, {@code pathlab.coursework.a1}: one floor for all of them. */
    private static final String ASSIGNMENT_TESTS = "pathlab.coursework.aN";
    private static final Pattern ASSIGNMENT_PACKAGE = Pattern.compile("pathlab\\.coursework\\.a\\d+");

    /** The floors, bottom first; packages on one floor do not use each other. */
    static final List<Set<String>> FLOORS = List.of(
            Set.of("pathlab", "pathlab.io"),                                  // labels, memory, files
            Set.of("pathlab.graph"),                                          // graphs and graph files
            Set.of("pathlab.grid", "pathlab.openlist"),                       // grid maps; open lists
            Set.of("pathlab.search"),                                         // A*, Dijkstra, the Heuristic contract
            Set.of("pathlab.heuristic"),                                      // distances, tables, checks
            Set.of("pathlab.heuristic.cluster", "pathlab.heuristic.landmark"), // the lecture's two chapters
            Set.of("pathlab.heuristic.names"),                                // heuristics by name
            Set.of("pathlab.trace"),                                          // listings of searches
            Set.of("pathlab.picture"),                                        // pictures of searches
            Set.of("pathlab.exercise"),                                       // exercises in the notebooks
            Set.of("pathlab.assignment"),                                     // the coursework's contracts
            Set.of("pathlab.bench"),                                          // benchmarks (bench/)
            Set.of("pathlab.cli"),                                            // the pathlab command
            Set.of("pathlab.bench.cli"),                                      // pathlab bench (bench/)
            Set.of("pathlab.coursework"),                                     // grading (coursework/)
            Set.of(ASSIGNMENT_TESTS),                                         // each assignment's tests (a1, a2, ...)
            Set.of("pathlab.kernel.evaluation", "pathlab.kernel.inspect",     // the kernel's parts: JShell cells,
                    "pathlab.kernel.install", "pathlab.kernel.comm"),         //   Javadoc at the cursor, its installer, comms
            Set.of("pathlab.kernel.grading"),                                 // the grading runner (sandboxed)
            Set.of("pathlab.widget"),                                         // live widgets, on the kernel's comms
            Set.of("pathlab.widget.live"),                                    // what the live widgets below share
            Set.of("pathlab.widget.grid", "pathlab.widget.graph"),            // the live grid and graph: widgets over the library's searches
            Set.of("pathlab.kernel"));                                        // the Jupyter kernel (kernel/)

    /** Every module's main sources, from the repository's top folder (where the tests run), and the
     *  assignments' folders (their contracts and tests, in packages of their own: coursework/assignments/README.md). */
    static final List<Path> SOURCES = List.of(Path.of("src/main/java"), Path.of("bench/src/main/java"),
            Path.of("coursework/src/main/java"), Path.of("coursework/assignments"), Path.of("kernel/src/main/java"));

    /** Comments, character literals ({@code '"'} starts no string) and string literals, each escape
     *  taken whole; written without a repeated group, so a long literal cannot overflow the stack. */
    private static final Pattern COMMENT_OR_TEXT = Pattern.compile(
            "//[^\\n]*|/\\*.*?\\*/|'(?:\\\\.|[^'\\\\])'|\"[^\"\\\\]*(?:\\\\.[^\"\\\\]*)*\"", Pattern.DOTALL);
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern USE = Pattern.compile("\\b(pathlab(?:\\.[a-z]\\w*)*)\\.[A-Z]");

    @Test
    void everyPackageUsesOnlyFloorsBelowIt() throws IOException {
        Map<String, Set<String>> uses = uses();
        List<String> wrong = new ArrayList<>();
        for (var entry : uses.entrySet()) {
            int floor = floor(entry.getKey());
            for (String used : entry.getValue()) {
                if (floor(used) >= floor) {
                    wrong.add(entry.getKey() + " uses " + used + " (floor " + floor(used) + ", its own is " + floor + ")");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyPackageHasAFloor() throws IOException {
        Set<String> packages = new TreeSet<>(uses().keySet());
        uses().values().forEach(packages::addAll);
        for (String p : packages) {
            assertTrue(floor(p) >= 0, p + " has no floor in PackageRulesTest.FLOORS");
        }
    }

    /** The library's jar needs no chart library and no peer: those belong to the benchmarks. */
    @Test
    void theLibraryUsesNoBenchmarkDependency() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : javaFiles(SOURCES.get(0))) {
            Matcher m = Pattern.compile("\\b(org\\.knowm|org\\.jgrapht|com\\.badlogic)\\.").matcher(code(file));
            if (m.find()) {
                found.add(file + ": " + m.group(1));
            }
        }
        assertEquals(List.of(), found);
    }

    /**
     * The grading runner runs beside a student's code, in the sandbox: of the kernel it uses only
     * the evaluation of cells, never Jupyter's side, the installer or the Javadoc reader.
     */
    @Test
    void theGradingRunnerUsesOnlyTheKernelsEvaluation() throws IOException {
        Set<String> kernel = new TreeSet<>(uses().get("pathlab.kernel.grading"));
        kernel.removeIf(p -> !p.startsWith("pathlab.kernel"));
        assertEquals(Set.of("pathlab.kernel.evaluation"), kernel);
    }

    /**
     * The widgets' base (pathlab.widget) is loaded with the kernel, whose class path has no library
     * (only the live grid's and graph's jar is loaded with the cells): it uses only the kernel's packages, and a
     * widget over the library's types passes what it made of them (a picture's PNG bytes, JSON).
     */
    @Test
    void theWidgetsBaseUsesOnlyTheKernel() throws IOException {
        Set<String> used = new TreeSet<>(uses().get("pathlab.widget"));
        used.removeIf(p -> p.startsWith("pathlab.kernel."));
        assertEquals(Set.of(), used);
    }

    private static int floor(String pkg) {
        if (ASSIGNMENT_PACKAGE.matcher(pkg).matches()) {
            pkg = ASSIGNMENT_TESTS;
        }
        for (int i = 0; i < FLOORS.size(); i++) {
            if (FLOORS.get(i).contains(pkg)) {
                return i;
            }
        }
        return -1;
    }

    /** For every package, the other pathlab packages its classes use. */
    private static Map<String, Set<String>> uses() throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Path root : SOURCES) {
            assertTrue(Files.isDirectory(root), root + " is missing: run the tests from the repository's top folder");
            for (Path file : javaFiles(root)) {
                String source = Files.readString(file);
                Matcher pkg = PACKAGE.matcher(source);
                assertTrue(pkg.find(), file + " has no package line");
                Set<String> used = uses.computeIfAbsent(pkg.group(1), p -> new TreeSet<>());
                Matcher m = USE.matcher(code(file));
                while (m.find()) {
                    if (!m.group(1).equals(pkg.group(1))) {
                        used.add(m.group(1));
                    }
                }
            }
        }
        return uses;
    }

    private static String code(Path file) throws IOException {
        return COMMENT_OR_TEXT.matcher(Files.readString(file)).replaceAll(" ");
    }

    private static List<Path> javaFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
    }
}
