package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.graph.Connection;
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
        assertEquals("grid-only gdx-ai jgrapht jgrapht-rounded", String.join(" ", peers.stream().limit(4).map(PeerAStar::name).toList()));
        assertTrue(peers.stream().anyMatch(p -> p.name().equals("pathlab/heap-on-top")));
        assertTrue(peers.stream().anyMatch(p -> p.name().equals("pathlab/general")), "the lecture's engine as a peer");
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
     * expansions, the same cost and the same connections back from the goal, query by query, in
     * open ground, in a maze, and with √2 itself as the diagonal cost, whose sums round
     * differently in different orders, so that nodes get cheaper routes that round to the same
     * estimated-total-cost and closed nodes are reopened.
     */
    @Test
    void gridOnlyDoesWhatOursDoes() {
        long reopened = 0;
        for (GridGraph grid : List.of(GridGraph.octile(ObstacleGenerator.generate(60, 50, 0.3, 0, 7)),
                GridGraph.octile(MazeGenerator.generate(41, 41, 1, 3)),
                new GridGraph(ObstacleGenerator.generate(60, 50, 0.2, 2, 11), GridGraph.Moves.EIGHT, GridGraph.SQRT2,
                        false))) {
            AStar astar = new AStar(grid, SearchOptions.grid());
            OctileHeuristic octile = new OctileHeuristic(grid);
            GridOnlyAStar.Search gridOnly = new GridOnlyAStar.Search(grid);
            int compared = 0;
            for (int start = 0; start < grid.nodeCount(); start += 11) {
                int goal = (start * 7919 + 13) % grid.nodeCount();
                String query = grid + " " + start + ">" + goal;
                SearchResult ours = astar.search(start, goal, octile);
                long before = gridOnly.expanded;
                assertEquals(ours.cost(), gridOnly.cost(start, goal), 0, query);
                assertEquals(ours.expanded(), gridOnly.expanded - before, query);
                if (ours.found()) {
                    List<Integer> path = new ArrayList<>();
                    for (int node = goal; node != start; node = gridOnly.connection(node) >>> 3) {
                        path.add(0, gridOnly.connection(node));
                    }
                    assertEquals(ours.path().stream().map(Connection::id).toList(), path, query);
                    compared++;
                }
                reopened += ours.reopened();
            }
            assertTrue(compared > 20, grid + ": only " + compared + " queries with a path");
        }
        assertTrue(reopened > 0, "no query reopened a node: the reopening branch went untested");
    }
}
