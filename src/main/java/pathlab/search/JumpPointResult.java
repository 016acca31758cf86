package pathlab.search;

import java.util.Arrays;

/**
 * What a jump point search found: the same {@link SearchResult} as A*'s, so the two compare
 * directly (its path every cell of the route, its expansions and fill those of the jump points),
 * plus the jump points on the path and the work the jumps did between them.
 *
 * @param search the result as A* reports it: cost, the full path cell by cell, iterations and
 *     expansions (jump points taken off the open list and expanded), the fill (the jump points
 *     left open and closed)
 * @param jumpPoints the jump points of the path, from the start to the goal; empty when no path
 *     was found
 * @param scanSteps how many cells the jumps stepped onto while scanning for jump points: the work
 *     that jump point search does instead of putting every cell on the open list
 */
public record JumpPointResult(SearchResult search, int[] jumpPoints, long scanSteps) {

    public JumpPointResult {
        assert search.found() ? jumpPoints.length > 0 && jumpPoints[0] == search.start()
                && jumpPoints[jumpPoints.length - 1] == search.goal() : jumpPoints.length == 0
                : "the jump points " + Arrays.toString(jumpPoints) + " do not run from the start to the goal";
        assert scanSteps >= 0 : "negative scan steps " + scanSteps;
        jumpPoints = jumpPoints.clone();
    }

    /** The jump points of the path, from the start to the goal. */
    @Override
    public int[] jumpPoints() {
        return jumpPoints.clone();
    }

    /** The path's cost, as {@link SearchResult#cost}. */
    public double cost() {
        return search.cost();
    }

    /** The jump points expanded, as {@link SearchResult#expanded}. */
    public int expanded() {
        return search.expanded();
    }

    @Override
    public String toString() {
        return search + ", " + jumpPoints.length + " jump points on the path, " + scanSteps + " scan steps";
    }
}
