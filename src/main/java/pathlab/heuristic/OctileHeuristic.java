package pathlab.heuristic;

import pathlab.grid.GridGraph;

/**
 * Octile distance, Richards' "DiagonalDistance2": the cost of the best path on an empty grid
 * with eight neighbours, min(dx,dy) diagonal steps and the rest straight:
 * {@code (dx + dy) + (d - 2) * min(dx, dy)} for straight cost 1 and diagonal cost d.
 *
 * <p>Admissible and consistent on 8-connected grids with those costs (walls only lengthen
 * paths), and on 4-connected ones too (it is below Manhattan). Exact on an empty map. O(1).
 */
public final class OctileHeuristic implements Heuristic {
    private final GridGraph grid;
    private final double diagonalMinusTwo;

    public OctileHeuristic(GridGraph grid) {
        this.grid = grid;
        this.diagonalMinusTwo = grid.diagonalCost() - 2;
    }

    @Override
    public double estimate(int node, int goal) {
        int dx = Math.abs(grid.x(node) - grid.x(goal));
        int dy = Math.abs(grid.y(node) - grid.y(goal));
        return (dx + dy) + diagonalMinusTwo * Math.min(dx, dy);
    }

    @Override
    public String toString() {
        return "octile";
    }
}
