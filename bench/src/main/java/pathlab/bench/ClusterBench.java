package pathlab.bench;

import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import pathlab.graph.Clusters;
import pathlab.grid.GridGraph;
import pathlab.grid.ProjectMaps;
import pathlab.grid.Rooms;
import pathlab.grid.Sectors;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.PathmaxHeuristic;
import pathlab.heuristic.cluster.ClusterHeuristic;
import pathlab.heuristic.cluster.ClusterTable;
import pathlab.heuristic.cluster.DeadEndHeuristic;
import pathlab.heuristic.cluster.GatewayHeuristic;
import pathlab.heuristic.names.Heuristics;
import pathlab.picture.FillPicture;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Measures the cluster heuristics against octile on one map, over the same queries: the
 * lecture's ("Cluster Heuristic (2)") on rooms and on square sectors of several sizes, and what
 * makes it pay off on game maps: pathmax ({@code pathmax:}), the dead-end heuristic
 * ({@code deadend:rooms}), the gateway heuristic ({@code gateway:rooms}) and both together
 * ({@code cluster:rooms}), each by its name in {@link Heuristics}.
 *
 * <p>One row per heuristic: cluster count and median size, table memory, expansions
 * (re-expansions of reopened nodes included) and closed cells summed over the queries, their
 * ratios to octile, the median over the queries of octile's expansions divided by the
 * heuristic's (the speed-up of a typical query), and reopenings; with {@code timed}, the
 * precompute time (wall clock, and the CPU time of the thread, which other work on a busy machine
 * does not inflate) and the search time too (those vary between runs, so notebooks leave them
 * out). Every search must return the octile search's cost: the heuristics are admissible (or,
 * with dead ends, keep an optimal path), so a difference is a bug.
 *
 * <p>Searches use {@link SearchOptions#grid()}: they stop when the goal is the current node and
 * reopen closed nodes, optimal with an admissible heuristic, consistent or not.
 */
public final class ClusterBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /**
     * The map every run measures first: the project's indoor map (128 × 128 cells of rooms and
     * corridors), where the lecture says the cluster heuristic "often dramatically improves
     * pathfinding performance in indoor areas"; it needs no download.
     */
    public static final String INDOOR = "indoor";
    /**
     * The Dragon Age maps added by default when they are there: den312d (65 × 81 cells), a small
     * level measured in seconds, and den520d (256 × 257), the large one notebook 05 tells its
     * story on.
     */
    public static final List<String> DRAGON_AGE = List.of("den312d", "den520d");
    /**
     * The sector sizes measured by default, small to large, for the lecture's trade-off ("Cluster
     * Heuristic (2)"): small clusters give an accurate heuristic but a large table, too large ones
     * "marginal performance gain".
     */
    public static final int[] SIZES = {4, 8, 16, 32};
    /**
     * The query of the fill picture ({@link #fillPicture}): corner to corner across the indoor map,
     * from (5, 117) to (120, 8), the query of notebooks 04 and 05.
     */
    private static final int[] FILL_QUERY = {5, 117, 120, 8};   // start x, y, goal x, y

    private ClusterBench() {}

    /**
     * A run's maps and queries: the {@link #INDOOR} map with {@code queries} random queries from
     * {@code seed}, then the Dragon Age maps {@code dragonAge} of {@code maps/dao} (none when that
     * is just {@code none} or the folder is absent), each with {@code queries} scenarios taken
     * evenly through its file, or with its {@code longest} longest scenarios when that is above 0.
     */
    public static List<BenchCase> cases(Path maps, List<String> dragonAge, int queries, int longest, long seed) {
        List<BenchCase> cases = new ArrayList<>();
        cases.add(GridCases.onMap(INDOOR, ProjectMaps.byName(INDOOR).generate(), queries, seed));
        if (longest > 0 && Files.isDirectory(maps.resolve("dao")) && !dragonAge.equals(List.of("none"))) {
            for (String name : dragonAge) {
                cases.add(GridCases.longest(maps.resolve("dao"), name, longest));
            }
        } else {
            cases.addAll(GridCases.dragonAge(maps, dragonAge, queries));
        }
        return cases;
    }

    /** The fills of octile and {@code cluster:rooms} side by side, for the {@link #FILL_QUERY} on the {@link #INDOOR} map. */
    public static BufferedImage fillPicture() {
        GridGraph grid = GridGraph.octile(ProjectMaps.byName(INDOOR).generate());
        AStar astar = new AStar(grid, SearchOptions.grid());
        int start = grid.node(FILL_QUERY[0], FILL_QUERY[1]);
        int goal = grid.node(FILL_QUERY[2], FILL_QUERY[3]);
        SearchResult octile = astar.search(start, goal, new OctileHeuristic(grid));
        SearchResult cluster = astar.search(start, goal, Heuristics.byName("cluster:rooms", grid));
        return FillPicture.compare(grid, octile, "octile", cluster, "cluster:rooms");
    }

    /**
     * The heuristics measured, by name: the lecture's on rooms and our improvement on it (never
     * below octile) beside it, the lecture's on each sector size, then the other improvements.
     */
    public static List<String> heuristics(int[] sectorSizes) {
        List<String> names = new ArrayList<>();
        names.addAll(List.of("cluster-lecture:rooms", "cluster-max:rooms"));
        for (int size : sectorSizes) {
            names.add("cluster-lecture:" + size);
        }
        names.addAll(List.of("pathmax:cluster-lecture:rooms", "deadend:rooms", "gateway:rooms", "cluster:rooms",
                "pathmax:cluster:rooms"));
        return names;
    }

    /** The clusters called {@code rooms} or a sector size, as in {@code cluster:rooms}, {@code cluster:16}. */
    public static Clusters clusters(GridGraph grid, String name) {
        return name.equals("rooms") ? Rooms.of(grid) : Sectors.of(grid, Integer.parseInt(name));
    }

    /**
     * The table described above, for the case's map and queries. With {@code timed}, every
     * heuristic's queries run three times and the fastest run's time is kept (after a warm-up).
     */
    public static Table run(BenchCase bench, int[] sectorSizes, boolean timed) {
        return run(bench, heuristics(sectorSizes), timed);
    }

    /** The same for the named heuristics only (octile comes first in any case). */
    public static Table run(BenchCase bench, List<String> heuristics, boolean timed) {
        int runs = timed ? 3 : 1;
        GridGraph grid = (GridGraph) bench.graph();
        Heuristic octile = bench.heuristic();
        AStar astar = new AStar(grid, SearchOptions.grid());
        Table table = Table.create(bench.name() + " cluster heuristics",
                StringColumn.create("map"), StringColumn.create("heuristic"), IntColumn.create("clusters"),
                IntColumn.create("median size"), LongColumn.create("table bytes"), LongColumn.create("expanded"),
                DoubleColumn.create("expanded ratio"), DoubleColumn.create("median speed-up"),
                LongColumn.create("closed"), DoubleColumn.create("closed ratio"), LongColumn.create("reopened"));
        if (timed) {
            table.addColumns(DoubleColumn.create("precompute ms"), DoubleColumn.create("precompute cpu ms"),
                    DoubleColumn.create("search ms"), DoubleColumn.create("time ratio"));
        }
        if (timed) {                                       // warm-ups, so the times compare like with like
            measure(astar, bench, octile, null, 1);
            ClusterTable.build(grid, Rooms.of(grid));
            Heuristics.byName("cluster:rooms", grid);
        }
        Measure base = measure(astar, bench, octile, null, runs);
        addRow(table, bench, "octile", null, 0, base, base, 0, 0, timed);
        for (String name : heuristics) {
            long wall = System.nanoTime();
            long cpu = THREADS.getCurrentThreadCpuTime();
            Heuristic h = Heuristics.byName(name, grid);
            double cpuMillis = (THREADS.getCurrentThreadCpuTime() - cpu) / 1e6;
            double wallMillis = (System.nanoTime() - wall) / 1e6;
            Measure m = measure(astar, bench, h, base.costs, runs);
            Clusters clusters = clusters(grid, name.substring(name.lastIndexOf(':') + 1));
            addRow(table, bench, name, clusters, tableBytes(h), m, base, wallMillis, cpuMillis, timed);
        }
        return table;
    }

    /** The memory of a heuristic's precomputed tables. */
    public static long tableBytes(Heuristic h) {
        if (h instanceof ClusterHeuristic c) {
            return c.table().memoryBytes();
        } else if (h instanceof GatewayHeuristic g) {
            return g.table().memoryBytes();
        } else if (h instanceof DeadEndHeuristic d) {
            return 4L * d.deadEndCount() + tableBytes(d.base());
        } else if (h instanceof PathmaxHeuristic p) {
            return tableBytes(p.base());
        }
        return 0;
    }

    private static void addRow(Table t, BenchCase bench, String heuristic, Clusters clusters, long bytes,
                               Measure m, Measure base, double precomputeMillis, double precomputeCpuMillis,
                               boolean timed) {
        t.stringColumn("map").append(bench.name());
        t.stringColumn("heuristic").append(heuristic);
        t.intColumn("clusters").append(clusters == null ? 0 : clusters.count());
        t.intColumn("median size").append(clusters == null ? 0 : medianSize(clusters));
        t.longColumn("table bytes").append(bytes);
        t.longColumn("expanded").append(m.expanded);
        t.doubleColumn("expanded ratio").append(round((double) m.expanded / base.expanded));
        double[] speedUps = new double[m.perQuery.length];
        for (int i = 0; i < speedUps.length; i++) {
            speedUps[i] = (double) base.perQuery[i] / Math.max(1, m.perQuery[i]);
        }
        t.doubleColumn("median speed-up").append(round(Stats.median(speedUps)));
        t.longColumn("closed").append(m.closed);
        t.doubleColumn("closed ratio").append(round((double) m.closed / base.closed));
        t.longColumn("reopened").append(m.reopened);
        if (timed) {
            t.doubleColumn("precompute ms").append(round(precomputeMillis));
            t.doubleColumn("precompute cpu ms").append(round(precomputeCpuMillis));
            t.doubleColumn("search ms").append(round(m.nanos / 1e6));
            t.doubleColumn("time ratio").append(round((double) m.nanos / base.nanos));
        }
    }

    private static int medianSize(Clusters clusters) {
        int[] sizes = new int[clusters.count()];
        for (int c = 0; c < sizes.length; c++) {
            sizes[c] = clusters.size(c);
        }
        Arrays.sort(sizes);
        return sizes[sizes.length / 2];
    }

    /**
     * The closing note: per map, the median speed-up over octile of the lecture's cluster:rooms,
     * of its best sector size, and of the best heuristic of the cluster family, with its table.
     */
    public static String note(Table t) {
        StringBuilder note = new StringBuilder("Closing note (median speed-up > 1: fewer expansions than octile):\n");
        for (String map : t.stringColumn("map").unique()) {
            Table rows = t.where(t.stringColumn("map").isEqualTo(map).and(t.stringColumn("heuristic").isNotEqualTo("octile")));
            int best = 0;
            int bestLecture = -1;
            int lectureRooms = -1;
            for (int i = 0; i < rows.rowCount(); i++) {
                String name = rows.stringColumn("heuristic").get(i);
                double speedUp = speedUp(rows, i);
                if (speedUp > speedUp(rows, best)) {
                    best = i;
                }
                if (name.equals("cluster-lecture:rooms")) {
                    lectureRooms = i;
                } else if (name.startsWith("cluster-lecture:") && (bestLecture < 0 || speedUp > speedUp(rows, bestLecture))) {
                    bestLecture = i;
                }
            }
            note.append(String.format("  %s: the lecture's table on rooms: %s; on its best sectors: %s;"
                            + " best of the cluster family: %s.%n", map, lectureRooms < 0 ? "-" : describe(rows, lectureRooms),
                    bestLecture < 0 ? "-" : describe(rows, bestLecture), describe(rows, best)));
        }
        return note.toString();
    }

    /** A row's median speed-up; numbers are read as numbers of any type, as from a CSV file. */
    private static double speedUp(Table rows, int i) {
        return rows.numberColumn("median speed-up").getDouble(i);
    }

    /** {@code cluster:rooms 2.01 x (1538198 table bytes, precompute 0.81 s cpu)}. */
    private static String describe(Table rows, int i) {
        return String.format("%s %.2f x (%.0f table bytes%s)", rows.stringColumn("heuristic").get(i), speedUp(rows, i),
                rows.numberColumn("table bytes").getDouble(i), rows.containsColumn("precompute cpu ms")
                        ? String.format(", precompute %.2f s cpu", rows.numberColumn("precompute cpu ms").getDouble(i) / 1000) : "");
    }

    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }

    /**
     * Sums over the queries; {@code expectedCosts} are the octile costs to compare with, or null.
     * The counts are the same in every run; the time is the fastest run's.
     */
    private static Measure measure(AStar astar, BenchCase bench, Heuristic h, double[] expectedCosts, int runs) {
        Measure m = measureOnce(astar, bench, h, expectedCosts);
        for (int run = 1; run < runs; run++) {
            m.nanos = Math.min(m.nanos, measureOnce(astar, bench, h, expectedCosts).nanos);
        }
        return m;
    }

    private static Measure measureOnce(AStar astar, BenchCase bench, Heuristic h, double[] expectedCosts) {
        Measure m = new Measure(bench.queries());
        long started = System.nanoTime();
        for (int i = 0; i < bench.queries(); i++) {
            SearchResult r = astar.search(bench.starts()[i], bench.goals()[i], h);
            m.expanded += r.expanded();
            m.perQuery[i] = r.expanded();
            m.closed += r.fill().closedCount();
            m.reopened += r.reopened();
            m.costs[i] = r.cost();
            if (expectedCosts != null && Math.abs(r.cost() - expectedCosts[i]) > 1e-6) {
                throw new IllegalStateException(bench.name() + " query " + i + ": " + h + " found cost "
                        + r.cost() + ", octile " + expectedCosts[i]);
            }
        }
        m.nanos = System.nanoTime() - started;
        return m;
    }

    private static final class Measure {
        long expanded;
        long closed;
        long reopened;
        long nanos;
        final long[] perQuery;
        final double[] costs;

        Measure(int queries) {
            perQuery = new long[queries];
            costs = new double[queries];
        }
    }
}
