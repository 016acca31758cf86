"""Grading one submission end to end, several in a row, or a folder of them on N jobs into one CSV
(the grade book's columns: gradebook.py).
"""

import concurrent.futures
import queue
import time
from pathlib import Path

from ..entry_point import exit_code
from .catalog import ASSIGNMENTS
from .gradebook import GradebookError
from .inert import one_line
from .notebook import Submission, first_line, read_notebook, which_assignment
from .protocol import execute
from .results import gradescope_json, junit_xml, results, table, write_atomically


def grade_one(grading, path, slot=0, student=None):
    """One submission graded: (sub, its results.json). Nothing it holds stops grading: a fault of
    the grader's own is its row's message (and a score of 0), for a single notebook as in a batch."""
    args = grading.options
    sub = Submission(path, args.assignment.upper() if args.assignment else None)
    sub.student = student
    try:
        nb = read_notebook(sub)
        if which_assignment(grading, sub, nb) and nb is not None and not sub.not_run:
            execute(grading, sub, nb, slot)
    except Exception as e:  # a fault of the grader's own: this submission's row says so, the others go on
        sub.outcomes = {}
        sub.not_run = f"grading failed: {type(e).__name__}: {first_line(e)} (please report it)"
    return sub, results(grading, sub)


def grade_submissions(grading):
    args = grading.options
    several = len(args.submissions) > 1
    for path in args.submissions:
        sub, result = grade_one(grading, path, student=args.student)
        if args.results:
            target = Path(args.results)
            if several:
                target = target.with_name(f"{target.stem}-{Path(path).stem}.json")
            write_atomically(target, gradescope_json(result))
        if args.junit_xml:
            junit_xml(sub, result, args.junit_xml)
        if args.feedback:
            from . import feedback

            feedback.write_pages(result, Path(path).name, args.student, args.feedback)
        print(table(result) + ("\n" if several and path != args.submissions[-1] else ""), flush=True)
    return 0


def grade_for_batch(grading, path, slots):
    args = grading.options
    slot = slots.get()
    try:
        sub, result = grade_one(grading, path, slot, args.students.get(Path(path).name))
    finally:
        slots.put(slot)
    if args.results:
        write_atomically(Path(args.results) / f"{Path(path).stem}.json", gradescope_json(result))
    if args.junit_xml:
        junit_xml(sub, result, args.junit_xml)
    return str(path), sub.assignment, result


def collected_assignment(folder, collection, given):
    """The assignment the batch is graded as: the one collect collected (collection.json), which
    --assignment may name again but not contradict; else --assignment; else None (each notebook
    its own). A notebook of another assignment then scores 0 with a message saying so."""
    collected = (collection or {}).get("assignment")
    if collected is None:
        return given
    if not isinstance(collected, str) or collected.upper() not in ASSIGNMENTS:
        raise GradebookError(
            f"{Path(folder) / 'collection.json'} names the assignment {one_line(repr(collected))}, "
            f"which is none of {', '.join(ASSIGNMENTS)}"
        )
    if given and given.upper() != collected.upper():
        raise GradebookError(
            f"--assignment {given}, but {Path(folder) / 'collection.json'} is a collection of "
            f"{collected.upper()}: grade it as {collected.upper()} (leave --assignment out)"
        )
    return collected.upper()


def grade_batch(grading):
    """scripts/grade --batch: every notebook of the folder on N jobs into one CSV (and the feedback
    pages), its exit code: 2 with one line when the folder, its collection, the roster or the CSV
    to update cannot be used."""
    from . import gradebook, variants

    return exit_code("grade", (gradebook.GradebookError, variants.VariantsError), batch, grading, status=2)


def batch(grading):
    args = grading.options
    from . import gradebook

    folder = Path(args.batch)
    paths = read_batch(folder, args)
    if not paths:
        raise GradebookError(f"{folder} has no notebooks (*.ipynb)")
    t0 = time.monotonic()
    graded = grade_all(grading, paths)
    columns, rows = grade_book_rows(grading, graded)
    out = gradebook.write(
        args,
        folder,
        rows,
        ["submission", "assignment", "score", "max_score", "seconds", "problem"] + columns,
        ASSIGNMENTS,
    )
    if args.feedback:  # after the grade book, whose row says how late each one was
        from . import feedback

        for (path, _, result), row in zip(graded, rows):
            feedback.write_pages(result, Path(path).name, args.students.get(Path(path).name), args.feedback, row)
    for path, _, result in graded:
        print(
            f"{one_line(Path(path).name)}: score {result['score']}/{result['max_score']} ({result['execution_time']} s)"
        )
    print(f"graded {len(graded)} submissions on {args.jobs} jobs in {time.monotonic() - t0:.1f} s: {out}")
    return 0


def read_batch(folder, args):
    """The batch's notebooks (gradebook.select), with args.students (file name -> student id) and
    args.assignment from the folder's collection.json; the course secret checked when students are known."""
    from . import gradebook, variants

    paths = gradebook.select(folder, args)
    if paths:
        collection = gradebook.load_collection(folder, args.roster)
        args.students = gradebook.owners(collection)
        args.assignment = collected_assignment(folder, collection, args.assignment)
        if args.students:
            variants.course_secret()
    return paths


def grade_all(grading, paths):
    """(path, assignment, results.json) of each submission in the paths' order, graded on
    args.jobs threads, each in a sandbox slot of its own, the progress line updated as each ends.
    Threads are enough: each submission runs in a sandboxed process of its own, which cannot reach
    this one; the grading itself is waiting on pipes."""
    from .progress import Progress

    jobs = grading.options.jobs
    slots = queue.Queue()
    for slot in range(jobs):
        slots.put(slot)
    progress = Progress(len(paths))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(grade_for_batch, grading, path, slots) for path in paths]
        for future in concurrent.futures.as_completed(futures):
            path, _, result = future.result()
            progress.finished(path, result)
        return [future.result() for future in futures]


def grade_book_rows(grading, graded):
    """The grade book's test columns (with --similarity, its two) and a row per submission."""
    args = grading.options
    columns = []
    for _, assignment, result in graded:
        for t in result["tests"]:
            name = f"{assignment}: {t['name']}"
            if name not in columns:
                columns.append(name)
    similar = {}
    if args.similarity:
        from . import similarity

        similar = similarity.highest(graded, args.similarity, grading.java())  # every submission's, or why not
        columns += ["highest similarity %", "closest match"]
    rows = []
    for path, assignment, result in graded:
        row = {
            "submission": Path(path).name,
            "assignment": assignment or "",
            "score": result["score"],
            "max_score": result["max_score"],
            "seconds": result["execution_time"],
            "problem": result["output"].splitlines()[1] if "\n" in result["output"] else "",
        }
        for t in result["tests"]:
            row[f"{assignment}: {t['name']}"] = t["score"]
        if path in similar:
            row["highest similarity %"], row["closest match"] = similar[path]
        rows.append(row)
    return columns, rows
