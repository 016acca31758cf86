package pathlab.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;

import org.junit.jupiter.api.Test;

import pathlab.bench.AStarBench;
import pathlab.bench.ClusterBench;
import pathlab.bench.LandmarkBench;
import pathlab.bench.WeightedBench;
import picocli.CommandLine;

/**
 * The benchmark classes decide what a run measures by default; each command's --help names those
 * defaults in words, and must name them as the benchmark has them.
 */
class BenchHelpTest {

    @Test
    void landmarksHelpNamesTheBenchmarksMapsAndCheck() {
        assertEquals("a map to measure (repeatable; default: " + String.join(" ", LandmarkBench.MAPS) + ")",
                description(new LandmarksBenchCommand(), "--map"));
        assertTrue(description(new LandmarksBenchCommand(), "--check-all").contains(" " + LandmarkBench.CHECKED + " "));
    }

    @Test
    void clusterHelpNamesTheBenchmarksMapsAndSizes() {
        assertTrue(description(new ClusterBenchCommand(), "--dao").endsWith(
                "(default: " + String.join(",", ClusterBench.DRAGON_AGE) + ")"));
        assertEquals("sector sizes (default: " + Arrays.stream(ClusterBench.SIZES).mapToObj(String::valueOf)
                .collect(Collectors.joining(",")) + ")", description(new ClusterBenchCommand(), "--sizes"));
    }

    @Test
    void weightedHelpNamesTheBenchmarksMapsHeuristicsAndWeights() {
        assertEquals("Dragon Age maps (default: " + String.join(",", WeightedBench.MAPS) + ")",
                description(new WeightedBenchCommand(), "--dao"));
        assertEquals("admissible heuristics to weigh (default: " + String.join(",", WeightedBench.HEURISTICS) + ")",
                description(new WeightedBenchCommand(), "--heuristics"));
        String weights = DoubleStream.of(WeightedBench.WEIGHTS)
                .mapToObj(w -> w == Math.rint(w) ? String.valueOf((long) w) : String.valueOf(w))
                .collect(Collectors.joining(","));
        assertEquals("weights, the first 1 (default: " + weights + ")", description(new WeightedBenchCommand(), "--weights"));
    }

    @Test
    void astarHelpNamesTheBenchmarksMaps() {
        String maps = AStarBench.MAPS.stream().map(m -> Path.of(m).getFileName().toString().replace(".map", ""))
                .collect(Collectors.joining(", "));
        assertEquals("Time octile A* against its grid-only rewrite and gdx-ai (JGraphT with --peers) on " + maps + ".",
                new CommandLine(new AStarBenchCommand()).getCommandSpec().usageMessage().description()[0]);
    }

    private static String description(Object command, String option) {
        return String.join(" ", new CommandLine(command).getCommandSpec().findOption(option).description());
    }
}
