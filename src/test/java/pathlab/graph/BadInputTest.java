package pathlab.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;

import org.junit.jupiter.api.Test;

import pathlab.search.AStar;
import pathlab.search.Heuristic;

/** Every input the graph model rejects, with the message a student sees. */
class BadInputTest {

    static String builderError(Runnable build) {
        return assertThrows(IllegalArgumentException.class, build::run).getMessage();
    }

    static FileFormatException fileError(String text) {
        return assertThrows(FileFormatException.class, () -> GraphFile.parse("test.graph", new StringReader(text)));
    }

    @Test
    void negativeCost() {
        assertEquals("connection A>B has negative cost -1.0: the lecture's graphs have non-negative costs",
                builderError(() -> new DirectedGraph.Builder().connect("A", "B", -1)));
    }

    @Test
    void nanCost() {
        assertEquals("connection A>B has cost NaN: costs must be numbers",
                builderError(() -> new DirectedGraph.Builder().connect("A", "B", Double.NaN)));
    }

    @Test
    void infiniteCost() {
        assertEquals("connection A>B has infinite cost: leave the connection out instead",
                builderError(() -> new DirectedGraph.Builder().connect("A", "B", Double.POSITIVE_INFINITY)));
    }

    @Test
    void unknownNodeId() {
        DirectedGraph.Builder b = new DirectedGraph.Builder();
        b.addNode("A");
        assertEquals("unknown node 3: 1 nodes are declared", builderError(() -> b.addConnection(0, 3, 1)));
    }

    @Test
    void unknownNodeName() {
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 1).build();
        assertEquals("unknown node 'Z': the graph's nodes are A B", builderError(() -> g.node("Z")));
    }

    @Test
    void duplicateNodeName() {
        DirectedGraph.Builder b = new DirectedGraph.Builder();
        b.addNode("A");
        assertEquals("duplicate node name 'A'", builderError(() -> b.addNode("A")));
    }

    @Test
    void startOutOfRange() {
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 1).build();
        assertEquals("start node 5 is out of range: the graph has nodes 0..1",
                builderError(() -> new AStar(g).search(5, 0, pathlab.search.Heuristic.ZERO)));
    }

    @Test
    void negativeHeuristicEstimate() {
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 1).build();
        assertEquals("heuristic h gives -2.0 for node A: estimates must be non-negative numbers",
                builderError(() -> new AStar(g).search(0, 1, new pathlab.search.Heuristic() {
                    public double estimate(int node, int goal) {
                        return -2;
                    }

                    public String toString() {
                        return "h";
                    }
                })));
    }

    @Test
    void fileCostNotANumber() {
        FileFormatException e = fileError("# the lecture\nA B 3\nB C x\n");
        assertEquals("test.graph:3: cost 'x' is not a number", e.getMessage());
        assertEquals(3, e.line());
    }

    @Test
    void fileNegativeCostNamesTheLine() {
        assertEquals("test.graph:2: connection B>C has negative cost -2.0: the lecture's graphs have non-negative costs",
                fileError("A B 3\nB C -2\n").getMessage());
    }

    @Test
    void fileNanCost() {
        assertEquals("test.graph:1: connection A>B has cost NaN: costs must be numbers",
                fileError("A B NaN\n").getMessage());
    }

    @Test
    void fileInfiniteCost() {
        assertEquals("test.graph:1: connection A>B has infinite cost: leave the connection out instead",
                fileError("A B Infinity\n").getMessage());
    }

    @Test
    void fileWrongWordCount() {
        assertEquals("test.graph:1: expected a connection 'FROM TO COST', 'nodes ...' or 'heuristic NAME'",
                fileError("A B\n").getMessage());
    }

    @Test
    void fileDuplicateNode() {
        assertEquals("test.graph:1: duplicate node name 'A'", fileError("nodes A B A\n").getMessage());
    }

    @Test
    void fileHeuristicForUnknownNode() {
        assertEquals("test.graph:3: unknown node 'Z' in heuristic table",
                fileError("A B 1\nheuristic h\nZ 4\n").getMessage());
    }

    @Test
    void fileHeuristicMissingNode() {
        assertEquals("test.graph:2: heuristic table 'h' has no value for B",
                fileError("A B 1\nheuristic h\nA 4\n").getMessage());
    }

    @Test
    void fileNegativeHeuristic() {
        assertEquals("test.graph:3: heuristic value -4 for A is negative or not a number: the lecture says it cannot be negative",
                fileError("A B 1\nheuristic h\nA -4\nB 0\n").getMessage());
    }

    @Test
    void fileEmpty() {
        assertEquals("test.graph: no nodes: expected connections such as 'A B 3'", fileError("# nothing\n").getMessage());
    }

    @Test
    void unknownHeuristicTable() {
        assertEquals("maps/lecture.graph has no heuristic table 'exact': it has underestimating, overestimating",
                builderError(() -> GraphFile.lecture().heuristicTable("exact")));
    }

    @Test
    void lectureGraphIsTheTranscribedOne() {
        DirectedGraph g = GraphFile.lecture().graph();
        assertEquals(6, g.nodeCount());
        assertEquals(9, g.connectionCount());
        assertEquals(10, g.connectionCost(g.connectionCount() - 4));
    }
}
