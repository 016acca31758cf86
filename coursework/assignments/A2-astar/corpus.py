"""A2's corpus: reopening left out, and the library's search behind the contract.
(What a corpus is: scripts/pathlab_tools/corpus_tools.py.)
"""
import copy

from pathlab_tools.corpus_tools import edit


def corpus(solution):
    """A2: reopening left out (Example 3's listing and some optimal costs fail), the library's search."""
    def nb():
        return copy.deepcopy(solution)
    return {
        "no-reopening": (edit(nb(), "                if (known == null || cost < known.costSoFar()) {",
                              "                if (known == null || (open.containsKey(end) && cost < known.costSoFar())) {"),
                         10, "first difference"),
        "library-search": (edit(nb(), "        // BEGIN SOLUTION\n        // Both lists",
                                "        SearchResult library = new AStar(graph).search(start, goal, heuristic, listener);\n"
                                "        if (library != null) return library.found() ? library.path() : null;\n"
                                "        // BEGIN SOLUTION\n        // Both lists"), 0, "library's AStar"),
    }
