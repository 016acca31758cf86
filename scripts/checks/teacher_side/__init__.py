"""The teacher-side corpus: one module per family of cases, each with `run(checks, scratch)`.

scripts/checks/teacher-side-check finds the modules here by themselves; a new family is a new
module, nothing to register. The modules import scripts/ (assignments, toolchain), the checks
(simulated_class) and the grader's package by name: the runner puts them on the search path.
"""


class Checks:
    """Counts and prints checks: one line each, the problems indented under a failed one."""

    def __init__(self):
        self.passed = self.failed = 0

    def check(self, name, problems, detail=""):
        ok = not problems
        print(("  ok    " if ok else "  FAIL  ") + name + (f" ({detail})" if detail else ""), flush=True)
        for p in problems:
            print("          " + str(p).replace("\n", "\n          "))
        self.passed += ok
        self.failed += not ok
