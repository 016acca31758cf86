"""Shared by the unit tests. The markers of pyproject.toml: a test marked slow runs only when a -m
selection asks for it (`pytest -m slow`: the end-to-end checks); a test marked root runs only as root
(a sandbox user of its own, bubblewrap, cgroups) and is skipped, with the reason, otherwise. The
fixtures: a submission, the options the protocol reads, a released edition, and a grading context
whose catalog is builders.py's and whose release is that edition (no JVM, no release record)."""

import os
import types

import pytest

from pathlab_tools.grader import notebook

from .builders import ASSIGNMENT, code_cell, fake_grading, make_notebook, markdown_cell


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
def grading(grading_args, released_edition):
    """A grading of A1 with fakes (builders.fake_grading): the catalog CATALOG, the release released_edition."""
    return fake_grading(grading_args, released_edition)
