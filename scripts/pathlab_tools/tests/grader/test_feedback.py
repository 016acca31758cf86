"""The student's feedback page: every text a submission wrote is data, never markup, in the HTML
page and in the Markdown file; file names are safe and never shared."""

import re

import pytest

from pathlab_tools.grader import feedback

SCRIPT = "<script>alert(1)</script>"


def result(output="A1-alice.ipynb: A1 Dijkstra, score 2/5; variant: the default", tests=None, refused=None):
    return {
        "score": 2,
        "max_score": 5,
        "output": output,
        "tests": tests
        if tests is not None
        else [
            {
                "name": "finds the shortest path",
                "number": "1",
                "score": 2,
                "max_score": 2,
                "status": "passed",
                "output": "",
                "visibility": "visible",
            },
            {
                "name": "breaks ties",
                "number": "2",
                "score": 0,
                "max_score": 3,
                "status": "failed",
                "output": "expected 7 but was 9",
                "visibility": "hidden",
            },
        ],
        "extra_data": {
            "assignment": "A1",
            "title": "Dijkstra",
            "refused": refused or [],
            "visible_tests": "python3 scripts/visible-tests A1",
        },
    }


def pages(tmp_path, res, name="A1-alice.ipynb", student="s001", grade_book=None):
    html_path, md_path = feedback.write_pages(res, name, student, tmp_path, grade_book)
    return html_path.read_text(encoding="utf-8"), md_path.read_text(encoding="utf-8")


def test_pages_are_named_by_the_student_else_the_submission(tmp_path):
    assert [p.name for p in feedback.write_pages(result(), "A1-alice.ipynb", "s001", tmp_path)] == [
        "s001.html",
        "s001.md",
    ]
    assert [p.name for p in feedback.write_pages(result(), "A1-alice.ipynb", None, tmp_path)] == [
        "A1-alice.html",
        "A1-alice.md",
    ]


def test_the_page_says_the_score_and_each_test(tmp_path):
    html, md = pages(tmp_path, result())
    assert "Score <strong>2</strong> / 5" in html and "**Score 2 / 5**" in md
    assert "breaks ties (hidden test)" in md and 'class="tag">hidden test' in html
    assert "python3 scripts/visible-tests A1" in html and "python3 scripts/visible-tests A1" in md


def test_the_page_loads_and_runs_nothing(tmp_path):
    html, _ = pages(tmp_path, result())
    assert "default-src 'none'" in html and "<script" not in html.lower() and "src=" not in html


def test_a_script_in_a_tests_message_is_text_in_the_html(tmp_path):
    tests = [
        {
            "name": "t",
            "number": "1",
            "score": 0,
            "max_score": 1,
            "status": "failed",
            "output": SCRIPT,
            "visibility": "visible",
        }
    ]
    html, _ = pages(tmp_path, result(tests=tests))
    assert SCRIPT not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_a_script_in_a_note_is_text_in_the_html(tmp_path):
    html, md = pages(tmp_path, result(output=f"first line\ncell 2 failed: {SCRIPT}"))
    assert SCRIPT not in html and "&lt;script&gt;" in html
    assert f"- ` cell 2 failed: {SCRIPT} `" in md  # a code span: shown, never rendered


def test_a_hostile_file_name_and_student_are_text_in_the_html(tmp_path):
    html, _ = pages(tmp_path, result(), name='"><img src=x onerror=alert(1)>.ipynb', student="<b>s001</b>")
    assert "<img" not in html and "&lt;b&gt;s001&lt;/b&gt;" in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_a_refused_line_of_the_students_code_is_text_in_the_html(tmp_path):
    refused = [
        {
            "cell": 3,
            "line": 2,
            "api": "java.io.File",
            "message": "uses java.io.File",
            "source": f'new File("{SCRIPT}");',
        }
    ]
    html, md = pages(tmp_path, result(refused=refused))
    assert SCRIPT not in html and "cell 3, line 2" in html
    assert "Code grading refused" in md


@pytest.mark.parametrize("message", ["ends with ``` a fence", "````", "a `span` and ``two``", "```text\nescape\n```"])
def test_backticks_in_a_message_stay_inside_the_fenced_block(tmp_path, message):
    tests = [
        {
            "name": "t",
            "number": "1",
            "score": 0,
            "max_score": 1,
            "status": "failed",
            "output": message,
            "visibility": "visible",
        }
    ]
    _, md = pages(tmp_path, result(tests=tests))
    block = re.search(r"^(`{3,})text\n(.*?)\n\1$", md, re.S | re.M)
    assert block and block.group(2) == message
    assert len(block.group(1)) > max(len(run) for run in re.findall(r"`+", message))


def test_a_note_with_backticks_is_one_code_span_longer_than_its_runs():
    assert feedback.code("a ``b`` c") == "``` a ``b`` c ```"
    assert feedback.code("line\nbreak") == "` line break `"


def test_markdown_text_escapes_markup_and_table_pipes():
    assert feedback.md_text("a|b *c* [d](e) <f> `g` #h") == r"a\|b \*c\* \[d\](e) \<f\> \`g\` \#h"


def test_a_tests_name_cannot_break_the_markdown_table(tmp_path):
    tests = [
        {
            "name": "a | b\nc",
            "number": "1",
            "score": 1,
            "max_score": 1,
            "status": "passed",
            "output": "",
            "visibility": "visible",
        }
    ]
    _, md = pages(tmp_path, result(tests=tests))
    row = next(line for line in md.splitlines() if line.startswith("| 1 |"))
    assert len(re.findall(r"(?<!\\)\|", row)) == 5  # the table's own bars: the name's is escaped
    assert "a \\| b c" in row


def test_the_grade_books_lateness_is_said_under_the_score(tmp_path):
    html, md = pages(tmp_path, result(), grade_book={"late hours": 2, "late penalty %": 10, "final score": 1.8})
    assert "handed in 2 h late: a late penalty of 10 %, final score 1.8 / 5" in md
    assert "handed in 2 h late" in html


@pytest.mark.parametrize("name", ["../../etc/passwd", ".hidden", "a/b", "x" * 200, "s 001", "é", ""])
def test_file_names_are_safe(name):
    cleaned = feedback.file_name(name)
    assert re.fullmatch(r"[A-Za-z0-9._-]{1,64}", cleaned) and not cleaned.startswith(".")


def test_two_names_that_clean_alike_get_two_files():
    assert feedback.file_name("a/b") != feedback.file_name("a?b")
    assert feedback.file_name("s001") == "s001"


def test_a_lone_surrogate_in_a_name_does_not_stop_the_page(tmp_path):
    html, _ = pages(tmp_path, result(), name="A1-\udcff.ipynb", student=None)
    assert "\\udcff" in html


def test_no_temporary_file_is_left_behind(tmp_path):
    feedback.write_pages(result(), "A1-alice.ipynb", "s001", tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s001.html", "s001.md"]


def test_a_hostile_message_through_results_reaches_the_page_inert(tmp_path, submission, grading):
    from pathlab_tools.grader import results

    submission.outcomes = {"ties": {"passed": False, "output": "\x1b]52;c;ZXZpbA==\x07</pre><script>x()</script>"}}
    html, md = pages(tmp_path, results.results(grading, submission))
    assert "\x1b" not in html + md and "\x07" not in html + md
    assert "<script>" not in html and "&lt;/pre&gt;&lt;script&gt;" in html
