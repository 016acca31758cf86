package pathlab.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;

import org.junit.jupiter.api.Test;

/** The optional {@code position NODE X Y} lines of graph files. */
class PositionLinesTest {

    @Test
    void theLecturesGraphHasAPositionForEveryNode() {
        GraphFile lecture = GraphFile.lecture();
        assertTrue(lecture.hasPositions());
        Positions p = lecture.positions();
        DirectedGraph g = lecture.graph();
        assertEquals(g.nodeCount(), p.size());
        // Start A on the left, goal F on the right, B above and D below C.
        assertEquals(0, p.x(g.node("A")));
        assertEquals(6, p.x(g.node("F")));
        assertTrue(p.y(g.node("B")) < p.y(g.node("C")) && p.y(g.node("C")) < p.y(g.node("D")));
    }

    @Test
    void positionsAreReadAndWithoutThemNodesGoOnACircle() throws IOException {
        GraphFile f = GraphFile.parse("t.graph", new StringReader("A B 1\nB A 2\nposition A 0 0\nposition B 2.5 -1\n"));
        assertEquals(2.5, f.positions().x(1));
        assertEquals(-1, f.positions().y(1));
        GraphFile none = GraphFile.parse("t.graph", new StringReader("A B 1\nB C 1\n"));
        assertFalse(none.hasPositions());
        assertEquals(3, none.positions().size());
        assertArrayEquals(none.positions().x(), none.positions().x(), "the circle is the same every time");
    }

    @Test
    void mistakesNameFileAndLine() {
        assertEquals("test.graph:2: expected 'position NODE X Y'",
                BadInputTest.fileError("A B 1\nposition A 1\n").getMessage());
        assertEquals("test.graph:2: unknown node 'C' in a position line: declare nodes before their positions",
                BadInputTest.fileError("A B 1\nposition C 1 2\n").getMessage());
        assertEquals("test.graph:2: x coordinate 'x' is not a number",
                BadInputTest.fileError("A B 1\nposition A x 2\n").getMessage());
        assertEquals("test.graph:3: node A has two positions",
                BadInputTest.fileError("A B 1\nposition A 1 2\nposition A 1 2\n").getMessage());
        assertEquals("test.graph:2: no position for B: when a file has position lines, every node must have one",
                BadInputTest.fileError("A B 1\nposition A 1 2\n").getMessage());
    }
}
