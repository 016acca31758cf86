package pathlab.coursework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.OutputStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The graded-code policy on classes compiled the way JShell compiles a cell: a wrapper class
 * {@code REPL.$JShell$N} whose {@code do_it$} holds the cell's statements, and the cell's classes
 * nested in it. Every refused category, the features graded work keeps, and library use however
 * it is spelled.
 */
class GradedCodePolicyTest {

    private static final JavaCompiler JAVAC = ToolProvider.getSystemJavaCompiler();
    /** One file manager for every compilation: opening the JDK's modules again for each costs a second. */
    private static final StandardJavaFileManager JDK_FILES = JAVAC.getStandardFileManager(null, null, null);
    /**
     * The library's and the coursework's classes (folders, or Pathlab's jars in a packaging
     * build); the test's other jars cost time to open and are of no use to a cell.
     */
    private static final String CLASS_FOLDERS = Arrays.stream(System.getProperty("java.class.path")
            .split(File.pathSeparator)).filter(entry -> new File(entry).isDirectory()
                    || new File(entry).getName().startsWith("pathlab"))
            .collect(Collectors.joining(File.pathSeparator));

    /** The findings' messages for a cell: {@code members} inside the wrapper, {@code statements} in do_it$. */
    private static List<String> messages(Assignment a, String members, String statements) {
        List<String> messages = new ArrayList<>();
        for (byte[] classFile : compile(members, statements).values()) {
            GradedCodePolicy.check(a, 5, classFile).forEach(f -> messages.add(f.message()));
        }
        return messages;
    }

    private static List<String> statements(String statements) {
        return messages(Assignment.byId("A1"), "", statements);
    }

    /** Compiles one cell as JShell wraps it; the class files by name. */
    static Map<String, byte[]> compile(String members, String statements) {
        String source = "package REPL;\nimport java.util.*;\nimport java.util.function.*;\nimport java.util.stream.*;\n"
                + "import java.io.*;\nimport java.math.*;\nimport pathlab.graph.*;\nimport pathlab.search.*;\n"
                + "import pathlab.coursework.*;\n"
                + "class $JShell$5 {\n" + members + "\n public static Object do_it$() throws Throwable {\n"
                + statements + "\n return null;\n }\n}\n";
        Map<String, byte[]> classes = new LinkedHashMap<>();
        JavaFileManager files = new ForwardingJavaFileManager<>(JDK_FILES) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String name, JavaFileObject.Kind kind,
                                                       FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("mem:///" + name + ".class"), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return new ByteArrayOutputStream() {
                            @Override
                            public void close() {
                                classes.put(name, toByteArray());
                            }
                        };
                    }
                };
            }
        };
        JavaFileObject file = new SimpleJavaFileObject(URI.create("mem:///REPL/$JShell$5.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        boolean ok = JAVAC.getTask(null, files, diagnostics, List.of("-proc:none", "-classpath", CLASS_FOLDERS), null,
                List.of(file)).call();
        assertTrue(ok, () -> source + "\n" + diagnostics.getDiagnostics());
        return classes;
    }

    @Test
    void threadsExecutorsAndTimersAreRefused() {
        assertEquals(List.of("cell 5 uses java.lang.Thread: threads are not allowed in graded work"),
                statements("new Thread(() -> {}).start();"));
        assertEquals(List.of("cell 5 uses java.lang.Thread: threads are not allowed in graded work"),
                statements("Supplier<Thread> make = () -> new Thread(); Function<Runnable, Thread> t = Thread::new;"));
        assertEquals(List.of("cell 5 uses java.util.concurrent.Executors: threads are not allowed in graded work",
                        "cell 5 uses java.util.concurrent.ExecutorService: threads are not allowed in graded work"),
                statements("java.util.concurrent.Executors.newFixedThreadPool(2).shutdown();"));
        assertEquals(List.of("cell 5 uses java.util.Timer: threads are not allowed in graded work"),
                statements("new Timer().cancel();"));
        assertEquals(List.of("cell 5 uses java.lang.Object.wait: threads are not allowed in graded work"),
                statements("Object lock = new Object(); synchronized (lock) { lock.wait(1); }"));
    }

    @Test
    void aMethodReferenceToAThreadIsRefusedAsAHandle() {
        List<String> found = statements("Function<Runnable, Thread> t = Thread::new;");
        assertEquals(List.of("cell 5 uses java.lang.Thread: threads are not allowed in graded work"), found);
    }

    @Test
    void reflectionMethodHandlesAndClassLoadersAreRefused() {
        assertEquals(List.of("cell 5 uses java.lang.Class.getDeclaredMethods: reflection is not allowed in graded work"),
                statements("String.class.getDeclaredMethods();"));
        assertEquals(List.of("cell 5 uses java.lang.reflect.Method: reflection is not allowed in graded work"),
                messages(Assignment.byId("A1"), "static void call(java.lang.reflect.Method m) {}", ""));
        assertEquals(List.of("cell 5 uses java.lang.invoke.MethodHandles: reflection is not allowed in graded work"),
                statements("java.lang.invoke.MethodHandles.lookup();"));
        assertEquals(List.of("cell 5 uses java.lang.ClassLoader: class loaders and code generation are not allowed"
                        + " in graded work"),
                statements("ClassLoader.getSystemClassLoader();"));
        assertEquals(List.of("cell 5 uses javax.tools.ToolProvider: class loaders and code generation are not"
                        + " allowed in graded work"),
                statements("javax.tools.ToolProvider.getSystemJavaCompiler();"));
    }

    @Test
    void filesNetworkProcessesPropertiesAndStacksAreRefused() {
        assertEquals(List.of("cell 5 uses java.io.FileReader: files are not allowed in graded work"),
                statements("new FileReader(\"x\").close();"));
        assertEquals(List.of("cell 5 uses java.nio.file.Path: files are not allowed in graded work"),
                statements("java.nio.file.Path.of(\"x\");"));
        assertEquals(List.of("cell 5 uses java.io.PrintStream.<init>: files are not allowed in graded work"),
                statements("new PrintStream(\"out.txt\");"));
        assertEquals(List.of("cell 5 uses java.net.URI: the network is not allowed in graded work"),
                statements("java.net.URI.create(\"http://example.org\");"));
        assertEquals(List.of("cell 5 uses java.lang.ProcessBuilder: processes are not allowed in graded work"),
                statements("new ProcessBuilder(\"ls\").start();"));
        assertEquals(List.of("cell 5 uses java.lang.ProcessHandle: processes are not allowed in graded work"),
                statements("ProcessHandle.current();"));
        assertEquals(List.of("cell 5 uses java.lang.System.getenv: system properties and the environment are not"
                        + " allowed in graded work",
                        "cell 5 uses java.lang.System.getProperty: system properties and the environment are not"
                        + " allowed in graded work",
                        "cell 5 uses java.lang.Integer.getInteger: system properties and the environment are not"
                        + " allowed in graded work"),
                statements("System.getenv(\"HOME\"); System.getProperty(\"user.dir\"); Integer.getInteger(\"n\");"));
        assertEquals(List.of("cell 5 uses java.lang.RuntimeException.getStackTrace: stack walking is not allowed"
                        + " in graded work",
                        "cell 5 uses java.lang.StackTraceElement: stack walking is not allowed in graded work",
                        "cell 5 uses java.lang.StackWalker: stack walking is not allowed in graded work"),
                statements("new RuntimeException().getStackTrace(); var s = new StackTraceElement[1];"
                        + " StackWalker.getInstance();"));
    }

    @Test
    void theJvmItselfIsLeftAlone() {
        assertEquals(List.of("cell 5 uses java.lang.Runtime.getRuntime: the JVM's runtime (processes, exit, shutdown hooks, memory) is not allowed in graded work",
                        "cell 5 uses java.lang.Thread: threads are not allowed in graded work",
                        "cell 5 uses java.lang.Runtime.addShutdownHook: shutdown hooks are not allowed in graded work"),
                statements("Runtime.getRuntime().addShutdownHook(new Thread());"));
        assertEquals(List.of("cell 5 uses java.lang.System.setOut: changing System.out, System.err or System.in is"
                        + " not allowed in graded work"),
                statements("System.setOut(System.err);"));
        assertEquals(List.of("cell 5 uses sun.misc.Unsafe: Unsafe is not allowed in graded work"),
                statements("Object u = sun.misc.Unsafe.class;"));
        assertEquals(List.of("cell 5 uses java.lang.System.loadLibrary: native code is not allowed in graded work"),
                statements("System.loadLibrary(\"x\");"));
        assertEquals(List.of("cell 5 uses java.lang.System.exit: this is not among what graded work may use"),
                statements("System.exit(0);"));
        assertEquals(List.of("cell 5 uses java.lang.Object.finalize: finalizers are not allowed in graded work (they"
                        + " run on a thread of the JVM)"),
                messages(Assignment.byId("A1"), "static class Late { protected void finalize() {} }", ""));
    }

    @Test
    void parallelStreamsAreRefusedSequentialOnesKept() {
        assertEquals(List.of("cell 5 uses java.util.List.parallelStream: parallel streams are not allowed in graded"
                        + " work (they run on threads of the JVM)",
                        "cell 5 uses java.util.stream.IntStream.parallel: parallel streams are not allowed in graded"
                        + " work (they run on threads of the JVM)",
                        "cell 5 uses java.util.Arrays.parallelSort: parallel streams are not allowed in graded"
                        + " work (they run on threads of the JVM)"),
                statements("List.of(1).parallelStream().count(); IntStream.range(0, 3).parallel().sum();"
                        + " Arrays.parallelSort(new int[3]);"));
        assertEquals(List.of(), statements("List.of(3, 1).stream().sorted().map(x -> x + 1).collect(Collectors.toList());"
                + " IntStream.range(0, 3).boxed().toList();"));
    }

    @Test
    void staticStateIsSetOnlyWhileInitialising() {
        assertEquals(List.of("cell 5 writes the static field Counter.count from Counter.next: graded code keeps its"
                        + " state in objects (tests must not depend on each other)"),
                messages(Assignment.byId("A1"), "static class Counter { static int count = 0; int next() { return ++count; } }",
                        ""));
        assertEquals(List.of("cell 5 writes the static field total from add: graded code keeps its state in objects"
                        + " (tests must not depend on each other)"),
                messages(Assignment.byId("A1"), "static int total = 0; static void add(int x) { total += x; }", "total = 3;"));
        assertEquals(List.of("cell 5 uses java.awt.Point: this is not among what graded work may use",
                        "cell 5 writes the field x of java.awt.Point from the cell's top level: graded code keeps its state in objects"
                        + " (tests must not depend on each other)"),
                statements("new java.awt.Point().x = 3;"));
    }

    @Test
    void whatGradedWorkIsMadeOfIsKept() {
        String members = """
                record Pair(int a, String b) {}
                enum Colour { RED, GREEN }
                record Circle(double r) {}
                static String name(Colour c) {
                    switch (c) { case RED: return "red"; default: return "other"; }
                }
                static String kind(Object o) {
                    if (o instanceof Pair p && p.a() > 0) { return "pair " + p.b(); }
                    return switch (o.toString()) { case "a" -> "A"; default -> "?"; };
                }
                static class Node implements Comparable<Node> {
                    final int id; double cost;
                    Node(int id) { this.id = id; }
                    public int compareTo(Node o) { return Double.compare(cost, o.cost); }
                }
                static int sum(int... xs) { int s = 0; for (int x : xs) { s += x; } assert s >= 0; return s; }
                """;
        String statements = """
                Map<Integer, List<String>> m = new TreeMap<>();
                m.computeIfAbsent(1, k -> new ArrayList<>()).add("x" + m.size() + 'c' + 2.5);
                PriorityQueue<Node> q = new PriorityQueue<>(Comparator.comparingDouble(n -> n.cost));
                q.add(new Node(1));
                List<Pair> pairs = new ArrayList<>(List.of(new Pair(2, "b"), new Pair(1, "a")));
                pairs.sort(Comparator.comparing(Pair::b).thenComparingInt(Pair::a));
                System.out.println(pairs + " " + new Circle(1) + name(Colour.RED) + kind(3) + sum(1, 2));
                System.out.printf("%d%n", new Random(1).nextInt(5));
                int[][] grid = new int[3][4];
                long[] copy = new long[2];
                System.arraycopy(copy, 0, copy, 1, 1);
                BigInteger b = BigInteger.ONE.shiftLeft(3);
                Optional<String> first = pairs.stream().map(Pair::b).filter(s -> !s.isEmpty()).findFirst();
                try { Integer.parseInt("x"); } catch (NumberFormatException e) { System.err.println(e.getMessage()); }
                Object o = pairs.getClass().getSimpleName();
                StringBuilder sb = new StringBuilder(); sb.append(1).append("a");
                """;
        assertEquals(List.of(), messages(Assignment.byId("A1"), members, statements));
    }

    /** Pattern switches are final from Java 21 on; JShell compiles cells at the running JDK's level. */
    @Test
    void patternSwitchesAreKept() {
        Assumptions.assumeTrue(Runtime.version().feature() >= 21, "pattern switches need Java 21");
        String members = """
                sealed interface Shape permits Circle, Square {}
                record Circle(double r) implements Shape {}
                record Square(double s) implements Shape {}
                enum Colour { RED, GREEN }
                static double area(Shape s) {
                    return switch (s) {
                        case Circle c -> Math.PI * c.r() * c.r();
                        case Square q -> q.s() * q.s();
                    };
                }
                static String kind(Object o) {
                    return switch (o) {
                        case Integer i when i > 3 -> "big";
                        case Colour c when c == Colour.RED -> "red";
                        case String s -> s;
                        default -> "?";
                    };
                }
                static String colour(Colour c) {
                    return switch (c) { case RED -> "r"; case GREEN -> "g"; };
                }
                """;
        assertEquals(List.of(), messages(Assignment.byId("A1"), members, "System.out.println(area(new Circle(1)) + kind(3));"));
    }

    @Test
    void theLibraryPartsAnAssignmentLeavesToTheStudentAreLibraryUse() {
        List<GradedCodePolicy.Finding> findings = new ArrayList<>();
        compile("static class AStar {}",
                "new AStar(); var r = new pathlab.search.AStar((Graph) null);").values()
                .forEach(c -> findings.addAll(GradedCodePolicy.check(Assignment.byId("A1"), 7, c)));
        assertEquals(List.of(new GradedCodePolicy.Finding(7, "pathlab.search.AStar", true,
                "cell 7 uses the library's AStar")), findings.stream().filter(GradedCodePolicy.Finding::libraryUse).toList());
    }

    /** A4 asks for one multi-source Dijkstra per cluster, A1 for Dijkstra: the grid engine's costs to everywhere may not stand in. */
    @Test
    void dijkstrasCostsToEverywhereAreLibraryUseWhereTheStudentWritesThem() {
        assertEquals(List.of("cell 5 uses the library's GridAStar"),
                messages(Assignment.byId("A4"), "", "pathlab.search.GridAStar e = null; e.costsFrom(0);"));
        assertEquals(List.of("cell 5 uses the library's Dijkstra"),
                messages(Assignment.byId("A4"), "", "pathlab.search.Dijkstra.toEverywhere(null);"));
        assertEquals(List.of("cell 5 uses the library's Dijkstra"),
                messages(Assignment.byId("A1"), "", "pathlab.search.Dijkstra.ToEverywhere e = null; e.costsFrom(0);"));
    }

    @Test
    void aLibraryMethodTheAssignmentLeavesToTheStudentIsLibraryUse() {
        assertEquals(List.of("cell 5 uses the library's component(...)"),
                messages(Assignment.byId("A4"), "", "pathlab.grid.GridGraph g = null; g.component(0);"));
        assertEquals(List.of("cell 5 uses pathlab.grid.GridGraph: not among the library packages A1 uses"
                        + " (pathlab.graph, pathlab.search, pathlab.trace, pathlab.picture, pathlab.assignment)"),
                messages(Assignment.byId("A1"), "", "pathlab.grid.GridGraph g = null; g.nodeCount();"));
    }

    @Test
    void theGradersOwnClassesAreRefused() {
        assertEquals(List.of("cell 5 uses pathlab.coursework.Grading.run: it is part of the grading: not allowed in"
                        + " graded work"),
                statements("Grading.run(null, null, null);"));
        assertEquals(List.of("cell 5 uses pathlab.coursework.Assignment: it is part of the grading: not allowed in"
                        + " graded work"),
                statements("Object a = Assignment.byId(\"A1\");"));
        assertEquals(List.of(), statements("Submission.handIn(\"work\"); System.out.println(Grading.runVisibleTests(\"A1\"));"));
    }

    /** The student's seed is the grading runner's to set: a cell cannot choose its own variant. */
    @Test
    void theStudentSeedIsRefusedTheNotebooksGraphsKept() {
        assertEquals(List.of("cell 5 uses pathlab.coursework.StudentSeed: it is part of the grading: not allowed in"
                        + " graded work"),
                statements("StudentSeed.set(1L);"));
        assertEquals(List.of(), messages(Assignment.byId("A0"), "", "pathlab.coursework.a0.ByHandGraphs g = "
                + "pathlab.coursework.a0.ByHandGraphs.forStudent(\"key\", \"s001\"); g.dijkstra(); g.astar();"));
        assertEquals(List.of("cell 5 uses pathlab.coursework.a0.ByHandGraphs.drawn: it is part of the grading: not"
                        + " allowed in graded work"),
                messages(Assignment.byId("A0"), "", "pathlab.coursework.a0.ByHandGraphs.drawn(1L);"));
    }
}
