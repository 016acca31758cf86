"""Per-student variants: seeds deterministic per student and secret, different between students,
and a secret that is read once and never guessed."""

import hashlib
import hmac

import pytest

from pathlab_tools.grader import variants

SECRET = b"0123456789abcdef0123456789abcdef"


def test_a_students_seed_is_the_same_every_time():
    assert variants.student_seed(SECRET, "A1", "s001") == variants.student_seed(SECRET, "A1", "s001")


def test_the_assignments_case_does_not_change_the_seed():
    assert variants.student_seed(SECRET, "a1", "s001") == variants.student_seed(SECRET, "A1", "s001")


def test_students_assignments_and_secrets_each_change_the_seed():
    seeds = {
        variants.student_seed(SECRET, "A1", "s001"),
        variants.student_seed(SECRET, "A1", "s002"),
        variants.student_seed(SECRET, "A2", "s001"),
        variants.student_seed(b"another secret", "A1", "s001"),
    }
    assert len(seeds) == 4


def test_a_seed_is_a_java_long_and_two_hundred_students_have_two_hundred_seeds():
    seeds = [variants.student_seed(SECRET, "A1", f"s{n:03}") for n in range(200)]
    assert all(-(2**63) <= s < 2**63 for s in seeds) and any(s < 0 for s in seeds)
    assert len(set(seeds)) == 200


def test_the_seed_is_the_first_eight_bytes_of_the_hmac_so_that_a_change_of_the_recipe_is_noticed():
    digest = hmac.new(SECRET, b"hidden:A1:s001", hashlib.sha256).digest()
    assert variants.student_seed(SECRET, "A1", "s001") == int.from_bytes(digest[:8], "big", signed=True)


def test_a0s_seed_comes_from_the_released_key_and_the_trimmed_lower_case_id():
    key = variants.notebook_key(SECRET, "A0")
    assert variants.notebook_seed(key, "A0", " S001 ") == variants.notebook_seed(key, "A0", "s001")
    assert variants.runner_seed(SECRET, "A0", "s001") == variants.notebook_seed(key, "A0", "s001")
    assert variants.notebook_seed(key, "A0", "s001") != variants.notebook_seed(key, "A0", "s002")


def test_the_a0_key_reveals_neither_the_secret_nor_a_hidden_seed():
    key = variants.notebook_key(SECRET, "A0")
    assert SECRET.decode() not in key and len(key) == 64
    assert variants.runner_seed(SECRET, "A1", "s001") == variants.student_seed(SECRET, "A1", "s001")
    assert variants.runner_seed(SECRET, "A1", "s001") != variants.notebook_seed(key, "A0", "s001")


def test_no_student_means_the_default_seeds():
    assert variants.runner_seed(SECRET, "A1", None) is None
    assert variants.describe(None) == "variant: the default (no student id)"
    assert variants.describe("s001") == "variant: student s001's"


def test_the_secret_comes_from_the_environment_first(monkeypatch):
    monkeypatch.setenv(variants.ENVIRONMENT, "  from the environment \n")
    assert variants.course_secret() == b"from the environment"


def test_without_a_secret_the_error_is_one_line(monkeypatch, tmp_path):
    monkeypatch.delenv(variants.ENVIRONMENT, raising=False)
    monkeypatch.setattr(variants, "SECRET_FILE", tmp_path / "course-secret")
    with pytest.raises(variants.VariantsError) as e:
        variants.course_secret()
    assert "no course secret" in str(e.value) and "\n" not in str(e.value)


def test_an_empty_secret_file_is_refused(monkeypatch, tmp_path):
    monkeypatch.delenv(variants.ENVIRONMENT, raising=False)
    (tmp_path / "course-secret").write_text("\n")
    monkeypatch.setattr(variants, "SECRET_FILE", tmp_path / "course-secret")
    with pytest.raises(variants.VariantsError, match="is empty"):
        variants.course_secret()


def test_the_secret_file_is_read_when_the_environment_has_none(monkeypatch, tmp_path):
    monkeypatch.delenv(variants.ENVIRONMENT, raising=False)
    (tmp_path / "course-secret").write_text("cafe\n")
    monkeypatch.setattr(variants, "SECRET_FILE", tmp_path / "course-secret")
    assert variants.course_secret() == b"cafe"


def test_create_secret_writes_a_private_file_once(monkeypatch, tmp_path):
    monkeypatch.delenv(variants.ENVIRONMENT, raising=False)
    monkeypatch.setattr(variants, "SECRET_FILE", tmp_path / "course-secret")
    assert variants.create_secret() is True
    first = (tmp_path / "course-secret").read_text()
    assert len(first.strip()) == 64 and (tmp_path / "course-secret").stat().st_mode & 0o777 == 0o600
    assert variants.create_secret() is False and (tmp_path / "course-secret").read_text() == first


@pytest.mark.parametrize(
    "source, typed",
    [
        ('String studentId = "s001";', "s001"),
        ('  String  studentId="  S001 " ;', "S001"),
        ('// String studentId = "s002";\nint x;', None),
        ("int x = 1;", None),
    ],
)
def test_the_id_typed_in_a0(source, typed):
    assert variants.typed_id([source]) == typed


def test_a_typed_id_of_another_student_is_noted():
    note = variants.typed_id_note(['String studentId = "s002";'], "s001")
    assert note.startswith("the notebook's studentId is 's002', not 's001'")
    assert variants.typed_id_note(['String studentId = "S001";'], "s001") is None
    assert variants.typed_id_note(["int x;"], "s001") is None
