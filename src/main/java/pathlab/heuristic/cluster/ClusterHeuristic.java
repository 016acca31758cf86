package pathlab.heuristic.cluster;

import pathlab.graph.Clusters;
import pathlab.graph.Graph;
import pathlab.search.Heuristic;

/**
 * The cluster heuristic (lecture 07, "Cluster Heuristic (1)" and "(2)"): "if the start and goal
 * nodes are in the same cluster, then Euclidean distance is used to provide a result. Otherwise,
 * the estimate is looked up in the table" ({@link ClusterTable}).
 *
 * <p>Two variants:
 * <ul>
 *   <li>{@link #lecture}: exactly the lecture's rule, the table value when the clusters differ
 *       (by name {@code cluster-lecture:rooms});</li>
 *   <li>{@link #of} (recommended, our improvement on the lecture): the larger of the table value
 *       and the base heuristic (by name {@code cluster-max:rooms}). Both are lower bounds, so
 *       their maximum is one too, and it is never worse: next to the goal's cluster the table
 *       value is often 0 or tiny while the distance is not.</li>
 * </ul>
 *
 * <p>Why it is admissible: any path from node n to the goal starts in n's cluster and ends in the
 * goal's cluster, so it costs at least {@code T[cluster(n)][cluster(goal)]}, the least cost
 * between any two of their nodes; the base heuristic is admissible by assumption. A node in no
 * cluster gets the base estimate.
 *
 * <p>It is <em>not</em> consistent: the estimate jumps where a path crosses into another cluster,
 * so A* may find a cheaper route to a closed node later. Keep reopening on (the lecture's default)
 * and A* still returns an optimal path.
 *
 * <p>The fill it gives ("Cluster Heuristic (2)"): all nodes of a cluster other than the goal's get
 * the same table value, so A* orders them by cost-so-far alone, like Dijkstra, and "a cluster will
 * tend to be almost completely filled before the algorithm moves on to the next cluster".
 *
 * <p>Cost: O(1) per estimate (two array reads, one table read, plus the base heuristic).
 *
 * <pre>
 *   Heuristic h = ClusterHeuristic.of(ClusterTable.build(grid, Rooms.of(grid)), new OctileHeuristic(grid));
 *   new AStar(grid).search(start, goal, h);
 * </pre>
 */
public final class ClusterHeuristic implements Heuristic {
    private final ClusterTable table;
    private final Clusters clusters;
    private final Heuristic base;
    private final boolean maxWithBase;

    private ClusterHeuristic(ClusterTable table, Heuristic base, boolean maxWithBase) {
        this.table = table;
        this.clusters = table.clusters();
        this.base = base;
        this.maxWithBase = maxWithBase;
    }

    /** The larger of the table value and the base heuristic when the clusters differ. */
    public static ClusterHeuristic of(ClusterTable table, Heuristic base) {
        return new ClusterHeuristic(table, base, true);
    }

    /** The lecture's rule: the base heuristic within a cluster, the table value between clusters. */
    public static ClusterHeuristic lecture(ClusterTable table, Heuristic base) {
        return new ClusterHeuristic(table, base, false);
    }

    /** Builds the table for the graph and clusters, and the recommended heuristic on it. */
    public static ClusterHeuristic build(Graph graph, Clusters clusters, Heuristic base) {
        return of(ClusterTable.build(graph, clusters), base);
    }

    @Override
    public double estimate(int node, int goal) {
        int a = clusters.clusterOf(node);
        int b = clusters.clusterOf(goal);
        if (a == b || a == Clusters.NONE || b == Clusters.NONE) {
            return base.estimate(node, goal);
        }
        double t = table.cost(a, b);
        return maxWithBase ? Math.max(t, base.estimate(node, goal)) : t;
    }

    public ClusterTable table() {
        return table;
    }

    public Heuristic base() {
        return base;
    }

    @Override
    public String toString() {
        return "cluster(" + clusters.count() + " clusters, " + (maxWithBase ? "max with " : "lecture, ") + base + ")";
    }
}
