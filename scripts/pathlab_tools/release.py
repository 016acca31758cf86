"""scripts/release-coursework: the student editions of the assignments' notebooks, or the whole
student repository, and the record of each release (its usage is the script's docstring).
"""

import argparse
import sys
from pathlib import Path

import nbformat

from . import assignments, course
from .entry_point import exit_code
from .grader import catalog, release_record, variants
from .grader.edition import MarkerError, student_edition
from .grader.errors import GradingError


def record(editions):
    """Records each released edition, with the tests' catalog (from the build, as scripts/grade lists it)."""
    for nb in editions.values():
        assignment = nb.metadata["pathlab"]["assignment"]
        path = release_record.write(assignment, nb, catalog.catalog(assignment))
        print(f"release-coursework: recorded the release of {assignment} in {path}", file=sys.stderr)


def main(argv):
    """scripts/release-coursework: its exit code (1 with one line when the tests cannot be listed)."""
    return exit_code("release-coursework", GradingError, release, argv)


def release(argv):
    parser = argparse.ArgumentParser(
        prog="scripts/release-coursework",
        description="Writes the student edition of every assignment's notebook, or a whole student repository.",
    )
    parser.add_argument("out_dir", nargs="?", type=Path, help="write the student editions here")
    parser.add_argument("--course", type=Path, metavar="OUT_DIR", help="write the student repository here")
    parser.add_argument("--assignments", help="with --course: these assignments only, e.g. A1,A3 (default: all)")
    parser.add_argument("--title", default="Pathfinding with Pathlab", help="with --course: the course's title")
    args = parser.parse_args(argv)
    if (args.out_dir is None) == (args.course is None):
        parser.error("give OUT_DIR for the student editions or --course OUT_DIR for the student repository")
    sources = [a.notebook for a in assignments.all()]
    if variants.create_secret():
        print(
            f"release-coursework: made the course secret {variants.SECRET_FILE} (keep it: it draws "
            "each student's variant)",
            file=sys.stderr,
        )
    if args.assignments:
        wanted = [a.strip().upper() for a in args.assignments.split(",") if a.strip()]
        known = {p.name.split("-")[0]: p for p in sources}
        unknown = [a for a in wanted if a not in known]
        if unknown or not wanted:
            parser.error(
                f"unknown assignment {', '.join(unknown) or args.assignments!r}: the assignments are {', '.join(known)}"
            )
        sources = [known[a] for a in dict.fromkeys(wanted)]
    editions, failed = {}, 0
    for path in sources:
        try:
            editions[path.name] = student_edition(path)
        except MarkerError as e:
            print(f"release-coursework: {e}", file=sys.stderr)
            failed += 1
    if args.course:
        if failed:
            return 1
        try:
            course.write(args.course, editions, args.title)
        except course.CourseError as e:
            print(f"release-coursework: {e}", file=sys.stderr)
            return 1
        record(editions)
        return 0
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name, nb in editions.items():
        target = args.out_dir / name
        tmp = target.with_name(target.name + ".tmp")
        nbformat.write(nb, tmp)
        tmp.replace(target)
        print(f"student edition: {target}")
    record(editions)
    return 1 if failed else 0
