"""The course's notebooks run headlessly on the real kernel and checked (scripts/run-notebooks.py,
whose text lists the checks): every cell executed with nbclient, the committed outputs compared with
the fresh ones, the key outputs checked (notebook_checks), one notebook or several at a time.
Needs nbformat and nbclient (the entry point starts again in the environment).
"""

import argparse
import concurrent.futures
import contextlib
import copy
import difflib
import json
import os
import time
import traceback
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError

from . import assignments, notebook_checks, toolchain

REPO = toolchain.REPO

KERNEL = toolchain.KERNEL_NAME
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# Where BenchmarkSet.find looks for the Dragon Age maps: the download folder, the shared folder.
DAO_PLACES = [REPO / "maps" / "downloads" / "dao", REPO.parent / "shared" / "maps" / "dao"]


def normalise(cell):
    """What the stale-output check compares for one code cell."""
    result = []
    for out in cell.get("outputs", []):
        kind = out["output_type"]
        if kind == "stream":
            if result and result[-1].get("stream") == out["name"]:
                result[-1]["text"] += out["text"]  # front ends split streams differently
            else:
                result.append({"stream": out["name"], "text": out["text"]})
        elif kind in ("execute_result", "display_data"):
            data = out.get("data", {})
            item = {kind: {k: data[k] for k in ("text/plain", "text/html") if k in data}}
            if "image/png" in data:
                item[kind]["image/png"] = "present"
            result.append(item)
        elif kind == "error":
            result.append({"error": out["ename"], "evalue": out["evalue"]})
    return result


def merge_streams(outputs):
    """Joins consecutive stream outputs of the same name, as front ends show them: how a
    kernel splits a cell's text into messages depends on timing, the saved notebook must not."""
    merged = []
    for out in outputs:
        if (
            out.output_type == "stream"
            and merged
            and merged[-1].output_type == "stream"
            and merged[-1].name == out.name
        ):
            merged[-1].text += out.text
        else:
            merged.append(out)
    return merged


def without_widget_views(outputs):
    """The outputs as a saved notebook keeps them: each widget's view left out, its picture and text kept.

    A headless run has no widget manager, so the widget's model is not saved (store_widget_state is
    off) and its view would name a model that is nowhere, with an id that changes on every run. What
    stays is what the widget offers where widgets do not show (Widget.show's still picture), which
    a reader of the saved notebook sees until they run the cell again.
    """
    for out in outputs:
        if out.get("output_type") in ("display_data", "execute_result"):
            out.get("data", {}).pop(WIDGET_VIEW, None)
    return outputs


def tags(cell):
    return cell.get("metadata", {}).get("tags", [])


def stale_diff(source_nb, fresh_nb, name):
    """Unified diffs for every code cell whose committed outputs differ from the fresh ones."""
    diffs = []
    pairs = zip(source_nb.cells, fresh_nb.cells)
    for index, (old, new) in enumerate(pairs):
        if old.cell_type != "code":
            continue
        a = json.dumps(normalise(old), indent=1, sort_keys=True).splitlines()
        b = json.dumps(normalise(new), indent=1, sort_keys=True).splitlines()
        if a != b:
            first = old.source.splitlines()[0] if old.source else ""
            diffs.append(
                f"{name}: cell {index} ({first!r}) has stale outputs:\n"
                + "\n".join(difflib.unified_diff(a, b, "committed", "fresh", lineterm="", n=2))
            )
    return diffs


class Outcome:
    """One notebook's run: what failed, what to tell, the seconds its kernel took to start and its
    cells to run, and whether its output checks were skipped (no Dragon Age maps)."""

    def __init__(self):
        self.problems, self.notes = [], []
        self.start = self.run = 0.0
        self.skipped = False


def run_one(path, args):
    """Executes one notebook and checks it (in a process of its own with --jobs): an Outcome."""
    outcome = Outcome()
    outcome.problems, outcome.start, outcome.run = execute(path, args, outcome.notes)
    outcome.skipped = any(note.startswith("SKIPPED") for note in outcome.notes)
    return outcome


def execute(path, args, notes):
    """Executes one notebook; returns (problems, kernel start seconds, execution seconds); what it
    has to tell goes to notes."""
    name = path.stem
    source_nb = nbformat.read(path, as_version=4)
    nb = copy.deepcopy(source_nb)
    client = NotebookClient(
        nb,
        kernel_name=args.kernel,
        timeout=args.timeout,
        startup_timeout=args.startup_timeout,
        record_timing=False,
        store_widget_state=False,
        resources={"metadata": {"path": str(path.parent)}},
    )
    problems, t0 = [], time.monotonic()
    start = run = 0.0
    env = {**os.environ, "PATHLAB_KERNEL_API": args.api} if args.api else None
    try:
        with client.setup_kernel(**({"env": env} if env else {})):
            start = time.monotonic() - t0
            info = client.wait_for_reply(client.kc.kernel_info())
            nb.metadata["language_info"] = info["content"]["language_info"]
            for index, cell in enumerate(nb.cells):
                try:
                    client.execute_cell(cell, index)
                except CellTimeoutError:
                    problems.append(f"{name}: cell {index} did not finish within {args.timeout}s")
                    break
                except CellExecutionError as e:
                    problems.append(f"{name}: cell {index} failed:\n{e}")
                    break
                if "raises-exception" in tags(cell) and not any(o.output_type == "error" for o in cell.outputs):
                    problems.append(f"{name}: cell {index} is tagged raises-exception but did not raise")
            run = time.monotonic() - t0 - start
    except RuntimeError as e:
        if "didn't respond" in str(e) or "Kernel died" in str(e) or "timeout" in str(e).lower():
            problems.append(
                f"{name}: the {args.kernel} kernel did not answer kernel_info within "
                f"{args.startup_timeout}s ({e}). Run scripts/setup and check the kernel "
                "with scripts/kernel-selftest.py"
            )
        else:
            problems.append(f"{name}: {e}")
        return problems, time.monotonic() - t0, 0.0
    except Exception:  # a broken notebook file, a missing kernelspec...
        problems.append(f"{name}: {traceback.format_exc()}")
        return problems, time.monotonic() - t0, 0.0

    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = without_widget_views(merge_streams(cell.outputs))
    out_dir = (
        REPO
        / "target"
        / "-".join(
            ["notebooks"] + ([] if args.kernel == KERNEL else [args.kernel]) + ([args.api + "-api"] if args.api else [])
        )
    )
    out_dir.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, out_dir / path.name)

    # Notebooks that show the Moving AI maps (BenchmarkSet.DAO.find) fall back to our own maps
    # without them: they must still run, but their saved outputs and key numbers are those of the
    # real maps, so their output checks are skipped, loudly.
    uses_dao = any("BenchmarkSet.DAO" in c.source for c in nb.cells if c.cell_type == "code")
    if uses_dao and not any(place.is_dir() for place in DAO_PLACES):
        notes.append(
            f"SKIPPED {name}: its output checks (no Dragon Age maps in "
            f"{' or '.join(str(p) for p in DAO_PLACES)}; ./pathlab maps download dao fetches them)"
        )
        return problems, start, run
    if not problems and name in notebook_checks.CHECKS:
        try:
            notebook_checks.CHECKS[name](nb)
        except AssertionError as e:
            problems.append(f"{name}: key-output check failed: {e}")
    if not problems:
        if args.update:
            nbformat.write(nb, path)
            notes.append(f"updated outputs of {path.relative_to(REPO)}")
        elif args.kernel != KERNEL:
            for diff in stale_diff(source_nb, nb, name):
                notes.append(f"note: on {args.kernel} " + diff)
        else:
            problems += stale_diff(source_nb, nb, name)
            if problems:
                problems.append(
                    f"{name}: refresh the committed outputs with "
                    "python3 scripts/run-notebooks.py --update (then review the diff)"
                )
    return problems, start, run


def main():
    """scripts/run-notebooks.py with its arguments; returns the exit code."""
    parser = argparse.ArgumentParser(description="Execute and check the course notebooks.")
    parser.add_argument(
        "notebooks", nargs="*", type=Path, help="default: notebooks/*.ipynb and every assignment's solution edition"
    )
    parser.add_argument("--update", action="store_true", help="write fresh outputs back into the sources")
    parser.add_argument("--timeout", type=int, default=300, help="seconds per cell (default 300)")
    parser.add_argument("--startup-timeout", type=int, default=60, help="seconds to wait for kernel_info")
    parser.add_argument("--kernel", default=KERNEL, help=f"kernelspec to run them on (default {KERNEL})")
    parser.add_argument("--api", choices=["jjava"], help="hold the cells to what JJava and IJava accept too")
    parser.add_argument("--jobs", type=int, default=1, help="notebooks run at once, each on its own kernel (default 1)")
    args = parser.parse_args()
    if args.update and (args.kernel != KERNEL or args.api):
        parser.error(f"--update saves outputs of the {KERNEL} kernel only, in its own mode")
    if args.jobs < 1:
        parser.error("--jobs takes 1 or more")

    paths = [p.resolve() for p in args.notebooks] or (
        sorted((REPO / "notebooks").glob("*.ipynb")) + [a.notebook for a in assignments.all() if a.notebook.is_file()]
    )
    passed = failed = 0
    skipped = []
    total = time.monotonic()
    with concurrent.futures.ProcessPoolExecutor(args.jobs) if args.jobs > 1 else contextlib.nullcontext() as pool:
        outcomes = pool.map(run_one, paths, [args] * len(paths)) if pool else (run_one(p, args) for p in paths)
        for path, outcome in zip(paths, outcomes):  # in the order given, as each is done
            status = "FAILED" if outcome.problems else "ok"
            for note in outcome.notes:
                print("  " + note.replace("\n", "\n  "))
            print(
                f"notebook {path.name}: {status} (kernel start {outcome.start:.1f}s, execution {outcome.run:.1f}s)",
                flush=True,
            )
            for problem in outcome.problems:
                print("  " + problem.replace("\n", "\n  "))
            failed += bool(outcome.problems)
            passed += not outcome.problems
            skipped += [path.stem] if outcome.skipped else []
    jobs = f", {args.jobs} at a time" if args.jobs > 1 else ""
    print(f"benchmark: {len(paths)} notebooks in {time.monotonic() - total:.1f}s{jobs}")
    if skipped:
        print(
            f"WARNING: output checks SKIPPED for {', '.join(skipped)}: no Dragon Age maps (./pathlab maps download dao)"
        )
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not paths else 0
