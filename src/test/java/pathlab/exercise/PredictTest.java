package pathlab.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.search.SearchOptions;
import pathlab.search.Termination;
import pathlab.trace.LectureExample;
import pathlab.trace.Misconception;
import pathlab.trace.Notation;
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
    void theRightRecordOnTheWrongListNamesTheRule() {
        // Example 3, [6]: the cheaper connection from B reopens C; C(B,4,15) written as closed.
        Predict p = Predict.next(astar, 6, "C: A(ϕ,0,17) B(A,3,19) C(B,4,15) D(C,8,16) E(D,14,15) F(E,15,15)");
        assertEquals(Misconception.NOT_REOPENED, p.mistake().orElseThrow().misconception());
        assertTrue(p.toString().startsWith("[6] C: C(B,4,15): the cheaper connection from B reopens C: C is on the open "
                + "list, not the closed list"), p.toString());
    }

    @Test
    void theSearchStopsHereIsAPrediction() {
        Predict stops = Predict.next(dijkstra, 6, Predict.STOPS);
        assertTrue(stops.right(), stops.toString());
        assertEquals("right: the search stops after [5]: the goal has the record F(E,14) and no open node has a smaller "
                + "cost-so-far", stops.toString());
        assertEquals(5, stops.iteration());
        assertTrue(Predict.next(astar, 10, "stop").right(), "Example 3 ends after [9]");
        // Predicting the end too soon: Example 3 has reached F at [5], but B is open and cheaper.
        Predict early = Predict.next(astar, 6, "The search stops here.");
        assertEquals(Misconception.STOPPED_AT_GOAL, early.mistake().orElseThrow().misconception());
        assertEquals(Misconception.ENDED_EARLY, Predict.next(dijkstra, 2, "stops").mistake().orElseThrow().misconception());
        // Predicting a step after the end.
        Predict after = Predict.next(dijkstra, 6, "N: F");
        assertEquals(Misconception.WENT_ON, after.mistake().orElseThrow().misconception());
        assertEquals(5, after.iteration(), "the player opens at the last iteration");
        assertEquals(Misconception.WENT_ON, Predict.next(dijkstra, 9, Predict.STOPS).mistake().orElseThrow().misconception());
    }

    @Test
    void aTieAndAnUpdatedRecordAreNamed() {
        // Example 2, [2]: B and C tie on 11 and B arrived first
        Predict tie = Predict.next(LectureExample.EXAMPLE_2.trace(), 2, "N: C");
        assertEquals(Misconception.TIE_ORDER, tie.mistake().orElseThrow().misconception());
        assertTrue(tie.toString().startsWith("[2] N: C: C and B tie on estimated-total-cost 11, and B arrived on the open "
                + "list first"), tie.toString());
        // Example 1, [2]: the new cost 4 with the old connection from A
        Predict oldConnection = Predict.next(dijkstra, 2, "C(A,4)");
        assertEquals(Misconception.COST_NOT_UPDATED, oldConnection.mistake().orElseThrow().misconception());
        assertTrue(oldConnection.toString().startsWith("[2] C(A,4): the connection from B gives C the cheaper cost-so-far 4 "
                + "and is its new connection: C(B,4) on the open list"), oldConnection.toString());
        // Example 1, [3]: C's record from before [2], which replaced it
        Predict oldRecord = Predict.next(dijkstra, 3, "C: A(ϕ,0) B(A,3) C(A,5)");
        assertEquals(Misconception.COST_NOT_UPDATED, oldRecord.mistake().orElseThrow().misconception());
        assertTrue(oldRecord.toString().startsWith("[3] C: C(A,5): C(A,5) is C's old record: at [2] the connection from B "
                + "gave it a cheaper cost-so-far; now C(B,4) on the closed list"), oldRecord.toString());
    }

    @Test
    void noPredictionThrows() {
        // every iteration and one past each end, of practice graphs and the lecture's examples, with
        // right and wrong nodes, records and lists
        List<Trace> traces = new ArrayList<>(List.of(dijkstra, astar,
                LectureExample.EXAMPLE_2.trace(), LectureExample.EXAMPLE_3.trace(
                        SearchOptions.lecture().withTermination(Termination.GOAL))));
        for (int seed = 0; seed < 20; seed++) {
            traces.add(Practice.dijkstra(seed).trace());
            traces.add(Practice.astar(seed).trace());
        }
        for (Trace t : traces) {
            String[] costs = {"0", "3", "4", "99"};
            for (int k = -1; k <= t.iterations() + 2; k++) {
                for (int n = 0; n < t.graph().nodeCount(); n++) {
                    String name = t.graph().nodeName(n);
                    for (String c : costs) {
                        String rec = name + "(A," + c + (t.notation() == Notation.ASTAR ? "," + c : "") + ")";
                        for (String[] lines : new String[][] {{"N: " + name}, {rec}, {"C: " + rec}, {"O: " + rec},
                                {"U: " + name}, {Predict.STOPS}, {"N: " + name, "O: " + rec}}) {
                            String verdict = Predict.next(t, k, lines).toString();
                            assertFalse(verdict.isEmpty() || verdict.contains("\n"), verdict);
                        }
                    }
                }
            }
        }
    }

    @Test
    void badPredictionsGiveOneLineNeverAnException() {
        assertEquals("your prediction:1: 'C(B,4' is not a record like B(A,3)", Predict.next(dijkstra, 3, "C(B,4").toString());
        assertEquals("there is no iteration [0] to predict: the search runs [1] to [5]",
                Predict.next(dijkstra, 0, "N: A").toString());
        assertEquals("nothing predicted: write the N: line, a list or records of [2], or \"the search stops here\"",
                Predict.next(dijkstra, 2, " ").toString());
        assertEquals("your prediction:1: [2] is not the iteration predicted, [3]", Predict.next(dijkstra, 3, "[2] N: B").toString());
        Predict unclear = Predict.next(dijkstra, 3, "C(B,4");
        assertFalse(unclear.right());
        assertTrue(unclear.mistake().isEmpty());
        assertTrue(unclear.html().contains("data-iteration=\"0\""), "the player opens at the start");
    }
}
