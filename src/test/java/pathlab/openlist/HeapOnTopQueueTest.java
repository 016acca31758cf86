package pathlab.openlist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.ObstacleGenerator;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.search.TieBreak;

/**
 * The heap-on-top queue gives the tuned heap's searches: on a sample of Moving AI scenarios, with
 * the grid's ties (toward the larger cost-so-far) and first-in-first-out ties, the same path,
 * cost and expansions, with every key inside its window (no fall-back); and where keys do not
 * only grow (an inconsistent heuristic), the same search still, the nodes outside the window
 * counted as fallen back to the heap. The lecture's listings with every open list are checked by
 * {@code LectureListingsTest}, random operations by {@code OpenListTest}.
 */
class HeapOnTopQueueTest {
    private static final Path MAPS = Path.of("../shared/maps");
    private static final int PER_MAP = 24;

    @ParameterizedTest
    @ValueSource(strings = {"dao/den520d", "dao/brc202d", "maze/maze512-1-0", "random/random512-25-0", "room/8room_000",
            "street/Boston_0_256"})
    void sameSearchAsTheHeapOnMovingAiScenarios(String name) {
        Path scenarios = MAPS.resolve(name + ".map.scen");
        Assumptions.assumeTrue(Files.isRegularFile(scenarios), "no Moving AI maps at " + MAPS);
        List<Scenario> all = Scenario.read(scenarios);
        GridGraph grid = GridGraph.octile(GridMap.read(MAPS.resolve(name + ".map")));
        Heuristic octile = new OctileHeuristic(grid);
        for (TieBreak ties : List.of(TieBreak.HIGH_G, TieBreak.FIFO)) {
            SearchOptions options = SearchOptions.grid().withTies(ties);
            AStar heap = new AStar(grid, options);
            AStar buckets = new AStar(grid, options.withOpenList(OpenListKind.HEAP_ON_TOP));
            for (int i = 0; i < PER_MAP; i++) {
                // Evenly through the shorter half of the file (it sorts queries by length), to stay fast.
                Scenario s = all.get((int) ((long) (2 * i + 1) * all.size() / (4 * PER_MAP)));
                int start = grid.node(s.startX(), s.startY());
                int goal = grid.node(s.goalX(), s.goalY());
                SearchResult expected = heap.search(start, goal, octile);
                SearchResult actual = buckets.search(start, goal, octile);
                String what = name + " " + ties.label() + " " + s;
                assertEquals(expected.cost(), actual.cost(), what);
                assertEquals(expected.path(), actual.path(), what);
                assertEquals(expected.expanded(), actual.expanded(), what);
                assertEquals(0, actual.openList().fellBack(), what + ": keys only grow, every one in the window");
            }
        }
    }

    /** A heuristic that jumps around on a grid: keys drop below the current bucket and fall back. */
    @Test
    void keysThatDoNotOnlyGrowFallBackToTheHeap() {
        GridGraph grid = GridGraph.octile(ObstacleGenerator.generate(64, 64, 0.25, 0, 3));
        Heuristic jumpy = (node, goal) -> node == goal ? 0 : (node * 7919 % 13) * 0.5;
        AStar heap = new AStar(grid, SearchOptions.grid());
        AStar buckets = new AStar(grid, SearchOptions.grid().withOpenList(OpenListKind.HEAP_ON_TOP));
        long fellBack = 0;
        for (int start = 0; start < grid.nodeCount(); start += 97) {
            int goal = grid.nodeCount() - 1 - start;
            if (!grid.mayReach(start, goal)) {
                continue;
            }
            SearchResult expected = heap.search(start, goal, jumpy);
            SearchResult actual = buckets.search(start, goal, jumpy);
            assertEquals(expected.path(), actual.path());
            assertEquals(expected.expanded(), actual.expanded());
            assertEquals(expected.reopened(), actual.reopened());
            fellBack += actual.openList().fellBack();
        }
        assertTrue(fellBack > 100, "an inconsistent heuristic's keys fall back to the heap: " + fellBack);
    }
}
