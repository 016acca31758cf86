"""Command one's steps (scripts/setup, whose text says what each does): the JDK, the build, the
Python environment with Jupyter and this package, the kernel installed into it (or another Java
kernel pointed at Pathlab's classes) and its server's extension (kernel_websockets), grading's
sandbox, then JupyterLab. Each step is skipped when already done and says what it did on a line of
its own. A step that cannot go on raises ToolchainError with what to install or fix; main turns it
into one line and exit code 1.
Standard library only: it runs first, on a machine with no environment yet.
"""

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from . import kernel_websockets, toolchain
from .entry_point import usage_parser
from .kernelspecs import NO_SUCH_KERNELSPEC
from .toolchain import REPO, ToolchainError

BOLD, PLAIN = ("\033[1m", "\033[0m") if sys.stdout.isatty() and not toolchain.WINDOWS else ("", "")


def say(text):
    print(f"{BOLD}setup:{PLAIN} {text}", flush=True)


def build(jdk):
    """Step 2: everything Maven builds, in one command, when a source is newer than its output."""
    stale = toolchain.stale_outputs()
    if not stale:
        say("the build is up to date")
        return
    first = not (Path.home() / ".m2" / "wrapper").is_dir()
    say(
        "building the library, benchmarks, coursework and kernel (Maven Wrapper: mvnw package)"
        + (" - the first time Maven and the libraries are downloaded from Maven Central" if first else "")
    )
    store = toolchain.borrowed_trust_store(jdk)
    if store:
        say(
            f"Java {jdk.feature} has no certificate authorities of its own ({jdk.home / 'lib/security/cacerts'}):"
            f" Maven downloads with the system's ({store})"
        )
    started = time.monotonic()
    done = subprocess.run(
        toolchain.maven_command("-q", "-B", "-ntp", "package", "-DskipTests"),
        cwd=REPO,
        env=toolchain.java_environment(jdk),
    )
    if done.returncode:
        raise ToolchainError(f"the build failed (mvnw package, exit {done.returncode}): see above")
    toolchain.mark_built()
    say(f"built in {time.monotonic() - started:.0f} s")
    if not toolchain.KERNEL_JAR.exists():
        raise ToolchainError(f"the build did not produce {toolchain.KERNEL_JAR}")


def python_environment():
    """Step 3: the environment with Jupyter, made or completed here."""
    env = toolchain.active_environment() or toolchain.checkout_environment()
    if env.kind == "this checkout's .venv" and not env.python.exists():
        make_venv(env)
    versions = toolchain.jupyter_versions(env.python)
    stamp = env.prefix / "pathlab-requirements.txt"
    installed = stamp.exists() and stamp.read_bytes() == toolchain.REQUIREMENTS.read_bytes()
    if not toolchain.usable(versions) or (env.kind == "this checkout's .venv" and not installed):
        say(
            f"installing Jupyter into {env.kind} ({env.prefix}) with pip: requirements.txt"
            + ("" if versions.get("jupyterlab") else " - about 75 MB to download the first time")
        )
        done = env.run("-m", "pip", "install", "--disable-pip-version-check", "-q", "-r", toolchain.REQUIREMENTS)
        if done.returncode:
            raise ToolchainError(f"pip could not install requirements.txt into {env.prefix} (see above)")
        versions = toolchain.jupyter_versions(env.python)
        if not toolchain.usable(versions):
            raise ToolchainError(f"{env.prefix} still has no usable Jupyter after pip: {versions}")
        shutil.copyfile(toolchain.REQUIREMENTS, stamp)
    say(f"Jupyter: {env.kind} ({env.prefix}): JupyterLab {versions['jupyterlab']}, Notebook {versions['notebook']}")
    if toolchain.install_package(env):
        say(f"installed this checkout's Python tooling (pathlab_tools, editable) into {env.kind}")
    return env


def make_venv(env):
    say(f"making {env.prefix} (a virtual environment with {sys.executable}, Python {sys.version.split()[0]})")
    done = subprocess.run([sys.executable, "-m", "venv", str(env.prefix)], capture_output=True, text=True)
    if done.returncode or not env.python.exists():
        shutil.rmtree(env.prefix, ignore_errors=True)
        hint = (
            "Debian/Ubuntu: sudo apt install python3-venv"
            if "ensurepip" in done.stdout + done.stderr
            else (done.stderr.strip().splitlines() or ["see above"])[-1]
        )
        raise ToolchainError(f"cannot make a virtual environment with {sys.executable}: {hint}")


def enable_server_extension(env):
    """The environment's Jupyter server sends each kernel message at once (kernel_websockets): its
    config file in etc/jupyter/jupyter_server_config.d, written when it is missing or different."""
    config = kernel_websockets.enable(env.prefix)
    if config:
        say(f"enabled {kernel_websockets.MODULE} in {config} (widgets answer without a 40 ms wait)")


def install_kernel(jdk, env, name):
    """Step 4: the kernel writes its own kernelspec and class archive into the environment, then is
    started once. The install says whether it kept the archive, made it (and why), or goes without."""
    say(
        f"installing the kernel {name} (a training run makes its class archive when there is none for this "
        f"kernel jar and JDK: 10-60 s)"
    )
    done = subprocess.run(kernel_install_command(jdk, env, name), capture_output=True, text=True)
    for line in (done.stdout + done.stderr).strip().splitlines():
        say(line)
    if done.returncode:
        raise ToolchainError(f"the kernel could not install itself into {env.prefix} (see above)")
    check = env.run("-m", "pathlab_tools.kernelspecs", "check", name, env.prefix, capture_output=True, text=True)
    for line in (check.stdout + check.stderr).strip().splitlines():
        say(line)
    if check.returncode:
        raise ToolchainError(
            f"the kernel {name} is installed but does not answer (see above); "
            f"run scripts/setup again, and if that does not help remove .venv/ and rerun"
        )


def kernel_install_command(jdk, env, name):
    """The kernel installing itself (kernelspec and class archive) into the environment under a name."""
    return [str(jdk.java), "-jar", str(toolchain.KERNEL_JAR), "install", "--prefix", str(env.prefix), "--name", name]


def point_other_kernel(jdk, env, kind, spec):
    """--kernel jjava|ijava: JJava reads JJAVA_CLASSPATH, IJava IJAVA_CLASSPATH; both expand dir/*.
    The class path is our kernel's own (its jar says it), so all three kernels see the same classes.
    Returns setup's exit code: 1 when there is no such kernelspec (kernelspecs said so)."""
    classpath = subprocess.run(
        [str(jdk.java), "-jar", str(toolchain.KERNEL_JAR), "classpath"], capture_output=True, text=True
    )
    if classpath.returncode:
        raise ToolchainError(classpath.stderr.strip() or "the kernel jar could not say its class path")
    done = env.run("-m", "pathlab_tools.kernelspecs", "other", kind, spec, classpath.stdout.strip())
    if done.returncode == NO_SUCH_KERNELSPEC:
        return 1
    if done.returncode:
        raise ToolchainError(f"the {kind} kernel could not use Pathlab's classes (see above)")
    say("done: choose that kernel in Jupyter (Kernel > Change Kernel); the notebooks run on it unchanged")
    return 0


def grading_sandbox():
    """As root on Debian: bubblewrap for grading's sandbox (scripts/pathlab_tools/grader/sandbox.py); elsewhere grading
    still runs each submission with rlimits as a user of its own, and says so."""
    if not wants_bubblewrap():
        return
    say("installing Debian's bubblewrap for grading's sandbox")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    ok = (
        subprocess.run(["apt-get", "update", "-qq"], env=env).returncode == 0
        and subprocess.run(
            ["apt-get", "install", "-y", "-qq", "bubblewrap"], env=env, stdout=subprocess.DEVNULL
        ).returncode
        == 0
    )
    if not ok:
        say("bubblewrap could not be installed: grading will sandbox submissions without namespaces")


def wants_bubblewrap():
    """Whether setup installs bubblewrap: it is missing, and this is root on a system with apt-get."""
    return not (shutil.which("bwrap") or toolchain.WINDOWS or os.geteuid() != 0 or not shutil.which("apt-get"))


def jupyter_command(env, root):
    """JupyterLab on notebooks/, on loopback only; as root it must be allowed, and opens no browser."""
    command = [str(env.python), "-m", "jupyterlab", "--ip=127.0.0.1", f"--ServerApp.root_dir={REPO / 'notebooks'}"]
    if root:
        command += ["--allow-root", "--no-browser"]
    return command


def start_jupyter(env):
    """Step 5: JupyterLab until Ctrl-C; returns its exit code (0 after Ctrl-C)."""
    say(
        "starting JupyterLab on notebooks/: open the http://127.0.0.1:8888/... URL printed below "
        "(begin with 00-start-here.ipynb; Notebook 7 is at /tree). Ctrl-C stops it."
    )
    try:
        return subprocess.call(jupyter_command(env, root=not toolchain.WINDOWS and os.geteuid() == 0))
    except KeyboardInterrupt:
        return 0


def arguments(doc, argv=None):
    """scripts/setup's options (doc: its usage); a usage error ends with argparse's message and exit code 2."""
    parser = usage_parser("scripts/setup", doc)
    parser.add_argument("--no-start", action="store_true", help="build and install only")
    parser.add_argument(
        "--kernel",
        nargs=2,
        metavar=("jjava|ijava", "SPEC"),
        help="point JJava's or IJava's kernelspec (folder or name) at Pathlab's classes",
    )
    args = parser.parse_args(argv)
    if args.kernel and args.kernel[0] not in ("jjava", "ijava"):
        parser.error("--kernel takes jjava or ijava and the kernelspec's folder or name")
    return args


def main(doc, argv=None):
    """scripts/setup (doc: its usage): its exit code, 1 with one line when a step cannot go on."""
    args = arguments(doc, argv)
    try:
        jdk = toolchain.find_jdk()
        say(f"using Java {jdk.feature} ({jdk.home}) on {toolchain.describe_platform()}")
        build(jdk)
        env = python_environment()
        if args.kernel:
            return point_other_kernel(jdk, env, *args.kernel)
        install_kernel(jdk, env, os.environ.get("PATHLAB_KERNEL_NAME") or toolchain.KERNEL_NAME)
        enable_server_extension(env)
        grading_sandbox()
    except ToolchainError as problem:
        print(f"setup: ERROR: {problem}", file=sys.stderr)
        return 1
    if args.no_start:
        say("done (not starting Jupyter: --no-start)")
        return 0
    return start_jupyter(env)
