package pathlab.heuristic;

import pathlab.grid.GridGraph;

/**
 * Chebyshev distance, Richards' "DiagonalDistance": {@code max(|dx|, |dy|)}, the number of moves
 * of a chess king, for which a diagonal move costs the same as a straight one.
 *
 * <p>Admissible and consistent whenever every move changes x and y by at most one and costs at
 * least 1: 8-connected grids with diagonal cost 1 (king's moves, where it is exact on an empty
 * map) or √2 (where octile is better informed), 4-connected grids, and hex grids. O(1).
 */
public final class ChebyshevHeuristic extends GridHeuristic {

    public ChebyshevHeuristic(GridGraph grid) {
        super("chebyshev", grid);
    }

    @Override
    protected double distance(int dx, int dy) {
        return Math.max(Math.abs(dx), Math.abs(dy));
    }
}
