"""The student repository of a course (scripts/release-coursework --course OUT_DIR).

A git repository with one commit, ready to push as a template repository (handed out with
Classroom 50, with the GitHub API and a roster, or from any git host: docs/teaching.md): what a
student needs and nothing they must not see.

  from this repository, as they are:  the library, benchmark, coursework and kernel sources
      (main sources only: no unit tests), of each chosen assignment's folder its manifest,
      contract and visible tests (no solution, no hidden test), the Maven build, maps/, the lecture
      notebooks 00-07 and their data, the lecture's listings they are checked against
      (src/test/resources/listings), binder/, ./pathlab, scripts/setup and the scripts the
      course's test command runs
  written for the course:             from coursework/course/: README.md for students,
      scripts/test, .ci/run, .github/workflows/visible-tests.yml (the visible tests on every push,
      their points in the job summary) and classroom50/ (the autograder.py and runtime.json of the
      teacher's Classroom 50 configuration repository); the student editions of the chosen
      assignments in notebooks/

The library's sources ship whole, the reference classes of the assignments among them (Lester's
heap in pathlab/openlist/BinaryHeap.java is A3's, AStar A1's and A2's): see "Reference sources ship" in
docs/teaching.md. Before anything is written to OUT_DIR, the folder is checked by leak_check.
"""

import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from string import Template

from . import leak_check
from .toolchain import REPO

COURSE = REPO / "coursework" / "course"
SHIPPED = (
    "pom.xml",
    "library/pom.xml",
    "src/main/",
    "maps/",
    "bench/pom.xml",
    "bench/src/main/",
    "src/test/resources/listings/",
    "coursework/pom.xml",
    "coursework/src/main/",
    "kernel/pom.xml",
    "kernel/README.md",
    "kernel/src/main/",
    "notebooks/",
    "binder/",
    "pathlab",
    "classpath.properties",
    ".gitignore",
    "scripts/setup",
    "mvnw",
    "mvnw.cmd",
    ".mvn/",
    ".gitattributes",
    "requirements.txt",
    ".devcontainer/",
    "scripts/run-notebooks.py",
    "scripts/kernel-selftest.py",
    "scripts/visible-tests",
    # the package's modules these scripts import, and what installs it (setup, pip install -e)
    "pyproject.toml",
    "requirements-test.txt",
    "scripts/pathlab_tools/__init__.py",
    "scripts/pathlab_tools/toolchain.py",
    "scripts/pathlab_tools/environment.py",
    "scripts/pathlab_tools/entry_point.py",
    "scripts/pathlab_tools/assignments.py",
    "scripts/pathlab_tools/notebook_checks.py",
    "scripts/pathlab_tools/kernelspecs.py",
    "scripts/pathlab_tools/kernel_websockets.py",
    "scripts/pathlab_tools/setup_steps.py",
    "scripts/pathlab_tools/notebook_runner.py",
    "scripts/pathlab_tools/kernel_selftest.py",
    "scripts/pathlab_tools/visible_tests.py",
)
# Of an assignment's folder, what the course takes: its manifest, contract and visible tests.
ASSIGNMENT_PART = re.compile(
    r"^coursework/assignments/[^/]+/(assignment\.properties|contract/[^/]+\.java|visible/[^/]+\.java)$"
)


class CourseError(Exception):
    pass


def shipped_files(assignments):
    """This repository's files the course takes as they are (tracked or new, not ignored), with the
    manifest, contract and visible tests of each of these assignments (never a solution notebook,
    a hidden test or a corpus)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    if listed.returncode:
        raise CourseError(f"cannot list the repository's files with git: {listed.stderr.strip()}")
    names = sorted(set(listed.stdout.split("\0")) - {""})
    return [
        n
        for n in names
        if (REPO / n).is_file()
        and (
            any(n == s or (s.endswith("/") and n.startswith(s)) for s in SHIPPED)
            or any(ASSIGNMENT_PART.match(n) and n.split("/")[2].split("-")[0] == a for a in assignments)
        )
    ]


def heading(nb):
    first = next((c.source for c in nb.cells if c.cell_type == "markdown"), "").splitlines()
    return first[0].lstrip("# ").strip() if first else ""


def readme(title, notebooks):
    """The students' README: the template in coursework/course/ with the course's title and notebooks."""
    import nbformat

    rows = []
    for path in notebooks:
        rows.append(f"| `{path.stem}` | {heading(nbformat.read(path, as_version=4))} |")
    template = Template((COURSE / "README.md").read_text(encoding="utf-8"))
    return template.safe_substitute(title=title, notebooks="\n".join(rows))


def write(out_dir, editions, title):
    """Writes the course into out_dir (new or empty): editions are {file name: student edition}."""
    import nbformat

    out_dir = Path(out_dir)
    if out_dir.exists() and (not out_dir.is_dir() or any(out_dir.iterdir())):
        raise CourseError(f"{out_dir} already exists and is not an empty folder: give a new one")
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}-", dir=out_dir.parent))
    work.chmod(0o755)
    try:
        for name in shipped_files([name.split("-")[0] for name in editions]):
            (work / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, work / name)
        for path in sorted(p for p in COURSE.rglob("*") if p.is_file() and p.name != "README.md"):
            target = work / path.relative_to(COURSE)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
        for name, nb in editions.items():
            nbformat.write(nb, work / "notebooks" / name)
        assignments = [name.split("-")[0] for name in editions]
        (work / "README.md").write_text(readme(title, sorted((work / "notebooks").glob("*.ipynb"))), encoding="utf-8")
        leaks = leak_check.leaks(work)
        if leaks:
            raise CourseError("the course would give away solutions or hidden tests:\n  " + "\n  ".join(leaks))
        git = [
            "git",
            "-c",
            "user.name=Pathlab release",
            "-c",
            "user.email=release@pathlab.invalid",
            "-c",
            "commit.gpgsign=false",
        ]
        for command in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", f"{title}: the course"]):
            done = subprocess.run(git + command, cwd=work, capture_output=True, text=True)
            if done.returncode:
                raise CourseError(f"git {command[0]} failed: {done.stderr.strip()}")
        if out_dir.exists():
            out_dir.rmdir()
        work.replace(out_dir)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    files = sum(1 for p in out_dir.rglob("*") if p.is_file() and ".git" not in p.relative_to(out_dir).parts[:1])
    size = sum(
        p.stat().st_size for p in out_dir.rglob("*") if p.is_file() and ".git" not in p.relative_to(out_dir).parts[:1]
    )
    print(
        f"course: {out_dir} ({files} files, {size / 1e6:.1f} MB; assignments {', '.join(assignments)}), "
        "a git repository with one commit: push it and make it a template repository"
    )
