package pathlab.kernel.inspect;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.DocTrees;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The Javadoc of the library's classes and members, read from its sources.
 *
 * <p>Idea: JShell reads Javadoc only from the JDK's own sources, but the library's headers are the
 * best documentation the course has, and a checkout (the course's repository too) has the sources
 * beside the classes: a class path entry {@code X/target/classes} is built from
 * {@code X/src/main/java}, and from the {@code contract/} and {@code visible/} folders of each
 * assignment in {@code X/assignments/} (the coursework's: files named by their class, whatever
 * their package). A class {@code a.b.C.D} is looked up in {@code a/b/C/D.java}, then
 * {@code a/b/C.java} (D nested in C), and in those folders as {@code C.java} declaring package a.b; the file is parsed with javac (no compilation) and each
 * documented declaration is indexed by its class, member name ({@code <init>} for a constructor)
 * and parameter types (simple names, without type arguments). A member is found by name and
 * parameter types, or by name and count when types were written differently.
 *
 * <p>Cost: one parse per file (tens of milliseconds), then a map lookup; a file is parsed again
 * when it changed (the library was rebuilt during the session).
 * <pre>
 *   SourceDocs docs = SourceDocs.besideClasses(classpath);
 *   docs.find("pathlab.search.AStar", "search", List.of("int", "int", "Heuristic"));   // its comment
 * </pre>
 */
final class SourceDocs {

    private static final Pattern PACKAGE_LINE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    /** One documented declaration: its class inside the file ("C.D"), member ("" for the class), parameters. */
    private record Declaration(String owner, String member, List<String> parameters, String javadoc) {
    }

    private record ParsedFile(long modified, List<Declaration> declarations) {
    }

    private final List<Path> roots;
    private final List<Path> flatRoots;
    private final Map<Path, ParsedFile> parsed = new ConcurrentHashMap<>();
    private StandardJavaFileManager files;

    SourceDocs(List<Path> roots) {
        this(roots, List.of());
    }

    /** roots hold a/b/C.java for class a.b.C; flatRoots hold C.java, whose package line says the rest. */
    SourceDocs(List<Path> roots, List<Path> flatRoots) {
        this.roots = List.copyOf(roots);
        this.flatRoots = List.copyOf(flatRoots);
    }

    /** The source folders of the class path's class folders: {@code X/target/classes} → {@code X/src/main/java}. */
    static SourceDocs besideClasses(List<Path> classpath) {
        List<Path> roots = new ArrayList<>();
        List<Path> flatRoots = new ArrayList<>();
        for (Path entry : classpath) {
            Path classes = entry.toAbsolutePath().normalize();
            Path target = classes.getParent();
            if (classes.endsWith("classes") && target != null && target.endsWith("target") && target.getParent() != null) {
                Path sources = target.getParent().resolve("src/main/java");
                if (Files.isDirectory(sources)) {
                    roots.add(sources);
                }
                Path assignments = target.getParent().resolve("assignments");
                if (Files.isDirectory(assignments)) {
                    try (var folders = Files.list(assignments)) {
                        folders.sorted().flatMap(f -> Stream.of(f.resolve("contract"), f.resolve("visible")))
                                .filter(Files::isDirectory).forEach(flatRoots::add);
                    } catch (IOException e) {
                        // unreadable: those classes are shown without their Javadoc
                    }
                }
            }
        }
        return new SourceDocs(roots, flatRoots);
    }

    /** True if the class (a fully qualified name) has its source here. */
    boolean has(String className) {
        return sourceOf(className).isPresent();
    }

    /**
     * The raw Javadoc of a class ({@code member} null), a field or enum constant ({@code
     * parameters} null), or a method or constructor ({@code <init>}); empty if the source is not
     * here or the declaration has no doc comment.
     */
    Optional<String> find(String className, String member, List<String> parameters) {
        Optional<Source> source = sourceOf(className);
        if (source.isEmpty()) {
            return Optional.empty();
        }
        String owner = source.get().owner();
        String name = member == null ? "" : member;
        List<Declaration> named = declarations(source.get().file()).stream()
                .filter(d -> d.owner().equals(owner) && d.member().equals(name)).toList();
        if (parameters != null && named.size() > 1) {
            List<String> simple = parameters.stream().map(SourceDocs::simpleType).toList();
            List<Declaration> exact = named.stream().filter(d -> d.parameters().equals(simple)).toList();
            List<Declaration> sameCount = named.stream().filter(d -> d.parameters().size() == simple.size()).toList();
            named = !exact.isEmpty() ? exact : !sameCount.isEmpty() ? sameCount : named;
        }
        return named.stream().map(Declaration::javadoc).findFirst();
    }

    /** A source file and the class inside it ("C" or "C.D"). */
    private record Source(Path file, String owner) {
    }

    private Optional<Source> sourceOf(String className) {
        String[] parts = className.split("\\.");
        for (int top = parts.length; top >= 1; top--) {
            String relative = String.join("/", List.of(parts).subList(0, top)) + ".java";
            String owner = String.join(".", List.of(parts).subList(top - 1, parts.length));
            for (Path root : roots) {
                Path file = root.resolve(relative);
                if (Files.isRegularFile(file)) {
                    return Optional.of(new Source(file, owner));
                }
            }
            String pkg = String.join(".", List.of(parts).subList(0, top - 1));
            for (Path root : flatRoots) {
                Path file = root.resolve(parts[top - 1] + ".java");
                if (Files.isRegularFile(file) && declaresPackage(file, pkg)) {
                    return Optional.of(new Source(file, owner));
                }
            }
        }
        return Optional.empty();
    }

    private List<Declaration> declarations(Path file) {
        long modified;
        try {
            modified = Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return List.of();
        }
        ParsedFile known = parsed.get(file);
        if (known == null || known.modified() != modified) {
            known = new ParsedFile(modified, parse(file));
            parsed.put(file, known);
        }
        return known.declarations();
    }

    /** Every documented class, method, constructor and field of the file. */
    private synchronized List<Declaration> parse(Path file) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (files == null) {
            files = javac.getStandardFileManager(null, null, null);
        }
        JavacTask task = (JavacTask) javac.getTask(null, files, diagnostic -> { }, List.of("-proc:none"), null,
                files.getJavaFileObjects(file));
        List<Declaration> found = new ArrayList<>();
        try {
            DocTrees trees = DocTrees.instance(task);
            for (CompilationUnitTree unit : task.parse()) {
                for (Tree type : unit.getTypeDecls()) {
                    if (type instanceof ClassTree c) {
                        collect(trees, new TreePath(new TreePath(unit), c), "", found);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            return List.of(); // an unreadable file: no documentation, never a failed Shift+Tab
        }
        return found;
    }

    private static void collect(DocTrees trees, TreePath classPath, String outer, List<Declaration> found) {
        ClassTree type = (ClassTree) classPath.getLeaf();
        String owner = outer.isEmpty() ? type.getSimpleName().toString() : outer + "." + type.getSimpleName();
        add(found, owner, "", null, trees.getDocComment(classPath));
        for (Tree member : type.getMembers()) {
            TreePath path = new TreePath(classPath, member);
            if (member instanceof ClassTree) {
                collect(trees, path, owner, found);
            } else if (member instanceof MethodTree method) {
                List<String> parameters = method.getParameters().stream()
                        .map(p -> simpleType(p.getType().toString())).toList();
                add(found, owner, method.getName().toString(), parameters, trees.getDocComment(path));
            } else if (member instanceof VariableTree field) {
                add(found, owner, field.getName().toString(), null, trees.getDocComment(path));
            }
        }
    }

    private static void add(List<Declaration> found, String owner, String member, List<String> parameters, String javadoc) {
        if (javadoc != null && !javadoc.isBlank()) {
            found.add(new Declaration(owner, member, parameters == null ? List.of() : parameters, javadoc));
        }
    }

    /** A type as written or printed, reduced to compare: "java.util.List<pathlab.X>" → "List", "int..." → "int[]". */
    static String simpleType(String type) {
        String erased = type.replaceAll("<.*>", "").replace("...", "[]").replaceAll("\\s+", "");
        int dot = erased.lastIndexOf('.');
        return dot < 0 ? erased : erased.substring(dot + 1);
    }

    /** Whether a source file's package line names this package ("" for none). */
    private static boolean declaresPackage(Path file, String pkg) {
        try {
            var m = PACKAGE_LINE.matcher(Files.readString(file));
            return m.find() ? m.group(1).equals(pkg) : pkg.isEmpty();
        } catch (IOException e) {
            return false;
        }
    }
}
