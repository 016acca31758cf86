"""busy_cores: the loops run while the block runs and are gone after it, whatever ends the block;
each ends by itself after its limit or when the process that started it is killed; the
command-line form passes the command's exit code on."""

import os
import signal
import subprocess
import sys
import time

import pytest

from pathlab_tools import busy_cores as load


def alive(pids):
    return [pid for pid in pids if os.path.exists(f"/proc/{pid}") and "Z" not in status(pid)]


def status(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            return next(line for line in f if line.startswith("State:"))
    except OSError:
        return "Z"


@pytest.fixture
def started(monkeypatch):
    """The pids of the busy loops busy_cores starts."""
    pids, popen = [], load.subprocess.Popen

    def recorded(*args, **kwargs):
        child = popen(*args, **kwargs)
        pids.append(child.pid)
        return child

    monkeypatch.setattr(load.subprocess, "Popen", recorded)
    return pids


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_loops_run_in_the_block_and_are_gone_after_it_even_when_it_fails(started):
    with pytest.raises(RuntimeError), load.busy_cores(2) as count:
        assert count == 2 and len(alive(started)) == 2
        raise RuntimeError("the block failed")
    assert alive(started) == []


def test_one_loop_per_core_by_default(started):
    with load.busy_cores(limit=30) as count:
        assert count == (os.cpu_count() or 1) == len(started)


def test_a_loop_ends_by_itself_after_its_limit(started):
    with load.busy_cores(1, limit=0.5):
        loop = started[0]
        deadline = time.monotonic() + 30
        while alive([loop]) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert alive([loop]) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_loops_end_when_the_process_that_started_them_is_killed():
    block = "from pathlab_tools.busy_cores import busy_cores\nwith busy_cores(2, limit=60):\n    input()\n"
    parent = subprocess.Popen([sys.executable, "-c", block], cwd=load.SCRIPTS, stdin=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while len(children(parent.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    loops = children(parent.pid)
    assert len(loops) == 2
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    while alive(loops) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert alive(loops) == []


def children(pid):
    """The processes whose parent is pid (from /proc)."""
    found = []
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{entry}/stat") as f:
                if int(f.read().rsplit(")", 1)[1].split()[1]) == pid:  # the field after the state
                    found.append(int(entry))
        except OSError:
            pass
    return found


def test_the_command_line_runs_the_command_and_gives_its_exit_code(started, capsys):
    assert load.main(["--", sys.executable, "-c", "raise SystemExit(3)"]) == 3
    assert capsys.readouterr().out.startswith("busy-cores: ")


def test_the_command_line_without_a_command_is_a_usage_error(capsys):
    assert load.main(["--"]) == 2
    assert "usage: " in capsys.readouterr().err
