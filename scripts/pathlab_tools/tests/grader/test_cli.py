"""scripts/grade's usage errors: one line and exit code 2, before anything is graded."""

import pytest

from pathlab_tools.grader import cli


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--roster", "r.csv", "a.ipynb"], "--roster goes with --batch"),
        (["--late-policy", "10%/day", "a.ipynb"], "--late-policy goes with --batch"),
        (["--batch", "dir", "--export", "xls", "out.csv"], "--export xls: the formats are canvas and moodle"),
        (["--batch", "dir", "--late-policy", "lots"], "--late-policy 'lots': start with the penalty per day or hour"),
        (["--batch", "dir", "--jobs", "0"], "--jobs must be at least 1"),
        (["--assignment", "Z9", "a.ipynb"], "unknown assignment Z9: the assignments are A0, A1"),
        (["--gradescope-package", "out.zip"], "--gradescope-package needs --assignment"),
        (["--similarity", "report", "a.ipynb"], "--similarity compares the submissions of a --batch"),
    ],
)
def test_a_usage_error_is_one_line_and_exit_code_2(argv, words, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as e:
        cli.main(argv)
    said = capsys.readouterr().err.strip().splitlines()
    assert e.value.code == 2 and words in said[-1]


def test_only_needs_the_csv_it_updates(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit):
        cli.main(["--batch", "dir", "--only", "s001"])
    assert "--only updates rows of an existing CSV, and grades.csv is not there" in capsys.readouterr().err


def test_a_student_without_a_course_secret_is_a_usage_error(capsys, tmp_path, monkeypatch):
    from pathlab_tools.grader import variants

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(variants.ENVIRONMENT, raising=False)
    monkeypatch.setattr(variants, "SECRET_FILE", tmp_path / "course-secret")
    with pytest.raises(SystemExit):
        cli.main(["--student", "s001", "a.ipynb"])
    assert "no course secret" in capsys.readouterr().err
