"""A Jupyter server extension: the server's kernels take their ports from a block of their own.

Idea: Jupyter chooses a kernel's five ports by binding port 0 and closing the socket, and the kernel
binds them a few seconds later. Linux hands out the ports of port 0 and of every outgoing connection
from one range (/proc/sys/net/ipv4/ip_local_port_range), and on a hub where a class starts at once,
with hundreds of connections opening meanwhile, one of the ports was taken before the kernel bound
it: the kernel ended (kernel/README.md), and its server started it again on the same ports, five
times, then gave it up (docs/hub.md). The hub gives each student's server a block of ports below
that range, which no connection and no other server's kernel is given (PATHLAB_KERNEL_PORTS=LOW-HIGH,
hub/jupyterhub_config.py); this extension makes jupyter_client take each kernel's ports from the
block, the first that are not its kernels' already and bind, by installing a subclass of
jupyter_client's port cache before any kernel starts. When the block is used up, or without the
variable, ports are chosen as jupyter_client does.

Enabled by the hub's servers' arguments (--ServerApp.jpserver_extensions=pathlab_tools.kernel_ports=True).
Cost: up to one bind per port of the block for each port chosen.
"""

import os
import socket

from jupyter_client.connect import LocalPortCache

MODULE = __spec__.name
"""This module's import name, which the servers' arguments name."""

BLOCK = "PATHLAB_KERNEL_PORTS"
"""The environment variable the hub gives each server its kernels' block of ports in: LOW-HIGH."""


def _jupyter_server_extension_points():
    return [{"module": MODULE}]


def block_of(text):
    """The ports LOW-HIGH (both included) names, or an empty range for text that is not two ports in order."""
    low, _, high = (text or "").partition("-")
    if not (low.isdigit() and high.isdigit()) or not 1024 <= int(low) <= int(high) <= 65535:
        return range(0)
    return range(int(low), int(high) + 1)


class BlockPortCache(LocalPortCache):
    """jupyter_client's port cache, taking ports from `block` first (ports already given to this
    server's kernels stay out until they are returned)."""

    def __init__(self, block=range(0), **kwargs):
        super().__init__(**kwargs)
        self.block = block

    def find_available_port(self, ip):
        for port in self.block:
            if port in self.currently_used_ports:
                continue
            with socket.socket() as probe:
                try:
                    probe.bind((ip, port))
                except OSError:
                    continue
            self.currently_used_ports.add(port)
            return port
        return super().find_available_port(ip)


def _load_jupyter_server_extension(serverapp):
    block = block_of(os.environ.get(BLOCK))
    if not block:
        return
    if LocalPortCache.initialized():
        serverapp.log.warning("pathlab: the kernels' ports were chosen before %s could give them a block", MODULE)
        return
    BlockPortCache.instance(block=block)
    serverapp.log.info("pathlab: this server's kernels take their ports from %d-%d", block[0], block[-1])
