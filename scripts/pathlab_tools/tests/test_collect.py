"""collect's reading of a student's repository through git: the dates of the commits (a commit
dated before its parent, a change after the deadline), hostile names and refs, and the late rule
checked against a deadline snapshot. Each test makes small real repositories with git in tmp_path;
nothing reaches a network."""

import json
import os
import subprocess
import types

import pytest

from pathlab_tools import collect

DEADLINE = "2026-12-01T23:59:00+00:00"
BEFORE, AFTER, LONG_BEFORE = "2026-12-01T12:00:00+00:00", "2026-12-02T12:00:00+00:00", "2026-11-30T12:00:00+00:00"
NOTEBOOK = "notebooks/A1-dijkstra.ipynb"


def git(repo, *args, date=BEFORE):
    """git in the student's repository, as the student, at the given date (author and committer)."""
    env = dict(
        os.environ,
        GIT_CONFIG_GLOBAL=os.devnull,
        GIT_CONFIG_NOSYSTEM="1",
        GIT_AUTHOR_NAME="Alice",
        GIT_AUTHOR_EMAIL="alice@example.org",
        GIT_COMMITTER_NAME="Alice",
        GIT_COMMITTER_EMAIL="alice@example.org",
        GIT_AUTHOR_DATE=date,
        GIT_COMMITTER_DATE=date,
    )
    return subprocess.run(["git", "-C", str(repo), *args], env=env, check=True, capture_output=True).stdout


def commit(repo, files, date):
    """A commit of these files (path -> bytes) at the date; its sha."""
    for path, data in files.items():
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_bytes(data)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "--allow-empty", "-m", "work", date=date)
    return git(repo, "rev-parse", "HEAD").decode().strip()


@pytest.fixture
def repo(tmp_path):
    """An empty repository of a student, alice."""
    folder = tmp_path / "class" / "alice"
    folder.mkdir(parents=True)
    git(folder, "init", "-q", "-b", "main")
    return folder


@pytest.fixture
def read(tmp_path):
    """collect's reading of one repository: (record, the notebook's bytes), as collect_one gives them."""
    home = tmp_path / "home"
    home.mkdir()
    runs = []

    def run(folder, snapshot=None, late_until=None):
        runs.append(1)
        args = options(late_until)
        shadow = tmp_path / f"shadow-{len(runs)}"
        return collect.collect_one(folder, args, collect.git_environment(str(home)), shadow, snapshot)

    return run


def options(late_until=None):
    return types.SimpleNamespace(
        deadline=collect.parse_time(DEADLINE, "--deadline"),
        late_until=late_until and collect.parse_time(late_until, "--late-until"),
        assignment="A1",
        limit=1_000_000,
    )


def snapshot_of(tmp_path, folder):
    """The deadline snapshot of the repository as it is now (collect --snapshot's record of it)."""
    home = tmp_path / "snapshot-home"
    home.mkdir(exist_ok=True)
    entry = collect.snapshot_one(folder, options(), collect.git_environment(str(home)), tmp_path / "snapshot-shadow")
    return {"taken_at": DEADLINE, "assignment": "A1", "repositories": {entry["repository"]: entry}}


# ---- dates


def test_a_notebook_committed_before_the_deadline_is_on_time(repo, read):
    sha = commit(repo, {NOTEBOOK: b"mine"}, BEFORE)
    record, data = read(repo)
    assert data == b"mine"
    assert (record["status"], record["commit"], record["late_seconds"], record["problem"]) == ("on time", sha, 0, "")
    assert record["committed_at"] == "2026-12-01T12:00:00+00:00"


def test_a_change_after_the_deadline_is_ignored_and_said(repo, read):
    commit(repo, {NOTEBOOK: b"on time"}, BEFORE)
    commit(repo, {NOTEBOOK: b"late"}, AFTER)
    record, data = read(repo)
    assert data == b"on time" and record["status"] == "on time"
    assert record["problem"] == (
        "a commit 12 h 1 min after the deadline changed the notebook: ignored; --late-until takes it"
    )


def test_a_notebook_committed_only_after_the_deadline_is_late_and_not_collected(repo, read):
    commit(repo, {"README.md": b"hello"}, BEFORE)
    commit(repo, {NOTEBOOK: b"late"}, AFTER)
    record, data = read(repo)
    assert data is None and record["status"] == "late" and record["late_seconds"] == 12 * 3600 + 60
    assert (
        "committed only after the deadline (12 h 1 min late): not collected; --late-until takes it"
        in (record["problem"])
    )


def test_late_until_takes_a_late_notebook_with_how_late_it_is(repo, read):
    commit(repo, {NOTEBOOK: b"late"}, AFTER)
    record, data = read(repo, late_until="2026-12-03T00:00:00+00:00")
    assert data == b"late" and record["status"] == "late" and record["late_seconds"] == 12 * 3600 + 60


def test_a_commit_dated_before_its_parent_counts_from_its_parent(repo, read):
    commit(repo, {NOTEBOOK: b"late"}, AFTER)
    backdated = commit(repo, {NOTEBOOK: b"backdated"}, LONG_BEFORE)
    record, data = read(repo)
    assert data is None and record["status"] == "late"
    assert f"commit {backdated[:12]} is dated before its parent" in record["problem"]


def test_a_repository_without_commits_is_missing(repo, read):
    record, data = read(repo)
    assert data is None and record["status"] == "missing"
    assert record["problem"] == "the repository has no commits"


def test_a_repository_without_the_notebook_is_missing_with_the_name_it_looked_for(repo, read):
    commit(repo, {"notebooks/A2-astar.ipynb": b"other"}, BEFORE)
    record, data = read(repo)
    assert (record["status"], record["problem"], data) == ("missing", "no A1-*.ipynb in the repository", None)


# ---- hostile names and refs


def test_a_notebook_outside_notebooks_is_collected_and_said(repo, read):
    commit(repo, {"deep/er/A1-mine.ipynb": b"mine"}, BEFORE)
    record, data = read(repo)
    assert data == b"mine" and record["problem"] == "collected from deep/er/A1-mine.ipynb"


def test_control_characters_in_a_name_are_escaped_on_one_line(repo, read):
    commit(repo, {"notebooks/A1-\x1b[31mred\n.ipynb": b"one", "notebooks/A1-two.ipynb": b"two"}, BEFORE)
    record, data = read(repo)
    assert data is None and record["status"] == "refused"
    assert record["problem"] == (
        "2 notebooks for A1: notebooks/A1-\\x1b[31mred\\n.ipynb, notebooks/A1-two.ipynb: keep one"
    )


def test_a_notebook_that_is_a_symbolic_link_is_not_followed(repo, read):
    (repo / "notebooks").mkdir()
    os.symlink("/etc/passwd", repo / NOTEBOOK)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "link")
    record, data = read(repo)
    assert data is None and record["status"] == "refused"
    assert record["problem"] == (
        f"{NOTEBOOK} is a symbolic link (to /etc/passwd): not followed; hand in the notebook itself"
    )


def test_a_ref_that_is_a_symbolic_link_is_not_followed(repo, read, tmp_path):
    commit(repo, {NOTEBOOK: b"mine"}, BEFORE)
    os.symlink(tmp_path / "elsewhere", repo / ".git" / "refs" / "heads" / "other")
    record, data = read(repo)
    assert data is None and record["status"] == "refused"
    assert record["problem"] == f".git/refs/heads/other is a symbolic link (to {tmp_path / 'elsewhere'}): not followed"


def test_a_git_folder_that_points_elsewhere_is_not_followed(tmp_path, repo, read):
    commit(repo, {NOTEBOOK: b"theirs"}, BEFORE)
    impostor = tmp_path / "class" / "mallory"
    impostor.mkdir()
    os.symlink(repo / ".git", impostor / ".git")
    record, data = read(impostor)
    assert data is None and record["status"] == "not a repository"
    assert record["problem"] == ".git is not a folder (a link or a pointer elsewhere): not followed"


def test_a_repository_that_borrows_objects_is_not_read(repo, read):
    commit(repo, {NOTEBOOK: b"mine"}, BEFORE)
    (repo / ".git" / "objects" / "info" / "alternates").write_text("/somewhere/else/objects\n")
    record, data = read(repo)
    assert data is None and record["status"] == "refused"
    assert "borrows objects from elsewhere (objects/info/alternates)" in record["problem"]


# ---- the late rule against the deadline snapshot


def test_work_in_the_history_the_snapshot_recorded_is_held(tmp_path, repo, read):
    commit(repo, {NOTEBOOK: b"on time"}, BEFORE)
    snapshot = snapshot_of(tmp_path, repo)
    record, data = read(repo, snapshot)
    assert data == b"on time" and (record["status"], record["snapshot"]) == ("on time", "held")


def test_a_commit_backdated_after_the_snapshot_is_not_collected_but_the_snapshots_notebook_is(tmp_path, repo, read):
    first = commit(repo, {NOTEBOOK: b"at the deadline"}, LONG_BEFORE)
    snapshot = snapshot_of(tmp_path, repo)
    backdated = commit(repo, {NOTEBOOK: b"written later"}, BEFORE)  # made after the snapshot, dated before
    record, data = read(repo, snapshot)
    assert data == b"at the deadline"
    assert (record["snapshot"], record["commit"], record["committed_at"]) == ("backdated", first, None)
    assert f"backdated: commit {backdated[:12]}, dated before the deadline, came after" in record["problem"]


def test_a_repository_the_snapshot_did_not_record_is_collected_by_its_dates_and_said(tmp_path, repo, read):
    commit(repo, {NOTEBOOK: b"mine"}, BEFORE)
    record, data = read(repo, {"taken_at": DEADLINE, "assignment": "A1", "repositories": {}})
    assert data == b"mine" and record["snapshot"] == "not recorded"
    assert record["problem"] == "not in the deadline snapshot: its dates are not checked"


def test_a_snapshot_of_another_assignment_or_of_nothing_is_one_line(tmp_path):
    path = tmp_path / "snapshot.json"
    path.write_text(json.dumps({"taken_at": DEADLINE, "assignment": "A2", "repositories": []}))
    with pytest.raises(collect.CollectError, match="is a snapshot of A2, not of A1"):
        collect.read_snapshot(path, "A1")
    path.write_text('{"repositories": [{"head": 1}]}')
    with pytest.raises(collect.CollectError, match="is not a snapshot written by scripts/collect --snapshot"):
        collect.read_snapshot(path, "A1")


# ---- names and dates given on the command line


def test_a_students_name_becomes_a_safe_file_name():
    assert collect.student_id("../../etc/passwd") == "_._.._etc_passwd"  # no slash, no leading dot
    assert collect.student_id("-rf") == "_rf" and collect.student_id("") == "_"


def test_a_deadline_without_a_time_zone_is_refused():
    with pytest.raises(collect.CollectError, match="has no time zone"):
        collect.parse_time("2026-12-01T23:59", "--deadline")
