package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.graph.Graph;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.HeuristicCheck;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.landmark.LandmarkHeuristic;
import pathlab.heuristic.landmark.LandmarkTables;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/**
 * Stale landmark tables after the map changes ({@link MapChange}): a broken wall makes them
 * overestimate and A* return a longer path until they are refreshed; a new wall only weakens them.
 */
class MapChangeTest {
    // A wall down the middle, open only at the bottom.
    private final GridMap map = GridMap.of(
            ".....@.....",
            ".....@.....",
            ".....@.....",
            ".....@.....",
            "...........");
    private final GridGraph grid = GridGraph.octile(map);
    private final LandmarkTables tables = LandmarkTables.build(grid, grid.node(0, 0), grid.node(10, 0));

    @Test
    void breakingAWallMakesStaleTablesOverestimateUntilRefreshed() {
        GridGraph broken = GridGraph.octile(map.withCell(5, 0, '.'));
        assertTrue(tables.isCurrentFor(grid));
        assertTrue(tables.isCurrentFor(GridGraph.octile(map)), "a new graph on the same map is the same");
        assertFalse(tables.isCurrentFor(broken));
        assertArrayEquals(new int[] {0, 1}, tables.staleFor(broken));

        int start = broken.node(4, 0);
        int goal = broken.node(6, 0);
        AStar astar = new AStar(broken, SearchOptions.grid());
        LandmarkHeuristic h = new LandmarkHeuristic(new OctileHeuristic(broken), tables);
        assertTrue(h.estimate(start, goal) > 2, "stale: overestimates the new cost 2");
        SearchResult stale = astar.search(start, goal, h);
        assertTrue(stale.cost() > 2 + 1e-9, "stale tables: not the shortest path, cost " + stale.cost());

        MapChange.Comparison c = MapChange.compare(broken, new OctileHeuristic(broken), tables,
                tables.refresh(broken), List.of(new int[] {start, goal}), SearchOptions.grid());
        assertEquals(1, c.notShortest());

        LandmarkTables half = tables.refresh(broken, 0);             // one landmark at a time
        assertArrayEquals(new int[] {1}, half.staleFor(broken));
        LandmarkTables fresh = tables.refreshInBackground(broken).join();
        assertTrue(fresh.isCurrentFor(broken));
        h.use(fresh);
        assertEquals(2, astar.search(start, goal, h).cost(), 1e-9);
        assertAdmissible(broken, h, start, goal, broken.node(10, 4));
    }

    @Test
    void buildingAWallOnlyWeakensStaleTables() {
        GridGraph walled = GridGraph.octile(map.withCell(7, 4, '@').withCell(7, 3, '@'));
        LandmarkHeuristic stale = new LandmarkHeuristic(new OctileHeuristic(walled), tables);
        assertAdmissible(walled, stale, walled.node(0, 0), walled.node(10, 0),
                walled.node(8, 2), walled.node(4, 4));
        assertEquals(0, tables.mapVersion(0));
        assertEquals(2, tables.refresh(walled).mapVersion(1));
    }

    /** The heuristic never overestimates towards any of the goals, from any node. */
    private static void assertAdmissible(Graph graph, Heuristic h, int... goals) {
        HeuristicCheck check = HeuristicCheck.run(graph, h, goals);
        assertTrue(check.admissible(), check.toString());
    }
}
