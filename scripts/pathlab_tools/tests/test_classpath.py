"""The build's class paths are written once, in classpath.properties, and every reader gets the same
from it: toolchain.py (and through it the grader and the Gradescope zip), ./pathlab and pathlab.cmd,
and the kernel's kernelspec."""

import os
import shutil
import subprocess

import pytest

from pathlab_tools import toolchain
from pathlab_tools.grader import gradescope_package

READERS = [
    "pathlab",
    "pathlab.cmd",
    "kernel/src/main/java/pathlab/kernel/install/KernelSpecInstaller.java",
    "scripts/pathlab_tools/toolchain.py",
    "scripts/pathlab_tools/grader/gradescope_package.py",
]


@pytest.mark.parametrize("reader", READERS)
def test_every_reader_reads_the_file(reader):
    assert "classpath.properties" in (toolchain.REPO / reader).read_text(encoding="utf-8")


@pytest.mark.parametrize("launcher", ["pathlab", "pathlab.cmd"])
def test_the_launchers_spell_no_class_path_of_their_own(launcher):
    text = (toolchain.REPO / launcher).read_text(encoding="utf-8")
    assert "lib/*" not in text and "lib\\*" not in text


def test_toolchain_reads_each_module_from_the_file():
    assert toolchain.classpath(toolchain.LIBRARY) == os.pathsep.join(
        [str(toolchain.REPO / "target" / "classes"), str(toolchain.REPO / "target" / "lib" / "*")]
    )
    assert toolchain.GRADING_RUNNER == toolchain.KERNEL + toolchain.LIBRARY + toolchain.COURSEWORK
    assert toolchain.KERNEL_JAR == toolchain.REPO / "kernel" / "target" / "pathlab-kernel.jar"


def test_the_gradescope_zip_carries_everything_the_grading_runner_names():
    built = {toolchain.REPO / item for item in gradescope_package.BUILT}
    assert {e.parent if e.name == "*" else e for e in toolchain.GRADING_RUNNER} <= built
    assert toolchain.HIDDEN_TESTS in built


@pytest.mark.skipif(os.name == "nt", reason="the bash launcher")
def test_the_launcher_runs_java_on_the_library_and_the_benchmarks(tmp_path):
    """./pathlab in a built checkout in miniature, with a java that prints its arguments."""
    shutil.copy(toolchain.REPO / "pathlab", tmp_path)
    shutil.copy(toolchain.CLASSPATHS, tmp_path)
    for folder in ("target/classes/pathlab", "target/lib", "bench/target/lib"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "java").write_text('#!/bin/sh\nprintf "%s\\n" "$@"\n')
    (tmp_path / "bin" / "java").chmod(0o755)
    env = dict(os.environ, PATH=f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    env.pop("JAVA_OPTS", None)
    args = subprocess.run(
        ["bash", str(tmp_path / "pathlab"), "solve", "*"], env=env, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    there = toolchain.read_classpaths(tmp_path / "classpath.properties")
    assert args == [
        "-cp",
        ":".join(map(str, there["library"] + there["bench"])),
        "pathlab.bench.cli.BenchMain",
        "solve",
        "*",
    ]


@pytest.mark.skipif(not toolchain.KERNEL_JAR.is_file(), reason="the kernel is not built")
def test_the_kernel_gives_the_cells_the_library_the_benchmarks_the_coursework_and_the_widgets():
    java = toolchain.find_jdk().java
    out = subprocess.run([str(java), "-jar", str(toolchain.KERNEL_JAR), "classpath"], capture_output=True, text=True)
    assert out.stdout.strip() == toolchain.classpath(
        toolchain.LIBRARY + toolchain.BENCH + toolchain.COURSEWORK + toolchain.WIDGETS
    )
