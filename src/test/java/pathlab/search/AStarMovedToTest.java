package pathlab.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.OctileHeuristic;

/**
 * An engine moved to an edited map ({@link AStar#movedTo}) searches exactly as a new engine on that
 * map, whatever the search before the move touched; the engine it came from refuses to search, and
 * a graph of another size is refused, each with one line.
 */
class AStarMovedToTest {

    private static final GridMap OPEN = GridMap.of(
            "........",
            "........",
            "........",
            "........");

    @Test
    void aMovedEngineSearchesAsANewOneOnTheEditedMap() {
        GridGraph before = GridGraph.octile(OPEN);
        AStar engine = new AStar(before, SearchOptions.grid());
        engine.search(before.node(0, 0), before.node(7, 3), new OctileHeuristic(before));
        GridGraph walled = GridGraph.octile(OPEN.withCell(3, 0, '@').withCell(3, 1, '@').withCell(3, 2, '@'));
        AStar moved = engine.movedTo(walled);
        for (int[] q : new int[][] {{0, 0, 7, 0}, {0, 3, 7, 0}, {7, 3, 0, 0}}) {
            int start = walled.node(q[0], q[1]);
            int goal = walled.node(q[2], q[3]);
            SearchResult expected = new AStar(walled, SearchOptions.grid()).search(start, goal, new OctileHeuristic(walled));
            SearchResult actual = moved.search(start, goal, new OctileHeuristic(walled));
            assertEquals(expected.cost(), actual.cost(), "cost");
            assertEquals(expected.path(), actual.path(), "path");
            assertEquals(expected.iterations(), actual.iterations(), "iterations");
            assertArrayEquals(expected.fill().reached(), actual.fill().reached(), "fill");
        }
    }

    @Test
    void theEngineItCameFromRefusesToSearch() {
        GridGraph grid = GridGraph.octile(OPEN);
        AStar engine = new AStar(grid, SearchOptions.grid());
        engine.movedTo(GridGraph.octile(OPEN.withCell(1, 1, '@')));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> engine.search(0, 1, Heuristic.ZERO));
        assertEquals("this engine's arrays moved to another graph's engine (movedTo): search with that one",
                e.getMessage());
    }

    @Test
    void aGraphOfAnotherSizeIsRefused() {
        AStar engine = new AStar(GridGraph.octile(OPEN), SearchOptions.grid());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> engine.movedTo(GridGraph.octile(GridMap.of("..", ".."))));
        assertEquals("an engine for 32 nodes cannot move to a graph of 4 nodes", e.getMessage());
    }
}
