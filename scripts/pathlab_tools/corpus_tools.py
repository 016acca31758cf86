"""Tools for an assignment's corpus (coursework/assignments/*/corpus.py): small edits of a copy of
the solution edition that make the broken and hostile submissions the coursework checks grade.

A corpus is a module with one function, corpus(solution) -> {case: (notebook or its text, score
or None for full marks, words one of its messages must contain)}; scripts/checks/coursework-check
grades every case on every run, with the solution and student editions, in one batch.

  edit(nb, needle, replacement)      replaces text in the one code cell holding it (an assertion
                                     fails if none or several do: the corpus no longer fits)
  drop_cell(nb, needle)              deletes the code cells holding the text
  add_cell_after(nb, needle, source) adds a code cell after the first code cell holding the text
  solution_text(nb, first, last)     the text of a code cell from the line starting `first` to `last`
  set_assignment(nb, "A2")           makes the notebook claim another assignment
"""

from nbformat.v4 import new_code_cell


def edit(nb, needle, replacement, count=1):
    """Replaces text in the one code cell that contains it."""
    cells = [c for c in nb.cells if c.cell_type == "code" and needle in c.source]
    assert len(cells) == 1, f"corpus: {needle!r} is in {len(cells)} cells of the solution edition"
    cells[0].source = cells[0].source.replace(needle, replacement, count)
    return nb


def drop_cell(nb, needle):
    nb.cells = [c for c in nb.cells if not (c.cell_type == "code" and needle in c.source)]
    return nb


def add_cell_after(nb, needle, source):
    index = next(i for i, c in enumerate(nb.cells) if c.cell_type == "code" and needle in c.source)
    nb.cells.insert(index + 1, new_code_cell(source))
    return nb


def solution_text(solution, first, last):
    """The text of the solution edition's one code cell from the line starting with `first` to `last`."""
    cell = next(c.source for c in solution.cells if c.cell_type == "code" and first in c.source)
    start = cell.index(first)
    return cell[start : cell.index(last, start) + len(last)]


def set_assignment(nb, assignment):
    nb.metadata["pathlab"] = {"assignment": assignment}
    return nb
