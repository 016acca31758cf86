package pathlab.search;

import java.util.Random;

import pathlab.graph.DirectedGraph;

/**
 * Seeded random directed graphs for property tests: up to 200 nodes with random positions in a
 * 100×100 square, each connection costing at least the straight-line distance between its ends
 * (so Euclidean distance is an admissible, consistent heuristic), some costs 0, some parallel
 * connections and self-loops, and sometimes an unreachable goal.
 */
final class RandomGraphs {
    final DirectedGraph graph;
    final double[] x;
    final double[] y;

    RandomGraphs(long seed) {
        Random random = new Random(seed);
        int n = 2 + random.nextInt(199);
        x = new double[n];
        y = new double[n];
        DirectedGraph.Builder b = new DirectedGraph.Builder();
        for (int i = 0; i < n; i++) {
            b.addNode("n" + i);
            x[i] = random.nextDouble() * 100;
            y[i] = random.nextDouble() * 100;
        }
        int m = random.nextInt(n * 4);
        for (int c = 0; c < m; c++) {
            int from = random.nextInt(n);
            int to = random.nextInt(n);
            double straight = Math.hypot(x[from] - x[to], y[from] - y[to]);
            double cost = random.nextInt(10) == 0 && straight == 0 ? 0
                    : random.nextBoolean() ? Math.ceil(straight) + random.nextInt(5) : straight * (1 + random.nextDouble());
            b.addConnection(from, to, cost);
        }
        graph = b.build();
    }

    /** Straight-line distance: a lower bound of every connection's cost. */
    double euclidean(int node, int goal) {
        return Math.hypot(x[node] - x[goal], y[node] - y[goal]);
    }
}
