package pathlab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

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
