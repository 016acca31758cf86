package pathlab.coursework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import pathlab.coursework.a0.A0Visible;
import pathlab.coursework.a0.ByHandGraphs;
import pathlab.graph.Connection;
import pathlab.graph.DirectedGraph;
import pathlab.graph.Graph;
import pathlab.graph.GraphFile;
import pathlab.search.Costs;
import pathlab.search.NodeRecord;
import pathlab.search.SearchOptions;
import pathlab.search.SearchStep;
import pathlab.search.TieBreak;
import pathlab.trace.HandListing;
import pathlab.trace.Listing;
import pathlab.trace.ListingCheck;
import pathlab.trace.Misconception;
import pathlab.trace.Notation;
import pathlab.trace.Trace;

/**
 * A0's graph per student ({@link ByHandGraphs}) on many seeds: every variant is marked as the
 * example graphs are. The right listing earns every point, and the listing of each mistake the
 * marking explains (the goal's first record taken as final, the wrong tie order, a cost not
 * updated, a closed node not reopened, one reopened by a connection that is not cheaper, an
 * estimated-total-cost added wrongly) gets that mistake's message at its iteration.
 */
class ByHandGraphsTest {
    private static final int VARIANTS = 200;
    private static final Pattern RECORD = Pattern.compile("(\\w+)\\(([^,()]+),([^,()]+),([^,()]+)\\)");

    private static List<ByHandGraphs> drawn;

    /** The variants of students student-0 to student-199, drawn once for all the tests. */
    private static synchronized List<ByHandGraphs> variants() {
        if (drawn == null) {
            drawn = new ArrayList<>();
            for (long seed = 0; seed < VARIANTS; seed++) {
                drawn.add(ByHandGraphs.drawn(ByHandGraphs.seed("course-key", "student-" + seed)));
            }
        }
        return drawn;
    }

    private static ListingCheck.Report check(Trace truth, String listing) {
        return ListingCheck.of(truth).check(HandListing.parse(listing, truth.notation(), "the listing"));
    }

    private static void assertMistake(Trace truth, String listing, int iteration, Misconception expected, String variant) {
        ListingCheck.Mistake m = check(truth, listing).mistake(iteration)
                .orElseThrow(() -> new AssertionError("no mistake found at [" + iteration + "] of\n" + listing + "\non\n" + variant));
        assertEquals(expected, m.misconception(), () -> m + "\non\n" + variant);
        assertTrue(m.toString().contains(expected.label()), m::toString);
    }

    /** The listing's lines with step k's line starting with {@code list} ("C: ", "O: ") changed. */
    private static String editStep(String listing, int k, String list, java.util.function.UnaryOperator<String> edit) {
        List<String> lines = new ArrayList<>(listing.lines().toList());
        int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("[" + k + "] N: ")).findFirst().orElseThrow());
        for (int i = header + 1; i < lines.size() && !lines.get(i).startsWith("["); i++) {
            if (lines.get(i).startsWith(list)) {
                lines.set(i, edit.apply(lines.get(i)));
                return String.join("\n", lines) + "\n";
            }
        }
        throw new AssertionError("no " + list + "line in step " + k);
    }

    private static NodeRecord record(List<NodeRecord> list, int node) {
        return list.stream().filter(r -> r.node() == node).findFirst().orElse(null);
    }

    @Test
    void oneStudentsGraphsAreTheSameEveryTimeAndAnothersDiffer() {
        assertEquals(ByHandGraphs.drawn(42).toString(), ByHandGraphs.drawn(42).toString());
        assertNotEquals(ByHandGraphs.drawn(42).toString(), ByHandGraphs.drawn(43).toString());
        assertEquals(ByHandGraphs.forStudent("k", "s001").toString(), ByHandGraphs.forStudent("k", " S001 ").toString(),
                "the id is read trimmed, in any case");
    }

    /** The grader's seeds (scripts/pathlab_tools/grader/variants.py) are the notebook's: the same HMAC, the same bytes. */
    @Test
    void theSeedIsTheGradersForTheSameKeyAndId() {
        String key = "6995912b002bd6cf9aa70ee6a8b525d2dd7e0bce5be0e90c58e92b970f081418";   // notebook_key(b"course-secret-for-tests", "A0")
        assertEquals(2673925405589000439L, ByHandGraphs.seed(key, "s001"));
    }

    @Test
    void withoutAKeyEveryoneHasTheExampleGraphsWithOneAnIdIsNeeded() {
        assertEquals(ByHandGraphs.example().toString(), ByHandGraphs.forStudent("", "s001").toString());
        assertEquals(GraphFile.resource(A0Visible.DIJKSTRA_GRAPH).graph().toString(), ByHandGraphs.example().dijkstra().graph().toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ByHandGraphs.forStudent("k", " "));
        assertTrue(e.getMessage().contains("type your student id"), e.getMessage());
    }

    /** Small enough to do by hand: the example graphs' nodes, whole costs and estimates up to 9; admissible, G in reach. */
    @Test
    void everyVariantHasTheExampleNodesAndSmallWholeCosts() {
        for (ByHandGraphs v : variants()) {
            for (GraphFile file : List.of(v.dijkstra(), v.astar())) {
                DirectedGraph g = file.graph();
                DirectedGraph example = GraphFile.resource(file == v.dijkstra() ? A0Visible.DIJKSTRA_GRAPH : A0Visible.ASTAR_GRAPH).graph();
                assertEquals(example.nodeCount(), g.nodeCount());
                for (int n = 0; n < g.nodeCount(); n++) {
                    assertEquals(example.nodeName(n), g.nodeName(n));
                }
                for (int c = 0; c < g.connectionCount(); c++) {
                    Connection k = g.connection(c);
                    assertTrue(k.cost() >= 1 && k.cost() <= 9 && k.cost() == Math.rint(k.cost()), v::toString);
                }
            }
            DirectedGraph g = v.astar().graph();
            double[] toGoal = new pathlab.search.AStar(g.reversed()).costsFrom(g.node("G"));
            double[] h = v.astar().heuristicTable(A0Visible.HEURISTIC);
            for (int n = 0; n < h.length; n++) {
                assertTrue(h[n] >= 0 && h[n] <= 9 && h[n] == Math.rint(h[n]) && h[n] <= toGoal[n] && toGoal[n] < Double.POSITIVE_INFINITY,
                        v::toString);
            }
        }
    }

    @Test
    void theRightListingsScoreEveryIterationAndTheEnd() {
        for (ByHandGraphs v : variants()) {
            for (Trace t : List.of(ByHandGraphs.search(v.dijkstra(), Notation.DIJKSTRA), ByHandGraphs.search(v.astar(), Notation.ASTAR))) {
                assertEquals(ByHandGraphs.ITERATIONS, t.iterations(), v::toString);
                ListingCheck.Report r = check(t, t.listing());
                assertTrue(r.first().isEmpty(), () -> r + "\non\n" + v);
            }
        }
    }

    /** Dijkstra: stopping at the goal's first record, the wrong tie order, the goal's cost not updated. */
    @Test
    void theDijkstraMistakesGetTheirMessagesOnEveryVariant() {
        for (ByHandGraphs v : variants()) {
            Trace t = ByHandGraphs.search(v.dijkstra(), Notation.DIJKSTRA);
            Graph g = t.graph();
            int goal = t.result().goal();
            String listing = t.listing();

            int reached = 1;
            while (record(t.step(reached).open(), goal) == null) {
                reached++;
            }
            String stopped = listing.substring(0, listing.indexOf("[" + (reached + 1) + "] N: "))
                    + "Final path: S G (cost " + Costs.format(record(t.step(reached).open(), goal).costSoFar()) + ")\n";
            assertMistake(t, stopped, reached + 1, Misconception.STOPPED_AT_GOAL, v.toString());

            Trace byName = Trace.record(g, t.result().start(), goal, pathlab.search.Heuristic.ZERO,
                    SearchOptions.lecture().withTies(TieBreak.NAME), Notation.DIJKSTRA);
            int tie = 1;
            while (byName.step(tie).current() == t.step(tie).current()) {
                tie++;
            }
            String named = listing.replace("[" + tie + "] N: " + g.nodeName(t.step(tie).current()),
                    "[" + tie + "] N: " + g.nodeName(byName.step(tie).current()));
            assertMistake(t, named, tie, Misconception.TIE_ORDER, v.toString());

            int cheaper = reached + 1;
            while (record(t.step(cheaper).open(), goal).costSoFar() >= record(t.step(cheaper - 1).open(), goal).costSoFar()) {
                cheaper++;
            }
            String now = Listing.record(g, record(t.step(cheaper).open(), goal), Notation.DIJKSTRA);
            String before = Listing.record(g, record(t.step(cheaper - 1).open(), goal), Notation.DIJKSTRA);
            assertMistake(t, editStep(listing, cheaper, "O: ", line -> line.replace(now, before)), cheaper,
                    Misconception.COST_NOT_UPDATED, v.toString());
        }
    }

    /** A*: a closed node not reopened, one reopened by a connection that is not cheaper, a total added wrongly. */
    @Test
    void theAStarMistakesGetTheirMessagesOnEveryVariant() {
        for (ByHandGraphs v : variants()) {
            Trace t = ByHandGraphs.search(v.astar(), Notation.ASTAR);
            DirectedGraph g = (DirectedGraph) t.graph();
            String listing = t.listing();
            double[] h = v.astar().heuristicTable(A0Visible.HEURISTIC);

            Trace closedStayClosed = Trace.record(g, t.result().start(), t.result().goal(), new pathlab.heuristic.TableHeuristic("h", h),
                    SearchOptions.lecture().withReopen(false), Notation.ASTAR);
            assertTrue(closedStayClosed.result().cost() > t.result().cost(), "without reopening the path is longer");
            ListingCheck.Report notReopened = check(t, closedStayClosed.listing());
            assertMistake(t, closedStayClosed.listing(), ByHandGraphs.REOPENED_AT, Misconception.NOT_REOPENED, v.toString());
            assertTrue(notReopened.mistake(ByHandGraphs.REOPENED_AT - 1).isEmpty());

            String reopened = null;
            for (int k = 1; k <= t.iterations() && reopened == null; k++) {
                SearchStep before = t.step(k - 1), now = t.step(k);
                NodeRecord current = record(now.closed(), now.current());
                for (int c = g.firstConnection(now.current()); c != Graph.NONE && reopened == null; c = g.nextConnection(now.current(), c)) {
                    NodeRecord closed = record(before.closed(), g.connectionTo(c));
                    if (closed != null && closed.node() != now.current()
                            && current.costSoFar() + g.connectionCost(c) >= closed.costSoFar()) {
                        double cost = current.costSoFar() + g.connectionCost(c);
                        String wrong = Listing.record(g, new NodeRecord(closed.node(), c, now.current(), cost, cost + h[closed.node()]),
                                Notation.ASTAR);
                        String right = Listing.record(g, closed, Notation.ASTAR);
                        String edited = editStep(editStep(listing, k, "C: ", line -> line.replace(" " + right, "").replace(right + " ", "")),
                                k, "O: ", line -> line.equals("O: " + Listing.NONE) ? "O: " + wrong : line + " " + wrong);
                        assertMistake(t, edited, k, Misconception.UPDATED_WHEN_NOT_CHEAPER, v.toString());
                        reopened = edited;
                    }
                }
            }
            assertTrue(reopened != null, v::toString);

            String first = editStep(listing, 1, "O: ", line -> {
                Matcher m = RECORD.matcher(line);
                assertTrue(m.find(), line);
                String added = m.group(1) + "(" + m.group(2) + "," + m.group(3) + ","
                        + Costs.format(Double.parseDouble(m.group(4)) + 1) + ")";
                return line.substring(0, m.start()) + added + line.substring(m.end());
            });
            assertMistake(t, first, 1, Misconception.TOTAL_COST_WRONG, v.toString());
        }
    }
}
