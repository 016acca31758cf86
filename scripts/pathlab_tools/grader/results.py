"""What grading writes about a submission: Gradescope's results.json, the table and its last line
"score X/Y", a JUnit XML report; every file written whole or not at all. Every text in them that a
submission wrote (its messages, notes, file name, code) has been through inert.py: results() makes
it inert once, and everything else is written from results().
"""

import json
import time
import xml.etree.ElementTree as ET
from pathlib import Path

from .catalog import ASSIGNMENTS
from .inert import OUTPUT_LIMIT, inert, one_line
from .notebook import first_line


def results(grading, sub):
    """Gradescope's results.json for the submission, tests in the catalog's order, every text the
    submission wrote made inert (inert.py). Besides Gradescope's fields: every output, the top
    level's and each test's, is shown as plain text (they quote the submission; Gradescope's default
    renders markup), a failed visible test says how to run it again, and extra_data carries what the
    feedback page shows (scripts/pathlab_tools/grader/feedback.py): the assignment, the tests' ids and what the
    policy refused where."""
    uses = "; ".join(sub.library_use)
    catalog = grading.catalog(sub.assignment) if sub.assignment else []
    tests = [scored_test(grading, sub, number, test, uses) for number, test in enumerate(catalog, 1)]
    score = sum(t["score"] for t in tests)
    total = sum(t["max_score"] for t in tests)
    title = f"{sub.assignment} {ASSIGNMENTS[sub.assignment]}" if sub.assignment else "unknown assignment"
    variant = f"student {one_line(sub.student)}'s" if sub.student is not None else "the default (no student id)"
    lines = [f"{one_line(sub.path.name)}: {title}, score {score}/{total}; variant: {variant}"]
    if sub.not_run:
        lines.append(sub.not_run)
    lines += [f"flagged: {f}" for f in sub.flags] + sub.notes
    refused = [dict(r, message=inert(r["message"]), source=inert(r["source"])) for r in sub.refused]
    return {
        "score": score,
        "max_score": total,
        "execution_time": round(time.monotonic() - sub.started, 1),
        "output": inert("\n".join(inert(line) for line in lines), OUTPUT_LIMIT),
        "output_format": "text",
        "tests": tests,
        "extra_data": {
            "assignment": sub.assignment,
            "title": ASSIGNMENTS.get(sub.assignment),
            "visible_tests": visible_tests_command(sub.assignment) if sub.assignment else None,
            "refused": refused,
            "released": grading.release_date(sub.assignment),
        },
    }


def scored_test(grading, sub, number, test, uses):
    """One test of results.json: its outcome, or why it earns nothing (library use, two outcomes,
    not run); a failed visible test says how to run it again."""
    outcome = sub.outcomes.get(test["id"], False)
    if uses:
        passed, output = (
            False,
            f"{uses}: {sub.assignment} asks for {grading.own_work(sub.assignment)}, so these tests earn nothing",
        )
    elif outcome is None:
        passed, output = False, "flagged: two outcomes came for this test"
    elif outcome is False:
        passed, output = False, "not run: " + (sub.not_run or "the tests did not get this far")
    else:
        passed, output = outcome["passed"], outcome["output"]
    output = inert(output)
    if not passed and test["visibility"] == "visible":
        output += f"\nrun it again: {visible_tests_command(sub.assignment, test['id'])}"
    return {
        "name": test["name"],
        "number": str(number),
        "score": test["max_score"] if passed else 0,
        "max_score": test["max_score"],
        "status": "passed" if passed else "failed",
        "output": output,
        "output_format": "text",
        "visibility": test["visibility"],
        "extra_data": {"id": test["id"]},
    }


def visible_tests_command(assignment, test=None):
    """The command that runs the visible tests in the student's course repository."""
    return f"python3 scripts/visible-tests {assignment}" + (f" --test {test}" if test else "")


def gradescope_json(result):
    """results.json's text: Gradescope's fields only (its total is the sum of the tests' max_score)."""
    return json.dumps({k: v for k, v in result.items() if k != "max_score"}, indent=2, ensure_ascii=False) + "\n"


def table(result):
    """The table scripts/grade prints: test, points, passed, message; then 'score X/Y'."""
    width = max([len("test")] + [len(t["name"]) for t in result["tests"]])
    rows = [result["output"], "", f"{'test':<{width}}  points  passed  message"]
    for t in result["tests"]:
        message = t["output"].splitlines() or [""]
        rows.append(
            f"{t['name']:<{width}}  {str(t['score']) + '/' + str(t['max_score']):>6}  "
            f"{'yes' if t['status'] == 'passed' else 'no':<6}  {message[0]}".rstrip()
        )
        rows += [" " * (width + 18) + line for line in message[1:]]
    rows.append(f"score {result['score']}/{result['max_score']}")
    return "\n".join(rows)


def write_atomically(path, text):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def junit_xml(sub, result, directory):
    """The JUnit XML report DIR/TEST-<stem>.xml: well-formed whatever the submission wrote, since
    every text in it is inert (no character XML 1.0 forbids)."""
    stem = one_line(sub.path.stem)
    suite = ET.Element(
        "testsuite",
        name=f"{sub.assignment or 'unknown'}:{stem}",
        tests=str(len(result["tests"])),
        failures=str(sum(t["status"] != "passed" for t in result["tests"])),
        time=str(result["execution_time"]),
    )
    for t in result["tests"]:
        case = ET.SubElement(suite, "testcase", classname=stem, name=t["name"])
        if t["status"] != "passed":
            ET.SubElement(case, "failure", message=first_line(t["output"])).text = t["output"]
    ET.SubElement(suite, "system-out").text = result["output"]
    write_atomically(
        Path(directory) / f"TEST-{sub.path.stem}.xml",
        ET.tostring(suite, encoding="unicode", xml_declaration=True) + "\n",
    )
