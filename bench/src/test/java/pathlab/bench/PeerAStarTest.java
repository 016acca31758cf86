package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.MazeGenerator;
import pathlab.grid.ObstacleGenerator;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/** The benchmark's peers find the same costs as ours on a small map; the grid-only one searches as ours does. */
class PeerAStarTest {

    @Test
    void peersAgreeWithOurAStar() {
        List<PeerAStar> peers = AStarBench.peers();
        assertEquals("grid-only gdx-ai jgrapht jgrapht-rounded", String.join(" ", peers.stream().map(PeerAStar::name).toList()));
        GridGraph grid = GridGraph.octile(ObstacleGenerator.generate(40, 40, 0.25, 0, 4));
        AStar astar = new AStar(grid, SearchOptions.grid());
        OctileHeuristic octile = new OctileHeuristic(grid);
        for (PeerAStar peer : peers) {
            PeerAStar.Query query = peer.prepare(grid);
            for (int start = 0; start < grid.nodeCount(); start += 97) {
                int goal = grid.nodeCount() - 1 - start;
                if (grid.mayReach(start, goal)) {
                    assertEquals(astar.search(start, goal, octile).cost(), query.cost(start, goal), 1e-9, peer.name());
                }
            }
        }
    }

    /**
     * The grid-only A* is a measuring stick only if it does the library's work, no less: the same
     * expansions and the same cost, query by query, in open ground and in a maze.
     */
    @Test
    void gridOnlyExpandsWhatOursExpands() {
        for (GridGraph grid : List.of(GridGraph.octile(ObstacleGenerator.generate(60, 50, 0.3, 0, 7)),
                GridGraph.octile(MazeGenerator.generate(41, 41, 1, 3)))) {
            AStar astar = new AStar(grid, SearchOptions.grid());
            OctileHeuristic octile = new OctileHeuristic(grid);
            GridOnlyAStar.Search gridOnly = new GridOnlyAStar.Search(grid);
            int compared = 0;
            for (int start = 0; start < grid.nodeCount(); start += 11) {
                int goal = (start * 7919 + 13) % grid.nodeCount();
                if (!grid.mayReach(start, goal)) {
                    continue;
                }
                SearchResult ours = astar.search(start, goal, octile);
                long before = gridOnly.expanded;
                assertEquals(ours.cost(), gridOnly.cost(start, goal), 0, grid + " " + start + ">" + goal);
                assertEquals(ours.expanded(), gridOnly.expanded - before, grid + " " + start + ">" + goal);
                compared++;
            }
            assertTrue(compared > 20, grid + ": only " + compared + " queries with a path");
        }
    }
}
