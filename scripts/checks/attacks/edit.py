"""Editing the student edition: where an attack puts its trick in A1's notebook.

Every attack starts from a fresh copy of the student edition and adds its code with these helpers: at
the start of MyDijkstra.search, among MyDijkstra's members, or in a new cell before or after a cell
found by its text (the needles HANDIN, VISIBLE and CLASS at the end). A needle must be in exactly one
code cell, or the corpus stops with an assertion: the student edition has changed under it.
"""

from nbformat.v4 import new_code_cell


def _code_cells(nb, needle):
    return [c for c in nb.cells if c.cell_type == "code" and needle in c.source]


def one(nb, needle):
    cells = _code_cells(nb, needle)
    assert len(cells) == 1, f"attacks: {needle!r} is in {len(cells)} cells of the student edition"
    return cells[0]


def search_body(nb, java):
    """Puts `java` at the start of MyDijkstra.search, before the stub, which stays (honest code
    fails). The trick sits in an if, so that the stub after it stays reachable for javac whether
    or not the trick always returns."""
    cell = one(nb, "class MyDijkstra implements")
    head = "public List<Connection> search(Graph graph, int start, int goal, SearchListener listener) {\n"
    assert head in cell.source
    trick = "if (graph != null) {\n" + indent(java, 4) + "\n}"
    cell.source = cell.source.replace(head, head + indent(trick, 8) + "\n", 1)
    return nb


def class_members(nb, java):
    """Adds fields, methods or nested classes to MyDijkstra."""
    cell = one(nb, "class MyDijkstra implements")
    head = "class MyDijkstra implements DijkstraSearch {\n"
    cell.source = cell.source.replace(head, head + indent(java, 4) + "\n", 1)
    return nb


def cell_before(nb, needle, java):
    """A new cell of the student's before the cell holding `needle`."""
    index = nb.cells.index(one(nb, needle))
    nb.cells.insert(index, new_code_cell(java.strip("\n")))
    return nb


def cell_after(nb, needle, java):
    index = nb.cells.index(one(nb, needle))
    nb.cells.insert(index + 1, new_code_cell(java.strip("\n")))
    return nb


def cell_at_end(nb, java):
    nb.cells.append(new_code_cell(java.strip("\n")))
    return nb


def indent(java, spaces):
    return "\n".join((" " * spaces + line) if line.strip() else "" for line in java.strip("\n").splitlines())


HANDIN = "Submission.handIn(new MyDijkstra());"
VISIBLE = 'Grading.runVisibleTests("A1")'
CLASS = "class MyDijkstra implements"
