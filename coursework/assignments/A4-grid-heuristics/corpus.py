"""Assignment A4's corpus: broken and hostile submissions made from its solution edition, each
with the score grading must give it and words one of its messages must contain. The coursework
checks (scripts/checks/coursework-check) grade them all in one batch on every run; nothing is committed
but this recipe. corpus(solution) -> {case: (notebook or its text, score or None for full marks, words)}.
"""
import copy

from corpus_tools import edit

def corpus(solution):
    """A4: Manhattan distance where octile is asked (it overestimates with diagonals), the library's octile."""
    def nb():
        return copy.deepcopy(solution)
    return {
        "manhattan": (edit(nb(), "return (dx + dy) + (grid.diagonalCost() - 2) * Math.min(dx, dy);", "return dx + dy;"),
                      11, "overestimates"),
        "library-octile": (edit(nb(), "        int dx = Math.abs(grid.x(node) - grid.x(goal));",
                                "        if (node >= 0) return new pathlab.heuristic.OctileHeuristic(grid).estimate(node, goal);\n"
                                "        int dx = Math.abs(grid.x(node) - grid.x(goal));"), 0, "library's OctileHeuristic"),
    }
