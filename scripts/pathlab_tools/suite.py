"""The test command's steps (scripts/test, whose text says what each checks): setup first, then each
step of STEP_LIST, or those --step names, with the time each took. Every step runs a command of its
own (a check in scripts/checks/, the build, pytest) and fails the suite when it exits non-zero; what
this machine cannot run is reported as "SKIPPED: ... because ..." instead.

The whole suite runs in two lanes: the steps of BESIDE (each in a folder, a clone or a user of its
own, most of their time spent downloading or waiting for a browser) one after another on a thread
of their own from the end of setup on (what reads this checkout's build waits for the unit step,
which rebuilds it: BUILT); the other steps in order in this one, their output shown as it comes.
The steps beside write their output to a log file each (target/test-steps/), shown whole before
the last step; the first step that fails in either lane ends the suite. With --step, the chosen
steps run one after another in this lane.
Standard library only: it runs before and beside the environment, whose Python runs the checks.
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from . import toolchain
from .busy_cores import busy_cores
from .entry_point import usage_parser
from .toolchain import REPO

try:
    import resource  # CPU time of the processes a step ran, where there is no /proc/stat; not on Windows
except ImportError:
    resource = None

PROC_STAT = Path("/proc/stat")  # Linux: how long the cores have been busy, whoever kept them busy

SCRIPTS = REPO / "scripts"
CHECKS = SCRIPTS / "checks"  # the test harness: what only this command runs
TARGET = REPO / "target"
STEP_LOGS = TARGET / "test-steps"  # the output of each step run beside the others
KERNEL_TESTS = "pathlab/kernel/**/*Test,pathlab/widget/**/*Test"  # the kernel module's, as -Dtest selects them
STUDENT_HOME = Path("/var/tmp/pathlab-new-student")  # the new student's, reused by the student repository's check


class StepFailed(Exception):
    """A step failed: one line saying which command and how (its exit code, how long it ran)."""


class Lane:
    """Where a step's commands print and what times it: the steps begun in it, with its clocks() when
    each began. out None: this terminal; else a file, and each command runs in a session of its own,
    so that stop() ends it with whatever it started. A lane that runs alone counts CPU time too
    (cpu_seconds); of two lanes at once, neither does: the machine's time is not theirs alone."""

    def __init__(self, out=None, alone=True):
        self.out, self.alone, self.steps, self.running, self.stopped = out, alone, [], None, False

    def clocks(self):
        """(wall seconds, CPU seconds so far or None)."""
        return time.monotonic(), cpu_seconds() if self.alone else None

    def say(self, text):
        print(text, file=self.out or sys.stdout, flush=True)

    def call(self, command, env=None):
        """Runs command (a list of strings) in the repository; its exit code."""
        if self.stopped:
            return -signal.SIGTERM
        beside = self.out is not None
        child = subprocess.Popen(
            command,
            cwd=REPO,
            env=env,
            stdout=self.out,
            stderr=subprocess.STDOUT if beside else None,
            start_new_session=beside,
        )
        self.running = child
        try:
            return child.wait()
        finally:
            self.running = None

    def stop(self):
        """Ends the command running now with all it started; later commands do not start."""
        self.stopped, child = True, self.running
        if child is not None:  # (not poll(): the lane's thread waits for it and must be the one to reap it)
            try:
                if hasattr(os, "killpg"):
                    os.killpg(child.pid, signal.SIGTERM)
                else:  # Windows: no sessions; the command alone
                    child.terminate()
            except OSError:
                pass


BUILT = threading.Event()  # set when the build is final: after the unit step, which packages it again

MAIN = Lane()  # this thread's: the steps run in order, their output on this terminal
LANES = threading.local()  # .current: the lane of the thread that runs a step, where it is not MAIN


def lane():
    return getattr(LANES, "current", MAIN)


class Beside(threading.Thread):
    """The steps of BESIDE that were chosen, one after another on a thread of their own beside the
    suite's; each one's output goes to its log file. The first that fails ends this lane (failure
    says how), and the suite at its next step."""

    def __init__(self, steps, env, jdk, machine):
        super().__init__(name="beside the others", daemon=True)
        self.todo, self.arguments = steps, (env, jdk, machine)
        self.lane, self.logs, self.failure, self.shown = Lane(alone=False), [], None, False
        self.ended = None  # the lane's clocks() when its last step ended

    def run(self):
        LANES.current = self.lane
        STEP_LOGS.mkdir(parents=True, exist_ok=True)
        try:
            self.run_steps()
        finally:
            self.ended = self.lane.clocks()

    def run_steps(self):
        for name, title, action in self.todo:
            log = STEP_LOGS / f"{name}.log"
            self.logs.append(log)
            with log.open("w", encoding="utf-8", errors="replace") as self.lane.out:
                try:
                    if title:
                        step(title)
                    action(*self.arguments)
                except StepFailed as failure:
                    self.failure = failure
                except Exception as problem:  # noqa: BLE001  (a bug of this lane ends the suite, not the thread alone)
                    self.failure = StepFailed(f"{title or name}: {type(problem).__name__}: {problem}")
            if self.failure or self.lane.stopped:
                return

    def finish(self, stop=False):
        """Waits for this lane (ended first when stop), then shows each step's log whole, once."""
        if stop:
            self.lane.stop()
        self.join()
        if self.shown:
            return
        self.shown = True
        for log in self.logs:
            shown = log.relative_to(REPO) if log.is_relative_to(REPO) else log
            print(f"\n==== beside the others: {shown} ====", flush=True)
            print(log.read_text(encoding="utf-8", errors="replace"), end="", flush=True)


def cpu_seconds():
    """The CPU seconds so far, None where the platform does not count them: the machine's, from
    /proc/stat (what every process kept its cores busy with: the grading sandboxes' and Jupyter
    kernels' too, which no parent of ours waits for), else this process's and those it waited for.
    A step's CPU time beside its wall time says how busy it kept the cores."""
    busy = machine_busy(PROC_STAT)
    if busy is not None or resource is None:
        return busy
    return sum(
        u.ru_utime + u.ru_stime for u in map(resource.getrusage, (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    )


def machine_busy(stat):
    """The seconds the machine's cores have spent busy (user, nice, system, irq and softirq time, the
    first line of /proc/stat, which is stat here), or None where it cannot be read. Idle, waiting for
    I/O and stolen by the host are not busy."""
    try:
        fields = stat.read_text(encoding="ascii").split("\n", 1)[0].split()
        return sum(int(fields[i]) for i in (1, 2, 3, 6, 7)) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):  # AttributeError: no os.sysconf (Windows)
        return None


def step(title):
    here = lane()
    here.steps.append((title, here.clocks()))
    here.say(f"\n== {title} ==")


def step_times(lanes, started, busy):
    """The minutes each step of lanes (each a list of the steps begun in one lane, with clocks()
    when it began, and that lane's clocks() now) took until the next in its lane began or now, in
    wall time and, where its lane counted it, CPU time, a line each, slowest first (where the
    suite's time goes), under a line that says so; then the suite's wall time since started
    (time.monotonic()) and how long the machine's cores were busy since busy (machine_busy, or None)."""
    took = []
    for steps, now in lanes:
        ends = [began for _, began in steps[1:]] + [now]
        took += [
            (end[0] - began[0], None if None in (began[1], end[1]) else end[1] - began[1], title)
            for (title, began), end in zip(steps, ends)
        ]
    took.sort(key=lambda t: t[0], reverse=True)
    cores = os.cpu_count() or 1
    if any(cpu is not None for _, cpu, _ in took):
        header = (
            f"test: the time of each step (minutes of wall time, then of CPU time on this machine's {cores} cores, "
            "whatever else ran on it too):"
        )
    elif len(lanes) > 1:
        header = (
            "test: the time of each step (minutes of wall time, in two lanes at once: the CPU time is the suite's, "
            "below):"
        )
    else:
        header = "test: the time of each step (minutes of wall time):"
    wall = time.monotonic() - started
    now = machine_busy(PROC_STAT)
    total = f"test: {wall / 60:.1f} min in all" + (
        ""
        if busy is None or now is None
        else f"; this machine's {cores} cores were busy {(now - busy) / 60:.1f} CPU-min (/proc/stat)"
    )
    return "\n".join(
        [header]
        + [
            f"  {wall / 60:5.1f} min" + ("" if cpu is None else f"  {cpu / 60:5.1f} CPU") + f"  {title}"
            for wall, cpu, title in took
        ]
        + [total]
    )


def run(*command, env=None, what=None):
    """Runs a step's command, its output where its lane's goes; a non-zero exit fails the suite."""
    command = [str(c) for c in command]
    started = time.monotonic()
    code = lane().call(command, env)
    if code:
        raise StepFailed(f"{what or ' '.join(command)} failed (exit {code}, {time.monotonic() - started:.0f} s)")


def root_on_debian():
    return not toolchain.WINDOWS and os.geteuid() == 0 and shutil.which("apt-get") is not None


def test_prerequisites():
    """As root on Debian, what the tests need beyond setup: Chromium and its driver (browser test),
    debootstrap (the new student's folder), npm (the dev container CLI, the hub's proxy), shellcheck
    (the workflows' scripts). Elsewhere the steps that need them say SKIPPED."""
    wanted = [
        p
        for p, f in (
            ("chromium", "/usr/bin/chromium"),
            ("chromium-driver", "/usr/bin/chromedriver"),
            ("debootstrap", "/usr/sbin/debootstrap"),
            ("git", "/usr/bin/git"),
            ("npm", "/usr/bin/npm"),
            ("shellcheck", "/usr/bin/shellcheck"),
        )
        if not Path(f).exists()
    ]
    if not wanted or not root_on_debian():
        return
    print(f"test: installing Debian's {', '.join(wanted)} for the tests", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.call(["apt-get", "update", "-qq"], env=env)
    subprocess.call(["apt-get", "install", "-y", "-qq", *wanted], env=env, stdout=subprocess.DEVNULL)


class StudentMachine:
    """The new student's Debian 12 folder, made in the background while the unit tests run."""

    def __init__(self):
        self.log = TARGET / "student-machine.log"
        self.job = None
        if not root_on_debian():
            self.why_not = "it needs root on Debian (debootstrap and chroot)"
            return
        self.why_not = None
        self.log.parent.mkdir(parents=True, exist_ok=True)
        self.job = subprocess.Popen(
            [sys.executable, CHECKS / "student-machine", "make"],
            stdout=self.log.open("w"),
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    def ready(self):
        if self.job is None:
            return False
        code = self.job.wait()
        lane().say(self.log.read_text(errors="replace").rstrip("\n"))
        if code:
            self.why_not = f"its folder could not be made (exit {code}, above)"
        return code == 0

    def stop(self):
        if self.job is not None and self.job.poll() is None:
            os.killpg(self.job.pid, 15)


def oldest_python():
    """Python 3.9, the oldest supported (macOS's own python3): command one in a scratch clone makes
    .venv with the older pinned Jupyter, and the kernel answers there."""
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv"))
    candidates = sorted(pyenv.glob("versions/3.9*/bin/python3.9")) + [shutil.which("python3.9")]
    found = next(
        (
            c
            for c in candidates
            if c
            and subprocess.run(  # (a pyenv shim may not run)
                [str(c), "-c", "import sys; sys.exit(sys.version_info[:2] != (3, 9))"], capture_output=True
            ).returncode
            == 0
        ),
        None,
    )
    if not found:
        lane().say("test: SKIPPED: command one on Python 3.9, because no python3.9 is installed")
        return
    scratch = Path(tempfile.mkdtemp(prefix="pathlab-python39-"))
    try:
        run("git", "clone", "-q", REPO, scratch / "pathlab")
        run(found, scratch / "pathlab" / "scripts" / "setup", "--no-start", what=f"command one with {found}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def extra_jdks(env):
    homes = [h for h in os.environ.get("PATHLAB_EXTRA_JDKS", "").split(os.pathsep) if h]
    for home in homes:
        java = toolchain.executable(Path(home) / "bin", "java")
        jdk = toolchain.describe(java) if java.exists() else None
        if jdk is None:
            raise StepFailed(f"PATHLAB_EXTRA_JDKS names {home}, which has no working bin/java")
        name = f"{toolchain.KERNEL_NAME}-{jdk.feature}"
        step(f"Java {jdk.feature} ({home}): kernel tests, kernel self-test, attack corpus, notebooks")
        on_jdk = toolchain.java_environment(jdk)
        # the main classes as the unit step built them, not compiled again: Maven's incremental
        # build recompiles coursework/ and kernel/ here, and the hub's kernels beside this lane load
        # those folders (a class rewritten under a running cell is "cannot find symbol")
        run(*kernel_tests("test"), "-q", "-Dmaven.main.skip=true", env=on_jdk)
        run(jdk.java, "-jar", toolchain.KERNEL_JAR, "install", "--prefix", env.prefix, "--name", name)
        run(env.python, SCRIPTS / "kernel-selftest.py", "--kernel", name)
        run(env.python, CHECKS / "kernel-conformance.py", "--kernel", name)
        run(env.python, CHECKS / "coursework-check", "--attacks-only", env=on_jdk)
        run(env.python, SCRIPTS / "run-notebooks.py", "--kernel", name, "--jobs", 2)


def kernel_tests(goal):
    """The Maven command that runs the kernel module's tests (goal: test or verify), with what it
    compiles against (-am) but none of their tests."""
    return toolchain.maven_command(
        "-B", "-ntp", "-pl", "kernel", "-am", goal, f"-Dtest={KERNEL_TESTS}", "-Dsurefire.failIfNoSpecifiedTests=false"
    )


def unit_tests(env, jdk, machine):
    """Every module's tests; the kernel's with every core kept busy by another process, so that its
    timed tests (a cell stopped, a thread left behind, an answer waited for) hold on a busy machine
    too (they run idle on each extra JDK)."""
    on_jdk = toolchain.java_environment(jdk)
    run(*toolchain.maven_command("-B", "-ntp", "verify", "-pl", "!kernel"), env=on_jdk)
    with busy_cores(limit=1800) as count:
        lane().say(f"test: the kernel's tests, with {count} busy-loop processes keeping every core busy")
        run(*kernel_tests("verify"), env=on_jdk)
    run(env.python, CHECKS / "skipped-tests.py")
    # verify packages the jars again, and the kernel's class archive holds the jar's time: install
    # the kernel again, as after any rebuild (docs/hub.md), so the steps after this one test it whole
    run(sys.executable, SCRIPTS / "setup", "--no-start")


def python_side(env, jdk, machine):
    """The package pathlab_tools: pytest and ruff (the test extra, requirements-test.txt) installed into
    the environment, then lint, format and the unit tests (pyproject.toml configures all three)."""
    run(env.python, "-m", "pip", "install", "--disable-pip-version-check", "-q", "-r", REPO / "requirements-test.txt")
    # The package, the hub's configuration, the driver of the bench's C++ peer:
    python_files = [SCRIPTS, REPO / "hub", REPO / "bench"]
    run(env.python, "-m", "ruff", "check", "--no-cache", *python_files)
    run(env.python, "-m", "ruff", "format", "--check", "--no-cache", *python_files)
    tests = lane().call([str(env.python), "-m", "pytest", "-q", "-p", "no:cacheprovider"])
    if tests == 5:  # pytest's exit code when it collected no test
        lane().say("test: SKIPPED: pytest, because scripts/pathlab_tools/tests holds no test")
    elif tests:
        raise StepFailed(f"pytest failed (exit {tests})")


def kernel_self_test(env, jdk, machine):
    run(env.python, SCRIPTS / "kernel-selftest.py")
    run(env.python, CHECKS / "kernel-conformance.py")


def binder(env, jdk, machine):
    if root_on_debian():
        run("bash", CHECKS / "binder-simulate")
    else:
        lane().say("test: SKIPPED: the Binder simulation, because it needs root on Linux (a user of its own)")


def coursework(env, jdk, machine):
    if toolchain.WINDOWS:
        lane().say(
            "test: SKIPPED: the coursework and teacher-side checks, because grading and collect run on Linux "
            "and macOS (WSL2 on Windows): their sandbox and limits are POSIX"
        )
        return
    run(env.python, CHECKS / "coursework-check")
    step("a teacher's own assignment: scaffolded, built, graded and released in a scratch copy")
    run(env.python, CHECKS / "new-assignment-check")
    step("the teacher's side: hostile repositories, notebooks and messages; the teachers' pages' commands")
    run(env.python, CHECKS / "teacher-side-check")


def wait_for_build():
    """A step beside the others that reads this checkout's build (the course released from it, its
    kernel) waits until the unit step has packaged it and installed the kernel again."""
    if not BUILT.is_set():
        lane().say("test: waiting for the unit step, which rebuilds what this step reads")
        BUILT.wait()


def new_student(env, jdk, machine):
    if machine.ready():
        try:
            run(env.python, CHECKS / "new-student", "--home", STUDENT_HOME)
            step("student repository: released, set up and tested as the new student")
            wait_for_build()
            run(env.python, CHECKS / "course-check", "--student-machine", STUDENT_HOME)
        finally:
            shutil.rmtree(STUDENT_HOME, ignore_errors=True)
    else:
        lane().say(f"test: SKIPPED: the new student's test, because {machine.why_not}")
        step("student repository: released, set up and tested in a scratch folder")
        wait_for_build()
        run(env.python, CHECKS / "course-check")
        step("browser test: notebooks 01 and 02 in Chromium, in JupyterLab 4 and Notebook 7; every notebook at 1366 px")
        run(env.python, CHECKS / "browser-test")


def hub(env, jdk, machine):
    wait_for_build()  # the hub's environment gets the kernel from this checkout's jar
    run(env.python, CHECKS / "hub-load", "--users", 5, "--browsers", 1, "--runaway", "--time-limit", 170)


def python39(env, jdk, machine):
    oldest_python()


def each_extra_jdk(env, jdk, machine):
    extra_jdks(env)


def jjava_mode(env, jdk, machine):
    run(env.python, SCRIPTS / "run-notebooks.py", "--api", "jjava", "--jobs", 2)


def workflows(env, jdk, machine):
    run(env.python, CHECKS / "workflow-lint")


def notebooks(env, jdk, machine):
    run(env.python, SCRIPTS / "run-notebooks.py", "--jobs", 2)  # its last line, "N passed, M failed", ends the suite


# The steps after setup, in order: (name for --step, title, what it runs). Each title is printed
# as the step begins; "extra-jdks" prints one title per JDK itself.
STEP_LIST = [
    ("unit", "unit tests of every module (mvnw verify; the kernel's on busy cores)", unit_tests),
    ("python", "the Python side: ruff (lint, format) and pytest on pathlab_tools", python_side),
    ("kernel", "kernel self-test and the kernel protocol's conformance suite", kernel_self_test),
    ("coursework", "coursework: release, grading, broken submissions, Gradescope", coursework),
    ("extra-jdks", None, each_extra_jdk),
    ("jjava", "notebooks in the kernel's JJava mode (what JJava and IJava accept)", jjava_mode),
    ("actionlint", "workflows: actionlint on every .github/workflows/ file", workflows),
    ("python39", "command one on Python 3.9, the oldest supported", python39),
    (
        "new-student",
        "the new student: a fresh Debian 12 folder, a non-root user, a fresh clone, the two commands",
        new_student,
    ),
    ("hub", "a class on one JupyterHub: 5 students at once (one in Chromium) and a runaway", hub),
    ("binder", "Binder simulation", binder),
    ("notebooks", "notebooks", notebooks),
]
# The steps that run beside the others when the whole suite runs, from the end of setup on: each works
# in a copy, a clone, a user or a Debian folder of its own (what reads this checkout's build waits
# for BUILT). In STEP_LIST's order: the new student's Debian folder is being made meanwhile.
BESIDE = {"actionlint", "python39", "new-student", "hub", "binder"}


def arguments(doc, argv=None):
    """scripts/test's options (doc: its usage); a usage error ends with argparse's message and exit code 2."""
    parser = usage_parser("scripts/test", doc)
    parser.add_argument(
        "--quick", action="store_true", help="only that this machine is set up: setup, kernel self-test, browser test"
    )
    parser.add_argument(
        "--step",
        action="append",
        choices=[name for name, _, _ in STEP_LIST],
        metavar="NAME",
        help="only this step, after setup (repeatable): " + ", ".join(name for name, _, _ in STEP_LIST),
    )
    return parser.parse_args(argv)


def chosen_steps(names):
    """The steps of STEP_LIST named (in the list's order, whatever the order of the names), or all for None."""
    return [s for s in STEP_LIST if names is None or s[0] in names]


def main(doc, argv=None):
    """scripts/test (doc: its usage): 0 when every step passed, 1 when one failed or could not start."""
    args = arguments(doc, argv)
    started, busy = time.monotonic(), machine_busy(PROC_STAT)
    machine = beside = None
    BUILT.clear()
    # SIGTERM (a CI job's timeout, kill) ends the suite as Ctrl-C does, through the finally below:
    # the lane beside runs its commands in sessions of their own, which the signal does not reach
    terminated = signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))

    def times():
        lanes = [(MAIN.steps, MAIN.clocks())] + ([(beside.lane.steps, beside.ended)] if beside else [])
        return step_times(lanes, started, busy)

    def end_beside():
        BUILT.set()  # (a step beside that waits for the build goes on, to find its lane stopped)
        if machine is not None:
            machine.stop()
        if beside is not None:
            beside.finish(stop=True)

    try:
        step("setup")
        run(sys.executable, SCRIPTS / "setup", "--no-start")
        env = toolchain.find_environment()
        test_prerequisites()
        if args.quick:
            step("kernel self-test")
            run(env.python, SCRIPTS / "kernel-selftest.py")
            step(
                "browser test: notebooks 01 and 02 in Chromium, in JupyterLab 4 and Notebook 7; every notebook at 1366 px"
            )
            run(env.python, CHECKS / "browser-test")
            print(f"\ntest --quick: {time.monotonic() - started:.0f} s")
            return 0
        chosen = chosen_steps(args.step)
        if any(name == "new-student" for name, _, _ in chosen):
            machine = StudentMachine()  # made in the background while the steps before it run
        jdk = toolchain.find_jdk()
        whole = args.step is None  # the whole suite: the steps of BESIDE in a lane of their own
        here = [s for s in chosen if not (whole and s[0] in BESIDE)]
        later = [s for s in chosen if whole and s[0] in BESIDE]
        if not any(name == "unit" for name, _, _ in here):
            BUILT.set()  # setup's build is the one the steps read
        MAIN.alone = not later  # (setup's CPU time, counted before, is then not told either)
        if later:
            beside = Beside(later, env, jdk, machine)
            beside.start()
        for name, title, action in here:
            if beside is not None and beside.failure:
                raise beside.failure
            if name == "notebooks" and whole:
                if beside is not None:
                    beside.finish()
                    if beside.failure:
                        raise beside.failure
                print(f"\n{times()}", flush=True)
                title = f"notebooks (the suite so far: {(time.monotonic() - started) / 60:.1f} min)"
            if title:
                step(title)
            action(env, jdk, machine)
            if name == "unit":
                BUILT.set()
        if beside is not None:
            beside.finish()
            if beside.failure:
                raise beside.failure
        if args.step is not None:
            print(f"\n{times()}", flush=True)
    except StepFailed as failure:
        end_beside()
        print(f"\n{times()}\n\ntest: FAILED: {failure}", flush=True)
        return 1
    except toolchain.ToolchainError as problem:
        end_beside()
        print(f"\ntest: ERROR: {problem}", flush=True)
        return 1
    finally:
        end_beside()
        signal.signal(signal.SIGTERM, terminated)
    return 0
