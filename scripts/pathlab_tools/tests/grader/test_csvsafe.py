"""CSV cells a spreadsheet never evaluates: formulas get an apostrophe, names stay one cell."""

import csv
import io

import pytest

from pathlab_tools.grader import csvsafe


@pytest.mark.parametrize(
    "text",
    ['=HYPERLINK("evil.example","open")', "+1+1", "-2+3", "@SUM(A1:A2)", "=cmd|' /C calc'!A0", "-", "+", "@", "="],
)
def test_a_formula_gets_an_apostrophe(text):
    assert csvsafe.cell(text).startswith("'")


def test_a_tab_or_carriage_return_at_the_start_is_escaped_and_the_cell_stays_text():
    assert csvsafe.cell("\t=1+1") == "\\x09=1+1"
    assert csvsafe.cell("\r=1+1") == "\\x0d=1+1"


@pytest.mark.parametrize("value", ["-3", "-0.5", "12", "1e5", "-2.5E-3", 7, -3, 2.5, None])
def test_numbers_are_left_as_they_are(value):
    assert csvsafe.cell(value) == value


@pytest.mark.parametrize("text", ["alice", "A1-alice.ipynb", "O'Brien", "a=b", "x-1", "score 12/12"])
def test_plain_text_is_left_as_it_is(text):
    assert csvsafe.cell(text) == text


def test_a_name_with_a_line_break_stays_on_one_line():
    assert csvsafe.cell("alice\n=1+1") == "alice\\x0a=1+1"


def test_control_characters_are_escaped():
    assert csvsafe.cell("a\x1b[2Jb\u202e") == "a\\x1b[2Jb\\u202e"


@pytest.mark.parametrize("text", ["=1+1", "'=1+1", "-x", "\t=1", "plain", "-3"])
def test_cell_is_idempotent(text):
    once = csvsafe.cell(text)
    assert csvsafe.cell(once) == once


def written(rows, fieldnames):
    out = io.StringIO()
    writer = csvsafe.DictWriter(out, fieldnames)
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def test_the_writer_neutralises_header_and_cells_and_keeps_each_name_one_cell():
    rows = [{"submission": '=HYPERLINK("x","y").ipynb', "name": 'Smith, "Al"\nJr', "score": 3}]
    text = written(rows, ["submission", "name", "score"])
    back = list(csv.DictReader(io.StringIO(text)))
    assert back == [{"submission": '\'=HYPERLINK("x","y").ipynb', "name": 'Smith, "Al"\\x0aJr', "score": "3"}]
    assert text.count("\n") == 2  # the header and one row: no line break inside a cell


def test_the_writer_neutralises_a_hostile_header():
    text = written([{"=evil": "1"}], ["=evil"])
    assert text.splitlines()[0] == "'=evil"


def test_a_cell_read_back_and_written_again_is_not_prefixed_twice():
    first = written([{"a": "=1+1"}], ["a"])
    again = written(list(csv.DictReader(io.StringIO(first))), ["a"])
    assert again == first
