"""The student edition: every solution region becomes the stub and nothing of it is left; a marker
without its partner is one line naming the file, the cell and the line; outputs and counts are
cleared; an assignment whose variants are drawn in the notebook gets the course's key in its one
courseKey line, or keeps the example without a secret."""

import pytest

from pathlab_tools import assignments
from pathlab_tools.grader import edition, variants

from ..builders import code_cell, make_notebook, markdown_cell

STUB = 'throw new UnsupportedOperationException("A1: your code here");'


def test_a_region_becomes_the_stub_at_its_indent_and_the_lines_around_it_stay():
    source = "int cost(int a) {\n    // BEGIN SOLUTION\n    return a * 2;\n    // END SOLUTION\n}"
    assert edition.student_source(source, "A1", "here") == "int cost(int a) {\n    " + STUB + "\n}"


def test_each_region_gets_its_own_stub_and_nothing_of_either_is_left():
    source = "// BEGIN SOLUTION\nsecretOne();\n// END SOLUTION\nkept();\n  //BEGIN SOLUTION  \nsecretTwo();\n//  END SOLUTION"
    out = edition.student_source(source, "A1", "here")
    assert out == f"{STUB}\nkept();\n  {STUB}"
    assert "secret" not in out


def test_a_marker_inside_a_line_of_code_is_not_a_marker():
    source = 'String s = "// BEGIN SOLUTION";'
    assert edition.student_source(source, "A1", "here") == source


@pytest.mark.parametrize(
    "source, said",
    [
        (
            "// BEGIN SOLUTION\na();\n// BEGIN SOLUTION\n// END SOLUTION",
            "here, line 3: BEGIN SOLUTION inside the region opened at line 1",
        ),
        ("a();\n// END SOLUTION", "here, line 2: END SOLUTION without a BEGIN SOLUTION"),
        ("a();\n// BEGIN SOLUTION\nb();", "here, line 2: BEGIN SOLUTION is never ended"),
    ],
)
def test_a_marker_without_its_partner_is_one_line_naming_where(source, said):
    with pytest.raises(edition.MarkerError) as raised:
        edition.student_source(source, "A1", "here")
    assert str(raised.value) == said


def solution(tmp_path, cells, assignment="A1"):
    import nbformat

    nb = make_notebook(cells, assignment)
    nb.cells[0].outputs = [nbformat.v4.new_output("stream", text="the teacher's run\n")]
    nb.cells[0].execution_count = 7
    nb.metadata["language_info"] = {"name": "java", "version": "25"}
    path = tmp_path / f"{assignment}-solution.ipynb"
    nbformat.write(nb, path)
    return path


def test_the_edition_has_stubs_no_outputs_no_counts_and_no_language_info(tmp_path):
    path = solution(
        tmp_path,
        [code_cell("// BEGIN SOLUTION\nsecret();\n// END SOLUTION", "c1"), markdown_cell("// BEGIN SOLUTION", "m1")],
    )
    nb = edition.student_edition(path)
    assert nb.cells[0].source == STUB and nb.cells[0].outputs == [] and nb.cells[0].execution_count is None
    assert nb.cells[1].source == "// BEGIN SOLUTION"  # markdown is the teacher's text, left as written
    assert "language_info" not in nb.metadata


def test_a_marker_error_names_the_notebook_and_the_cell(tmp_path):
    path = solution(tmp_path, [code_cell("a();", "c1"), code_cell("// END SOLUTION", "c2")])
    with pytest.raises(edition.MarkerError, match=r"^A1-solution.ipynb, cell 2, line 1: END SOLUTION without"):
        edition.student_edition(path)


def test_a_notebook_that_names_no_assignment_or_an_unknown_one_is_refused(tmp_path):
    path = solution(tmp_path, [code_cell("a();", "c1")])
    import nbformat

    nb = nbformat.read(path, as_version=4)
    del nb.metadata["pathlab"]
    nbformat.write(nb, path)
    with pytest.raises(edition.MarkerError, match="has no pathlab.assignment"):
        edition.student_edition(path)
    with pytest.raises(edition.MarkerError, match="^A9-solution.ipynb: "):
        edition.student_edition(solution(tmp_path, [code_cell("a();", "c1")], assignment="A9"))


def in_notebook():
    """An assignment whose variants are drawn in the notebook (A0's manifest says so)."""
    found = [a.id for a in assignments.all() if a.variants == "notebook"]
    if not found:
        pytest.skip("no assignment draws its variants in the notebook")
    return found[0]


def test_the_course_key_goes_into_the_one_course_key_line(tmp_path, monkeypatch):
    monkeypatch.setenv(variants.ENVIRONMENT, "a course secret")
    assignment = in_notebook()
    path = solution(tmp_path, [code_cell('String courseKey = "";\nuse(courseKey);', "c1")], assignment)
    key = variants.notebook_key(b"a course secret", assignment)
    assert edition.student_edition(path).cells[0].source == f'String courseKey = "{key}";\nuse(courseKey);'


def test_without_a_secret_the_course_key_line_stays_empty(tmp_path, monkeypatch):
    monkeypatch.delenv(variants.ENVIRONMENT, raising=False)
    monkeypatch.setattr(variants, "SECRET_FILE", tmp_path / "no-secret")
    assignment = in_notebook()
    path = solution(tmp_path, [code_cell('String courseKey = "example";', "c1")], assignment)
    assert edition.student_edition(path).cells[0].source == 'String courseKey = "";'


@pytest.mark.parametrize("lines", [0, 2])
def test_a_notebook_keyed_assignment_needs_exactly_one_course_key_line(tmp_path, monkeypatch, lines):
    monkeypatch.setenv(variants.ENVIRONMENT, "a course secret")
    assignment = in_notebook()
    cells = [code_cell('String courseKey = "";', f"c{n}") for n in range(lines)] or [code_cell("a();", "c0")]
    with pytest.raises(edition.MarkerError, match=f'{lines} cells have the line String courseKey = "";'):
        edition.student_edition(solution(tmp_path, cells, assignment))


@pytest.mark.parametrize("assignment", [a.id for a in assignments.all()])
def test_a_real_assignments_edition_is_its_lines_outside_the_regions_and_a_stub_for_each(assignment, monkeypatch):
    monkeypatch.setenv(variants.ENVIRONMENT, "a course secret")
    import nbformat

    path = assignments.by_id(assignment).notebook
    solved = [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]
    student = [c for c in edition.student_edition(path).cells if c.cell_type == "code"]
    regions = 0
    for before, after in zip(solved, student):
        inside, outside = False, []
        for line in before.source.splitlines():
            if edition.BEGIN.match(line):
                inside, regions = True, regions + 1
            elif edition.END.match(line):
                inside = False
            elif not inside:
                outside.append(line)
        kept = [line for line in after.source.splitlines() if f'("{assignment}: your code here")' not in line]
        assert unkeyed(kept) == unkeyed(outside), f"{path.name}: a cell's lines outside its solution regions changed"
    assert regions > 0, f"{path.name} has no solution region"
    stubs = sum(c.source.count(f'("{assignment}: your code here")') for c in student)
    assert stubs == regions


def unkeyed(lines):
    """The lines with any courseKey's value left out (the edition writes the course's key there)."""
    return [edition.COURSE_KEY.sub(r'\1"";', line) for line in lines]
