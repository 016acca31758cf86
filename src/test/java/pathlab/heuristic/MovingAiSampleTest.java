package pathlab.heuristic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import pathlab.grid.GridMap;
import pathlab.grid.Scenario;
import pathlab.search.SearchOptions;

/**
 * A fixed sample of the Moving AI benchmark scenarios, two dozen per map of each class (dao,
 * maze, room, random, street, sc1): our octile A* must find the published optimal lengths. The whole set runs with {@code pathlab scen --all}.
 * Skipped when ../shared/maps is absent.
 */
class MovingAiSampleTest {
    private static final Path MAPS = Path.of("../shared/maps");
    private static final int PER_MAP = 24;

    @ParameterizedTest
    @ValueSource(strings = {"dao/den520d", "dao/brc202d", "dao/lak303d", "maze/maze512-8-0", "room/8room_000",
            "random/random512-25-0", "street/Boston_0_256", "sc1/AcrosstheCape"})
    void sampleOfScenariosHasOptimalCosts(String name) {
        Path scenarios = MAPS.resolve(name + ".map.scen");
        Assumptions.assumeTrue(Files.isRegularFile(scenarios), "no Moving AI maps at " + MAPS);
        List<Scenario> all = Scenario.read(scenarios);
        List<Scenario> sample = new ArrayList<>();
        // Evenly through the shorter half of the file (it sorts queries by length), to stay fast.
        for (int i = 0; i < PER_MAP; i++) {
            sample.add(all.get((int) ((long) (2 * i + 1) * all.size() / (4 * PER_MAP))));
        }
        ScenarioValidation.Summary summary = new ScenarioValidation(OctileHeuristic::new, SearchOptions.grid())
                .run(name, GridMap.read(MAPS.resolve(name + ".map")), sample);
        assertEquals(PER_MAP, summary.scenarios());
        assertEquals(0, summary.mismatches(), summary.examples().toString());
        assertTrue(summary.meanExpanded() > 0);
    }
}
