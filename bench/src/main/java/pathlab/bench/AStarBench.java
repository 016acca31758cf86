package pathlab.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;
import pathlab.openlist.OpenListKind;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/**
 * Times our A* (octile heuristic, {@link SearchOptions#grid()} with the open list's counters off,
 * since the peers count nothing, on the grid engine as the command line runs it: {@link PathlabAStar}) against its peers ({@link PeerAStar}: other libraries' A*, or
 * ours written for grids only) on the same Moving AI maps and queries, in one run, and reports
 * queries per second and their ratios; for ours also expansions per second.
 *
 * <p>How it measures, per map: every library builds its graph first (untimed). The queries are
 * {@code queries} scenarios taken evenly from the file (which sorts them by length), leaving out
 * those without a path. Untimed rounds let the JIT compile every library's code: {@code warmups}
 * of them, and (if that is not 0) more until every library has searched the map for a second of
 * CPU time (at most 100 more), since HotSpot compiles in the background and a map of short
 * queries (den520d's take half a millisecond each) can pass two rounds before the search loop's
 * final code runs (ours: 57 ms after two rounds, 47 ms after ten); then {@code repeats} timed
 * rounds run all queries with each library in turn, the order rotating from round to round. Each
 * query is timed on its own, and a library's time is the sum over the queries of each query's
 * fastest round: a garbage collection, a compilation or another process that slows one round
 * down then costs nothing (as in {@code pathlab bench open-lists}, which keeps each query's
 * fastest repeat). Every cost is compared with
 * ours (relative 1e-5, the benchmarks' own tolerance): a difference counts as a mismatch, an
 * exception as a failure. The grid is {@link GridGraph#octile}, whose diagonal cost is √2 rounded
 * to a multiple of 2^-32 ({@link GridGraph#DIAGONAL}); gdx-ai searches it in floats. The
 * "jgrapht" peer gets √2 itself, as a JGraphT user would write it, and its A* throws "Invalid
 * handle!" on some queries; the "jgrapht-rounded" peer gets the grid's own diagonal cost, whose
 * sums are exact, and does not. Failed queries still count in the time.
 *
 * <p>Times are the benchmark thread's CPU time, so other processes on a busy machine do not
 * inflate them; garbage collection on other threads is not counted, which if anything favours
 * the peers, which allocate objects per node and per query. Times are only comparable within
 * one run.
 */
public final class AStarBench {
    /** The CPU time each library warms up on a map at least, in ms, unless {@code warmups} is 0. */
    static final double WARM_UP_MS = 1000;
    /** The untimed rounds a map gets at most for that second, beyond {@code warmups}. */
    static final int MORE_WARM_UP_ROUNDS = 100;

    /**
     * The maps of the benchmark, as paths under the maps folder: the kinds of Moving AI map on
     * which A* spends its time differently. Two Dragon Age levels, den520d (256 × 257 cells) and
     * brc202d (530 × 481); maze512-1-0, corridors one cell wide, where the octile distance is far
     * from the route; random512-25-0, open ground with a quarter of the cells blocked at random.
     */
    public static final List<String> MAPS = List.of("dao/den520d.map", "dao/brc202d.map", "maze/maze512-1-0.map",
            "random/random512-25-0.map");

    /** One row of the report: one library on one map. */
    public record Row(String map, String library, int queries, double millis, double queriesPerSecond,
                      double expansionsPerSecond, double oursFaster, int failures, int mismatches) {}

    private final int queries;
    private final int warmups;
    private final int repeats;

    public AStarBench(int queries, int warmups, int repeats) {
        if (queries < 1 || warmups < 0 || repeats < 1) {
            throw new IllegalArgumentException("queries and repeats must be at least 1, warm-ups at least 0");
        }
        this.queries = queries;
        this.warmups = warmups;
        this.repeats = repeats;
    }

    /** How the timings were taken, for the report. */
    public String method() {
        return "octile A* (ours with its open-list counters off), " + queries + " queries per map taken evenly from its scenario file; " + warmups
                + " untimed warm-up round(s)" + (warmups > 0 ? " and more until each library has searched the map for a second of CPU time" : "")
                + ", then " + repeats + " timed rounds with the libraries in rotating order; "
                + "a library's time is the sum over the queries of each query's fastest round, in CPU time of the "
                + "benchmark thread.";
    }

    /**
     * Runs the benchmark on each map: {@code libraries.get(0)} is the reference (ours), whose
     * costs every other library's are checked against and whose time the ratios divide by. With
     * {@code only} null every library is timed, in one JVM; else only the library of that name
     * (the reference's costs are still worked out, untimed): one library in a fresh JVM, as
     * {@link AStarLaunches} runs them. Progress hears a line per map.
     */
    public List<Row> run(Path mapsDir, List<PeerAStar> libraries, String only, Consumer<String> progress) {
        List<Row> rows = new ArrayList<>();
        for (String name : MAPS) {
            Path mapFile = mapsDir.resolve(name);
            Path scenarioFile = mapsDir.resolve(name + ".scen");
            if (!Files.isRegularFile(mapFile) || !Files.isRegularFile(scenarioFile)) {
                throw new IllegalArgumentException("benchmark map " + mapFile + " or its scenarios are missing");
            }
            long t0 = System.nanoTime();
            GridMap map = GridMap.read(mapFile);
            rows.addAll(measure(map, Scenario.read(scenarioFile, map), libraries, only));
            progress.accept(String.format("%s: %.0f s", name, (System.nanoTime() - t0) / 1e9));
        }
        return rows;
    }

    private List<Row> measure(GridMap map, List<Scenario> all, List<PeerAStar> libraries, String only) {
        GridGraph grid = GridGraph.octile(map);
        List<Scenario> withPath = all.stream().filter(s -> !s.expectsNoPath()).toList();
        int n = Math.min(queries, withPath.size());
        int[] starts = new int[n];
        int[] goals = new int[n];
        for (int i = 0; i < n; i++) {
            Scenario s = withPath.get((int) ((long) i * withPath.size() / n));
            starts[i] = grid.node(s.startX(), s.startY());
            goals[i] = grid.node(s.goalX(), s.goalY());
        }
        // The reference's costs and expansions, untimed: every search that expands as ours does
        // makes the same expansions, so its expansions per second follow from its time.
        AStar astar = new AStar(grid, SearchOptions.grid().withCounters(false));
        OctileHeuristic octile = new OctileHeuristic(grid);
        double[] ourCosts = new double[n];
        long expansions = 0;
        for (int i = 0; i < n; i++) {
            SearchResult r = astar.search(starts[i], goals[i], octile);
            ourCosts[i] = r.cost();
            expansions += r.expanded();
        }
        List<PeerAStar> timed = libraries.stream().filter(l -> only == null || l.name().equals(only)).toList();
        if (timed.isEmpty()) {
            throw new IllegalArgumentException("no library named " + only);
        }
        List<PeerAStar.Query> runs = new ArrayList<>();
        for (PeerAStar library : timed) {
            runs.add(library.prepare(grid));
        }
        int count = runs.size();
        double[][] fastest = new double[count][n];   // per library and query, in ms
        for (double[] f : fastest) {
            Arrays.fill(f, Double.POSITIVE_INFINITY);
        }
        int[] failures = new int[count];
        int[] mismatches = new int[count];
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        double[] warmedUp = new double[count];   // per library, the CPU ms of its untimed rounds
        int moreRounds = 0;
        for (int round = -warmups; round < repeats; round++) {
            for (int k = 0; k < count; k++) {
                int lib = (k + Math.max(round, 0)) % count;
                int failed = 0;
                int differ = 0;
                for (int i = 0; i < n; i++) {
                    long t0 = cpu.getCurrentThreadCpuTime();
                    try {
                        double cost = runs.get(lib).cost(starts[i], goals[i]);
                        if (!(Math.abs(cost - ourCosts[i]) <= 1e-5 * ourCosts[i])) {
                            differ++;
                        }
                    } catch (RuntimeException e) {
                        failed++;
                    }
                    long t1 = cpu.getCurrentThreadCpuTime();
                    if (round >= 0) {
                        fastest[lib][i] = Math.min(fastest[lib][i], (t1 - t0) / 1e6);
                    } else {
                        warmedUp[lib] += (t1 - t0) / 1e6;
                    }
                }
                if (round >= 0) {
                    failures[lib] = failed;
                    mismatches[lib] = differ;
                }
            }
            if (round == -1 && moreRounds < MORE_WARM_UP_ROUNDS && Arrays.stream(warmedUp).min().orElse(WARM_UP_MS) < WARM_UP_MS) {
                moreRounds++;
                round = -2;   // one more untimed round
            }
        }
        List<Row> rows = new ArrayList<>();
        double reference = Arrays.stream(fastest[0]).sum();
        for (int lib = 0; lib < count; lib++) {
            double m = Arrays.stream(fastest[lib]).sum();
            rows.add(new Row(map.name(), timed.get(lib).name(), n, m, n / (m / 1000),
                    timed.get(lib).expandsAsOurs() ? expansions / (m / 1000) : Double.NaN, m / reference,
                    failures[lib], mismatches[lib]));
        }
        return rows;
    }

    /**
     * The peers, by name: our A* written for octile grids only ({@link GridOnlyAStar}, the measure
     * of what the engine's generality costs), gdx-ai's, JGraphT's, JGraphT's with √2 rounded
     * ({@link JGraphTAStar.Rounded}), ours on the lecture's engine ({@code pathlab/general},
     * {@link PathlabAStar#general()}) and ours with each other open list ({@code pathlab/LIST}).
     */
    public static List<PeerAStar> peers() {
        List<PeerAStar> peers = new ArrayList<>(List.of(new GridOnlyAStar(), new GdxAiAStar(), new JGraphTAStar(),
                new JGraphTAStar.Rounded(), PathlabAStar.general()));
        for (OpenListKind kind : OpenListKind.values()) {
            if (kind != SearchOptions.grid().openList()) {
                peers.add(new PathlabAStar(kind));
            }
        }
        return peers;
    }

    /** The peer of this name, or an error listing the names. */
    public static PeerAStar peer(String name) {
        return peers().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("no peer named '" + name + "'; the peers are "
                        + peers().stream().map(PeerAStar::name).toList()));
    }
}
