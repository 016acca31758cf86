package pathlab.search;

import java.util.Arrays;

import pathlab.graph.Graph;
import pathlab.graph.Outgoing;

/**
 * Breadth-first search: the fewest connections from a source to every node. When every
 * connection costs 1 this <em>is</em> the cheapest cost, found without an open list: a plain
 * first-in-first-out queue visits the nodes in order of cost, so each node is settled the first
 * time it is reached (Red Blob Games, "Improving Heuristics", appendix "Map changes": "If all your
 * movement costs are 1, you can use the much faster Breadth First Search").
 *
 * <p>On other graphs the counts still say something: when every connection costs at least c,
 * {@code c * hops(a, z) <= cost(a, z)}, so hop counts give weaker but valid landmark bounds.
 *
 * <p>Cost: O(n + m) time, no priority queue; O(n) memory.
 */
public final class BreadthFirst {
    private BreadthFirst() {
    }

    /** The number of connections on the shortest route from source to each node; +infinity where unreachable. */
    public static double[] hopsFrom(Graph graph, int source) {
        graph.checkNode(source, "source");
        int n = graph.nodeCount();
        int[] hops = new int[n];
        Arrays.fill(hops, -1);
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        queue[tail++] = source;
        hops[source] = 0;
        Outgoing out = new Outgoing(graph.maxOutDegree());
        Interrupts.check();
        while (head < tail) {
            int node = queue[head++];
            if ((head & (Interrupts.EVERY - 1)) == 0) {
                Interrupts.check();
            }
            graph.outgoing(node, out);
            for (int i = 0; i < out.size(); i++) {
                int to = out.to(i);
                if (hops[to] < 0) {
                    hops[to] = hops[node] + 1;
                    queue[tail++] = to;
                }
            }
        }
        double[] result = new double[n];
        for (int node = 0; node < n; node++) {
            result[node] = hops[node] < 0 ? Double.POSITIVE_INFINITY : hops[node];
        }
        return result;
    }

    /** Whether every connection of the graph costs exactly 1, so hops are costs. O(n + m). */
    public static boolean unitCosts(Graph graph) {
        Outgoing out = new Outgoing(graph.maxOutDegree());
        for (int node = 0; node < graph.nodeCount(); node++) {
            graph.outgoing(node, out);
            for (int i = 0; i < out.size(); i++) {
                if (out.cost(i) != 1) {
                    return false;
                }
            }
        }
        return true;
    }
}
