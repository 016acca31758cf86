package pathlab.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import pathlab.graph.Graph;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.landmark.AdaptiveLandmarks;
import pathlab.heuristic.landmark.LandmarkHeuristic;
import pathlab.heuristic.landmark.LandmarkPlacement;
import pathlab.heuristic.landmark.LandmarkTables;
import pathlab.heuristic.names.Heuristics;
import pathlab.io.IoErrors;
import pathlab.io.OutputFiles;
import pathlab.picture.FillPicture;
import pathlab.search.AStar;
import pathlab.search.Dijkstra;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.search.TieBreak;

/**
 * The landmark benchmark, {@code pathlab bench landmarks}: on each map, the long scenario queries
 * (the top half of the buckets) are answered with the octile heuristic, with the perfect heuristic
 * (the exact cost, precomputed per goal: the best case that Red Blob Games' "Improving Heuristics"
 * asks to compare with), and with k = 1, 2, 4, 8, 16 landmarks placed by every strategy; the peers
 * ({@link PeerAlt}: JGraphT's ALT A*) get the same farthest-first landmarks. Every path is checked
 * against the scenario's length.
 *
 * <p>Two choices make grids fair to landmarks, and are the same for every heuristic here:
 * <ul>
 *   <li>ties go to the larger cost-so-far ({@link TieBreak#HIGH_G}, the grid default): with a heuristic that is exact
 *       on a whole region, every node of that region has the same estimated-total-cost, and only
 *       the tie-breaking keeps A* from expanding all of them;</li>
 *   <li>the grid is {@link GridGraph#octile}, whose diagonal cost is √2 rounded to a multiple of
 *       2^-32 ({@link GridGraph#DIAGONAL}), so every cost is an exact binary fraction, sums are
 *       exact, and equal totals really are equal (with √2 itself, g + h along one shortest path
 *       differs in the last bits and ties are lost).</li>
 * </ul>
 *
 * <p>Landmark placements are sequential (each landmark chosen given the previous ones), so the
 * first k of a 16-landmark placement are the k-landmark placement; the adaptive strategy is first
 * trained on other long queries of the same map, then measured frozen. Query times are the
 * searching thread's CPU time, so that other work on the machine does not count; they still
 * depend on the machine, expansions do not.
 *
 * <p>What a run measures besides the table: {@link #MAPS} by default, the precompute time on
 * {@link #PRECOMPUTE_MAP} ({@link #timePrecompute}) and the studies on {@link #STUDIES_MAP}
 * ({@link #writeStudies}) when the run includes those maps, and {@link #CHECKED} on every
 * scenario ({@link #checkAll}) when asked.
 */
public final class LandmarkBench {
    /** The landmark counts measured. */
    public static final int[] KS = {1, 2, 4, 8, 16};
    /** The seed of every placement. */
    public static final long SEED = 1;
    /**
     * The Dragon Age maps measured by default, four levels of different sizes, so that a placement
     * that wins does not win on one map only: den520d (256 × 257 cells), a Denerim level like the
     * one Red Blob Games' "Improving Heuristics" shows landmarks on, and the map of notebook 06;
     * brc202d (530 × 481), the largest of the four, where tables cost most; lak303d (194 × 194)
     * and orz103d (463 × 456).
     */
    public static final List<String> MAPS = List.of("den520d", "brc202d", "lak303d", "orz103d");
    /** The map the precompute is timed on ({@link #timePrecompute}): the largest of {@link #MAPS}. */
    public static final String PRECOMPUTE_MAP = "brc202d";
    /** How many builds {@link #timePrecompute} takes the median of: enough that a few slowed by other work do not count. */
    public static final int PRECOMPUTE_BUILDS = 9;
    /** The map the studies are written for ({@link #writeStudies}): the one notebook 06 tells its story on. */
    public static final String STUDIES_MAP = "den520d";
    /** The heuristic {@link #checkAll} runs on every scenario: farthest-first, the placement the peers get, at the largest k. */
    public static final String CHECKED = "landmarks:16:farthest";

    /** One measured configuration: a heuristic on the queries of one map. */
    public record Row(String map, String heuristic, String placement, int k, int queries, double meanExpanded,
                      double microsPerQuery, int optimal, double placeMillis, double buildMillis, long bytes) {
        static String header() {
            return "map,heuristic,placement,k,queries,mean_expanded,cpu_us_per_query,optimal,place_ms,build_ms,table_bytes";
        }

        String csv() {
            return String.format(Locale.ROOT, "%s,%s,%s,%d,%d,%.1f,%.1f,%d,%.1f,%.1f,%d", map, heuristic, placement, k,
                    queries, meanExpanded, microsPerQuery, optimal, placeMillis, buildMillis, bytes);
        }
    }

    private final PrintStream log;
    private final List<PeerAlt> peers;

    /** A bench that logs progress to {@code log} and runs JGraphT's ALT beside ours. */
    public LandmarkBench(PrintStream log) {
        this.log = log;
        this.peers = List.of(new JGraphTAlt());
    }

    /** The benchmark's search options: the grid rules, stop at the goal, ties to the larger cost-so-far. */
    public static SearchOptions options() {
        return SearchOptions.grid();
    }

    /** The queries in the top half of the scenario buckets. */
    public static List<Scenario> longQueries(List<Scenario> all) {
        int maxBucket = all.stream().mapToInt(Scenario::bucket).max().orElse(0);
        return all.stream().filter(s -> s.bucket() >= (maxBucket + 1) / 2).toList();
    }

    /** {@code count} queries spread evenly over the list (all of them if there are fewer). */
    public static List<Scenario> sample(List<Scenario> list, int count) {
        if (list.size() <= count) {
            return list;
        }
        List<Scenario> sample = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            sample.add(list.get((int) ((long) i * list.size() / count)));
        }
        return sample;
    }

    /**
     * Random queries on a map without a scenario file: start and goal drawn from the largest
     * connected part, the optimal length from Dijkstra; bucket 0. For maps of the project's own.
     */
    public static List<Scenario> randomQueries(GridGraph grid, int count, long seed) {
        int[] cells = LandmarkPlacement.candidates(grid);
        java.util.Random random = new java.util.Random(seed);
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(grid);
        List<Scenario> queries = new ArrayList<>();
        GridMap map = grid.map();
        for (int i = 0; i < count; i++) {
            int a = cells[random.nextInt(cells.length)];
            int z = cells[random.nextInt(cells.length)];
            queries.add(new Scenario(0, map.name() + ".map", map.width(), map.height(), grid.x(a), grid.y(a),
                    grid.x(z), grid.y(z), dijkstra.costsFrom(a)[z]));
        }
        return queries;
    }

    /** The queries of a list not in the sample, for training the adaptive placement. */
    public static List<Scenario> others(List<Scenario> list, List<Scenario> sample, int count) {
        List<Scenario> rest = new ArrayList<>(list);
        rest.removeAll(sample);
        return sample(rest, count);
    }

    /**
     * What a run of queries cost: expansions in total, the CPU time of the searching thread, and how
     * many paths had the scenario's length. CPU time rather than elapsed time: on a machine shared
     * with other work the elapsed time measures the load as much as the search.
     */
    public record Measured(long expanded, long nanos, int optimal) {
        /** Mean expansions per query. */
        public double meanExpanded(int queries) {
            return (double) expanded / queries;
        }
    }

    /** Runs the queries with the heuristic and checks every path's length against the scenario. */
    public static Measured measure(AStar astar, GridGraph grid, List<Scenario> queries, Heuristic h) {
        long expanded = 0;
        int optimal = 0;
        long t0 = cpuNanos();
        for (Scenario s : queries) {
            SearchResult r = astar.search(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()), h);
            expanded += r.expanded();
            if (s.matches(r.cost())) {
                optimal++;
            }
        }
        return new Measured(expanded, cpuNanos() - t0, optimal);
    }

    /** The CPU time of the current thread, in nanoseconds. */
    static long cpuNanos() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** Measures one map: octile, perfect, every placement × k, and the JGraphT peer. */
    public List<Row> runMap(Path mapFile, int queryCount) {
        GridMap map = GridMap.read(mapFile);
        GridGraph grid = GridGraph.octile(map);
        List<Scenario> longOnes = longQueries(Scenario.read(Path.of(mapFile + ".scen")));
        List<Scenario> queries = sample(longOnes, queryCount);
        List<Scenario> training = others(longOnes, queries, queryCount);
        String name = map.name();
        Heuristic octile = new OctileHeuristic(grid);
        AStar astar = new AStar(grid, options());
        List<Row> rows = new ArrayList<>();
        measure(astar, grid, queries, octile);                      // warm the JIT before timing
        rows.add(row(name, "octile", "-", 0, queries, measure(astar, grid, queries, octile), 0, 0, 0));
        rows.add(perfect(name, grid, astar, queries));
        for (LandmarkPlacement placement : LandmarkPlacement.values()) {
            long t0 = System.nanoTime();
            int[] all = placement.place(grid, KS[KS.length - 1], octile, SEED);
            double placeMillis = (System.nanoTime() - t0) / 1e6;
            for (int k : KS) {
                int[] landmarks = java.util.Arrays.copyOf(all, k);
                LandmarkTables tables = LandmarkTables.build(grid, landmarks);
                LandmarkHeuristic h = new LandmarkHeuristic(octile, tables);
                if (placement == LandmarkPlacement.ADAPTIVE) {
                    h = train(grid, octile, landmarks, training, astar);
                }
                rows.add(row(name, "landmarks", placement.label(), k, queries, measure(astar, grid, queries, h),
                        placeMillis, tables.buildNanos() / 1e6, tables.bytes()));
            }
            log.printf(Locale.ROOT, "  %s %-10s done%n", name, placement.label());
        }
        int[] farthest = LandmarkPlacement.FARTHEST.place(grid, KS[KS.length - 1], octile, SEED);
        for (PeerAlt peer : peers) {
            PeerAlt.Graph graph = peer.prepare(grid);
            for (int k : KS) {
                rows.add(peerRow(name, peer.name(), grid, graph, java.util.Arrays.copyOf(farthest, k), queries));
            }
        }
        return rows;
    }

    /**
     * A peer's run with these landmarks: its precompute (elapsed) as build time, its queries'
     * CPU time; a query that throws counts as a failure, named in the heuristic column.
     */
    private static Row peerRow(String map, String peerName, GridGraph grid, PeerAlt.Graph graph, int[] landmarks,
                               List<Scenario> queries) {
        long t0 = System.nanoTime();
        PeerAlt.Query query = graph.landmarks(landmarks);
        double precomputeMillis = (System.nanoTime() - t0) / 1e6;
        long expanded = 0;
        int optimal = 0;
        int failures = 0;
        long c0 = cpuNanos();
        for (Scenario s : queries) {
            try {
                double cost = query.cost(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()));
                expanded += query.expanded();
                optimal += s.matches(cost) ? 1 : 0;
            } catch (RuntimeException e) {
                failures++;
            }
        }
        long cpu = cpuNanos() - c0;
        int answered = Math.max(1, queries.size() - failures);
        return new Row(map, peerName + (failures > 0 ? "(" + failures + " failed)" : ""), "farthest", landmarks.length,
                queries.size(), (double) expanded / answered, cpu / 1e3 / queries.size(), optimal, 0, precomputeMillis, 0);
    }

    /**
     * The adaptive placement after answering the training queries (the least used landmark moving
     * to goals), as a heuristic with its landmarks frozen.
     */
    public static LandmarkHeuristic train(GridGraph grid, Heuristic octile, int[] initial, List<Scenario> training, AStar astar) {
        AdaptiveLandmarks adaptive = new AdaptiveLandmarks(grid, octile, initial, 0.5, SEED);
        for (Scenario s : training) {
            adaptive.afterSearch(astar.search(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()),
                    adaptive.heuristic()));
        }
        return new LandmarkHeuristic(octile, adaptive.tables());
    }

    /** The exact cost as heuristic: the best case. Its precomputation (a Dijkstra per goal) is not timed. */
    private static Row perfect(String name, GridGraph grid, AStar astar, List<Scenario> queries) {
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(grid.reversed());
        long expanded = 0;
        long nanos = 0;
        int optimal = 0;
        for (Scenario s : queries) {
            int goal = grid.node(s.goalX(), s.goalY());
            double[] toGoal = dijkstra.costsFrom(goal);
            Measured m = measure(astar, grid, List.of(s), (node, g) -> toGoal[node]);
            expanded += m.expanded();
            nanos += m.nanos();
            optimal += m.optimal();
        }
        return row(name, "perfect", "-", 0, queries, new Measured(expanded, nanos, optimal), 0, 0, 0);
    }

    private static Row row(String map, String heuristic, String placement, int k, List<Scenario> queries, Measured m,
                           double placeMillis, double buildMillis, long bytes) {
        return new Row(map, heuristic, placement, k, queries.size(), m.meanExpanded(queries.size()),
                m.nanos() / 1e3 / queries.size(), m.optimal(), placeMillis, buildMillis, bytes);
    }

    /**
     * The precompute time of k tables: the medians, over several builds, of the elapsed time and
     * of the CPU time per build thread. On a machine shared with other work the elapsed time
     * depends on the load; the CPU time per thread is what the build takes on idle cores.
     *
     * @return {median elapsed ms, median CPU ms per thread}
     */
    public static double[] medianBuildMillis(GridGraph grid, int[] landmarks, int builds) {
        double[] elapsed = new double[builds];
        double[] cpu = new double[builds];
        for (int i = 0; i < builds; i++) {
            LandmarkTables t = LandmarkTables.build(grid, landmarks);
            elapsed[i] = t.buildNanos() / 1e6;
            cpu[i] = t.buildCpuNanos() / 1e6 / t.buildThreads();
        }
        java.util.Arrays.sort(elapsed);
        java.util.Arrays.sort(cpu);
        return new double[] {elapsed[builds / 2], cpu[builds / 2]};
    }

    /**
     * The precompute time of {@link #PRECOMPUTE_MAP}'s tables for the largest k of {@link #KS},
     * farthest-first, as {@link #medianBuildMillis} over {@link #PRECOMPUTE_BUILDS} builds.
     */
    public record Precompute(String map, int k, int builds, double elapsedMillis, double cpuMillisPerThread) {}

    /** Times the precompute on {@link #PRECOMPUTE_MAP}, read from the Dragon Age folder {@code dao}. */
    public static Precompute timePrecompute(Path dao) {
        GridGraph grid = GridGraph.octile(GridMap.read(dao.resolve(PRECOMPUTE_MAP + ".map")));
        int k = KS[KS.length - 1];
        int[] landmarks = LandmarkPlacement.FARTHEST.place(grid, k, new OctileHeuristic(grid), SEED);
        double[] ms = medianBuildMillis(grid, landmarks, PRECOMPUTE_BUILDS);
        return new Precompute(PRECOMPUTE_MAP, k, PRECOMPUTE_BUILDS, ms[0], ms[1]);
    }

    /** Checks {@link #CHECKED} on every scenario of the map; returns {queries, optimal, no path}. */
    public static int[] checkAll(Path mapFile) {
        GridGraph grid = GridGraph.octile(GridMap.read(mapFile));
        List<Scenario> all = Scenario.read(Path.of(mapFile + ".scen"));
        Heuristic h = Heuristics.byName(CHECKED, grid);
        AStar astar = new AStar(grid, options());
        int optimal = 0;
        int noPath = 0;
        for (Scenario s : all) {
            SearchResult r = astar.search(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()), h);
            if (s.matches(r.cost())) {
                optimal++;
            } else if (!r.found()) {
                noPath++;
            }
        }
        return new int[] {all.size(), optimal, noPath};
    }

    /**
     * The studies on one map, written to {@code out}: heuristic vs true cost (CSV summary and a
     * scatter PNG), upper-bound tightness, memory vs expansions, the goals one landmark helps, the
     * offline evaluation of landmark sites, and octile vs landmarks as light and dark fill.
     */
    public void writeStudies(Path mapFile, int queryCount, Path out) {
        GridGraph grid = GridGraph.octile(GridMap.read(mapFile));
        List<Scenario> queries = sample(longQueries(Scenario.read(Path.of(mapFile + ".scen"))), queryCount);
        Heuristic octile = new OctileHeuristic(grid);
        int[] landmarks = LandmarkPlacement.FARTHEST.place(grid, 32, octile, SEED);
        LandmarkHeuristic sixteen = new LandmarkHeuristic(octile, LandmarkTables.build(grid, java.util.Arrays.copyOf(landmarks, 16)));
        AStar astar = new AStar(grid, options());
        String name = grid.map().name();
        try {
            Files.createDirectories(out);
            List<HeuristicData> data = List.of(HeuristicData.collect("octile", astar, grid, queries, octile, 5),
                    HeuristicData.collect("landmarks:16:farthest", astar, grid, queries, sixteen, 5));
            csv(HeuristicData.summary(data), out.resolve(name + "-heuristic-vs-true.csv"));
            pathlab.picture.FillPicture.writePng(HeuristicData.scatter(name + ": heuristic vs true cost", data),
                    out.resolve(name + "-heuristic-vs-true.png"));
            csv(UpperBoundStudy.tightness(grid, octile, landmarks, KS, queries), out.resolve(name + "-upper-bound.csv"));
            Scenario first = queries.get(queries.size() - 1);
            int start = grid.node(first.startX(), first.startY());
            int goal = grid.node(first.goalX(), first.goalY());
            csv(StorageStudy.compare(grid, octile, landmarks, 16, queries, options(), new int[] {start, goal, landmarks[3]}),
                    out.resolve(name + "-storage.csv"));
            pathlab.picture.FillPicture.writePng(pathlab.picture.FillPicture.drawValues(grid,
                    LandmarkSites.gapClosed(grid, octile, start, landmarks[0])), out.resolve(name + "-goals-helped.png"));
            pathlab.picture.FillPicture.writePng(pathlab.picture.FillPicture.drawValues(grid,
                    LandmarkSites.evaluateSites(grid, octile, 12, 100, SEED)), out.resolve(name + "-sites.png"));
            pathlab.picture.FillPicture.writePng(pathlab.picture.FillPicture.overlay(grid,
                    astar.search(start, goal, octile), "OCTILE", astar.search(start, goal, sixteen), "LANDMARKS",
                    java.util.Arrays.copyOf(landmarks, 16)), out.resolve(name + "-light-dark.png"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to " + out + ": " + IoErrors.reason(e), e);
        }
    }

    /** Writes rows as CSV. */
    public static void writeCsv(List<Row> rows, Path file) {
        List<String> lines = new ArrayList<>();
        lines.add(Row.header());
        rows.forEach(r -> lines.add(r.csv()));
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file.toAbsolutePath().getParent() + ": " + IoErrors.reason(e), e);
        }
        OutputFiles.writeText(file, StandardCharsets.UTF_8, w -> {
            for (String line : lines) {
                w.write(line);
                w.write('\n');
            }
        });
    }

    /** Writes a table as CSV, whole or not at all. */
    private static void csv(tech.tablesaw.api.Table table, Path file) {
        OutputFiles.write(file, temporary -> table.write().csv(temporary.toFile()));
    }
}
