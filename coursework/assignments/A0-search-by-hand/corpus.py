"""A0's corpus: a listing per misconception the marking recognises, and text that is not a listing.
(What a corpus is: scripts/pathlab_tools/corpus_tools.py.)
"""
import copy

from pathlab_tools.corpus_tools import edit, solution_text


def corpus(solution):
    """A0: one listing per misconception the marking recognises (each costs the points of the
    iterations it spoils), and text that is not a listing (the Dijkstra tests get nothing)."""
    def nb():
        return copy.deepcopy(solution)
    dijkstra_rest = solution_text(solution, "            [3] N: D\n", "(cost 7)\n")
    return {
        # the Dijkstra listing ends when the goal G first gets a record, at [2]: [3]-[5] and the end are lost
        "stopped-at-goal": (edit(nb(), dijkstra_rest, "            Final path: S A G (cost 11)\n"), 10,
                            "stopped when the goal was first reached"),
        # A* at [3]: the cheaper route to the closed node B is ignored
        "no-reopening": (edit(nb(), "            C: A(S,1,6) S(ϕ,0,6)\n            O: B(A,2,3) C(B,7,10) G(S,9,9)\n",
                              "            C: A(S,1,6) B(S,4,5) S(ϕ,0,6)\n            O: C(B,7,10) G(S,9,9)\n"), 13,
                         "a closed node not reopened"),
        # A* at [5]: A is reopened by C's connection, which is not cheaper
        "reopened-not-cheaper": (edit(nb(), "            C: A(S,1,6) B(A,2,3) C(B,5,8) S(ϕ,0,6)\n            O: G(C,8,8)\n",
                                      "            C: B(A,2,3) C(B,5,8) S(ϕ,0,6)\n            O: A(C,6,11) G(C,8,8)\n"), 13,
                                 "a record updated by a connection that is not cheaper"),
        # Dijkstra at [2]: B keeps the cost-so-far it had, though the connection from A is cheaper
        "cost-not-updated": (edit(nb(), "O: B(A,3) C(S,7) D(S,3) G(A,11)", "O: B(S,4) C(S,7) D(S,3) G(A,11)"), 13,
                             "a record's cost not updated"),
        # Dijkstra at [3]: B and D tie on 3; D arrived first, B (by name) is taken
        "tie-order": (edit(nb(), "[3] N: D", "[3] N: B"), 13, "the wrong tie order"),
        # A* at [1]: G's estimated-total-cost is not 9 + 0
        "total-cost": (edit(nb(), "O: A(S,1,6) B(S,4,5) G(S,9,9)", "O: A(S,1,6) B(S,4,5) G(S,9,10)"), 13,
                       "the estimated-total-cost added wrongly"),
        # a record without its closing parenthesis: the Dijkstra listing cannot be read
        "not-a-listing": (edit(nb(), "O: A(S,2) B(S,4) C(S,7) D(S,3)", "O: A(S,2 B(S,4) C(S,7) D(S,3)"), 7,
                          "is not a record like"),
    }
