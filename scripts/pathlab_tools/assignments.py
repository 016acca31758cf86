"""The assignments, found from their folders: every coursework/assignments/ID-name/ that holds an
assignment.properties is one (coursework/assignments/README.md). There is no other list: the
grader, release, collect, the similarity report and the checks all ask this module.

  from pathlab_tools import assignments
  assignments.all()                 every assignment, in the order of their ids (A0, A1, ..., A10)
  assignments.by_id("a1")           one, by id in any case; KeyError naming the known ids
  assignments.ids()                 ["A0", "A1", ...]
  a = assignments.by_id("A1")
  a.id, a.title, a.own_work         "A1", "Dijkstra", "your own search"
  a.variants                        where each student's variant is drawn: "tests" (the hidden tests,
                                    from the course secret) or "notebook" (from the id the student types)
  a.name, a.folder                  "A1-dijkstra", coursework/assignments/A1-dijkstra
  a.notebook                        the solution edition, coursework/assignments/A1-dijkstra/A1-dijkstra.ipynb
  a.similar_to                      the library's counterparts for the similarity report (src/main/java/pathlab/...)
  a.corpus                          its corpus.py of broken and hostile submissions, or None

The manifest is Java's properties format, as the Java side reads it (pathlab.coursework.Assignment):
`key = value` lines and # comments; no line continuations or escapes. Where only the build is at
hand (a Gradescope package), the manifests are read from the build's copy of each folder's.

Cost: a few small files read once per process.
"""

import re
from pathlib import Path
from typing import NamedTuple, Optional

from .toolchain import REPO

FOLDERS = REPO / "coursework" / "assignments"
BUILT = REPO / "coursework" / "target" / "classes" / "pathlab" / "coursework" / "assignments"
MANIFEST = "assignment.properties"
LINE = re.compile(r"^\s*([^=:\s]+)\s*[=:]?\s*(.*?)\s*$")
VARIANTS = ("tests", "notebook")  # the values of the manifest's variants, the default first


class AssignmentError(Exception):
    pass


class Assignment(NamedTuple):
    id: str
    title: str
    own_work: str
    name: str  # the folder's name: A1-dijkstra
    folder: Path
    similar_to: list[str]
    variants: str  # "tests" or "notebook": where each student's variant is drawn

    @property
    def notebook(self) -> Path:
        return self.folder / f"{self.name}.ipynb"

    @property
    def corpus(self) -> Optional[Path]:
        path = self.folder / "corpus.py"
        return path if path.is_file() else None


def read_manifest(path: Path) -> dict:
    values = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith(("#", "!")):
            key, value = LINE.match(line).groups()
            values[key] = value
    return values


def from_manifest(manifest: Path) -> Assignment:
    """The assignment its manifest declares; AssignmentError names the manifest and the problem."""
    values = read_manifest(manifest)
    for key in ("id", "title"):
        if not values.get(key):
            raise AssignmentError(f"{manifest}: no {key} (every manifest names its {key})")
    folder = manifest.parent
    if not re.fullmatch(r"[A-Z][0-9]+", values["id"]) or not folder.name.startswith(values["id"] + "-"):
        raise AssignmentError(
            f"{manifest}: id = {values['id']}: an id is a capital letter and digits, and the "
            f"folder's name begins with it and a dash ({values['id']}-...)"
        )
    variants = values.get("variants") or VARIANTS[0]
    if variants not in VARIANTS:
        raise AssignmentError(f"{manifest}: variants = {variants}: it is one of {', '.join(VARIANTS)}")
    return Assignment(
        values["id"],
        values["title"],
        values.get("own-work") or "your own work",
        folder.name,
        FOLDERS / folder.name,
        [s.strip() for s in values.get("similar-to", "").split(",") if s.strip()],
        variants,
    )


_all = None


def all() -> list[Assignment]:  # noqa: A001 (the module's name says what "all" is)
    global _all
    if _all is None:
        manifests = sorted(FOLDERS.glob(f"*/{MANIFEST}")) or sorted(BUILT.glob(f"*/{MANIFEST}"))
        found = [from_manifest(m) for m in manifests]
        seen = {}
        for a in found:
            if a.id in seen:
                raise AssignmentError(f"two folders are assignment {a.id}: {seen[a.id]} and {a.name}")
            seen[a.id] = a.name
        _all = sorted(found, key=lambda a: (len(a.id), a.id))
    return _all


def ids() -> list[str]:
    return [a.id for a in all()]


def by_id(assignment: str) -> Assignment:
    for a in all():
        if a.id == assignment.strip().upper():
            return a
    raise KeyError(f"no assignment {assignment!r}: the assignments are {', '.join(ids()) or 'none'}")
