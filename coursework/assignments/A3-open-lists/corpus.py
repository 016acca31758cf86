"""Assignment A3's corpus: broken and hostile submissions made from its solution edition, each
with the score grading must give it and words one of its messages must contain. The coursework
checks (scripts/checks/coursework-check) grade them all in one batch on every run; nothing is committed
but this recipe. corpus(solution) -> {case: (notebook or its text, score or None for full marks, words)}.
"""
import copy

from corpus_tools import edit

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
