"""Key-output checks for the course notebooks, keyed by notebook name.

Idea: the stale-output check in run-notebooks.py proves that committed outputs are what
the code produces; these checks prove that what it produces is *right* (a shortest path
has the expected cost, a picture is there). Each check receives the executed notebook
and a helper and raises AssertionError with a message for the reader.

Add one by writing a function and listing it in CHECKS under the notebook's file name
without ".ipynb".
"""
from pathlib import Path


def outputs_text(cell):
    """All text a cell showed: streams and text/plain values, joined."""
    parts = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream":
            parts.append(out.get("text", ""))
        elif "data" in out:
            parts.append(out["data"].get("text/plain", ""))
    return "".join(parts)


def has_png(cell):
    return any("image/png" in out.get("data", {}) for out in cell.get("outputs", []))


def check_start_here(nb):
    code = [c for c in nb.cells if c.cell_type == "code"]
    text = "\n".join(outputs_text(c) for c in code)
    assert "Hello from Java" in text, "the first cell should greet"
    assert any(has_png(c) for c in code), "the display(...) cell should show a PNG"
    assert any(o.get("output_type") == "error" for c in code for o in c.get("outputs", [])), \
        "the raises-exception cell should show its exception"


LISTINGS = Path(__file__).resolve().parent.parent / "src" / "test" / "resources" / "listings"


def listing(name):
    """A lecture listing as the library prints it; LectureListingsTest pins these files to the
    transcription in ../shared/reference/lecture-examples.md."""
    return (LISTINGS / f"{name}.txt").read_text(encoding="utf-8")


def all_text(nb):
    return "".join(outputs_text(c) for c in nb.cells if c.cell_type == "code")


def check_dijkstra(nb):
    text = all_text(nb)
    assert listing("lecture-1") in text, "Example 1's listing differs from the lecture's"
    steps = listing("lecture-1").rsplit("Final path", 1)[0]
    assert steps + "Final path: A B C D E F (cost 14)" in text, "the step-by-step cells differ from the lecture's"


def check_astar(nb):
    text = all_text(nb)
    assert listing("lecture-2") in text, "Example 2's listing differs from the lecture's"
    assert listing("lecture-3") in text, "Example 3's steps differ from the lecture's"
    assert "stop at the goal: A C D E F (cost 15, 5 iterations)" in text
    assert "same steps as Dijkstra's Example 1: true" in text


def check_grids_and_heuristics(nb):
    code = [c for c in nb.cells if c.cell_type == "code"]
    text = all_text(nb)
    assert sum(has_png(c) for c in code) >= 4, "the fill pictures should be shown"
    assert "manhattan  |  168.936  |    false" in text, "Manhattan with diagonals should miss the optimum once"
    assert "octile, 5 goals: admissible" in text and "manhattan, 5 goals: overestimates" in text, \
        "the checker should find octile admissible and Manhattan not"
    assert "No path (0 iterations)" in text, "the component early exit should expand nothing"
    closed = {}
    for line in text.splitlines():
        if " closed " in line and " cells (" in line:
            closed[line[:17].strip()] = int(line.rsplit("(", 1)[1].rstrip("%)"))
    assert closed["indoor  euclidean"] > 2 * closed["outdoor euclidean"], \
        f"the Euclidean fill should be far larger indoors than outdoors: {closed}"


CHECKS = {
    "00-start-here": check_start_here,
    "01-dijkstra": check_dijkstra,
    "02-astar": check_astar,
    "04-grids-and-heuristics": check_grids_and_heuristics,
}
