package pathlab.heuristic.landmark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import pathlab.graph.DirectedGraph;
import pathlab.graph.Graph;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.HeuristicCheck;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.AStar;
import pathlab.search.BreadthFirst;
import pathlab.search.Heuristic;

class LandmarkTablesTest {
    /** Checks h(n, goal) <= cost(n, goal) for every node n and every goal in the list, and h >= 0. */
    static void assertAdmissibleEverywhere(Graph graph, Heuristic h, int... goals) {
        HeuristicCheck check = HeuristicCheck.run(graph, h, goals);
        assertTrue(check.admissible(), check.toString());
        for (int goal : goals) {
            for (int n = 0; n < graph.nodeCount(); n++) {
                assertTrue(h.estimate(n, goal) >= 0, h + " at " + graph.nodeName(n));
            }
        }
    }

    @Test
    void gridLandmarksAreAdmissibleOnEveryNodeAndExactAtLandmarks() {
        GridGraph grid = GridGraph.octile(LandmarkTestMaps.randomMap(40, 30, 25, 1));
        GridGraph open = GridGraph.octile(GridMap.of("........", "........", "........"));
        LandmarkTables tables = LandmarkTables.build(open, open.node(0, 0), open.node(7, 2));
        LandmarkHeuristic h = new LandmarkHeuristic(new OctileHeuristic(open), tables);
        assertAdmissibleEverywhere(open, h, 0, 5, 23);

        LandmarkTables t = LandmarkTables.build(grid, passable(grid, 0), passable(grid, 400), passable(grid, 850));
        LandmarkHeuristic lh = new LandmarkHeuristic(new OctileHeuristic(grid), t);
        assertAdmissibleEverywhere(grid, lh, passable(grid, 3), passable(grid, 700), t.landmark(1));
        // Exact when the goal is a landmark (to the rounding of mathematically equal sums).
        double[] toLandmark = new AStar(grid).costsFrom(t.landmark(1));
        for (int n = 0; n < grid.nodeCount(); n++) {
            if (toLandmark[n] < Double.POSITIVE_INFINITY) {
                assertEquals(toLandmark[n], lh.estimate(n, t.landmark(1)), 1e-9);
            }
        }
        assertEquals(8L * grid.nodeCount() * 3, t.bytes());
    }

    @Test
    void directedGraphsUseBothTablesAndStayAdmissible() {
        DirectedGraph g = LandmarkTestMaps.randomDirected(60, 200, 7);
        LandmarkTables t = LandmarkTables.build(g, 0, 17, 33, 59);
        assertTrue(!t.symmetric());
        assertEquals(2L * 8 * 60 * 4, t.bytes());
        LandmarkHeuristic h = new LandmarkHeuristic(Heuristic.ZERO, t);
        assertAdmissibleEverywhere(g, h, 0, 5, 17, 40, 59);
        // The bound from the table *to* a landmark is exact for goal = landmark.
        double[] toL = new AStar(g.reversed()).costsFrom(17);
        for (int n = 0; n < 60; n++) {
            if (toL[n] < Double.POSITIVE_INFINITY) {
                assertEquals(toL[n], h.estimate(n, 17), 1e-9);
            }
        }
    }

    @Test
    void unitCostsUseBreadthFirstSearchWithTheSameCostsStoredExactly() {
        GridGraph four = GridGraph.fourConnected(LandmarkTestMaps.randomMap(30, 20, 20, 3));
        assertTrue(BreadthFirst.unitCosts(four));
        int l = passable(four, 10);
        double[] dijkstra = new AStar(four).costsFrom(l);
        assertArrayEquals(dijkstra, BreadthFirst.hopsFrom(four, l));
        LandmarkTables t = LandmarkTables.build(four, l);
                for (int n = 0; n < four.nodeCount(); n++) {
            assertEquals(dijkstra[n], t.from(0, n));
        }
    }

    /** The i-th passable cell. */
    static int passable(GridGraph g, int i) {
        for (int n = 0; n < g.nodeCount(); n++) {
            if (g.map().passable(n) && i-- == 0) {
                return n;
            }
        }
        throw new IllegalArgumentException("too few passable cells");
    }
}
