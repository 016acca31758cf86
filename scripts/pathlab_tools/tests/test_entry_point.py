"""An entry point's one-line errors: "program: message" on stderr and the exit code, for the
errors it names only (anything else is a fault of the tool's own, and its trace is kept)."""

import pytest

from pathlab_tools.entry_point import exit_code


class Stopped(Exception):
    pass


def test_the_commands_exit_code_when_nothing_is_raised(capsys):
    assert exit_code("grade", Stopped, lambda a, b: a + b, 2, 3) == 5
    assert capsys.readouterr().err == ""


def test_a_named_error_is_one_line_with_the_programs_name_and_the_status(capsys):
    def command():
        raise Stopped("no JDK 17 or newer found")

    assert exit_code("grade", Stopped, command) == 1
    assert exit_code("hand-out", (KeyError, Stopped), command, status=2) == 2
    assert capsys.readouterr().err == "grade: no JDK 17 or newer found\nhand-out: no JDK 17 or newer found\n"


def test_other_errors_and_usage_errors_pass_through():
    def fault():
        raise ValueError("a fault of the tool's own")

    def usage():
        raise SystemExit(2)

    with pytest.raises(ValueError):
        exit_code("grade", Stopped, fault)
    with pytest.raises(SystemExit):
        exit_code("grade", Stopped, usage)
