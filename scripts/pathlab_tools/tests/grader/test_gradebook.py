"""The grade book: the late policy's arithmetic, the roster, and the CSV and its Canvas and Moodle
exports as a batch writes them."""

import csv
import json
import types

import pytest

from pathlab_tools.grader import gradebook

DAY, HOUR, MINUTE = 86400, 3600, 60


# ---- the late policy


@pytest.mark.parametrize(
    "late, penalty", [(0, 0), (1, 10), (DAY, 10), (DAY + 1, 20), (3 * DAY, 30), (9 * DAY, 90), (30 * DAY, 100)]
)
def test_ten_percent_per_started_day(late, penalty):
    assert gradebook.LatePolicy("10%/day").penalty(late) == penalty


@pytest.mark.parametrize("late, penalty", [(0, 0), (10 * DAY, 50), (4 * DAY, 40), (5 * DAY + 1, 50)])
def test_the_cap_bounds_the_penalty(late, penalty):
    assert gradebook.LatePolicy("10%/day,cap=50%").penalty(late) == penalty


@pytest.mark.parametrize(
    "late, penalty", [(15 * MINUTE, 0), (15 * MINUTE + 1, 10), (DAY + 15 * MINUTE, 10), (DAY + 15 * MINUTE + 1, 20)]
)
def test_the_grace_is_free_and_the_days_count_after_it(late, penalty):
    assert gradebook.LatePolicy("10%/day,grace=15m").penalty(late) == penalty


@pytest.mark.parametrize("late, penalty", [(1, 5), (HOUR, 5), (HOUR + 1, 10), (30 * MINUTE, 5)])
def test_a_penalty_per_hour(late, penalty):
    assert gradebook.LatePolicy("5%/hour").penalty(late) == penalty
    assert gradebook.LatePolicy("5%/h").penalty(late) == penalty


def test_a_cap_above_100_percent_is_100():
    assert gradebook.LatePolicy("60%/day,cap=150%").penalty(5 * DAY) == 100


def test_a_fractional_rate():
    assert gradebook.LatePolicy("2.5%/day").penalty(2 * DAY) == 5


@pytest.mark.parametrize("grace, seconds", [("30s", 30), ("2h", 2 * HOUR), ("1d", DAY), ("5min", 300)])
def test_grace_units(grace, seconds):
    policy = gradebook.LatePolicy(f"10%/day,grace={grace}")
    assert policy.penalty(seconds) == 0 and policy.penalty(seconds + 1) == 10


@pytest.mark.parametrize(
    "text",
    ["10%/week", "10/day", "ten%/day", "10%/day,cap=50", "10%/day,grace=soon", "10%/day,bonus=5%", "", "-10%/day"],
)
def test_a_policy_that_cannot_be_read_is_one_line(text):
    with pytest.raises(gradebook.GradebookError) as e:
        gradebook.LatePolicy(text)
    assert "\n" not in str(e.value) and "--late-policy" in str(e.value)


# ---- the roster


def roster_file(tmp_path, text, encoding="utf-8"):
    path = tmp_path / "roster.csv"
    path.write_bytes(text.encode(encoding))
    return path


def test_a_roster_is_read_with_its_columns_in_any_case_and_a_byte_order_mark(tmp_path):
    rows = gradebook.read_roster(roster_file(tmp_path, "\ufeffID,Name,Email,GitHub\ns001, Alice ,a@x.org,alice\n"))
    assert rows == [
        {
            "id": "s001",
            "name": "Alice",
            "email": "a@x.org",
            "github": "alice",
            "repository": "",
            "section": "",
            "login": "",
            "canvas_id": "",
            "url": "",
        }
    ]


def test_names_with_commas_quotes_and_line_breaks_are_read_whole(tmp_path):
    rows = gradebook.read_roster(roster_file(tmp_path, 'id,name,github\ns001,"Smith, ""Al""\nJr",al\n'))
    assert rows[0]["name"] == 'Smith, "Al"\nJr'


@pytest.mark.parametrize(
    "text, words",
    [
        ("name,email\nAlice,a@x\n", "the header needs id and github or repository"),
        ("id,name\ns001,Alice\n", "the header needs id and github or repository"),
        ("id,github\n,alice\n", "line 2: no id"),
        ("id,github\ns001,alice\ns001,bob\n", "line 3: the id 's001' is there twice"),
    ],
)
def test_a_roster_that_cannot_be_used_is_one_line(tmp_path, text, words):
    with pytest.raises(gradebook.GradebookError) as e:
        gradebook.read_roster(roster_file(tmp_path, text))
    assert words in str(e.value) and "\n" not in str(e.value)


def test_a_roster_that_is_not_utf8_is_one_line(tmp_path):
    with pytest.raises(gradebook.GradebookError, match="not a UTF-8 CSV"):
        gradebook.read_roster(roster_file(tmp_path, "id,github\ns001,J\xf6rg\n", encoding="latin-1"))


def test_a_missing_roster_is_one_line(tmp_path):
    with pytest.raises(gradebook.GradebookError, match="cannot read the roster"):
        gradebook.read_roster(tmp_path / "none.csv")


def person(id, github="", repository="", name="", email=""):
    return {
        "id": id,
        "github": github,
        "repository": repository,
        "name": name,
        "email": email,
        "section": "",
        "login": "",
        "canvas_id": "",
        "url": "",
    }


def test_folders_match_the_roster_by_whole_name_or_the_shared_prefix():
    roster = [person("s1", github="alice"), person("s2", github="Bob"), person("s3", repository="carol-work")]
    folders = ["a1-dijkstra-alice", "a1-dijkstra-bob", "carol-work", "stranger"]
    found = gradebook.roster_matches(roster, folders)
    assert {f: p["id"] for f, p in found.items()} == {
        "a1-dijkstra-alice": "s1",
        "a1-dijkstra-bob": "s2",
        "carol-work": "s3",
    }


def test_a_second_account_whose_name_ends_like_a_classmates_is_not_theirs():
    roster = [person("s1", github="alice"), person("s2", github="bob")]
    found = gradebook.roster_matches(roster, ["a1-alice", "a1-bob", "a1-evil-alice"])
    assert "a1-evil-alice" not in found and found["a1-alice"]["id"] == "s1"


def test_a_student_two_folders_name_gets_the_first():
    roster = [person("s1", github="alice")]
    found = gradebook.roster_matches(roster, ["alice", "ALICE"])
    assert list(found) == ["alice"]


# ---- the grade book a batch writes

ROWS = [
    {"submission": "A1-s001.ipynb", "assignment": "A1", "score": 12, "max_score": 12, "seconds": 3, "problem": ""},
    {"submission": "A1-s002.ipynb", "assignment": "A1", "score": 10, "max_score": 12, "seconds": 4, "problem": ""},
]
COLUMNS = ["submission", "assignment", "score", "max_score", "seconds", "problem"]


def collection(folder, students, assignment="A1"):
    (folder / "collection.json").write_text(
        json.dumps({"assignment": assignment, "roster": "roster.csv", "students": students}), encoding="utf-8"
    )


def record(student, status="on time", file=None, late=0, **more):
    return dict(
        {
            "student": student,
            "repository": student,
            "status": status,
            "file": file,
            "late_seconds": late,
            "problem": "",
            "name": "",
            "email": "",
            "on_roster": True,
        },
        **more,
    )


def arguments(tmp_path, roster=(), policy=None, export=None, only=None, assignment=None, column=None):
    return types.SimpleNamespace(
        roster=list(roster),
        late_policy=gradebook.LatePolicy(policy) if policy else None,
        only=only,
        export=export,
        export_column=column,
        csv=str(tmp_path / "out" / "grades.csv"),
        assignment=assignment,
    )


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def write(tmp_path, rows=ROWS, **options):
    folder = tmp_path / "batch"
    folder.mkdir(exist_ok=True)
    args = arguments(tmp_path, **options)
    path = gradebook.write(args, folder, [dict(r) for r in rows], list(COLUMNS), {"A1": "Dijkstra"})
    return {r["submission"] or r["student"]: r for r in read_csv(path)}


def test_the_grade_book_adds_its_columns_after_the_batchs(tmp_path):
    path = tmp_path / "batch"
    path.mkdir()
    out = gradebook.write(arguments(tmp_path), path, [dict(r) for r in ROWS], list(COLUMNS), {})
    with open(out, newline="", encoding="utf-8") as f:
        assert next(csv.reader(f)) == COLUMNS + gradebook.ADDED


def test_on_time_work_keeps_its_score(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    collection(folder, [record("s001", file="A1-s001.ipynb"), record("s002", file="A1-s002.ipynb")])
    rows = write(tmp_path, policy="10%/day")
    assert rows["A1-s001.ipynb"]["final score"] == "12" and rows["A1-s001.ipynb"]["late penalty %"] == "0"
    assert rows["A1-s001.ipynb"]["late hours"] == "" and rows["A1-s001.ipynb"]["status"] == "on time"


def test_late_work_loses_the_policys_penalty(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    collection(
        folder,
        [
            record("s001", status="late", file="A1-s001.ipynb", late=2 * HOUR),
            record("s002", status="late", file="A1-s002.ipynb", late=3 * DAY + 1),
        ],
    )
    rows = write(tmp_path, policy="10%/day,cap=30%")
    assert (
        rows["A1-s001.ipynb"]["late hours"],
        rows["A1-s001.ipynb"]["late penalty %"],
        rows["A1-s001.ipynb"]["final score"],
    ) == ("2", "10", "10.8")
    assert (rows["A1-s002.ipynb"]["late penalty %"], rows["A1-s002.ipynb"]["final score"]) == ("30", "7")


def test_minutes_late_are_hours_to_two_decimals(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    collection(folder, [record("s001", status="late", file="A1-s001.ipynb", late=10 * MINUTE)])
    rows = write(tmp_path, rows=ROWS[:1], policy="10%/day,grace=15m")
    assert rows["A1-s001.ipynb"]["late hours"] == "0.17" and rows["A1-s001.ipynb"]["final score"] == "12"


def test_without_a_policy_late_work_keeps_its_score_and_the_penalty_is_empty(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    collection(folder, [record("s001", status="late", file="A1-s001.ipynb", late=DAY)])
    rows = write(tmp_path, rows=ROWS[:1])
    assert rows["A1-s001.ipynb"]["late penalty %"] == "" and rows["A1-s001.ipynb"]["final score"] == "12"


def test_a_full_penalty_is_a_final_score_of_zero(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    collection(folder, [record("s001", status="late", file="A1-s001.ipynb", late=20 * DAY)])
    rows = write(tmp_path, rows=ROWS[:1], policy="10%/day")
    assert rows["A1-s001.ipynb"]["final score"] == "0"


def test_students_with_nothing_graded_get_a_row_with_zero(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    collection(
        folder,
        [
            record("s001", file="A1-s001.ipynb"),
            record("s003", status="refused", problem="the notebook is a symbolic link"),
        ],
    )
    roster = [person("s001", github="s001"), person("s003", github="s003"), person("s004", github="dave", name="Dave")]
    rows = write(tmp_path, rows=ROWS[:1], roster=roster)
    assert (rows["s003"]["status"], rows["s003"]["problem"], rows["s003"]["final score"]) == (
        "refused",
        "the notebook is a symbolic link",
        "0",
    )
    assert (rows["s004"]["status"], rows["s004"]["problem"], rows["s004"]["name"], rows["s004"]["final score"]) == (
        "missing",
        "no submission",
        "Dave",
        "0",
    )


def test_a_hostile_file_name_in_the_grade_book_is_not_a_formula(tmp_path):
    rows = write(tmp_path, rows=[dict(ROWS[0], submission='=HYPERLINK("http://evil.example","x").ipynb')])
    assert list(rows) == ['\'=HYPERLINK("http://evil.example","x").ipynb']


def test_the_canvas_export_has_canvas_columns_and_the_final_score(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    collection(
        folder, [record("s001", status="late", file="A1-s001.ipynb", late=DAY), record("s002", file="A1-s002.ipynb")]
    )
    roster = [
        dict(person("s001", github="s001", name='=Alice, "A"'), canvas_id="101", login="alice", section="S1"),
        dict(person("s002", github="s002", name="Bob"), canvas_id="102"),
    ]
    target = tmp_path / "canvas.csv"
    write(tmp_path, roster=roster, policy="10%/day", export=[("canvas", str(target))])
    with open(target, newline="", encoding="utf-8") as f:
        lines = list(csv.reader(f))
    assert lines[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "A1 Dijkstra"]
    assert lines[1:] == [['\'=Alice, "A"', "101", "s001", "alice", "S1", "10.8"], ["Bob", "102", "s002", "", "", "10"]]


def test_the_moodle_export_has_moodle_columns_and_a_named_column(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    collection(folder, [record("s001", file="A1-s001.ipynb", email="a@x.org", name="Alice")])
    roster = [person("s001", github="s001", name="Alice", email="a@x.org")]
    target = tmp_path / "moodle.csv"
    write(tmp_path, rows=ROWS[:1], roster=roster, export=[("moodle", str(target))], column="Dijkstra (123)")
    with open(target, newline="", encoding="utf-8") as f:
        assert list(csv.reader(f)) == [
            ["ID number", "Email address", "Full name", "Dijkstra (123)"],
            ["s001", "a@x.org", "Alice", "12"],
        ]


def test_an_export_scores_a_notebook_of_another_assignment_zero(tmp_path):
    roster = [person("s001", github="s001"), person("s002", github="s002")]
    rows = [dict(ROWS[0], submission="s001.ipynb"), dict(ROWS[1], submission="s002.ipynb", assignment="A2")]
    target = tmp_path / "canvas.csv"
    write(tmp_path, rows=rows, roster=roster, export=[("canvas", str(target))], assignment="A1")
    with open(target, newline="", encoding="utf-8") as f:
        scores = {line["SIS User ID"]: line["A1 Dijkstra"] for line in csv.DictReader(f)}
    assert scores == {"s001": "12", "s002": "0"}


def test_an_export_leaves_out_who_is_not_on_the_roster(tmp_path, capsys):
    roster = [person("s001", github="s001")]
    rows = [dict(ROWS[0], submission="s001.ipynb"), dict(ROWS[1], submission="stranger.ipynb")]
    target = tmp_path / "moodle.csv"
    write(tmp_path, rows=rows, roster=roster, export=[("moodle", str(target))])
    with open(target, newline="", encoding="utf-8") as f:
        assert [line["ID number"] for line in csv.DictReader(f)] == ["s001"]
    assert "1 left out" in capsys.readouterr().err


def test_only_updates_its_rows_of_the_existing_csv(tmp_path):
    write(tmp_path)
    rows = write(tmp_path, rows=[dict(ROWS[1], score=11)], only=["A1-s002"])
    assert rows["A1-s001.ipynb"]["score"] == "12" and rows["A1-s002.ipynb"]["score"] == "11"


def test_only_without_a_row_to_update_stops_with_one_line(tmp_path, capsys):
    write(tmp_path, rows=ROWS[:1])
    with pytest.raises((SystemExit, Exception)) as e:
        write(tmp_path, rows=[ROWS[1]], only=["A1-s002"])
    said = capsys.readouterr().err.strip() or str(e.value)
    assert "has no row for A1-s002.ipynb" in said and "\n" not in said


def test_a_collection_json_that_is_not_collects_is_one_line(tmp_path):
    (tmp_path / "collection.json").write_text('{"students": [{"student": 5}]}')
    with pytest.raises(gradebook.GradebookError, match="is not a collection written by scripts/collect"):
        gradebook.load_collection(tmp_path)


def test_owners_names_the_notebooks_of_a_collection(tmp_path):
    collection(tmp_path, [record("s001", file="A1-s001.ipynb"), record("s002", status="missing")])
    assert gradebook.owners(gradebook.load_collection(tmp_path)) == {"A1-s001.ipynb": "s001"}


def test_only_naming_no_submission_stops_with_one_line(tmp_path, capsys):
    folder = tmp_path / "batch"
    folder.mkdir()
    (folder / "A1-s001.ipynb").write_text("{}")
    with pytest.raises((SystemExit, Exception)) as e:
        gradebook.select(folder, arguments(tmp_path, only=["s999"]))
    said = capsys.readouterr().err.strip() or str(e.value)
    assert "--only s999: no such submission in" in said and "\n" not in said


def test_only_finds_a_submission_by_its_stem_or_its_students_id(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    for name in ("A1-s001.ipynb", "A1-s002.ipynb", "bob.ipynb"):
        (folder / name).write_text("{}")
    collection(folder, [record("s002", file="A1-s002.ipynb")])
    chosen = gradebook.select(folder, arguments(tmp_path, only=["bob", "s002"]))
    assert [p.name for p in chosen] == ["A1-s002.ipynb", "bob.ipynb"]


def test_a_collection_made_without_a_roster_is_named_by_grades_roster(tmp_path):
    (tmp_path / "collection.json").write_text(
        json.dumps(
            {
                "assignment": "A1",
                "students": [
                    dict(record("a1-dijkstra-alice", file="a1-dijkstra-alice.ipynb"), repository="a1-dijkstra-alice"),
                    dict(record("a1-dijkstra-evil-alice", file="x.ipynb"), repository="a1-dijkstra-evil-alice"),
                ],
            }
        )
    )
    roster = [person("s001", github="alice", name="Alice", email="a@x.org"), person("s002", github="bob")]
    students = gradebook.load_collection(tmp_path, roster)["students"]
    assert (students[0]["student"], students[0]["name"], students[0]["email"]) == ("s001", "Alice", "a@x.org")
    assert students[1]["student"] == "a1-dijkstra-evil-alice"
