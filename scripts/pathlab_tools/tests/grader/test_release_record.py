"""The record of a release: read back exactly as written, refused with one line once edited, and
the tests' differences from the release said one line each."""

import json

import pytest

from pathlab_tools.grader import release_record

from ..builders import CATALOG


@pytest.fixture
def records(tmp_path, monkeypatch):
    monkeypatch.setenv(release_record.ENVIRONMENT, str(tmp_path / "release"))
    return tmp_path / "release"


def edit(path, change):
    record = json.loads(path.read_text(encoding="utf-8"))
    change(record)
    path.write_text(json.dumps(record), encoding="utf-8")


def test_a_written_record_reads_back_as_released(records, released_edition):
    path = release_record.write("A1", released_edition, CATALOG)
    assert path == records / "A1.json" and [p.name for p in records.iterdir()] == ["A1.json"]
    release = release_record.read("A1")
    assert release.assignment == "A1" and release.notebook.cells == released_edition.cells
    assert release.tests["catalog"] == [
        ["shortest", 2, "visible"],
        ["ties", 3, "hidden"],
        ["unreachable", 1, "visible"],
    ]


def test_no_record_is_none(records):
    assert release_record.read("A2") is None


def test_the_record_lists_the_locked_cells_checksums(records, released_edition):
    record = json.loads(release_record.write("A1", released_edition, CATALOG).read_text())
    assert [c["id"] for c in record["locked cells"]] == ["setup", "check", "visible"]
    assert record["locked cells"][0]["sha256"] == release_record.sha256('Graph g = Graphs.load("maps/small.txt");')


def test_a_released_notebook_changed_afterwards_is_refused(records, released_edition):
    path = release_record.write("A1", released_edition, CATALOG)
    edit(path, lambda r: r["notebook"]["cells"][3].update(source="check(g, new Anything());"))
    with pytest.raises(release_record.ReleaseError, match="the released notebook's checksum does not match"):
        release_record.read("A1")


def test_a_locked_cell_changed_with_a_new_notebook_checksum_is_still_refused(records, released_edition):
    path = release_record.write("A1", released_edition, CATALOG)

    def change(record):
        record["notebook"]["cells"][3]["source"] = "check(g, new Anything());"
        record["sha256"] = release_record.sha256(release_record.canonical(record["notebook"]))

    edit(path, change)
    with pytest.raises(release_record.ReleaseError, match="the locked cells' checksums do not match"):
        release_record.read("A1")


def test_a_cell_unlocked_in_the_record_is_refused(records, released_edition):
    path = release_record.write("A1", released_edition, CATALOG)

    def change(record):
        record["notebook"]["cells"][3]["metadata"]["editable"] = True
        record["sha256"] = release_record.sha256(release_record.canonical(record["notebook"]))

    edit(path, change)
    with pytest.raises(release_record.ReleaseError, match="locked cells' checksums"):
        release_record.read("A1")


def test_a_record_of_another_assignment_is_refused(records, released_edition):
    path = release_record.write("A1", released_edition, CATALOG)
    (records / "A2.json").write_text(path.read_text())
    with pytest.raises(release_record.ReleaseError, match="the record is for assignment 'A1', not A2"):
        release_record.read("A2")


@pytest.mark.parametrize("text", ["not json", "[]", '{"assignment": "A1"}', '{"notebook": {}}'])
def test_a_file_that_is_not_a_record_is_one_line(records, text):
    records.mkdir()
    (records / "A1.json").write_text(text)
    with pytest.raises(release_record.ReleaseError) as e:
        release_record.read("A1")
    assert "not a release record" in str(e.value) and "\n" not in str(e.value)


def test_the_tests_identity_covers_the_assignments_test_sources():
    identity = release_record.tests_identity("A1", CATALOG)
    assert identity["source files"] > 0 and len(identity["sources"]) == 64


def test_an_unknown_assignment_has_no_sources():
    assert release_record.tests_identity("Z9", [])["sources"] is None


def identity(catalog, sources="same"):
    return {"sources": sources, "source files": 3, "catalog": catalog}


def test_the_same_tests_have_no_differences(records, released_edition):
    release_record.write("A1", released_edition, CATALOG)
    release = release_record.read("A1")
    assert release_record.differences(release, release_record.tests_identity("A1", CATALOG)) == []


def test_differences_are_one_line_each(records, released_edition):
    release_record.write("A1", released_edition, CATALOG)
    release = release_record.read("A1")
    now = identity([["shortest", 1, "visible"], ["ties", 3, "visible"], ["bonus", 5, "hidden"]], sources="changed")
    assert release_record.differences(release, now) == [
        "test bonus is new since the release",
        "test shortest: 2 points, visible when released; 1 point, visible now",
        "test ties: 3 points, hidden when released; 3 points, visible now",
        "test unreachable was released and is gone",
        f"the tests' sources changed since the release (3 files now, {release.tests['source files']} then)",
    ]
