"""Shared by the unit tests. The markers of pyproject.toml: a test marked slow runs only when a -m
selection asks for it (`pytest -m slow`: the end-to-end checks); a test marked root runs only as root
(a sandbox user of its own, bubblewrap, cgroups) and is skipped, with the reason, otherwise. The
fixtures: the catalog of builders.py in place of the one the built test classes give (no JVM), a
submission, the options the protocol reads, and a released edition."""

import os
import types

import pytest

from pathlab_tools.grader import notebook, protocol, results

from .builders import ASSIGNMENT, CATALOG, code_cell, make_notebook, markdown_cell


def pytest_collection_modifyitems(config, items):
    if not config.getoption("markexpr"):  # the slow tests (the end-to-end checks) only when asked for with -m
        slow = [item for item in items if "slow" in item.keywords]
        if slow:
            config.hook.pytest_deselected(items=slow)
            items[:] = [item for item in items if "slow" not in item.keywords]
    if os.name == "nt" or os.geteuid() != 0:
        not_root = pytest.mark.skip(reason="needs root (a user of its own for the sandbox)")
        for item in items:
            if "root" in item.keywords:
                item.add_marker(not_root)


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


@pytest.fixture
def released_edition():
    """The released A1: a locked setup cell, a cell for the student, a locked check, the visible tests."""
    return make_notebook(
        [
            markdown_cell("# A1 Dijkstra", "intro"),
            code_cell('Graph g = Graphs.load("maps/small.txt");', "setup", locked=True),
            code_cell("// your Dijkstra here", "answer"),
            code_cell("check(g, new Dijkstra());", "check", locked=True),
            code_cell('Grading.runVisibleTests("A1");', "visible", locked=True),
        ]
    )


@pytest.fixture
def release(monkeypatch, released_edition):
    """Grading restores locked cells from released_edition (in place of the release's record)."""
    monkeypatch.setattr(notebook, "released", lambda assignment: released_edition)
    return released_edition
