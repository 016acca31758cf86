"""scripts/collect on hostile repositories: each case a git history built in the scratch folder,
collected with the class's ordinary students, and the row the teacher must see for it.

  repository (a1-dijkstra-...)  what it holds                                      the row
  alice                         ordinary: the solution edition on time              s001, on time
  evil-alice                    a second account whose name ends with alice's       not on the roster; alice's row is hers
  bob                           the roster says "Bob" (GitHub ignores case)         s002
  carol                         the roster's id is an e-mail address                carol@example.edu, file carol_example.edu.ipynb
  future                        a commit dated beyond the year 9999, then one       on time with the notebook before it, "beyond the year 9999"
                                dated before the deadline on top of it
  backdated                     after a commit past the deadline, a commit dated    on time with the earlier notebook, "dated before its parent"
                                before it changes the notebook
  missing-blob                  the notebook's blob deleted from the objects        refused, "missing from the repository"
  bomb                          no notebooks/, a tree of 10^9 paths                 refused at once, "git bomb"
  bomb-beside                   notebooks/ and the same tree beside it              on time, the tree never walked
  linked-objects, -refs,        .git/objects, refs, packed-refs, config a link      refused, "symbolic link"
  -packed-refs, -config         into the teacher's repository beside
  linked-object                 a tree naming the teacher's blob, its object file   refused, "symbolic link"
                                a link to the teacher's
  alternates                    objects/info/alternates naming the teacher's        refused, "borrows objects"
  promisor                      a partial clone whose promisor remote is an ext::   refused, "partial clone"; no command run
                                command, protocol.ext.allow=always, a blob missing
  configured                    .git/config with fsmonitor, hooks, pager, filters,  on time; none of them run
                                ssh command, include of a file elsewhere
  magic                         the notebook in a folder named ":(icase)x", added   late by its own commit (--late-until), not
                                late, after x/ was deleted before the deadline      dated by x/'s commits
  :(glob)*                      a repository folder named like pathspec magic       on time, not on the roster
  snapped                       the snapshot holds the student edition; a commit    on time with the student edition, snapshot
                                dated before the deadline is added after it         "backdated"
  backdated, against the        the snapshot holds the solution its dates put       on time with the earlier notebook (a snapshot
  snapshot                      after the deadline                                  only makes the rules stricter), snapshot
                                                                                    "held", "holds a later notebook"
  snapped-none                  the snapshot holds no notebook; a commit dated      refused, "backdated"
                                before the deadline adds one after it
  oddname                       a notebook whose name is not UTF-8 and holds        on time; the snapshot written, the name
                                ESC [2K                                             escaped in it and on the terminal
  brokenhead                    HEAD names a missing branch at the snapshot, mended  against the snapshot: refused, "could not
                                after it with work dated before the deadline        read it" (nothing shows what it held)
  (dave)                        on the roster, no repository                        s004, missing

Then: the whole class collected in one run within its time, git's memory bounded, the marker
files the attacks would write absent, the teacher's repository and the students' unchanged,
nothing left in the temporary folder, a second run into the same folder accepted, a run stopped
halfway leaving the earlier collection whole, and the grade book's ids (collect with or without the roster, grade with it) the roster's real ids.
"""

import argparse
import contextlib
import csv
import datetime
import io
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from pathlab_tools.grader import gradebook
from simulated_class import DEADLINE, commit, git  # the term's simulated class: its git helpers

REPO = Path(__file__).resolve().parents[3]

COLLECT = REPO / "scripts" / "collect"
EDITION = b'{"cells": [], "nbformat": 4, "nbformat_minor": 5, "metadata": {"edition": "student"}}\n'
SOLUTION = b'{"cells": [], "nbformat": 4, "nbformat_minor": 5, "metadata": {"edition": "solution"}}\n'
TEACHERS = b'{"cells": [], "nbformat": 4, "nbformat_minor": 5, "metadata": {"edition": "the teacher\'s"}}\n'
NOTEBOOK = "notebooks/A1-dijkstra.ipynb"
ODD_NOTEBOOK = "notebooks/A1-\udcff\x1b[2K.ipynb"  # the byte 0xff (not UTF-8), then ESC [2K
SECONDS = 120  # one collect run of the whole class, at most
MEMORY_MB = 600  # the largest resident memory of collect or a git it ran, at most


def write(repo, path, data):
    (repo / path).parent.mkdir(parents=True, exist_ok=True)
    (repo / path).write_bytes(data)


def student(repos, name, *steps):
    """A repository a1-dijkstra-NAME: the course's README two weeks before the deadline, then each
    step (hours from the deadline, {path: bytes, or None for a folder deleted})."""
    repo = repos / name
    repo.mkdir(parents=True)
    git(repo, "init", "-q")
    write(repo, "README.md", b"# The course\n")
    commit(repo, "The course", -24 * 14)
    for hours, files in steps:
        for path, data in files.items():
            if data is None:
                shutil.rmtree(repo / path)
            else:
                write(repo, path, data)
        commit(repo, f"work ({hours} h)", hours)
    return repo


def raw_commit(repo, tree, parent, seconds, message):
    """A commit object written as it is, with a committer date git does not check, made HEAD."""
    body = (
        f"tree {tree}\n"
        + (f"parent {parent}\n" if parent else "")
        + f"author Student <student@example.edu> {seconds} +0000\n"
        + f"committer Student <student@example.edu> {seconds} +0000\n\n{message}\n"
    )
    sha = out(repo, "hash-object", "-t", "commit", "-w", "--stdin", data=body.encode())
    git(repo, "update-ref", "HEAD", sha)
    return sha


def out(repo, *args, data=None):
    env = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull)
    return (
        subprocess.run(
            ["git"] + list(args), cwd=repo, env=env, input=data, check=True, timeout=SECONDS, capture_output=True
        )
        .stdout.decode()
        .strip()
    )


def bomb(repo, beside):
    """A commit before the deadline whose tree holds bomb/: 9 levels of 10 folders, 10^9 paths in
    a few kilobytes; with `beside` notebooks/ holds the solution too."""
    blob = out(repo, "hash-object", "-w", "--stdin", data=b"x\n")
    tree = out(repo, "mktree", data="".join(f"100644 blob {blob}\tf{i}\n" for i in range(10)).encode())
    for _ in range(8):
        tree = out(repo, "mktree", data="".join(f"040000 tree {tree}\td{i}\n" for i in range(10)).encode())
    root = out(repo, "ls-tree", "HEAD").splitlines() + [f"040000 tree {tree}\tbomb"]
    if not beside:
        root = [line for line in root if not line.endswith("\tnotebooks")]
    top = out(repo, "mktree", data=("\n".join(root) + "\n").encode())
    raw_commit(
        repo,
        top,
        out(repo, "rev-parse", "HEAD"),
        int((DEADLINE - datetime.timedelta(hours=1)).timestamp()),
        "a big tree",
    )


def build(scratch):
    """The class, the teacher's repository beside it and the roster; returns (repos, roster, markers)."""
    repos, markers = scratch / "student-repos", scratch / "markers"
    markers.mkdir()
    teacher = scratch / "coursework"
    teacher.mkdir()
    git(teacher, "init", "-q")
    write(teacher, NOTEBOOK, TEACHERS)
    commit(teacher, "the solution edition", -24 * 30)
    git(teacher, "pack-refs", "--all")
    on_time = (-1, {NOTEBOOK: SOLUTION})
    started = (-48, {NOTEBOOK: EDITION})
    for name in (
        "alice",
        "evil-alice",
        "bob",
        "carol",
        "configured",
        "snapped",
        "linked-objects",
        "linked-refs",
        "linked-packed-refs",
        "linked-config",
        "alternates",
    ):
        student(repos, f"a1-dijkstra-{name}", started, *[on_time] * (name not in ("snapped",)))
    student(repos, ":(glob)*", on_time)
    # a notebook's name that is not UTF-8 and holds a terminal's erase-line: the snapshot still written
    student(repos, "a1-dijkstra-oddname", (-1, {ODD_NOTEBOOK: SOLUTION}))
    # HEAD broken when the snapshot is taken, mended after it with work dated before the deadline
    repo = student(repos, "a1-dijkstra-brokenhead", started)
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/gone\n")
    student(repos, "a1-dijkstra-linked-object")
    student(repos, "a1-dijkstra-snapped-none")

    repo = student(repos, "a1-dijkstra-future", started)
    future = raw_commit(repo, out(repo, "write-tree"), out(repo, "rev-parse", "HEAD"), 99999999999999, "far ahead")
    write(repo, NOTEBOOK, SOLUTION)
    git(repo, "add", "-A")
    raw_commit(repo, out(repo, "write-tree"), future, int((DEADLINE - datetime.timedelta(hours=2)).timestamp()), "done")

    student(
        repos,
        "a1-dijkstra-backdated",
        started,
        (72, {"README.md": b"# The course\n\nLater.\n"}),
        (-24, {NOTEBOOK: SOLUTION}),
    )  # dated a day before the deadline, made after a commit 3 days past it

    repo = student(repos, "a1-dijkstra-missing-blob", on_time)
    blob = out(repo, "rev-parse", f"HEAD:{NOTEBOOK}")
    (repo / ".git" / "objects" / blob[:2] / blob[2:]).unlink()

    bomb(student(repos, "a1-dijkstra-bomb", started), beside=False)
    bomb(student(repos, "a1-dijkstra-bomb-beside", on_time), beside=True)

    for name, target in (
        ("objects", "objects"),
        ("refs", "refs"),
        ("packed-refs", "packed-refs"),
        ("config", "config"),
    ):
        link = repos / f"a1-dijkstra-linked-{name}" / ".git" / name
        if link.is_dir():
            shutil.rmtree(link)
        elif link.exists():
            link.unlink()
        link.symlink_to(os.path.relpath(teacher / ".git" / target, link.parent))
    repo = repos / "a1-dijkstra-linked-object"  # the teacher's blob in its tree, its object a link to the teacher's
    blob = out(teacher, "rev-parse", f"HEAD:{NOTEBOOK}")
    folder = out(repo, "mktree", "--missing", data=f"100644 blob {blob}\tA1-dijkstra.ipynb\n".encode())
    top = out(repo, "mktree", data=(out(repo, "ls-tree", "HEAD:") + f"\n040000 tree {folder}\tnotebooks\n").encode())
    raw_commit(
        repo, top, out(repo, "rev-parse", "HEAD"), int((DEADLINE - datetime.timedelta(hours=1)).timestamp()), "done"
    )
    (repo / ".git" / "objects" / blob[:2]).mkdir(exist_ok=True)
    (repo / ".git" / "objects" / blob[:2] / blob[2:]).symlink_to(teacher / ".git" / "objects" / blob[:2] / blob[2:])
    (repos / "a1-dijkstra-alternates" / ".git" / "objects" / "info" / "alternates").write_text(
        str(teacher / ".git" / "objects") + "\n"
    )

    repo = student(repos, "a1-dijkstra-promisor", on_time)
    blob = out(repo, "rev-parse", f"HEAD:{NOTEBOOK}")
    (repo / ".git" / "objects" / blob[:2] / blob[2:]).unlink()
    with open(repo / ".git" / "config", "a", encoding="utf-8") as f:
        f.write(
            f"[core]\n\trepositoryformatversion = 1\n[extensions]\n\tpartialClone = origin\n"
            f'[remote "origin"]\n\turl = ext::sh -c touch% {markers}/ext% >&2\n\tpromisor = true\n'
            f'\tpartialclonefilter = blob:none\n[protocol "ext"]\n\tallow = always\n'
        )

    repo = repos / "a1-dijkstra-configured"
    hooks = repo / ".git" / "evil-hooks"
    hooks.mkdir()
    for hook in ("post-checkout", "reference-transaction", "pre-auto-gc"):
        (hooks / hook).write_text(f"#!/bin/sh\ntouch {markers}/hook-{hook}\n")
        (hooks / hook).chmod(0o755)
    (scratch / "included").write_text(f"[core]\n\tfsmonitor = touch {markers}/included\n")
    with open(repo / ".git" / "config", "a", encoding="utf-8") as f:
        f.write(
            f"[core]\n\tfsmonitor = touch {markers}/fsmonitor\n\thooksPath = {hooks}\n"
            f"\tpager = touch {markers}/pager\n\tsshCommand = touch {markers}/ssh\n"
            f"\talternateRefsCommand = touch {markers}/alternate-refs\n\tgitProxy = touch {markers}/proxy\n"
            f'[filter "x"]\n\tsmudge = touch {markers}/smudge\n\tprocess = touch {markers}/process\n'
            f"[diff]\n\texternal = touch {markers}/diff\n[uploadpack]\n\tpackObjectsHook = touch {markers}/upload\n"
            f"[credential]\n\thelper = !touch {markers}/credential\n[gpg]\n\tprogram = touch {markers}/gpg\n"
            f"[log]\n\tshowSignature = true\n[include]\n\tpath = {scratch / 'included'}\n"
        )
    (repo / ".gitattributes").write_text("*.ipynb filter=x diff=x\n")

    student(
        repos,
        "a1-dijkstra-magic",
        (-48, {"x/A1-dijkstra.ipynb": EDITION}),
        (-24, {"x": None}),
        (72, {":(icase)x/A1-dijkstra.ipynb": SOLUTION}),
    )  # added three days late, with its true date

    roster = scratch / "roster.csv"
    with open(roster, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerows(
            [
                ["id", "name", "email", "github"],
                ["s001", "Alice", "alice@example.edu", "alice"],
                ["s002", "Bob", "bob@example.edu", "Bob"],
                ["carol@example.edu", "Carol", "carol@example.edu", "carol"],
                ["s004", "Dave", "dave@example.edu", "dave"],
                ["s005", "Sam", "sam@example.edu", "snapped"],
            ]
        )
    return repos, roster, markers


def after_snapshot(repos):
    """Commits made after the deadline's snapshot, dated before the deadline (brokenhead's HEAD
    mended first)."""
    (repos / "a1-dijkstra-brokenhead" / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    for name in ("a1-dijkstra-snapped", "a1-dijkstra-snapped-none", "a1-dijkstra-brokenhead"):
        repo = repos / name
        write(repo, NOTEBOOK, SOLUTION)
        commit(repo, "done, dated before the deadline", -1)


# repository -> (status, words the problem holds, the notebook collected or None, student)
EXPECTED = {
    "a1-dijkstra-alice": ("on time", "", SOLUTION, "s001"),
    "a1-dijkstra-evil-alice": ("on time", "not on the roster", SOLUTION, "a1-dijkstra-evil-alice"),
    "a1-dijkstra-bob": ("on time", "", SOLUTION, "s002"),
    "a1-dijkstra-carol": ("on time", "", SOLUTION, "carol@example.edu"),
    "a1-dijkstra-future": ("on time", "beyond the year 9999", EDITION, None),
    "a1-dijkstra-backdated": ("on time", "dated before its parent", EDITION, None),
    "a1-dijkstra-missing-blob": ("refused", "missing from the repository", None, None),
    "a1-dijkstra-bomb": ("refused", "git bomb", None, None),
    "a1-dijkstra-bomb-beside": ("on time", "", SOLUTION, None),
    "a1-dijkstra-linked-objects": ("refused", ".git/objects is a symbolic link", None, None),
    "a1-dijkstra-linked-refs": ("refused", ".git/refs is a symbolic link", None, None),
    "a1-dijkstra-linked-packed-refs": ("refused", ".git/packed-refs is a symbolic link", None, None),
    "a1-dijkstra-linked-config": ("refused", ".git/config is a symbolic link", None, None),
    "a1-dijkstra-linked-object": ("refused", "is a symbolic link", None, None),
    "a1-dijkstra-alternates": ("refused", "borrows objects", None, None),
    "a1-dijkstra-promisor": ("refused", "partial clone", None, None),
    "a1-dijkstra-configured": ("on time", "", SOLUTION, None),
    "a1-dijkstra-magic": ("late", "committed only after the deadline", None, None),
    ":(glob)*": ("on time", "not on the roster", SOLUTION, "__glob__"),
    "a1-dijkstra-snapped": ("on time", "", SOLUTION, "s005"),
    "a1-dijkstra-snapped-none": ("on time", "not on the roster", SOLUTION, None),
    "a1-dijkstra-oddname": ("on time", "not on the roster", SOLUTION, None),
    "a1-dijkstra-brokenhead": ("on time", "not on the roster", SOLUTION, None),
}
# against the deadline's snapshot
SNAPSHOT_EXPECTED = {
    "a1-dijkstra-alice": ("on time", "", SOLUTION, "s001"),
    "a1-dijkstra-backdated": ("on time", "holds a later notebook", EDITION, None),
    "a1-dijkstra-snapped": ("on time", "backdated", EDITION, "s005"),
    "a1-dijkstra-snapped-none": ("refused", "backdated", None, None),
    "a1-dijkstra-brokenhead": ("refused", "could not read it", None, None),
}


class Run:
    """One run of scripts/collect as the docs write it: its exit code, output, seconds, and the
    largest resident memory of it and the git processes it ran, in MB."""

    def __init__(self, *args, cwd=None):
        t = time.monotonic()
        with tempfile.TemporaryFile() as stdout, tempfile.TemporaryFile() as stderr:
            process = subprocess.Popen([str(COLLECT)] + [str(a) for a in args], stdout=stdout, stderr=stderr, cwd=cwd)
            while True:  # wait4: the child's usage with that of the processes it waited for
                pid, status, usage = os.wait4(process.pid, os.WNOHANG)
                if pid or time.monotonic() - t > SECONDS * 2:
                    break
                time.sleep(0.05)
            if not pid:
                process.kill()
                pid, status, usage = os.wait4(process.pid, 0)
            process.returncode = os.waitstatus_to_exitcode(status)
            self.seconds, self.megabytes = time.monotonic() - t, usage.ru_maxrss / 1024
            self.returncode = process.returncode
            stdout.seek(0)
            stderr.seek(0)
            self.stdout, self.stderr = stdout.read().decode(errors="replace"), stderr.read().decode(errors="replace")

    def problems(self):
        return [f"exit code {self.returncode}: {self.stderr.strip()[-2000:]}"] if self.returncode else []


def rows_of(into):
    """collection.json's records by repository ({} when there is none)."""
    path = into / "collection.json"
    return (
        {s["repository"]: s for s in json.loads(path.read_text(encoding="utf-8"))["students"]} if path.exists() else {}
    )


def expect(checks, run_, into, expected):
    """A check for each repository's row: its status, its problem's words, the notebook, the student."""
    rows = rows_of(into)
    for repository, (status, words, notebook, who) in expected.items():
        row = rows.get(repository, {})
        problems = run_.problems()
        if row.get("status") != status or words not in row.get("problem", ""):
            problems.append(f"expected {status!r} saying {words!r}: {row or 'no row'}")
        got = (into / row["file"]).read_bytes() if row.get("file") and (into / row["file"]).is_file() else None
        if got != notebook:
            problems.append(
                f"collected {got[:90] if got else 'nothing'}, expected {notebook[:90] if notebook else 'nothing'}"
            )
        if who and row.get("student") != who:
            problems.append(f"the student is {row.get('student')!r}, expected {who!r}")
        checks.check(f"collect: {repository}: {status}" + (f", {words!r}" if words else ""), problems)
    return rows


def faults(run_, into):
    """A run's exit code and the rows where collect itself failed (a fault, not the student's)."""
    return run_.problems() + [
        f"{name}: {row['problem']}" for name, row in rows_of(into).items() if "please report it" in row["problem"]
    ]


def state(folder):
    """Every path under the folder with its size, time and mode, links not followed."""
    found = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            info = os.lstat(os.path.join(root, name))
            found[os.path.join(root, name)] = (info.st_size, info.st_mtime_ns, info.st_mode)
    return found


def leftovers():
    return {p for p in os.listdir(tempfile.gettempdir()) if p.startswith("pathlab-collect-")}


def run(checks, scratch):
    repos, roster, markers = build(scratch)
    deadline = DEADLINE.isoformat()
    before_temp = leftovers()

    snapshot = scratch / "deadline-A1.json"
    r = Run(repos, "--assignment", "A1", "--snapshot", snapshot)
    held = (
        {e["repository"]: e for e in json.loads(snapshot.read_text(encoding="utf-8"))["repositories"]}
        if snapshot.exists()
        else {}
    )
    problems = r.problems()
    if not held.get("a1-dijkstra-snapped", {}).get("blob") or held.get("a1-dijkstra-snapped-none", {}).get("blob", 1):
        problems.append(f"the snapshot does not hold snapped's notebook and none of snapped-none: {held}")
    odd = held.get("a1-dijkstra-oddname", {}).get("path") or ""
    if not odd.startswith("notebooks/A1-") or not odd.isprintable() or "\x1b" in r.stdout:
        problems.append(f"oddname's notebook is not shown escaped: {odd!r} in the snapshot")
    checks.check(
        "collect --snapshot records each repository's HEAD and notebook blob",
        problems,
        f"{len(held)} repositories in {r.seconds:.1f} s",
    )

    after_snapshot(repos)
    teacher_before, repos_before = state(scratch / "coursework"), state(repos)
    into = scratch / "A1"
    r = Run(
        repos.name,
        "--assignment",
        "A1",
        "--into",
        into.name,
        "--deadline",
        deadline,
        "--roster",
        roster.name,
        cwd=scratch,
    )  # folders named as the docs name them, from where the teacher is
    rows = expect(checks, r, into, EXPECTED)
    problems = []
    dave = [s for s in rows.values() if s["student"] == "s004"]
    if [(s["status"], s["problem"]) for s in dave] != [("missing", "no repository")]:
        problems.append(f"the roster's student without a repository: {dave}")
    if rows.get("a1-dijkstra-carol", {}).get("file") != "carol_example.edu.ipynb":
        problems.append(
            f"carol's file is {rows.get('a1-dijkstra-carol', {}).get('file')!r}, not carol_example.edu.ipynb"
        )
    checks.check("collect: the roster's ids whole, its student without a repository missing", problems)

    problems = []
    if r.seconds > SECONDS:
        problems.append(f"the class took {r.seconds:.0f} s, over {SECONDS} s")
    if r.megabytes > MEMORY_MB:
        problems.append(f"collect or a git it ran held {r.megabytes:.0f} MB, over {MEMORY_MB} MB")
    if state(scratch / "coursework") != teacher_before:
        problems.append("the teacher's repository beside the class changed")
    if state(repos) != repos_before:
        problems.append("a student's repository changed")
    checks.check(
        "collect: the class in bounded time and memory, the repositories unchanged",
        problems,
        f"{len(rows)} rows in {r.seconds:.1f} s, largest process {r.megabytes:.0f} MB",
    )

    r = Run(
        repos,
        "--assignment",
        "A1",
        "--into",
        into,
        "--deadline",
        deadline,
        "--roster",
        roster,
        "--against-snapshot",
        snapshot,
    )
    rows = expect(checks, r, into, SNAPSHOT_EXPECTED)
    said = {name: rows.get(name, {}).get("snapshot") for name in SNAPSHOT_EXPECTED}
    checks.check(
        "collect --against-snapshot: collection.json's snapshot field says held or backdated",
        r.problems()
        + [f"the snapshot fields are {said}"]
        * (
            said
            != {
                "a1-dijkstra-alice": "held",
                "a1-dijkstra-backdated": "held",
                "a1-dijkstra-snapped": "backdated",
                "a1-dijkstra-snapped-none": "backdated",
                "a1-dijkstra-brokenhead": "not recorded",
            }
        ),
    )

    # the notebook under ":(icase)x/", late: dated by its own commit, not by x/'s
    late = scratch / "A1-late"
    r = Run(
        repos,
        "--assignment",
        "A1",
        "--into",
        late,
        "--deadline",
        deadline,
        "--late-until",
        (DEADLINE + datetime.timedelta(days=7)).isoformat(),
    )
    magic = rows_of(late).get("a1-dijkstra-magic", {})
    checks.check(
        "collect --late-until: a notebook under a folder named like pathspec magic is late by its own commit",
        r.problems()
        + ([] if (magic.get("status"), magic.get("late_seconds")) == ("late", 72 * 3600) else [f"the row is {magic}"]),
    )

    every = scratch / "A1-accept-late"
    r = Run(repos, "--assignment", "A1", "--into", every, "--deadline", deadline, "--accept-late")
    checks.check(
        "collect --accept-late: every repository a row, none a fault of collect's",
        faults(r, every),
        f"{len(rows_of(every))} rows",
    )

    # collected without the roster, graded with it: the grade book and the export have the roster's ids
    problems = grade_book(scratch, late, roster)
    r = Run(repos, "--assignment", "A1", "--into", late, "--deadline", deadline, "--roster", roster)
    problems += r.problems() or grade_book(scratch, late, roster)
    checks.check("collect and grade agree on ids: collected with or without the roster, graded with it", problems)

    checks.check(
        "collect stopped halfway (SIGTERM) leaves the earlier collection whole, and the next run takes it",
        interrupted(repos, into, deadline),
    )

    made = sorted(p.name for p in markers.iterdir())
    left = sorted(leftovers() - before_temp) + [p.name for p in scratch.iterdir() if p.name.startswith(".")]
    checks.check(
        "collect: no command a repository configured was run, nothing left behind",
        [f"commands the repositories configured were run: {made}"] * bool(made) + [f"left behind: {left}"] * bool(left),
    )


def interrupted(repos, into, deadline):
    """What is wrong after a collect into an earlier collection is stopped while it writes the new one."""
    earlier = (into / "collection.json").read_bytes()
    process = subprocess.Popen(
        [str(COLLECT), repos, "--assignment", "A1", "--into", into, "--deadline", deadline],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    t = time.monotonic()
    while (
        not list(into.parent.glob(f".{into.name}.collecting-*"))
        and process.poll() is None
        and time.monotonic() - t < SECONDS
    ):
        time.sleep(0.01)
    process.terminate()
    process.communicate(timeout=SECONDS)
    problems = (
        [] if process.returncode == 143 else [f"collect was not stopped halfway (exit code {process.returncode})"]
    )
    if (into / "collection.json").read_bytes() != earlier:
        problems.append("the collection in --into is not the earlier one")
    left = [p.name for p in into.parent.glob(f".{into.name}.*")]
    if left:
        problems.append(f"left beside --into: {left}")
    r = Run(repos, "--assignment", "A1", "--into", into, "--deadline", deadline)
    return problems + r.problems()


def grade_book(scratch, folder, roster):
    """What is wrong with the grade book and Canvas export of a collection graded with the roster:
    each collected notebook given full marks, as scripts/grade --batch would give the solution."""
    people = gradebook.read_roster(roster)
    collection = gradebook.load_collection(folder, people)
    rows = [
        {"submission": s["file"], "assignment": "A1", "score": 14, "max_score": 14, "seconds": 1, "problem": ""}
        for s in collection["students"]
        if s.get("file")
    ]
    canvas = scratch / "canvas.csv"
    args = argparse.Namespace(
        roster=people,
        late_policy=None,
        only=None,
        csv=scratch / "A1.csv",
        assignment="A1",
        export=[("canvas", canvas)],
        export_column=None,
    )
    with contextlib.redirect_stderr(io.StringIO()):  # the export's lines for the teacher
        gradebook.write(
            args,
            folder,
            rows,
            ["submission", "assignment", "score", "max_score", "seconds", "problem"],
            {"A1": "Dijkstra"},
        )
    with open(canvas, newline="", encoding="utf-8") as f:
        scores = {line["SIS User ID"]: line["A1 Dijkstra"] for line in csv.DictReader(f)}
    want = {"s001": "14", "s002": "14", "carol@example.edu": "14", "s004": "0"}
    return (
        [f"{folder.name}: the Canvas export has {scores}, expected {want} among them"]
        if {k: scores.get(k) for k in want} != want
        else []
    )
