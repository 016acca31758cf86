"""scripts/new-assignment: a new assignment's folder made from coursework/scaffold/, working from the
first build, for a teacher to fill in (what it writes: the script's docstring, which is its usage).
"""

import argparse
import json
import re
import shutil
import string
import uuid

from . import assignments

SCAFFOLD = assignments.REPO / "coursework" / "scaffold"

# Each file of the scaffold and where it goes in the new folder (string.Template placeholders:
# ${id}, ${title}, ${package}, ${contract}, ${noun}, ${seed}).
FILES = {
    "assignment.properties": "assignment.properties",
    "contract/Work.java": "contract/${contract}.java",
    "visible/Visible.java": "visible/${id}Visible.java",
    "hidden/Hidden.java": "hidden/${id}Hidden.java",
    "corpus.py": "corpus.py",
}


def filled(relative, values):
    """A scaffold file with the assignment's values in place of its placeholders."""
    return string.Template((SCAFFOLD / relative).read_text(encoding="utf-8")).substitute(values)


def notebook(values):
    """The solution edition: the scaffold's notebook, its cells filled in and given fresh ids."""
    nb = json.loads((SCAFFOLD / "assignment.ipynb").read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        cell["id"] = uuid.uuid4().hex[:8]
        cell["source"] = string.Template(cell["source"]).substitute(values)
    nb["metadata"]["pathlab"]["assignment"] = values["id"]
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


FILLERS = {"a", "an", "and", "as", "by", "for", "in", "of", "on", "or", "the", "to", "with"}


def slug(title):
    """The title's first words, lower case, joined by '-': at most 24 letters, and ending before a
    filler word once two words are in ("Manhattan distance and 4-connected grids": manhattan-distance;
    "Search by hand": search-by-hand)."""
    words = re.findall(r"[a-z0-9]+", title.lower())
    name = ""
    for word in words:
        if name and (len(name) + 1 + len(word) > 24 or (word in FILLERS and "-" in name)):
            break
        name = f"{name}-{word}" if name else word
    return name


def main(doc, argv=None):
    """scripts/new-assignment (doc: its usage): its exit code."""
    parser = argparse.ArgumentParser(prog="scripts/new-assignment", description=doc.split("\n\n")[0])
    parser.add_argument("id", help="the assignment's id: a capital letter and digits, e.g. A5")
    parser.add_argument(
        "--title", required=True, help='the title students see, e.g. "Manhattan distance and 4-connected grids"'
    )
    parser.add_argument("--name", help="the folder's name after the id (default: the title's first words)")
    args = parser.parse_args(argv)
    assignment = args.id.strip().upper()
    if not re.fullmatch(r"[A-Z][0-9]+", assignment):
        parser.error(f"{args.id!r}: an id is a capital letter and digits, e.g. A5")
    if not args.title.strip() or not args.title.isprintable() or "\\" in args.title or "*/" in args.title:
        parser.error("--title: one line of printable text, without a backslash or */ (it goes into Java comments too)")
    if assignment in assignments.ids():
        parser.error(f"{assignment} exists already: {assignments.by_id(assignment).folder}")
    name = slug(args.name or args.title)
    if not name:
        parser.error("--name: give a few letters or digits for the folder's name")
    folder = assignments.FOLDERS / f"{assignment}-{name}"
    if folder.exists():
        parser.error(f"{folder} exists already")
    values = {
        "id": assignment,
        "title": args.title.strip(),
        "package": assignment.lower(),
        "contract": f"{assignment}Work",
        "noun": "Manhattan distance",
        "seed": sum(map(ord, assignment)) * 7,
    }
    files = {string.Template(target).substitute(values): filled(source, values) for source, target in FILES.items()}
    files[f"{folder.name}.ipynb"] = notebook(values)
    tmp = folder.with_name("." + folder.name + ".new")  # written whole, then renamed: never half a folder
    try:
        for relative, text in files.items():
            path = tmp / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        tmp.rename(folder)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"new-assignment: wrote {folder}")
    for relative in files:
        print(f"  {relative}")
    print(
        "next: scripts/setup --no-start (the build), then scripts/grade "
        f"{(folder / (folder.name + '.ipynb')).relative_to(assignments.REPO)}: full marks; docs/authoring.md has the rest"
    )
    return 0
