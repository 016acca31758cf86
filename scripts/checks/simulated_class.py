"""A simulated class of students' git repositories, for scripts/collect and scripts/grade to take in.

  build(work, assignment, count, solution, student_edition) -> Class

writes work/student-repos/ (one git repository a student, named <prefix>-<user> as Classroom 50 and
GitHub Classroom before it name them: a1-dijkstra-student01), work/roster.csv and
work/coursework/assignments/ (the teacher's clone, where the link below points), with commits dated around DEADLINE by GIT_COMMITTER_DATE. Besides ordinary
students (on time with the solution edition, or on time with the student edition and the solution
edition two hours late), the class holds one of each case collect must handle:

  on-time    the solution edition an hour before the deadline             on time, full marks
  late       the student edition, then the solution edition 2 h late      default: on time (the student
                                                                          edition); --late-until: late
  link       the notebook a symbolic link to ../../../coursework/...      refused, not followed
  missing    commits, but no notebook                                     missing
  formula    repository and notebook named =HYPERLINK("evil.example",...) on time, not on the roster
  oversize   an 11 MB notebook                                            refused
  not-a-repo a folder named "..<newline>not a repository", no git         not a repository
  absent     on the roster, no repository                                 missing

Used by scripts/checks/coursework-check (the cases only) and scripts/checks/term-week (a class of 20).
"""

import datetime
import os
import shutil
import subprocess
from pathlib import Path

from pathlab_tools.grader import csvsafe

DEADLINE = datetime.datetime(2026, 12, 1, 23, 59, tzinfo=datetime.timezone(datetime.timedelta(hours=8)))
FORMULA = '=HYPERLINK("evil.example","open")'
CASES = ["on-time", "late", "link", "missing", "formula", "oversize", "not-a-repo", "absent"]


class Class:
    """What build wrote: the repositories' folder, the roster, and each student's case."""

    def __init__(self, repos, roster, cases):
        self.repos, self.roster = repos, roster
        self.cases = cases  # repository folder name -> (student id or None, case)


def git(repo, *args, when=None):
    moment = (DEADLINE + when).isoformat() if when is not None else None
    env = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull)
    if moment:
        env.update(GIT_AUTHOR_DATE=moment, GIT_COMMITTER_DATE=moment)
    subprocess.run(
        [
            "git",
            "-c",
            "user.name=Student",
            "-c",
            "user.email=student@example.edu",
            "-c",
            "init.defaultBranch=main",
            "-c",
            "core.hooksPath=/dev/null",
        ]
        + list(args),
        cwd=repo,
        env=env,
        check=True,
        capture_output=True,
    )


def commit(repo, message, hours):
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "--allow-empty", "-m", message, when=datetime.timedelta(hours=hours))


def student_repository(repo, notebook_name, case, solution, student_edition):
    """One repository: the course's README, then the case's commits."""
    notebooks = repo / "notebooks"
    notebooks.mkdir(parents=True)
    git(repo, "init", "-q")
    (repo / "README.md").write_text("# The course\n")
    commit(repo, "The course", -24 * 14)
    target = notebooks / notebook_name
    if case == "missing":
        (notebooks / "scratch.txt").write_text("I will do it tomorrow\n")
        commit(repo, "notes", -48)
        return
    shutil.copy(student_edition, target)
    commit(repo, "started", -48)
    if case == "link":
        target.unlink()
        target.symlink_to(Path("../../../coursework/assignments") / solution.stem / solution.name)
        commit(repo, "done", -1)
    elif case == "oversize":
        target.write_bytes(b'{"cells": [], "padding": "' + b" " * 11_000_000 + b'"}\n')
        commit(repo, "done", -1)
    elif case == "late":
        shutil.copy(solution, target)
        commit(repo, "done, a bit late", 2)
    elif case in ("on-time", "formula"):
        shutil.copy(solution, target)
        commit(repo, "done", -1)
        (repo / "README.md").write_text("# The course\n\nMy notes.\n")
        commit(repo, "notes after the deadline", 5)  # changes no notebook: still on time


def build(work, assignment, count, solution, student_edition):
    """The class of `count` students (at least the cases' number) in work/."""
    work = Path(work)
    repos, teacher = work / "student-repos", work / "coursework" / "assignments" / solution.stem
    for d in (repos, teacher):
        d.mkdir(parents=True)
    shutil.copy(solution, teacher / solution.name)  # the teacher's clone, beside student-repos
    prefix = solution.stem.lower()  # <prefix>-<user>: a1-dijkstra-student01
    cases, people = {}, []
    for n in range(1, max(count, len(CASES)) + 1):
        case = CASES[n - 1] if n <= len(CASES) else "on-time" if n % 2 else "late"
        user = f"student{n:02}"
        folder = {"formula": FORMULA, "not-a-repo": "..\nnot a repository"}.get(case, f"{prefix}-{user}")
        on_roster = case not in ("formula", "not-a-repo")
        student = f"s{n:03}" if on_roster else None
        if on_roster:
            people.append({"id": student, "name": f"Student {n:02}", "email": f"{user}@example.edu", "github": user})
        cases[folder] = (student, case)
        if case == "absent":
            continue
        if case == "not-a-repo":
            (repos / folder / "notebooks").mkdir(parents=True)
            shutil.copy(solution, repos / folder / "notebooks" / solution.name)
            continue
        name = f"{assignment}-{FORMULA}.ipynb" if case == "formula" else student_edition.name
        student_repository(repos / folder, name, case, solution, student_edition)
    roster = work / "roster.csv"
    with open(roster, "w", newline="", encoding="utf-8") as f:
        writer = csvsafe.DictWriter(f, ["id", "name", "email", "github"])
        writer.writeheader()
        writer.writerows(people)
    return Class(repos, roster, cases)
