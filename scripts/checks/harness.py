"""The end-to-end checks' harness: one line per check, a count, and the last line.

A check prints "  ok    NAME" or "  FAIL  NAME", with its detail in brackets, and under a failed one
its problems, indented; the run ends with "N passed, M failed" and the exit code 1 if any failed.
scripts/test and people read these lines: their format is a contract. Standard library only: some
checks run before scripts/setup has made the environment.
"""

import signal
import sys


def clean_up_when_stopped():
    """The test command stops a check with SIGTERM (when the other lane failed): exit then, so that
    every `finally` still runs and no scratch folder is left behind."""
    signal.signal(signal.SIGTERM, lambda signum, _frame: sys.exit(128 + signum))


class Checks:
    """Counts and prints checks: one line each, the problems indented under a failed one.

    details="failed" shows a check's detail only when it failed (the devcontainer check's
    detail is the command's output, noise when it worked)."""

    def __init__(self, details="always"):
        self.details = details
        self.results = []  # (name, passed), in the order they ran

    @property
    def passed(self):
        return sum(ok for _, ok in self.results)

    @property
    def failed(self):
        return len(self.results) - self.passed

    def check(self, name, problems, detail=""):
        """A check that failed if there are problems (a list of what is wrong); returns whether it passed."""
        ok = self.holds(name, not problems, detail)
        for p in problems:
            print("          " + str(p).replace("\n", "\n          "), flush=True)
        return ok

    def holds(self, name, ok, detail=""):
        """A check that passed if `ok` is true, with nothing more to say when it failed; returns `ok`."""
        ok = bool(ok)
        self.results.append((name, ok))
        if self.details == "failed":
            detail = "" if ok or not detail else f"  ({detail})"
        else:
            detail = f" ({detail})" if detail else ""
        print(("  ok    " if ok else "  FAIL  ") + name + detail, flush=True)
        return ok

    def summary(self):
        """Prints the last line, "N passed, M failed"; returns the exit code, 1 if any failed."""
        print(f"{self.passed} passed, {self.failed} failed", flush=True)
        return 1 if self.failed else 0
