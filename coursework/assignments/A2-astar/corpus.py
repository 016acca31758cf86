"""Assignment A2's corpus: broken and hostile submissions made from its solution edition, each
with the score grading must give it and words one of its messages must contain. The coursework
checks (scripts/checks/coursework-check) grade them all in one batch on every run; nothing is committed
but this recipe. corpus(solution) -> {case: (notebook or its text, score or None for full marks, words)}.
"""
import copy

from corpus_tools import edit

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
