package pathlab.bench;

import java.util.List;

import pathlab.grid.GridGraph;
import pathlab.heuristic.names.Heuristics;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.TieBreak;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Why grid searches break ties toward the larger cost-so-far ({@link SearchOptions#grid()}): the
 * same queries with first-in-first-out ties (the lecture's rule) and with {@link TieBreak#HIGH_G},
 * per heuristic. On a grid, every cell along an open stretch of an optimal route has the same
 * estimated-total-cost; the better the heuristic, the more cells tie, and first-in-first-out
 * takes them breadth first, side by side, while the larger cost-so-far goes on toward the goal.
 *
 * <p>One row per heuristic: the median expansions under each rule and the median over the
 * queries of FIFO's expansions divided by high-g's. Both rules must return the same cost.
 *
 * <pre>
 *   Table t = TieBench.run(GridCases.longest(dao, "den520d", 12), List.of("octile", "landmarks:16"));
 * </pre>
 */
public final class TieBench {
    private TieBench() {}

    /** The table described above, for the case's map and queries and the named heuristics. */
    public static Table run(BenchCase bench, List<String> heuristics) {
        GridGraph grid = (GridGraph) bench.graph();
        AStar fifo = new AStar(grid, SearchOptions.grid().withTies(TieBreak.FIFO));
        AStar highG = new AStar(grid, SearchOptions.grid());
        Table t = Table.create(bench.name() + ": ties", StringColumn.create("map"), StringColumn.create("heuristic"),
                DoubleColumn.create("median expanded fifo"), DoubleColumn.create("median expanded high-g"),
                DoubleColumn.create("median fifo / high-g"));
        for (String name : heuristics) {
            Heuristic h = Heuristics.byName(name, grid);
            int n = bench.queries();
            double[] byFifo = new double[n];
            double[] byHighG = new double[n];
            double[] ratio = new double[n];
            for (int i = 0; i < n; i++) {
                var a = fifo.search(bench.starts()[i], bench.goals()[i], h);
                var b = highG.search(bench.starts()[i], bench.goals()[i], h);
                if (Math.abs(a.cost() - b.cost()) > 1e-6) {
                    throw new IllegalStateException(bench.name() + " query " + i + ": " + name + " costs " + a.cost()
                            + " with fifo ties, " + b.cost() + " with high-g");
                }
                byFifo[i] = a.expanded();
                byHighG[i] = b.expanded();
                ratio[i] = byFifo[i] / Math.max(1, byHighG[i]);
            }
            t.stringColumn("map").append(bench.name());
            t.stringColumn("heuristic").append(name);
            t.doubleColumn("median expanded fifo").append(Stats.median(byFifo));
            t.doubleColumn("median expanded high-g").append(Stats.median(byHighG));
            t.doubleColumn("median fifo / high-g").append(Math.round(Stats.median(ratio) * 100) / 100.0);
        }
        return t;
    }
}
