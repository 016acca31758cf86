package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Scenario;
import pathlab.heuristic.Heuristic;
import pathlab.heuristic.Heuristics;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;

/**
 * Landmark A* finds the scenario's optimal length on a sample of the Dragon Age scenarios, both on
 * the plain octile grid and on the benchmark's grid (exact-fraction diagonal, high-g ties). Skips
 * when ../shared/maps is absent. (The benchmark checks all scenarios: --check-all.)
 */
class LandmarkScenarioTest {
    private static final Path DAO = Path.of("../shared/maps/dao");

    @ParameterizedTest
    @ValueSource(strings = {"den520d", "brc202d"})
    void landmarkPathsHaveTheScenarioLengths(String name) {
        Path map = DAO.resolve(name + ".map");
        Assumptions.assumeTrue(Files.exists(map), "no Dragon Age maps in " + DAO);
        GridMap gridMap = GridMap.read(map);
        List<Scenario> sample = LandmarkBench.sample(Scenario.read(Path.of(map + ".scen")), 60);
        for (GridGraph grid : List.of(GridGraph.octile(gridMap), LandmarkBench.graph(gridMap))) {
            SearchOptions options = grid.diagonalCost() == GridGraph.SQRT2 ? SearchOptions.grid() : LandmarkBench.options();
            Heuristic landmarks = Heuristics.byName("landmarks:16:farthest", grid);
            LandmarkBench.Measured m = LandmarkBench.measure(new AStar(grid, options), grid, sample, landmarks);
            assertEquals(sample.size(), m.optimal(), name + " on " + grid);
            LandmarkBench.Measured octile = LandmarkBench.measure(new AStar(grid, options), grid, sample, new OctileHeuristic(grid));
            assertTrue(m.expanded() < octile.expanded(), "landmarks expand fewer nodes than octile");
        }
    }
}
