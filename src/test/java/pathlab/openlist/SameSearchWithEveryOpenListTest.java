package pathlab.openlist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import pathlab.graph.DirectedGraph;
import pathlab.grid.GridGraph;
import pathlab.grid.ObstacleGenerator;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.search.Termination;
import pathlab.search.TieBreak;

/**
 * The open list changes how fast a search runs, never what it finds: on random graphs, with small
 * integer costs (many ties) and random, often inconsistent heuristics (so nodes are lowered and
 * reopened), every open list gives the same path, cost, iterations, expansions, reopenings and
 * fill as the indexed heap, under every tie-breaking policy and termination rule.
 */
class SameSearchWithEveryOpenListTest {

    @Test
    void everyOpenListGivesTheSameSearchResult() {
        int searches = 0;
        long lowered = 0;   // keys lowered on the open list, seen as the article's heap searches
        long reopened = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Random random = new Random(seed);
            int n = 5 + random.nextInt(60);
            DirectedGraph graph = randomGraph(random, n, 1 + random.nextInt(5));
            double[] table = new double[n];
            for (int i = 0; i < n; i++) {
                table[i] = random.nextInt(3) == 0 ? 0 : random.nextInt(12);
            }
            Heuristic h = (node, goal) -> node == goal ? 0 : table[node];
            for (TieBreak ties : TieBreak.values()) {
                for (Termination stop : Termination.values()) {
                    SearchOptions options = SearchOptions.lecture().withTies(ties).withTermination(stop);
                    AStar[] engines = new AStar[OpenListKind.values().length];
                    for (OpenListKind kind : OpenListKind.values()) {
                        engines[kind.ordinal()] = new AStar(graph, options.withOpenList(kind));
                    }
                    AStar reference = engines[OpenListKind.INDEXED_HEAP.ordinal()];
                    for (int query = 0; query < 5; query++) {
                        int start = random.nextInt(n);
                        int goal = random.nextInt(n);
                        SearchResult expected = reference.search(start, goal, h);
                        reopened += expected.reopened();
                        for (AStar engine : engines) {
                            assertSame(expected, engine.search(start, goal, h),
                                    "seed " + seed + " " + options + " " + start + "->" + goal);
                            searches++;
                        }
                        lowered += engines[OpenListKind.BINARY_HEAP.ordinal()].search(start, goal, h)
                                .openList().searches();
                    }
                }
            }
        }
        assertEquals(40 * TieBreak.values().length * Termination.values().length * 5 * OpenListKind.values().length,
                searches);
        assertTrue(lowered > 100 && reopened > 100, "the runs lower keys and reopen nodes: " + lowered + ", " + reopened);
    }

    /**
     * On a grid whose diagonals cost sqrt(2) itself (not the octile grid's exact binary fraction),
     * sums of 1 and sqrt(2) make a lower cost-so-far round to the same estimated-total-cost now
     * and then; the engine must then leave the node's keys alone, or a heap (told of a key that
     * did not drop) would hand out nodes in another order. On the octile grid all open lists
     * must of course agree too.
     */
    @Test
    void everyOpenListGivesTheSameSearchOnAGrid() {
        GridGraph octile = randomGrid(1);
        int[][] queries = queries(octile, 60, 1);
        GridGraph rootTwo = new GridGraph(octile.map(), GridGraph.Moves.EIGHT, GridGraph.SQRT2, false);
        for (GridGraph graph : List.of(octile, rootTwo)) {
            Heuristic h = new OctileHeuristic(graph);
            AStar reference = new AStar(graph, SearchOptions.grid());
            for (OpenListKind kind : OpenListKind.values()) {
                AStar engine = new AStar(graph, SearchOptions.grid().withOpenList(kind));
                for (int[] q : queries) {
                    assertSame(reference.search(q[0], q[1], h), engine.search(q[0], q[1], h),
                            kind + " query " + q[0] + "-" + q[1] + " on " + graph);
                }
            }
        }
    }

    /** Counters off change nothing but the counts, which stay at zero (the peak size is kept). */
    @Test
    void countersOffCountNothingAndChangeNothingElse() {
        GridGraph grid = randomGrid(1);
        Heuristic h = new OctileHeuristic(grid);
        AStar reference = new AStar(grid, SearchOptions.grid());
        for (OpenListKind kind : OpenListKind.values()) {
            AStar engine = new AStar(grid, SearchOptions.grid().withOpenList(kind).withCounters(false));
            for (int[] q : queries(grid, 20, 1)) {
                SearchResult r = engine.search(q[0], q[1], h);
                assertSame(reference.search(q[0], q[1], h), r, kind + " query " + q[0] + "-" + q[1]);
                assertEquals(0, r.openList().comparisons() + r.openList().moves() + r.openList().searches(), kind.label());
            }
        }
    }

    private static void assertSame(SearchResult expected, SearchResult actual, String what) {
        String kind = what + " " + actual.openList();
        assertEquals(expected.path(), actual.path(), kind);
        assertEquals(expected.cost(), actual.cost(), kind);
        assertEquals(expected.iterations(), actual.iterations(), kind);
        assertEquals(expected.expanded(), actual.expanded(), kind);
        assertEquals(expected.reopened(), actual.reopened(), kind);
        assertEquals(expected.fill().closedCount(), actual.fill().closedCount(), kind);
        assertEquals(expected.fill().openCount(), actual.fill().openCount(), kind);
        assertEquals(expected.openList().peakSize(), actual.openList().peakSize(), kind);
    }

    /** n nodes, each with up to {@code degree} connections to random nodes, costs 0..9. */
    private static DirectedGraph randomGraph(Random random, int n, int degree) {
        DirectedGraph.Builder b = new DirectedGraph.Builder();
        for (int i = 0; i < n; i++) {
            b.addNode("N" + i);
        }
        for (int from = 0; from < n; from++) {
            int out = random.nextInt(degree + 1);
            for (int k = 0; k < out; k++) {
                b.addConnection(from, random.nextInt(n), random.nextInt(10));
            }
        }
        return b.build();
    }

    /** A 64 x 64 map with a quarter of its cells blocked, as the open-list benchmark generates them. */
    private static GridGraph randomGrid(long seed) {
        return GridGraph.octile(ObstacleGenerator.generate(64, 64, 0.25, 0, seed));
    }

    /** {@code n} random start-goal pairs {start, goal} that are distinct and connected. */
    private static int[][] queries(GridGraph grid, int n, long seed) {
        Random random = new Random(seed);
        int[][] queries = new int[n][];
        for (int i = 0; i < n; i++) {
            int start;
            int goal;
            do {
                start = random.nextInt(grid.nodeCount());
                goal = random.nextInt(grid.nodeCount());
            } while (start == goal || !grid.mayReach(start, goal));
            queries[i] = new int[] {start, goal};
        }
        return queries;
    }
}
