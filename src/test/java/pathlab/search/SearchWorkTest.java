package pathlab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.OctileHeuristic;
import pathlab.openlist.OpenListCounters;

/**
 * The work of the benchmark's search, pinned, so that a change that makes A* do more per
 * expansion fails a test without timing anything: octile A* with {@link SearchOptions#grid()}
 * (the goal rule, ties toward the larger cost-so-far, the default open list) on the project's
 * maps, 50 queries each between passable cells of one component drawn with a seeded
 * {@link Random}. The counts are exact and the same on every machine: expansions (what the
 * search does) and the open list's comparisons, element moves and nodes handed out by its queue
 * of ties (what each expansion costs it). Times live in {@code pathlab bench astar}, which can run
 * an older build beside this one ({@code --against}).
 *
 * <p>When a deliberate change alters the work, the message gives the new numbers and the work per
 * expansion; update the row and say in the commit why the work changed.
 */
class SearchWorkTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            // map,        expanded, comparisons, moves,  queued
            "indoor.map,   83770,    692872,      601650, 10182",
            "outdoor.map,  20054,    248404,      211278, 5195",
            "maze.map,     62964,    363337,      304000, 9949",
    })
    void workOfTheGridSearchIsPinned(String map, long expanded, long comparisons, long moves, long queued) {
        GridGraph grid = GridGraph.octile(GridMap.read(Path.of("maps", map)));
        AStar astar = new AStar(grid, SearchOptions.grid());
        OctileHeuristic octile = new OctileHeuristic(grid);
        Random random = new Random(26);
        long[] work = new long[4];
        for (int query = 0; query < 50; ) {
            int start = random.nextInt(grid.nodeCount());
            int goal = random.nextInt(grid.nodeCount());
            if (!grid.passable(start) || !grid.mayReach(start, goal)) {
                continue;
            }
            SearchResult r = astar.search(start, goal, octile);
            OpenListCounters c = r.openList();
            work[0] += r.expanded();
            work[1] += c.comparisons();
            work[2] += c.moves();
            work[3] += c.queued();
            query++;
        }
        String found = String.format("%s: expanded %d, comparisons %d (%.3f per expansion), moves %d (%.3f), queued %d",
                map, work[0], work[1], (double) work[1] / work[0], work[2], (double) work[2] / work[0], work[3]);
        assertEquals(expanded + "," + comparisons + "," + moves + "," + queued,
                work[0] + "," + work[1] + "," + work[2] + "," + work[3], found);
    }
}
