# JupyterHub for a Pathlab class on one machine: each student a user of the machine, each with a
# Jupyter server of their own (JupyterLab, Notebook 7 at /tree) started by the hub as that user,
# all from one Python environment that also holds the pathlab-java kernelspec. docs/hub.md says
# how to install it, what it was measured to need, and what changes for Kubernetes.
#
#   sudo /opt/pathlab-hub/bin/jupyterhub -f hub/jupyterhub_config.py
#
# This file sets what the class needs; the place (--ip, --port), the authenticator and the state
# files are the operator's (scripts/checks/hub-load gives them on its command line: a loopback port, a
# dummy authenticator and a scratch folder). Without an authenticator named, JupyterHub asks the
# machine (PAM): a student logs in with their account's password.
import random
import shutil
import socket
import sys
import time
from pathlib import Path

import pathlab_tools.kernel_ports as kernel_ports_extension  # in the hub's environment (docs/hub.md)
import pathlab_tools.singleuser as singleuser

c = get_config()  # noqa: F821  (JupyterHub's config loader defines it)

ENVIRONMENT = Path(sys.prefix)  # the environment running the hub runs the students' servers too

# Each student's server runs as that student (LocalProcessSpawner: the hub runs as root and
# switches user), from this environment, in their home, where nbgitpuller puts the course.
c.JupyterHub.spawner_class = "localprocess"
# The hub and its proxy, which every student's page, request and cell passes through, come before
# the students' servers and kernels: with 30 servers starting at once on 2 cores, the hub's event
# loop stalled for up to 7 s, its requests to the proxy timed out, and it stopped 4 servers that had
# started (docs/hub.md). Students share what is left equally. Two ways, for two kinds of Linux:
# - without autogroups, nice values order the processes: the servers, and the kernels they start,
#   run at nice 10;
# - with autogroups (most distributions: /proc/sys/kernel/sched_autogroup_enabled is 1), Linux
#   first shares the processors equally among sessions, whatever the nice values inside them, and
#   the hub starts each server, JupyterHub its proxy and each server each kernel in a session of its
#   own: nice 10 then changes nothing. The hub's session and the proxy's get an autogroup nice of
#   -10 instead (first_priority below, hub/first-priority for the proxy), root's to give.
AUTOGROUP_NICE = -10
# The server is jupyterhub-singleuser, started through pathlab_tools.singleuser, which imports it
# without the hub's page handlers and database code (26 MB and 0.2 CPU-s a server) and JupyterLab
# without the Node.js run (0.3-0.4 CPU-s and 93 MB) its import otherwise makes.
c.Spawner.cmd = [
    shutil.which("nice") or "/usr/bin/nice",
    "-n",
    "10",
    str(ENVIRONMENT / "bin" / "python"),
    "-m",
    singleuser.__name__,
]
c.ConfigurableHTTPProxy.command = [
    str(Path(__file__).resolve().parent / "first-priority"),
    str(AUTOGROUP_NICE),
    "configurable-http-proxy",
]
c.Spawner.default_url = "/lab"
# Thirty servers starting at once on two cores took up to 40 s to answer (docs/hub.md):
# JupyterHub's 60 s default is too close.
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180

# A port for each server that no other process takes while the server starts. LocalProcessSpawner
# takes a free port by binding port 0 and closing it, and Linux hands out ports for port 0 and for
# every outgoing connection from one range (/proc/sys/net/ipv4/ip_local_port_range, 32768-60999 by
# default): with thirty servers starting at once, their clients and kernels opening hundreds of
# connections meanwhile, a port found free was taken before its server bound it, twenty seconds later
# (docs/hub.md: two students given port 49977, and later a server that found its port taken and never
# started, its student waiting out the hub's 180 s). Servers now get ports from just below that range,
# which Linux never hands out by itself, found free by binding them; and a port given in the last ten
# minutes (longer than start_timeout) is not given again.
PORT_KEPT_SECONDS = 600
SERVER_PORTS_BELOW = 10000  # how many ports below Linux's own range servers take theirs from
OWN_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")
ports_given = {}  # port: time.monotonic() when given
# Each server's kernels take their ports from a block of their own below the servers' ports
# (pathlab_tools.kernel_ports says why): ten kernels' ports at once, then jupyter_client's own choice.
KERNEL_PORTS_PER_SERVER = 50
kernel_blocks_given = {}  # "user/server name": the index of its block


def server_ports(own_range=OWN_RANGE):
    """The ports servers are given: the SERVER_PORTS_BELOW just below the range Linux hands out by
    itself (ports 22768-32767 with Linux's default range), or none where that range is not known."""
    try:
        lowest = int(own_range.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return range(0)
    return range(max(1024, lowest - SERVER_PORTS_BELOW), lowest)


def free_port(candidates=None):
    """A port free on the loopback now: one of server_ports() not given before that binds, else (no
    such range, or none of 100 tries binds) the port Linux gives for port 0, as JupyterHub's own probe."""
    candidates = server_ports() if candidates is None else candidates
    tries = [random.choice(candidates) for _ in range(100)] if candidates else []
    for port in [port for port in tries if port not in ports_given] + [0]:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return probe.getsockname()[1]
    raise OSError("no free port on the loopback")


def kernel_port_blocks(own_range=OWN_RANGE):
    """Blocks of KERNEL_PORTS_PER_SERVER ports for the servers' kernels: the SERVER_PORTS_BELOW ports
    below the servers' own (12768-22767 with Linux's default range, 200 blocks), or none."""
    servers = server_ports(own_range)
    if not servers:
        return []
    low = max(1024, servers.start - SERVER_PORTS_BELOW)
    starts = range(low, servers.start - KERNEL_PORTS_PER_SERVER + 1, KERNEL_PORTS_PER_SERVER)
    return [range(start, start + KERNEL_PORTS_PER_SERVER) for start in starts]


def kernel_ports(spawner, blocks=None):
    """Gives the spawner's server a block of ports for its kernels (pathlab_tools.kernel_ports): the
    same block each time for one server, another for each server while there are blocks."""
    blocks = kernel_port_blocks() if blocks is None else blocks
    if blocks:
        index = kernel_blocks_given.setdefault(f"{spawner.user.name}/{spawner.name}", len(kernel_blocks_given))
        block = blocks[index % len(blocks)]
        spawner.environment = {**spawner.environment, kernel_ports_extension.BLOCK: f"{block[0]}-{block[-1]}"}


def first_priority(autogroup=Path("/proc/self/autogroup")):
    """Puts the hub's session ahead of the students' where Linux has autogroups (and the hub may)."""
    try:
        if autogroup.read_text().split()[-1] != str(AUTOGROUP_NICE):
            autogroup.write_text(f"{AUTOGROUP_NICE}\n")
    except OSError:
        pass  # no autogroup file (not Linux, or a kernel without them), or not root: no change


def distinct_port(spawner):
    """Gives the spawner a free port that no server was given in the last PORT_KEPT_SECONDS."""
    now = time.monotonic()
    for port, given in list(ports_given.items()):
        if now - given > PORT_KEPT_SECONDS:
            del ports_given[port]
    port = free_port()
    while port in ports_given:
        port = free_port()
    ports_given[port] = now
    spawner.port = port


def before_a_server_starts(spawner):
    """The hub's priority (in the hub's own process, when servers start), the server's port and its
    kernels' ports."""
    first_priority()
    distinct_port(spawner)
    kernel_ports(spawner)


c.Spawner.pre_spawn_hook = before_a_server_starts

# Idle kernels are shut down by each student's server (a kernel holds 250-400 MB, docs/hub.md), a
# busy one never: an hour without a cell running, checked every 5 minutes.
c.Spawner.args = [
    "--MappingKernelManager.cull_idle_timeout=3600",
    "--MappingKernelManager.cull_interval=300",
    "--MappingKernelManager.cull_connected=True",
    "--MappingKernelManager.cull_busy=False",
]
# No language-server extension: jupyter-lsp, which JupyterLab brings, searches for language servers
# in each student's server, and where npm is installed runs `npm prefix -g`, a process of 40-55 MB
# and 0.4 CPU-seconds per student (docs/hub.md). No Java language server is installed, and
# JupyterLab's language-server features are off unless a student turns them on.
c.Spawner.args.append("--ServerApp.jpserver_extensions=jupyter_lsp=False")
# Each server's kernels on the block of ports the hook gives it (kernel_ports above).
c.Spawner.args.append(f"--ServerApp.jpserver_extensions={kernel_ports_extension.MODULE}=True")
# No build check and no extension manager in JupyterLab (hub/server-config/labconfig/page_config.json,
# read from the Jupyter configuration path): on opening, the page asked the server whether the
# application needs building and which extensions it has, and each answer ran `node yarn.js config
# --json` (JupyterLab reads the npm registry from yarn's settings), a process of about 95 MB and 0.4
# CPU-seconds, 2 to 4 times per student (docs/hub.md). Students cannot build JupyterLab or install an
# extension into the hub's environment anyway; the one run when a server starts is JupyterLab's own.
c.Spawner.environment = {"JUPYTER_CONFIG_PATH": str(Path(__file__).resolve().parent / "server-config")}

# Idle servers are stopped by the hub's idle culler (jupyterhub-idle-culler, in
# hub/requirements.txt): two hours without activity. Their files stay; the next login restarts it.
c.JupyterHub.load_roles = [
    {
        "name": "idle-culler",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["idle-culler"],
    }
]
c.JupyterHub.services = [
    {
        "name": "idle-culler",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", "--timeout=7200"],
    }
]
