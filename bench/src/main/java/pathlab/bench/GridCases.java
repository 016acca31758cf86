package pathlab.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.ObstacleGenerator;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;

/**
 * The grid maps benchmarks search, with their queries: A* with the octile heuristic on
 * 8-connected grids, the Moving AI rules (diagonal √2, no corner cutting).
 * <ul>
 * <li>{@link #generated}: a square map of a given size with random obstacles, seeded, so that the
 *     size can grow while the kind of map stays the same; queries are random pairs of cells that
 *     are connected.
 * <li>{@link #movingAi}: a Moving AI map and a sample of its scenario file, spread evenly over the
 *     file (which lists queries from short to long).
 * </ul>
 */
public final class GridCases {
    /** The share of cells a generated map blocks, as in the benchmarks' random512-25 maps. */
    public static final double OBSTACLES = 0.25;

    private GridCases() {}

    /**
     * A {@code size} x {@code size} map with {@link #OBSTACLES} of its cells blocked one by one at
     * random ({@link ObstacleGenerator} with radius 0), and {@code queries} random start-goal pairs
     * in the same connected component; the same seed gives the same map and queries.
     */
    public static BenchCase generated(int size, int queries, long seed) {
        if (size < 2 || queries < 1) {
            throw new IllegalArgumentException("a generated map needs a size >= 2 and at least one query");
        }
        GridGraph graph = GridGraph.octile(ObstacleGenerator.generate(size, size, OBSTACLES, 0, seed));
        Random random = new Random(seed * 1_000_003L + size);
        return randomQueries("random-" + size, graph, queries, random);
    }

    /** A map, named in reports, with {@code queries} random start-goal pairs in the same component. */
    public static BenchCase onMap(String name, GridMap map, int queries, long seed) {
        return randomQueries(name, GridGraph.octile(map), queries, new Random(seed));
    }

    private static BenchCase randomQueries(String name, GridGraph graph, int queries, Random random) {
        int[] starts = new int[queries];
        int[] goals = new int[queries];
        int cells = graph.nodeCount();
        for (int i = 0; i < queries; i++) {
            do {
                starts[i] = random.nextInt(cells);
                goals[i] = random.nextInt(cells);
            } while (starts[i] == goals[i] || !graph.mayReach(starts[i], goals[i]));
        }
        return new BenchCase(name, cells, graph, new OctileHeuristic(graph), starts, goals);
    }

    /**
     * A Moving AI map (file {@code NAME.map} in {@code folder}) with {@code queries} scenarios of
     * {@code NAME.map.scen}, taken at even steps through the file so that short and long paths
     * are both sampled.
     */
    public static BenchCase movingAi(Path folder, String name, int queries) {
        return fromScenarios(folder, name, all -> {
            int n = Math.min(queries, all.size());
            List<Scenario> chosen = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                chosen.add(all.get((int) ((long) i * all.size() / n)));
            }
            return chosen;
        });
    }

    /**
     * A Moving AI map with its {@code queries} longest scenarios (by optimal length, longest
     * first): the queries where a heuristic matters most, and the ones the cluster benchmark's
     * speed-ups are measured on.
     */
    public static BenchCase longest(Path folder, String name, int queries) {
        return fromScenarios(folder, name, all -> all.stream()
                .sorted(Comparator.comparingDouble(Scenario::optimalLength).reversed()).limit(queries).toList());
    }

    /** The map {@code NAME.map} of the folder with the scenarios {@code choose} picks from {@code NAME.map.scen}. */
    private static BenchCase fromScenarios(Path folder, String name, UnaryOperator<List<Scenario>> choose) {
        Path mapFile = folder.resolve(name + ".map");
        Path scenFile = folder.resolve(name + ".map.scen");
        if (!Files.exists(mapFile) || !Files.exists(scenFile)) {
            throw new IllegalArgumentException("no map " + mapFile + " with its scenarios " + scenFile);
        }
        GridMap map = GridMap.read(mapFile);
        GridGraph graph = GridGraph.octile(map);
        List<Scenario> scenarios = choose.apply(Scenario.read(scenFile));
        int[] starts = new int[scenarios.size()];
        int[] goals = new int[scenarios.size()];
        for (int i = 0; i < starts.length; i++) {
            starts[i] = graph.node(scenarios.get(i).startX(), scenarios.get(i).startY());
            goals[i] = graph.node(scenarios.get(i).goalX(), scenarios.get(i).goalY());
        }
        return new BenchCase(name, map.cellCount(), graph, new OctileHeuristic(graph), starts, goals);
    }

    /**
     * The Dragon Age maps {@code names} of {@code maps/dao}, each with {@code queries} scenarios;
     * none when the names are just {@code none}, or when the folder is absent (then a line says so,
     * since benchmarks run without ../shared/maps too).
     */
    public static List<BenchCase> dragonAge(Path maps, List<String> names, int queries) {
        Path folder = maps.resolve("dao");
        List<BenchCase> cases = new ArrayList<>();
        if (names.equals(List.of("none"))) {
            return cases;
        }
        if (!Files.isDirectory(folder)) {
            System.out.println("(no Dragon Age maps at " + folder + ")");
            return cases;
        }
        for (String name : names) {
            cases.add(movingAi(folder, name, queries));
        }
        return cases;
    }
}
