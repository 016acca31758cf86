"""The end-to-end checks of scripts/checks/ as tests: each runs one check's command as scripts/test
runs it and expects its exit code 0; a check that says "SKIPPED: ... because ..." is skipped with
that reason. They take minutes, so a plain `pytest` leaves them out (conftest.py): `pytest -m slow`
runs them all, `-m root` or `-m browser` those that need root or Chromium, `-m slow -k NAME` one."""

import subprocess
import sys

import pytest

from pathlab_tools.toolchain import REPO

CHECKS = REPO / "scripts" / "checks"

END_TO_END = [
    pytest.param(["coursework-check"], marks=[pytest.mark.slow, pytest.mark.root], id="coursework-check"),
    pytest.param(["new-assignment-check"], marks=[pytest.mark.slow], id="new-assignment-check"),
    pytest.param(["teacher-side-check"], marks=[pytest.mark.slow], id="teacher-side-check"),
    pytest.param(["course-check"], marks=[pytest.mark.slow], id="course-check"),
    pytest.param(["browser-test"], marks=[pytest.mark.slow, pytest.mark.browser], id="browser-test"),
    pytest.param(
        ["hub-load", "--users", "5", "--browsers", "1", "--runaway", "--time-limit", "170"],
        marks=[pytest.mark.slow, pytest.mark.root, pytest.mark.browser],
        id="hub-load",
    ),
    pytest.param(["kernel-conformance.py"], marks=[pytest.mark.slow], id="kernel-conformance"),
]


@pytest.mark.parametrize("command", END_TO_END)
def test_check_passes(command):
    done = subprocess.run(
        [sys.executable, str(CHECKS / command[0]), *command[1:]],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    said = done.stdout.splitlines()
    last = next((line for line in reversed(said) if line.strip()), "")
    if done.returncode == 0 and "SKIPPED:" in last:
        pytest.skip(last)
    assert done.returncode == 0, f"{command[0]} exited with {done.returncode}; its output ends:\n" + "\n".join(
        said[-40:]
    )
