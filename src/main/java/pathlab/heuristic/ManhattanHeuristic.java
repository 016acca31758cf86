package pathlab.heuristic;

import pathlab.grid.GridGraph;

/**
 * Manhattan distance, Richards' "ManhattanDistance": {@code |dx| + |dy|}, the number of moves of
 * a chess rook going one cell at a time, or of a taxi on city blocks.
 *
 * <p>Admissible and consistent on 4-connected grids (exact on an empty one). On 8-connected grids
 * it overestimates: a diagonal move of cost d covers 2 in this distance, so it is too high by up
 * to (2 - d) per diagonal step, (2 - √2) min(dx, dy) on an empty octile map. A* then finds paths
 * that may be longer than optimal, with fewer expansions. Also overestimates on hex grids. O(1).
 */
public final class ManhattanHeuristic extends GridHeuristic {

    public ManhattanHeuristic(GridGraph grid) {
        super("manhattan", grid);
    }

    @Override
    protected double distance(int dx, int dy) {
        return Math.abs(dx) + Math.abs(dy);
    }
}
