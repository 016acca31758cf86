"""The page configuration written into an environment: ours where there was none, merged with what
was there, once, and a broken file named and left alone."""

import json
import runpy
import sys

import pytest

from pathlab_tools import page_config


def target(prefix):
    return prefix / "etc" / "jupyter" / "labconfig" / "page_config.json"


def test_ours_is_the_hubs_without_a_build_check_or_an_extension_manager():
    ours = json.loads(page_config.OURS.read_text())
    assert ours["buildCheck"] is False and ours["buildAvailable"] is False
    assert ours["disabledExtensions"] == {"@jupyterlab/extensionmanager-extension": True}


def test_installed_into_an_environment_without_one_once(tmp_path):
    assert page_config.install(tmp_path) == target(tmp_path)
    assert json.loads(target(tmp_path).read_text()) == json.loads(page_config.OURS.read_text())
    assert page_config.install(tmp_path) is None, "a second install has nothing to do"
    assert [p.name for p in target(tmp_path).parent.iterdir()] == ["page_config.json"]


def test_what_the_file_held_is_kept(tmp_path):
    target(tmp_path).parent.mkdir(parents=True)
    target(tmp_path).write_text(
        json.dumps({"disabledExtensions": {"@jupyterlab/some-extension": True}, "buildCheck": True, "other": 1})
    )
    page_config.install(tmp_path)
    assert json.loads(target(tmp_path).read_text()) == {
        "disabledExtensions": {"@jupyterlab/some-extension": True, "@jupyterlab/extensionmanager-extension": True},
        "buildCheck": False,
        "buildAvailable": False,
        "other": 1,
    }


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b"\xff\xfe"])
def test_a_file_that_is_not_a_json_object_is_named_and_left_alone(tmp_path, content):
    target(tmp_path).parent.mkdir(parents=True)
    target(tmp_path).write_bytes(content)
    before = target(tmp_path).read_bytes()
    with pytest.raises(ValueError, match=str(target(tmp_path)).replace("\\", "\\\\")):
        page_config.install(tmp_path)
    assert target(tmp_path).read_bytes() == before


def test_the_command_installs_into_its_own_environment(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(sys, "prefix", str(tmp_path))
    monkeypatch.setattr(sys, "argv", ["page_config.py", "install"])
    monkeypatch.delitem(sys.modules, "pathlab_tools.page_config", raising=False)  # afresh, as a command runs
    with pytest.raises(SystemExit) as ended:
        runpy.run_module("pathlab_tools.page_config", run_name="__main__")
    assert ended.value.code == 0
    assert capsys.readouterr().out.startswith(f"page_config: written to {target(tmp_path)} ")
    assert page_config.main(["install"]) == 0
    assert capsys.readouterr().out.startswith(f"page_config: already in {tmp_path} ")
    assert page_config.main([]) == 2
    assert capsys.readouterr().err == "usage: python -m pathlab_tools.page_config install\n"
    target(tmp_path).write_text("[]")
    assert page_config.main(["install"]) == 1
    assert (
        capsys.readouterr().err
        == f"page_config: {target(tmp_path)}: not a JSON object; fix or remove it, then install again\n"
    )
