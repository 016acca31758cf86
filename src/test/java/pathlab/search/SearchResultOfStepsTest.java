package pathlab.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.graph.Connection;
import pathlab.graph.DirectedGraph;

/** A search known only by its path and its last step (a student's own) as a result: the same as the library's where they agree. */
class SearchResultOfStepsTest {
    private final DirectedGraph graph = new DirectedGraph.Builder().connect("A", "B", 2).connect("B", "C", 3)
            .connect("A", "C", 9).connect("D", "C", 1).build();
    private final int a = graph.node("A");
    private final int b = graph.node("B");
    private final int c = graph.node("C");
    private final int d = graph.node("D");

    @Test
    void theLibrarysOwnStepsAndPathGiveItsResult() {
        List<SearchStep> steps = new ArrayList<>();
        SearchResult library = new AStar(graph).search(a, c, Heuristic.ZERO, steps::add);
        SearchResult ofSteps = SearchResult.ofSteps(graph, a, c, library.path(), steps.get(steps.size() - 1));
        assertEquals(library.path(), ofSteps.path());
        assertEquals(library.cost(), ofSteps.cost());
        assertEquals(library.iterations(), ofSteps.iterations());
        assertArrayEquals(library.fill().reached(), ofSteps.fill().reached());
        for (int node = 0; node < graph.nodeCount(); node++) {
            assertEquals(library.fill().state(node), ofSteps.fill().state(node), graph.nodeName(node));
        }
    }

    @Test
    void noStepReportedLeavesThePathAsTheFill() {
        SearchResult r = SearchResult.ofSteps(graph, a, c, cheapest(), null);
        assertEquals("A B C (cost 5, 0 iterations)", r.toString());
        assertEquals(NodeState.CLOSED, r.fill().state(b));
        assertEquals(NodeState.UNVISITED, r.fill().state(d));
        SearchResult none = SearchResult.ofSteps(graph, a, d, null, null);
        assertFalse(none.found());
        assertEquals(List.of(), none.path());
    }

    @Test
    void whatIsWrongWithAPathOrAStepIsNamed() {
        Connection ab = cheapest().get(0);
        Connection bc = cheapest().get(1);
        assertEquals("connection 1 of the path leaves B, not A where the path had arrived",
                refused(List.of(bc), null));
        assertEquals("the path ends at B, not at the goal C", refused(List.of(ab), null));
        assertEquals("connection 2 of the path, Connection[id=" + bc.id() + ", from=1, to=2, cost=4.0], is not the graph's "
                + "connection " + bc.id() + ", " + bc, refused(List.of(ab, new Connection(bc.id(), b, c, 4)), null));
        assertEquals("connection 1 of the path, Connection[id=99, from=0, to=1, cost=2.0], is not the graph's "
                + "connection 99", refused(List.of(new Connection(99, a, b, 2)), null));
        SearchStep goalClosed = new SearchStep(2, c, List.of(new NodeRecord(c, 1, b, 5, 5)), List.of(), List.of());
        assertEquals("the search returned no path (null), but its last step has the goal C on the closed list",
                refused(null, goalClosed));
        SearchStep outside = new SearchStep(1, a, List.of(new NodeRecord(7, -1, -1, 0, 0)), List.of(), List.of());
        assertEquals("the last step (iteration 1) names node 7: the graph has nodes 0..3", refused(null, outside));
        SearchStep noOpen = new SearchStep(1, a, List.of(), null, List.of());
        assertEquals("the last step (iteration 1) has no open list (null)", refused(null, noOpen));
    }

    /** The library's path from A to C: A>B, B>C. */
    private List<Connection> cheapest() {
        return new AStar(graph).search(a, c, Heuristic.ZERO).path();
    }

    private String refused(List<Connection> path, SearchStep last) {
        return assertThrows(IllegalArgumentException.class, () -> SearchResult.ofSteps(graph, a, c, path, last)).getMessage();
    }
}
