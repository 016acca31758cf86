"""The assignments' tests and points, as the grader knows them: listed from the built test classes
by pathlab.coursework.Grading's catalog command, in a JVM of the grader's own that loads no student
code (the catalog decides what each test is worth, never the runner). Also the hidden tests' class
files, which the grader hands to the sandbox as bytes.

Cost: one JVM start per listing (context.Grading lists each assignment once a run), with the JIT's
first compiler alone (C1): a listing is short, and on JDK 17 it took 0.47 s of CPU, against 0.70 s
with the default (C2 too).
"""

import base64
import json
import re
import shlex
import subprocess

from .. import assignments, toolchain
from .errors import GradingError
from .inert import one_line

ASSIGNMENTS = {a.id: a.title for a in assignments.all()}
# Where a listing that failed keeps all its JVM printed, a file per assignment (the error names it).
LOGS = toolchain.REPO / "target" / "catalog"
# What a JVM prints before anything of the program's: warnings and the options it picked up.
NOTICE = re.compile(r"(Picked up |OpenJDK .*warning:|Java HotSpot.*warning:|WARNING:)")


def jdk():
    """The JDK, as every script finds it (toolchain.find_jdk: JAVA_HOME, then PATH, ...)."""
    try:
        return toolchain.find_jdk()
    except toolchain.ToolchainError as e:
        raise GradingError(str(e)) from None


def listing(assignment, java):
    """The assignment's tests in order (id, name, max_score, visibility) and what it asks the
    student to write themselves, from the test classes (one JVM). When the JVM fails, grading stops
    with one line; all the JVM printed is kept in LOGS for the teacher."""
    argv = [
        java,
        "-XX:TieredStopAtLevel=1",
        "-cp",
        toolchain.classpath(toolchain.LIBRARY + toolchain.COURSEWORK),
        "pathlab.coursework.Grading",
        "catalog",
        assignment,
        str(toolchain.HIDDEN_TESTS),
    ]
    try:
        out = subprocess.run(argv, capture_output=True, text=True, errors="replace", timeout=120)
    except subprocess.TimeoutExpired:
        raise GradingError(f"listing the tests of {assignment} took over 120 s") from None
    if out.returncode != 0:
        raise GradingError(
            f"cannot list the tests of {assignment} (is coursework/ built? run scripts/setup): "
            + failure(argv, out, LOGS / f"{assignment}.log")
        )
    lines = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
    return (
        [t for t in lines if "id" in t],
        next((t["own_work"] for t in lines if "own_work" in t), "your own work"),
    )


def failure(argv, out, log):
    """A failed JVM in one line: its exit status, the first line it printed that is not a notice of
    the JVM's own (a warning, the options it picked up), and the file its whole output is kept in
    (the command, stdout and stderr), or why it could not be kept."""
    said = [line.strip() for line in out.stderr.splitlines() if line.strip() and not NOTICE.match(line)]
    text = f"$ {shlex.join(argv)}\nexit status {out.returncode}\n--- stdout\n{out.stdout}\n--- stderr\n{out.stderr}"
    try:
        from .results import write_atomically  # (results imports this module)

        write_atomically(log, text)
        kept = f"all it printed is in {log}"
    except OSError as e:
        kept = f"its output could not be kept in {log}: {e.strerror}"
    return (
        f"the JVM ended with exit status {out.returncode}"
        + (f" ({one_line(said[0])[:200]})" if said else "")
        + f"; {kept}"
    )


def catalog(assignment):
    """The assignment's tests, for the teacher's tools (grading keeps them in its context.Grading)."""
    return listing(assignment, str(jdk().java))[0]


def hidden_classes(assignment):
    """The hidden tests' class files (and the helpers beside them), by class name, base64."""
    root = toolchain.HIDDEN_TESTS / "pathlab" / "coursework"
    files = sorted((root / assignment.lower()).rglob("*.class")) + sorted(
        f for f in root.glob("*.class") if not f.stem.split("$")[0].endswith("Test")
    )
    return {
        ".".join(f.relative_to(toolchain.HIDDEN_TESTS).with_suffix("").parts): base64.b64encode(f.read_bytes()).decode()
        for f in files
    }
