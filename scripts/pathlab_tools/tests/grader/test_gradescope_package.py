"""The Gradescope autograder zip: its two scripts, the grader, the build and the release's record,
written whole, and nothing that is not in that list (no solution notebook, no course secret)."""

import stat
import zipfile
from pathlib import Path

import pytest

from pathlab_tools.grader import gradescope_package, inert

GRADER = Path(inert.__file__).resolve().parent


@pytest.fixture
def repo(tmp_path):
    """A built checkout in miniature: the scripts, the grader, one file in each build output, and
    what must never ship (a solution notebook, the course secret)."""
    root = tmp_path / "repo"
    package = root / "scripts" / "pathlab_tools"
    (package / "grader").mkdir(parents=True)
    (root / "scripts" / "grade").write_text("# grade\n")
    (root / "classpath.properties").write_text("# class paths\n")
    for module in gradescope_package.BASE_MODULES:
        (package / module).write_text("# module\n")
    for module in GRADER.glob("*.py"):
        (package / "grader" / module.name).write_text("# module\n")
    for item in gradescope_package.BUILT:
        path = root / item
        if path.suffix == ".jar":
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(b"PK")
        else:
            (path / "pathlab").mkdir(parents=True)
            (path / "pathlab" / "Built.class").write_bytes(b"\xca\xfe")
    (root / "coursework" / "assignments" / "A1-dijkstra").mkdir(parents=True)
    (root / "coursework" / "assignments" / "A1-dijkstra" / "A1-dijkstra.ipynb").write_text("{}")
    (root / "coursework" / "course-secret").write_text("secret\n")
    return root


def test_the_zip_has_gradescopes_two_scripts_executable_for_this_assignment(repo, tmp_path):
    out = tmp_path / "out" / "A1.zip"
    assert gradescope_package.write(out, "A1", repo, '{"assignment": "A1"}') == 0
    with zipfile.ZipFile(out) as z:
        for name in ("setup.sh", "run_autograder"):
            assert stat.S_IMODE(z.getinfo(name).external_attr >> 16) == 0o755
        assert "--assignment A1" in z.read("run_autograder").decode()
        assert "assignment A1:" in z.read("setup.sh").decode()
        assert not any(
            gradescope_package.ASSIGNMENT in z.read(name).decode() for name in ("setup.sh", "run_autograder")
        )
        assert z.read("pathlab/coursework/release/A1.json") == b'{"assignment": "A1"}'


def test_the_zip_carries_the_grader_and_the_build_but_no_solution_or_secret(repo, tmp_path):
    out = tmp_path / "A1.zip"
    gradescope_package.write(out, "A1", repo, "{}")
    with zipfile.ZipFile(out) as z:
        names = z.namelist()
    assert "pathlab/scripts/grade" in names
    assert any(n.endswith("/protocol.py") for n in names)
    assert "pathlab/coursework/target/test-classes/pathlab/Built.class" in names
    assert not any(n.endswith(".ipynb") or "course-secret" in n for n in names)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("A1.zip")] == ["A1.zip"]


def test_an_unbuilt_checkout_writes_nothing_and_says_to_build(repo, tmp_path, capsys):
    (repo / "kernel" / "target" / "pathlab-kernel.jar").unlink()
    out = tmp_path / "A1.zip"
    assert gradescope_package.write(out, "A1", repo, "{}") == 2
    assert "build first (scripts/setup --no-start): missing kernel/target/pathlab-kernel.jar" in capsys.readouterr().out
    assert not out.exists()


def test_the_zip_carries_every_module_of_the_package_the_grader_imports():
    import ast

    imported = set()
    for module in GRADER.glob("*.py"):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 2:  # from .. import x, from ..x import y
                imported |= {node.module} if node.module else {alias.name for alias in node.names}
    assert imported and {f"{name}.py" for name in imported} <= set(gradescope_package.BASE_MODULES)
