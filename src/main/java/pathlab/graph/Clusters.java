package pathlab.graph;

import java.util.Arrays;

/**
 * A grouping of a graph's nodes into clusters (lecture 07, "Cluster Heuristic (1)": "the nodes in
 * a cluster represent some region of the level that is highly interconnected"), such as the rooms
 * of an indoor level. Each node is in at most one cluster; a node in none (a wall cell of a grid)
 * has cluster {@link #NONE}.
 *
 * <p>Clusters come from a graph file's {@code cluster} lines ({@link GraphFile}), or are computed
 * for grids: square sectors ({@code pathlab.grid.Sectors}) or rooms found by flood fill
 * ({@code pathlab.grid.Rooms}). The cluster heuristic ({@code pathlab.heuristic.cluster.ClusterHeuristic})
 * looks up the cost between two clusters in a table made from them.
 *
 * <p>Cost: O(n) memory, one int per node; {@link #of} is O(n).
 *
 * <pre>
 *   Clusters c = Clusters.of(new int[] {0, 0, 1, 1, 2}, "hall", "kitchen", "cellar");
 *   c.count();          // 3
 *   c.clusterOf(2);     // 1, the kitchen
 * </pre>
 */
public final class Clusters {
    /** The cluster of a node that belongs to none. */
    public static final int NONE = -1;

    private final int[] clusterOf;
    private final String[] names;
    private final int[] sizes;

    private Clusters(int[] clusterOf, String[] names, int[] sizes) {
        this.clusterOf = clusterOf;
        this.names = names;
        this.sizes = sizes;
    }

    /**
     * Clusters from each node's cluster number, {@code 0 .. names.length-1} or {@link #NONE}.
     * Every cluster must have a node: an empty one would only be a hole in the lookup table.
     */
    public static Clusters of(int[] clusterOf, String... names) {
        int[] sizes = new int[names.length];
        for (int node = 0; node < clusterOf.length; node++) {
            int c = clusterOf[node];
            if (c < NONE || c >= names.length) {
                throw new IllegalArgumentException("node " + node + " has cluster " + c
                        + ", but there are only clusters 0.." + (names.length - 1));
            }
            if (c != NONE) {
                sizes[c]++;
            }
        }
        for (int c = 0; c < sizes.length; c++) {
            if (sizes[c] == 0) {
                throw new IllegalArgumentException("cluster " + names[c] + " has no nodes");
            }
        }
        return new Clusters(clusterOf.clone(), names.clone(), sizes);
    }

    /** Clusters named by their numbers, "0", "1", ... */
    public static Clusters of(int[] clusterOf, int count) {
        String[] names = new String[count];
        for (int c = 0; c < count; c++) {
            names[c] = Integer.toString(c);
        }
        return of(clusterOf, names);
    }

    /** How many clusters there are. */
    public int count() {
        return names.length;
    }

    /** How many nodes the clustering covers (clustered or not): the graph's node count. */
    public int nodeCount() {
        return clusterOf.length;
    }

    /** The cluster of a node, or {@link #NONE}. */
    public int clusterOf(int node) {
        return clusterOf[node];
    }

    /** Each node's cluster (a copy), for pictures that colour cells by cluster. */
    public int[] clusterOfEachNode() {
        return clusterOf.clone();
    }

    public String name(int cluster) {
        return names[cluster];
    }

    /** The number of nodes in a cluster. */
    public int size(int cluster) {
        return sizes[cluster];
    }

    /** The nodes of a cluster, in id order. O(n). */
    public int[] members(int cluster) {
        int[] members = new int[sizes[cluster]];
        int i = 0;
        for (int node = 0; node < clusterOf.length; node++) {
            if (clusterOf[node] == cluster) {
                members[i++] = node;
            }
        }
        return members;
    }

    /** How many nodes are in some cluster. */
    public int clusteredCount() {
        return Arrays.stream(sizes).sum();
    }

    /** Cluster count and sizes, e.g. {@code 12 clusters, sizes 3..40, median 17}. */
    public String summary() {
        if (count() == 0) {
            return "0 clusters";
        }
        int[] sorted = sizes.clone();
        Arrays.sort(sorted);
        return count() + " clusters, sizes " + sorted[0] + ".." + sorted[sorted.length - 1]
                + ", median " + sorted[sorted.length / 2];
    }

    @Override
    public String toString() {
        return "Clusters(" + summary() + ")";
    }
}
