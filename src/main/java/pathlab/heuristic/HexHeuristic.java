package pathlab.heuristic;

import pathlab.grid.GridGraph;

/**
 * Hex distance, Richards' "HexDistance": on a hexagonal grid in axial coordinates (see
 * {@link GridGraph#hex}), the number of moves between two cells is
 * {@code max(|dx|, |dy|, |dx - dy|)}: the moves (+1,+1) and (-1,-1) change x and y together, so
 * the third axis of the hex grid is dx - dy.
 *
 * <p>Admissible and consistent on hex grids (exact on an empty one) and on 4-connected grids (whose
 * moves are a subset of the hex moves). On 8-connected grids it overestimates: (+1,-1) is one
 * diagonal move but 2 in this distance. It relies on axial coordinates; it is wrong for the
 * offset layout in which every other row is shifted. O(1).
 */
public final class HexHeuristic extends GridHeuristic {

    public HexHeuristic(GridGraph grid) {
        super("hex", grid);
    }

    @Override
    protected double distance(int dx, int dy) {
        return Math.max(Math.abs(dx), Math.max(Math.abs(dy), Math.abs(dx - dy)));
    }
}
