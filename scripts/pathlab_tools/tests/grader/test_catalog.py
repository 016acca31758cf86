"""The catalog: the tests and their points as the grader's own JVM lists them (played here by a
fake process), listed once per assignment and grading; the hidden tests' class files as bytes."""

import base64
import json
import subprocess
import types

import pytest

from pathlab_tools.grader import catalog
from pathlab_tools.grader.context import Grading
from pathlab_tools.grader.errors import GradingError

TESTS = [
    {"id": "shortest", "name": "finds the shortest path", "max_score": 2, "visibility": "visible"},
    {"id": "ties", "name": "breaks ties", "max_score": 3, "visibility": "hidden"},
]


@pytest.fixture
def listing(monkeypatch):
    """catalog's JVM replaced by a fake run that prints lines (and counts its runs); a grading that lists with it."""
    runs = []

    def use(stdout, returncode=0, stderr=""):
        def run(argv, **options):
            runs.append(argv)
            return types.SimpleNamespace(returncode=returncode, stdout=stdout, stderr=stderr)

        monkeypatch.setattr(subprocess, "run", run)
        return Grading(None, jdk=lambda: types.SimpleNamespace(java="java")), runs

    return use


def test_the_tests_are_listed_in_order_and_other_lines_ignored(listing):
    grading, _ = listing(
        "OpenJDK 64-Bit Server VM warning: sharing\n"
        + "\n".join(json.dumps(t) for t in TESTS)
        + '\n{"own_work": "your own Dijkstra"}\n'
    )
    assert grading.catalog("T1") == TESTS
    assert grading.own_work("T1") == "your own Dijkstra"


def test_own_work_has_a_default(listing):
    grading, _ = listing(json.dumps(TESTS[0]) + "\n")
    assert grading.own_work("T2") == "your own work"


def test_an_assignments_catalog_is_listed_once(listing):
    grading, runs = listing(json.dumps(TESTS[0]) + "\n")
    grading.catalog("T3")
    grading.own_work("T3")
    assert len(runs) == 1 and runs[0][-3:-1] == ["catalog", "T3"]


def test_a_catalog_that_cannot_be_listed_stops_grading_with_one_line_naming_the_assignment_and_the_log(
    listing, monkeypatch, tmp_path
):
    monkeypatch.setattr(catalog, "LOGS", tmp_path / "logs")
    stderr = (
        "Picked up JAVA_TOOL_OPTIONS: -Xmx1g\n"
        'Exception in thread "main" java.lang.IllegalStateException: the tests pathlab.coursework.t4.T4Visible are '
        "not on the class path: build coursework/ (scripts/setup)\n\tat pathlab.coursework.Grading.load(Grading.java:101)\n"
    )
    grading, _ = listing('{"own_work": "x"}\n', returncode=1, stderr=stderr)
    with pytest.raises(GradingError) as e:
        grading.catalog("T4")
    log = tmp_path / "logs" / "T4.log"
    assert str(e.value) == (
        "cannot list the tests of T4 (is coursework/ built? run scripts/setup): the JVM ended with exit status 1 "
        '(Exception in thread "main" java.lang.IllegalStateException: the tests pathlab.coursework.t4.T4Visible '
        f"are not on the class path: build coursework/ (scripts/setup)); all it printed is in {log}"
    )
    kept = log.read_text(encoding="utf-8")
    assert "pathlab.coursework.Grading catalog T4" in kept.splitlines()[0]
    assert stderr in kept and '{"own_work": "x"}' in kept
    assert list(log.parent.iterdir()) == [log]  # written whole: no temporary file left


def test_a_jvm_that_says_nothing_is_one_line_and_a_log_that_cannot_be_written_says_why(listing, monkeypatch, tmp_path):
    (tmp_path / "file").write_text("")
    monkeypatch.setattr(catalog, "LOGS", tmp_path / "file" / "logs")
    grading, _ = listing("", returncode=-9)
    with pytest.raises(GradingError) as e:
        grading.catalog("T4")
    assert str(e.value).endswith(
        f"the JVM ended with exit status -9; its output could not be kept in {tmp_path / 'file' / 'logs' / 'T4.log'}: "
        "Not a directory"
    )
    assert "\n" not in str(e.value)


def test_the_hidden_classes_are_the_assignments_and_the_helpers_not_the_modules_tests(monkeypatch, tmp_path):
    root = tmp_path / "pathlab" / "coursework"
    (root / "t5" / "deep").mkdir(parents=True)
    files = {
        root / "t5" / "HiddenT5.class": b"\xca\xfe1",
        root / "t5" / "deep" / "Inner$1.class": b"\xca\xfe2",
        root / "Helper.class": b"\xca\xfe3",
        root / "GradingTest.class": b"no",
        root / "GradingTest$1.class": b"no",
        root / "t6" / "Other.class": b"no",
    }
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    monkeypatch.setattr(catalog.toolchain, "HIDDEN_TESTS", tmp_path)
    classes = catalog.hidden_classes("T5")
    assert sorted(classes) == [
        "pathlab.coursework.Helper",
        "pathlab.coursework.t5.HiddenT5",
        "pathlab.coursework.t5.deep.Inner$1",
    ]
    assert base64.b64decode(classes["pathlab.coursework.t5.HiddenT5"]) == b"\xca\xfe1"


def test_the_assignments_are_the_courses():
    assert list(catalog.ASSIGNMENTS)[:2] == ["A0", "A1"] and catalog.ASSIGNMENTS["A1"] == "Dijkstra"
