"""Does a student repository give away a solution? Checks every file of a folder against the
solution regions of the assignments' solution editions and the names of the hidden tests.

  * every text file (and every text entry of every jar or zip) is searched for every line of every
    solution region (between "// BEGIN SOLUTION" and "// END SOLUTION"), compared without the
    indentation. Left out are lines too short to tell anything (fewer than MIN_LENGTH characters
    without spaces: "return path;", "}") and lines that the solution edition also has outside its
    solution regions (given code the students see anyway);
  * and for the hidden tests' names: their display names (what results.json calls them) and their
    ids (A1Hidden.randomGraphs, the grader's).

A file the course copies unchanged from this repository's library sources (src/main, bench/src/main,
coursework/src/main, kernel/src/main, and each assignment's contract/ and visible/) may share lines
with a solution: the library is the reference
the lecture notebooks read (Lester's heap is pathlab/openlist/BinaryHeap.java), and the course ships
it as it is here. Such a file is still checked for the hidden tests' names, and any change to it in
the course makes it a file like any other.

  leaks(folder) -> ["notebooks/A3-open-lists.ipynb: line 'heap[size] = node;' of A3's solution", ...]
"""

import json
import re
import zipfile
from pathlib import Path

import nbformat

from .toolchain import REPO

ASSIGNMENTS = REPO / "coursework" / "assignments"
LIBRARY = ("src/main/", "bench/src/main/", "coursework/src/main/", "kernel/src/main/")
# An assignment's contract and visible tests, which the course ships as they are.
SHIPPED_PARTS = re.compile(r"^coursework/assignments/[^/]+/(contract|visible)/[^/]+\.java$")
BEGIN = re.compile(r"^\s*//\s*BEGIN SOLUTION\s*$")
END = re.compile(r"^\s*//\s*END SOLUTION\s*$")
DISPLAY_NAME = re.compile(r'@DisplayName\("((?:[^"\\]|\\.)*)"\)')
TEST_METHOD = re.compile(r"@Test\b[^{;]*?\bvoid\s+(\w+)\s*\(", re.S)
MIN_LENGTH = 16


def solution_lines():
    """{line: assignment} for the telling lines of every solution region."""
    found = {}
    for folder in sorted(p for p in ASSIGNMENTS.iterdir() if p.is_dir()):
        path = folder / f"{folder.name}.ipynb"
        if not path.is_file():
            continue
        assignment = folder.name.split("-")[0]
        inside, outside = set(), set()
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type != "code":
                continue
            region = False
            for line in cell.source.splitlines():
                if BEGIN.match(line) or END.match(line):
                    region = BEGIN.match(line) is not None
                    continue
                (inside if region else outside).add(line.strip())
        for line in inside - outside:
            if len(line.replace(" ", "")) >= MIN_LENGTH:
                found[line] = assignment
    return found


def hidden_names():
    """The hidden tests' display names and ids."""
    names = set()
    for path in sorted(ASSIGNMENTS.glob("*/hidden/*.java")):
        source = path.read_text(encoding="utf-8")
        names.update(m.encode().decode("unicode_escape") for m in DISPLAY_NAME.findall(source))
        names.update(f"{path.stem}.{method}" for method in TEST_METHOD.findall(source))
    return names


def texts(path):
    """(where, text) for the file, or for each entry of a jar or zip; binary content is skipped."""
    data = path.read_bytes()
    if path.suffix == ".ipynb":  # a notebook's cells are JSON strings: search the strings themselves
        try:
            yield "", "\n".join(strings(json.loads(data)))
            return
        except ValueError:
            pass
    if data[:4] == b"PK\x03\x04":
        with zipfile.ZipFile(path) as z:
            for entry in z.namelist():
                yield from ((f"{entry} in it", t) for t in decoded(z.read(entry)))
    else:
        yield from (("", t) for t in decoded(data))


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, (list, dict)):
        for item in value.values() if isinstance(value, dict) else value:
            yield from strings(item)


def decoded(data):
    if b"\x00" in data[:8000]:
        return []
    try:
        return [data.decode("utf-8")]
    except UnicodeDecodeError:
        return []


def library_copy(relative, path):
    """Is the file one of the library's sources, unchanged from this repository?"""
    original = REPO / relative
    return (
        (relative.startswith(LIBRARY) or SHIPPED_PARTS.match(relative) is not None)
        and original.is_file()
        and original.read_bytes() == path.read_bytes()
    )


def leaks(folder):
    folder = Path(folder)
    lines, names = solution_lines(), hidden_names()
    problems = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and ".git" not in p.relative_to(folder).parts[:1]):
        relative = path.relative_to(folder).as_posix()
        allowed = library_copy(relative, path)
        for where, text in texts(path):
            label = relative + (f" ({where})" if where else "")
            if not allowed:
                problems += [
                    f"{label}: line {line!r} of {assignment}'s solution"
                    for line, assignment in sorted(lines.items())
                    if line in text
                ]
            problems += [f"{label}: the hidden test name {name!r}" for name in sorted(names) if name in text]
    return problems
