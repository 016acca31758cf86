package pathlab.bench;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

import pathlab.graph.Connection;
import pathlab.grid.GridGraph;
import pathlab.grid.Scenario;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchResult;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Heuristic versus true cost (Red Blob Games, "Improving Heuristics", appendix "data": "Collect
 * data about heuristic vs true cost (available every time you run the pathfinder), plot on scatter
 * plot"). Every search hands us true costs for free: for each node n on the path it found, the
 * true cost from n to the goal is the path's cost minus n's cost-so-far. Each pair (true cost,
 * estimate) is one point; a perfect heuristic puts every point on the diagonal.
 *
 * <p>Cost: one search per query; the pairs are kept (two doubles each, every {@code stride}-th
 * path node).
 */
public final class HeuristicData {
    private final String name;
    private final List<double[]> pairs = new ArrayList<>();   // {true cost, estimate}

    private HeuristicData(String name) {
        this.name = name;
    }

    /** Collects the pairs of every {@code stride}-th node on the paths the heuristic's searches find. */
    public static HeuristicData collect(String name, AStar astar, GridGraph grid, List<Scenario> queries,
                                        Heuristic h, int stride) {
        HeuristicData data = new HeuristicData(name);
        for (Scenario s : queries) {
            int goal = grid.node(s.goalX(), s.goalY());
            SearchResult r = astar.search(grid.node(s.startX(), s.startY()), goal, h);
            if (!r.found()) {
                continue;
            }
            double soFar = 0;
            int node = r.start();
            List<Connection> path = r.path();
            for (int i = 0; i <= path.size(); i++) {
                if (i % stride == 0) {
                    data.pairs.add(new double[] {r.cost() - soFar, h.estimate(node, goal)});
                }
                if (i < path.size()) {
                    soFar += path.get(i).cost();
                    node = path.get(i).to();
                }
            }
        }
        return data;
    }

    public String name() {
        return name;
    }

    /** The true costs, one per pair. */
    public double[] trueCosts() {
        return pairs.stream().mapToDouble(p -> p[0]).toArray();
    }

    /** The estimates, one per pair. */
    public double[] estimates() {
        return pairs.stream().mapToDouble(p -> p[1]).toArray();
    }

    /** A summary per heuristic: pairs, mean estimate/true, share exact, share within 10 %. */
    public static Table summary(List<HeuristicData> all) {
        StringColumn heuristic = StringColumn.create("heuristic");
        IntColumn count = IntColumn.create("pairs");
        DoubleColumn ratio = DoubleColumn.create("mean estimate/true");
        DoubleColumn exact = DoubleColumn.create("% exact");
        DoubleColumn within10 = DoubleColumn.create("% within 10%");
        DoubleColumn gap = DoubleColumn.create("mean true - estimate");
        for (HeuristicData d : all) {
            int n = 0;
            double ratioSum = 0;
            double gapSum = 0;
            int exactCount = 0;
            int closeCount = 0;
            for (double[] p : d.pairs) {
                if (p[0] <= 0) {
                    continue;                                  // the goal itself: 0/0
                }
                n++;
                ratioSum += p[1] / p[0];
                gapSum += p[0] - p[1];
                exactCount += p[0] - p[1] < 1e-6 ? 1 : 0;
                closeCount += p[1] >= 0.9 * p[0] ? 1 : 0;
            }
            heuristic.append(d.name);
            count.append(n);
            ratio.append(round(ratioSum / n, 3));
            exact.append(round(100.0 * exactCount / n, 1));
            within10.append(round(100.0 * closeCount / n, 1));
            gap.append(round(gapSum / n, 1));
        }
        return Table.create("heuristic vs true cost", heuristic, count, ratio, exact, within10, gap);
    }

    /** The scatter plot: estimate against true cost, one colour per heuristic, and the diagonal (perfect). */
    public static BufferedImage scatter(String title, List<HeuristicData> all) {
        XYChart chart = new XYChartBuilder().width(640).height(480).title(title)
                .xAxisTitle("true cost to goal").yAxisTitle("heuristic estimate").build();
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        chart.getStyler().setMarkerSize(3);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        double max = 1;
        for (HeuristicData d : all) {
            chart.addSeries(d.name, d.trueCosts(), d.estimates());
            for (double[] p : d.pairs) {
                max = Math.max(max, p[0]);
            }
        }
        XYSeries diagonal = chart.addSeries("perfect (estimate = true)", new double[] {0, max}, new double[] {0, max});
        diagonal.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        diagonal.setMarker(SeriesMarkers.NONE);
        diagonal.setLineColor(Color.BLACK);
        return BitmapEncoder.getBufferedImage(chart);
    }

    static double round(double x, int digits) {
        double scale = Math.pow(10, digits);
        return Math.rint(x * scale) / scale;
    }
}
