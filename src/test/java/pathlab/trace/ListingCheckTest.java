package pathlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.heuristic.TableHeuristic;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchStep;
import pathlab.search.TieBreak;

/** Each mistake recognised on the lecture's three examples, with the record it names. */
class ListingCheckTest {

    private static ListingCheck.Report check(LectureExample e, String text) {
        return ListingCheck.of(e.trace()).check(HandListing.parse(text, e.notation(), "listing"));
    }

    /** The first mistake of the listing with one step's lines replaced. */
    private static ListingCheck.Mistake mistake(LectureExample e, String step, String yours) {
        String right = e.trace().listing();
        assertTrue(right.contains(step), step);
        ListingCheck.Report r = check(e, right.replace(step, yours));
        assertTrue(r.first().isPresent(), () -> "no mistake found in\n" + right.replace(step, yours));
        return r.first().get();
    }

    private static String cutAfter(LectureExample e, int iteration) {
        Trace t = e.trace();
        StringBuilder out = new StringBuilder();
        for (int k = 0; k <= iteration; k++) {
            out.append(t.listing(k));
        }
        return out.toString();
    }

    @Test
    void theLecturesListingsAreRight() {
        for (LectureExample e : LectureExample.values()) {
            ListingCheck.Report r = check(e, e.trace().listing());
            assertEquals("right: all " + e.trace().iterations() + " iterations and the end", r.toString());
        }
    }

    @Test
    void theSlidesOneLineStepsAreRight() {
        ListingCheck.Report r = check(LectureExample.EXAMPLE_1, """
                initial   C: ϕ                O: A(ϕ,0)                          U: B, C, D, E, F
                [1] N: A  C: A(ϕ,0)                                  O: B(A,3) C(A,5) D(A,9)        U: E, F
                """);
        assertTrue(r.right(0) && r.right(1));
        assertFalse(r.right(2));
    }

    @Test
    void stoppingWhenTheGoalIsFirstReached() {
        ListingCheck.Mistake m = check(LectureExample.EXAMPLE_1, cutAfter(LectureExample.EXAMPLE_1, 3)).first().orElseThrow();
        assertEquals(Misconception.STOPPED_AT_GOAL, m.misconception());
        assertEquals("after [3]: the listing ends at the goal's record F(C,15), but D(C,7) on the open list is cheaper", m.where() + ": " + m.what());
        assertEquals(Misconception.STOPPED_AT_GOAL,
                check(LectureExample.EXAMPLE_3, cutAfter(LectureExample.EXAMPLE_3, 5)).first().orElseThrow().misconception());
        assertEquals(Misconception.ENDED_EARLY,
                check(LectureExample.EXAMPLE_1, cutAfter(LectureExample.EXAMPLE_1, 1)).first().orElseThrow().misconception());
    }

    @Test
    void aClosedNodeNotReopened() {
        ListingCheck.Mistake m = mistake(LectureExample.EXAMPLE_3,
                "C: A(ϕ,0,17) B(A,3,19) D(C,8,16) E(D,14,15) F(E,15,15)\nO: C(B,4,15)",
                "C: A(ϕ,0,17) B(A,3,19) C(A,5,16) D(C,8,16) E(D,14,15) F(E,15,15)\nO: ϕ");
        assertEquals(Misconception.NOT_REOPENED, m.misconception());
        assertEquals("[6] C: C(A,5,16): the connection from B gives C the cheaper cost-so-far 4: C(B,4,15) on the open list",
                m.where() + ": " + m.what());
        assertTrue(m.toString().contains("removed from the closed list and placed on the open list"), m.toString());
    }

    @Test
    void aClosedNodeReopenedWhenNotCheaper() {
        ListingCheck.Mistake m = mistake(LectureExample.EXAMPLE_3,
                "C: A(ϕ,0,17) B(A,3,19) C(B,4,15) E(D,14,15) F(E,15,15)\nO: D(C,7,15)",
                "C: A(ϕ,0,17) B(A,3,19) C(B,4,15) F(E,15,15)\nO: D(C,7,15) E(C,14,15)");
        assertEquals(Misconception.UPDATED_WHEN_NOT_CHEAPER, m.misconception());
        assertEquals("[7] O: E(C,14,15)", m.where());
    }

    @Test
    void aRecordsCostNotUpdated() {
        ListingCheck.Mistake m = mistake(LectureExample.EXAMPLE_1, "O: C(B,4) D(A,9)", "O: C(A,5) D(A,9)");
        assertEquals(Misconception.COST_NOT_UPDATED, m.misconception());
        assertEquals("[2] O: C(A,5): the connection from B gives C the cheaper cost-so-far 4: C(B,4) on the open list",
                m.where() + ": " + m.what());
    }

    @Test
    void aTieUnderLastInFirstOutIsExplainedByThatRule() {
        Trace lifo = LectureExample.EXAMPLE_3.trace(SearchOptions.lecture().withTies(TieBreak.LIFO));
        String right = lifo.listing();
        assertTrue(right.contains("[3] N: F"), right);
        ListingCheck.Report r = ListingCheck.of(lifo).check(
                HandListing.parse(right.replace("[3] N: F", "[3] N: D"), LectureExample.EXAMPLE_3.notation(), "listing"));
        ListingCheck.Mistake m = r.first().orElseThrow();
        assertEquals(Misconception.TIE_ORDER, m.misconception());
        assertEquals("[3] N: D: D and F tie on estimated-total-cost 16, and F arrived on the open list last,"
                + " and this search's ties go to the last to arrive", m.where() + ": " + m.what());
    }

    @Test
    void theWrongTieOrder() {
        ListingCheck.Mistake m = mistake(LectureExample.EXAMPLE_2, "[2] N: B", "[2] N: C");
        assertEquals(Misconception.TIE_ORDER, m.misconception());
        assertEquals("[2] N: C: C and B tie on estimated-total-cost 11, and B arrived on the open list first", m.where() + ": " + m.what());
    }

    @Test
    void theWrongNodeChosen() {
        ListingCheck.Mistake m = mistake(LectureExample.EXAMPLE_3, "[2] N: C", "[2] N: B");
        assertEquals(Misconception.WRONG_NODE, m.misconception());
        assertEquals("[2] N: B: C has the smaller estimated-total-cost (C: 16, B: 19)", m.where() + ": " + m.what());
        ListingCheck.Mistake dijkstra = mistake(LectureExample.EXAMPLE_1, "[2] N: B", "[2] N: D");
        assertEquals(Misconception.WRONG_NODE, dijkstra.misconception());
        // Each algorithm's rule in the lecture's words for it, and only that one.
        assertTrue(m.toString().contains("\"the node from the open list with the smallest estimated-total-cost (not "
                + "cost-so-far) is selected at each iteration\""), m.toString());
        assertFalse(m.toString().contains("chooses the node from the open list that has the smallest cost-so-far"), m.toString());
        assertTrue(dijkstra.toString().contains("\"the algorithm chooses the node from the open list that has the smallest "
                + "cost-so-far\""), dijkstra.toString());
        assertFalse(dijkstra.toString().contains("estimated-total-cost"), dijkstra.toString());
    }

    @Test
    void theEstimatedTotalCostAddedWrongly() {
        ListingCheck.Mistake m = mistake(LectureExample.EXAMPLE_2, "O: B(A,3,11) C(A,5,11)", "O: B(A,3,11) C(A,5,12)");
        assertEquals(Misconception.TOTAL_COST_WRONG, m.misconception());
        assertEquals("[1] O: C(A,5,12): cost-so-far 5 + heuristic 6 is 11, not 12", m.where() + ": " + m.what());
    }

    @Test
    void goingOnAfterTheEnd() {
        ListingCheck.Report r = check(LectureExample.EXAMPLE_1, cutAfter(LectureExample.EXAMPLE_1, 5)
                + "[6] N: F\nC: A(ϕ,0) B(A,3) C(B,4) D(C,7) E(D,13) F(E,14)\nO: ϕ\n");
        assertTrue(r.right(5));
        assertEquals(Misconception.WENT_ON, r.end().orElseThrow().misconception());
        assertEquals("[6] N: F: the search has ended after [5]: the goal has the record F(E,14) and no open node has a "
                + "smaller cost-so-far", r.end().orElseThrow().where() + ": " + r.end().orElseThrow().what());
    }

    @Test
    void otherWrongRecordsTheUnvisitedListAndThePath() {
        assertEquals(Misconception.WRONG_RECORD, mistake(LectureExample.EXAMPLE_1, "O: B(A,3) C(A,5) D(A,9)", "O: B(A,3) C(A,5)").misconception());
        assertEquals(Misconception.WRONG_UNVISITED, mistake(LectureExample.EXAMPLE_1, "U: E, F\n[2]", "U: F\n[2]").misconception());
        assertEquals(Misconception.WRONG_PATH, mistake(LectureExample.EXAMPLE_1, "Final path: A B C D E F (cost 14)",
                "Final path: A C F (cost 16)").misconception());
        assertTrue(check(LectureExample.EXAMPLE_1, LectureExample.EXAMPLE_1.trace().listing()
                .replace("Final path: A B C D E F (cost 14)", "Final path: F <- E <- D <- C <- B <- A (cost 14)")).first().isEmpty());
    }

    @Test
    void noPathIsRightWhenThereIsNone() {
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 1).connect("C", "A", 1).build();
        Trace t = Trace.record(g, g.node("A"), g.node("C"), Heuristic.ZERO, SearchOptions.lecture(), Notation.DIJKSTRA);
        assertTrue(t.listing().endsWith("No path\n"));
        assertEquals("right: all 2 iterations and the end", ListingCheck.of(t).check(HandListing.parse(t.listing(), Notation.DIJKSTRA, "l")).toString());
        assertEquals(Misconception.WRONG_PATH, ListingCheck.of(t).check(HandListing.parse(t.listing().replace("No path", "Final path: A C (cost 1)"),
                Notation.DIJKSTRA, "l")).first().orElseThrow().misconception());
    }

    /** Each step is marked by itself: a mistake at [2] leaves the later steps right. */
    @Test
    void eachIterationIsMarkedByItself() {
        ListingCheck.Report r = check(LectureExample.EXAMPLE_1,
                LectureExample.EXAMPLE_1.trace().listing().replace("O: C(B,4) D(A,9)", "O: C(A,5) D(A,9)"));
        assertTrue(r.right(0) && r.right(1) && !r.right(2) && r.right(3) && r.right(4) && r.right(5));
    }

    private static Trace byHand(String file, String heuristic, SearchOptions options) {
        GraphFile f = GraphFile.resource(file);
        DirectedGraph g = f.graph();
        return Trace.record(g, g.node("S"), g.node("G"), heuristic == null ? Heuristic.ZERO : TableHeuristic.of(f, heuristic),
                options, heuristic == null ? Notation.DIJKSTRA : Notation.ASTAR);
    }

    /** Assignment A0's graphs show what they are there for: a tie, a goal reached early, a reopened node. */
    @Test
    void theByHandGraphsHaveTheirMisconceptionsToCatch() {
        Trace dijkstra = byHand("maps/by-hand-dijkstra.graph", null, SearchOptions.lecture());
        assertEquals(5, dijkstra.iterations());
        assertEquals("[3] N: D", dijkstra.listing(3).lines().findFirst().orElseThrow());
        assertEquals("[3] N: B", byHand("maps/by-hand-dijkstra.graph", null, SearchOptions.lecture().withTies(TieBreak.NAME))
                .listing(3).lines().findFirst().orElseThrow(), "name order breaks the tie at [3] the other way");
        assertTrue(dijkstra.listing(2).contains("G(A,11)"), "the goal has a record at [2], with a cost that is not final");

        Trace astar = byHand("maps/by-hand-astar.graph", "estimate", SearchOptions.lecture());
        SearchStep before = astar.step(2), after = astar.step(3);
        int node = GraphFile.resource("maps/by-hand-astar.graph").graph().node("B");   // ids follow the file
        assertTrue(before.closed().stream().anyMatch(r -> r.node() == node) && after.open().stream().anyMatch(r -> r.node() == node),
                "B is closed after [2] and reopened at [3]");
        assertEquals(8, astar.result().cost());
        assertEquals(9, byHand("maps/by-hand-astar.graph", "estimate", SearchOptions.lecture().withReopen(false)).result().cost(),
                "without reopening the path is longer");
    }
}
