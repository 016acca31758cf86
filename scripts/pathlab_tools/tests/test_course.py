"""The students' course repository takes this repository's files, and never a solution notebook,
a hidden test, a corpus of cheats or the course secret."""

import ast
import re

import pytest

from pathlab_tools import assignments, course, toolchain


@pytest.fixture(scope="module")
def shipped():
    return course.shipped_files(assignments.ids())


def test_the_course_takes_the_library_the_build_and_each_assignments_contract(shipped):
    assert "pom.xml" in shipped and "scripts/setup" in shipped
    assert any(n.startswith("src/main/java/pathlab/") for n in shipped)
    assert any(re.match(r"coursework/assignments/A1-[^/]+/assignment\.properties$", n) for n in shipped)


def test_the_course_never_takes_a_solution_a_hidden_test_or_a_corpus(shipped):
    for name in shipped:
        if name.startswith("coursework/assignments/"):
            assert re.match(r"coursework/assignments/[^/]+/(assignment\.properties|contract/|visible/)", name), name
        assert "/hidden/" not in name and not name.endswith("corpus.py"), name
        assert not name.startswith(("coursework/release/", "coursework/grader/", "coursework/course-secret")), name


def test_only_the_chosen_assignments_parts_are_taken():
    names = course.shipped_files(["A1"])
    assert any(n.startswith("coursework/assignments/A1-") for n in names)
    assert not any(n.startswith("coursework/assignments/A2-") for n in names)


def test_a_notebooks_heading_is_its_first_markdown_line():
    import nbformat

    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell("int x;"), nbformat.v4.new_markdown_cell("# A1: Dijkstra\n\ntext")]
    )
    assert course.heading(nb) == "A1: Dijkstra"
    assert course.heading(nbformat.v4.new_notebook()) == ""


def test_the_course_is_not_written_over_a_folder_that_has_files(tmp_path):
    (tmp_path / "course").mkdir()
    (tmp_path / "course" / "mine.txt").write_text("keep")
    with pytest.raises(course.CourseError, match="already exists and is not an empty folder"):
        course.write(tmp_path / "course", {}, "Pathfinding")
    assert (tmp_path / "course" / "mine.txt").read_text() == "keep"


def package_imports(path):
    """The modules of pathlab_tools a file imports: absolute (from pathlab_tools import x, from
    pathlab_tools.x import y) or, in the package's own modules, relative (from . import x, from .x import y)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 1 or module == "pathlab_tools" or module.startswith("pathlab_tools."):
                inner = module.removeprefix("pathlab_tools").lstrip(".")
                found |= {inner.split(".")[0]} if inner else {alias.name for alias in node.names}
    return found


def test_the_course_carries_every_module_of_the_package_its_scripts_import(shipped):
    """What the course's scripts import of pathlab_tools, followed from module to module, ships."""
    scripts = [toolchain.REPO / n for n in shipped if n.startswith("scripts/") and "/pathlab_tools/" not in n]
    scripts += [course.COURSE / "scripts" / "test", course.COURSE / "classroom50" / "autograder.py"]
    package = toolchain.REPO / "scripts" / "pathlab_tools"
    wanted, seen = set().union(*map(package_imports, scripts)), set()
    while wanted - seen:
        name = (wanted - seen).pop()
        seen.add(name)
        if (package / f"{name}.py").is_file():
            wanted |= package_imports(package / f"{name}.py")
    modules = {name for name in seen if (package / f"{name}.py").is_file()}
    assert "setup_steps" in modules
    assert {f"scripts/pathlab_tools/{name}.py" for name in modules} <= set(shipped)
