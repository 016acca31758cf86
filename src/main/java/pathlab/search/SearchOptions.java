package pathlab.search;

import pathlab.openlist.OpenListKind;

/**
 * How a search runs: its termination rule, whether closed nodes are reopened, how ties are
 * broken, and which open list holds the open nodes.
 *
 * <p>{@link #lecture()} gives the lecture's choices, with which the worked examples come out
 * exactly: the optimal termination rule, reopening on, first-in-first-out ties. Change one with
 * the {@code with...} methods: {@code SearchOptions.lecture().withTermination(Termination.GOAL)}.
 *
 * @param termination when to stop; see {@link Termination}
 * @param reopen whether a closed node goes back on the open list when a cheaper route to it is
 *     found (lecture, "Calculating Cost-So-Far for Open and Closed Nodes" for A*); without it an
 *     overestimating or inconsistent heuristic may give a longer path
 * @param ties the tie-breaking rule among equal estimated-total-costs
 * @param openList the open list's data structure; it never changes the result, only the speed
 * @param counters whether the open list counts its comparisons, moves and searches (on in
 *     {@link #lecture()} and {@link #grid()}; {@link SearchResult#openList()} is all zeros when
 *     off, but for the nodes that fell back in a heap-on-top queue, always counted): the counts explain the comparison of open lists in Patrick Lester's "Using Binary
 *     Heaps in A* Pathfinding", but counting costs time that a benchmark of raw speed should not
 *     pay
 */
public record SearchOptions(Termination termination, boolean reopen, TieBreak ties, OpenListKind openList,
                            boolean counters) {

    public SearchOptions {
        if (termination == null || ties == null || openList == null) {
            throw new IllegalArgumentException("search options must not be null");
        }
    }

    /** The lecture's rules: optimal termination, reopening, FIFO ties, an indexed binary heap. */
    public static SearchOptions lecture() {
        return new SearchOptions(Termination.OPTIMAL, true, TieBreak.FIFO, OpenListKind.INDEXED_HEAP, true);
    }

    /**
     * The usual rules for grid maps: stop when the goal is current, which with an admissible
     * heuristic and reopening is already optimal and saves processing every cheaper open node; and
     * break ties toward the larger cost-so-far ({@link TieBreak#HIGH_G}). On a grid, equal
     * estimated-total-costs are everywhere (every cell on an open stretch of an optimal route has
     * the same one), and first-in-first-out then expands them breadth first, side by side, before
     * going deeper; the larger cost-so-far goes deeper first, towards the goal, which is what a
     * good heuristic is for. Notebook 04 measures the difference; the lecture's graphs keep
     * {@link #lecture()}, whose first-in-first-out ties reproduce its listings.
     */
    public static SearchOptions grid() {
        return lecture().withTermination(Termination.GOAL).withTies(TieBreak.HIGH_G);
    }

    public SearchOptions withTermination(Termination t) {
        return new SearchOptions(t, reopen, ties, openList, counters);
    }

    public SearchOptions withReopen(boolean r) {
        return new SearchOptions(termination, r, ties, openList, counters);
    }

    public SearchOptions withTies(TieBreak t) {
        return new SearchOptions(termination, reopen, t, openList, counters);
    }

    public SearchOptions withOpenList(OpenListKind kind) {
        return new SearchOptions(termination, reopen, ties, kind, counters);
    }

    public SearchOptions withCounters(boolean on) {
        return new SearchOptions(termination, reopen, ties, openList, on);
    }
}
