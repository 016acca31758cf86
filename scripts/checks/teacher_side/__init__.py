"""The teacher-side corpus: one module per family of cases, each with `run(checks, scratch)`.

scripts/checks/teacher-side-check finds the modules here by themselves; a new family is a new
module, nothing to register. The modules import scripts/ (assignments, toolchain), the checks
(simulated_class) and the grader's package by name: the runner puts them on the search path. The
`checks` a module reports to is harness.Checks, the one every end-to-end check prints with.
"""
