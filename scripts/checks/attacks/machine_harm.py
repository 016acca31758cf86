"""Harm to the machine: attacks that spoil the grading of others rather than earn marks.

The grader's parent or every visible process killed, kill -9 -1, a fork bomb and a thread bomb, the
heap and native memory filled, the disk filled, gigabytes printed, sleeps and busy loops that never
end, the JVM halted at test time. Most are RISKY (see __init__.py): never run them outside a sandbox
you trust. What defends against them: no process API, threads, files, raw descriptors or reflection
(the graded-code policy); the runner in its own pid namespace under another uid, with process,
memory, disk and output limits; cell and submission time limits; a dead runner fails closed.
"""

from .edit import HANDIN, cell_after, class_members, search_body
from .java_pieces import UNSAFE
from .words import WORDS


def add_attacks(nb, add):
    """Adds this family's attacks in their order: nb() gives a fresh copy of the student edition,
    add(name, notebook, words) files one."""
    w = WORDS

    # -- processes and the machine ------------------------------------------------------------------
    # The known attack: kill the process that started the kernel (scripts/grade, or the batch's
    # worker: BrokenProcessPool, no CSV, leftover kernels). Defence: no process API; the runner in
    # its own pid namespace under another uid; the grader survives and fails it closed.
    add(
        "kill-parent",
        cell_after(nb(), HANDIN, "ProcessHandle.current().parent().ifPresent(ProcessHandle::destroyForcibly);"),
        w["process"],
    )
    # Every process it can see, at test time, when the other submissions' kernels are busiest.
    # Defence: pid namespace (it sees only itself), unprivileged uid, no process API.
    add(
        "kill-all-processes",
        search_body(
            nb(),
            """
ProcessHandle.allProcesses().filter(p -> p.pid() != ProcessHandle.current().pid()).forEach(ProcessHandle::destroyForcibly);
""",
        ),
        w["process"],
    )
    # kill -9 -1 through a shell: as root outside a namespace, every process of the machine.
    add(
        "kill-minus-one",
        cell_after(
            nb(),
            HANDIN,
            """
try {
    Runtime.getRuntime().exec(new String[] {"sh", "-c", "kill -9 -1"}).waitFor();
} catch (Exception e) { }
""",
        ),
        w["process"],
    )
    # A fork bomb. Defence: no process API; a process limit (cgroup pids) for the runner.
    add(
        "fork-bomb",
        cell_after(
            nb(),
            HANDIN,
            """
try {
    new ProcessBuilder("sh", "-c", ":(){ :|:& };:").start();
} catch (Exception e) { }
""",
        ),
        w["process"],
    )
    # A thread bomb: threads that sleep forever and swallow interrupts, until none can be made.
    add(
        "thread-bomb",
        cell_after(
            nb(),
            HANDIN,
            """
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
""",
        ),
        w["thread"],
    )
    # Memory: the heap filled in a cell and kept (a top-level list), so the tests have none left.
    # Defence: a heap and memory limit per runner; the others unaffected.
    add(
        "memory-flood-cell",
        cell_after(
            nb(),
            HANDIN,
            """
List<long[]> hoard = new ArrayList<>();
while (true) hoard.add(new long[1 << 24]);
""",
        ),
        w["memory"],
    )
    # The heap filled inside the search, at test time.
    add(
        "memory-flood-search",
        search_body(
            class_members(nb(), "static List<long[]> hoard = new ArrayList<>();"),
            "while (true) hoard.add(new long[1 << 24]);",
        ),
        w["memory"] + w["static"],
    )
    # Memory outside the heap, which -Xmx does not bound: Unsafe.allocateMemory, every page touched.
    # Defence: the runner's cgroup memory limit; reflection refused.
    add(
        "memory-flood-native",
        cell_after(
            nb(),
            HANDIN,
            "\n"
            + UNSAFE
            + """\
while (true) {
    long block = unsafe.allocateMemory(1L << 26);
    unsafe.setMemory(block, 1L << 26, (byte) 1);
}
""",
        ),
        w["memory"] + w["reflection"],
    )
    # The disk: one file written without end in the work folder. Defence: a disk quota (or file
    # size limit) for the runner; files refused.
    add(
        "disk-flood",
        cell_after(
            nb(),
            HANDIN,
            """
try (java.io.FileOutputStream out = new java.io.FileOutputStream("flood.bin")) {
    byte[] mb = new byte[1 << 20];
    while (true) out.write(mb);
} catch (java.io.IOException e) { }
""",
        ),
        w["file"],
    )
    # Gigabytes printed, through System.out and straight to the process's stdout and stderr.
    # Defence: the runner's output capped and discarded; raw descriptors refused.
    add(
        "output-flood",
        cell_after(
            nb(),
            HANDIN,
            """
String chunk = "all work and no play ".repeat(50_000);
java.io.PrintStream raw = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out));
java.io.PrintStream rawErr = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err));
for (long written = 0; written < (1L << 40); written += 3L * chunk.length()) {
    System.out.print(chunk);
    raw.print(chunk);
    rawErr.print(chunk);
}
""",
        ),
        w["output"] + w["file"],
    )
    # Sleeping forever in a cell, swallowing interrupts. Defence: Thread.sleep refused; cell and
    # submission time limits.
    add(
        "sleep-forever-cell",
        cell_after(
            nb(),
            HANDIN,
            """
while (true) {
    try { Thread.sleep(Long.MAX_VALUE); } catch (Throwable e) { }
}
""",
        ),
        w["time"] + w["thread"],
    )
    # And in the search: every test times out, and its thread sleeps on after JUnit gave it up.
    add(
        "sleep-forever-search",
        search_body(
            nb(),
            """
while (true) {
    try { Thread.sleep(Long.MAX_VALUE); } catch (Throwable e) { }
}
""",
        ),
        w["time"] + w["thread"],
    )
    # Never returning with nothing a policy could refuse: a busy loop in a cell that catches
    # whatever is thrown to stop it (the kernel's stop check at the inner loop's back jump lands in
    # the catch) and starts again. Defence: the cell time limit, then the kernel's stop at the outer
    # loop's back jump; at worst the submission's time limit.
    add(
        "spin-forever-cell",
        cell_after(
            nb(),
            HANDIN,
            """
long spins = 0;
while (true) {
    try {
        while (true) spins++;
    } catch (Throwable e) { }
}
""",
        ),
        w["time"],
    )
    # The JVM ended at test time through a method handle (the kernel rewrites System.exit and
    # Runtime.halt written out, not these), at the first hidden test (the notebook's own cells only
    # search graphs of up to 6 nodes): a grader that counts tests without an outcome as passed, or
    # keeps an earlier run's, gives points. Defence: reflection refused; a dead runner fails closed.
    add(
        "halt-at-test-time",
        search_body(
            nb(),
            """
if (graph.nodeCount() > 6) try {
    java.lang.invoke.MethodHandles.lookup().findVirtual(Runtime.class, "halt",
            java.lang.invoke.MethodType.methodType(void.class, int.class)).invoke(Runtime.getRuntime(), 0);
} catch (Throwable e) { }
""",
        ),
        w["exit"],
    )
