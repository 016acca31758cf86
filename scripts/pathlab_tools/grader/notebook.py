"""A submission as the grader reads it: the notebook's file (a regular file, never a link), its
JSON, its assignment, and its code cells with every locked cell put back as released (nbgrader's
rule, matched by cell id) from the release's record (release_record.py).

The file is hostile input: whatever it holds (not UTF-8, not JSON, JSON nested past Python's
recursion limit, a number of thousands of digits, an object where the notebook has text, a cell
that is a number) becomes one line in sub.not_run, checked before nbformat or the grader reads a
field, and the submission scores 0 with that message. A UTF-8 byte order mark is read past.

Cost: one parse of the notebook; the release's record read once per assignment and run (context.Grading).
"""

import json
import os
import stat
import sys
import time
import warnings
from pathlib import Path

from .. import assignments
from . import release_record
from .catalog import ASSIGNMENTS
from .edition import student_edition
from .errors import GradingError
from .inert import one_line

VISIBLE_TEST_CELL = "Grading.runVisibleTests("
LIVE_MAP_CELL = "LiveGrid.of("


def released_edition(assignment, catalog):
    """(edition, date): the released (student) edition of the assignment, whose locked cells grading
    uses, and when it was released: the release's record (release_record.py) where there is one,
    else today's solution edition made into a student edition (date None). Says which, and how the
    tests (catalog(assignment)) differ from the release's."""
    release = release_record.read(assignment)
    if release is None:
        print(
            f"grade: {assignment} has no release record ({release_record.folder() / (assignment + '.json')}): "
            "its locked cells are today's solution edition's (scripts/release-coursework records a "
            "release)",
            file=sys.stderr,
        )
        return student_edition(assignments.by_id(assignment).notebook), None
    print(f"grade: {assignment} as released on {release.released}", file=sys.stderr)
    current = release_record.tests_identity(assignment, catalog(assignment))
    for line in release_record.differences(release, current):
        print(f"grade: {assignment}: the tests differ from the release's: {line}", file=sys.stderr)
    return release.notebook, release.released


def check_release_records():
    """Every release record here, checked before anything is graded: a record changed after its
    release stops grading (GradingError) with one line naming it."""
    for assignment in ASSIGNMENTS:
        try:
            release_record.read(assignment)
        except release_record.ReleaseError as e:
            raise GradingError(str(e)) from None


class Submission:
    """One notebook being graded: what happened to it and the outcome of every test."""

    def __init__(self, path, assignment):
        self.path = Path(path)
        self.assignment = assignment  # forced by --assignment, or None: read from the notebook
        self.notes = []  # lines for results.json's output: cell errors, problems
        self.outcomes = {}  # test id -> outcome from the tests
        self.flags = []  # why outcomes were not trusted
        self.cell_ids = []  # the cells' ids as the notebook has them
        self.outcomes_done = False  # whether the runner's last message, "done", came
        self.library_use = []  # where the cells use library code the assignment asks them to write
        self.refused = []  # what the graded-code policy refused: cell, line, api, message, source
        self.cells = {}  # the code cells graded, by number: their source
        self.not_run = None  # why the tests (or the rest of them) did not run
        self.student = None  # the student's id when known: their variant is graded
        self.started = time.monotonic()

    def note(self, line):
        self.notes.append(line)

    def flag(self, line):
        if line not in self.flags:
            self.flags.append(line)


def read_notebook(sub):
    """The submission as a notebook, or None with the reason noted."""
    import nbformat

    if sub.path.is_dir() and not sub.path.is_symlink() and not notebook_in_folder(sub):
        return None
    path = sub.path
    name = one_line(path.name)
    try:
        text = read_regular(path).decode("utf-8-sig")
        data = json.loads(text, parse_int=bounded_int)
    except NotRegular as e:
        sub.not_run = str(e)
        return None
    except UnicodeDecodeError:
        sub.not_run = f"{name} is not a notebook: it is not text"
        return None
    except json.JSONDecodeError as e:
        sub.not_run = f"{name} is not a notebook: not JSON (line {e.lineno}, column {e.colno}: {e.msg})"
        return None
    except ValueError as e:  # bounded_int's
        sub.not_run = f"{name} is not a notebook: {e}"
        return None
    except RecursionError:
        sub.not_run = f"{name} is not a notebook: its JSON nests deeper than Python can read"
        return None
    except OSError as e:
        sub.not_run = f"{name} cannot be read: {e.strerror}"
        return None
    problem = shape_problem(data)
    if problem:
        sub.not_run = f"{name} is not a Jupyter notebook: {problem}"
        return None
    sub.cell_ids = [c.get("id") for c in data["cells"]]
    try:
        with warnings.catch_warnings():  # a repeated cell id is dealt with by restore_locked
            warnings.simplefilter("ignore")
            nb = nbformat.reads(text, as_version=4)
    except Exception as e:  # nbformat's errors vary by version
        sub.not_run = f"{name} is not a Jupyter notebook nbformat can read: {first_line(e)}"
        return None
    return nb


def notebook_in_folder(sub):
    """Gradescope's submission folder: sub.path made the assignment's notebook in it (the one named
    for it, or the only one), and True; else False with the reason in sub.not_run."""
    notebooks = sorted(sub.path.glob("*.ipynb"))
    named = [p for p in notebooks if sub.assignment and p.name.upper().startswith(sub.assignment)]
    if len(named) == 1 or len(notebooks) == 1:
        sub.path = (named or notebooks)[0]
        return True
    sub.not_run = (
        (
            f"the submission has {len(notebooks)} notebooks "
            f"({', '.join(one_line(p.name) for p in notebooks)}): "
            f"hand in exactly one, the {sub.assignment or 'assignment'}'s"
        )
        if notebooks
        else "the submission has no notebook (.ipynb): hand in the assignment's notebook"
    )
    return False


DIGITS = 100  # digits of a number in a notebook (its counts and sizes have a few)
DEPTH = 64  # levels of nesting (a notebook's own structure has fewer than 10)
CELL_TYPES = ("code", "markdown", "raw")


def bounded_int(digits):
    """A JSON integer, refused past DIGITS digits (Python's conversion of a huge one takes time
    that grows with the square of its length, and 3.11 and later stop at 4300 digits)."""
    if len(digits) > DIGITS:
        raise ValueError(f"a number in it has {len(digits)} digits")
    return int(digits)


def json_type(value):
    """A JSON value's type, in words."""
    for kind, word in (
        (bool, "true or false"),
        ((int, float), "a number"),
        (str, "text"),
        (list, "a list"),
        (dict, "an object"),
    ):
        if isinstance(value, kind):
            return word
    return "null"


def shape_problem(data):
    """What of the notebook's JSON is not as nbformat 4 has it, where the grader or nbformat reads
    it (the metadata, the kernel's language, the assignment, each cell's type, id, metadata and
    source), or deeper than DEPTH: one line, or None."""
    if not isinstance(data, dict):
        return f"its JSON is {json_type(data)}, not an object with cells"
    if not isinstance(data.get("cells"), list):
        return "it has no list of cells"
    metadata = data.get("metadata", {})
    if not isinstance(metadata, dict):
        return f"its metadata is {json_type(metadata)}, not an object"
    for key, field in (("kernelspec", "language"), ("pathlab", "assignment")):
        part = metadata.get(key)
        if part is not None and not isinstance(part, dict):
            return f"its metadata.{key} is {json_type(part)}, not an object"
        if part and part.get(field) is not None and not isinstance(part[field], str):
            return f"its metadata.{key}.{field} is {json_type(part[field])}, not text"
    for number, cell in enumerate(data["cells"], 1):
        if not isinstance(cell, dict):
            return f"cell {number} is {json_type(cell)}, not an object"
        if cell.get("cell_type") not in CELL_TYPES:
            return f"cell {number}'s type is {one_line(repr(cell.get('cell_type')))[:60]}, not one of {', '.join(CELL_TYPES)}"
        source = cell.get("source", "")
        if not (isinstance(source, str) or isinstance(source, list) and all(isinstance(part, str) for part in source)):
            return f"cell {number}'s source is {json_type(source)}, not text"
        for key, kind, word in (("metadata", dict, "an object"), ("id", str, "text"), ("outputs", list, "a list")):
            if key in cell and not isinstance(cell[key], kind):
                return f"cell {number}'s {key} is {json_type(cell[key])}, not {word}"
    if nesting(data) > DEPTH:
        return f"its JSON nests more than {DEPTH} levels deep"
    return None


def nesting(data):
    """How many levels of lists and objects the JSON value has (without recursion)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            deepest = max(deepest, depth)
            if depth <= DEPTH:
                stack += [(v, depth + 1) for v in (value.values() if isinstance(value, dict) else value)]
    return deepest


class NotRegular(Exception):
    """A submission that is a link, a folder, a device or a pipe: refused, never followed or opened."""


def read_regular(path):
    """The bytes of a regular file, opened without following a link (a link to the solution edition
    would hand in the teacher's notebook)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        if os.path.islink(path):
            raise NotRegular(
                f"{one_line(path.name)} is a symbolic link: a submission must be the notebook itself (not followed)"
            ) from None
        raise
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegular(f"{one_line(path.name)} is not a regular file: a submission must be the notebook itself")
        return f.read()


def which_assignment(grading, sub, nb):
    """Sets sub.assignment from the notebook (checking it against --assignment); False if unknown."""
    language = (nb.metadata.get("kernelspec") or {}).get("language") if nb is not None else None
    if language not in (None, "java"):
        sub.note(f"the notebook names a {language!r} kernel: graded as Java, as the assignment is")
    declared = (nb.metadata.get("pathlab") or {}).get("assignment") if nb is not None else None
    declared = declared if isinstance(declared, str) else None
    if sub.assignment and declared and declared.upper() != sub.assignment:
        sub.not_run = (
            f"this notebook is assignment {declared}'s, not {sub.assignment}'s: hand in the {sub.assignment} notebook"
        )
        return True
    sub.assignment = sub.assignment or (declared.upper() if isinstance(declared, str) else None)
    if sub.assignment not in ASSIGNMENTS:
        sub.not_run = sub.not_run or (
            f"cannot tell which assignment {one_line(sub.path.name)} is for: its metadata names "
            f"{declared!r}; grade it with --assignment"
        )
        sub.assignment = None
        return False
    ids = {cell.get("id") for cell in nb.cells} if nb is not None else set()
    if ids and not ids & locked_ids(grading, sub.assignment):
        theirs = [a for a in ASSIGNMENTS if a != sub.assignment and ids & locked_ids(grading, a)]
        if theirs:
            sub.not_run = (
                f"the notebook's cells are assignment {theirs[0]}'s, but it is graded as {sub.assignment} "
                f"(its metadata was changed, or --assignment): hand in the {sub.assignment} notebook"
            )
    return True


def locked_ids(grading, assignment):
    """The ids of the assignment's locked cells; none where its release is not at hand."""
    try:
        edition = grading.released(assignment)
    except (KeyError, OSError):
        return set()
    return {c.get("id") for c in edition.cells if c.cell_type == "code" and c.metadata.get("editable") is False}


def first_line(text, limit=300):
    line = next((candidate for candidate in str(text).splitlines() if candidate.strip()), "")
    return line if len(line) <= limit else line[:limit] + "..."


def restore_locked(grading, sub, nb):
    """The code cells to run, as (number, source): the submission's, with every locked cell of the
    released edition as released (nbgrader's rule), matched by cell id. Two locked cells are left
    out: the visible tests' (grading runs those tests itself) and a live map's, which shows the
    student's search on a map in the kernel's widget and grades nothing. Ids are the notebook's
    own (nbformat renames a repeated id): every cell that claims a locked cell's id is that cell.
    A deleted locked cell goes back where the release has it (released_place)."""
    released = grading.released(sub.assignment).cells
    locked = [c for c in released if c.cell_type == "code" and c.metadata.get("editable") is False]
    given = {c.get("id"): c for c in locked}
    ids = sub.cell_ids if len(sub.cell_ids) == len(nb.cells) else [c.get("id") for c in nb.cells]
    cells = []  # (id, cell): the submission's cells in its order, each locked one as released
    for cell, cell_id in zip(nb.cells, ids):
        if cell_id in given:
            if cell.cell_type != "code" or cell.source != given[cell_id].source:
                sub.note(f"locked cell {len(cells) + 1} was changed: graded with the released one")
            cell = given[cell_id]
        cells.append((cell_id, cell))
    place = {c.get("id"): n for n, c in reversed(list(enumerate(released))) if c.get("id") is not None}
    for cell in locked:
        if cell.get("id") not in ids:
            cells.insert(released_place(cells, place, place[cell.get("id")]), (cell.get("id"), cell))
            sub.note(f"a locked cell was deleted ({first_line(cell.source, 60)}): graded with the released one")
    left_out = {c.get("id") for c in locked if VISIBLE_TEST_CELL in c.source or LIVE_MAP_CELL in c.source}
    return [
        (number, cell.source)
        for number, (cell_id, cell) in enumerate(cells, 1)
        if cell.cell_type == "code" and cell_id not in left_out and cell.source.strip()
    ]


def released_place(cells, place, at):
    """Where a deleted locked cell, at index `at` of the release (place: each released cell's id ->
    its index), goes back among cells ((id, cell)): after every cell still there that came before
    it in the release, wherever the student moved or copied it, and after the student's own cells
    (ids the release does not have) that follow the last of them, up to the next cell of the
    release. So it runs after the answer it checks or hands in, even one retyped in a new cell,
    and a cell of the student's that stood before it cannot run after it unseen."""
    index = 1 + max((n for n, (cell_id, _) in enumerate(cells) if place.get(cell_id, at) < at), default=-1)
    while index < len(cells) and cells[index][0] not in place:
        index += 1
    return index
