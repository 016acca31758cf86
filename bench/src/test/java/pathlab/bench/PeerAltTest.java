package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.landmark.LandmarkPlacement;

/** The landmark benchmark's peer agrees with our path costs. */
class PeerAltTest {

    @Test
    void jgraphtAltFindsTheSameCosts() {
        List<PeerAlt> peers = List.of(new JGraphTAlt());
        GridGraph grid = GridGraph.octile(GridMap.read(java.nio.file.Path.of("maps/indoor.map")));
        int[] landmarks = LandmarkPlacement.FARTHEST.place(grid, 4, new OctileHeuristic(grid), 1);
        List<Scenario> queries = LandmarkBench.randomQueries(grid, 20, 3);
        for (PeerAlt peer : peers) {
            PeerAlt.Query query = peer.prepare(grid).landmarks(landmarks);
            for (Scenario s : queries) {
                double cost = query.cost(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()));
                assertEquals(s.optimalLength(), cost, 1e-9, peer.name());
                // Every path node but the goal is expanded, a path takes at least max(|dx|, |dy|)
                // moves, and a consistent heuristic expands no cell twice.
                int moves = Math.max(Math.abs(s.goalX() - s.startX()), Math.abs(s.goalY() - s.startY()));
                assertTrue(query.expanded() >= moves && query.expanded() <= grid.map().passableCount(),
                        query.expanded() + " expanded for a path of at least " + moves + " moves");
            }
        }
    }
}
