"""The trusted grader against hostile submissions: scripts/grade, single and --batch, as a teacher
runs it (docs/term.md, docs/grading.md), on notebooks a student made to score or to hurt the class.

Built in the scratch folder from the solution editions and the student editions that
scripts/release-coursework writes there (its release records there too, never the teacher's):

  a class of A1 collected (collection.json, a roster)   graded as one batch on 2 jobs with every
      output the docs give (CSV, results.json, JUnit XML, feedback pages, the Canvas and Moodle
      exports, the similarity report), each submission with its expected row and message:
      another assignment's notebook (the solution edition of A2 handed in as A1's), the same with
      its metadata changed to A1, a test message and a cell's error full of terminal control
      sequences (a clipboard write, erase-line, a carriage return and a fake "score 12/12", a
      bidirectional override, NUL) and 200 000 characters long, JSON that is not a notebook of the
      expected shape (metadata.kernelspec text, cells not a list, a source that is a number, nesting
      past Python's recursion limit and past the grader's, a number of 5000 digits, bytes that are
      not UTF-8, a top-level list), a byte order mark before the A1 solution whose class cell has a
      statement after the class, a class cell that is not Java, and two files no collection lists:
      "library AStar.ipynb" (the name of the similarity report's library reference) and a name
      with control characters and a line break;
  the same hostile notebooks graded singly in one run (the table on the terminal, results.json
      and JUnit XML for each);
  JPlag given one second: every submission "not compared" with the reason, no report left.

After each command: nothing outside the scratch folder changed (the repository, the grader's
temporary folders) and no process it started is left running. The hostile notebooks are made as
JSON text (many are not notebooks nbformat would write), so this module needs nothing beyond the
standard library; the commands run in the environment scripts/setup made.

Cost: four gradings that start the runner's JVM (two cores for a few seconds each), two JPlag
runs, the rest refused before any JVM; about a minute in all.
"""

import csv
import ctypes
import json
import os
import re
import shutil
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

from pathlab_tools import assignments, toolchain
from pathlab_tools.grader.inert import one_line
from pathlab_tools.suite import STEP_LOGS

REPO = Path(__file__).resolve().parents[3]

TIME_LIMIT, CELL_TIMEOUT = 120, 20  # per submission, as the coursework checks grade
COMMAND_SECONDS = 900  # any one command of these cases, at most
# What a student's code throws: an OSC 52 clipboard write, erase-line and a carriage return that
# prints a fake score over the line, a fake score on a line of its own, a bidirectional override,
# a colour and NUL (Java's escapes, in the notebook's Java source).
# a message that ends as if it had been capped already, its count 200 000 digits long
FAKE_ENDING = '"… (" + "9".repeat(200000) + " more characters)"'
HOSTILE = r"\033]52;c;cGF3bmVkIQ==\007\033[2K\rscore 12/12\nscore 12/12\u202eevil\033[31m\0"
SEARCH = "public List<Connection> search(Graph graph, int start, int goal, SearchListener listener) {\n"
EVIL_NAME = "\x1b]52;c;cGF3bmVk\x07\x1b[2K\rscore 12 of 12\n\u202eevil.ipynb"


def raw_controls(text):
    """The characters of a text that a terminal, an XML parser or a viewer would act on: controls
    but tab and line feed, format characters (bidirectional overrides), separators, surrogates."""
    return sorted(
        {
            f"U+{ord(c):04X}"
            for c in text
            if c not in "\t\n" and (unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") or c in "\ufffe\uffff")
        }
    )


# -- the notebooks -----------------------------------------------------------------------------------


def load(path):
    """A notebook as JSON, every source as one text."""
    nb = json.loads(Path(path).read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        cell["source"] = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
    return nb


def code_cell(nb, needle):
    """The one code cell holding the text (the editions changed under this corpus if not one)."""
    cells = [c for c in nb["cells"] if c["cell_type"] == "code" and needle in c["source"]]
    assert len(cells) == 1, f"grading cases: {needle!r} is in {len(cells)} cells"
    return cells[0]


def text(nb):
    return json.dumps(nb, indent=1)


def notebooks(scratch):
    """{file name: (bytes, expected)} for the batch: expected is (score or None for full marks,
    words the row's problem holds, what the similarity columns say: "compared" or words of the reason)."""
    a1, a2 = assignments.by_id("A1").notebook, assignments.by_id("A2").notebook
    student = load(scratch / "student" / a1.name)

    hostile = load(scratch / "student" / a1.name)  # the student edition: its search throws HOSTILE, long
    cell = code_cell(hostile, SEARCH)
    cell["source"] = cell["source"].replace(
        SEARCH,
        SEARCH
        + '        if (graph != null) throw new IllegalStateException("'
        + HOSTILE
        + '" + "x".repeat(200000));\n',
        1,
    )
    index = hostile["cells"].index(code_cell(hostile, "Submission.handIn("))
    hostile["cells"].insert(
        index,
        dict(
            code_cell(hostile, "Submission.handIn("),
            id="hostile-cell",
            source=f'throw new RuntimeException("{HOSTILE}" + {FAKE_ENDING});',
            metadata={},
        ),
    )

    relabelled = load(a2)  # A2's notebook, its metadata saying A1
    relabelled["metadata"]["pathlab"] = {"assignment": "A1"}
    kernelspec = load(a1)
    kernelspec["metadata"]["kernelspec"] = "java"
    number = load(a1)
    number["cells"][0]["source"] = 42
    nested = load(a1)
    nested["metadata"]["deep"] = json.loads("[" * 100 + "]" * 100)
    after = load(a1)  # a statement after the class, in the class cell; saved with a byte order mark
    code_cell(after, "class MyDijkstra implements")["source"] += '\nSystem.out.println("MyDijkstra is defined");\n'
    not_java = load(a2)
    # not Java, and a head the similarity report's patterns could take hours over if they backtracked
    code_cell(not_java, "class MyAStar")["source"] = "public " * 30000 + "<a> " * 30000 + "this is not Java { ( [ <"
    shaped = "is not a Jupyter notebook: "
    return {
        "s01.ipynb": (a1.read_bytes(), (None, "", "compared")),
        "s02.ipynb": (a2.read_bytes(), (0, "this notebook is assignment A2's, not A1's", "compared")),
        "s03.ipynb": (text(relabelled).encode(), (0, "the notebook's cells are assignment A2's", "compared")),
        "s04.ipynb": (text(hostile).encode(), (0, "failed: java.lang.RuntimeException: \\x1b]52;c;", "compared")),
        "s05.ipynb": (
            text(kernelspec).encode(),
            (0, shaped + "its metadata.kernelspec is text, not an object", shaped),
        ),
        "s06.ipynb": (
            json.dumps({"cells": {"1": student["cells"][0]}, "nbformat": 4}).encode(),
            (0, shaped + "it has no list of cells", shaped),
        ),
        "s07.ipynb": (text(number).encode(), (0, shaped + "cell 1's source is a number, not text", shaped)),
        "s08.ipynb": (
            b"[" * 100000 + b"]" * 100000,
            (0, "its JSON nests deeper than Python can read", "not a notebook"),
        ),
        "s09.ipynb": (text(nested).encode(), (0, shaped + "its JSON nests more than 64 levels deep", shaped)),
        "s10.ipynb": (
            b'{"cells": [], "nbformat": ' + b"9" * 5000 + b"}",
            (0, "a number in it has 5000 digits", "5000 digits"),
        ),
        "s11.ipynb": (b'{"cells": [], "x": "\xff\xfe"}', (0, "is not a notebook: it is not text", "not text")),
        "s12.ipynb": (b"\xef\xbb\xbf" + text(after).encode(), (None, "", "compared")),
        "s13.ipynb": (b"[]", (0, shaped + "its JSON is a list, not an object with cells", shaped)),
        "s14.ipynb": (text(not_java).encode(), (0, "assignment A2's", "JPlag cannot parse its code")),
        "library AStar.ipynb": (a2.read_bytes(), (0, "assignment A2's", "compared")),
        EVIL_NAME: (b"{}", (0, "it has no list of cells", "no list of cells")),
    }


def collection(files):
    """collection.json of an A1 collect of s01..s14 (and s15, on the roster without a repository)."""
    students = [
        dict(
            student=Path(f).stem,
            repository=f"a1-dijkstra-{Path(f).stem}",
            status="on time",
            commit="0" * 40,
            committed_at="2026-12-01T22:00:00+08:00",
            late_seconds=0,
            file=f,
            problem="",
            name=f"Student {Path(f).stem}",
            email=f"{Path(f).stem}@example.edu",
            on_roster=True,
        )
        for f in files
        if re.fullmatch(r"s\d\d\.ipynb", f)
    ]
    students.append(
        dict(
            student="s15",
            repository="",
            status="missing",
            commit=None,
            committed_at=None,
            late_seconds=0,
            file=None,
            problem="no repository",
            name="Student s15",
            email="s15@example.edu",
            on_roster=True,
        )
    )
    return {
        "assignment": "A1",
        "deadline": "2026-12-01T23:59:00+08:00",
        "late_until": None,
        "accept_late": False,
        "roster": True,
        "collected_at": "2026-12-02T00:00:00+08:00",
        "students": students,
    }


# -- running the teacher's commands ------------------------------------------------------------------


class Teacher:
    """Runs the teacher's commands in the environment scripts/setup made, with this case's release
    records, course secret and temporary folder (all in the scratch folder), a time bound on each;
    says after each what it left: changed files outside the scratch folder, processes still running.
    This process becomes the reaper of the commands' orphans (Linux), so none can go unseen."""

    def __init__(self, scratch, python):
        self.scratch, self.python = scratch, python
        self.tmp = scratch / "tmp"
        self.tmp.mkdir(exist_ok=True)
        self.env = dict(
            os.environ,
            PATHLAB_RELEASE_DIR=str(scratch / "release"),
            TMPDIR=str(self.tmp),
            PATHLAB_COURSE_SECRET="the teacher-side grading cases' course secret",
        )
        self.prctl = ctypes.CDLL(None, use_errno=True).prctl
        self.prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER

    def run(self, script, *args, cwd=None):
        """(returncode or "timed out", stdout, stderr, what it left behind) of scripts/SCRIPT ARGS."""
        return self.python_run([REPO / "scripts" / script, *args], cwd)

    def run_module(self, *args):
        """This module run as a script (jplag_in_one_second), as run() runs a command."""
        return self.python_run([Path(__file__), *args], None)

    def python_run(self, argv, cwd):
        before = repository_state()
        try:
            r = subprocess.run(
                [str(self.python)] + [str(a) for a in argv],
                cwd=cwd or self.scratch,
                env=self.env,
                capture_output=True,
                timeout=COMMAND_SECONDS,
            )
            code, out, err = r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired as e:
            code, out, err = (
                f"timed out after {COMMAND_SECONDS} s",
                (e.stdout or b"").decode(),
                (e.stderr or b"").decode(),
            )
        return code, out, err, self.left(before)

    def left(self, before):
        """What the last command left: files of the repository it changed, its temporary folders,
        its processes (orphans re-parented here) still running."""
        after = repository_state()
        problems = [
            f"changed outside the scratch folder: {p}"
            for p in sorted(set(before) | set(after))
            if before.get(p) != after.get(p)
        ][:10]
        problems += [f"left in its temporary folder: {p.name}" for p in self.tmp.iterdir()]
        for pid, line in orphans():
            problems.append(f"left running: pid {pid}: {line[:160]}")
            try:
                os.kill(pid, 9)
            except OSError:
                pass
        reap()
        return problems

    def close(self):
        reap()
        self.prctl(36, 0, 0, 0, 0)


# What the test command's other lane writes into the checkout while this check runs beside it: the
# steps' logs (suite.STEP_LOGS), the hub check's results (hub-load's RESULTS) and actionlint's build
# (workflow-lint's TOOLS).
BESIDE = {STEP_LOGS, REPO / "target" / "hub-load", REPO / "target" / "tools"}


def repository_state():
    """Every file of the repository with its size and time (not .git, the environment, Python's
    byte-code caches, JPlag's jars, which the first similarity report fetches into the build, or what
    the test command's other lane writes meanwhile)."""
    skip = {REPO / ".git", REPO / ".venv", REPO / "coursework" / "similarity" / "target"} | BESIDE
    found = {}
    for folder, dirs, files in os.walk(REPO):
        dirs[:] = [d for d in dirs if Path(folder, d) not in skip and d != "__pycache__"]
        for name in files:
            try:
                info = os.lstat(os.path.join(folder, name))
                found[os.path.join(folder, name)] = (info.st_size, info.st_mtime_ns)
            except OSError:
                pass
    return found


def orphans():
    """This process's children still running that it did not start itself: a command's orphans."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            state, ppid = stat[stat.rindex(")") + 2 :].split()[:2]
            if int(ppid) == os.getpid() and state != "Z":
                found.append(
                    (int(entry.name), (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace"))
                )
        except (OSError, ValueError):
            continue
    return found


def reap():
    while True:
        try:
            if os.waitpid(-1, os.WNOHANG)[0] == 0:
                return
        except ChildProcessError:
            return


# -- the cases ------------------------------------------------------------------------------------


def run(checks, scratch):
    env = toolchain.find_environment()
    if env is None:
        checks.check("grading cases: the environment scripts/setup makes", ["no environment: run scripts/setup"])
        return
    teacher = Teacher(scratch, env.python)
    try:
        code, _, err, left = teacher.run("release-coursework", scratch / "student")
        checks.check(
            "grading cases: release-coursework writes the student editions into the scratch folder",
            ([err.strip()] if code else []) + left,
        )
        if code == 0:
            batch_cases(checks, scratch, teacher)
            single_cases(checks, scratch, teacher)
            jplag_limit_case(checks, scratch, teacher)
    finally:
        teacher.close()


def batch_cases(checks, scratch, teacher):
    """The class graded as docs/term.md grades it, and each submission's row, message and files."""
    folder, out = scratch / "A1", scratch / "out"
    folder.mkdir()
    cases = notebooks(scratch)
    for name, (data, _) in cases.items():
        (folder / name).write_bytes(data)
    (folder / "collection.json").write_text(json.dumps(collection(cases), indent=1) + "\n", encoding="utf-8")
    roster = scratch / "roster.csv"
    roster.write_text(
        "id,name,email,github\n"
        + "".join(f"s{n:02},Student s{n:02},s{n:02}@example.edu,student-s{n:02}\n" for n in range(1, 16)),
        encoding="utf-8",
    )
    code, stdout, stderr, left = teacher.run(
        "grade",
        "--batch",
        folder,
        "--jobs",
        2,
        "--csv",
        out / "A1.csv",
        "--results",
        out / "results",
        "--junit-xml",
        out / "junit",
        "--feedback",
        out / "feedback",
        "--similarity",
        out / "similarity",
        "--roster",
        roster,
        "--late-policy",
        "10%/day,cap=50%,grace=15m",
        "--export",
        "canvas",
        out / "canvas.csv",
        "--export",
        "moodle",
        out / "moodle.csv",
        "--time-limit",
        TIME_LIMIT,
        "--cell-timeout",
        CELL_TIMEOUT,
    )
    checks.check(
        "grading cases: scripts/grade --batch (a hostile class, every output) ends normally, leaves nothing behind",
        ([f"exit status {code}: {stderr.strip()[-3000:]}"] if code != 0 else []) + left,
    )
    rows = {}
    if (out / "A1.csv").is_file():
        with open(out / "A1.csv", newline="", encoding="utf-8") as f:
            rows = {row["submission"]: row for row in csv.DictReader(f)}
    full = 12
    for name, (_, (score, words, similar)) in cases.items():
        problems = []
        shown = one_line(name)
        row = rows.get(shown)
        result = read_json(out / "results" / f"{Path(name).stem}.json")
        want = full if score is None else score
        if row is None:
            problems.append(f"no row {shown!r} in the CSV")
        else:
            if str(row["score"]) != str(want) or row["assignment"] != "A1":
                problems.append(f"the row says {row['assignment']} {row['score']}, expected A1 {want}")
            if words not in row["problem"]:
                problems.append(f"the row's problem {row['problem'][:300]!r} does not say {words!r}")
            reason = row.get("closest match", "")
            if (similar == "compared") != bool(row.get("highest similarity %")) or (
                similar != "compared" and not (reason.startswith("not compared: ") and similar in reason)
            ):
                problems.append(
                    f"similarity {row.get('highest similarity %')!r}, {reason[:200]!r}: expected {similar!r}"
                )
        problems += results_problems(result, want, words)
        problems += junit_problems(out / "junit" / f"TEST-{Path(name).stem}.xml", result)
        checks.check(
            f"grading cases: {shown[:60]}: {'full marks' if score is None else 'scores 0'}, "
            f"{words[:70] or 'no problem'}; similarity {similar}",
            problems,
        )
    hostile_text_checks(checks, out, stdout + stderr, rows, read_json(out / "results" / "s04.json"))
    export_checks(checks, out, stderr)


def read_json(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def results_problems(result, score, words):
    """What is wrong with a results.json: missing, not 0 or full, no message, a test not plain text."""
    if result is None:
        return ["no results.json, or not JSON"]
    problems = []
    if result.get("score") != score or len(result.get("tests", [])) != 6:
        problems.append(
            f"results.json: score {result.get('score')} over {len(result.get('tests', []))} tests, "
            f"expected {score} over A1's 6"
        )
    if words not in result.get("output", ""):
        problems.append(f"results.json's output does not say {words!r}: {result.get('output', '')[:300]!r}")
    for t in result.get("tests", []):
        if t.get("output_format") != "text":
            problems.append(
                f"results.json: test {t.get('name')!r} has output_format {t.get('output_format')!r}, not text"
            )
        if t.get("status") == "failed" and not t.get("output", "").strip():
            problems.append(f"results.json: test {t.get('name')!r} failed without a message")
    if result.get("output_format") != "text":
        problems.append("results.json: the top-level output_format is not text")
    return problems


def junit_problems(path, result):
    """What is wrong with a JUnit XML report: missing, not well-formed XML, a test missing."""
    try:
        suite = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as e:
        return [f"{path.name}: not well-formed XML: {e}"]
    count = len(suite.findall("testcase"))
    return [] if result is None or count == len(result.get("tests", [])) else [f"{path.name}: {count} test cases"]


def hostile_text_checks(checks, out, said, rows, result):
    """s04's messages (and the file named with control characters) in every output, as text."""
    problems = []
    for where, content in [("the terminal (standard output and error)", said)] + [
        (p.relative_to(out).as_posix(), p.read_text(encoding="utf-8", errors="replace"))
        for p in sorted(out.rglob("*"))
        if p.suffix in (".csv", ".json", ".xml", ".html", ".md")
    ]:
        if raw_controls(content):
            problems.append(f"{where} holds {', '.join(raw_controls(content)[:6])} raw")
    outputs = [t["output"] for t in (result or {}).get("tests", [])]
    if not any("\\x1b]52;c;cGF3bmVkIQ==\\x07" in o and "\\x0dscore 12/12" in o for o in outputs):
        problems.append(f"s04's test messages do not show the escapes as text: {outputs[:1]!r:.400}")
    if not outputs or any(len(o) > 2200 for o in outputs) or not all("more characters)" in o for o in outputs):
        problems.append(f"s04's messages are not capped at 2000 characters: {[len(o) for o in outputs]}")
    if len((result or {}).get("output", "")) > 8200:
        problems.append(f"s04's output is not capped: {len(result['output'])} characters")
    if "\\x1b" not in (result or {}).get("output", "") or "cell" not in (result or {}).get("output", ""):
        problems.append(f"s04's cell error is not in the output as text: {(result or {}).get('output', '')[:400]!r}")
    page = out / "feedback" / "s04.html"
    if not page.is_file() or "\\x1b]52;c;" not in page.read_text(encoding="utf-8"):
        problems.append("s04's feedback page does not show the message's escapes as text")
    checks.check(
        "grading cases: a test message and a cell error full of control sequences, 200 000 characters "
        "long, are inert and capped in the terminal, CSV, Markdown, HTML, JUnit XML and results.json",
        problems,
    )


def export_checks(checks, out, stderr):
    """The exports: written, every roster student once, another assignment's notebook 0."""
    problems = []
    for kind, column in (("canvas", "SIS User ID"), ("moodle", "ID number")):
        try:
            with open(out / f"{kind}.csv", newline="", encoding="utf-8") as f:
                scores = {row[column]: row["A1 Dijkstra"] for row in csv.DictReader(f)}
        except (OSError, KeyError) as e:
            problems.append(f"no {kind} export: {e}")
            continue
        want = {f"s{n:02}": ("12" if n in (1, 12) else "0") for n in range(1, 16)}
        if scores != want:
            problems.append(f"{kind}: {scores}, expected {want}")
    if "library AStar.ipynb" not in stderr or "\\x1b]52;c;" not in stderr:
        problems.append("the files no collection lists are not named as left out of the exports")
    pages = {p.name for p in (out / "feedback").glob("*")}
    missing = [f"s{n:02}.{kind}" for n in range(1, 15) for kind in ("html", "md") if f"s{n:02}.{kind}" not in pages]
    if missing or len(pages) != 2 * 16:
        problems.append(f"feedback pages: {len(pages)}, missing {missing[:6]}")
    checks.check(
        "grading cases: no row stops the others: both exports (A2's notebook 0), a feedback page each, the CSV",
        problems,
    )


def single_cases(checks, scratch, teacher):
    """The hostile notebooks graded singly, in one run, as docs/grading.md grades one: each its table,
    results.json and JUnit XML, never a traceback."""
    folder = scratch / "single"
    folder.mkdir()
    names = [
        "s04.ipynb",
        "s05.ipynb",
        "s06.ipynb",
        "s07.ipynb",
        "s08.ipynb",
        "s09.ipynb",
        "s10.ipynb",
        "s11.ipynb",
        "s13.ipynb",
    ]
    for name in names:
        shutil.copy(scratch / "A1" / name, folder / name)
    code, stdout, stderr, left = teacher.run(
        "grade",
        *names,
        "--assignment",
        "A1",
        "--results",
        "results.json",
        "--junit-xml",
        "junit",
        "--time-limit",
        TIME_LIMIT,
        "--cell-timeout",
        CELL_TIMEOUT,
        cwd=folder,
    )
    problems = ([f"exit status {code}"] if code != 0 else []) + left
    if "Traceback" in stderr or "Traceback" in stdout:
        problems.append("a traceback: " + stderr[-2000:])
    if raw_controls(stdout + stderr):
        problems.append(f"the terminal gets {', '.join(raw_controls(stdout + stderr))} raw")
    scores = [line for line in stdout.splitlines() if re.fullmatch(r"score \d+/\d+", line)]
    if scores != ["score 0/12"] * len(names):
        problems.append(f"the lines that start with a score: {scores}")
    for name in names:
        result = read_json(folder / f"results-{Path(name).stem}.json")
        problems += [f"{name}: {p}" for p in results_problems(result, 0, "")]
        problems += [f"{name}: {p}" for p in junit_problems(folder / "junit" / f"TEST-{Path(name).stem}.xml", result)]
    checks.check(
        f"grading cases: scripts/grade on {len(names)} hostile notebooks at once: a table, results.json "
        "and JUnit XML each, scored 0, no traceback, nothing raw on the terminal",
        problems,
    )


def jplag_limit_case(checks, scratch, teacher):
    """JPlag given one second (this module run as a script, below): every submission not compared, with why."""
    report = scratch / "jplag-limit"
    code, stdout, stderr, left = teacher.run_module(report, scratch / "A1" / "s01.ipynb", scratch / "A1" / "s12.ipynb")
    found = read_json_text(stdout)
    problems = ([f"exit status {code}: {stderr[-1500:]}"] if code != 0 else []) + left
    if (
        found is None
        or len(found) != 2
        or not all(v == ["", "not compared: JPlag did not finish A1 within 1 s"] for v in found.values())
    ):
        problems.append(f"the similarity columns: {found}")
    if report.exists() and any(report.iterdir()):
        problems.append(f"left in the report folder: {[p.name for p in report.iterdir()]}")
    checks.check(
        "grading cases: JPlag past its time limit is stopped; each submission says "
        "'not compared: JPlag did not finish', no report half-written",
        problems,
    )


def read_json_text(text):
    try:
        return json.loads(text)
    except ValueError:
        return None


def jplag_in_one_second(report_dir, paths):
    """similarity.highest with a time limit of one second, printed as JSON (run in the environment)."""
    from pathlab_tools.grader import similarity

    similarity.TIME_LIMIT = 1
    print(json.dumps(similarity.highest([(p, "A1", None) for p in paths], report_dir)))


if __name__ == "__main__":
    jplag_in_one_second(sys.argv[1], sys.argv[2:])
