package pathlab.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/** A recorded grid search: the same search as A* runs, its iterations' current nodes and opened cells. */
class GridTraceTest {

    /** Three rows, a wall in the middle one: from its left end to its right end goes round the wall. */
    private final GridGraph grid = GridGraph.octile(GridMap.of(
            ".....",
            ".@@@.",
            "....."));
    private final int start = grid.node(0, 1);
    private final int goal = grid.node(4, 1);
    private final OctileHeuristic h = new OctileHeuristic(grid);

    @Test
    void recordsEveryIterationOfTheSearch() {
        GridTrace t = GridTrace.record(grid, start, goal, h, SearchOptions.grid());
        SearchResult plain = new AStar(grid, SearchOptions.grid()).search(start, goal, h);
        assertEquals(plain.iterations(), t.iterations());
        assertEquals(plain.cost(), t.result().cost());
        assertEquals(-1, t.current(0));
        assertArrayEquals(new int[] {start}, t.opened(0));
        assertEquals(start, t.current(1));
        assertEquals(0, t.costSoFar(1));
        assertEquals(goal, t.current(t.iterations()), "the goal rule: the goal is the last current node");
        assertEquals(plain.cost(), t.costSoFar(t.iterations()));
        assertArrayEquals(new int[] {grid.node(0, 0), grid.node(0, 2)}, java.util.Arrays.stream(t.opened(1)).sorted().toArray(),
                "the start's neighbours: the diagonals would cut the wall's corner");
        assertThrows(IndexOutOfBoundsException.class, () -> t.current(t.iterations() + 1));
    }

    @Test
    void aSearchThatCannotStartHasItsInitialStateAndSaysWhy() {
        GridGraph split = GridGraph.octile(GridMap.of(
                "..@..",
                "..@..",
                "..@.."));
        OctileHeuristic octile = new OctileHeuristic(split);
        GridTrace fromWall = GridTrace.record(split, split.node(2, 1), split.node(4, 1), octile, SearchOptions.grid());
        assertEquals(0, fromWall.iterations());
        assertEquals(-1, fromWall.current(0));
        assertEquals("No path (0 iterations): the start (2,1) is a wall", fromWall.result().toString());
        assertEquals("No path (0 iterations): the goal (2,0) is a wall",
                GridTrace.record(split, split.node(0, 0), split.node(2, 0), octile, SearchOptions.grid()).result().toString());
        assertEquals("No path (0 iterations): the start (0,0) and the goal (4,2) are in parts of the map no route joins",
                GridTrace.record(split, split.node(0, 0), split.node(4, 2), octile, SearchOptions.grid()).result().toString());
    }

    @Test
    void recordsJumpPointSearchWithTheJumpPointsOnTheLists() {
        GridTrace t = GridTrace.recordJumpPoints(grid, start, goal, h);
        assertEquals(new AStar(grid, SearchOptions.grid()).search(start, goal, h).cost(), t.result().cost());
        assertEquals(6, t.result().path().size(), "the path is filled in cell by cell");
        assertArrayEquals(new int[] {start}, t.opened(0));
        assertArrayEquals(new int[] {grid.node(0, 0), grid.node(0, 2)}, java.util.Arrays.stream(t.opened(1)).sorted().toArray(),
                "the start's jump points: up and down, where the wall's corners force a turn");
        assertEquals(goal, t.current(t.iterations()));
        assertEquals(5, t.iterations(), "the start, the corners above and below it, the far corner above, the goal");
    }

    @Test
    void recordsAnySearchThatReportsToTheListenerItIsGiven() {
        GridTrace library = GridTrace.record(grid, start, goal, h, SearchOptions.grid());
        GridTrace own = GridTrace.record(grid,
                listener -> new AStar(grid, SearchOptions.grid()).search(start, goal, h, listener));
        assertEquals(library.iterations(), own.iterations());
        for (int i = 0; i <= own.iterations(); i++) {
            assertEquals(library.current(i), own.current(i), "iteration " + i);
            assertArrayEquals(library.opened(i), own.opened(i), "iteration " + i);
        }
        SearchResult found = new AStar(grid).search(start, goal, h);
        GridTrace silent = GridTrace.record(grid, listener -> found);
        assertEquals(0, silent.iterations(), "a search that reports nothing has its initial state alone");
        assertEquals(found, silent.result());
    }
}
