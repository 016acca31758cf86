"""Progress of a batch of submissions (scripts/grade --batch), on standard error.

On a terminal, one line rewritten in place: graded/total, how many had a problem so far (the CSV's
"problem" column: a notebook that is not one, cells that failed, a time limit) and the time left at
the pace so far. Otherwise (a log, CI) one line per finished submission, in the order they finish:

  graded 3/200: bob.ipynb score 7/12 in 14.2 s; 1 with a problem so far; about 11 min left
"""

import sys
import time
from pathlib import Path

from .inert import one_line


def duration(seconds):
    if seconds < 90:
        return f"{seconds:.0f} s"
    return f"{seconds / 60:.0f} min" if seconds < 5400 else f"{seconds / 3600:.1f} h"


class Progress:
    def __init__(self, total, stream=None):
        self.stream = stream or sys.stderr
        self.total, self.done, self.problems = total, 0, 0
        self.started = time.monotonic()
        self.terminal = self.stream.isatty()

    def finished(self, path, result):
        """One submission is graded: result is its results.json (score, max_score, output...)."""
        self.done += 1
        self.problems += "\n" in result["output"]  # its first line is the score; more is a problem
        elapsed = time.monotonic() - self.started
        left = elapsed / self.done * (self.total - self.done)
        status = f"{self.problems} with a problem so far" + (
            f"; about {duration(left)} left" if self.done < self.total else f"; {duration(elapsed)} in all"
        )
        if self.terminal:
            end = "\n" if self.done == self.total else ""
            self.stream.write(f"\r\033[Kgraded {self.done}/{self.total}, {status}{end}")
        else:
            self.stream.write(
                f"graded {self.done}/{self.total}: {one_line(Path(path).name)} score {result['score']}/"
                f"{result['max_score']} in {result['execution_time']} s; {status}\n"
            )
        self.stream.flush()
