"""What the tests build: the small catalog that stands in for the one the built test classes give,
a grading context with fakes, and notebooks made with nbformat (imported when one is built: it is
slow to import)."""

import types

from pathlab_tools.grader.context import Grading

ASSIGNMENT = "A1"
CATALOG = [
    {"id": "shortest", "name": "finds the shortest path", "max_score": 2, "visibility": "visible"},
    {"id": "ties", "name": "breaks ties as the lecture does", "max_score": 3, "visibility": "hidden"},
    {"id": "unreachable", "name": "says when the goal is unreachable", "max_score": 1, "visibility": "visible"},
]


def code_cell(source, cell_id, locked=False):
    import nbformat

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


def fake_grading(options=None, released_edition=None):
    """A grading of A1 with fakes: the catalog is CATALOG (6 points, "your own Dijkstra"), the hidden
    classes none, the release released_edition (no record), the JDK Java 21 (no JVM is started)."""
    return Grading(
        options or types.SimpleNamespace(time_limit=30, cell_timeout=10),
        listing=lambda assignment, java: (CATALOG, "your own Dijkstra"),
        hidden_classes=lambda assignment: {},
        released=lambda assignment, catalog: (released_edition, None),
        jdk=lambda: types.SimpleNamespace(java="java", feature=21),
    )
