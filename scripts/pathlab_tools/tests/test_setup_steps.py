"""Command one's own logic, nothing built or installed: its options, the order of its steps and
where it stops, the commands it starts (the kernel's install, JupyterLab), when it installs
bubblewrap, a build that is up to date, and one line with exit code 1 for what a person must fix."""

import subprocess
import sys
from pathlib import Path

import pytest

from pathlab_tools import setup_steps, toolchain

DOC = "Command one: build Pathlab.\n\n  scripts/setup [--no-start]\n"
ENV = toolchain.Environment(Path("/env"), Path("/env/bin/python"), "a test's environment")
JDK = toolchain.Jdk(Path("/jdk"), 21, Path("/jdk/bin/java"), Path("/jdk/bin/javac"))


def test_no_start_and_kernel_are_read():
    assert setup_steps.arguments(DOC, []).no_start is False
    assert setup_steps.arguments(DOC, ["--no-start"]).no_start is True
    assert setup_steps.arguments(DOC, ["--kernel", "ijava", "/k/java"]).kernel == ["ijava", "/k/java"]


def test_a_kernel_other_than_jjava_or_ijava_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit:
        setup_steps.arguments(DOC, ["--kernel", "python3", "spec"])
    assert exit.value.code == 2
    assert "--kernel takes jjava or ijava" in capsys.readouterr().err


def test_a_line_of_setup_says_whose_it_is(capsys):
    setup_steps.say("the build is up to date")
    bold, plain = setup_steps.BOLD, setup_steps.PLAIN  # (bold on a terminal only)
    assert capsys.readouterr().out == f"{bold}setup:{plain} the build is up to date\n"


def test_an_up_to_date_build_runs_nothing(monkeypatch, capsys):
    monkeypatch.setattr(toolchain, "stale_outputs", lambda: [])
    monkeypatch.setattr(subprocess, "run", None)  # a call would fail the test
    setup_steps.build(JDK)
    assert capsys.readouterr().out.rstrip().endswith("the build is up to date")


def test_the_kernel_installs_itself_into_the_environment_under_its_name():
    assert setup_steps.kernel_install_command(JDK, ENV, "pathlab-java-21") == [
        str(JDK.java),
        "-jar",
        str(toolchain.KERNEL_JAR),
        "install",
        "--prefix",
        str(ENV.prefix),
        "--name",
        "pathlab-java-21",
    ]


def test_jupyterlab_listens_on_loopback_in_notebooks_and_as_root_opens_no_browser():
    command = setup_steps.jupyter_command(ENV, root=False)
    assert command == [
        str(ENV.python),
        "-m",
        "jupyterlab",
        "--ip=127.0.0.1",
        f"--ServerApp.root_dir={toolchain.REPO / 'notebooks'}",
    ]
    assert setup_steps.jupyter_command(ENV, root=True) == command + ["--allow-root", "--no-browser"]


@pytest.mark.parametrize(
    "bwrap, uid, apt, wanted",
    [
        (None, 0, "/usr/bin/apt-get", True),
        ("/usr/bin/bwrap", 0, "/usr/bin/apt-get", False),
        (None, 1000, "/usr/bin/apt-get", False),
        (None, 0, None, False),
    ],
)
def test_bubblewrap_is_installed_only_where_missing_as_root_with_apt(monkeypatch, bwrap, uid, apt, wanted):
    monkeypatch.setattr(toolchain, "WINDOWS", False)
    monkeypatch.setattr(setup_steps.shutil, "which", {"bwrap": bwrap, "apt-get": apt}.get)
    monkeypatch.setattr(setup_steps.os, "geteuid", lambda: uid)
    assert setup_steps.wants_bubblewrap() is wanted


@pytest.fixture
def steps(monkeypatch):
    """main's steps recorded instead of run, on a machine with a JDK."""
    done = []
    monkeypatch.setattr(toolchain, "find_jdk", lambda: JDK)
    monkeypatch.setattr(toolchain, "describe_platform", lambda: "a test")
    monkeypatch.setattr(setup_steps, "build", lambda jdk: done.append("build"))
    monkeypatch.setattr(setup_steps, "python_environment", lambda: done.append("environment") or ENV)
    monkeypatch.setattr(setup_steps, "install_kernel", lambda jdk, env, name: done.append(f"kernel {name}"))
    monkeypatch.setattr(setup_steps, "enable_server_extension", lambda env: done.append("server extension"))
    monkeypatch.setattr(setup_steps, "grading_sandbox", lambda: done.append("sandbox"))
    monkeypatch.setattr(setup_steps, "start_jupyter", lambda env: done.append("jupyter") or 0)
    monkeypatch.delenv("PATHLAB_KERNEL_NAME", raising=False)
    return done


def test_no_start_stops_after_the_sandbox_and_says_so(steps, capsys):
    assert setup_steps.main(DOC, ["--no-start"]) == 0
    assert steps == ["build", "environment", f"kernel {toolchain.KERNEL_NAME}", "server extension", "sandbox"]
    assert capsys.readouterr().out.splitlines()[-1].endswith("done (not starting Jupyter: --no-start)")


def test_without_no_start_jupyter_starts_last(steps):
    assert setup_steps.main(DOC, []) == 0
    assert steps[-2:] == ["sandbox", "jupyter"]


def test_the_kernel_is_installed_under_pathlab_kernel_name(steps, monkeypatch):
    monkeypatch.setenv("PATHLAB_KERNEL_NAME", "pathlab-java-17")
    setup_steps.main(DOC, ["--no-start"])
    assert "kernel pathlab-java-17" in steps


@pytest.mark.parametrize("code", [0, 1])
def test_another_kernel_replaces_the_install_and_its_exit_code_is_setups(steps, monkeypatch, code):
    monkeypatch.setattr(setup_steps, "point_other_kernel", lambda jdk, env, kind, spec: steps.append(kind) or code)
    assert setup_steps.main(DOC, ["--kernel", "jjava", "java"]) == code
    assert steps == ["build", "environment", "jjava"]


def test_no_such_kernelspec_is_exit_code_1_without_a_line_of_setups_own(monkeypatch, capsys):
    said = subprocess.CompletedProcess([], 0, stdout="/repo/target/classes\n", stderr="")
    monkeypatch.setattr(setup_steps.subprocess, "run", lambda *args, **kwargs: said)
    missing = subprocess.CompletedProcess([], setup_steps.NO_SUCH_KERNELSPEC)
    monkeypatch.setattr(toolchain.Environment, "run", lambda self, *args, **kwargs: missing)
    assert setup_steps.point_other_kernel(JDK, ENV, "jjava", "nope") == 1
    assert capsys.readouterr().out == ""


def test_what_a_person_must_fix_is_one_line_and_exit_code_1(steps, monkeypatch, capsys):
    def no_jdk():
        raise toolchain.ToolchainError("a JDK 17 or newer is needed")

    monkeypatch.setattr(toolchain, "find_jdk", no_jdk)
    assert setup_steps.main(DOC, ["--no-start"]) == 1
    assert capsys.readouterr().err == "setup: ERROR: a JDK 17 or newer is needed\n"
    assert steps == []


@pytest.mark.parametrize("command", ["setup", "test"])
def test_the_two_commands_start_with_the_standard_library_alone(command):
    """As on a fresh machine: no site-packages (-S), so neither Jupyter nor the installed package."""
    done = subprocess.run(
        [sys.executable, "-S", "-E", str(toolchain.REPO / "scripts" / command), "--help"],
        capture_output=True,
        text=True,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith(f"usage: scripts/{command} ")
