"""A Jupyter server extension: each message between the browser and a kernel leaves at once.

Idea: jupyter_server leaves Nagle's algorithm on for the WebSocket that joins the browser to a
kernel. A widget's click is answered by a few small messages in a row (the kernel's status busy,
the widget's state update, status idle); with Nagle on, each one after the first waits until the
browser has acknowledged the one before, and the browser delays acknowledgements by up to 40 ms
(Linux's delayed ACK). This extension turns Nagle off (TCP_NODELAY) on every kernel WebSocket
when it opens, by giving the server a subclass of its kernel WebSocket connection class. Measured
with the counter widget through jupyter_server 2.21 on 2 idle cores: a click's round trip from a
WebSocket client, median 48 ms without it, 9 ms with it; in Chromium the live grid on a 512x512
map follows. Cost: one system call per WebSocket opened; messages are sent as they are written.

Enabled by a file in the environment's etc/jupyter/jupyter_server_config.d (`enable`): scripts/setup
writes it into the environment it installs the kernel into; a hub's environment, which has this
package installed, gets it by

  python -m pathlab_tools.kernel_websockets enable     (that environment's python: its sys.prefix)

(`jupyter server extension enable` writes nothing for an extension no config file names yet, and
exits 0 all the same). A server that cannot import this package says so in its log and runs
without it; one that can logs LOADED.
"""

import json
import sys
from pathlib import Path

MODULE = __spec__.name
"""This module's import name, which the config file names: also when run with python -m, where
__name__ is "__main__"."""

CONFIG_FILE = "pathlab.json"
"""The name of the file in jupyter_server_config.d that enables the extension."""

LOADED = "pathlab: kernel WebSockets send each message at once (TCP_NODELAY)"
"""What a server logs when the extension has taken effect."""


def _jupyter_server_extension_points():
    return [{"module": MODULE}]


def without_nagle(connection_class):
    """A subclass of `connection_class` (a kernel WebSocket connection) that sets TCP_NODELAY when it connects."""

    class WithoutNagle(connection_class):
        def connect(self):
            self.websocket_handler.set_nodelay(True)
            return super().connect()

    WithoutNagle.__name__ = WithoutNagle.__qualname__ = f"{connection_class.__name__}WithoutNagle"
    return WithoutNagle


def _load_jupyter_server_extension(serverapp):
    settings = serverapp.web_app.settings
    connection_class = settings.get("kernel_websocket_connection_class")
    if connection_class is None or connection_class.__name__.endswith("WithoutNagle"):
        return
    settings["kernel_websocket_connection_class"] = without_nagle(connection_class)
    serverapp.log.info(LOADED)


def enable(prefix):
    """Enables the extension for the Jupyter servers of the environment at `prefix`: the config file,
    written (beside, then renamed) when missing or different; returns it, or None when it was already so."""
    wanted = json.dumps({"ServerApp": {"jpserver_extensions": {MODULE: True}}}, indent=2) + "\n"
    config = Path(prefix) / "etc" / "jupyter" / "jupyter_server_config.d" / CONFIG_FILE
    if config.is_file() and config.read_text() == wanted:
        return None
    config.parent.mkdir(parents=True, exist_ok=True)
    partial = config.with_name(config.name + ".partial")
    partial.write_text(wanted)
    partial.replace(config)
    return config


def main(argv):
    if argv != ["enable"]:
        print("usage: python -m pathlab_tools.kernel_websockets enable", file=sys.stderr)
        return 2
    config = enable(sys.prefix)
    print(f"{MODULE}: {'enabled in ' + str(config) if config else 'already enabled in ' + sys.prefix}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
