package pathlab.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

import pathlab.graph.DirectedGraph;
import pathlab.search.AStar;
import pathlab.search.Costs;
import pathlab.search.Dijkstra;
import pathlab.search.SearchStep;
import pathlab.trace.Trace;

class PracticeTest {
    private static final int SEEDS = 300;
    // seed 1's graph, as describe writes it
    private static final String PINNED_SEED_1 = "A@0,2 B@1.5,0 C@3,0 D@3,2 E@4.5,2 F@6,2 AB7 AD7 BC6 BD8 CE7 DC5 DE3 EF6";

    /** The graph as text: its connections and where its nodes are drawn. */
    private static String describe(Practice p) {
        DirectedGraph g = p.graph();
        StringBuilder out = new StringBuilder();
        for (int n = 0; n < g.nodeCount(); n++) {
            out.append(g.nodeName(n)).append('@').append(Costs.format(p.positions().x(n))).append(',')
                    .append(Costs.format(p.positions().y(n))).append(' ');
        }
        for (int c = 0; c < g.connectionCount(); c++) {
            out.append(g.nodeName(g.connectionFrom(c))).append(g.nodeName(g.connectionTo(c)))
                    .append(Costs.format(g.connectionCost(c))).append(' ');
        }
        return out.toString().strip();
    }

    @Test
    void aSeedIsTheSameGraphOnEveryMachine() {
        // pinned: java.util.Random's sequence is part of its specification, so this holds on every JDK
        assertEquals(describe(Practice.dijkstra(1)), describe(Practice.dijkstra(1)));
        assertEquals(describe(Practice.dijkstra(1)), describe(Practice.astar(1)), "the same seed, the same graph");
        assertEquals(PINNED_SEED_1, describe(Practice.dijkstra(1)));
        Set<String> graphs = new HashSet<>();
        for (int seed = 0; seed < SEEDS; seed++) {
            graphs.add(describe(Practice.dijkstra(seed)));
        }
        assertTrue(graphs.size() > SEEDS * 9 / 10, "other seeds, other graphs: " + graphs.size() + " of " + SEEDS);
    }

    @Test
    void namedFromAWithEveryNodeReachableFromA() {
        for (int seed = 0; seed < SEEDS; seed++) {
            DirectedGraph g = Practice.dijkstra(seed).graph();
            assertTrue(g.nodeCount() >= 6 && g.nodeCount() <= 7, "seed " + seed + ": " + g.nodeCount() + " nodes");
            Set<Integer> reached = new HashSet<>(Set.of(0));
            ArrayDeque<Integer> queue = new ArrayDeque<>(reached);
            while (!queue.isEmpty()) {
                int n = queue.poll();
                for (int c = g.firstConnection(n); c >= 0; c = g.nextConnection(n, c)) {
                    if (reached.add(g.connectionTo(c))) {
                        queue.add(g.connectionTo(c));
                    }
                }
            }
            assertEquals(g.nodeCount(), reached.size(), "seed " + seed + ": every node reachable from A");
            for (int n = 0; n < g.nodeCount(); n++) {
                assertEquals(String.valueOf((char) ('A' + n)), g.nodeName(n));
            }
        }
    }

    @Test
    void theAnswersAreTheLibrarysSearchAndTheHeuristicIsAdmissible() {
        for (int seed = 0; seed < SEEDS; seed++) {
            Practice dijkstra = Practice.dijkstra(seed), astar = Practice.astar(seed);
            DirectedGraph g = dijkstra.graph();
            int goal = g.nodeCount() - 1;
            double cost = new Dijkstra(g).search(0, goal).cost();
            assertEquals(cost, dijkstra.trace().result().cost(), "seed " + seed);
            assertEquals(cost, astar.trace().result().cost(), "seed " + seed + ": A* finds the cheapest path");
            double[] toGoal = new AStar(g.reversed()).costsFrom(goal);
            for (int n = 0; n < g.nodeCount(); n++) {
                assertTrue(astar.heuristic().estimate(n, goal) <= toGoal[n], "seed " + seed + ": h(" + g.nodeName(n)
                        + ") = " + astar.heuristic().estimate(n, goal) + " above the true cost " + toGoal[n]);
            }
        }
    }

    @Test
    void everyStepOfTheSearchIsARightPrediction() {
        for (int seed = 0; seed < 50; seed++) {
            for (Practice p : new Practice[] {Practice.dijkstra(seed), Practice.astar(seed)}) {
                Trace t = p.trace();
                for (int k = 1; k <= t.iterations(); k++) {
                    String[] lines = t.listing(k).lines().skip(1).toArray(String[]::new);
                    SearchStep step = t.step(k);
                    Predict right = p.next(k, "N: " + p.graph().nodeName(step.current()));
                    assertTrue(right.right(), p + ", [" + k + "]: " + right);
                    assertTrue(p.next(k, lines).right(), p + ", [" + k + "]");
                }
                assertTrue(p.next(t.iterations() + 1, Predict.STOPS).right(), p.toString());
            }
        }
    }

    @Test
    void showsTheGraphAndThePlayerAtItsOwnLayout() {
        Practice p = Practice.astar(3);
        assertTrue(p.html().contains("<img"), "a picture");
        assertNotEquals(Practice.dijkstra(3).html(), p.html(), "A*'s picture shows the heuristic");
        assertTrue(p.toString().startsWith("A* practice, seed 3: from A to "), p.toString());
        Predict wrong = p.next(1, "N: B");
        assertFalse(wrong.right());
        assertTrue(wrong.html().contains("data-iteration=\"1\""), "the player opens at the iteration predicted");
        assertEquals(p.trace().listing(0), p.listing(0));
        assertNotEquals(p.listing(0), p.listing(1));
    }
}
