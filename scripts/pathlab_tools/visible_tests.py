"""The visible tests on a student's own notebooks (scripts/visible-tests, whose text says what it
prints): each notebook runs top to bottom on the kernel, then the assignment's visible tests as its
last cell runs them; the results are kept in target/visible-tests/ while notebook and build are
unchanged. Needs nbformat and nbclient (the entry point starts again in the environment).
"""

import argparse
import hashlib
import json
import os
import time
from pathlib import Path

from . import toolchain
from .entry_point import exit_code

REPO = toolchain.REPO
NOTEBOOKS = REPO / "notebooks"
CACHE = REPO / "target" / "visible-tests"
BUILD = REPO / "coursework" / "target" / "classes"
MARK = "PATHLAB-VISIBLE-TEST "


class Failure(Exception):
    """The tests could not run at all: one line for the student."""


def notebook_of(name):
    """The notebook named on the command line: a path, or an assignment id found in notebooks/."""
    path = Path(name)
    if path.suffix == ".ipynb":
        if not path.is_file():
            raise Failure(f"no notebook {name}")
        return path
    found = sorted(NOTEBOOKS.glob(f"{name.upper()}-*.ipynb"))
    if len(found) != 1:
        raise Failure(f"no notebook for {name} in {NOTEBOOKS} (expected one named {name.upper()}-*.ipynb)")
    return found[0]


def assignment_of(nb, path):
    assignment = (nb.metadata.get("pathlab") or {}).get("assignment")
    if not isinstance(assignment, str):
        raise Failure(
            f"{path.name}: its metadata names no assignment (pathlab.assignment): is it an assignment notebook?"
        )
    return assignment.upper()


def stamp(path):
    """What the cached results depend on: the notebook's bytes and the build of the tests."""
    digest = hashlib.sha256(path.read_bytes())
    digest.update(str(BUILD.stat().st_mtime_ns if BUILD.exists() else 0).encode())
    return digest.hexdigest()


def execute(nb, path, assignment, kernel, cell_timeout):
    """Runs the notebook's cells and the visible tests; returns (outcomes, notes)."""
    from nbclient import NotebookClient
    from nbclient.exceptions import CellTimeoutError, DeadKernelError
    from nbformat.v4 import new_code_cell

    nb.cells.append(
        new_code_cell(
            f'for (var o : pathlab.coursework.Grading.runVisibleTests("{assignment}").outcomes()) '
            f'System.out.println("{MARK}" + o.json());'
        )
    )
    client = NotebookClient(
        nb,
        kernel_name=kernel,
        timeout=cell_timeout,
        startup_timeout=60,
        allow_errors=True,
        interrupt_on_timeout=True,
        record_timing=False,
        resources={"metadata": {"path": str(path.resolve().parent)}},
    )
    notes = []
    try:
        with client.setup_kernel():
            for index, cell in enumerate(nb.cells):
                if cell.cell_type != "code":
                    continue
                try:
                    client.execute_cell(cell, index)
                except CellTimeoutError:
                    notes.append(f"cell {index + 1} did not finish within {cell_timeout} s and was interrupted")
                    continue
                errors = [o for o in cell.get("outputs", []) if o.get("output_type") == "error"]
                if errors and index < len(nb.cells) - 1:
                    evalue = (errors[0].get("evalue") or "").strip().splitlines()
                    notes.append(
                        f"cell {index + 1} failed: {errors[0].get('ename', '')}: {evalue[0] if evalue else ''}"
                    )
    except DeadKernelError:
        raise Failure(f"{path.name}: the kernel stopped (does the code call System.exit?)") from None
    except Exception as e:  # the kernel did not start: a missing kernelspec, no Java
        raise Failure(
            f"{path.name}: could not run the notebook on the {kernel} kernel ({str(e).splitlines()[0]}): "
            "run scripts/setup --no-start"
        ) from None
    last = nb.cells[-1]
    text = "".join(o.get("text", "") for o in last.get("outputs", []) if o.get("output_type") == "stream")
    outcomes = [json.loads(line[len(MARK) :]) for line in text.splitlines() if line.startswith(MARK)]
    if not outcomes:
        errors = [o for o in last.get("outputs", []) if o.get("output_type") == "error"]
        reason = errors[0].get("evalue", "").strip() if errors else "they printed nothing"
        raise Failure(f"{path.name}: the visible tests of {assignment} did not run: {reason}")
    return outcomes, notes


def results(path, kernel, cell_timeout):
    """The notebook's assignment, outcomes and notes: from the cache when nothing changed."""
    import nbformat

    try:
        nb = nbformat.read(path, as_version=4)
    except Exception as e:  # not JSON, not a notebook: nbformat's errors vary by version
        raise Failure(f"{path.name} is not a notebook nbformat can read: {str(e).splitlines()[0]}") from None
    assignment = assignment_of(nb, path)
    key = stamp(path)
    cached = CACHE / f"{path.stem}.json"
    if cached.exists():
        try:
            saved = json.loads(cached.read_text(encoding="utf-8"))
            if saved.get("stamp") == key and saved.get("kernel") == kernel:
                return assignment, saved["outcomes"], saved["notes"]
        except (json.JSONDecodeError, KeyError):
            pass
    outcomes, notes = execute(nb, path, assignment, kernel, cell_timeout)
    CACHE.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_name(cached.name + f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps({"stamp": key, "kernel": kernel, "outcomes": outcomes, "notes": notes}), encoding="utf-8")
    tmp.replace(cached)
    return assignment, outcomes, notes


def row(outcome, width):
    points = f"{outcome['max_score'] if outcome['passed'] else 0}/{outcome['max_score']}"
    message = outcome["output"].splitlines() or [""]
    lines = [
        f"{outcome['name']:<{width}}  {points:>6}  {'yes' if outcome['passed'] else 'no':<6}  {message[0]}".rstrip()
    ]
    return lines + [" " * (width + 18) + line for line in message[1:]]


def report(path, assignment, outcomes, notes):
    width = max([len("test")] + [len(o["name"]) for o in outcomes])
    lines = [f"{path.name}: {assignment}, visible tests"] + [f"  note: {n}" for n in notes]
    lines.append(f"{'test':<{width}}  points  passed  message")
    for o in outcomes:
        lines += row(o, width)
    score = sum(o["max_score"] for o in outcomes if o["passed"])
    lines.append(f"score {score}/{sum(o['max_score'] for o in outcomes)}")
    return "\n".join(lines)


def as_json(path, assignment, outcomes, notes):
    tests = [
        {
            "id": o["id"],
            "name": o["name"],
            "points": o["max_score"] if o["passed"] else 0,
            "max_score": o["max_score"],
            "passed": o["passed"],
            "message": o["output"],
        }
        for o in outcomes
    ]
    return {
        "notebook": path.name,
        "assignment": assignment,
        "notes": notes,
        "tests": tests,
        "score": sum(t["points"] for t in tests),
        "max_score": sum(t["max_score"] for t in tests),
    }


def cell(text):
    """Text as one Markdown table cell: on one line, no column break, no HTML."""
    return " ".join(text.split()).replace("|", "\\|").replace("<", "&lt;")


def as_markdown(result):
    lines = [f"### {cell(result['notebook'])}: {result['assignment']}, visible tests", ""]
    lines += [f"- note: {cell(n)}" for n in result["notes"]] + ([""] if result["notes"] else [])
    lines += ["| test | points earned | points possible |", "|---|---:|---:|"]
    lines += [f"| {cell(t['name'])} | {t['points']} | {t['max_score']} |" for t in result["tests"]]
    return "\n".join(lines + ["", f"**score {result['score']}/{result['max_score']}**", ""])


FEEDBACK = (
    "These points are feedback, not the grade: your teacher grades the notebook you pushed last "
    "before the deadline, with these visible tests and hidden ones."
)


def main(usage, argv=None):
    """scripts/visible-tests with its arguments; usage: its text. Returns the exit code."""
    parser = argparse.ArgumentParser(prog="scripts/visible-tests", description=usage.split("\n")[0])
    parser.add_argument(
        "notebooks", nargs="*", help="assignment ids (A1) or notebook paths; default: all in notebooks/"
    )
    parser.add_argument("--test", help="only this test (its id, e.g. A1Visible.example1): exit code 0 if it passed")
    parser.add_argument(
        "--kernel", default=toolchain.KERNEL_NAME, help=f"the kernelspec to run on (default {toolchain.KERNEL_NAME})"
    )
    parser.add_argument("--cell-timeout", type=int, default=120, help="seconds for one cell (default 120)")
    form = parser.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="print the results as one JSON object")
    form.add_argument("--markdown", action="store_true", help="print a Markdown table per notebook (a job summary)")
    return exit_code("visible-tests", Failure, run, parser.parse_args(argv))


def run(args):
    """The notebooks of the command line run and their visible tests shown: the exit code."""
    paths = [notebook_of(n) for n in args.notebooks] or sorted(NOTEBOOKS.glob("A[0-9]*-*.ipynb"))
    if not paths:
        raise Failure(f"no assignment notebooks (A1-*.ipynb, ...) in {NOTEBOOKS}")
    if args.test and len(paths) != 1:
        raise Failure(
            "--test needs exactly one notebook or assignment, e.g. scripts/visible-tests A1 --test A1Visible.example1"
        )
    found = []
    for index, path in enumerate(paths):
        t0 = time.monotonic()
        assignment, outcomes, notes = results(path, args.kernel, args.cell_timeout)
        if args.test:
            chosen = [o for o in outcomes if o["id"] == args.test]
            if not chosen:
                raise Failure(
                    f"{assignment} has no visible test {args.test}: its tests are "
                    + ", ".join(o["id"] for o in outcomes)
                )
            outcomes = chosen
        if args.json or args.markdown:
            found.append(as_json(path, assignment, outcomes, notes))
            continue
        print(
            report(path, assignment, outcomes, notes)
            + ("" if args.test else f"\n({time.monotonic() - t0:.1f} s)" + ("\n" if index < len(paths) - 1 else "")),
            flush=True,
        )
    if args.json:
        print(json.dumps({"notebooks": found}, indent=2))
    elif args.markdown:
        print("\n".join(as_markdown(r) for r in found) + "\n" + FEEDBACK)
    if args.test:
        return 0 if outcomes[0]["passed"] else 1
    return 0
