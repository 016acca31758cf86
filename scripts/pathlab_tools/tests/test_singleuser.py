"""The hub's server command: jupyterhub-singleuser imported without the hub's database code, and
JupyterLab without running Node.js, PATH whole afterwards.

A `node` of the test's own, first on PATH, writes a file when anything runs it; each import is made
in a fresh Python, as a server makes it. JupyterHub is in the hub's environment, not in the test
command's: its tests run in that environment's Python when this one has no JupyterHub."""

import importlib.util
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pathlab_tools.toolchain import HUB_ENV

needs_jupyterlab = pytest.mark.skipif(not importlib.util.find_spec("jupyterlab"), reason="no JupyterLab here")

SCRIPTS = Path(__file__).resolve().parents[2]  # where pathlab_tools is


@pytest.fixture
def path_with_a_node(tmp_path):
    """PATH with a folder first whose `node` writes ran.txt; the folder."""
    folder = tmp_path / "bin"
    folder.mkdir()
    node = folder / "node"
    node.write_text(f"#!/bin/sh\ntouch {tmp_path / 'ran.txt'}\nexit 1\n")
    node.chmod(0o755)
    return f"{folder}{os.pathsep}{os.environ.get('PATH', os.defpath)}"


def python(code, path=None, executable=sys.executable, python_path=None):
    environment = dict(os.environ, PATH=path or os.environ.get("PATH", os.defpath))
    if python_path:
        environment["PYTHONPATH"] = os.pathsep.join(str(p) for p in python_path)
    return subprocess.run(
        [executable, "-c", textwrap.dedent(code)],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


@needs_jupyterlab
def test_jupyterlab_imported_as_it_is_runs_node(path_with_a_node, tmp_path):
    """What the command avoids: if this fails, JupyterLab no longer runs Node.js as it is imported,
    and pathlab_tools.singleuser can go."""
    done = python("import jupyterlab.labapp", path_with_a_node)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "ran.txt").exists()


@needs_jupyterlab
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


def test_a_module_loaded_when_used_runs_when_a_name_of_it_is_read(tmp_path):
    package = tmp_path / "a_hub"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "database.py").write_text(f"open({str(tmp_path / 'ran.txt')!r}, 'w').close()\nTABLES = 3\n")
    done = python(
        f"""
        import os
        from pathlab_tools.singleuser import load_when_used
        load_when_used("a_hub.database")
        from a_hub import database
        assert not os.path.exists({str(tmp_path / "ran.txt")!r}), "run as it was imported"
        assert database.TABLES == 3
        assert os.path.exists({str(tmp_path / "ran.txt")!r}), "not run when a name of it was read"
        """,
        python_path=[tmp_path, SCRIPTS],
    )
    assert done.returncode == 0, done.stderr


@pytest.fixture(scope="module")
def hub_python():
    """A Python with JupyterHub: this one, else the hub's environment's."""
    if importlib.util.find_spec("jupyterhub"):
        return sys.executable
    hub = HUB_ENV / "bin" / "python"
    if not hub.exists() or python("import jupyterhub", executable=str(hub)).returncode:
        pytest.skip(f"no JupyterHub here nor in {HUB_ENV} (scripts/checks/hub-load makes that environment)")
    return str(hub)


HUB_ONLY = ["jupyterhub.handlers.base", "jupyterhub.user", "jupyterhub.spawner", "alembic"]


def test_jupyterhub_singleuser_imported_as_it_is_imports_the_hubs_handlers(hub_python):
    """What the command avoids: if this fails, jupyterhub-singleuser no longer imports the hub's
    page handlers, and the stand-in can go."""
    done = python("import sys, jupyterhub.singleuser; print(sorted(sys.modules))", executable=hub_python)
    assert done.returncode == 0, done.stderr
    assert "jupyterhub.handlers.base" in done.stdout


def test_the_command_imports_jupyterhub_singleuser_without_the_hubs_database(hub_python):
    done = python(
        f"""
        import sys
        from pathlab_tools.singleuser import import_singleuser_without_the_hubs_database
        import_singleuser_without_the_hubs_database()
        from jupyterhub.singleuser import main
        from jupyterhub.log import log_request
        print([m for m in {HUB_ONLY} if m in sys.modules])
        import jupyterhub.orm
        assert jupyterhub.orm.User.__tablename__ == "users"  # the real module, run when read
        """,
        executable=hub_python,
        python_path=[SCRIPTS],
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
