"""The hub's server command: JupyterLab imported without running Node.js, PATH whole afterwards.

A `node` of the test's own, first on PATH, writes a file when anything runs it; the import is made
in a fresh Python, as a server makes it."""

import os
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("jupyterlab")


@pytest.fixture
def path_with_a_node(tmp_path):
    """PATH with a folder first whose `node` writes ran.txt; the folder."""
    folder = tmp_path / "bin"
    folder.mkdir()
    node = folder / "node"
    node.write_text(f"#!/bin/sh\ntouch {tmp_path / 'ran.txt'}\nexit 1\n")
    node.chmod(0o755)
    return f"{folder}{os.pathsep}{os.environ.get('PATH', os.defpath)}"


def python(code, path):
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        env=dict(os.environ, PATH=path),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_jupyterlab_imported_as_it_is_runs_node(path_with_a_node, tmp_path):
    """What the command avoids: if this fails, JupyterLab no longer runs Node.js as it is imported,
    and pathlab_tools.singleuser can go."""
    done = python("import jupyterlab.labapp", path_with_a_node)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "ran.txt").exists()


def test_the_command_imports_jupyterlab_without_node_and_gives_path_back(path_with_a_node, tmp_path):
    done = python(
        """
        import os, sys
        from pathlab_tools.singleuser import import_jupyterlab_without_node
        import_jupyterlab_without_node()
        assert "jupyterlab.labapp" in sys.modules
        print(os.environ["PATH"])
        """,
        path_with_a_node,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == path_with_a_node
    assert not (tmp_path / "ran.txt").exists()
