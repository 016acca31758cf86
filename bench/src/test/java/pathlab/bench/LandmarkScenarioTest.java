package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import pathlab.grid.BenchmarkSet;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.names.Heuristics;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;

/**
 * Landmark A* finds the scenario's optimal length on a sample of the Dragon Age scenarios, both on
 * a grid with √2 itself (first-in-first-out ties) and on the octile grid with its exact-fraction
 * diagonal and the benchmark's high-g ties. The maps come from maps/downloads or ../shared/maps
 * ({@link BenchmarkSet#find}); without them the test is skipped, saying so. (The benchmark checks
 * all scenarios: {@code pathlab bench landmarks --check-all}.)
 */
class LandmarkScenarioTest {
    @ParameterizedTest
    @ValueSource(strings = {"den520d", "brc202d"})
    void landmarkPathsHaveTheScenarioLengths(String name) {
        Optional<Path> found = BenchmarkSet.DAO.find(name + ".map");
        Assumptions.assumeTrue(found.isPresent(), "no Dragon Age map " + name + ".map in maps/downloads/dao or "
                + "../shared/maps/dao (./pathlab maps download dao fetches them)");
        Path map = found.get();
        GridMap gridMap = GridMap.read(map);
        List<Scenario> sample = LandmarkBench.sample(Scenario.read(Path.of(map + ".scen")), 60);
        GridGraph exactRoot = new GridGraph(gridMap, GridGraph.Moves.EIGHT, GridGraph.SQRT2, false);
        for (GridGraph grid : List.of(exactRoot, GridGraph.octile(gridMap))) {
            SearchOptions options = grid == exactRoot ? SearchOptions.grid() : LandmarkBench.options();
            Heuristic landmarks = Heuristics.byName("landmarks:16:farthest", grid);
            LandmarkBench.Measured m = LandmarkBench.measure(new AStar(grid, options), grid, sample, landmarks);
            assertEquals(sample.size(), m.optimal(), name + " on " + grid);
            LandmarkBench.Measured octile = LandmarkBench.measure(new AStar(grid, options), grid, sample, new OctileHeuristic(grid));
            assertTrue(m.expanded() < octile.expanded(), "landmarks expand fewer nodes than octile");
        }
    }
}
