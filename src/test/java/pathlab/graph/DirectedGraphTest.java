package pathlab.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A graph with one connection's cost changed: the same nodes and connection ids, the cost checked. */
class DirectedGraphTest {

    @Test
    void withCostChangesOneConnectionAndKeepsEveryId() {
        DirectedGraph g = GraphFile.lecture().graph();
        int c = g.firstConnection(g.node("C"));
        DirectedGraph changed = g.withCost(c, 0.5);
        assertEquals(g.nodeCount(), changed.nodeCount());
        assertEquals(g.connectionCount(), changed.connectionCount());
        for (int k = 0; k < g.connectionCount(); k++) {
            assertEquals(g.connectionFrom(k), changed.connectionFrom(k), "connection " + k);
            assertEquals(g.connectionTo(k), changed.connectionTo(k), "connection " + k);
            assertEquals(k == c ? 0.5 : g.connectionCost(k), changed.connectionCost(k), "connection " + k);
        }
        assertEquals(g.nodeName(3), changed.nodeName(3));
        assertEquals("there is no connection 99: the graph has " + g.connectionCount(),
                assertThrows(IllegalArgumentException.class, () -> g.withCost(99, 1)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> g.withCost(c, -1), "a negative cost, as the builder refuses it");
    }
}
