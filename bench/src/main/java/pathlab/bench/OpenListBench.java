package pathlab.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import pathlab.openlist.OpenListCounters;
import pathlab.openlist.OpenListKind;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Times A* with every open list on the same queries, in one run, to measure Lester's claim that a
 * binary heap makes pathfinding "2-3 times faster on average, and more on larger maps".
 *
 * <p>How it measures, per map: one A* engine per open list, all with the same search options.
 * First {@code warmups} rounds run every query with every list untimed, so the JIT has compiled
 * each list's code before any timing. Then {@code repeats} rounds time every query with every
 * list, the lists interleaved in an order that rotates from query to query so that none always
 * runs first or after the same neighbour. Times are the thread's CPU time (time the machine spent
 * on other processes does not count), and a query's time is the fastest of its repeats, the one
 * least disturbed by anything else (the garbage collector, caches shared with other programs). Every list
 * must give the same cost and iteration count as the others on each query (a check that the
 * comparison is fair); a difference is an error.
 *
 * <p>The result is a table, one row per map and open list: the median time per query, the ratio
 * of that median (and of the total time) to the indexed heap's, and per-query means of the
 * open list's operation counts (comparisons, moves, searches, nodes handed out by the tuned
 * heap's tie queue) and its peak size. The plain indexed heap's ratio is what the tuned heap's
 * tricks buy together, measured in the same run; the counts show the countable ones apart. The counts come
 * from one extra, untimed pass; the timed searches run with the counters off
 * ({@link SearchOptions#withCounters}), so counting costs no list any time. Counts are
 * deterministic; times are only comparable within one run.
 */
public final class OpenListBench {
    /** The reference every ratio is measured against. */
    public static final OpenListKind REFERENCE = OpenListKind.INDEXED_HEAP;

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private final SearchOptions options;
    private final int warmups;
    private final int repeats;

    /** A benchmark of {@code options} with each open list, after warm-up rounds, repeating each timing. */
    public OpenListBench(SearchOptions options, int warmups, int repeats) {
        if (warmups < 0 || repeats < 1) {
            throw new IllegalArgumentException("warm-up rounds must be >= 0 and repeats >= 1");
        }
        this.options = options;
        this.warmups = warmups;
        this.repeats = repeats;
    }

    /** How the timings were taken, for the report. */
    public String method() {
        return "JIT warm-up: " + warmups + " untimed round(s) of all queries with every open list on each map; then "
                + repeats + " timed round(s), lists interleaved in rotating order; a query's time is the thread CPU time of"
                + " the fastest of its " + repeats + " repeat(s); reported: the median over queries and ratios to the indexed"
                + " heap. Search options: stop " + options.termination().label()
                + ", ties " + options.ties().label() + ", reopen " + (options.reopen() ? "yes" : "no") + ".";
    }

    /** Runs every case; {@code progress} hears one line per map. One row per case and open list. */
    public Table run(List<BenchCase> cases, Consumer<String> progress) {
        Table table = Table.create("open lists",
                StringColumn.create("map"), IntColumn.create("cells"), IntColumn.create("queries"),
                StringColumn.create("open_list"), DoubleColumn.create("median_us"), DoubleColumn.create("ratio"),
                DoubleColumn.create("total_ratio"), DoubleColumn.create("comparisons"), DoubleColumn.create("moves"),
                DoubleColumn.create("searches"), DoubleColumn.create("queued"), DoubleColumn.create("mean_peak_open"),
                IntColumn.create("max_peak_open"),
                DoubleColumn.create("iterations"));
        for (BenchCase c : cases) {
            long t0 = System.nanoTime();
            measure(c, table);
            progress.accept(String.format("%-14s %8d cells, %4d queries: %5.1f s", c.name(), c.cells(), c.queries(),
                    (System.nanoTime() - t0) / 1e9));
        }
        return table;
    }

    private void measure(BenchCase c, Table table) {
        OpenListKind[] kinds = OpenListKind.values();
        int k = kinds.length;
        int q = c.queries();
        // The timed engines run with their counters off, so that no list pays for being watched;
        // the counts come from one untimed pass with counters on.
        AStar[] engines = new AStar[k];
        long[][] counts = new long[k][6];  // comparisons, moves, searches, peak sum, iterations, queued
        int[] maxPeak = new int[k];
        for (OpenListKind kind : kinds) {
            engines[kind.ordinal()] = new AStar(c.graph(), options.withOpenList(kind).withCounters(false));
            AStar counted = new AStar(c.graph(), options.withOpenList(kind));
            for (int i = 0; i < q; i++) {
                SearchResult r = counted.search(c.starts()[i], c.goals()[i], c.heuristic());
                count(counts[kind.ordinal()], r);
                maxPeak[kind.ordinal()] = Math.max(maxPeak[kind.ordinal()], r.openList().peakSize());
            }
        }
        for (int round = 0; round < warmups; round++) {
            for (int i = 0; i < q; i++) {
                for (AStar engine : engines) {
                    engine.search(c.starts()[i], c.goals()[i], c.heuristic());
                }
            }
        }
        double[][][] nanos = new double[k][q][repeats];
        for (int round = 0; round < repeats; round++) {
            for (int i = 0; i < q; i++) {
                SearchResult first = null;
                for (int j = 0; j < k; j++) {
                    int kind = (i + round + j) % k;
                    long t0 = CPU.getCurrentThreadCpuTime();
                    SearchResult r = engines[kind].search(c.starts()[i], c.goals()[i], c.heuristic());
                    nanos[kind][i][round] = CPU.getCurrentThreadCpuTime() - t0;
                    first = checkSame(c, i, first, r, kinds[kind]);
                }
            }
        }
        double[] median = new double[k];
        double[] total = new double[k];
        for (int kind = 0; kind < k; kind++) {
            double[] perQuery = new double[q];
            for (int i = 0; i < q; i++) {
                perQuery[i] = Arrays.stream(nanos[kind][i]).min().getAsDouble();
                total[kind] += perQuery[i];
            }
            median[kind] = Stats.median(perQuery);
        }
        int ref = REFERENCE.ordinal();
        for (OpenListKind kind : kinds) {
            int i = kind.ordinal();
            table.stringColumn("map").append(c.name());
            table.intColumn("cells").append(c.cells());
            table.intColumn("queries").append(q);
            table.stringColumn("open_list").append(kind.label());
            table.doubleColumn("median_us").append(round(median[i] / 1e3, 1));
            table.doubleColumn("ratio").append(round(median[i] / median[ref], 2));
            table.doubleColumn("total_ratio").append(round(total[i] / total[ref], 2));
            table.doubleColumn("comparisons").append(round((double) counts[i][0] / q, 1));
            table.doubleColumn("moves").append(round((double) counts[i][1] / q, 1));
            table.doubleColumn("searches").append(round((double) counts[i][2] / q, 1));
            table.doubleColumn("queued").append(round((double) counts[i][5] / q, 1));
            table.doubleColumn("mean_peak_open").append(round((double) counts[i][3] / q, 1));
            table.intColumn("max_peak_open").append(maxPeak[i]);
            table.doubleColumn("iterations").append(round((double) counts[i][4] / q, 1));
        }
    }

    private static double round(double x, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(x * scale) / scale;
    }

    private static void count(long[] counts, SearchResult r) {
        OpenListCounters o = r.openList();
        counts[0] += o.comparisons();
        counts[1] += o.moves();
        counts[2] += o.searches();
        counts[3] += o.peakSize();
        counts[4] += r.iterations();
        counts[5] += o.queued();
    }

    /** Every open list must find the same search; returns the first result of the query. */
    private static SearchResult checkSame(BenchCase c, int query, SearchResult first, SearchResult r, OpenListKind kind) {
        if (first != null && (first.cost() != r.cost() || first.iterations() != r.iterations())) {
            throw new IllegalStateException(c.name() + " query " + query + ": open list " + kind
                    + " found a different search (cost " + r.cost() + ", " + r.iterations() + " iterations) than the"
                    + " others (cost " + first.cost() + ", " + first.iterations() + " iterations)");
        }
        return first == null ? r : first;
    }
}
