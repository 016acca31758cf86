package pathlab.heuristic;

import pathlab.grid.GridGraph;

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
 * <p>Cost: O(1) per estimate (a division and a remainder to find the cells' columns and rows).
 */
public abstract class GridHeuristic implements Heuristic {
    private final String name;
    private final int width;
    private final double scale;

    protected GridHeuristic(String name, GridGraph grid) {
        this.name = name;
        this.width = grid.map().width();
        this.scale = grid.minMultiplier();
    }

    @Override
    public final double estimate(int node, int goal) {
        return scale * distance(node % width - goal % width, node / width - goal / width);
    }

    /** The distance covering the offset (dx, dy) = node - goal, in base move costs. */
    protected abstract double distance(int dx, int dy);

    /** The name on the command line, e.g. {@code octile}. */
    @Override
    public final String toString() {
        return name;
    }
}
