package pathlab.heuristic.cluster;

import java.util.Random;

import pathlab.graph.Clusters;
import pathlab.graph.DirectedGraph;

/** Random directed graphs and clusterings for property tests, reproducible from a seed. */
final class RandomClusterings {
    private RandomClusterings() {}

    /** n nodes, about 3n directed connections with costs 0..10, some of them 0. */
    static DirectedGraph directed(Random random, int n) {
        DirectedGraph.Builder b = new DirectedGraph.Builder();
        for (int i = 0; i < n; i++) {
            b.addNode("n" + i);
        }
        for (int i = 0; i < 3 * n; i++) {
            double cost = random.nextInt(8) == 0 ? 0 : random.nextDouble() * 10;
            b.addConnection(random.nextInt(n), random.nextInt(n), cost);
        }
        return b.build();
    }

    /** Every node in one of k clusters (k at most n), every cluster non-empty. */
    static Clusters clusters(Random random, int n, int k) {
        k = Math.min(k, n);
        int[] of = new int[n];
        for (int node = 0; node < n; node++) {
            of[node] = node < k ? node : random.nextInt(k);
        }
        return Clusters.of(of, k);
    }

    /** A random graph of {@code minNodes} up to {@code minNodes + extraNodes - 1} nodes, its clusters and table. */
    record Clustered(DirectedGraph graph, Clusters clusters, ClusterTable table) {}

    static Clustered clustered(Random random, int minNodes, int extraNodes, int maxClusters) {
        DirectedGraph g = directed(random, minNodes + random.nextInt(extraNodes));
        Clusters c = clusters(random, g.nodeCount(), 1 + random.nextInt(maxClusters));
        return new Clustered(g, c, ClusterTable.build(g, c));
    }
}
