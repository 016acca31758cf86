package pathlab.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;

/** Walking a node's connections by id gives the connections, in the order, that outgoing() lists. */
class ConnectionWalkTest {

    private static List<Connection> walk(Graph g, int node) {
        List<Connection> walked = new ArrayList<>();
        for (int c = g.firstConnection(node); c != Graph.NONE; c = g.nextConnection(node, c)) {
            walked.add(g.connection(c));
        }
        return walked;
    }

    private static List<Connection> listed(Graph g, int node) {
        Outgoing out = new Outgoing(g.maxOutDegree());
        g.outgoing(node, out);
        List<Connection> listed = new ArrayList<>();
        for (int i = 0; i < out.size(); i++) {
            assertEquals(out.to(i), g.connectionTo(out.id(i)));
            assertEquals(out.cost(i), g.connectionCost(out.id(i)));
            listed.add(g.connection(out.id(i)));
        }
        return listed;
    }

    @Test
    void directedGraphWalksItsConnectionsInTheOrderAdded() {
        DirectedGraph g = new DirectedGraph.Builder()
                .connect("A", "C", 2).connect("A", "B", 1).connect("A", "B", 5).connect("B", "C", 1).build();
        int a = g.node("A");
        assertEquals(List.of("C", "B", "B"), walk(g, a).stream().map(c -> g.nodeName(c.to())).toList());
        assertEquals(List.of(2.0, 1.0, 5.0), walk(g, a).stream().map(Connection::cost).toList());
        assertEquals(Graph.NONE, g.firstConnection(g.node("C")), "C has no outgoing connection");
        for (int n = 0; n < g.nodeCount(); n++) {
            assertEquals(listed(g, n), walk(g, n));
        }
    }

    @Test
    void gridWalksTheAllowedDirectionsStraightOnesFirst() {
        GridMap map = GridMap.of(
                "..@",
                "...",
                "@..");
        GridGraph g = GridGraph.octile(map);
        List<String> ends = walk(g, g.node(1, 1)).stream().map(c -> g.nodeName(c.to())).toList();
        // Up, right, down, left, then the diagonals whose two orthogonal neighbours are open.
        assertEquals(List.of("(1,0)", "(2,1)", "(1,2)", "(0,1)", "(2,2)", "(0,0)"), ends);
        assertEquals(Graph.NONE, g.firstConnection(g.node(2, 0)), "a wall has no connections");
        for (int n = 0; n < g.nodeCount(); n++) {
            assertEquals(listed(g, n), walk(g, n));
        }
    }
}
