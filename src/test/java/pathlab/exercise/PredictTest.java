package pathlab.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import pathlab.graph.FileFormatException;
import pathlab.trace.LectureExample;
import pathlab.trace.Misconception;
import pathlab.trace.Trace;

class PredictTest {
    private final Trace dijkstra = LectureExample.EXAMPLE_1.trace();
    private final Trace astar = LectureExample.EXAMPLE_3.trace();

    @Test
    void aRightPredictionSaysSo() {
        Predict p = Predict.next(dijkstra, 3, "N: C", "C(B,4)");
        assertTrue(p.right());
        assertEquals("right: [3] N: C, C(B,4)", p.toString());
        assertEquals(3, p.iteration());
        assertTrue(p.html().contains("data-iteration=\"3\""), "the player opens at the iteration predicted");
        assertTrue(Predict.next(dijkstra, 3, "[3] N: C", "O: D(C,7) E(C,14) F(C,15)", "U: -").right());
        assertTrue(Predict.next(astar, 6, "N: B", "C: A(ϕ,0,17) B(A,3,19) D(C,8,16) E(D,14,15) F(E,15,15)", "O: C(B,4,15)").right());
    }

    @Test
    void aWrongPredictionNamesTheRecordAndTheRule() {
        Predict p = Predict.next(dijkstra, 2, "N: B", "O: C(A,5) D(A,9)");
        assertFalse(p.right());
        assertEquals(Misconception.COST_NOT_UPDATED, p.mistake().orElseThrow().misconception());
        assertEquals("[2] O: C(A,5): the connection from B gives C the cheaper cost-so-far 4: C(B,4) on the open list "
                + "(a record's cost not updated; the rule: " + Misconception.COST_NOT_UPDATED.rule(false) + ")", p.toString());
        assertEquals(Misconception.NOT_REOPENED, Predict.next(astar, 6, "C(A,5,16)").mistake().orElseThrow().misconception());
        assertEquals(Misconception.WRONG_NODE, Predict.next(astar, 2, "N: B").mistake().orElseThrow().misconception());
    }

    @Test
    void badPredictionsGiveOneLine() {
        assertEquals("your prediction:1: 'C(B,4' is not a record like B(A,3)",
                assertThrows(FileFormatException.class, () -> Predict.next(dijkstra, 3, "C(B,4")).getMessage());
        assertEquals("there is no iteration [9] to predict: the search runs [1] to [5]",
                assertThrows(IllegalArgumentException.class, () -> Predict.next(dijkstra, 9, "N: F")).getMessage());
        assertEquals("nothing predicted: write the N: line, a list or records of [2]",
                assertThrows(IllegalArgumentException.class, () -> Predict.next(dijkstra, 2, " ")).getMessage());
        assertEquals("your prediction:1: [2] is not the iteration predicted, [3]",
                assertThrows(FileFormatException.class, () -> Predict.next(dijkstra, 3, "[2] N: B")).getMessage());
    }
}
