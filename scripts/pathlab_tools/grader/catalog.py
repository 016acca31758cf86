"""The assignments' tests and points, as the grader knows them: listed from the built test classes
by pathlab.coursework.Grading's catalog command, in a JVM of the grader's own that loads no student
code (the catalog decides what each test is worth, never the runner). Also the hidden tests' class
files, which the grader hands to the sandbox as bytes.

Cost: one JVM start per listing (context.Grading lists each assignment once a run).
"""

import base64
import json
import subprocess

from .. import assignments, toolchain
from .errors import GradingError

ASSIGNMENTS = {a.id: a.title for a in assignments.all()}


def jdk():
    """The JDK, as every script finds it (toolchain.find_jdk: JAVA_HOME, then PATH, ...)."""
    try:
        return toolchain.find_jdk()
    except toolchain.ToolchainError as e:
        raise GradingError(str(e)) from None


def listing(assignment, java):
    """The assignment's tests in order (id, name, max_score, visibility) and what it asks the
    student to write themselves, from the test classes (one JVM)."""
    try:
        out = subprocess.run(
            [
                java,
                "-cp",
                toolchain.classpath(toolchain.LIBRARY + toolchain.COURSEWORK),
                "pathlab.coursework.Grading",
                "catalog",
                assignment,
                str(toolchain.HIDDEN_TESTS),
            ],
            capture_output=True,
            text=True,
            timeout=120,
        )
    except subprocess.TimeoutExpired:
        raise GradingError(f"listing the tests of {assignment} took over 120 s") from None
    if out.returncode != 0:
        raise GradingError(
            f"cannot list the tests of {assignment} (is coursework/ built? run scripts/setup):\n" + out.stderr.strip()
        )
    lines = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
    return (
        [t for t in lines if "id" in t],
        next((t["own_work"] for t in lines if "own_work" in t), "your own work"),
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
