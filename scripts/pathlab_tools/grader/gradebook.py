"""The grade book of a batch (scripts/grade --batch): who each submission is, lateness, exports.

The batch CSV keeps its columns (submission, assignment, score, max_score, seconds, problem, one per
test, similarity) and gains, after them:

  student, name, email   from DIR/collection.json (scripts/collect; one collected without a roster is
                         matched to --roster by repository, as collect would), else --roster matched
                         by file name (the whole id, repository or GitHub user)
  status                 on time, late, missing, refused, not a repository (collect's), or empty
  late hours             the lateness collect recorded
  late penalty %         what --late-policy takes for it (empty without a policy)
  final score            score less the penalty; 0 for a student with nothing graded

With a collection or a roster, every student gets a row: one who handed in nothing (or whose hand-in
collect refused) has a row without a submission, final score 0 and collect's reason.

  --late-policy 10%/day,cap=50%,grace=15m   per started day (or /hour) after the grace, at most cap;
                                            the final score is score x (1 - penalty)
  --only s017 [--only s018]                 grade only these submissions (file stem or student id)
                                            and update their rows of the existing --csv in place
  --export canvas|moodle FILE               the grade-book import file, from the whole CSV

Canvas (Grades > Import): Student, ID, SIS User ID, SIS Login ID, Section and one assignment column;
Moodle (Grades > Import > CSV file): ID number, Email address, Full name and the grade column, mapped
by "ID number" to useridnumber (or "Email address" to useremail). The assignment column is named
"A1 Dijkstra" unless --export-column names it (Canvas matches an existing assignment by its
exported header, such as "A1 Dijkstra (123456)").

The roster is a CSV with the columns id (the student number, Canvas's SIS User ID, Moodle's ID
number), name, email and github (the GitHub user) or repository (the repository's folder name);
optionally section, login (Canvas's SIS Login ID), canvas_id and url (the repository's clone URL,
for scripts/fetch-repos). Every CSV written here goes through csvsafe, so no cell is a formula.
"""

import csv
import json
import math
import os
import re
import sys
from pathlib import Path

from . import csvsafe
from .inert import one_line

ADDED = ["student", "name", "email", "status", "late hours", "late penalty %", "final score"]
ROSTER_COLUMNS = ("id", "name", "email", "github", "repository", "section", "login", "canvas_id", "url")
UNITS = {"s": 1, "m": 60, "min": 60, "h": 3600, "hour": 3600, "d": 86400, "day": 86400}


class GradebookError(Exception):
    """A roster, policy, collection or CSV that cannot be used: one line that says why."""


def add_arguments(parser):
    parser.add_argument(
        "--roster", type=Path, help="with --batch: CSV of students (id, name, email, github or repository)"
    )
    parser.add_argument(
        "--late-policy", help="with --batch: e.g. 10%%/day,cap=50%%,grace=15m, applied to collect's lateness"
    )
    parser.add_argument(
        "--only",
        action="append",
        metavar="STUDENT",
        help="with --batch: grade only this submission (file stem or student id) and update its row "
        "of the existing --csv; repeatable",
    )
    parser.add_argument(
        "--export",
        nargs=2,
        action="append",
        metavar=("canvas|moodle", "FILE"),
        help="with --batch: write the grade book's import file for Canvas or Moodle; repeatable",
    )
    parser.add_argument("--export-column", help="the assignment's column in --export (default: e.g. 'A1 Dijkstra')")


def check_arguments(parser, args):
    """Usage errors of the grade-book options, through parser.error."""
    used = [
        o
        for o, v in (
            ("--roster", args.roster),
            ("--late-policy", args.late_policy),
            ("--only", args.only),
            ("--export", args.export),
        )
        if v
    ]
    if used and not args.batch:
        parser.error(f"{used[0]} goes with --batch")
    for kind, _ in args.export or []:
        if kind not in ("canvas", "moodle"):
            parser.error(f"--export {kind}: the formats are canvas and moodle")
    if args.only and not Path(args.csv).is_file():
        parser.error(f"--only updates rows of an existing CSV, and {args.csv} is not there: grade the class first")
    try:
        args.late_policy = LatePolicy(args.late_policy) if args.late_policy else None
        args.roster = read_roster(args.roster) if args.roster else []
    except GradebookError as e:
        parser.error(str(e))


class LatePolicy:
    """'10%/day,cap=50%,grace=15m': a penalty per started day (or hour) after the grace, at most cap."""

    def __init__(self, text):
        parts = [p.strip() for p in text.split(",")]
        m = re.fullmatch(r"(\d+(?:\.\d+)?)%/(day|hour|d|h)", parts[0])
        if not m:
            raise GradebookError(f"--late-policy {text!r}: start with the penalty per day or hour, such as 10%/day")
        self.rate, self.unit = float(m.group(1)), UNITS[m.group(2)]
        self.cap, self.grace = 100.0, 0
        for part in parts[1:]:
            key, _, value = part.partition("=")
            if key == "cap" and re.fullmatch(r"\d+(\.\d+)?%", value):
                self.cap = min(100.0, float(value[:-1]))
            elif key == "grace" and re.fullmatch(r"\d+(s|min|m|h|d)", value):
                self.grace = int(re.match(r"\d+", value).group()) * UNITS[re.sub(r"\d+", "", value)]
            else:
                raise GradebookError(f"--late-policy {text!r}: {part!r} is not cap=N% or grace=N(s|m|h|d)")

    def penalty(self, late_seconds):
        """The penalty in percent for work this late."""
        if late_seconds <= self.grace:
            return 0.0
        return min(self.cap, self.rate * math.ceil((late_seconds - self.grace) / self.unit))


def read_roster(path):
    """The roster's rows as dicts of ROSTER_COLUMNS (missing ones empty)."""
    try:
        with open(path, newline="", encoding="utf-8-sig") as f:
            reader = csv.DictReader(f)
            header = {(h or "").strip().lower(): h for h in reader.fieldnames or []}
            if "id" not in header or not ({"github", "repository"} & header.keys()):
                raise GradebookError(
                    f"roster {path}: the header needs id and github or repository columns "
                    f"(it has {', '.join(header) or 'none'})"
                )
            rows = []
            for line, row in enumerate(reader, 2):
                person = {c: (row.get(header[c]) or "").strip() if c in header else "" for c in ROSTER_COLUMNS}
                if not person["id"]:
                    raise GradebookError(f"roster {path}, line {line}: no id")
                if any(p["id"] == person["id"] for p in rows):
                    raise GradebookError(f"roster {path}, line {line}: the id {person['id']!r} is there twice")
                rows.append(person)
            return rows
    except OSError as e:
        raise GradebookError(f"cannot read the roster {path}: {e.strerror}") from None
    except (UnicodeDecodeError, csv.Error) as e:
        raise GradebookError(f"roster {path} is not a UTF-8 CSV file: {e}") from None


def roster_matches(roster, repositories):
    """{repository folder: roster row} for the folders that name a student whole: the roster's
    repository, the GitHub user, or <prefix>-<user> with the prefix the class's folders share
    (Classroom 50's <classroom>-<assignment>-<user>, GitHub Classroom's a1-dijkstra-alice before it;
    the prefix most users' folders give, the shortest of a tie). GitHub ignores the case of user
    names; a name is never matched by its end alone, so the folder of a second account "evil-alice"
    is not alice's. A student two folders name has the first."""
    users = [(p["github"].lower(), p) for p in roster if p["github"]]
    votes = {}
    for folder in repositories:
        for user, _ in users:
            if folder.lower().endswith("-" + user):
                votes.setdefault(folder.lower()[: -len(user) - 1], set()).add(user)
    prefix = max(votes, key=lambda v: (len(votes[v]), -len(v))) if votes else None
    found, taken = {}, set()
    for folder in repositories:
        person = named(roster, folder) or next(
            (p for user, p in users if prefix is not None and folder.lower() == f"{prefix}-{user}"), None
        )
        if person and person["id"] not in taken:
            found[folder] = person
            taken.add(person["id"])
    return found


def named(roster, name):
    """The roster's row whose repository, or else GitHub user, is the whole name (in any case); None if none."""
    name = name.lower()
    return next((p for p in roster if p["repository"] and p["repository"].lower() == name), None) or next(
        (p for p in roster if p["github"] and p["github"].lower() == name), None
    )


def roster_person(roster, student):
    """The roster's row for a student id or a submission's stem (id, then repository or GitHub user)."""
    return next((p for p in roster if p["id"] == student), None) or named(roster, student)


def identified(collection, roster):
    """The collection with its students named by the roster, when collect was given none: a record
    whose repository names a student takes their id, name and e-mail, as collect would have."""
    if not collection or collection.get("roster") or not roster:
        return collection
    matches = roster_matches(roster, [s["repository"] for s in collection["students"] if s.get("repository")])
    students = []
    for record in collection["students"]:
        person = matches.get(record.get("repository"))
        students.append(
            dict(record, student=person["id"], name=person["name"], email=person["email"], on_roster=True)
            if person
            else record
        )
    return dict(collection, students=students)


def load_collection(folder, roster=()):
    """DIR/collection.json (scripts/collect's record), its students named by the roster when collect
    had none (identified), or None when the folder has none."""
    path = Path(folder) / "collection.json"
    if not path.is_file():
        return None
    try:
        collection = json.loads(path.read_text(encoding="utf-8"))
        assert all(isinstance(s["student"], str) for s in collection["students"])
        return identified(collection, roster)
    except (ValueError, KeyError, TypeError, AssertionError):
        raise GradebookError(f"{path} is not a collection written by scripts/collect") from None


def owners(collection):
    """{notebook file name: student id} of the notebooks a collection lists; {} for no collection."""
    return {s["file"]: s["student"] for s in (collection or {}).get("students", []) if s.get("file")}


def select(folder, args):
    """The notebooks of the batch to grade: all, or those --only names; GradebookError naming one it cannot find."""
    paths = sorted(Path(folder).glob("*.ipynb"))
    if not args.only:
        return paths
    owner = owners(load_collection(folder, args.roster))
    chosen = [p for p in paths if p.stem in args.only or owner.get(p.name) in args.only]
    unknown = [o for o in args.only if not any(o in (p.stem, owner.get(p.name)) for p in chosen)]
    if unknown:
        raise GradebookError(f"--only {unknown[0]}: no such submission in {folder}")
    return chosen


def write(args, folder, rows, columns, titles):
    """Adds the grade book's columns and rows to the batch's rows, writes the CSV (updating only the
    graded rows of the existing one with --only) and the exports (titles: assignment -> its title, for
    the export's column). Returns the CSV's path."""
    collection = load_collection(folder, args.roster)
    records = {s["file"]: s for s in (collection or {}).get("students", []) if s.get("file")}
    for row in rows:
        record = records.get(row["submission"])
        person = roster_person(args.roster, record["student"] if record else Path(row["submission"]).stem)
        row.update(
            student=record["student"] if record else person["id"] if person else "",
            name=(person or record or {}).get("name", ""),
            email=(person or record or {}).get("email", ""),
            status=record["status"] if record else "",
        )
        finish(row, record["late_seconds"] if record else 0, args.late_policy)
    if not args.only:
        rows += absent(args, collection, rows)
    out = Path(args.csv)
    header = columns + ADDED
    if args.only:
        header, rows = merged(out, header, rows)
    out.parent.mkdir(parents=True, exist_ok=True)
    write_csv(out, header, rows)
    for kind, target in args.export or []:
        export(kind, Path(target), rows, args, titles, enrolled(args, collection))
    return out


def finish(row, late_seconds, policy):
    row["late hours"] = number(late_seconds / 3600) if late_seconds else ""
    penalty = policy.penalty(late_seconds) if policy else 0.0
    row["late penalty %"] = number(penalty) if policy else ""
    row["final score"] = number(float(row["score"] or 0) * (1 - penalty / 100))


def number(value):
    """A number for a CSV cell: two decimals at most, no ".0"."""
    value = round(value, 2)
    return int(value) if value == int(value) else value


def absent(args, collection, rows):
    """Rows for the students with nothing graded: collect's records without a notebook, and roster
    students neither collected nor graded."""
    assignment = (collection or {}).get("assignment") or next((r["assignment"] for r in rows if r["assignment"]), "")
    max_score = next((r["max_score"] for r in rows if r["assignment"] == assignment), "")
    present = {r["student"] for r in rows if r["student"]}
    extra = []
    for record in (collection or {}).get("students", []):
        if not record.get("file") and record["student"] not in present:
            person = roster_person(args.roster, record["student"]) or record
            extra.append(
                absent_row(
                    record["student"],
                    person,
                    record["status"],
                    record.get("problem", ""),
                    assignment,
                    max_score,
                    record.get("late_seconds", 0),
                    args.late_policy,
                )
            )
            present.add(record["student"])
    for person in args.roster:
        if person["id"] not in present:
            extra.append(
                absent_row(person["id"], person, "missing", "no submission", assignment, max_score, 0, args.late_policy)
            )
    return extra


def absent_row(student, person, status, problem, assignment, max_score, late_seconds, policy):
    row = {
        "submission": "",
        "assignment": assignment,
        "score": 0,
        "max_score": max_score,
        "seconds": "",
        "problem": problem,
        "student": student,
        "name": person.get("name", ""),
        "email": person.get("email", ""),
        "status": status,
    }
    finish(row, late_seconds if status == "late" else 0, policy)
    return row


def merged(path, header, rows):
    """The existing CSV's header and rows, the graded rows replacing theirs (matched by submission)."""
    try:
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            old_header, old_rows = list(reader.fieldnames or []), list(reader)
    except (OSError, UnicodeDecodeError, csv.Error) as e:
        raise GradebookError(f"cannot read {path} to update it: {e}") from None
    if "submission" not in old_header:
        raise GradebookError(f"{path} is not a batch CSV of scripts/grade (no submission column)")
    new = {r["submission"]: r for r in rows}
    missing = [name for name in new if not any(csvsafe.cell(name) == r["submission"] for r in old_rows)]
    if missing:
        raise GradebookError(f"{path} has no row for {missing[0]}: grade the class without --only")
    updated = [next((r for name, r in new.items() if csvsafe.cell(name) == old["submission"]), old) for old in old_rows]
    return old_header + [c for c in header if c not in old_header], updated


def write_csv(path, header, rows):
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", newline="", encoding="utf-8") as f:
        writer = csvsafe.DictWriter(f, header, restval="")
        writer.writeheader()
        writer.writerows(rows)
    os.replace(tmp, path)


def enrolled(args, collection):
    """The student ids on the roster (grade's --roster, or the one collect was given); None without a roster."""
    if not args.roster and not (collection or {}).get("roster"):
        return None
    return (
        {p["id"] for p in args.roster} | {s["student"] for s in collection["students"] if s.get("on_roster")}
        if collection
        else {p["id"] for p in args.roster}
    )


def exported_assignment(kind, rows, args):
    """The assignment an export is of: the batch's, else the one most rows are; each row of another
    is named on stderr (it is exported as 0)."""
    counts = {}
    for r in rows:
        if r["assignment"]:
            counts[r["assignment"]] = counts.get(r["assignment"], 0) + 1
    if not counts:
        raise GradebookError(
            "--export needs an assignment: no submission of the batch is of a known one (grade with --assignment)"
        )
    assignment = args.assignment.upper() if args.assignment else max(sorted(counts), key=counts.get)
    for r in rows:
        if r["assignment"] not in ("", assignment):
            print(
                f"grade: --export {kind}: {one_line(r['submission'] or r['student'])} is graded as "
                f"{r['assignment']}, not {assignment}: 0 in the export",
                file=sys.stderr,
            )
    return assignment


def export(kind, path, rows, args, titles, students):
    """The import file of Canvas or Moodle: one row per student (per student on the roster, if
    there is one), the final score. Its assignment is the batch's (collect's, or --assignment),
    else the one most rows are; a row of another assignment (a notebook that claims another one, in
    a folder without collection.json) is exported as 0 and named, and never stops the export."""
    assignment = exported_assignment(kind, rows, args)
    column = args.export_column or f"{assignment} {titles.get(assignment, '')}".strip()
    people = sorted(
        (r for r in rows if r["student"] and (students is None or r["student"] in students)), key=lambda r: r["student"]
    )
    skipped = [r["submission"] or r["student"] for r in rows if r not in people]
    if skipped:
        print(
            f"grade: --export {kind}: {len(skipped)} left out, not a student {'on the roster' if students else 'known'}"
            f": {', '.join(one_line(s) for s in skipped[:4])}",
            file=sys.stderr,
        )
    if kind == "canvas":
        header = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", column]
    else:
        header = ["ID number", "Email address", "Full name", column]
    lines = []
    for r in people:
        person = roster_person(args.roster, r["student"]) or {}
        score = r["final score"] if r["assignment"] in ("", assignment) else 0
        if kind == "canvas":
            values = [
                r["name"],
                person.get("canvas_id", ""),
                r["student"],
                person.get("login", ""),
                person.get("section", ""),
                score,
            ]
        else:
            values = [r["student"], r["email"], r["name"], score]
        lines.append(dict(zip(header, values)))
    path.parent.mkdir(parents=True, exist_ok=True)
    write_csv(path, header, lines)
    print(f"grade: --export {kind}: {len(lines)} students, column {column!r}: {path}", file=sys.stderr)
