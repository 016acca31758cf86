package pathlab.heuristic.cluster;

import java.util.Arrays;

import pathlab.Memory;
import pathlab.graph.Clusters;
import pathlab.graph.Graph;
import pathlab.search.CostTables;
import pathlab.search.Costs;
import pathlab.search.Dijkstra;

/**
 * The cluster heuristic's lookup table (lecture 07, "Cluster Heuristic (1)": "a lookup table is
 * then prepared that gives the smallest path length between each pair of clusters"):
 * {@code T[a][b]} = the least cost of a path from any node of cluster a to any node of cluster b.
 *
 * <p>How it is made. Not with a search between every pair of nodes: one multi-source Dijkstra per
 * cluster a, with every node of a on the open list at cost-so-far 0 ({@link Dijkstra#toEverywhere}),
 * gives for every node v the least cost from cluster a to v; {@code T[a][b]} is the least of
 * those over the nodes v of b. Connections are directed, so {@code T[a][b]} and {@code T[b][a]}
 * may differ; {@code T[a][a]} is 0; an unreachable cluster gives +infinity.
 *
 * <p>Storage: the lecture asks for "a reasonable amount of memory", so entries are floats, rounded
 * <em>down</em> from the exact double cost: a lower bound stays a lower bound, and the heuristic
 * stays admissible. (Red Blob Games, "Improving Heuristics", stores landmark costs in fewer bits
 * the same way.)
 *
 * <p>Cost: k Dijkstras over the whole graph for k clusters, O(k (m log n + n)) time, which is why
 * the lecture says to pick "a sufficiently small set of clusters"; k² floats of memory.
 *
 * <pre>
 *   ClusterTable t = ClusterTable.build(graph, Sectors.of(grid, 16));
 *   t.cost(a, b); t.memoryBytes(); t.precomputeMillis();
 * </pre>
 */
public final class ClusterTable {
    private final Clusters clusters;
    private final float[] table;       // row a, column b at a * k + b
    private final double precomputeMillis;

    private ClusterTable(Clusters clusters, float[] table, double precomputeMillis) {
        this.clusters = clusters;
        this.table = table;
        this.precomputeMillis = precomputeMillis;
    }

    /** Builds the table with one multi-source Dijkstra per cluster. */
    public static ClusterTable build(Graph graph, Clusters clusters) {
        if (clusters.nodeCount() != graph.nodeCount()) {
            throw new IllegalArgumentException("the clusters cover " + clusters.nodeCount()
                    + " nodes but the graph has " + graph.nodeCount());
        }
        long started = System.nanoTime();
        int k = clusters.count();
        if ((long) k * k > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(k + " clusters are too many for one lookup table (at most 46340): use larger clusters");
        }
        Memory.require(4L * k * k, "a lookup table of " + k + " x " + k + " clusters");
        float[] table = new float[k * k];
        Arrays.fill(table, Float.POSITIVE_INFINITY);
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(graph);
        for (int a = 0; a < k; a++) {
            int[] members = clusters.members(a);
            double[] fromA = dijkstra.costsFrom(members);
            assert CostTables.whyNotCheapest(graph, fromA, members) == null
                    : CostTables.whyNotCheapest(graph, fromA, members);
            int row = a * k;
            for (int v = 0; v < fromA.length; v++) {
                int b = clusters.clusterOf(v);
                if (b != Clusters.NONE) {
                    float f = roundedDown(fromA[v]);
                    if (f < table[row + b]) {
                        table[row + b] = f;
                    }
                }
            }
        }
        assert holdsLowerBounds(clusters, table, graph.reversed() == graph)
                : "a lookup table that cannot be a lower bound";
        return new ClusterTable(clusters, table, (System.nanoTime() - started) / 1e6);
    }

    /**
     * The table's invariant: no entry is negative or NaN, a cluster is 0 from itself (unless it
     * has no nodes), and on a graph whose connections run both ways at the same cost T[a][b] and
     * T[b][a] are the same cost, rounded down (the two searches may add it up in another order,
     * so they may differ by one float step). O(k²).
     */
    private static boolean holdsLowerBounds(Clusters clusters, float[] table, boolean symmetric) {
        int k = clusters.count();
        for (int a = 0; a < k; a++) {
            if (table[a * k + a] != 0 && clusters.members(a).length > 0) {
                return false;
            }
            for (int b = 0; b < k; b++) {
                float ab = table[a * k + b];
                float ba = table[b * k + a];
                if (!(ab >= 0) || symmetric && ab != ba && Math.abs(ab - ba) > Math.ulp(Math.max(ab, ba))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The largest float not above {@code cost}: a float that is still a lower bound. */
    static float roundedDown(double cost) {
        float f = (float) cost;
        return f > cost ? Math.nextDown(f) : f;
    }

    public Clusters clusters() {
        return clusters;
    }

    /** The least cost from cluster a to cluster b (as stored: rounded down to a float). */
    public double cost(int from, int to) {
        return table[from * clusters.count() + to];
    }

    /** The table's size in bytes: k² floats. */
    public long memoryBytes() {
        return 4L * table.length;
    }

    /** How long {@link #build} took, in milliseconds (for benchmarks; varies from run to run). */
    public double precomputeMillis() {
        return precomputeMillis;
    }

    /** The table as text, a row per cluster, as in the worked example of the notebook. */
    public String format() {
        int k = clusters.count();
        int width = 3;
        for (int c = 0; c < k; c++) {
            width = Math.max(width, clusters.name(c).length() + 1);
        }
        for (float f : table) {
            width = Math.max(width, Costs.format(f).length() + 1);
        }
        StringBuilder out = new StringBuilder(pad("", width));
        for (int b = 0; b < k; b++) {
            out.append(pad(clusters.name(b), width));
        }
        out.append('\n');
        for (int a = 0; a < k; a++) {
            out.append(pad(clusters.name(a), width));
            for (int b = 0; b < k; b++) {
                out.append(pad(Costs.format(cost(a, b)), width));
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String pad(String s, int width) {
        return " ".repeat(width - s.length()) + s;
    }

    @Override
    public String toString() {
        return "ClusterTable(" + clusters.summary() + ", " + memoryBytes() + " bytes)";
    }
}
