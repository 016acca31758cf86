"""The trusted grader: everything scripts/grade does on the teacher's side of the sandbox
(README.md beside this file says what each module is and what it trusts).

Its modules import the repository's scripts/toolchain.py (where the build is, which JDK) and
scripts/assignments.py (the assignments, from their folders), put on the path here.
"""
import sys
from pathlib import Path

_SCRIPTS = str(Path(__file__).resolve().parents[2] / "scripts")
if _SCRIPTS not in sys.path:
    sys.path.insert(0, _SCRIPTS)
