package pathlab.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import pathlab.graph.Clusters;
import pathlab.grid.GridGraph;
import pathlab.grid.Rooms;
import pathlab.grid.Sectors;
import pathlab.heuristic.ClusterHeuristic;
import pathlab.heuristic.ClusterTable;
import pathlab.heuristic.Heuristic;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Measures the lecture's claims about the cluster heuristic ("Cluster Heuristic (2)") on one map:
 * A* with the octile distance against A* with the cluster heuristic (max of table and octile) on
 * rooms and on square sectors of several sizes, over the same queries.
 *
 * <p>One row per heuristic: cluster count and median size, table memory (k² floats), expansions
 * (re-expansions of reopened nodes included) and closed cells summed over the queries, reopenings,
 * and their ratios to octile in the same run; with {@code timed}, the precompute time and the
 * search time too (those vary between runs, so notebooks leave them out). Every search must
 * return the octile search's cost: the heuristic is admissible, so a difference is a bug.
 *
 * <p>Searches stop when the goal is the current node and reopen closed nodes
 * ({@link SearchOptions#grid()}): optimal with an admissible heuristic, consistent or not.
 */
public final class ClusterBench {
    private ClusterBench() {}

    /** The clusterings measured: {@code rooms}, then sectors of each size. */
    public static List<String> clusterings(int[] sectorSizes) {
        List<String> names = new ArrayList<>();
        names.add("rooms");
        for (int size : sectorSizes) {
            names.add(Integer.toString(size));
        }
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
        int runs = timed ? 3 : 1;
        GridGraph grid = (GridGraph) bench.graph();
        Heuristic octile = bench.heuristic();
        AStar astar = new AStar(grid, SearchOptions.grid());
        Table table = Table.create(bench.name() + " cluster heuristic",
                StringColumn.create("map"), StringColumn.create("heuristic"), IntColumn.create("clusters"),
                IntColumn.create("median size"), LongColumn.create("table bytes"), LongColumn.create("expanded"),
                DoubleColumn.create("expanded ratio"), LongColumn.create("closed"), DoubleColumn.create("closed ratio"),
                LongColumn.create("reopened"));
        if (timed) {
            table.addColumns(DoubleColumn.create("precompute ms"), DoubleColumn.create("search ms"),
                    DoubleColumn.create("time ratio"));
        }
        if (timed) {                                       // warm-ups, so the times compare like with like
            measure(astar, bench, octile, null, 1);
            ClusterTable.build(grid, Rooms.of(grid));
        }
        Measure base = measure(astar, bench, octile, null, runs);
        addRow(table, bench, "octile", 0, 0, 0, base, base, 0, timed);
        for (String name : clusterings(sectorSizes)) {
            Clusters clusters = clusters(grid, name);
            ClusterTable lookup = ClusterTable.build(grid, clusters);
            Measure m = measure(astar, bench, ClusterHeuristic.of(lookup, octile), base.costs, runs);
            int[] sizes = new int[clusters.count()];
            for (int c = 0; c < sizes.length; c++) {
                sizes[c] = clusters.size(c);
            }
            Arrays.sort(sizes);
            addRow(table, bench, "cluster:" + name, clusters.count(), sizes[sizes.length / 2], lookup.memoryBytes(),
                    m, base, lookup.precomputeMillis(), timed);
        }
        return table;
    }

    private static void addRow(Table t, BenchCase bench, String heuristic, int clusters, int medianSize, long bytes,
                               Measure m, Measure base, double precomputeMillis, boolean timed) {
        t.stringColumn("map").append(bench.name());
        t.stringColumn("heuristic").append(heuristic);
        t.intColumn("clusters").append(clusters);
        t.intColumn("median size").append(medianSize);
        t.longColumn("table bytes").append(bytes);
        t.longColumn("expanded").append(m.expanded);
        t.doubleColumn("expanded ratio").append(round((double) m.expanded / base.expanded));
        t.longColumn("closed").append(m.closed);
        t.doubleColumn("closed ratio").append(round((double) m.closed / base.closed));
        t.longColumn("reopened").append(m.reopened);
        if (timed) {
            t.doubleColumn("precompute ms").append(round(precomputeMillis));
            t.doubleColumn("search ms").append(round(m.nanos / 1e6));
            t.doubleColumn("time ratio").append(round((double) m.nanos / base.nanos));
        }
    }

    /**
     * The closing note: per map, the expansions ratio of cluster:rooms and of the best sector
     * size to octile, with that table's size.
     */
    public static String note(Table t) {
        StringBuilder note = new StringBuilder("Closing note (expanded ratio < 1: fewer expansions than octile):\n");
        for (String map : t.stringColumn("map").unique()) {
            Table rows = t.where(t.stringColumn("map").isEqualTo(map).and(t.stringColumn("heuristic").isNotEqualTo("octile")));
            int best = 0;
            for (int i = 1; i < rows.rowCount(); i++) {
                if (rows.doubleColumn("expanded ratio").get(i) < rows.doubleColumn("expanded ratio").get(best)) {
                    best = i;
                }
            }
            note.append(String.format("  %s: cluster:rooms (%d clusters) %.3f x octile's expansions; best %s (%d clusters, %d table bytes) %.3f x.%n",
                    map, rows.intColumn("clusters").get(0), rows.doubleColumn("expanded ratio").get(0),
                    rows.stringColumn("heuristic").get(best), rows.intColumn("clusters").get(best),
                    rows.longColumn("table bytes").get(best), rows.doubleColumn("expanded ratio").get(best)));
        }
        return note.toString();
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
        final double[] costs;

        Measure(int queries) {
            costs = new double[queries];
        }
    }
}
