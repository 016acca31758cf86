"""The server extension that turns Nagle off on kernel WebSockets: the connection class it gives the
server, what it leaves alone, and the config file setup writes for it."""

import json
import logging
import runpy
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from pathlab_tools import kernel_websockets, setup_steps, toolchain


class FakeConnection:
    """A kernel WebSocket connection as jupyter_server makes one: its handler, and connect()."""

    def __init__(self, websocket_handler):
        self.websocket_handler = websocket_handler

    def connect(self):
        return "connected"


class FakeHandler:
    nodelay = None

    def set_nodelay(self, value):
        self.nodelay = value


def server(connection_class):
    return SimpleNamespace(
        web_app=SimpleNamespace(settings={"kernel_websocket_connection_class": connection_class}),
        log=logging.getLogger("test"),
    )


def test_the_connection_turns_nagle_off_before_it_connects():
    handler = FakeHandler()
    connection = kernel_websockets.without_nagle(FakeConnection)(handler)
    assert connection.connect() == "connected"
    assert handler.nodelay is True


def test_loading_the_extension_gives_the_server_the_subclass_once():
    app = server(FakeConnection)
    kernel_websockets._load_jupyter_server_extension(app)
    chosen = app.web_app.settings["kernel_websocket_connection_class"]
    assert issubclass(chosen, FakeConnection) and chosen.__name__ == "FakeConnectionWithoutNagle"
    kernel_websockets._load_jupyter_server_extension(app)
    assert app.web_app.settings["kernel_websocket_connection_class"] is chosen


def test_loading_says_so_in_the_servers_log_once(caplog):
    app = server(FakeConnection)
    with caplog.at_level(logging.INFO, logger="test"):
        kernel_websockets._load_jupyter_server_extension(app)
        kernel_websockets._load_jupyter_server_extension(app)
    assert caplog.messages == [kernel_websockets.LOADED]


def test_the_extension_names_itself_as_jupyter_server_asks():
    assert kernel_websockets._jupyter_server_extension_points() == [{"module": "pathlab_tools.kernel_websockets"}]


def test_setup_enables_it_in_the_environment_once(tmp_path, capsys):
    env = toolchain.Environment(tmp_path, tmp_path / "bin" / "python", "a test's environment")
    setup_steps.enable_server_extension(env)
    config = tmp_path / "etc" / "jupyter" / "jupyter_server_config.d" / "pathlab.json"
    assert json.loads(config.read_text()) == {
        "ServerApp": {"jpserver_extensions": {"pathlab_tools.kernel_websockets": True}}
    }
    assert "enabled pathlab_tools.kernel_websockets" in capsys.readouterr().out
    setup_steps.enable_server_extension(env)
    assert capsys.readouterr().out == "", "a second run has nothing to do"
    assert sorted(p.name for p in Path(config.parent).iterdir()) == ["pathlab.json"]


def test_the_command_enables_it_in_its_own_environment(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(sys, "prefix", str(tmp_path))
    monkeypatch.setattr(sys, "argv", ["kernel_websockets.py", "enable"])
    monkeypatch.delitem(sys.modules, "pathlab_tools.kernel_websockets")  # run afresh, as a command is
    with pytest.raises(SystemExit) as ended:  # as python -m runs it: its __name__ is then "__main__"
        runpy.run_module("pathlab_tools.kernel_websockets", run_name="__main__")
    assert ended.value.code == 0
    config = tmp_path / "etc" / "jupyter" / "jupyter_server_config.d" / "pathlab.json"
    assert capsys.readouterr().out == f"pathlab_tools.kernel_websockets: enabled in {config}\n"
    assert json.loads(config.read_text())["ServerApp"]["jpserver_extensions"] == {
        "pathlab_tools.kernel_websockets": True
    }
    assert kernel_websockets.main(["enable"]) == 0
    assert capsys.readouterr().out == f"pathlab_tools.kernel_websockets: already enabled in {tmp_path}\n"
    assert kernel_websockets.main([]) == 2
    assert capsys.readouterr().err == "usage: python -m pathlab_tools.kernel_websockets enable\n"
