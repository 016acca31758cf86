"""hub/jupyterhub_config.py, loaded as JupyterHub loads it: what it gives each student's server."""

import json
import runpy
import socket
import subprocess
import sys
import types
from pathlib import Path

import pytest

traitlets_config = pytest.importorskip("traitlets.config")

CONFIG = Path(__file__).resolve().parents[3] / "hub" / "jupyterhub_config.py"


def load(monkeypatch):
    """The configuration object the file fills, and the file's names; the hook's priority for the
    hub's session is left out (it would be this test's session)."""
    c = traitlets_config.Config()
    names = runpy.run_path(str(CONFIG), init_globals={"get_config": lambda: c})
    monkeypatch.setitem(names["before_a_server_starts"].__globals__, "first_priority", lambda: None)
    return c, names


def spawner(user, server=""):
    """What the hook reads and sets of a spawner: its user's and server's names, its port and environment."""
    return types.SimpleNamespace(user=types.SimpleNamespace(name=user), name=server, port=0, environment={"A": "1"})


def test_no_two_servers_starting_together_are_given_one_port(monkeypatch):
    """The race seen with 30 servers at once: the free-port probe hands out a port again before the
    first server has bound it. The hook gives the second server another port."""
    c, names = load(monkeypatch)
    offered = iter([49977, 49977, 49977, 41000])
    monkeypatch.setitem(names["distinct_port"].__globals__, "free_port", lambda: next(offered))
    first, second = spawner("a"), spawner("b")
    c.Spawner.pre_spawn_hook(first)
    c.Spawner.pre_spawn_hook(second)
    assert (first.port, second.port) == (49977, 41000)


def test_a_port_is_given_again_once_its_server_had_time_to_start(monkeypatch):
    c, names = load(monkeypatch)
    hook_globals = names["distinct_port"].__globals__
    clock = [1000.0]
    monkeypatch.setitem(hook_globals, "time", types.SimpleNamespace(monotonic=lambda: clock[0]))
    monkeypatch.setitem(hook_globals, "free_port", lambda: 49977)
    c.Spawner.pre_spawn_hook(spawner("a"))
    clock[0] += names["PORT_KEPT_SECONDS"] + 1
    again = spawner("b")
    c.Spawner.pre_spawn_hook(again)
    assert again.port == 49977


def test_servers_take_ports_below_the_range_linux_hands_out_by_itself(monkeypatch, tmp_path):
    """Linux gives port 0's binds and outgoing connections their ports from ip_local_port_range;
    servers take theirs from just below it, so no connection made while a server starts takes its port."""
    _, names = load(monkeypatch)
    own_range = tmp_path / "ip_local_port_range"
    own_range.write_text("32768\t60999\n")
    assert names["server_ports"](own_range) == range(22768, 32768)
    assert names["server_ports"](tmp_path / "missing") == range(0)
    with socket.socket() as held:  # a port of the range already taken: another is given
        held.bind(("127.0.0.1", 0))
        taken = held.getsockname()[1]
        assert names["free_port"](range(taken, taken + 1)) != taken
    port = names["free_port"](range(22768, 32768))
    assert 22768 <= port < 32768


def test_each_server_has_a_block_of_ports_for_its_kernels_below_the_servers_ports(monkeypatch, tmp_path):
    """A block of its own for each server (the same on its next start), below the servers' ports,
    named in its environment for pathlab_tools.kernel_ports, which the servers load."""
    c, names = load(monkeypatch)
    own_range = tmp_path / "ip_local_port_range"
    own_range.write_text("32768 60999\n")
    blocks = names["kernel_port_blocks"](own_range)
    assert len(blocks) == 200 and blocks[0] == range(12768, 12818) and blocks[-1][-1] == 22767
    assert names["kernel_port_blocks"](tmp_path / "missing") == []
    first, second, first_again = spawner("a"), spawner("b"), spawner("a")
    for each in (first, second, first_again):
        names["kernel_ports"](each, blocks)
    assert first.environment == {"A": "1", "PATHLAB_KERNEL_PORTS": "12768-12817"}
    assert second.environment["PATHLAB_KERNEL_PORTS"] == "12818-12867"
    assert first_again.environment == first.environment
    assert "--ServerApp.jpserver_extensions=pathlab_tools.kernel_ports=True" in c.Spawner.args


def test_servers_run_below_the_hub_without_language_servers(monkeypatch):
    c, _ = load(monkeypatch)
    assert c.Spawner.cmd[1:3] == ["-n", "10"] and Path(c.Spawner.cmd[0]).name == "nice"
    assert c.Spawner.cmd[3:] == [str(Path(sys.prefix) / "bin" / "python"), "-m", "pathlab_tools.singleuser"]
    assert "--ServerApp.jpserver_extensions=jupyter_lsp=False" in c.Spawner.args


def test_servers_open_jupyterlab_without_a_build_check_or_an_extension_manager(monkeypatch):
    """Each would run Node.js in the student's server when the page opens; the page configuration
    that turns them off is on the servers' Jupyter configuration path, and stays there once the
    hook has given a server its kernels' ports."""
    c, _ = load(monkeypatch)
    config_path = Path(c.Spawner.environment["JUPYTER_CONFIG_PATH"])
    page = json.loads((config_path / "labconfig" / "page_config.json").read_text())
    assert page["buildCheck"] is False and page["buildAvailable"] is False
    assert page["disabledExtensions"] == {"@jupyterlab/extensionmanager-extension": True}
    server = spawner("a")
    server.environment = dict(c.Spawner.environment)
    c.Spawner.pre_spawn_hook(server)
    assert server.environment["JUPYTER_CONFIG_PATH"] == str(config_path)


def test_the_hubs_session_is_put_first_once(monkeypatch, tmp_path):
    """first_priority writes the autogroup nice where it differs; an autogroup file that cannot be
    read or written (no autogroups, not root) changes nothing and raises nothing."""
    _, names = load(monkeypatch)
    autogroup = tmp_path / "autogroup"
    autogroup.write_text("/autogroup-7 nice 0\n")
    names["first_priority"](autogroup)
    assert autogroup.read_text() == f"{names['AUTOGROUP_NICE']}\n"
    names["first_priority"](tmp_path / "missing")
    assert not (tmp_path / "missing").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="hub/first-priority is a POSIX shell script, as the hub is POSIX")
def test_the_proxy_runs_through_first_priority(monkeypatch):
    """The proxy's command is hub/first-priority with the nice and the proxy after it, and the
    wrapper runs what follows the nice with its arguments (in a session of its own here, as
    JupyterHub starts the proxy)."""
    c, names = load(monkeypatch)
    wrapper, nice, proxy = c.ConfigurableHTTPProxy.command
    assert Path(wrapper) == CONFIG.parent / "first-priority" and proxy == "configurable-http-proxy"
    assert nice == str(names["AUTOGROUP_NICE"])
    ran = subprocess.run(
        [wrapper, nice, "printf", "%s|", "a b", "c"], capture_output=True, text=True, start_new_session=True
    )
    assert (ran.returncode, ran.stdout) == (0, "a b|c|")
