"""${id}'s corpus: a broken submission made from its solution edition and the score it must get.
(What a corpus is: scripts/pathlab_tools/corpus_tools.py.)
"""
import copy

from pathlab_tools.corpus_tools import edit


def corpus(solution):
    def nb():
        return copy.deepcopy(solution)
    return {
        # no absolute values: right only when the second cell is right of and below the first
        "no-absolute-values": (edit(nb(), "return Math.abs(x1 - x2) + Math.abs(y1 - y2);",
                                    "return (x2 - x1) + (y2 - y1);"), 3, "manhattan("),
    }
