package pathlab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.graph.DirectedGraph;

/**
 * The library checks its invariants with {@code assert} statements, which run only with
 * assertions on: the build turns them on for the tests, and these tests show that they fire.
 */
class InvariantChecksTest {
    private final DirectedGraph graph = new DirectedGraph.Builder().connect("A", "B", 2).connect("B", "C", 3)
            .connect("A", "C", 9).build();
    private final int a = graph.node("A");
    private final int c = graph.node("C");

    @Test
    void assertionsAreOnInTheTests() {
        assertTrue(SearchResult.class.desiredAssertionStatus(), "the tests must run with -ea");
    }

    @Test
    void aResultWhosePathDoesNotAddUpToItsCostIsRefused() {
        SearchResult real = new AStar(graph).search(a, c, Heuristic.ZERO);
        assertEquals(5, real.cost());
        AssertionError e = assertThrows(AssertionError.class, () -> new SearchResult(graph, a, c, real.path(), 4,
                real.iterations(), real.expanded(), real.reopened(), real.fill(), real.openList()));
        assertTrue(e.getMessage().contains("adds up to 4"), e.getMessage());
        assertThrows(AssertionError.class, () -> new SearchResult(graph, a, c, real.path().subList(0, 1), 2,
                real.iterations(), real.expanded(), real.reopened(), real.fill(), real.openList()));
    }

    @Test
    void aCostTableThatIsNotTheCheapestIsNamed() {
        double[] costs = new AStar(graph).costsFrom(a);
        assertNull(CostTables.whyNotCheapest(graph, costs, a));
        double[] tooHigh = costs.clone();
        tooHigh[c] = 6;
        assertEquals("C costs 6.0 but the connection from B offers 5.0", CostTables.whyNotCheapest(graph, tooHigh, a));
        double[] tooLow = costs.clone();
        tooLow[c] = 4;
        assertEquals("C costs 4.0 but no connection into it adds up to that", CostTables.whyNotCheapest(graph, tooLow, a));
        assertEquals("source A costs 1.0, not 0", CostTables.whyNotCheapest(graph, new double[] {1, 3, 6}, a));
        assertEquals(List.of(0.0, 2.0, 5.0), List.of(costs[0], costs[1], costs[2]));
    }
}
