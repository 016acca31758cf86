"""A batch's progress: one line per submission in a log, one line rewritten on a terminal."""

import io

from pathlab_tools.grader import progress


class Terminal(io.StringIO):
    def isatty(self):
        return True


def result(output="a.ipynb: A1 Dijkstra, score 7/12", score=7):
    return {"score": score, "max_score": 12, "execution_time": 14.2, "output": output}


def test_a_log_gets_one_line_per_submission_with_problems_counted():
    log = io.StringIO()
    bar = progress.Progress(2, log)
    bar.finished("dir/bob.ipynb", result(output="first\ncell 2 failed"))
    bar.finished("dir/eve\n.ipynb", result())
    lines = log.getvalue().splitlines()
    assert lines[0].startswith("graded 1/2: bob.ipynb score 7/12 in 14.2 s; 1 with a problem so far; about ")
    assert lines[1].startswith("graded 2/2: eve\\x0a.ipynb score 7/12 in 14.2 s; 1 with a problem so far; ")
    assert lines[1].endswith(" in all")


def test_a_terminal_gets_one_line_rewritten_and_a_line_break_at_the_end():
    terminal = Terminal()
    bar = progress.Progress(2, terminal)
    bar.finished("a.ipynb", result())
    assert (
        terminal.getvalue().startswith("\r\033[Kgraded 1/2, 0 with a problem so far")
        and "\n" not in terminal.getvalue()
    )
    bar.finished("b.ipynb", result())
    assert terminal.getvalue().endswith("\n")


def test_durations_read_as_people_say_them():
    assert [progress.duration(s) for s in (5, 89, 90, 3000, 5400, 7200)] == [
        "5 s",
        "89 s",
        "2 min",
        "50 min",
        "1.5 h",
        "2.0 h",
    ]
