"""Key-output checks for the course notebooks, keyed by notebook name.

Idea: the stale-output check in run-notebooks.py proves that committed outputs are what
the code produces; these checks prove that what it produces is *right* (a shortest path
has the expected cost, a picture is there). Each check receives the executed notebook
and a helper and raises AssertionError with a message for the reader.

Add one by writing a function and listing it in CHECKS under the notebook's file name
without ".ipynb".
"""


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


def check_open_lists(nb):
    code = [c for c in nb.cells if c.cell_type == "code"]
    text = "\n".join(outputs_text(c) for c in code)
    for line in ("swap with parent 4:    10 30 20 17 38 30 24 34",
                 "swap with lower child: 17 30 20 34 38 30 24",
                 "position 4 has no children: stop."):
        assert line in text, "the heap walk-through should show: " + line
    assert text.count("same listing as the lecture: true") == 6, "every open list should give the lecture's listing"
    assert "article (LIFO): [3] N: F" in text, "LIFO ties should take F at [3] of Example 3"
    assert "Closing note." in text, "the benchmark's closing note should be shown"
    assert any(has_png(c) for c in code), "the benchmark chart should be shown"


CHECKS = {
    "00-start-here": check_start_here,
    "03-open-lists": check_open_lists,
}
