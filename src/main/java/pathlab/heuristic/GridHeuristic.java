package pathlab.heuristic;

import pathlab.grid.GridGraph;
import pathlab.search.Heuristic;

/**
 * A distance heuristic on a grid (Richards, "Pathfinding II", the class {@code Heuristics}): the
 * estimate depends only on the offset between the node's cell and the goal's, as if the map had
 * no walls. Walls only lengthen paths, so such a distance is admissible whenever it does not
 * overestimate on an empty map with the grid's moves; each subclass says for which moves that
 * holds.
 *
 * <p>Terrain: the distances count base move costs (1 straight, the grid's diagonal cost). When
 * cells carry cost multipliers ({@link GridGraph#withTerrain}), every estimate is multiplied by
 * the smallest one, {@link GridGraph#minMultiplier()}: a multiplier below 1 would otherwise make
 * a distance overestimate, and scaling a consistent distance by the cheapest possible move keeps
 * it admissible and consistent.
 *
 * <p>Cost: O(1) per estimate (the cells' columns and rows are looked up in the grid, not divided out).
 */
public abstract class GridHeuristic implements Heuristic {
    private final String name;
    private final GridGraph grid;
    private final double scale;

    protected GridHeuristic(String name, GridGraph grid) {
        this.name = name;
        this.grid = grid;
        this.scale = grid.minMultiplier();
    }

    @Override
    public final double estimate(int node, int goal) {
        return scale * distance(grid.x(node) - grid.x(goal), grid.y(node) - grid.y(goal));
    }

    /** The grid the heuristic measures on. */
    GridGraph grid() {
        return grid;
    }

    /** The distance covering the offset (dx, dy) = node - goal, in base move costs. */
    protected abstract double distance(int dx, int dy);

    /** The name on the command line, e.g. {@code octile}. */
    @Override
    public final String toString() {
        return name;
    }
}
