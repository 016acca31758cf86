"""The student edition of an assignment's solution notebook: each region between nbgrader's markers

    // BEGIN SOLUTION
    ... the teacher's code ...
    // END SOLUTION

becomes one statement that compiles in any method, `throw new UnsupportedOperationException("A1:
your code here");`, outputs and execution counts are cleared, and where the notebook draws each
student's variant (the manifest's `variants = notebook`, A0's) its `String courseKey = "";` gets the
course's key (variants.notebook_key). scripts/release-coursework writes it; the grader restores
locked cells from it where a release has no record.
"""

import re

from .. import assignments
from . import variants

BEGIN = re.compile(r"^(\s*)//\s*BEGIN SOLUTION\s*$")
END = re.compile(r"^\s*//\s*END SOLUTION\s*$")
COURSE_KEY = re.compile(r'^(\s*String courseKey = )"[^"\n]*";', re.M)


class MarkerError(Exception):
    pass


def student_source(source, assignment, where):
    """The cell's source with every solution region replaced by the stub."""
    out, indent, start = [], None, 0
    for number, line in enumerate(source.splitlines(), 1):
        begin, end = BEGIN.match(line), END.match(line)
        if begin:
            if indent is not None:
                raise MarkerError(f"{where}, line {number}: BEGIN SOLUTION inside the region opened at line {start}")
            indent, start = begin.group(1), number
        elif end:
            if indent is None:
                raise MarkerError(f"{where}, line {number}: END SOLUTION without a BEGIN SOLUTION")
            out.append(f'{indent}throw new UnsupportedOperationException("{assignment}: your code here");')
            indent = None
        elif indent is None:
            out.append(line)
    if indent is not None:
        raise MarkerError(f"{where}, line {start}: BEGIN SOLUTION is never ended")
    return "\n".join(out)


def course_key(assignment):
    """The assignment's notebook key from the course secret; without a secret, none (the notebook
    keeps its example variant)."""
    try:
        return variants.notebook_key(variants.course_secret(), assignment)
    except variants.VariantsError:
        return None


def student_edition(path):
    """The student edition of the solution notebook at path (MarkerError names a marker without its partner)."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    assignment = (nb.metadata.get("pathlab") or {}).get("assignment")
    if not assignment:
        raise MarkerError(f"{path.name}: the notebook's metadata has no pathlab.assignment")
    try:
        in_notebook = assignments.by_id(assignment).variants == "notebook"
    except KeyError as e:
        raise MarkerError(f"{path.name}: {e.args[0]}") from None
    keyed, key = 0, course_key(assignment) if in_notebook else None
    for number, cell in enumerate(nb.cells, 1):
        if cell.cell_type == "code":
            cell.source = student_source(cell.source, assignment, f"{path.name}, cell {number}")
            if in_notebook and COURSE_KEY.search(cell.source):
                cell.source = COURSE_KEY.sub(lambda m: f'{m.group(1)}"{key or ""}";', cell.source)
                keyed += 1
            cell.outputs = []
            cell.execution_count = None
    if in_notebook and keyed != 1:
        raise MarkerError(f'{path.name}: {keyed} cells have the line String courseKey = ""; (one must)')
    nb.metadata.pop("language_info", None)
    return nb
