"""A4's corpus: Manhattan distance where octile is asked, and the library's octile.
(What a corpus is: scripts/pathlab_tools/corpus_tools.py.)
"""
import copy

from pathlab_tools.corpus_tools import edit


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
