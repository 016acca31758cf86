"""Tests fooled rather than passed: canned answers, an equals that always agrees, aborted tests,
JUnit reconfigured from a cell.

The search reads which test calls it (from the stack, or a static counter of calls) and returns the
answer canned for that test's small graph; a wrong answer claims to equal the expected one; tests
abort instead of failing; an extension that skips every test method is switched on by system
properties or written beside the hidden tests. What defends against them: stack walking, static
writes outside top-level code, System.setProperty and files refused; tests that compare with
expected.equals(actual) and check paths connection by connection; only a successful test counts;
the runner's class path and configuration fixed, the grader's files read-only to the runner.
"""

import subprocess
import tempfile
from pathlib import Path

from .edit import HANDIN, cell_after, cell_at_end, class_members, search_body
from .java_pieces import java_bytes
from .words import WORDS

REPO = Path(__file__).resolve().parents[3]

# The cheapest connection between consecutive named nodes: canned answers for the tests' small
# graphs (Example 1 from A to F; the parallel connections from A over B to C), no search at all.
CANNED = r"""
static List<Connection> through(Graph graph, String... names) {
    List<Connection> path = new ArrayList<>();
    for (int i = 0; i + 1 < names.length; i++) {
        int from = nodeNamed(graph, names[i]), to = nodeNamed(graph, names[i + 1]);
        int best = -1;
        for (int c = graph.firstConnection(from); c != Graph.NONE; c = graph.nextConnection(from, c)) {
            if (graph.connectionTo(c) == to && (best < 0 || graph.connectionCost(c) < graph.connectionCost(best))) best = c;
        }
        path.add(graph.connection(best));
    }
    return path;
}

static int nodeNamed(Graph graph, String name) {
    for (int n = 0; n < graph.nodeCount(); n++) if (graph.nodeName(n).equals(name)) return n;
    throw new IllegalArgumentException(name);
}

static List<Connection> canned(String test, Graph graph) {
    switch (test) {
        case "example1Path": return through(graph, "A", "B", "C", "D", "E", "F");
        case "noPath": return null;
        case "parallelConnections": return through(graph, "A", "B", "C");
        case "startIsGoal": return new ArrayList<>();
        default: throw new UnsupportedOperationException("A1: your code here");
    }
}
"""


def _java_home_tool(name):
    """A JDK tool of the JDK every script uses (scripts/pathlab_tools/toolchain.py)."""
    from pathlab_tools import toolchain

    return str(toolchain.executable(toolchain.find_jdk().home / "bin", name))


PASS_EVERYTHING = """
import java.lang.reflect.Method;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/** Skips every test method: JUnit then reports each test as successful. */
public class PassEverything implements InvocationInterceptor {
    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
                                    ExtensionContext extension) {
        invocation.skip();
    }
}
"""


def pass_everything_class():
    """The bytes of PassEverything.class, compiled against the coursework's JUnit (a student would
    compile it at home and paste it in as text)."""
    javac = _java_home_tool("javac")
    lib = REPO / "coursework" / "target" / "lib"
    with tempfile.TemporaryDirectory(prefix="pathlab-attack-") as d:
        (Path(d) / "PassEverything.java").write_text(PASS_EVERYTHING)
        subprocess.run(
            [javac, "--release", "17", "-cp", str(lib / "*"), "-d", d, str(Path(d) / "PassEverything.java")],
            check=True,
            capture_output=True,
        )
        return (Path(d) / "PassEverything.class").read_bytes()


def add_attacks(nb, add):
    """Adds this family's attacks in their order: nb() gives a fresh copy of the student edition,
    add(name, notebook, words) files one."""
    w = WORDS

    # -- canned answers: the stack, static state, equals ------------------------------------------
    # Which test is calling? The search reads its caller from the stack and returns the answer
    # canned for that test's small graph (5 points with no search). Three ways to read the stack.
    # Defence: stack walking refused.
    for name, caller in (
        (
            "stack-throwable",
            "for (StackTraceElement e : new Throwable().getStackTrace())\n"
            '    if (e.getClassName().startsWith("pathlab.coursework.a1.")) return canned(e.getMethodName(), graph);',
        ),
        (
            "stack-walker",
            "String test = StackWalker.getInstance().walk(frames -> frames\n"
            '        .filter(f -> f.getClassName().startsWith("pathlab.coursework.a1."))\n'
            '        .map(StackWalker.StackFrame::getMethodName).findFirst().orElse(""));\n'
            "return canned(test, graph);",
        ),
        (
            "stack-thread",
            "for (StackTraceElement e : Thread.currentThread().getStackTrace())\n"
            '    if (e.getClassName().startsWith("pathlab.coursework.a1.")) return canned(e.getMethodName(), graph);',
        ),
    ):
        add(name, search_body(class_members(nb(), CANNED), caller), w["stack"])
    # A static counter carried from test to test: the tests call the search in a fixed order
    # (the listing, Example 1's path, no path, the random graphs, which give up at once, the
    # parallel connections, B to B), so call N gets the answer canned for test N. A cell at the end
    # resets the counter after the notebook's own calls. Defence: static-field writes outside
    # top-level code refused; each test in a fresh state.
    add(
        "static-counter",
        cell_at_end(
            search_body(
                class_members(nb(), CANNED + "\nstatic int calls = 0;\n"),
                """
calls++;
if (calls == 2) return canned("example1Path", graph);
if (calls == 3) return canned("noPath", graph);
if (calls == 5) return canned("parallelConnections", graph);
if (calls == 6) return canned("startIsGoal", graph);
""",
            ),
            "MyDijkstra.calls = 0;",
        ),
        w["static"],
    )
    # An equals that always agrees: on the small graphs the search returns a list holding any one
    # connection (a wrong answer) that claims to equal whatever it is compared with: a test that
    # asks actual.equals(expected) passes it. Defence: the tests compare with expected.equals(actual)
    # (JUnit's assertEquals does) and check paths connection by connection; 0 either way.
    add(
        "equals-always-true",
        search_body(
            class_members(
                nb(),
                """
static class Agreeable extends ArrayList<Connection> {
    @Override public boolean equals(Object other) { return true; }
    @Override public int hashCode() { return 0; }
}
""",
            ),
            """
if (graph.nodeCount() < 6 && graph.firstConnection(start) != Graph.NONE) {
    Agreeable yes = new Agreeable();
    yes.add(graph.connection(graph.firstConnection(start)));
    return yes;
}
""",
        ),
        w["honest-fail"] + w["refused"],
    )
    # Tests made to abort: an assumption that fails (TestAbortedException) is neither passed nor
    # failed in JUnit; a grader that counts "not failed" as passed gives every point. Defence:
    # only SUCCESSFUL counts; the message says the test was aborted.
    add(
        "abort-assumption",
        search_body(nb(), 'org.junit.jupiter.api.Assumptions.assumeTrue(false, "skip me");'),
        w["abort"],
    )
    add(
        "abort-exception",
        search_body(nb(), 'if (true) throw new org.opentest4j.TestAbortedException("skip me");'),
        w["abort"],
    )

    # -- JUnit reconfigured from a cell --------------------------------------------------------------
    # An extension that skips every test method (JUnit then reports success), switched on by a
    # system property and found through a service file; class, service file and junit-platform.properties
    # are written to the work folder, where a runner that puts it on its class path would find them.
    # Defence: System.setProperty and files refused; the runner's class path and configuration fixed.
    extension = pass_everything_class()
    write_extension = r"""
void writeExtension(java.nio.file.Path root) {
    try {
        java.nio.file.Files.createDirectories(root.resolve("META-INF/services"));
        java.nio.file.Files.write(root.resolve("PassEverything.class"), BYTES);
        java.nio.file.Files.writeString(root.resolve("META-INF/services/org.junit.jupiter.api.extension.Extension"), "PassEverything\n");
        java.nio.file.Files.writeString(root.resolve("junit-platform.properties"),
                "junit.jupiter.extensions.autodetection.enabled=true\njunit.jupiter.execution.timeout.mode=disabled\n");
    } catch (Exception e) { }
}
""".replace("BYTES", java_bytes(extension))
    add(
        "junit-system-properties",
        cell_after(
            nb(),
            HANDIN,
            write_extension
            + """
System.setProperty("junit.jupiter.extensions.autodetection.enabled", "true");
System.setProperty("junit.jupiter.conditions.deactivate", "*");
System.setProperty("junit.jupiter.execution.timeout.default", "1 h");
writeExtension(java.nio.file.Path.of("").toAbsolutePath());
""",
        ),
        w["refused"],
    )
    # The same files written where the hidden tests are loaded from (found from the class loader's
    # URLs: coursework/target/test-classes beside classes): JUnit's service loader then finds the
    # extension there, and every test passes, this submission's and every later one's. 12/12 today.
    # Defence: the grader's files are read-only to the runner; files and reflection refused.
    add(
        "junit-extension-in-test-classes",
        cell_after(
            nb(),
            HANDIN,
            write_extension
            + """
for (java.net.URL u : ((java.net.URLClassLoader) Submission.class.getClassLoader()).getURLs()) {
    String path = u.getPath();
    if (path.endsWith("/coursework/target/classes/")) {
        writeExtension(java.nio.file.Path.of(path).resolveSibling("test-classes"));
    }
}
""",
        ),
        w["file"],
    )
