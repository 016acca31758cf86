"""Does a student repository give away a solution? Lines of a solution region and the hidden tests'
names are found wherever they hide: a source file, a notebook's JSON strings, a jar's entry."""

import json
import shutil
import zipfile

import pytest

from pathlab_tools import leak_check


@pytest.fixture(scope="module")
def solution():
    """One telling line of a solution region and one hidden test's name, as the check knows them."""
    lines = leak_check.solution_lines()
    line = sorted(lines)[0]
    return line, lines[line], sorted(leak_check.hidden_names())[0]


def test_a_solution_line_in_a_source_file_is_found(tmp_path, solution):
    line, assignment, _ = solution
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "Mine.java").write_text(f"class Mine {{\n        {line}\n}}\n")
    assert leak_check.leaks(tmp_path) == [f"src/Mine.java: line {line!r} of {assignment}'s solution"]


def test_a_solution_line_in_a_notebooks_json_is_found(tmp_path, solution):
    line, assignment, _ = solution
    (tmp_path / "A.ipynb").write_text(json.dumps({"cells": [{"cell_type": "code", "source": [f"{line}\n"]}]}))
    assert leak_check.leaks(tmp_path) == [f"A.ipynb: line {line!r} of {assignment}'s solution"]


def test_a_hidden_tests_name_in_a_jar_entry_is_found(tmp_path, solution):
    _, _, name = solution
    with zipfile.ZipFile(tmp_path / "lib.jar", "w") as jar:
        jar.writestr("notes.txt", f"see {name}")
    assert leak_check.leaks(tmp_path) == [f"lib.jar (notes.txt in it): the hidden test name {name!r}"]


def test_a_clean_folder_and_binary_files_have_no_leaks(tmp_path, solution):
    line, _, _ = solution
    (tmp_path / "README.md").write_text("nothing to see")
    (tmp_path / "data.bin").write_bytes(b"\x00\x01" + line.encode())
    assert leak_check.leaks(tmp_path) == []


def test_the_git_folder_is_not_searched(tmp_path, solution):
    line, _, _ = solution
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "COMMIT_EDITMSG").write_text(line)
    assert leak_check.leaks(tmp_path) == []


def test_an_unchanged_library_source_may_share_lines_but_a_changed_one_may_not(tmp_path, solution):
    line, assignment, _ = solution
    relative = next(
        p.relative_to(leak_check.REPO).as_posix() for p in sorted((leak_check.REPO / "src" / "main").rglob("*.java"))
    )
    copy = tmp_path / relative
    copy.parent.mkdir(parents=True)
    shutil.copyfile(leak_check.REPO / relative, copy)
    assert leak_check.leaks(tmp_path) == []
    copy.write_text(copy.read_text() + f"\n// {line}\n")
    assert leak_check.leaks(tmp_path) == [f"{relative}: line {line!r} of {assignment}'s solution"]
