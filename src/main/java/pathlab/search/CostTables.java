package pathlab.search;

import pathlab.graph.Graph;

/**
 * The check that a table of costs from some sources holds the cheapest costs, as
 * {@link AStar#costsFrom(int...)}, {@link GridAStar#costsFrom} and {@link BreadthFirst#hopsFrom}
 * (on unit costs) compute them. Two conditions together say so (lecture 07, "Dijkstra": every
 * processed node's connections have been tried, so no connection offers a cheaper route):
 * <ol>
 *   <li>no connection offers a cheaper route: {@code cost(v) <= cost(u) + cost(u, v)} for every
 *       connection u → v from a reached node u;</li>
 *   <li>every cost is the cost of a route: a source costs 0, and every other reached node v has a
 *       connection u → v with {@code cost(u) + cost(u, v) == cost(v)}.</li>
 * </ol>
 * Costs are added in the same order as the search adds them, so both tests are exact.
 *
 * <p>The classes that build tables from such searches (landmark tables, the cluster lookup table)
 * check each one with {@code assert CostTables.whyNotCheapest(...) == null}: the tests run with
 * assertions on, a program does not pay for the check. Cost: O(n + m) time, O(n) memory, about
 * what the search itself took.
 */
public final class CostTables {
    private CostTables() {
    }

    /**
     * Null when {@code costs} are the cheapest costs from the sources to every node of the graph
     * (+infinity where none is reachable); otherwise the first problem found, naming the nodes.
     */
    public static String whyNotCheapest(Graph graph, double[] costs, int... sources) {
        if (costs.length != graph.nodeCount()) {
            return costs.length + " costs for " + graph.nodeCount() + " nodes";
        }
        boolean[] explained = new boolean[costs.length];
        for (int s : sources) {
            if (costs[s] != 0) {
                return "source " + graph.nodeName(s) + " costs " + costs[s] + ", not 0";
            }
            explained[s] = true;
        }
        for (int u = 0; u < costs.length; u++) {
            if (!(costs[u] >= 0)) {
                return graph.nodeName(u) + " costs " + costs[u];
            }
            if (costs[u] == Double.POSITIVE_INFINITY) {
                continue;
            }
            for (int c = graph.firstConnection(u); c != Graph.NONE; c = graph.nextConnection(u, c)) {
                int v = graph.connectionTo(c);
                double via = costs[u] + graph.connectionCost(c);
                if (via < costs[v]) {
                    return graph.nodeName(v) + " costs " + costs[v] + " but the connection from "
                            + graph.nodeName(u) + " offers " + via;
                }
                explained[v] |= via == costs[v];
            }
        }
        for (int v = 0; v < costs.length; v++) {
            if (costs[v] != Double.POSITIVE_INFINITY && !explained[v]) {
                return graph.nodeName(v) + " costs " + costs[v] + " but no connection into it adds up to that";
            }
        }
        return null;
    }
}
