package pathlab.heuristic;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Scenario;
import pathlab.search.Costs;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/**
 * Runs the queries of Moving AI scenario files and compares each path's cost with the file's
 * optimal length (within the files' rounding, {@link Scenario#matches}): the check that our A*
 * finds optimal paths on the benchmark maps, under the benchmarks' rules (8 neighbours, diagonal
 * √2, no corner cutting).
 *
 * <p>The searches run on the grid engine where it applies ({@link GridSearch}). One validation can run several files ({@link #run}); each gives a {@link Summary} row, and
 * {@link #total()} sums all of them. Times are the searches' own (map reading excluded), on one
 * thread, so they are only indicative.
 *
 * <pre>
 *   ScenarioValidation v = new ScenarioValidation(OctileHeuristic::new, SearchOptions.grid());
 *   Summary s = v.run(Path.of("den520d.map.scen"), null);   // the map is found beside the file
 * </pre>
 */
public final class ScenarioValidation {

    /**
     * The result of running scenarios.
     *
     * @param name the scenario file's name, or {@code total}
     * @param scenarios how many queries ran
     * @param mismatches how many found a cost other than the optimal length
     * @param meanExpanded the mean number of expanded nodes per query
     * @param medianExpanded the median number of expanded nodes per query
     * @param millis the time spent searching, in milliseconds
     * @param examples up to a few mismatches, described
     */
    public record Summary(String name, int scenarios, int mismatches, double meanExpanded, double medianExpanded,
                          double millis, List<String> examples) {}

    private static final int EXAMPLES = 5;

    private final Function<GridGraph, Heuristic> heuristic;
    private final SearchOptions options;
    private int[] expanded = new int[1024];   // of every query run so far
    private int count;
    private int mismatches;
    private long nanos;
    private final List<String> examples = new ArrayList<>();

    /** A validation with the heuristic made for each map by {@code heuristic}, and search options. */
    public ScenarioValidation(Function<GridGraph, Heuristic> heuristic, SearchOptions options) {
        this.heuristic = heuristic;
        this.options = options;
    }

    /**
     * The map of a scenario file: the last part of its map field (such as {@code maps/dao/den520d.map}),
     * in the scenario file's folder.
     */
    public static Path mapBeside(Path scenarioFile, List<Scenario> scenarios) {
        if (scenarios.isEmpty()) {
            throw new IllegalArgumentException(scenarioFile + ": no scenarios, so no map to find");
        }
        Path map;
        try {
            map = scenarioFile.resolveSibling(scenarios.get(0).mapFileName());
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(scenarioFile + ": its map field names no possible file"
                    + " (give the map with --map)");
        }
        if (!Files.isRegularFile(map)) {
            throw new IllegalArgumentException(scenarioFile + ": its map " + map + " does not exist (give the map with --map)");
        }
        return map;
    }

    /** Runs every query of a scenario file on its map ({@code mapFile}, or null for the map beside it). */
    public Summary run(Path scenarioFile, Path mapFile) {
        Path mapPath = mapFile != null ? mapFile : mapBeside(scenarioFile, Scenario.read(scenarioFile));
        GridMap map = GridMap.read(mapPath);
        return run(scenarioFile.getFileName().toString(), map, Scenario.read(scenarioFile, map));
    }

    /** Runs the queries on the map; {@code name} names them in the summary. */
    public Summary run(String name, GridMap map, List<Scenario> scenarios) {
        GridGraph grid = GridGraph.octile(map);
        Heuristic h = heuristic.apply(grid);
        // Counters off: nothing here reads the open list's counts, and the grid engine keeps none.
        GridSearch search = GridSearch.of(grid, options.withCounters(false), h);
        int first = count;
        int mismatchesBefore = mismatches;
        long nanosBefore = nanos;
        List<String> fileExamples = new ArrayList<>();
        for (Scenario s : scenarios) {
            long t0 = System.nanoTime();
            SearchResult r = search.search(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()));
            nanos += System.nanoTime() - t0;
            if (count == expanded.length) {
                expanded = Arrays.copyOf(expanded, 2 * count);
            }
            expanded[count++] = r.expanded();
            if (!s.matches(r.cost())) {
                mismatches++;
                if (fileExamples.size() < EXAMPLES) {
                    fileExamples.add(name + ": (" + s.startX() + "," + s.startY() + ") to ("
                            + s.goalX() + "," + s.goalY() + "): cost " + Costs.format(r.cost()) + ", optimal "
                            + Costs.format(s.optimalLength()));
                }
            }
        }
        if (examples.size() < EXAMPLES) {
            examples.addAll(fileExamples.subList(0, Math.min(fileExamples.size(), EXAMPLES - examples.size())));
        }
        return summary(name, first, mismatches - mismatchesBefore, nanos - nanosBefore,
                fileExamples);
    }

    /** All queries run so far. */
    public Summary total() {
        return summary("total", 0, mismatches, nanos, examples);
    }

    private Summary summary(String name, int from, int mismatchCount, long time, List<String> mismatchExamples) {
        int n = count - from;
        int[] sorted = Arrays.copyOfRange(expanded, from, count);
        Arrays.sort(sorted);
        double mean = n == 0 ? 0 : Arrays.stream(sorted).asLongStream().sum() / (double) n;
        double median = n == 0 ? 0 : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
        return new Summary(name, n, mismatchCount, mean, median, time / 1e6, List.copyOf(mismatchExamples));
    }
}
