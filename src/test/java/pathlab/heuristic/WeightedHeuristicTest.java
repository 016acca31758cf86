package pathlab.heuristic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.ProjectMaps;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.TieBreak;

/**
 * Weighted A* keeps the lecture's bound ("no more than x too long"): with w times an admissible
 * heuristic, every path costs at most w times the optimum; at w = 1 it is optimal.
 */
class WeightedHeuristicTest {

    @Test
    void pathsStayWithinTheBound() {
        GridGraph g = GridGraph.octile(ProjectMaps.byName("outdoor").generate());
        int[] passable = IntStream.range(0, g.nodeCount()).filter(g.map()::passable).toArray();
        Random random = new Random(7);
        OctileHeuristic octile = new OctileHeuristic(g);
        AStar astar = new AStar(g, SearchOptions.grid());
        AStar dijkstra = new AStar(g, SearchOptions.grid());
        for (int q = 0; q < 20; q++) {
            int start = passable[random.nextInt(passable.length)];
            int goal = passable[random.nextInt(passable.length)];
            double optimal = dijkstra.search(start, goal, Heuristic.ZERO).cost();
            assertEquals(optimal, astar.search(start, goal, WeightedHeuristic.of(1, octile)).cost(), 1e-9);
            for (double w : new double[] {1.1, 1.5, 2, 3}) {
                double cost = astar.search(start, goal, WeightedHeuristic.of(w, octile)).cost();
                assertTrue(cost <= w * optimal + 1e-9, "w " + w + ": cost " + cost + ", optimum " + optimal);
            }
        }
    }

    @Test
    void gridSearchesBreakTiesTowardTheLargerCostSoFar() {
        assertEquals(TieBreak.HIGH_G, SearchOptions.grid().ties());
        assertEquals(TieBreak.FIFO, SearchOptions.lecture().ties());
    }
}
