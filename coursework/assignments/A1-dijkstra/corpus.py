"""A1's corpus: broken searches (no compile, endless loops, exits, exceptions, recursion), a deleted
locked cell, not a notebook, another assignment's notebook, the library's search.
(What a corpus is: scripts/pathlab_tools/corpus_tools.py.)
"""
import copy
import json

from pathlab_tools.corpus_tools import add_cell_after, drop_cell, edit, set_assignment


SEARCH = "public List<Connection> search(Graph graph, int start, int goal, SearchListener listener) {\n"


def corpus(solution):
    """Broken A1 submissions: name -> (notebook or its text, expected score, words a message must contain)."""
    def nb():
        return copy.deepcopy(solution)
    full = 12
    return {
        # the class cell does not compile: nothing is defined, the hand-in cell fails too
        "compile-error": (edit(nb(), "return best;", "return best"), 0, "handed in"),
        # an endless loop from a node to itself: the tests that ask for one time out, the others pass
        "endless-loop": (edit(nb(), SEARCH, SEARCH + "        if (start == goal) { while (true) {} }\n"), full - 4, "timed out"),
        # System.exit in a cell: graded code may not use it, so that cell is refused and the rest counts
        "exit-in-cell": (add_cell_after(nb(), "Submission.handIn", "System.exit(0);"), full, "System.exit"),
        # System.exit inside the search: the search's class is refused, so nothing is handed in
        "exit-in-search": (edit(nb(), SEARCH, SEARCH + "        if (start == goal && graph.nodeCount() == 2 && graph.nodeName(goal).equals(\"B\")) System.exit(0);\n"),
                           0, "System.exit"),
        # an exception on graphs larger than the lecture's: the random graphs fail
        "exception": (edit(nb(), SEARCH, SEARCH + "        if (graph.nodeCount() > 6) throw new IllegalStateException(\"too big\");\n"),
                      full - 3, "IllegalStateException"),
        # endless recursion: every test fails with a StackOverflowError
        "recursion": (edit(nb(), "NodeRecord best = null;", "if (open != null) return smallest(open);\n        NodeRecord best = null;"),
                      1, "StackOverflowError"),   # from the goal to itself the search stops before recursing
        # the hand-in cell deleted: a locked cell, so grading restores it from the release and says so
        "deleted-cell": (drop_cell(nb(), "Submission.handIn"), full, "locked cell"),
        # the class renamed: the cells that use the old name fail
        "renamed-class": (edit(nb(), "class MyDijkstra implements", "class MyOwnDijkstra implements"), 0, "handed in"),
        # not a notebook at all
        "not-json": (json.dumps(solution)[:500], 0, "not JSON"),
        # another assignment's notebook
        "wrong-assignment": (set_assignment(nb(), "A2"), 0, "not A1"),
        # right answers, but the initial state is not reported: only the listing test fails
        "wrong-listing": (edit(nb(), "        listener.step(stepOf(graph, 0, -1, open, closed));\n", ""), full - 4, "first difference"),
        # the library's own search behind the contract: the listing is right, the points are not
        "library-search": (edit(nb(), "        // BEGIN SOLUTION\n        // The open list",
                                "        SearchResult library = new AStar(graph).search(start, goal, Heuristic.ZERO, listener);\n"
                                "        if (library != null) return library.found() ? library.path() : null;\n"
                                "        // BEGIN SOLUTION\n        // The open list"), 0, "library's AStar"),
    }
