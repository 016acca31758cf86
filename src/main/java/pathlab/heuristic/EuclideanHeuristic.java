package pathlab.heuristic;

import pathlab.grid.GridGraph;

/**
 * Euclidean distance, the straight line "as the crow flies" (Richards' "EuclideanDistance"; the
 * lecture's "Euclidean heuristic"): {@code sqrt(dx² + dy²)} between cell centres.
 *
 * <p>Admissible and consistent when a move costs at least the length it covers: 4-connected grids
 * and 8-connected grids with diagonal cost √2 or more. It underestimates more than octile there,
 * so A* expands more nodes. Not admissible for king's moves (a diagonal of length √2 at cost 1)
 * nor on hex grids in axial coordinates (the move (+1,+1) costs 1). O(1), with a square root.
 */
public final class EuclideanHeuristic extends GridHeuristic {

    public EuclideanHeuristic(GridGraph grid) {
        super("euclidean", grid);
    }

    @Override
    protected double distance(int dx, int dy) {
        return Math.sqrt((double) dx * dx + (double) dy * dy);
    }
}
