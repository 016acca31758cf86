package pathlab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import pathlab.graph.Connection;
import pathlab.graph.Graph;

/**
 * Assertions the property tests share: a path is a chain of real connections, a cost table holds
 * the cheapest costs, a search found an optimal path. They hold whether or not the library's own
 * {@code assert} checks run, so a test says what went wrong in its own words.
 */
public final class SearchAsserts {
    /** How far two costs added up in different orders may drift apart. */
    public static final double EPS = 1e-9;

    private SearchAsserts() {
    }

    /** The result's path runs from start to goal over the graph's connections, and their costs add up to its cost. */
    public static void assertIsPath(Graph g, SearchResult r, int start, int goal) {
        int at = start;
        double sum = 0;
        for (Connection c : r.path()) {
            assertEquals(at, c.from(), "connection " + c + " does not leave " + g.nodeName(at));
            assertEquals(g.connectionCost(c.id()), c.cost(), "the cost of connection " + c);
            sum += c.cost();
            at = c.to();
        }
        assertEquals(goal, at, "the path ends at " + g.nodeName(at));
        assertEquals(r.cost(), sum, EPS, "the path's costs add up to " + sum);
    }

    /** The costs are the cheapest from the sources: no connection offers less, and each is a route's. */
    public static void assertCheapest(Graph g, double[] costs, int... sources) {
        assertNull(CostTables.whyNotCheapest(g, costs, sources));
    }

    /**
     * Runs the search and checks the closed list at its end: every connection of a closed node
     * was tried when the node was processed (lecture 07, "Calculating Cost-So-Far for Open and
     * Closed Nodes"), so none offers the node at its end a cheaper cost-so-far than the one it
     * has. The goal, closed without being expanded under the goal rule, is the exception.
     */
    public static SearchResult searchAndAssertClosedNodesSettled(AStar astar, int start, int goal, Heuristic h) {
        Graph g = astar.graph();
        NodeState[] state = new NodeState[g.nodeCount()];
        double[] costSoFar = new double[g.nodeCount()];
        SearchResult r = astar.search(start, goal, h, (ChangeListener) (iteration, current, changes) -> {
            for (NodeChange change : changes) {
                state[change.record().node()] = change.state();
                costSoFar[change.record().node()] = change.record().costSoFar();
            }
        });
        boolean goalUnexpanded = astar.options().termination() == Termination.GOAL;
        int closed = 0;
        for (int u = 0; u < state.length; u++) {
            if (state[u] != NodeState.CLOSED) {
                continue;
            }
            closed++;
            if (u == goal && goalUnexpanded) {
                continue;
            }
            for (int c = g.firstConnection(u); c != Graph.NONE; c = g.nextConnection(u, c)) {
                int v = g.connectionTo(c);
                assertNotNull(state[v], "closed " + g.nodeName(u) + " never reached " + g.nodeName(v));
                assertTrue(costSoFar[v] <= costSoFar[u] + g.connectionCost(c), g.nodeName(v) + " has cost-so-far "
                        + costSoFar[v] + " but closed " + g.nodeName(u) + " offers " + (costSoFar[u] + g.connectionCost(c)));
            }
        }
        assertEquals(r.fill().closedCount(), closed, "the changes reported and the fill disagree on the closed list");
        return r;
    }

    /**
     * The search found a path of the true cost ({@code trueCost}, +infinity when there is none),
     * and that path is a chain of the graph's connections.
     */
    public static void assertOptimal(SearchResult r, double trueCost, String what) {
        assertEquals(trueCost, r.cost(), EPS, what);
        if (r.found()) {
            assertIsPath(r.graph(), r, r.start(), r.goal());
        }
    }
}
