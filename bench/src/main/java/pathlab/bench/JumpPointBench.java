package pathlab.bench;

import java.util.List;

import pathlab.grid.GridGraph;
import pathlab.search.AStar;
import pathlab.search.JumpPointResult;
import pathlab.search.JumpPointSearch;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Jump point search beside A* ({@link JumpPointSearch}; notebook 04's last rung): the same
 * queries on each map, every cost checked to be A*'s exactly, then the nodes each expands and the
 * time each takes. A* is octile A* with {@link SearchOptions#grid()}, its counters off; jump
 * point search uses the same heuristic and the same tie rule.
 *
 * <p>One row per map: the mean expansions per query of each, their ratio, the jump point search's
 * mean scan steps (cells its jumps stepped onto), and the median over the rounds of the time per
 * query of each, with their ratio. The two are timed in one JVM, alternating round by round after
 * a warm-up round of each, so load and the compiler treat them alike.
 *
 * <pre>
 *   Table t = JumpPointBench.run(GridCases.movingAi(folder, "den520d", 200), 7);
 * </pre>
 */
public final class JumpPointBench {
    /** The maps of the A* benchmark's comparison with its peers: two Dragon Age maps, a maze, random obstacles. */
    public static final List<String> MAPS = List.of("dao/den520d", "dao/brc202d", "maze/maze512-1-0",
            "random/random512-25-0");

    private JumpPointBench() {}

    /** The table described above, one row for this case, timed over {@code rounds} rounds of its queries. */
    public static Table run(BenchCase bench, int rounds) {
        if (rounds < 1) {
            throw new IllegalArgumentException("rounds " + rounds + " must be at least 1");
        }
        GridGraph grid = (GridGraph) bench.graph();
        AStar astar = new AStar(grid, SearchOptions.grid().withCounters(false));
        JumpPointSearch jps = new JumpPointSearch(grid);
        int n = bench.queries();
        long astarExpanded = 0;
        long jpsExpanded = 0;
        long scanSteps = 0;
        for (int i = 0; i < n; i++) {
            SearchResult a = astar.search(bench.starts()[i], bench.goals()[i], bench.heuristic());
            JumpPointResult j = jps.search(bench.starts()[i], bench.goals()[i], bench.heuristic());
            if (a.cost() != j.cost()) {
                throw new IllegalStateException(bench.name() + " query " + i + ": jump point search costs " + j.cost()
                        + ", A* " + a.cost());
            }
            astarExpanded += a.expanded();
            jpsExpanded += j.expanded();
            scanSteps += j.scanSteps();
        }
        double[] astarMicros = new double[rounds];
        double[] jpsMicros = new double[rounds];
        for (int round = -1; round < rounds; round++) {   // round -1 warms up both
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                astar.search(bench.starts()[i], bench.goals()[i], bench.heuristic());
            }
            long t1 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                jps.search(bench.starts()[i], bench.goals()[i], bench.heuristic());
            }
            long t2 = System.nanoTime();
            if (round >= 0) {
                astarMicros[round] = (t1 - t0) / 1e3 / n;
                jpsMicros[round] = (t2 - t1) / 1e3 / n;
            }
        }
        double astarTime = Stats.median(astarMicros);
        double jpsTime = Stats.median(jpsMicros);
        Table t = Table.create(bench.name() + ": jump point search and A*", StringColumn.create("map"),
                IntColumn.create("queries"), DoubleColumn.create("astar_expanded"), DoubleColumn.create("jps_expanded"),
                DoubleColumn.create("expanded_ratio"), DoubleColumn.create("jps_scan_steps"),
                DoubleColumn.create("astar_us"), DoubleColumn.create("jps_us"), DoubleColumn.create("time_ratio"));
        t.stringColumn("map").append(bench.name());
        t.intColumn("queries").append(n);
        t.doubleColumn("astar_expanded").append(round((double) astarExpanded / n, 1));
        t.doubleColumn("jps_expanded").append(round((double) jpsExpanded / n, 1));
        t.doubleColumn("expanded_ratio").append(round((double) astarExpanded / Math.max(1, jpsExpanded), 2));
        t.doubleColumn("jps_scan_steps").append(round((double) scanSteps / n, 1));
        t.doubleColumn("astar_us").append(round(astarTime, 1));
        t.doubleColumn("jps_us").append(round(jpsTime, 1));
        t.doubleColumn("time_ratio").append(round(astarTime / jpsTime, 2));
        return t;
    }

    private static double round(double value, int places) {
        double scale = Math.pow(10, places);
        return Math.round(value * scale) / scale;
    }
}
