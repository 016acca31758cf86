#!/usr/bin/env python3
"""Classroom 50's autograder for this course: the visible tests' points as its result.json.

It belongs in the teacher's Classroom 50 configuration repository (ORG/classroom50), as the
classroom's default autograder (docs/teaching.md, "With Classroom 50"):

    gh teacher autograder set-default ORG CLASSROOM --from classroom50/autograder.py

Classroom 50's runner (.github/scripts/runner.py of its configuration repository, as read at
foundation50/classroom50 commit 0c499034f24703425496698992fedc41fbc1162f) runs it with the Python
of the assignment's runtime (classroom50/runtime.json beside this file: a JDK and a Python the
course supports), in the checkout of the student's push, with CLASSROOM, ASSIGNMENT,
SUBMISSION_TAG, COMMIT_URL, RELEASE_URL and REVIEW_URL set. It reads ./result.json, schema
"classroom50/result/v1": "score" and "max-score", and "tests", one object per test with
"test-name", "passed", "score" and "max-score" (the runner stamps "owner", "assignment_type" and
"datetime" itself); ./release-body.md, if written, is the submission's Release text. Exit code 0:
the tests ran, their points are in result.json; anything else is an error of the machinery.

What runs is the course as it was handed out, not the student's copy of it: the repository's first
commit (the template's), in a scratch folder, with only the student's assignment notebooks copied
in; there, scripts/setup --no-start and scripts/visible-tests --json for each notebook. A
notebook whose tests cannot run (the kernel stopped, not a notebook) is one failed row of 0 points
naming why. These points are feedback in Classroom 50's gradebook: the grade is scripts/grade's,
with the hidden tests, on the notebooks scripts/collect takes from the same repositories.

Runs on Python 3.9 or newer, with nothing but the standard library, git and a JDK.
"""
import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SCHEMA = "classroom50/result/v1"
GIT = ["git", "-c", "safe.directory=*"]   # the checkout may belong to another user (a container)
FEEDBACK = ("These points are feedback, not the grade: your teacher grades the notebook you pushed last "
            "before the deadline, with these visible tests and hidden ones.")


class Broken(Exception):
    """The tests could not run at all: one line for the workflow's log."""


def git(*args, cwd):
    done = subprocess.run(GIT + list(args), cwd=cwd, capture_output=True, text=True)
    if done.returncode:
        raise Broken(f"git {args[0]} failed: {done.stderr.strip()}")
    return done.stdout


def course_as_handed_out(checkout, folder):
    """The first commit of the student's repository (the template's copy) checked out in folder. A
    history with more than one first commit cannot say which is the course's."""
    roots = git("rev-list", "--max-parents=0", "HEAD", cwd=checkout).split()
    if len(roots) != 1:
        raise Broken(f"the repository's history has {len(roots)} first commits: the course's own cannot be told")
    git("clone", "--quiet", "--no-checkout", str(checkout), str(folder), cwd=checkout)
    git("checkout", "--quiet", "--detach", roots[0], cwd=folder)


def hand_in(checkout, course):
    """Copies the student's assignment notebooks over the course's (the same names, regular files
    only: a link, or a folder in their place, leaves the course's student edition)."""
    folder = checkout / "notebooks"
    for notebook in sorted((course / "notebooks").glob("A[0-9]*-*.ipynb")):
        theirs = folder / notebook.name
        if not folder.is_symlink() and theirs.is_file() and not theirs.is_symlink():
            shutil.copyfile(theirs, notebook)


def rows(course, notebook):
    """The notebook's visible tests as result.json's rows; one failed row if they cannot run."""
    done = subprocess.run([sys.executable, "scripts/visible-tests", str(notebook), "--json"], cwd=course,
                          capture_output=True, text=True)
    try:
        if done.returncode:
            raise ValueError((done.stderr.strip().splitlines() or [f"exit code {done.returncode}"])[-1])
        [report] = json.loads(done.stdout)["notebooks"]
        found = []
        for test in report["tests"]:
            points, most = test["points"], test["max_score"]
            if not (isinstance(test["name"], str) and type(points) is int and type(most) is int and 0 <= points <= most):
                raise ValueError(f"a test's row is not one: {test!r}"[:200])
            found.append({"test-name": f"{report['assignment']}: {test['name']}", "passed": test["passed"] is True,
                          "score": points, "max-score": most})
        return found
    except (ValueError, KeyError, TypeError) as e:   # json.JSONDecodeError is a ValueError
        print(f"autograder: {notebook.name}: the visible tests did not run: {e}", flush=True)
        return [{"test-name": f"{notebook.name.split('-')[0]}: the visible tests did not run ({e})"[:300],
                 "passed": False, "score": 0, "max-score": 0}]


def release_body(result):
    lines = [f"### Visible tests: {result['score']}/{result['max-score']}", "",
             "| test | points earned | points possible |", "|---|---:|---:|"]
    for test in result["tests"]:
        name = " ".join(test["test-name"].split()).replace("|", "\\|").replace("<", "&lt;")
        lines.append(f"| {name} | {test['score']} | {test['max-score']} |")
    return "\n".join(lines + ["", FEEDBACK, ""])


def write(path, text):
    """Writes a whole file or none: a temporary file renamed over it."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def main():
    needed = ("CLASSROOM", "ASSIGNMENT", "SUBMISSION_TAG", "COMMIT_URL", "RELEASE_URL")
    missing = [name for name in needed if not os.environ.get(name)]
    if missing:
        print(f"autograder: {', '.join(missing)} not set: Classroom 50's runner sets them", file=sys.stderr)
        return 2
    checkout = Path.cwd()
    scratch = Path(tempfile.mkdtemp(prefix="pathlab-autograder-", dir=os.environ.get("RUNNER_TEMP")))
    try:
        course = scratch / "course"
        course_as_handed_out(checkout, course)
        hand_in(checkout, course)
        setup = subprocess.run([sys.executable, "scripts/setup", "--no-start"], cwd=course)
        if setup.returncode:
            raise Broken(f"scripts/setup --no-start failed (exit {setup.returncode}): its output is above")
        tests = [row for notebook in sorted((course / "notebooks").glob("A[0-9]*-*.ipynb"))
                 for row in rows(course, notebook)]
    except Broken as e:
        print(f"autograder: {e}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    result = {"schema": SCHEMA, "classroom": os.environ["CLASSROOM"], "assignment": os.environ["ASSIGNMENT"],
              "submission": os.environ["SUBMISSION_TAG"], "commit": os.environ["COMMIT_URL"],
              "release": os.environ["RELEASE_URL"],
              "review": os.environ.get("REVIEW_URL") or os.environ["COMMIT_URL"],
              "datetime": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
              "score": sum(t["score"] for t in tests), "max-score": sum(t["max-score"] for t in tests),
              "tests": tests}
    write(checkout / "release-body.md", release_body(result))
    write(checkout / "result.json", json.dumps(result, indent=2) + "\n")
    print(f"autograder: visible tests {result['score']}/{result['max-score']} ({len(tests)} tests)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
