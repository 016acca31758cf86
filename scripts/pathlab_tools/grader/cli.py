"""scripts/grade's command line (its usage is scripts/grade's docstring)."""

import argparse
import sys
from pathlib import Path

from .. import toolchain
from ..entry_point import exit_code
from . import release_record
from .batch import grade_batch, grade_submissions
from .catalog import ASSIGNMENTS
from .context import Grading
from .errors import GradingError
from .notebook import check_release_records


def main(argv=None):
    """scripts/grade: its exit code (1 with one line when grading cannot go on)."""
    return exit_code("grade", GradingError, grade, argv)


def arguments():
    """scripts/grade's argument parser, with the grade book's options (gradebook.add_arguments)."""
    parser = argparse.ArgumentParser(
        prog="scripts/grade", description="Grade coursework notebooks with the JUnit suite."
    )
    parser.add_argument("submissions", nargs="*", help="notebooks to grade (or a folder holding one)")
    parser.add_argument("--results", help="write Gradescope's results.json here (with --batch: a folder for one each)")
    parser.add_argument("--junit-xml", help="write a JUnit XML report per submission into this folder")
    parser.add_argument(
        "--feedback",
        metavar="DIR",
        help="write a page for the student per submission into this "
        "folder: STUDENT.html and STUDENT.md (see docs/feedback.md)",
    )
    parser.add_argument("--assignment", help="grade as this assignment (default: the notebook's own metadata)")
    parser.add_argument("--batch", help="grade every *.ipynb of this folder into one CSV")
    parser.add_argument("--jobs", type=int, default=1, help="submissions graded at once with --batch (default 1)")
    parser.add_argument("--csv", default="grades.csv", help="the CSV of --batch (default grades.csv)")
    parser.add_argument(
        "--similarity",
        metavar="REPORT_DIR",
        help="with --batch: compare the submissions' code with "
        "each other and the library's (JPlag), write the report here and each one's closest match to the CSV",
    )
    parser.add_argument("--gradescope-package", help="write a Gradescope autograder zip (needs --assignment)")
    parser.add_argument("--time-limit", type=int, default=300, help="seconds for one submission (default 300)")
    parser.add_argument("--cell-timeout", type=int, default=60, help="seconds for one cell (default 60)")
    parser.add_argument("--sandbox-user", help="as root: run submissions as this user (default: a uid of their own)")
    parser.add_argument("--student", help="the student's id: grade their variant (default: the tests' default seeds)")
    from . import gradebook

    gradebook.add_arguments(parser)
    return parser


def grade(argv):
    """The command line checked, then the Gradescope package written, a batch graded or the notebooks given."""
    from . import gradebook

    parser = arguments()
    args = parser.parse_args(argv)
    gradebook.check_arguments(parser, args)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.assignment and args.assignment.upper() not in ASSIGNMENTS:
        parser.error(f"unknown assignment {args.assignment}: the assignments are {', '.join(ASSIGNMENTS)}")
    if args.gradescope_package:
        if not args.assignment:
            parser.error("--gradescope-package needs --assignment (one autograder per assignment)")
        from . import gradescope_package

        check_release_records()
        grading = Grading(args)
        assignment = args.assignment.upper()
        record = release_record.folder() / f"{assignment}.json"
        return gradescope_package.write(
            Path(args.gradescope_package),
            assignment,
            toolchain.REPO,
            record.read_text(encoding="utf-8")
            if record.is_file()
            else release_record.make(assignment, grading.released(assignment), grading.catalog(assignment)),
        )
    if args.similarity and not args.batch:
        parser.error("--similarity compares the submissions of a --batch")
    if args.student is not None:
        if args.batch:
            parser.error("--student names the student of the notebooks given; --batch reads collection.json")
        from . import variants

        try:
            variants.course_secret()
        except variants.VariantsError as e:
            parser.error(str(e))
    check_release_records()
    grading = Grading(args)
    grading.jdk()
    from . import sandbox

    sandbox.become_subreaper()
    print(f"grade: sandbox: {grading.machine().layers()}", file=sys.stderr)
    if args.batch:
        return grade_batch(grading)
    if not args.submissions:
        parser.error("give the notebooks to grade, --batch DIR or --gradescope-package OUT.zip")
    return grade_submissions(grading)
