"""Text a submission wrote, made inert: control characters escaped, long text capped once."""

import pytest

from pathlab_tools.grader import inert


@pytest.mark.parametrize(
    "char, shown",
    [
        ("\x1b", "\\x1b"),
        ("\r", "\\x0d"),
        ("\x00", "\\x00"),
        ("\x7f", "\\x7f"),
        ("\u202e", "\\u202e"),
        ("\u2028", "\\u2028"),
        ("\ufeff", "\\ufeff"),
        ("\udcff", "\\udcff"),
        ("\x9b", "\\x9b"),
        ("\u200b", "\\u200b"),
    ],
)
def test_a_control_format_or_unencodable_character_is_shown_as_its_escape(char, shown):
    assert inert.inert(f"a{char}b") == f"a{shown}b"


def test_a_carriage_return_cannot_print_a_fake_score_over_the_line():
    assert "\r" not in inert.inert("score 0/12\rscore 12/12")


def test_tabs_and_line_breaks_stay():
    assert inert.inert("a\tb\nc") == "a\tb\nc"


def test_a_long_text_is_capped_with_how_much_was_left_out():
    text = inert.inert("x" * (inert.LIMIT + 50))
    assert text == "x" * inert.LIMIT + "… (50 more characters)"


def test_a_capped_text_is_not_capped_again():
    once = inert.inert("x" * 5000)
    assert inert.inert(once) == once


def test_a_students_look_alike_ending_does_not_escape_the_cap():
    forged = "x" * 5000 + "… (1 more characters)"
    assert len(inert.inert(forged)) <= inert.LIMIT + inert.ENDING_MOST


def test_no_limit_keeps_everything():
    assert inert.inert("y" * 10000, limit=None) == "y" * 10000


def test_output_limit_is_larger():
    assert len(inert.inert("z" * 20000, inert.OUTPUT_LIMIT)) < 20000
    assert inert.inert("z" * 5000, inert.OUTPUT_LIMIT) == "z" * 5000


def test_one_line_escapes_line_breaks_and_tabs_and_is_never_capped():
    assert inert.one_line("a\nb\tc\r") == "a\\x0ab\\x09c\\x0d"
    assert inert.one_line("n" * 5000) == "n" * 5000


@pytest.mark.parametrize("text", ["\x1b[31mred", "a\nb", "\udcff", "plain"])
def test_both_are_idempotent(text):
    assert inert.inert(inert.inert(text)) == inert.inert(text)
    assert inert.one_line(inert.one_line(text)) == inert.one_line(text)


def test_anything_is_made_text():
    assert inert.inert(42) == "42" and inert.one_line(None) == "None"
