"""A submission as the grader reads it: hostile files become one line, and every locked cell is
graded as released (nbgrader's rule, matched by cell id), whatever the student did to it."""

import json
import os

import pytest

from pathlab_tools.grader import notebook
from pathlab_tools.grader.context import Grading

from ..builders import code_cell, fake_grading, make_notebook, markdown_cell

SETUP = 'Graph g = Graphs.load("maps/small.txt");'
CHECK = "check(g, new Dijkstra());"
ANSWER = "class Dijkstra { /* the student's */ }"


def write_notebook(path, nb):
    """The notebook's JSON as the student's file holds it (not validated: a repeated id stays repeated)."""
    path.write_text(json.dumps(nb, indent=1), encoding="utf-8")
    return path


def student_copy(released_edition, **changes):
    """The released edition as a student hands it in, with the answer written and some cells changed
    (id -> new source), removed (id -> None) or given new fields (id -> dict)."""
    cells = []
    for cell in released_edition.cells:
        cell = (
            code_cell(cell.source, cell.id, cell.metadata.get("editable") is False)
            if cell.cell_type == "code"
            else markdown_cell(cell.source, cell.id)
        )
        if cell.id == "answer":
            cell.source = ANSWER
        change = changes.get(cell.id, cell.source)
        if change is None:
            continue
        if isinstance(change, dict):
            cell.update(change)
        else:
            cell.source = change
        cells.append(cell)
    return make_notebook(cells)


def graded(grading, submission, nb, tmp_path):
    """The cells grading runs, read from the notebook's file as scripts/grade reads it."""
    submission.path = write_notebook(tmp_path / "A1-alice.ipynb", nb)
    read = notebook.read_notebook(submission)
    assert read is not None, submission.not_run
    return notebook.restore_locked(grading, submission, read)


def sources(cells):
    return [source for _, source in cells]


# ---- the locked-cell restore


def test_an_untouched_notebook_runs_its_own_cells_without_notes(grading, released_edition, submission, tmp_path):
    cells = graded(grading, submission, student_copy(released_edition), tmp_path)
    assert cells == [(2, SETUP), (3, "class Dijkstra { /* the student's */ }"), (4, CHECK)]
    assert submission.notes == []


def test_an_edited_locked_cell_is_graded_as_released_and_noted(grading, released_edition, submission, tmp_path):
    cells = graded(
        grading, submission, student_copy(released_edition, check='System.out.println("all tests passed");'), tmp_path
    )
    assert (4, CHECK) in cells and all("all tests passed" not in source for _, source in cells)
    assert submission.notes == ["locked cell 4 was changed: graded with the released one"]


def test_a_deleted_locked_cell_is_put_back_after_the_answer_before_it_and_noted(
    grading, released_edition, submission, tmp_path
):
    cells = graded(grading, submission, student_copy(released_edition, check=None), tmp_path)
    assert cells == [(2, SETUP), (3, ANSWER), (4, CHECK)]
    assert submission.notes == ["a locked cell was deleted (check(g, new Dijkstra());): graded with the released one"]


def test_a_deleted_check_goes_after_an_answer_retyped_in_a_new_cell(grading, released_edition, submission, tmp_path):
    nb = student_copy(released_edition, answer=None, check=None)
    nb.cells.insert(2, code_cell(ANSWER, "mine"))
    assert sources(graded(grading, submission, nb, tmp_path)) == [SETUP, ANSWER, CHECK]


def test_the_students_own_cells_after_the_answer_run_before_a_deleted_check(
    grading, released_edition, submission, tmp_path
):
    nb = student_copy(released_edition, check=None)
    nb.cells.insert(3, code_cell("Dijkstra.cheat();", "mine"))
    assert sources(graded(grading, submission, nb, tmp_path)) == [SETUP, ANSWER, "Dijkstra.cheat();", CHECK]


def test_a_deleted_check_goes_after_an_answer_moved_below_the_cells_that_followed_it(
    grading, released_edition, submission, tmp_path
):
    nb = student_copy(released_edition, check=None)
    nb.cells.append(nb.cells.pop(2))  # the answer moved to the end, after the visible tests
    assert sources(graded(grading, submission, nb, tmp_path)) == [SETUP, ANSWER, CHECK]


def test_a_deleted_check_goes_after_the_last_copy_of_the_answer(grading, released_edition, submission, tmp_path):
    nb = student_copy(released_edition, check=None)
    nb.cells.insert(0, code_cell("class Dijkstra { /* a first try */ }", "answer"))  # the answer's id twice
    cells = sources(graded(grading, submission, nb, tmp_path))
    assert cells == ["class Dijkstra { /* a first try */ }", SETUP, ANSWER, CHECK]


def test_locked_cells_deleted_side_by_side_go_back_in_the_releases_order(
    grading, released_edition, submission, tmp_path
):
    cells = graded(grading, submission, student_copy(released_edition, check=None, visible=None, setup=None), tmp_path)
    assert cells == [(2, SETUP), (3, ANSWER), (4, CHECK)]
    assert [note.split("(")[1][:5] for note in submission.notes] == ["Graph", "check", "Gradi"]


def test_a_notebook_without_cell_ids_runs_every_locked_cell_as_released_after_the_students_cells(
    grading, released_edition, submission, tmp_path
):
    nb = student_copy(released_edition, check="pass();")
    nb.nbformat_minor = 4  # before cell ids
    for cell in nb.cells:
        del cell["id"]
    cells = sources(graded(grading, submission, nb, tmp_path))  # without ids, each cell is the student's
    assert cells == [SETUP, ANSWER, "pass();", 'Grading.runVisibleTests("A1");', SETUP, CHECK]
    assert len(submission.notes) == 3


def test_a_deleted_first_locked_cell_goes_back_before_the_rest(grading, released_edition, submission, tmp_path):
    cells = graded(grading, submission, student_copy(released_edition, setup=None), tmp_path)
    assert [source for _, source in cells][:1] == [SETUP]
    assert (
        'a locked cell was deleted (Graph g = Graphs.load("maps/small.txt");): graded with the released one'
        in submission.notes
    )


def test_every_locked_cell_deleted_is_every_locked_cell_restored(grading, released_edition, submission, tmp_path):
    cells = graded(grading, submission, student_copy(released_edition, setup=None, check=None, visible=None), tmp_path)
    sources = [source for _, source in cells]
    assert sources.index(SETUP) < sources.index(CHECK) and len(submission.notes) == 3


def test_a_locked_cell_whose_editable_flag_was_removed_is_still_locked(grading, released_edition, submission, tmp_path):
    cells = graded(
        grading,
        submission,
        student_copy(released_edition, check={"metadata": {"editable": True}, "source": "pass();"}),
        tmp_path,
    )
    assert (4, CHECK) in cells and "locked cell 4 was changed: graded with the released one" in submission.notes


def test_a_locked_cell_with_other_metadata_but_its_source_is_not_noted(grading, released_edition, submission, tmp_path):
    graded(
        grading,
        submission,
        student_copy(released_edition, check={"metadata": {"editable": True, "nbgrader": {"checksum": "00"}}}),
        tmp_path,
    )
    assert submission.notes == []


def test_a_locked_cell_made_markdown_is_graded_as_the_released_code(grading, released_edition, submission, tmp_path):
    nb = student_copy(released_edition)
    nb.cells[3] = markdown_cell("check(g, new Dijkstra());", "check")
    cells = graded(grading, submission, nb, tmp_path)
    assert (4, CHECK) in cells and "locked cell 4 was changed: graded with the released one" in submission.notes


def test_a_students_cell_that_claims_a_locked_cells_id_is_that_locked_cell(
    grading, released_edition, submission, tmp_path
):
    nb = student_copy(released_edition)
    nb.cells.insert(3, code_cell("Grading.pretendAllPassed();", "check"))  # a second cell with the id "check"
    cells = graded(grading, submission, nb, tmp_path)
    assert all("pretendAllPassed" not in source for _, source in cells)
    assert [source for _, source in cells].count(CHECK) == 2
    assert "locked cell 4 was changed: graded with the released one" in submission.notes


def test_a_locked_cell_given_a_new_id_is_put_back_beside_the_students(grading, released_edition, submission, tmp_path):
    cells = graded(
        grading, submission, student_copy(released_edition, check={"id": "mine", "source": "skip();"}), tmp_path
    )
    sources = [source for _, source in cells]
    assert CHECK in sources and "skip();" in sources
    assert any(note.startswith("a locked cell was deleted (check(g") for note in submission.notes)


def test_the_visible_tests_cell_is_left_out_even_when_edited(grading, released_edition, submission, tmp_path):
    cells = graded(
        grading, submission, student_copy(released_edition, visible='Grading.runVisibleTests("A1"); hack();'), tmp_path
    )
    assert all("runVisibleTests" not in source and "hack" not in source for _, source in cells)


def test_a_live_maps_locked_cell_is_left_out_but_a_students_own_is_run(grading_args, submission, tmp_path):
    live = 'LiveGrid liveMaze = LiveGrid.of(GridMap.resource("maps/maze.map")).search("my A*", new MyAStar()::search).show();'
    released = make_notebook(
        [
            code_cell(SETUP, "setup", locked=True),
            code_cell("// your Dijkstra here", "answer"),
            code_cell(live, "live", locked=True),
            code_cell("Submission.handIn(new Dijkstra());", "hand-in", locked=True),
        ]
    )
    mine = student_copy(released, live="LiveGrid.of(null); hack();")
    mine.cells.append(code_cell("LiveGrid.of(map).show();", "mine"))
    cells = graded(fake_grading(grading_args, released), submission, mine, tmp_path)
    assert cells == [
        (1, SETUP),
        (2, ANSWER),
        (4, "Submission.handIn(new Dijkstra());"),
        (5, "LiveGrid.of(map).show();"),
    ]


def test_empty_and_markdown_cells_are_not_run_but_count_in_the_numbering(
    grading, released_edition, submission, tmp_path
):
    nb = student_copy(released_edition)
    nb.cells.insert(2, code_cell("   \n", "blank"))
    nb.cells.insert(2, markdown_cell("my notes", "notes"))
    cells = graded(grading, submission, nb, tmp_path)
    assert [number for number, _ in cells] == [2, 5, 6]


# ---- reading the file


def hostile(submission, tmp_path, data):
    path = tmp_path / "A1-alice.ipynb"
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    submission.path = path
    assert notebook.read_notebook(submission) is None
    assert "\n" not in submission.not_run
    return submission.not_run


@pytest.mark.parametrize(
    "data, words",
    [
        (b"\xff\xfe\x00", "is not a notebook: it is not text"),
        ("{not json", "is not a notebook: not JSON (line 1, column 2"),
        ("[1, 2]", "its JSON is a list, not an object with cells"),
        ('{"cells": 5}', "it has no list of cells"),
        ('{"cells": [5]}', "cell 1 is a number, not an object"),
        ('{"cells": [{"cell_type": "python"}]}', "cell 1's type is 'python', not one of code, markdown, raw"),
        ('{"cells": [{"cell_type": "code", "source": {"a": 1}}]}', "cell 1's source is an object, not text"),
        ('{"cells": [{"cell_type": "code", "source": "", "id": 7}]}', "cell 1's id is a number, not text"),
        ('{"cells": [], "metadata": {"pathlab": {"assignment": 1}}}', "its metadata.pathlab.assignment is a number"),
        ('{"cells": [], "metadata": []}', "its metadata is a list, not an object"),
        ('{"cells": [], "n": ' + "9" * 5000 + "}", "a number in it has 5000 digits"),
        ('{"cells": [], "deep": ' + "[" * 100 + "]" * 100 + "}", "its JSON nests more than 64 levels deep"),
        ("[" * 100000 + "]" * 100000, "A1-alice.ipynb is not a notebook"),
    ],
)
def test_a_file_that_is_not_a_notebook_is_one_line(submission, tmp_path, data, words):
    assert words in hostile(submission, tmp_path, data)


def test_a_byte_order_mark_is_read_past(grading, released_edition, submission, tmp_path):
    path = tmp_path / "A1-alice.ipynb"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(student_copy(released_edition)).encode())
    submission.path = path
    assert notebook.read_notebook(submission) is not None and submission.not_run is None


def test_a_symbolic_link_is_refused_and_never_followed(grading, released_edition, submission, tmp_path):
    target = write_notebook(tmp_path / "solution.ipynb", student_copy(released_edition))
    os.symlink(target, tmp_path / "A1-alice.ipynb")
    submission.path = tmp_path / "A1-alice.ipynb"
    assert notebook.read_notebook(submission) is None
    assert (
        submission.not_run
        == "A1-alice.ipynb is a symbolic link: a submission must be the notebook itself (not followed)"
    )


def test_a_fifo_is_refused_without_blocking(submission, tmp_path):
    os.mkfifo(tmp_path / "A1-alice.ipynb")
    submission.path = tmp_path / "A1-alice.ipynb"
    assert notebook.read_notebook(submission) is None
    assert "is not a regular file" in submission.not_run


def test_a_folder_with_two_notebooks_says_hand_in_one(submission, tmp_path):
    (tmp_path / "a.ipynb").write_text("{}")
    (tmp_path / "b.ipynb").write_text("{}")
    submission.path, submission.assignment = tmp_path, None
    assert notebook.read_notebook(submission) is None
    assert (
        submission.not_run == "the submission has 2 notebooks (a.ipynb, b.ipynb): hand in exactly one, the assignment's"
    )


def test_a_folder_without_a_notebook_says_so(submission, tmp_path):
    submission.path = tmp_path
    assert notebook.read_notebook(submission) is None
    assert submission.not_run.startswith("the submission has no notebook (.ipynb)")


def test_a_folder_with_the_assignments_notebook_reads_it(grading, released_edition, submission, tmp_path):
    write_notebook(tmp_path / "A1-alice.ipynb", student_copy(released_edition))
    (tmp_path / "scratch.ipynb").write_text("{}")
    submission.path = tmp_path
    assert notebook.read_notebook(submission) is not None and submission.path.name == "A1-alice.ipynb"


# ---- which assignment


def test_a_notebook_of_another_assignment_is_not_graded_as_this_one(grading, released_edition, submission, tmp_path):
    nb = student_copy(released_edition)
    nb.metadata["pathlab"]["assignment"] = "A2"
    submission.path = write_notebook(tmp_path / "A1-alice.ipynb", nb)
    notebook.which_assignment(grading, submission, notebook.read_notebook(submission))
    assert submission.not_run == "this notebook is assignment A2's, not A1's: hand in the A1 notebook"


def test_the_assignment_is_read_from_the_metadata(grading, released_edition, tmp_path):
    sub = notebook.Submission(write_notebook(tmp_path / "x.ipynb", student_copy(released_edition)), None)
    assert notebook.which_assignment(grading, sub, notebook.read_notebook(sub)) is True and sub.assignment == "A1"


def test_an_unknown_assignment_is_one_line(grading, released_edition, tmp_path):
    nb = student_copy(released_edition)
    nb.metadata["pathlab"]["assignment"] = "Z9"
    sub = notebook.Submission(write_notebook(tmp_path / "x.ipynb", nb), None)
    assert notebook.which_assignment(grading, sub, notebook.read_notebook(sub)) is False
    assert (
        sub.not_run
        == "cannot tell which assignment x.ipynb is for: its metadata names 'Z9'; grade it with --assignment"
    )


def test_another_kernels_language_is_noted(grading, released_edition, submission, tmp_path):
    nb = student_copy(released_edition)
    nb.metadata["kernelspec"]["language"] = "python"
    submission.path = write_notebook(tmp_path / "A1-alice.ipynb", nb)
    notebook.which_assignment(grading, submission, notebook.read_notebook(submission))
    assert "the notebook names a 'python' kernel: graded as Java, as the assignment is" in submission.notes


def test_another_assignments_notebook_with_this_ones_metadata_is_not_graded(grading_args, released_edition, tmp_path):
    other = make_notebook([code_cell("easy();", "a0-setup", locked=True), code_cell("// yours", "a0-answer")], "A0")
    grading = Grading(
        grading_args, released=lambda assignment, catalog: (other if assignment == "A0" else released_edition, None)
    )
    handed_in = make_notebook([code_cell("easy();", "a0-setup", locked=True), code_cell("done();", "a0-answer")], "A1")
    sub = notebook.Submission(write_notebook(tmp_path / "A1-alice.ipynb", handed_in), None)
    notebook.which_assignment(grading, sub, notebook.read_notebook(sub))
    assert sub.not_run == (
        "the notebook's cells are assignment A0's, but it is graded as A1 (its metadata was "
        "changed, or --assignment): hand in the A1 notebook"
    )


def test_a_link_in_a_submission_folder_is_not_followed(grading, released_edition, submission, tmp_path):
    target = write_notebook(tmp_path / "solution.ipynb", student_copy(released_edition))
    (tmp_path / "handed-in").mkdir()
    os.symlink(target, tmp_path / "handed-in" / "A1-alice.ipynb")
    submission.path = tmp_path / "handed-in"
    assert notebook.read_notebook(submission) is None
    assert "is a symbolic link" in submission.not_run
