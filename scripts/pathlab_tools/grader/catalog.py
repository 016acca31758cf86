"""The assignments' tests and points, as the grader knows them: listed from the built test classes
by pathlab.coursework.Grading's catalog command, in a JVM of the grader's own that loads no student
code (the catalog decides what each test is worth, never the runner). Also the hidden tests' class
files, which the grader hands to the sandbox as bytes.

Cost: one JVM start per assignment and process (cached).
"""

import base64
import functools
import json
import subprocess
import threading

from .. import assignments, toolchain
from .errors import GradingError

ASSIGNMENTS = {a.id: a.title for a in assignments.all()}


@functools.cache
def jdk():
    """The JDK, as every script finds it (toolchain.find_jdk: JAVA_HOME, then PATH, ...)."""
    try:
        return toolchain.find_jdk()
    except toolchain.ToolchainError as e:
        raise GradingError(str(e)) from None


def java():
    return str(jdk().java)


_catalogs = {}


_catalog_lock = threading.Lock()


def catalog(assignment):
    """The assignment's tests in order (id, name, max_score, visibility), from the test classes."""
    with _catalog_lock:
        return _catalog(assignment)


def _catalog(assignment):
    if assignment not in _catalogs:
        try:
            out = subprocess.run(
                [
                    java(),
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
                f"cannot list the tests of {assignment} (is coursework/ built? run scripts/setup):\n"
                + out.stderr.strip()
            )
        lines = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
        _catalogs[assignment] = (
            [t for t in lines if "id" in t],
            next((t["own_work"] for t in lines if "own_work" in t), "your own work"),
        )
    return _catalogs[assignment][0]


def catalog_ahead(assignment):
    """Lists the assignment's tests on a thread of its own while something else starts. A failure
    is left to the next catalog() call, which raises it where grading can stop (on this thread
    it would end only the thread)."""

    def list_tests():
        try:
            catalog(assignment)
        except GradingError:
            pass

    threading.Thread(target=list_tests, daemon=True).start()


def own_work(assignment):
    catalog(assignment)
    return _catalogs[assignment][1]


def java_feature():
    return jdk().feature


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
