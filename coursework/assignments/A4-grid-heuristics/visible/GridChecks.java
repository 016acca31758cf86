package pathlab.coursework.a4;

import java.util.HashMap;
import java.util.Map;

import org.opentest4j.AssertionFailedError;

import pathlab.graph.Clusters;
import pathlab.graph.Graph;
import pathlab.grid.GridGraph;
import pathlab.search.AStar;
import pathlab.search.Costs;
import pathlab.search.Heuristic;

/**
 * What the A4 tests check, shared by the visible and the hidden ones: a heuristic's values
 * against the library's, its admissibility on every cell against the true costs, the components
 * as a partition, and the cluster table against exact multi-source Dijkstra costs.
 */
public final class GridChecks {

    private GridChecks() {}

    /** Fails unless the student's heuristic equals the reference on every pair of cells. */
    public static void sameValues(String name, GridGraph grid, Heuristic yours, Heuristic reference) {
        for (int a = 0; a < grid.nodeCount(); a++) {
            for (int b = 0; b < grid.nodeCount(); b++) {
                double want = reference.estimate(a, b);
                double got = yours.estimate(a, b);
                if (Math.abs(want - got) > 1e-9) {
                    throw new AssertionFailedError(name + " from " + grid.nodeName(a) + " to " + grid.nodeName(b) + " is "
                            + Costs.format(want) + ", yours " + got);
                }
            }
        }
    }

    /**
     * Fails unless the heuristic never overestimates the true cost from any cell to each goal of
     * the map, and A* with it finds the optimal cost from every cell to each goal.
     */
    public static void admissibleAndOptimal(String name, GridGraph grid, Heuristic yours, int[] goals) {
        AStar astar = new AStar(grid);
        for (int goal : goals) {
            double[] toGoal = new AStar(grid.reversed()).costsFrom(goal);
            for (int cell = 0; cell < grid.nodeCount(); cell++) {
                if (!grid.passable(cell) || Double.isInfinite(toGoal[cell])) {
                    continue;
                }
                double h = yours.estimate(cell, goal);
                if (h > toGoal[cell] + 1e-9) {
                    throw new AssertionFailedError(name + " overestimates from " + grid.nodeName(cell) + " to "
                            + grid.nodeName(goal) + ": " + h + " > the true cost " + Costs.format(toGoal[cell]) + " on\n" + grid.map());
                }
                double cost = astar.search(cell, goal, yours).cost();
                if (Math.abs(cost - toGoal[cell]) > 1e-9) {
                    throw new AssertionFailedError("A* with your " + name + " finds cost " + Costs.format(cost) + " from "
                            + grid.nodeName(cell) + " to " + grid.nodeName(goal) + ", the optimum is " + Costs.format(toGoal[cell]));
                }
            }
        }
    }

    /** Fails unless the labels are a component labelling of the grid: the library's, up to renaming. */
    public static void sameComponents(GridGraph grid, int[] yours) {
        if (yours == null || yours.length != grid.nodeCount()) {
            throw new AssertionFailedError("components must give one label per cell: " + grid.nodeCount() + " labels");
        }
        Map<Integer, Integer> toLibrary = new HashMap<>();
        Map<Integer, Integer> toYours = new HashMap<>();
        for (int cell = 0; cell < yours.length; cell++) {
            int want = grid.component(cell);
            int label = yours[cell];
            if ((want < 0) != (yours[cell] < 0)) {
                throw new AssertionFailedError(grid.nodeName(cell) + (want < 0 ? " is blocked: its label must be -1"
                        : " is open: its label must not be negative") + ", on\n" + grid.map());
            }
            if (want >= 0 && (toLibrary.computeIfAbsent(label, k -> want) != want
                    || toYours.computeIfAbsent(want, k -> label) != label)) {
                throw new AssertionFailedError("cell " + grid.nodeName(cell) + " has label " + yours[cell]
                        + ", which puts it with cells it " + (toLibrary.get(yours[cell]) != want ? "cannot reach" : "is not grouped with though it can reach them")
                        + ", on\n" + grid.map());
            }
        }
    }

    /** Fails unless the table holds the cheapest cost between every two clusters. */
    public static void sameClusterTable(Graph graph, Clusters clusters, double[][] yours) {
        int k = clusters.count();
        if (yours == null || yours.length != k) {
            throw new AssertionFailedError("the table must have one row per cluster: " + k + " rows");
        }
        AStar dijkstra = new AStar(graph);
        for (int a = 0; a < k; a++) {
            double[] fromA = dijkstra.costsFrom(clusters.members(a));
            double[] row = new double[k];
            java.util.Arrays.fill(row, Double.POSITIVE_INFINITY);
            for (int v = 0; v < fromA.length; v++) {
                int b = clusters.clusterOf(v);
                if (b != Clusters.NONE) {
                    row[b] = Math.min(row[b], fromA[v]);
                }
            }
            for (int b = 0; b < k; b++) {
                double got = yours[a] == null || yours[a].length != k ? Double.NaN : yours[a][b];
                if (!(row[b] == got || Math.abs(row[b] - got) <= 1e-9)) {
                    throw new AssertionFailedError("the cheapest cost from cluster " + clusters.name(a) + " to "
                            + clusters.name(b) + " is " + Costs.format(row[b]) + ", your table says " + got);
                }
            }
        }
    }
}
