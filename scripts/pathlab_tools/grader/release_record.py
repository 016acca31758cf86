"""The record of a release: what the students of an assignment were given, kept so that grading
restores exactly that, whatever the solution edition has become since (nbgrader's way).

  scripts/release-coursework writes coursework/release/A1.json when it releases A1;
  scripts/grade reads it: the locked cells it puts back are the record's, and it says when the
  tests it grades with are not the ones of the release.

A record holds:
  assignment, released        "A1", the UTC time of the release
  notebook, sha256            the student edition as released (nbformat's JSON) and its checksum
  locked cells                each locked cell's id and the SHA-256 of its source, in order
  tests                       the tests' identity: the SHA-256 of their sources (the visible tests,
                              the hidden ones and the helpers beside them) and the catalog, each
                              test's id, points and visibility, which is what decides a score

Reading a record checks every checksum: a record edited by hand is refused with one line naming
the file and what differs. The record is the teacher's (coursework/release/ is not in git): keep
it with the course secret for as long as the term's grades may be questioned.

Cost: one notebook's JSON and a hash over the assignment's test sources (a few files) per read.
"""

import datetime
import hashlib
import json
import os
from pathlib import Path

from ..toolchain import REPO

# The teacher's records; the test command's checks keep theirs apart (PATHLAB_RELEASE_DIR), so that
# running the tests never replaces a real release's record.
ENVIRONMENT = "PATHLAB_RELEASE_DIR"


def folder():
    """Where the records are: $PATHLAB_RELEASE_DIR, else coursework/release."""
    return Path(os.environ.get(ENVIRONMENT) or REPO / "coursework" / "release")


ASSIGNMENTS = REPO / "coursework" / "assignments"
HIDDEN_HELPERS = REPO / "coursework" / "src" / "test" / "java" / "pathlab" / "coursework"


class ReleaseError(Exception):
    pass


def sha256(text) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def canonical(notebook_json) -> str:
    """The notebook's JSON in one spelling whatever wrote it (sorted keys, no spaces): its checksum's input."""
    return json.dumps(notebook_json, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def locked_cells(notebook):
    """The notebook's locked code cells (editable false), in order."""
    return [c for c in notebook.cells if c.cell_type == "code" and c.metadata.get("editable") is False]


def test_sources(assignment):
    """The source files of the assignment's tests: its folder's contract/, visible/ and hidden/,
    and the hidden tests' helpers (coursework/src/test: not the module's own *Test classes)."""
    files = []
    for folder in sorted(ASSIGNMENTS.glob(f"{assignment}-*")):
        files += sorted(f for part in ("contract", "visible", "hidden") for f in (folder / part).glob("*.java"))
    return files + sorted(f for f in HIDDEN_HELPERS.glob("*.java") if not f.stem.endswith("Test")) if files else []


def tests_identity(assignment, catalog):
    """What identifies the tests a submission is graded with: their sources' checksum (None where
    the sources are not at hand, as in a Gradescope package) and the catalog's ids and points."""
    files = test_sources(assignment)
    digest = hashlib.sha256()
    for f in files:
        digest.update(f.relative_to(REPO).as_posix().encode("utf-8") + b"\0" + f.read_bytes() + b"\0")
    return {
        "sources": digest.hexdigest() if files else None,
        "source files": len(files),
        "catalog": [[t["id"], t["max_score"], t.get("visibility", "visible")] for t in catalog],
    }


def make(assignment, notebook, catalog):
    """The record of releasing this notebook now, as JSON text."""
    import nbformat

    released = json.loads(nbformat.writes(notebook))
    record = {
        "assignment": assignment,
        "released": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "notebook": released,
        "sha256": sha256(canonical(released)),
        "locked cells": [{"id": c.get("id"), "sha256": sha256(c.source)} for c in locked_cells(notebook)],
        "tests": tests_identity(assignment, catalog),
    }
    return json.dumps(record, indent=1, ensure_ascii=False) + "\n"


def write(assignment, notebook, catalog):
    """Records the release of one assignment; returns the record's path (written whole or not at all)."""
    folder().mkdir(parents=True, exist_ok=True)
    path = folder() / f"{assignment}.json"
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(make(assignment, notebook, catalog), encoding="utf-8")
    os.replace(tmp, path)
    return path


class Release:
    """A record read back and checked: the released notebook, when, and the tests' identity."""

    def __init__(self, path, record, notebook):
        self.path = path
        self.assignment = record["assignment"]
        self.released = record["released"]
        self.notebook = notebook
        self.tests = record["tests"]


def read(assignment):
    """The assignment's release record, checked; None when there is none."""
    import nbformat

    path = folder() / f"{assignment}.json"
    if not path.is_file():
        return None
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        text = canonical(record["notebook"])
        notebook = nbformat.reads(text, as_version=4)
        listed = record["locked cells"]
        record["tests"]["catalog"], record["released"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError, nbformat.ValidationError) as e:
        first = (str(e).splitlines() or [""])[0]
        raise ReleaseError(f"{path}: not a release record ({type(e).__name__}: {first})") from None
    if record.get("assignment") != assignment:
        raise ReleaseError(f"{path}: the record is for assignment {record.get('assignment')!r}, not {assignment}")
    if sha256(text) != record.get("sha256"):
        raise ReleaseError(
            f"{path}: the released notebook's checksum does not match: the record was changed after the release"
        )
    cells = locked_cells(notebook)
    if [(c.get("id"), sha256(c.source)) for c in cells] != [(c.get("id"), c.get("sha256")) for c in listed]:
        raise ReleaseError(
            f"{path}: the locked cells' checksums do not match: the record was changed after the release"
        )
    return Release(path, record, notebook)


def differences(release, current):
    """How the tests now differ from those released, one line each; empty when they are the same."""
    lines = []
    then, now = release.tests, current
    if then.get("sources") and now.get("sources") and then["sources"] != now["sources"]:
        lines.append(
            f"the tests' sources changed since the release ({now['source files']} files now, "
            f"{then.get('source files')} then)"
        )
    old = {t[0]: t for t in then["catalog"]}
    new = {t[0]: t for t in now["catalog"]}
    for test in old.keys() - new.keys():
        lines.append(f"test {test} was released and is gone")
    for test in new.keys() - old.keys():
        lines.append(f"test {test} is new since the release")
    for test in old.keys() & new.keys():
        if old[test][1:] != new[test][1:]:
            lines.append(
                f"test {test}: {points(old[test][1])}, {old[test][2]} when released; "
                f"{points(new[test][1])}, {new[test][2]} now"
            )
    return sorted(lines)


def points(n):
    return f"{n} point" if n == 1 else f"{n} points"
