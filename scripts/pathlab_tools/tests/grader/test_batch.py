"""Grading one submission and a batch's assignment, where no JVM is needed: nothing a submission
holds stops grading; it scores 0 with one line saying why."""

import types

import pytest

from pathlab_tools.grader import batch, gradebook

from ..builders import fake_grading


def arguments(assignment="A1"):
    return types.SimpleNamespace(assignment=assignment, time_limit=30, cell_timeout=10)


def test_a_file_that_is_not_a_notebook_scores_zero_with_its_reason(tmp_path):
    path = tmp_path / "A1-alice.ipynb"
    path.write_text("{broken")
    sub, result = batch.grade_one(fake_grading(arguments()), path)
    assert result["score"] == 0 and result["max_score"] == 6
    assert result["output"].splitlines()[1].startswith("A1-alice.ipynb is not a notebook: not JSON")
    assert all(t["output"].startswith("not run: A1-alice.ipynb is not a notebook") for t in result["tests"])


def test_a_fault_of_the_graders_own_is_the_rows_message(tmp_path, monkeypatch):
    def broken(sub):
        raise RuntimeError("unexpected\nsecond line")

    monkeypatch.setattr(batch, "read_notebook", broken)
    sub, result = batch.grade_one(fake_grading(arguments()), tmp_path / "A1-alice.ipynb")
    assert sub.not_run == "grading failed: RuntimeError: unexpected (please report it)"
    assert result["score"] == 0


def test_outcomes_are_dropped_when_the_grader_fails_midway(tmp_path, monkeypatch):
    def half(sub, nb, args, slot):
        sub.outcomes = {"shortest": {"passed": True, "output": ""}}
        raise KeyError("boom")

    monkeypatch.setattr(batch, "read_notebook", lambda sub: object())
    monkeypatch.setattr(batch, "which_assignment", lambda grading, sub, nb: True)
    monkeypatch.setattr(batch, "execute", half)
    _, result = batch.grade_one(fake_grading(arguments()), tmp_path / "A1-alice.ipynb")
    assert result["score"] == 0


def test_the_student_is_kept(tmp_path):
    (tmp_path / "a.ipynb").write_text("[]")
    sub, result = batch.grade_one(fake_grading(arguments()), tmp_path / "a.ipynb", student="s001")
    assert sub.student == "s001" and "variant: student s001's" in result["output"]


@pytest.mark.parametrize(
    "collected, given, assignment", [(None, None, None), (None, "A2", "A2"), ("a1", None, "A1"), ("A1", "a1", "A1")]
)
def test_the_batchs_assignment(tmp_path, collected, given, assignment):
    collection = {"assignment": collected} if collected else None
    assert batch.collected_assignment(tmp_path, collection, given) == assignment


@pytest.mark.parametrize(
    "collected, given, words",
    [
        ("Z9", None, "names the assignment 'Z9', which is none of A0"),
        (5, None, "names the assignment 5"),
        ("A1", "A2", "--assignment A2, but"),
    ],
)
def test_a_batchs_assignment_that_contradicts_collect_is_one_line(tmp_path, collected, given, words):
    with pytest.raises(gradebook.GradebookError) as e:
        batch.collected_assignment(tmp_path, {"assignment": collected}, given)
    assert words in str(e.value) and "\n" not in str(e.value)
