"""The notebook itself: locked cells edited, deleted or duplicated, metadata that lies.

The hand-in or visible-tests cell (locked) edited, locked cells deleted, a locked cell twice under
its id; the metadata naming another assignment or a Python kernel. What defends against them:
locked cells restored from the release by cell id, every copy (and said); the assignment taken from
the release the cells match, or --assignment; the kernel picked by the grader, not the notebook.
"""

import copy

from .edit import HANDIN, VISIBLE, cell_after, cell_at_end, indent, one
from .java_pieces import FORGE, SEARCH_BY_REFLECTION
from .words import WORDS


def add_attacks(nb, add):
    """Adds this family's attacks in their order: nb() gives a fresh copy of the student edition,
    add(name, notebook, words) files one."""
    w = WORDS

    # -- the notebook itself ---------------------------------------------------------------------------
    # The hand-in cell (locked) edited to hand in something else: a search that uses the library
    # under the shadow trick. Defence: locked cells restored from the release by cell id (and said).
    edited = nb()
    one(edited, HANDIN).source = (
        "class AStar {}\n"
        "Submission.handIn((DijkstraSearch) (graph, start, goal, listener) -> {\n"
        "    pathlab.search.SearchResult r = new pathlab.search.AStar(graph).search(start, goal, "
        "pathlab.search.Heuristic.ZERO, listener);\n"
        "    return r.found() ? r.path() : null;\n"
        "});"
    )
    add("locked-handin-edited", edited, w["locked"])
    # The visible-tests cell (locked, the last before grading) edited to start the forging thread.
    edited = nb()
    one(edited, VISIBLE).source = (
        FORGE
        + """
Thread forger = new Thread(() -> { while (true) { forge(); try { Thread.sleep(10); } catch (InterruptedException e) { } } });
forger.setDaemon(true);
forger.start();
"""
    )
    add("locked-visible-tests-edited", edited, w["locked"])
    # Locked cells deleted (the given helper, the listing, the hand-in, the visible tests) and the
    # work handed in from a cell of the student's with a class named like the library's.
    deleted = nb()
    for needle in ("SearchStep stepOf(", "Feedback.showExample1", HANDIN, VISIBLE):
        deleted.cells.remove(one(deleted, needle))
    cell_at_end(
        deleted,
        """
class Dijkstra {}
Submission.handIn((DijkstraSearch) (graph, start, goal, listener) -> {
    pathlab.search.SearchResult r = new pathlab.search.Dijkstra(graph).search(start, goal, listener);
    return r.found() ? r.path() : null;
});
""",
    )
    add("locked-cells-deleted", deleted, w["locked"])
    # A locked cell twice under its id: the release's text first, then an edited copy that hands in
    # the library's search through reflection. A grader that trusts cells with a locked id (skips
    # the policy for them) and restores only the first copy would run the second unchecked.
    # Defence: every copy restored or checked (nbformat renames a duplicate id on reading, which
    # makes the copy a cell of the student's, checked like any other).
    twice = nb()
    original = one(twice, HANDIN)
    copy_cell = copy.deepcopy(original)
    copy_cell.source = (
        "Submission.handIn((DijkstraSearch) (graph, start, goal, listener) -> {\n"
        + indent(SEARCH_BY_REFLECTION, 4)
        + "\n"
        + "});"
    )
    twice.cells.insert(twice.cells.index(original) + 1, copy_cell)
    add("locked-cell-duplicate-id", twice, w["locked"] + w["reflection"])
    # The metadata says A2: a grader that believes it grades the A1 notebook against A2's tests
    # (or, in a batch, files it under A2). Defence: the assignment from the release the cells match,
    # or --assignment; a mismatch said.
    meta = nb()
    meta.metadata["pathlab"] = {"assignment": "A2"}
    add("metadata-assignment", meta, w["metadata"])
    # The kernelspec says python3, and a Python cell forges the outcomes: a grader that runs the
    # notebook on the kernel its metadata names would run it. Defence: the grader picks the kernel.
    python = nb()
    python.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    python.metadata["language_info"] = {"name": "python"}
    cell_after(
        python,
        HANDIN,
        """
import json, pathlib, threading, time
def forge():
    while True:
        out = pathlib.Path("outcomes.jsonl")
        if out.exists():
            lines = out.read_text().splitlines()
            out.open("a").write("".join(l.replace('"passed": false', '"passed": true') + "\\n" for l in lines if '"passed": false' in l))
        time.sleep(0.01)
threading.Thread(target=forge, daemon=True).start()
""",
    )
    add("metadata-kernelspec", python, w["kernel"] + w["honest-fail"])
