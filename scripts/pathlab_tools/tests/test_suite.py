"""The test command's own logic, no step run for real: its options, which steps --step chooses and
in what order, the table of step times, the command each step runs (run is recorded, not called),
what a machine that cannot run a step is told instead, and the lane of steps run beside the others
(its logs, its failures, its stop)."""

import contextlib
import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest

from pathlab_tools import suite, toolchain

DOC = "Command two: everything CI checks.\n\n  scripts/test [--quick] [--step NAME]\n"
ENV = toolchain.Environment(Path("/env"), Path("/env/bin/python"), "a test's environment")
JDK = toolchain.Jdk(Path("/jdk"), 21, Path("/jdk/bin/java"), Path("/jdk/bin/javac"))


@pytest.fixture
def ran(monkeypatch):
    """The commands the steps ask run to run, as lists of strings (each exits 0), and the titles of
    the steps they begin."""
    commands = []
    monkeypatch.setattr(suite, "run", lambda *command, env=None, what=None: commands.append([str(c) for c in command]))
    monkeypatch.setattr(suite, "MAIN", suite.Lane())
    built = threading.Event()
    built.set()  # a step run alone reads the build setup made
    monkeypatch.setattr(suite, "BUILT", built)
    return commands


def titles():
    return [title for title, _ in suite.MAIN.steps]


def test_each_step_is_named_once_and_has_a_title_or_prints_its_own():
    names = [name for name, _, _ in suite.STEP_LIST]
    assert len(names) == len(set(names))
    assert all(title or name == "extra-jdks" for name, title, _ in suite.STEP_LIST)


def test_step_is_repeatable_and_the_steps_keep_the_suites_order():
    args = suite.arguments(DOC, ["--step", "binder", "--step", "unit"])
    assert args.step == ["binder", "unit"] and not args.quick
    assert [name for name, _, _ in suite.chosen_steps(args.step)] == ["unit", "binder"]


def test_without_step_every_step_runs():
    assert suite.arguments(DOC, []).step is None
    assert suite.chosen_steps(None) == suite.STEP_LIST


def test_quick_is_an_option_of_its_own():
    assert suite.arguments(DOC, ["--quick"]).quick


def test_an_unknown_step_is_a_usage_error_naming_the_steps(capsys):
    with pytest.raises(SystemExit) as exit:
        suite.arguments(DOC, ["--step", "everything"])
    assert exit.value.code == 2
    assert "invalid choice: 'everything'" in capsys.readouterr().err


def test_the_step_times_are_in_minutes_slowest_first_each_until_the_next_began(monkeypatch):
    steps = [("setup", (0.0, 0.0)), ("unit tests", (30.0, 24.0)), ("notebooks", (330.0, 624.0))]
    monkeypatch.setattr(suite, "machine_busy", lambda stat: 1100.0)
    monkeypatch.setattr(suite.os, "cpu_count", lambda: 2)
    table = suite.step_times([(steps, (336.0, 630.0))], time.monotonic() - 336, 470.0)
    assert table.splitlines() == [
        "test: the time of each step (minutes of wall time, then of CPU time on this machine's 2 cores, "
        "whatever else ran on it too):",
        "    5.0 min   10.0 CPU  unit tests",
        "    0.5 min    0.4 CPU  setup",
        "    0.1 min    0.1 CPU  notebooks",
        "test: 5.6 min in all; this machine's 2 cores were busy 10.5 CPU-min (/proc/stat)",
    ]


def test_in_two_lanes_the_steps_have_wall_times_each_until_the_next_in_its_lane_and_the_suite_its_cpu(monkeypatch):
    main = [("setup", (0.0, 0.0)), ("unit tests", (30.0, None)), ("notebooks", (330.0, None))]
    beside = [("Binder simulation", (30.0, None)), ("new student", (120.0, None))]
    monkeypatch.setattr(suite, "machine_busy", lambda stat: 1100.0)
    monkeypatch.setattr(suite.os, "cpu_count", lambda: 2)
    table = suite.step_times([(main, (336.0, None)), (beside, (300.0, None))], time.monotonic() - 360, 200.0)
    assert table.splitlines() == [
        "test: the time of each step (minutes of wall time, in two lanes at once: the CPU time is the suite's, below):",
        "    5.0 min  unit tests",
        "    3.0 min  new student",
        "    1.5 min  Binder simulation",
        "    0.5 min  setup",
        "    0.1 min  notebooks",
        "test: 6.0 min in all; this machine's 2 cores were busy 15.0 CPU-min (/proc/stat)",
    ]


def test_the_cpu_time_is_the_machines_busy_time_from_proc_stat(tmp_path, monkeypatch):
    """user + nice + system + irq + softirq; idle, iowait and steal are not busy."""
    stat = tmp_path / "stat"
    stat.write_text("cpu  1000 200 300 5000 700 40 60 900 0 0\ncpu0 500 100 150 2500 350 20 30 450 0 0\n")
    monkeypatch.setattr(suite.os, "sysconf", lambda name: 100, raising=False)
    assert suite.machine_busy(stat) == 16.0
    monkeypatch.setattr(suite, "PROC_STAT", stat)
    assert suite.Lane().clocks()[1] == 16.0
    assert suite.Lane(alone=False).clocks()[1] is None


def test_without_proc_stat_the_cpu_time_is_that_of_the_suites_processes(tmp_path, monkeypatch):
    assert suite.machine_busy(tmp_path / "none") is None
    monkeypatch.setattr(suite, "PROC_STAT", tmp_path / "none")
    assert suite.cpu_seconds() is None if suite.resource is None else suite.cpu_seconds() > 0


def test_without_cpu_times_the_steps_have_wall_times_only_and_the_total_its_wall_time():
    steps = [("setup", (0.0, None)), ("unit tests", (30.0, None))]
    assert suite.step_times([(steps, (90.0, None))], time.monotonic() - 90, None).splitlines() == [
        "test: the time of each step (minutes of wall time):",
        "    1.0 min  unit tests",
        "    0.5 min  setup",
        "test: 1.5 min in all",
    ]


def test_a_lane_alone_counts_the_cpu_time_of_the_processes_its_steps_ran():
    if suite.cpu_seconds() is None:
        pytest.skip("no CPU times on this platform")
    before = suite.Lane().clocks()
    assert suite.Lane().call([sys.executable, "-c", "sum(range(3_000_000))"]) == 0
    after = suite.Lane().clocks()
    assert after[0] > before[0] and after[1] > before[1]


def test_a_lane_with_a_file_writes_its_commands_output_and_errors_there(tmp_path):
    log = tmp_path / "step.log"
    with log.open("w") as out:
        here = suite.Lane(out)
        here.say("== a step ==")
        assert here.call([sys.executable, "-c", "import sys; print('out'); print('err', file=sys.stderr)"]) == 0
    assert log.read_text().splitlines() == ["== a step ==", "out", "err"]


def test_a_stopped_lane_ends_its_command_and_starts_no_other(tmp_path):
    with (tmp_path / "step.log").open("w") as out:
        here = suite.Lane(out)
        stopper = threading.Timer(1.0, here.stop)
        stopper.start()
        started = time.monotonic()
        code = here.call([sys.executable, "-c", "import time; time.sleep(60)"])
        stopper.join()
    assert code != 0 and time.monotonic() - started < 30
    assert here.call([sys.executable, "-c", "pass"]) != 0


def test_a_step_begins_with_its_title_on_a_line_of_its_own(ran, capsys):
    suite.step("Binder simulation")
    assert capsys.readouterr().out == "\n== Binder simulation ==\n"
    assert titles() == ["Binder simulation"]


def test_a_command_that_fails_fails_the_suite_with_its_exit_code():
    with pytest.raises(suite.StepFailed, match=r"^the check failed \(exit 3, \d+ s\)$"):
        suite.run(sys.executable, "-c", "raise SystemExit(3)", what="the check")
    suite.run(sys.executable, "-c", "pass")


def test_the_kernel_step_runs_the_self_test_then_the_conformance_suite(ran):
    suite.kernel_self_test(ENV, JDK, None)
    assert ran == [
        [str(ENV.python), str(suite.SCRIPTS / "kernel-selftest.py")],
        [str(ENV.python), str(suite.CHECKS / "kernel-conformance.py")],
    ]


def test_the_unit_step_verifies_runs_the_kernels_tests_on_busy_cores_lists_the_skipped_and_installs_again(
    ran, monkeypatch, capsys
):
    loads = []

    @contextlib.contextmanager
    def busy(limit):
        loads.append(len(ran))
        yield 2
        loads.append(len(ran))

    monkeypatch.setattr(suite, "busy_cores", busy)
    suite.unit_tests(ENV, JDK, None)
    assert ran[0][-5:] == ["-B", "-ntp", "verify", "-pl", "!kernel"]
    assert ran[1][-8:] == [
        "-B",
        "-ntp",
        "-pl",
        "kernel",
        "-am",
        "verify",
        f"-Dtest={suite.KERNEL_TESTS}",
        "-Dsurefire.failIfNoSpecifiedTests=false",
    ]
    assert loads == [1, 2]  # the kernel's tests alone, on busy cores
    assert "the kernel's tests, with 2 busy-loop processes" in capsys.readouterr().out
    assert ran[2:] == [
        [str(ENV.python), str(suite.CHECKS / "skipped-tests.py")],
        [sys.executable, str(suite.SCRIPTS / "setup"), "--no-start"],
    ]


@pytest.mark.parametrize(
    "action, command",
    [
        (suite.hub, ["hub-load", "--users", "5", "--browsers", "1", "--runaway", "--time-limit", "170"]),
        (suite.workflows, ["workflow-lint"]),
        (suite.jjava_mode, ["run-notebooks.py", "--api", "jjava", "--jobs", "2"]),
        (suite.notebooks, ["run-notebooks.py", "--jobs", "2"]),
    ],
)
def test_a_one_command_step_runs_its_script_with_the_environments_python(ran, action, command):
    action(ENV, JDK, None)
    assert len(ran) == 1
    assert ran[0][0] == str(ENV.python)
    assert [Path(ran[0][1]).name, *ran[0][2:]] == command


def test_coursework_is_three_checks_the_last_two_with_titles_of_their_own(ran, monkeypatch):
    monkeypatch.setattr(toolchain, "WINDOWS", False)
    suite.coursework(ENV, JDK, None)
    assert [Path(c[1]).name for c in ran] == ["coursework-check", "new-assignment-check", "teacher-side-check"]
    assert [t.split(":")[0] for t in titles()] == ["a teacher's own assignment", "the teacher's side"]


def test_coursework_is_skipped_on_windows_saying_why(ran, monkeypatch, capsys):
    monkeypatch.setattr(toolchain, "WINDOWS", True)
    suite.coursework(ENV, JDK, None)
    assert ran == []
    assert capsys.readouterr().out.startswith("test: SKIPPED: the coursework and teacher-side checks, because ")


@pytest.mark.parametrize("root", [True, False])
def test_the_binder_simulation_needs_root_on_debian(ran, monkeypatch, capsys, root):
    monkeypatch.setattr(suite, "root_on_debian", lambda: root)
    suite.binder(ENV, JDK, None)
    if root:
        assert ran == [["bash", str(suite.CHECKS / "binder-simulate")]]
    else:
        assert ran == []
        assert "test: SKIPPED: the Binder simulation, because it needs root" in capsys.readouterr().out


class NoMachine:
    why_not = "it needs root on Debian (debootstrap and chroot)"

    def ready(self):
        return False


def test_without_the_new_students_machine_course_and_browser_run_here(ran, capsys):
    suite.new_student(ENV, JDK, NoMachine())
    assert "SKIPPED: the new student's test, because it needs root on Debian" in capsys.readouterr().out
    assert [Path(c[1]).name for c in ran] == ["course-check", "browser-test"]
    assert [t.split(":")[0] for t in titles()] == ["student repository", "browser test"]


def test_the_new_students_machine_is_not_made_without_root_on_debian(monkeypatch):
    monkeypatch.setattr(suite, "root_on_debian", lambda: False)
    machine = suite.StudentMachine()
    assert machine.job is None and not machine.ready()
    assert machine.why_not == "it needs root on Debian (debootstrap and chroot)"
    machine.stop()


@pytest.mark.parametrize("code, said", [(5, "test: SKIPPED: pytest, because "), (0, "")])
def test_pytest_finding_no_test_is_skipped_not_failed(ran, monkeypatch, capsys, code, said):
    monkeypatch.setattr(suite.MAIN, "call", lambda command, env=None: code)
    suite.python_side(ENV, JDK, None)
    assert capsys.readouterr().out.startswith(said)
    assert [c[2:4] for c in ran] == [["pip", "install"], ["ruff", "check"], ["ruff", "format"]]


def test_pytest_failing_fails_the_step(ran, monkeypatch):
    monkeypatch.setattr(suite.MAIN, "call", lambda command, env=None: 1)
    with pytest.raises(suite.StepFailed, match=r"^pytest failed \(exit 1\)$"):
        suite.python_side(ENV, JDK, None)


def test_python_39_is_skipped_where_there_is_none(ran, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path))
    monkeypatch.setattr(suite.shutil, "which", lambda name: None)
    suite.oldest_python()
    assert ran == []
    assert capsys.readouterr().out == "test: SKIPPED: command one on Python 3.9, because no python3.9 is installed\n"


def test_an_extra_jdk_without_java_fails_naming_it(ran, monkeypatch, tmp_path):
    monkeypatch.setenv("PATHLAB_EXTRA_JDKS", str(tmp_path))
    with pytest.raises(suite.StepFailed, match="PATHLAB_EXTRA_JDKS names .* which has no working bin/java"):
        suite.extra_jdks(ENV)
    assert ran == []


@pytest.fixture
def machine_set_up(ran, monkeypatch):
    """main on a machine that is set up: the environment and JDK as above, nothing to install."""
    monkeypatch.setattr(toolchain, "find_environment", lambda: ENV)
    monkeypatch.setattr(toolchain, "find_jdk", lambda: JDK)
    monkeypatch.setattr(suite, "test_prerequisites", lambda: None)
    monkeypatch.setattr(suite, "root_on_debian", lambda: False)
    return ran


def test_main_runs_setup_then_the_chosen_steps_then_the_time_table(machine_set_up, capsys):
    assert suite.main(DOC, ["--step", "binder", "--step", "kernel"]) == 0
    assert titles() == ["setup", "kernel self-test and the kernel protocol's conformance suite", "Binder simulation"]
    assert machine_set_up[0] == [sys.executable, str(suite.SCRIPTS / "setup"), "--no-start"]
    out = capsys.readouterr().out
    table = out.split("\ntest: the time of each step (")[1].splitlines()[1:-1]
    assert sorted(line.split(" CPU  ")[1] for line in table) == sorted(titles())


def test_quick_runs_setup_the_self_test_and_the_browser_test(machine_set_up, capsys):
    assert suite.main(DOC, ["--quick"]) == 0
    assert [Path(c[1]).name for c in machine_set_up] == ["setup", "kernel-selftest.py", "browser-test"]
    assert capsys.readouterr().out.splitlines()[-1].startswith("test --quick: ")


def test_a_failed_step_ends_the_suite_with_the_time_table_one_line_and_exit_code_1(machine_set_up, monkeypatch, capsys):
    def fail(env, jdk, machine):
        raise suite.StepFailed("bash binder-simulate failed (exit 1, 3 s)")

    monkeypatch.setattr(suite, "STEP_LIST", [("binder", "Binder simulation", fail)])
    assert suite.main(DOC, ["--step", "binder"]) == 1
    out = capsys.readouterr().out
    assert out.endswith("\ntest: FAILED: bash binder-simulate failed (exit 1, 3 s)\n")
    table = out.split("\ntest: the time of each step (")[1].split("\n\n")[0].splitlines()[1:-1]
    assert sorted(line.split(" CPU  ")[1] for line in table) == ["Binder simulation", "setup"]


def test_no_jdk_ends_the_suite_with_one_line_and_exit_code_1(machine_set_up, monkeypatch, capsys):
    def no_jdk():
        raise toolchain.ToolchainError("a JDK 17 or newer is needed")

    monkeypatch.setattr(toolchain, "find_jdk", no_jdk)
    assert suite.main(DOC, ["--step", "binder"]) == 1
    assert capsys.readouterr().out.endswith("\ntest: ERROR: a JDK 17 or newer is needed\n")


def lanes_of(steps, monkeypatch, tmp_path):
    """STEP_LIST made of steps (name, action), each titled by its name; the logs in tmp_path."""
    monkeypatch.setattr(suite, "STEP_LIST", [(name, name, action) for name, action in steps])
    monkeypatch.setattr(suite, "STEP_LOGS", tmp_path / "test-steps")


def test_the_whole_suite_runs_the_steps_beside_on_a_thread_of_their_own_from_setup_on(
    machine_set_up, monkeypatch, tmp_path, capsys
):
    happened = []

    def here(name):
        def action(env, jdk, machine):
            assert suite.lane() is suite.MAIN and threading.current_thread() is threading.main_thread()
            time.sleep(0.2)
            happened.append(name)

        return action

    def beside(env, jdk, machine):
        assert suite.lane() is not suite.MAIN and threading.current_thread() is not threading.main_thread()
        happened.append("beside began")
        suite.wait_for_build()
        happened.append("beside built")
        suite.lane().say("said beside")
        assert suite.lane().call([sys.executable, "-c", "print('printed beside')"]) == 0

    lanes_of(
        [("unit", here("unit")), ("binder", beside), ("kernel", here("kernel")), ("notebooks", here("notebooks"))],
        monkeypatch,
        tmp_path,
    )
    monkeypatch.setattr(suite, "BUILT", threading.Event())
    assert suite.main(DOC, []) == 0
    assert happened.index("beside began") < happened.index("unit") < happened.index("beside built")
    assert happened[-1] == "notebooks"
    out = capsys.readouterr().out
    shown = out.index("==== beside the others: ")
    assert out[shown:].splitlines()[1:6] == [
        "",
        "== binder ==",
        "test: waiting for the unit step, which rebuilds what this step reads",
        "said beside",
        "printed beside",
    ]
    assert shown < out.index("== notebooks (the suite so far: ")
    assert out.count("said beside") == 1
    table = out.split("\ntest: the time of each step (")[1].split("\n\n")[0].splitlines()[1:-1]
    assert sorted(line.split(" min  ")[-1] for line in table) == ["binder", "kernel", "setup", "unit"]  # no CPU


def test_with_step_the_steps_beside_run_in_order_in_this_lane(machine_set_up, monkeypatch, tmp_path):
    happened = []
    lanes_of(
        [("unit", lambda *a: happened.append("unit")), ("binder", lambda *a: happened.append(suite.lane()))],
        monkeypatch,
        tmp_path,
    )
    assert suite.main(DOC, ["--step", "binder", "--step", "unit"]) == 0
    assert happened == ["unit", suite.MAIN]


def test_a_step_that_fails_beside_the_others_ends_the_suite_after_its_log(
    machine_set_up, monkeypatch, tmp_path, capsys
):
    def fails(env, jdk, machine):
        suite.lane().say("what the check printed")
        raise suite.StepFailed("binder-simulate failed (exit 1, 3 s)")

    ran_after = []
    lanes_of(
        [
            ("unit", lambda *a: time.sleep(0.5)),
            ("binder", fails),
            ("kernel", lambda *a: time.sleep(0.5)),
            ("notebooks", ran_after.append),
        ],
        monkeypatch,
        tmp_path,
    )
    assert suite.main(DOC, []) == 1
    out = capsys.readouterr().out
    assert out.endswith("\ntest: FAILED: binder-simulate failed (exit 1, 3 s)\n")
    assert "== binder ==\nwhat the check printed\n" in out
    assert ran_after == []


def waits(env, jdk, machine):
    """A step beside that runs a minute-long command, then says so once its lane stopped it."""
    suite.lane().call([sys.executable, "-c", "import time; time.sleep(60)"])
    suite.lane().say("after the stop")


def test_a_step_that_fails_here_stops_the_steps_beside(machine_set_up, monkeypatch, tmp_path, capsys):
    def fails(env, jdk, machine):
        time.sleep(1)
        raise suite.StepFailed("kernel-selftest.py failed (exit 1, 1 s)")

    lanes_of(
        [("unit", lambda *a: None), ("new-student", waits), ("kernel", fails), ("notebooks", lambda *a: None)],
        monkeypatch,
        tmp_path,
    )
    started = time.monotonic()
    assert suite.main(DOC, []) == 1
    assert time.monotonic() - started < 30
    out = capsys.readouterr().out
    assert out.endswith("\ntest: FAILED: kernel-selftest.py failed (exit 1, 1 s)\n")
    assert "== new-student ==\nafter the stop\n" in out


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM ends a Windows process at once")
def test_sigterm_ends_the_suite_and_the_command_running_beside(machine_set_up, monkeypatch, tmp_path, capsys):
    def terminated(env, jdk, machine):
        time.sleep(1)
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(30)

    handler = signal.getsignal(signal.SIGTERM)
    lanes_of([("new-student", waits), ("kernel", terminated), ("notebooks", lambda *a: None)], monkeypatch, tmp_path)
    started = time.monotonic()
    with pytest.raises(SystemExit) as exit:
        suite.main(DOC, [])
    assert exit.value.code == 128 + signal.SIGTERM and time.monotonic() - started < 20
    assert "== new-student ==\nafter the stop\n" in capsys.readouterr().out
    assert signal.getsignal(signal.SIGTERM) == handler
