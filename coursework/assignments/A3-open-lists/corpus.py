"""A3's corpus: last-in-first-out ties in the sorted list, and the library's heap.
(What a corpus is: scripts/pathlab_tools/corpus_tools.py.)
"""
import copy

from pathlab_tools.corpus_tools import edit


def corpus(solution):
    """A3: a sorted list that puts a new node before equal ones (last-in-first-out ties), the library's heap."""
    def nb():
        return copy.deepcopy(solution)
    return {
        "lifo-ties": (edit(nb(), "while (place < size && before(items[place], node)) {",
                           "while (place < size && priorities.estimatedTotalCost(items[place]) < priorities.estimatedTotalCost(node)) {"),
                      7, "removeSmallest"),
        # (in the student's own class: the cell that picks the lists is locked)
        "library-heap": (edit(nb(), "heap[0] unused, as in the article\n",
                              "heap[0] unused, as in the article\n    OpenList library(int n, Priorities p) { return new BinaryHeap(n, p); }\n"),
                         0, "library's BinaryHeap"),
    }
