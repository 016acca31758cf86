"""The trusted grader: everything scripts/grade does on the teacher's side of the sandbox
(README.md beside this file says what each module is and what it trusts).

Its modules import only the package's toolchain (where the build is, which JDK), assignments
(the assignments, from their folders) and entry_point (cli's one-line errors), and each other:
never the teacher's tools.
"""
