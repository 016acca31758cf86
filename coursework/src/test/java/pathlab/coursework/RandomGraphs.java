package pathlab.coursework;

import java.util.Random;

import pathlab.graph.Connection;
import pathlab.graph.DirectedGraph;
import pathlab.search.Costs;

/**
 * Small random graphs for the hidden tests: 1 to 12 nodes named A, B, ..., up to three times as
 * many connections with whole costs 0 to 9, so that ties, loops, several connections between
 * a pair and unreachable nodes all occur. Printed in the graph-file format for messages.
 */
public final class RandomGraphs {

    private RandomGraphs() {}

    public static DirectedGraph graph(Random random) {
        int n = 1 + random.nextInt(12);
        DirectedGraph.Builder b = new DirectedGraph.Builder();
        for (int v = 0; v < n; v++) {
            b.addNode(name(v));
        }
        int m = random.nextInt(3 * n + 1);
        for (int c = 0; c < m; c++) {
            b.addConnection(random.nextInt(n), random.nextInt(n), random.nextInt(10));
        }
        return b.build();
    }

    public static String name(int v) {
        return String.valueOf((char) ('A' + v));
    }

    /** The graph's connections, one per line, {@code A B 3}. */
    public static String describe(DirectedGraph g) {
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < g.connectionCount(); c++) {
            Connection k = g.connection(c);
            out.append(g.nodeName(k.from())).append(' ').append(g.nodeName(k.to())).append(' ')
                    .append(Costs.format(k.cost())).append('\n');
        }
        return out.length() == 0 ? "(a graph of " + g.nodeCount() + " nodes and no connections)" : out.toString().strip();
    }
}
