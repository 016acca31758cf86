package pathlab.assignment;

import pathlab.graph.Clusters;
import pathlab.graph.Graph;
import pathlab.grid.GridGraph;

/**
 * Assignment A4: heuristics on grids, written by the student (Richards, "Pathfinding II";
 * lecture 07, "Cluster Heuristic").
 * <ul>
 * <li>{@link #octile}: the cost of the best path on an empty 8-connected grid, min(dx, dy)
 *     diagonal moves of cost {@code grid.diagonalCost()} and the rest straight moves of cost 1;
 * <li>{@link #hex}: the number of moves between two cells of a hex grid in axial coordinates
 *     ({@link GridGraph#hex}), whose third axis is dx - dy;
 * <li>{@link #components}: a label for every cell, equal for two cells exactly when one can be
 *     reached from the other (-1 for a blocked cell), found by flood fill: a search between
 *     cells of different components can answer "no path" at once (the early exit);
 * <li>{@link #clusterTable}: the cluster heuristic's lookup table, entry [a][b] the cheapest
 *     cost from any node of cluster a to any node of cluster b (0 from a cluster to itself,
 *     infinity when none is reachable), from one multi-source Dijkstra per cluster.
 * </ul>
 * Cells are the grid's node ids; {@code grid.x(n)}, {@code grid.y(n)} give their coordinates.
 */
public interface GridHeuristics {

    double octile(GridGraph grid, int node, int goal);

    double hex(GridGraph grid, int node, int goal);

    int[] components(GridGraph grid);

    double[][] clusterTable(Graph graph, Clusters clusters);
}
