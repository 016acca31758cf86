package pathlab.bench;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import javax.imageio.ImageIO;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import pathlab.grid.GridGraph;
import pathlab.heuristic.WeightedHeuristic;
import pathlab.heuristic.names.Heuristics;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Weighted A* measured: the lecture's overestimating heuristic ("Overestimating Heuristic": "if
 * the heuristic overestimates by at most x, the path is no more than x too long") made on purpose,
 * as w times an admissible heuristic ({@link WeightedHeuristic}), for w from 1 to 3. For each
 * base heuristic and weight: how many nodes A* expands (median over the queries, and that median
 * divided by the median at w = 1), how much longer the path is than the
 * optimum (mean and largest excess, in percent), and whether every path kept the lecture's bound:
 * w · h overestimates by at most (w - 1) · optimum, so the path may be at most that much too
 * long. A path beyond the bound is a bug, and the run fails.
 *
 * <p>The optimum of each query is the cost at w = 1 with the first base heuristic (admissible,
 * so optimal); every base must agree at w = 1. Searches use {@link SearchOptions#grid()}.
 *
 * <pre>
 *   Table t = WeightedBench.run(GridCases.movingAi(dao, "den520d", 100), List.of("octile", "landmarks:16"), WeightedBench.WEIGHTS);
 *   display(WeightedBench.chart(t));
 * </pre>
 */
public final class WeightedBench {
    /** The weights measured by default: 1, the optimal search every other weight is compared with, to 3. */
    public static final double[] WEIGHTS = {1, 1.1, 1.25, 1.5, 2, 2.5, 3};
    /**
     * The admissible heuristics weighed by default: octile, the grid's distance, and 16 landmarks,
     * a much better informed one, to see whether a weight still pays when the heuristic is good.
     */
    public static final List<String> HEURISTICS = List.of("octile", "landmarks:16");
    /** The Dragon Age maps measured by default: two levels the A* and landmark benchmarks measure too, so that their numbers read together. */
    public static final List<String> MAPS = List.of("den520d", "brc202d");

    private WeightedBench() {}

    /** The table described above; the first weight must be 1. */
    public static Table run(BenchCase bench, List<String> bases, double[] weights) {
        if (weights.length == 0 || weights[0] != 1) {
            throw new IllegalArgumentException("the weights must start with 1, the optimal search");
        }
        GridGraph grid = (GridGraph) bench.graph();
        AStar astar = new AStar(grid, SearchOptions.grid());
        int n = bench.queries();
        Table t = Table.create(bench.name() + ": weighted A*", StringColumn.create("map"),
                StringColumn.create("heuristic"), DoubleColumn.create("weight"), DoubleColumn.create("median expanded"),
                DoubleColumn.create("expanded ratio"), DoubleColumn.create("mean excess %"),
                DoubleColumn.create("max excess %"), DoubleColumn.create("bound %"), IntColumn.create("beyond bound"));
        double[] optimum = null;
        for (String name : bases) {
            Heuristic base = Heuristics.byName(name, grid);
            double medianAtOne = 0;
            for (double w : weights) {
                Heuristic h = WeightedHeuristic.of(w, base);
                double[] expanded = new double[n];
                double sumExcess = 0;
                double maxExcess = 0;
                int beyond = 0;
                for (int i = 0; i < n; i++) {
                    SearchResult r = astar.search(bench.starts()[i], bench.goals()[i], h);
                    if (w == 1) {
                        if (optimum == null) {
                            optimum = new double[n];
                        }
                        if (name.equals(bases.get(0))) {
                            optimum[i] = r.cost();
                        } else if (Math.abs(r.cost() - optimum[i]) > 1e-6) {
                            throw new IllegalStateException(bench.name() + " query " + i + ": " + name + " is not optimal");
                        }
                    }
                    expanded[i] = r.expanded();
                    double excess = optimum[i] > 0 ? 100 * (r.cost() - optimum[i]) / optimum[i] : 0;
                    sumExcess += excess;
                    maxExcess = Math.max(maxExcess, excess);
                    if (r.cost() > w * optimum[i] + 1e-6) {
                        beyond++;
                    }
                }
                if (beyond > 0) {
                    throw new IllegalStateException(bench.name() + ": " + beyond + " paths of " + h
                            + " are longer than the lecture's bound");
                }
                t.stringColumn("map").append(bench.name());
                t.stringColumn("heuristic").append(name);
                t.doubleColumn("weight").append(w);
                double median = Stats.median(expanded);
                medianAtOne = w == 1 ? median : medianAtOne;
                t.doubleColumn("median expanded").append(median);
                t.doubleColumn("expanded ratio").append(round(median / Math.max(1, medianAtOne)));
                t.doubleColumn("mean excess %").append(round(sumExcess / n));
                t.doubleColumn("max excess %").append(round(maxExcess));
                t.doubleColumn("bound %").append(round(100 * (w - 1)));
                t.intColumn("beyond bound").append(beyond);
            }
        }
        return t;
    }

    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }

    /**
     * Two charts side by side: left, the expansions (median, relative to w = 1) against the
     * weight; right, the largest and mean path excess against the weight, with the lecture's
     * bound (w - 1) · 100 %. One line per map and heuristic of the table.
     */
    public static BufferedImage chart(Table t) {
        XYChart work = base("Nodes expanded (median), relative to w = 1", "median expanded / median at w = 1");
        XYChart excess = base("Path cost above the optimum (largest of the queries)", "excess %");
        double[] weights = t.doubleColumn("weight").unique().asDoubleArray();
        java.util.Arrays.sort(weights);
        double[] bound = new double[weights.length];
        for (int i = 0; i < weights.length; i++) {
            bound[i] = 100 * (weights[i] - 1);
        }
        for (String map : t.stringColumn("map").unique()) {
            for (String h : t.stringColumn("heuristic").unique()) {
                Table rows = t.where(t.stringColumn("map").isEqualTo(map).and(t.stringColumn("heuristic").isEqualTo(h)));
                if (rows.rowCount() == 0) {
                    continue;
                }
                String label = map + " " + h;
                work.addSeries(label, rows.doubleColumn("weight").asDoubleArray(), rows.doubleColumn("expanded ratio").asDoubleArray());
                excess.addSeries(label, rows.doubleColumn("weight").asDoubleArray(), rows.doubleColumn("max excess %").asDoubleArray());
            }
        }
        XYSeries limit = excess.addSeries("lecture's bound: (w - 1) x 100 %", weights, bound);   // last: same colours left and right
        limit.setMarker(SeriesMarkers.NONE);
        limit.setLineColor(Color.GRAY);
        BufferedImage left = BitmapEncoder.getBufferedImage(work);
        BufferedImage right = BitmapEncoder.getBufferedImage(excess);
        BufferedImage both = new BufferedImage(left.getWidth() + right.getWidth(), left.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = both.createGraphics();
        g.drawImage(left, 0, 0, null);
        g.drawImage(right, left.getWidth(), 0, null);
        g.dispose();
        return both;
    }

    private static XYChart base(String title, String yTitle) {
        XYChart chart = new XYChartBuilder().width(640).height(420).title(title).xAxisTitle("weight w").yAxisTitle(yTitle).build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setAntiAlias(false);
        return chart;
    }

    /** Writes the chart as a PNG: to a temporary file first, then renamed, so no half-written file is left. */
    public static void writeChart(Table t, Path png) {
        try {
            Path tmp = Files.createTempFile(png.toAbsolutePath().getParent(), "weighted", ".png.tmp");
            ImageIO.write(chart(t), "png", tmp.toFile());
            Files.move(tmp, png, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write chart " + png + ": " + e.getMessage(), e);
        }
    }
}
