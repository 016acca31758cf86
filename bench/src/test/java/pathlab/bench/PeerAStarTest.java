package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.ObstacleGenerator;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;

/** The benchmark's peers find the same costs as ours on a small map. */
class PeerAStarTest {

    @Test
    void peersAgreeWithOurAStar() {
        List<PeerAStar> peers = AStarBench.peers();
        assertEquals("gdx-ai jgrapht jgrapht-rounded", String.join(" ", peers.stream().map(PeerAStar::name).toList()));
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
}
