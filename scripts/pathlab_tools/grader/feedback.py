"""Feedback for each student: the grade of one submission as a page they can read.

  from grader import feedback
  feedback.write_pages(result, "A1-alice.ipynb", "s001", "feedback/")
      -> feedback/s001.html and feedback/s001.md   (the submission's stem when the student is unknown)

Idea: scripts/grade's result (Gradescope's results.json) told once more for a person, in the order
a student asks: the score; what grading noticed about the notebook; what the graded-code policy
refused, in which cell, on which line, with that line; every test with its points and message,
a hidden test marked as one (it runs only in grading); and the command that runs the visible tests
again in their course repository. The HTML page is one file with its style inline, no scripts
and nothing to load (its Content-Security-Policy forbids both), so it can be committed to the
student's repository, mailed or uploaded as it is; the Markdown file says the same for a
repository's web view or an LMS comment.

Every text that came from a submission (its file name, the tests' messages, which quote what the
code did, the policy's findings, a line of the student's cell) is inert (scripts/pathlab_tools/grader/inert.py:
control characters escaped, each message capped) and data, never markup: HTML-escaped
in the page; in the Markdown, inside a code span or a fenced block longer than any run of
backticks in it, and never in a table cell. A file name is cleaned to [A-Za-z0-9._-]; a name that
cleaning changed gets a short hash of the original, so two hostile names never share a page.

Cost: string work linear in the result's size. Each file is written whole to a temporary file
beside it and renamed, so a reader never sees half a page.
"""

import hashlib
import html
import os
import re
import tempfile
from pathlib import Path

from .inert import one_line

STYLE = """
body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d2430; background: #f4f5f7; margin: 0; }
main { max-width: 920px; margin: 0 auto; padding: 28px 32px 48px; background: #fff; min-height: 100vh; box-sizing: border-box; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 19px; margin: 32px 0 10px; border-bottom: 1px solid #dde1e7; padding-bottom: 4px; }
.who { color: #59626f; margin: 0 0 18px; }
.score { font-size: 22px; margin: 0 0 6px; }
.bar { height: 10px; background: #e6e9ee; border-radius: 5px; overflow: hidden; max-width: 420px; }
.bar div { height: 100%; background: #2f855a; }
code, pre { font: 14px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
code { background: #eef1f5; padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
pre { background: #f6f8fa; border: 1px solid #e1e4e8; border-radius: 4px; padding: 8px 10px; margin: 6px 0 0;
      white-space: pre-wrap; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 8px 6px; border-bottom: 1px solid #e6e9ee; }
th { font-size: 13px; color: #59626f; font-weight: 600; }
td.points { white-space: nowrap; font-variant-numeric: tabular-nums; }
.passed { color: #276749; font-weight: 600; }
.failed { color: #b42318; font-weight: 600; }
.tag { display: inline-block; font-size: 12px; padding: 0 6px; border-radius: 8px; background: #e9e3f7; color: #553c9a;
       margin-left: 6px; }
.notes li { margin-bottom: 8px; }
ul.refused { list-style: none; padding: 0; }
ul.refused li { border-left: 4px solid #b42318; padding: 2px 0 2px 12px; margin-bottom: 12px; }
td.message { width: 46%; }
.muted { color: #59626f; font-size: 14px; }
p.late { color: #b54708; font-weight: 600; }
"""


def write_pages(result, submission_name, student, directory, grade_book=None):
    """Writes DIR/NAME.html and DIR/NAME.md for one graded submission and returns their paths.
    NAME is the student's id when known (None otherwise), else the submission's stem. grade_book is
    the submission's row of the class's grade book when there is one (scripts/pathlab_tools/grader/gradebook.py): its
    lateness, penalty and final score are said under the score."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    name = file_name(student if student else Path(str(submission_name)).stem)
    page = Feedback(result, str(submission_name), student, grade_book or {})
    written = []
    for suffix, text in ((".html", page.html()), (".md", page.markdown())):
        target = directory / (name + suffix)
        write_whole(target, text)
        written.append(target)
    return written


def file_name(name):
    """NAME cleaned to [A-Za-z0-9._-] (at most 64 characters, not starting with a dot); a name
    cleaning changed ends with a hash of the original, so two names never clean to one."""
    cleaned = re.sub(r"[^A-Za-z0-9._-]", "_", name)[:64].lstrip(".") or "submission"
    if cleaned != name:
        cleaned = cleaned[:56] + "-" + hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:7]
    return cleaned


def write_whole(target, text):
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Feedback:
    """What one page says, read from the result once; html() and markdown() say it."""

    def __init__(self, result, submission_name, student, grade_book):
        extra = result.get("extra_data") or {}
        self.assignment = extra.get("assignment")
        self.title = " ".join(str(x) for x in (self.assignment, extra.get("title")) if x) or "Coursework"
        self.submission, self.student = one_line(submission_name), one_line(student) if student else student
        self.score, self.max_score = (
            result.get("score", 0),
            result.get("max_score") or sum(t.get("max_score", 0) for t in result.get("tests", [])),
        )
        self.tests = result.get("tests", [])
        self.late = ""  # "handed in 2 h late: a late penalty of 10 %, final score 10.8 / 12"
        if grade_book.get("late hours"):
            penalty = grade_book.get("late penalty %")
            self.late = f"handed in {grade_book['late hours']} h late" + (
                f": a late penalty of {penalty} %, final score {grade_book.get('final score')} / "
                f"{number(self.max_score)}"
                if penalty
                else ""
            )
        self.refused = extra.get("refused") or []
        self.command = extra.get("visible_tests")
        said = {f"cell {r['cell']}, line {r['line']}: {r['message']}" for r in self.refused} | {
            r["message"] for r in self.refused
        }
        # the output's first line is the score, said above; a refusal's note is said in its own section
        self.notes = [
            line for line in str(result.get("output", "")).splitlines()[1:] if line.strip() and line not in said
        ]

    def hidden(self, test):
        return test.get("visibility") != "visible"

    def html(self):
        e = escape
        percent = 100 * self.score / self.max_score if self.max_score else 0
        who = f"for <b>{e(self.student)}</b>, " if self.student else ""
        out = [
            "<!DOCTYPE html>",
            '<html lang="en"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">",
            f"<title>{e(self.title)}: feedback</title>",
            f"<style>{STYLE}</style></head><body><main>",
            f"<h1>{e(self.title)}: feedback</h1>",
            f'<p class="who">{who}on your notebook <code>{e(self.submission)}</code></p>',
            f'<p class="score">Score <strong>{e(number(self.score))}</strong> / {e(number(self.max_score))}</p>',
            f'<div class="bar"><div style="width: {percent:.0f}%"></div></div>',
        ]
        if self.late:
            out.append(f'<p class="late">{e(self.late)}</p>')
        out += self.html_refused()
        if self.notes:
            out += ["<h2>What grading noticed</h2>", '<ul class="notes">']
            out += [f"<li>{e(line)}</li>" for line in self.notes]
            out.append("</ul>")
        out += self.html_tests()
        if self.command:
            out += [
                "<h2>Run the visible tests again</h2>",
                "<p>In your course repository, after you change the notebook (the hidden tests run only in "
                "grading):</p>",
                f"<pre>{e(self.command)}</pre>",
                '<p class="muted">One test: add <code>--test</code> and its id, as a failed test\'s message '
                "shows. On Windows, <code>py</code> instead of <code>python3</code>.</p>",
            ]
        out += ["</main></body></html>", ""]
        return "\n".join(out)

    def html_refused(self):
        """The refused code, each with its cell and line, for the page."""
        if not self.refused:
            return []
        e = escape
        out = [
            "<h2>Code grading refused</h2>",
            '<p class="muted">Graded code may not use these; the cell that has them is not run, so '
            "what it declares is missing for the cells after it. Cells are counted from the top of the "
            "notebook, text cells too.</p>",
            '<ul class="refused">',
        ]
        for r in self.refused:
            where = f"cell {r['cell']}" + (f", line {r['line']}" if r.get("line") else "")
            source = f"<pre>{e(r['source'])}</pre>" if r.get("source") else ""
            out.append(f"<li><b>{e(where)}</b>: {e(r['message'])}{source}</li>")
        out.append("</ul>")
        return out

    def html_tests(self):
        """The tests' table, and what a hidden test is when there is one."""
        e = escape
        out = [
            "<h2>Tests</h2>",
            "<table><thead><tr><th>#</th><th>test</th><th>points</th><th>result</th>"
            "<th>message</th></tr></thead><tbody>",
        ]
        for t in self.tests:
            passed = t.get("status") == "passed"
            tag = '<span class="tag">hidden test</span>' if self.hidden(t) else ""
            message = f"<pre>{e(t.get('output', ''))}</pre>" if str(t.get("output", "")).strip() else ""
            out.append(
                f"<tr><td>{e(t.get('number', ''))}</td><td>{e(t.get('name', ''))}{tag}</td>"
                f'<td class="points">{e(number(t.get("score", 0)))} / {e(number(t.get("max_score", 0)))}</td>'
                f'<td class="{"passed" if passed else "failed"}">{"passed" if passed else "failed"}</td>'
                f'<td class="message">{message}</td></tr>'
            )
        out.append("</tbody></table>")
        if any(self.hidden(t) for t in self.tests):
            out.append(
                '<p class="muted">A hidden test runs only in grading, on cases your notebook does not '
                "show; its message says what it checked.</p>"
            )
        return out

    def markdown(self):
        who = f"for {code(self.student)}, " if self.student else ""
        out = [
            f"# {md_text(self.title)}: feedback",
            "",
            f"{who}on your notebook {code(self.submission)}",
            "",
            f"**Score {number(self.score)} / {number(self.max_score)}**",
            "",
        ]
        if self.late:
            out += [md_text(self.late), ""]
        out += self.markdown_refused()
        if self.notes:
            out += ["## What grading noticed", ""] + [f"- {code(line)}" for line in self.notes] + [""]
        out += self.markdown_tests()
        if self.command:
            out += [
                "## Run the visible tests again",
                "",
                "In your course repository, after you change the notebook (the hidden tests run only in grading):",
                "",
                fenced(self.command),
                "",
                "One test: add `--test` and its id, as a failed test's message shows. On Windows, `py` instead of `python3`.",
                "",
            ]
        return "\n".join(out)

    def markdown_refused(self):
        """The refused code, each with its cell and line, for the Markdown page."""
        if not self.refused:
            return []
        out = [
            "## Code grading refused",
            "",
            "Graded code may not use these; the cell that has them is not run. Cells are counted from the top "
            "of the notebook, text cells too.",
            "",
        ]
        for r in self.refused:
            where = md_text(f"cell {r['cell']}" + (f", line {r['line']}" if r.get("line") else ""))
            out.append(f"- **{where}**: {code(r['message'])}")
            if r.get("source"):
                out += ["", indent(fenced(r["source"]), "  ")]
        out.append("")
        return out

    def markdown_tests(self):
        """The tests' table, then each test's message under its own heading."""
        out = ["## Tests", "", "| # | test | points | result |", "|---|---|---|---|"]
        for t in self.tests:
            hidden = " (hidden test)" if self.hidden(t) else ""
            out.append(
                f"| {md_text(t.get('number', ''))} | {md_text(t.get('name', ''))}{hidden} | "
                f"{number(t.get('score', 0))} / {number(t.get('max_score', 0))} | {'passed' if t.get('status') == 'passed' else 'failed'} |"
            )
        out.append("")
        for t in self.tests:
            if str(t.get("output", "")).strip():
                out += [
                    f"### {md_text(t.get('number', ''))}. {md_text(t.get('name', ''))}",
                    "",
                    fenced(t["output"]),
                    "",
                ]
        return out


def escape(value):
    return html.escape(str(value), quote=True)


def number(value):
    """A score as people write it: 12, not 12.0."""
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


def code(value):
    """A Markdown code span holding VALUE literally, on one line."""
    text = re.sub(r"[\r\n\t]+", " ", str(value))
    ticks = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    return f"{ticks} {text} {ticks}"


def fenced(value):
    """A Markdown fenced block holding VALUE literally: its fence is longer than any backtick run in it."""
    text = str(value).replace("\r", "")
    fence = "`" * max(3, max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    return f"{fence}text\n{text}\n{fence}"


def md_text(value):
    """Trusted text (the tests' names, from the test classes) in a Markdown line or table cell."""
    return re.sub(r"([\\`*_\[\]<>|#])", r"\\\1", re.sub(r"\s+", " ", str(value)))


def indent(text, prefix):
    return "\n".join(prefix + line for line in text.splitlines())
