package pathlab.heuristic;

import pathlab.grid.GridGraph;

/**
 * Octile distance, Richards' "DiagonalDistance2": the cost of the best path on an empty grid
 * with eight neighbours, min(dx,dy) diagonal steps and the rest straight:
 * {@code (dx + dy) + (d - 2) * min(dx, dy)} for straight cost 1 and diagonal cost d (the grid's).
 *
 * <p>Admissible and consistent on 8-connected grids with those costs, corner cutting or not
 * (walls only lengthen paths), and on 4-connected ones too (it is at most Manhattan), for a
 * diagonal cost between 1 and 2. Exact on an empty 8-connected map: the best of these
 * heuristics for the Moving AI benchmarks. With diagonal cost 1 it is {@link ChebyshevHeuristic}.
 * O(1).
 */
public final class OctileHeuristic extends GridHeuristic {
    private final double diagonalMinusTwo;

    public OctileHeuristic(GridGraph grid) {
        super("octile", grid);
        this.diagonalMinusTwo = grid.diagonalCost() - 2;
    }

    @Override
    protected double distance(int dx, int dy) {
        int ax = Math.abs(dx);
        int ay = Math.abs(dy);
        return (ax + ay) + diagonalMinusTwo * Math.min(ax, ay);
    }
}
