"""The teachers' pages' commands, run as written, by a teacher who is not root and has activated nothing.

The commands are read from the pages themselves (PAGES): every line of their bash blocks (a
trailing backslash joins the next) and every inline `scripts/...` with an argument. Those of the
teacher's side (release-coursework, collect, grade: RUN) are run through bash exactly as the page
writes them, OUT_DIR and its like (PLACEHOLDERS) replaced by a folder, nothing else changed; the
others are listed with why they are not run here (git and GitHub, the scaffolded A5 of
authoring.md, a placeholder that stands for a value, the commands that have checks of their own).
A page's command that stops working fails the check, and a command added to a page is run without
a change here. The pages read are this checkout's.

Where they run: a fresh clone of this repository's HEAD (commit what you want tested), owned by a
user of its own (as root: a new user, removed at the end; otherwise the current user, said so), in
a shell with no environment active (no VIRTUAL_ENV, no environment's bin/ on PATH). The clone is
set up by its own `scripts/setup --no-start`, which finds the two long steps done: the build is
this checkout's (copied, about 60 MB; a Maven build would take minutes) and .venv/ is a virtual
environment of the user's python3 with this checkout's installed requirements.txt (a .pth file
that reads them where they are, or a copy where the user cannot; pip's install is the new student's
check). The files the pages take as given are made beside the commands: student-repos/ (alice
with A1's solution edition before the deadline, bob with the student edition and the solution two
hours late), roster.csv (alice is s001, bob s017), alice.ipynb, A1-alice.ipynb and
submissions/*.ipynb.

Each command must exit 0 without a traceback and write what its options name; the solution edition
must score full marks and the student edition 0 wherever they are graded; no process may outlive
its command. Grading is 13 submissions in 9 commands: about two minutes on two cores (three and a
half when other work shares them).
"""

import csv
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import simulated_class
from pathlab_tools import assignments, toolchain
from pathlab_tools.grader import csvsafe

REPO = toolchain.REPO
PAGES = [
    "docs/teaching.md",
    "docs/term.md",
    "docs/grading.md",
    "docs/feedback.md",
    "docs/variants.md",
    "docs/authoring.md",
    "README.md",
]
RUN = ["scripts/release-coursework", "scripts/collect", "scripts/grade"]  # in this order: each needs the one before
PLACEHOLDERS = {"OUT_DIR": "student-editions"}  # a word of the pages -> a folder beside the clone
OWN_CHECKS = {
    "scripts/setup": "run above, as the clone's setup",
    "scripts/test": "the whole suite, which runs this",
    "scripts/new-assignment": "scripts/checks/new-assignment-check",
    "scripts/visible-tests": "a command of the students' course: scripts/checks/course-check",
    "scripts/hand-out": "GitHub's API: handout_cases, against a recorded one on loopback",
    "scripts/fetch-repos": "the class's git host: handout_cases, over git daemon on loopback",
}
ASSIGNMENT = "A1"
SOLUTION, EDITION = {"s001", "alice", "A1-alice"}, {"s017", "bob"}  # graded: full marks, and 0
COMMAND_TIMEOUT = 600
BLOCK = re.compile(r"^\s*```(\w*)\s*$")
INLINE = re.compile(r"`((?:python3? |py )?scripts[/\\][^`]*)`")
OUTPUTS = {
    "--csv": 1,
    "--results": 1,
    "--junit-xml": 1,
    "--feedback": 1,
    "--gradescope-package": 1,
    "--into": 1,
    "--course": 1,
    "--export": 2,
}  # an option naming what it writes: the path is its n-th word after it


class Command:
    """One command of a page, as written there."""

    def __init__(self, page, line, text):
        self.page, self.line, self.text = page, line, text
        self.words = shlex.split(text.replace("\\\n", " "), comments=True)
        at = 1 if self.words[:1] in (["python"], ["python3"], ["py"]) else 0
        self.script, self.arguments = (self.words[at : at + 1] or [""])[0], self.words[at + 1 :]
        self.windows = self.words[:1] == ["py"] or "scripts\\" in text  # py scripts\grade: Windows' spelling

    def __str__(self):
        return f"{self.page}:{self.line}: " + " ".join(self.text.replace("\\\n", " ").split())

    def why_not_run(self, known):
        """Why this command is not run here, or None."""
        if self.windows:
            return "Windows' spelling (the py launcher, backslashes), not a POSIX shell's"
        if self.script not in RUN:
            return OWN_CHECKS.get(
                self.script,
                "not the teacher's side (release, collect, grade)"
                if self.script.startswith("scripts/")
                else "not Pathlab's: git, GitHub, the shell",
            )
        for word in self.words:
            other = [a for a in re.findall(r"(?<![A-Za-z0-9])A\d+(?!\d)", word) if a not in known]
            if other:
                return f"{other[0]} is the page's own new assignment: scripts/checks/new-assignment-check makes one"
            if re.fullmatch(r"[A-Z][A-Z_]*", word) and word not in PLACEHOLDERS:
                return f"{word} stands for a value of the reader's"
            if any(c in word for c in "[]|") or "..." in word:
                return "a synopsis, not a command"
        return None

    def order(self):
        return RUN.index(self.script) + ("--only" in self.words)  # a regrade after the grading it replaces

    def option(self, name, n=1):
        """The n-th word after the option, each time it is given."""
        return [self.words[i + n] for i, word in enumerate(self.words) if word == name and i + n < len(self.words)]

    def outputs(self):
        """The paths its options say it writes (release-coursework's OUT_DIR among them)."""
        found = [path for option, n in OUTPUTS.items() for path in self.option(option, n)]
        if self.script == "scripts/release-coursework" and "--course" not in self.words:
            found += [w for w in self.arguments if not w.startswith("-")][:1]
        return found


def page_commands(page):
    """Every command of a page: its bash blocks' lines and its inline `scripts/...` with an argument."""
    found, block, lines = [], None, (REPO / page).read_text(encoding="utf-8").splitlines()
    pending, start = "", 0
    for number, line in enumerate(lines, 1):
        fence = BLOCK.match(line)
        if fence:
            block = None if block is not None else fence.group(1)
            continue
        if block in ("bash", "sh", "shell"):
            text = line.strip()
            if not pending:
                start = number
            if text.endswith("\\"):
                pending += text + "\n"
                continue
            text, pending = pending + text, ""
            if text and not text.startswith("#"):
                found.append(Command(page, start, text))
        elif block is None:
            commands = [Command(page, number, span) for span in INLINE.findall(line)]
            found += [c for c in commands if any(not w.startswith("-") for w in c.arguments)]  # not a mention
    return found


# --- the teacher: a user, a clone, a shell with nothing active ---------------------------------


class Teacher:
    """Runs shell commands as the teacher in the clone, with a clean environment; removes what it made."""

    def __init__(self, scratch):
        self.root = os.geteuid() == 0 and not toolchain.WINDOWS and shutil.which("useradd") is not None
        self.name = f"pathlab-teacher-{os.getpid()}" if self.root else None
        if self.root:
            # In the scratch folder when every user can reach it (--keep keeps it), else a folder of its own.
            reachable = all(folder.stat().st_mode & 0o001 for folder in scratch.resolve().parents)
            self.own = not reachable
            self.work = Path(tempfile.mkdtemp(prefix="pathlab-teacher-commands-")) if self.own else scratch
            subprocess.run(
                [
                    "useradd",
                    "--home-dir",
                    str(self.work / "home"),
                    "--no-create-home",
                    "--user-group",
                    "--shell",
                    "/bin/bash",
                    self.name,
                ],
                check=True,
                capture_output=True,
            )
            import pwd  # (POSIX only)

            self.uid, self.gid = pwd.getpwnam(self.name)[2:4]
        else:
            self.work, self.uid, self.gid = scratch, os.getuid(), os.getgid()
        self.home, self.clone = self.work / "home", self.work / "pathlab"
        self.home.mkdir(exist_ok=True)
        self.give(self.work)
        path = [
            p
            for p in os.environ.get("PATH", "").split(os.pathsep)  # without any environment's bin/
            if p and not any((Path(p).parent / mark).exists() for mark in ("pyvenv.cfg", "conda-meta"))
        ]
        self.env = {
            "HOME": str(self.home),
            "USER": self.name or os.environ.get("USER", ""),
            "LOGNAME": self.name or os.environ.get("LOGNAME", ""),
            "PATH": os.pathsep.join(path),
            "LANG": "C.UTF-8",
            "SHELL": "/bin/bash",
        }
        if os.environ.get("JAVA_HOME"):
            self.env["JAVA_HOME"] = os.environ["JAVA_HOME"]

    def who(self):
        return (
            f"the new user {self.name}"
            if self.root
            else f"the current user, uid {self.uid} (a user of its own needs root and useradd)"
        )

    def give(self, path):
        """Makes what root wrote for the teacher the teacher's."""
        if self.root:
            subprocess.run(["chown", "-R", f"{self.uid}:{self.gid}", str(path)], check=True)

    def run(self, text, cwd=None, timeout=COMMAND_TIMEOUT):
        """bash -c TEXT as the teacher: (exit code, output, seconds, whether it left processes running)."""
        started = time.monotonic()
        as_teacher = {"user": self.uid, "group": self.gid, "extra_groups": []} if self.root else {}
        # Output to a file, not a pipe, which a process left running would hold open.
        with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as out:
            process = subprocess.Popen(
                ["bash", "-c", text],
                cwd=str(cwd or self.clone),
                env=self.env,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                **as_teacher,
            )
            try:
                process.wait(timeout=timeout)
                stopped = ""
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                stopped = f"\n(stopped after {timeout} s)"
            try:
                os.killpg(process.pid, signal.SIGKILL)  # what it started and left running, in its process group
                left = True
            except ProcessLookupError:
                left = False
            out.seek(0)
            output = out.read() + stopped
        return process.returncode, output, time.monotonic() - started, left

    def remove(self):
        if self.root:
            if self.own:
                shutil.rmtree(self.work, ignore_errors=True)
            subprocess.run(["userdel", self.name], capture_output=True)


def prepare(checks, teacher):
    """The clone, its build and environment, and its own setup; False when it cannot be had (said why)."""
    stale = toolchain.stale_outputs()
    if stale:
        checks.check(
            "this checkout is built",
            [f"run scripts/setup --no-start first: {', '.join(map(str, stale))} missing or older than its sources"],
        )
        return False
    env = toolchain.find_environment()
    stamp = env.prefix / "pathlab-requirements.txt" if env else None
    if stamp is None or not stamp.is_file():
        print(
            "  SKIPPED: the teachers' pages' commands, because this checkout has no environment that scripts/setup "
            "filled from requirements.txt (run scripts/setup --no-start)"
        )
        return False
    bundle = teacher.work / "pathlab.bundle"
    subprocess.run(
        ["git", "-C", str(REPO), "bundle", "create", "-q", str(bundle), "HEAD"], check=True, capture_output=True
    )
    teacher.give(bundle)
    code, output, seconds, _ = teacher.run(
        f"git -c advice.detachedHead=false clone -q {shlex.quote(str(bundle))} {shlex.quote(str(teacher.clone))}",
        cwd=teacher.work,
    )
    checks.check(f"a fresh clone of HEAD, as {teacher.who()}", [output] if code else [], f"{seconds:.0f} s")
    if code:
        return False
    for made in built():
        target = teacher.clone / made.relative_to(REPO)
        target.parent.mkdir(parents=True, exist_ok=True)
        (shutil.copytree if made.is_dir() else shutil.copy)(made, target)
        os.utime(target)  # built after the clone's sources, as a build there would be
    teacher.give(teacher.clone)
    versions = "import sys; print('%d.%d' % sys.version_info[:2])"
    code, mine, _, _ = teacher.run(f"python3 -c {shlex.quote(versions)}")
    theirs = env.run("-c", versions, capture_output=True, text=True).stdout.strip()
    if code or mine.strip() != theirs:
        print(
            f"  SKIPPED: the teachers' pages' commands, because the teacher's python3 ({mine.strip()}) is not "
            f"Python {theirs}, this checkout's environment's, whose packages its .venv would read"
        )
        return False
    code, output, _, _ = teacher.run(
        "python3 -m venv .venv && .venv/bin/python -c \"import sysconfig; print(sysconfig.get_path('purelib'))\""
    )
    if code:
        checks.check("the teacher's python3 makes a virtual environment", [output])
        return False
    why_not = packages(teacher, env, Path(output.strip().splitlines()[-1]))
    if why_not:
        print(f"  SKIPPED: the teachers' pages' commands, because {why_not}")
        return False
    shutil.copy(stamp, teacher.clone / ".venv" / stamp.name)
    teacher.give(teacher.clone / ".venv")
    code, output, seconds, _ = teacher.run("scripts/setup --no-start")
    problems = [tail(output)] if code or "the build is up to date" not in output else []
    checks.check(
        "the clone's scripts/setup --no-start, as written: the build and Jupyter found done",
        problems,
        f"{seconds:.0f} s",
    )
    return not problems


def packages(teacher, env, site):
    """Puts this checkout's installed packages in the teacher's .venv (site: its site-packages): read
    where they are (a .pth file), or, when the teacher cannot read them there (a checkout under
    /root), a copy; None, or why the teacher's Python still cannot import them."""
    where = "import sysconfig; print(sysconfig.get_path('purelib')); print(sysconfig.get_path('platlib'))"
    paths = list(dict.fromkeys(env.run("-c", where, capture_output=True, text=True).stdout.split()))
    link = site / "pathlab-checkout-packages.pth"
    link.write_text("".join(f"{p}\n" for p in paths))
    teacher.give(link)
    test = ".venv/bin/python -c 'import nbformat, jupyterlab'"
    code, output, _, _ = teacher.run(test)
    if code and teacher.root:
        link.unlink()
        for path in paths:
            shutil.copytree(path, site, dirs_exist_ok=True)
        teacher.give(site)
        code, output, _, _ = teacher.run(test)
    if code:
        return f"{teacher.who()} cannot use this checkout's packages ({', '.join(paths)}): {tail(output, 1)}"
    return None


def built():
    """What the build makes that setup and grading read (toolchain's outputs, the runner's class path)."""
    paths = {
        *toolchain.BUILD_OUTPUTS,
        *toolchain.BUILD_LIBS,
        toolchain.HIDDEN_TESTS,
        *(p.parent if p.name == "*" else p for p in toolchain.GRADING_RUNNER),
    }
    return sorted(p for p in paths if p.exists())


def given_files(teacher, editions):
    """What the pages take as there: the students' repositories, the roster, notebooks to grade."""
    clone = teacher.clone
    edition = next(iter(sorted(editions.glob(f"{ASSIGNMENT}-*.ipynb"))), None)
    if edition is None:
        return [f"no student edition of {ASSIGNMENT} in {editions} (scripts/release-coursework OUT_DIR, above)"]
    solution = clone / assignments.by_id(ASSIGNMENT).notebook.relative_to(REPO)
    repos = clone / "student-repos"
    for user, case in (("alice", "on-time"), ("bob", "late")):
        simulated_class.student_repository(
            repos / f"{solution.stem.lower()}-{user}", solution.name, case, solution, edition
        )
    with open(clone / "roster.csv", "w", newline="", encoding="utf-8") as f:
        writer = csvsafe.DictWriter(f, ["id", "name", "email", "github"])
        writer.writeheader()
        writer.writerows(
            [
                {"id": "s001", "name": "Alice", "email": "alice@example.edu", "github": "alice"},
                {"id": "s017", "name": "Bob", "email": "bob@example.edu", "github": "bob"},
            ]
        )
    (clone / "submissions").mkdir()
    for copy, source in (
        ("alice.ipynb", solution),
        ("A1-alice.ipynb", solution),
        ("submissions/alice.ipynb", solution),
        ("submissions/bob.ipynb", edition),
    ):
        shutil.copy(source, clone / copy)
    for name in ("student-repos", "roster.csv", "alice.ipynb", "A1-alice.ipynb", "submissions"):
        teacher.give(clone / name)
    return []


def scores(command, clone, output):
    """Where the command graded the solution or the student edition, a score other than full or 0."""
    problems = []
    if command.script != "scripts/grade":
        return problems
    if "--batch" in command.words:
        handed_in = {p.stem for p in (clone / command.option("--batch")[0]).glob("*.ipynb")}
        for name in command.option("--csv") or ["grades.csv"]:
            with open(clone / name, newline="", encoding="utf-8") as f:
                rows = {Path(row["submission"]).stem: row for row in csv.DictReader(f) if row.get("submission")}
            problems += [f"{name}: no row for {stem}" for stem in sorted(handed_in - set(rows))]
            for stem, row in sorted(rows.items()):
                score, most = float(row["score"] or 0), float(row["max_score"] or 0)
                if stem in SOLUTION and not score == most > 0 or stem in EDITION and score != 0:
                    problems.append(f"{name}: {stem} scored {row['score']}/{row['max_score']}")
    else:
        for word in command.arguments:
            stem = Path(word).stem if word.endswith(".ipynb") else None
            if stem in SOLUTION and not re.search(r"^score (\S+)/\1$", output, re.M):
                problems.append(f"{word}: no full marks (score {re.findall(r'^score (.*)$', output, re.M)})")
    return problems


def tail(output, lines=15):
    return "\n".join(output.strip().splitlines()[-lines:])


def substitute(text, placeholders):
    for word, value in placeholders.items():
        text = re.sub(rf"\b{word}\b", value, text)
    return text


def run_command(checks, teacher, places, command, placeholders, log):
    """One command, as written, once for every place that gives it."""
    text = substitute(command.text, placeholders)
    code, output, seconds, left = teacher.run(text)
    log.write(f"$ {text}\n{output}\n")
    problems = [f"exit code {code}: {tail(output)}"] if code else []
    if "Traceback (most recent call last)" in output:
        problems.append(f"a traceback: {tail(output)}")
    problems += [
        f"{path}: not written"
        for path in command.outputs()
        if not (teacher.clone / substitute(path, placeholders)).exists()
    ]
    if not problems:
        problems += scores(command, teacher.clone, output)
    if left:
        problems.append("processes it started were still running after it (killed)")
    checks.check(
        ", ".join(places) + ": " + " ".join(command.text.replace("\\\n", " ").split()), problems, f"{seconds:.0f} s"
    )


def run(checks, scratch):
    if toolchain.WINDOWS:
        print("  SKIPPED: the teachers' pages' commands, because they are written for a POSIX shell (bash)")
        return
    commands = [c for page in PAGES for c in page_commands(page)]
    known = set(assignments.ids())
    for c in commands:
        if c.why_not_run(known):
            print(f"  -     {c} (not run: {c.why_not_run(known)})")
    runnable = {}  # the same command on several pages runs once
    for c in sorted((c for c in commands if not c.why_not_run(known)), key=Command.order):
        runnable.setdefault(" ".join(c.words), []).append(c)
    seen = {w for same in runnable.values() for w in same[0].words if w.startswith("--")} | {
        same[0].script for same in runnable.values()
    }
    wanted = set(RUN) | {
        "--course",
        "--batch",
        "--csv",
        "--export",
        "--feedback",
        "--only",
        "--roster",
        "--late-policy",
        "--gradescope-package",
        "--results",
        "--junit-xml",
    }
    checks.check(
        "the pages give the teacher's commands: release, collect, grade (single, batch, grade book, "
        "exports, feedback, regrade, Gradescope)",
        [f"no command of the pages uses {w}" for w in sorted(wanted - seen)],
        f"{len(runnable)} to run",
    )
    teacher = Teacher(scratch)
    try:
        if not prepare(checks, teacher):
            return
        placeholders = {word: str(teacher.work / folder) for word, folder in PLACEHOLDERS.items()}
        given = False
        with open(scratch / "commands.log", "w", encoding="utf-8") as log:
            for same in runnable.values():
                if same[0].script != RUN[0] and not given:
                    given = True
                    problems = given_files(teacher, Path(placeholders["OUT_DIR"]))
                    checks.check("the files the pages take as given: student-repos/, roster.csv, notebooks", problems)
                    if problems:
                        return
                run_command(checks, teacher, [f"{c.page}:{c.line}" for c in same], same[0], placeholders, log)
    finally:
        teacher.remove()
