"""Fixtures shared by the unit tests: a small catalog in place of the one the built test classes
give (no JVM), submissions, and notebooks built with nbformat."""
import types

import pytest

from pathlab_tools.grader import notebook, protocol, results

ASSIGNMENT = "A1"
CATALOG = [
    {"id": "shortest", "name": "finds the shortest path", "max_score": 2, "visibility": "visible"},
    {"id": "ties", "name": "breaks ties as the lecture does", "max_score": 3, "visibility": "hidden"},
    {"id": "unreachable", "name": "says when the goal is unreachable", "max_score": 1, "visibility": "visible"},
]


@pytest.fixture
def tests_catalog(monkeypatch):
    """The grader's catalog of A1 is CATALOG (6 points), and its hidden classes are none."""
    monkeypatch.setattr(protocol, "catalog", lambda assignment: CATALOG)
    monkeypatch.setattr(protocol, "hidden_classes", lambda assignment: {})
    monkeypatch.setattr(results, "catalog", lambda assignment: CATALOG)
    monkeypatch.setattr(results, "own_work", lambda assignment: "your own Dijkstra")
    return CATALOG


@pytest.fixture
def submission(tmp_path):
    """A fresh submission of A1 (no student known)."""
    return notebook.Submission(tmp_path / "A1-alice.ipynb", ASSIGNMENT)


@pytest.fixture
def grading_args():
    """scripts/grade's options that the protocol reads."""
    return types.SimpleNamespace(time_limit=30, cell_timeout=10)


def code_cell(source, cell_id, locked=False):
    import nbformat   # slow to import (its schema validator): only the tests of notebooks pay for it
    cell = nbformat.v4.new_code_cell(source)
    cell["id"] = cell_id
    if locked:
        cell.metadata["editable"] = False
        cell.metadata["deletable"] = False
    return cell


def markdown_cell(source, cell_id):
    import nbformat
    cell = nbformat.v4.new_markdown_cell(source)
    cell["id"] = cell_id
    return cell


def make_notebook(cells, assignment=ASSIGNMENT):
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.cells = list(cells)
    nb.metadata["kernelspec"] = {"name": "pathlab-java", "display_name": "Java (Pathlab)", "language": "java"}
    nb.metadata["pathlab"] = {"assignment": assignment}
    return nb


@pytest.fixture
def released_edition():
    """The released A1: a locked setup cell, a cell for the student, a locked check, the visible tests."""
    return make_notebook([
        markdown_cell("# A1 Dijkstra", "intro"),
        code_cell('Graph g = Graphs.load("maps/small.txt");', "setup", locked=True),
        code_cell("// your Dijkstra here", "answer"),
        code_cell("check(g, new Dijkstra());", "check", locked=True),
        code_cell("Grading.runVisibleTests(\"A1\");", "visible", locked=True),
    ])


@pytest.fixture
def release(monkeypatch, released_edition):
    """Grading restores locked cells from released_edition (in place of the release's record)."""
    monkeypatch.setattr(notebook, "released", lambda assignment: released_edition)
    return released_edition
