"""Load: every core of this machine kept busy by a process of its own, for as long as a block of
code (or a command) runs, to check that what is timed holds on a busy machine, not only an idle one.

    with busy_cores():        # one busy loop per core until the block ends
        run_the_tests()

    python3 -m pathlab_tools.busy_cores -- COMMAND [ARG ...]   (from scripts/) the command, its exit
                                                             code, with every core kept busy

Each busy loop is a Python process that only counts; it ends when the block ends, and by itself
when the process that started it is gone (however that ended, SIGKILL too) or after `limit`
seconds, so a load never outlives what it was for. The loops run at the same priority as
everything else: on two cores with two loops, a program that wants both cores gets about half.
Standard library only: the test command uses it before the environment exists.
"""

import contextlib
import os
import subprocess
import sys
import time
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[1]  # where `python3 -m pathlab_tools.busy_cores` finds the package


def spin(parent, limit):
    """One busy loop: counts until the process parent is gone or limit seconds have passed, and
    looks at both every hundred thousand steps (a few milliseconds)."""
    end = time.monotonic() + limit
    while os.getppid() == parent and time.monotonic() < end:
        for _ in range(100_000):
            pass


@contextlib.contextmanager
def busy_cores(count=None, limit=3600):
    """count busy-loop processes (None: one per core) for the block, each ended after limit seconds
    at the latest; yields how many run."""
    count = (os.cpu_count() or 1) if count is None else count
    spinning = [sys.executable, "-m", "pathlab_tools.busy_cores", "--spin", str(os.getpid()), str(float(limit))]
    loops = [subprocess.Popen(spinning, cwd=SCRIPTS) for _ in range(count)]
    try:
        yield count
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


def main(argv=None):
    """python3 -m pathlab_tools.busy_cores -- COMMAND ...: the command's exit code (2: no command)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--spin"]:  # one of busy_cores' loops: --spin PARENT LIMIT
        spin(int(argv[1]), float(argv[2]))
        return 0
    command = argv[1:] if argv[:1] == ["--"] else argv
    if not command:
        print("usage: python3 -m pathlab_tools.busy_cores -- COMMAND [ARG ...]", file=sys.stderr)
        return 2
    with busy_cores(limit=24 * 3600) as count:
        print(f"busy-cores: {count} busy-loop processes (one per core) while {' '.join(command)} runs", flush=True)
        return subprocess.call(command)


if __name__ == "__main__":
    sys.exit(main())
