package pathlab.heuristic.landmark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.names.Heuristics;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

class LandmarkPlacementTest {
    private final GridGraph grid = GridGraph.octile(LandmarkTestMaps.randomMap(48, 32, 20, 5));
    private final Heuristic octile = new OctileHeuristic(grid);

    @Test
    void everyPlacementGivesDistinctPassableLandmarksAndIsReproducible() {
        for (LandmarkPlacement p : LandmarkPlacement.values()) {
            int[] l = p.place(grid, 6, octile, 42);
            assertEquals(6, l.length, p.label());
            assertEquals(6, Arrays.stream(l).distinct().count(), p.label() + " " + Arrays.toString(l));
            for (int node : l) {
                assertTrue(grid.map().passable(node), p.label());
            }
            assertArrayEquals(l, p.place(grid, 6, octile, 42), p.label() + " is deterministic");
            LandmarkTablesTest.assertAdmissibleEverywhere(grid,
                    new LandmarkHeuristic(octile, LandmarkTables.build(grid, l)), l[0], 77, 1000);
        }
    }

    @Test
    void cornersComeFirstThenEdgeMiddles() {
        GridGraph open = GridGraph.octile(LandmarkTestMaps.randomMap(9, 5, 0, 1));
        int[] l = LandmarkPlacement.CORNERS.place(open, 5, Heuristic.ZERO, 0);
        assertArrayEquals(new int[] {open.node(0, 0), open.node(8, 0), open.node(8, 4), open.node(0, 4), open.node(4, 0)}, l);
    }

    @Test
    void adaptiveLandmarksMoveTowardsRepeatedGoals() {
        // A wall between start and goal, open only at the bottom: octile explores the left side.
        String[] rows = new String[20];
        for (int y = 0; y < 20; y++) {
            rows[y] = ".".repeat(15) + (y < 19 ? "@" : ".") + ".".repeat(14);
        }
        GridGraph walled = GridGraph.octile(pathlab.grid.GridMap.of(rows));
        Heuristic base = new OctileHeuristic(walled);
        int[] initial = {walled.node(15, 19)};   // at the gap: useless for this pair
        AdaptiveLandmarks adaptive = new AdaptiveLandmarks(walled, base, initial, 10.0, 9);
        AStar astar = new AStar(walled, SearchOptions.grid());
        int start = walled.node(10, 2);
        int goal = walled.node(20, 2);
        SearchResult first = astar.search(start, goal, adaptive.heuristic());
        assertTrue(first.expanded() > 5 * first.path().size(), "a search that explores a large area: " + first.expanded());
        assertTrue(adaptive.afterSearch(first), "a high rate: the least used landmark moves");
        assertEquals(1, adaptive.moves());
        assertTrue(Arrays.stream(adaptive.tables().landmarks()).anyMatch(l -> l == goal));
        // Now the goal is a landmark: the heuristic is exact from the start.
        assertEquals(first.cost(), adaptive.heuristic().estimate(start, goal), 1e-9);
        SearchResult again = astar.search(start, goal, adaptive.heuristic());
        assertEquals(first.cost(), again.cost(), 1e-9);
    }

    @Test
    void theCommandLineNameBuildsLandmarksAndRejectsBadSpecs() {
        Heuristic h = Heuristics.byName("landmarks:4:corners", grid);
        assertTrue(h instanceof LandmarkHeuristic l && l.bounds().count() == 4);
        assertEquals(8, ((LandmarkHeuristic) Heuristics.byName("landmarks:8", grid)).bounds().count());
        for (String bad : new String[] {"landmarks", "landmarks:x", "landmarks:0", "landmarks:4:nowhere"}) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> Heuristics.byName(bad, grid), bad);
            assertTrue(e.getMessage().contains("landmark"), e.getMessage());
        }
    }
}
