package pathlab.bench;

import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import pathlab.io.OutputFiles;
import pathlab.openlist.OpenListKind;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * What the open list benchmark's table says: the chart of each open list's time ratio to the
 * indexed heap against map size, and the closing note on Lester's claim that a binary heap makes
 * pathfinding "2-3 times faster on average, and more on larger maps" (his sorted list against his
 * heap), where the simpler lists stop being competitive, and how the gap grows with the map.
 *
 * <p>Reads a table made by {@link OpenListBench}: generated maps are named {@code random-SIZE};
 * other maps (Moving AI) are shown as single points.
 */
public final class OpenListReport {
    private static final String GENERATED = "random-";
    /** The article's "larger maps": 100 x 100 nodes or more. */
    private static final int LARGE = 100 * 100;
    /** Ratios this close to 1 count as equal: run-to-run differences on a busy machine are that large. */
    private static final double NOISE = 0.05;
    private static final Color[] COLORS = {new Color(0xd62728), new Color(0xff7f0e), new Color(0xbcbd22),
            new Color(0x2ca02c), new Color(0x1f77b4), new Color(0x9467bd), new Color(0x7f7f7f), new Color(0x17becf)};

    private OpenListReport() {}

    /** The ratio of one open list's median time to the indexed heap's on one map: the table's {@code ratio}. */
    public static double ratio(Table t, String map, OpenListKind kind) {
        return value(t, map, kind, "ratio");
    }

    /** A number of the table's row for a map and an open list; NaN when there is no such row. */
    private static double value(Table t, String map, OpenListKind kind, String column) {
        for (Row r : t) {
            if (r.getString("map").equals(map) && r.getString("open_list").equals(kind.label())) {
                return r.getNumber(column);
            }
        }
        return Double.NaN;
    }

    /** The open lists the table has rows for (a table from before a list existed has none of it). */
    static List<OpenListKind> kinds(Table t) {
        return Arrays.stream(OpenListKind.values())
                .filter(kind -> t.stringColumn("open_list").contains(kind.label())).toList();
    }

    /** The generated maps in the table, smallest first. */
    static List<String> generatedMaps(Table t) {
        return maps(t, true);
    }

    private static List<String> maps(Table t, boolean generated) {
        List<String> maps = new ArrayList<>();
        for (Row r : t) {
            String map = r.getString("map");
            if (map.startsWith(GENERATED) == generated && !maps.contains(map)) {
                maps.add(map);
            }
        }
        maps.sort((a, b) -> Integer.compare(cells(t, a), cells(t, b)));
        return maps;
    }

    /** Every map of the table, generated ones first, each group smallest first. */
    private static List<String> all(Table t) {
        List<String> maps = maps(t, true);
        maps.addAll(maps(t, false));
        return maps;
    }

    /** The mean peak open list size on a map (the same for every open list). */
    private static double peak(Table t, String map) {
        for (Row r : t) {
            if (r.getString("map").equals(map)) {
                return r.getNumber("mean_peak_open");
            }
        }
        return Double.NaN;
    }

    private static int cells(Table t, String map) {
        for (Row r : t) {
            if (r.getString("map").equals(map)) {
                return (int) r.getNumber("cells");
            }
        }
        throw new IllegalArgumentException("no map " + map + " in the table");
    }

    /** The closing note: the claim, the crossover, the growth, and den520d, in numbers. */
    public static String note(Table t) {
        StringBuilder out = new StringBuilder();
        List<String> generated = generatedMaps(t);
        out.append("Closing note.\n");
        // The article's claim: its sorted list against its heap.
        List<String> large = new ArrayList<>();
        for (String map : all(t)) {
            if (cells(t, map) >= LARGE) {
                large.add(map);
            }
        }
        if (!large.isEmpty()) {
            double sum = 0;
            StringBuilder each = new StringBuilder();
            for (String map : large) {
                double r = ratio(t, map, OpenListKind.SORTED_FRONT) / ratio(t, map, OpenListKind.BINARY_HEAP);
                sum += r;
                each.append(String.format(Locale.ROOT, " %s %.1fx;", map, r));
            }
            double mean = sum / large.size();
            out.append(String.format(Locale.ROOT, "- The article's 2-3x (its sorted list, front insertion, against its binary "
                    + "heap) on maps of 100x100 or more:%s mean %.1fx: %s.%n", each, mean,
                    mean < 2 ? "on average the heap gains less than the article says"
                            : mean <= 3 ? "the claim holds" : "the claim holds and is conservative"));
            List<String> twice = new ArrayList<>();
            for (String map : large) {
                if (ratio(t, map, OpenListKind.SORTED_FRONT) / ratio(t, map, OpenListKind.BINARY_HEAP) >= 2) {
                    twice.add(map);
                }
            }
            out.append("- The heap is 2x or more faster than the sorted list on: "
                    + (twice.isEmpty() ? "no map" : String.join(", ", twice)) + ".\n");
        }
        if (generated.size() >= 2) {
            String small = generated.get(0);
            String big = generated.get(generated.size() - 1);
            for (OpenListKind kind : kinds(t)) {
                if (kind == OpenListBench.REFERENCE) {
                    continue;
                }
                out.append(String.format(Locale.ROOT, "- %s / indexed heap: %s%n", kind.label(), growth(t, generated, kind)));
            }
            out.append(String.format(Locale.ROOT, "- \"More on larger maps\": sorted-front / binary-heap goes from %.1fx on %s "
                    + "to %.1fx on %s.%n",
                    ratio(t, small, OpenListKind.SORTED_FRONT) / ratio(t, small, OpenListKind.BINARY_HEAP), small,
                    ratio(t, big, OpenListKind.SORTED_FRONT) / ratio(t, big, OpenListKind.BINARY_HEAP), big));
        }
        if (t.columnNames().contains("queued")) {
            out.append(tricks(t));
        }
        out.append("- Fastest open list per map:");
        for (String map : all(t)) {
            OpenListKind best = OpenListBench.REFERENCE;
            for (OpenListKind kind : kinds(t)) {
                if (ratio(t, map, kind) < ratio(t, map, best)) {
                    best = kind;
                }
            }
            out.append(String.format(Locale.ROOT, " %s %s (%.2f);", map, best.label(), ratio(t, map, best)));
        }
        out.append("\n");
        if (t.columnNames().contains("mean_peak_open") && !generated.isEmpty()) {
            List<String> peaks = new ArrayList<>();
            for (String map : generated) {
                peaks.add(String.format(Locale.ROOT, "%s %.0f", map, peak(t, map)));
            }
            out.append("- The open list stays small with the octile heuristic (mean peak size in nodes: "
                    + String.join(", ", peaks) + "), so a linear scan is cheap on small maps and the gap opens as maps grow.\n");
        }
        double den = ratio(t, "den520d", OpenListKind.SORTED_FRONT);
        if (!Double.isNaN(den)) {
            out.append(String.format(Locale.ROOT, "- den520d: the sorted list with front insertion takes %.1fx the indexed "
                    + "heap's time per median query (expected about 2-3x): %s", den,
                    den < 2 ? "less than expected" : den <= 3 ? "as expected" : "more than expected"));
            if (t.columnNames().contains("total_ratio")) {
                out.append(String.format(Locale.ROOT, "; %.1fx over all its queries (long ones weigh more)",
                        value(t, "den520d", OpenListKind.SORTED_FRONT, "total_ratio")));
            }
            out.append(".\n");
        }
        return out.toString();
    }

    /**
     * What the tuned heap's tricks buy, per map: the plain indexed heap's time, comparisons and
     * moves over the tuned heap's (the same searches), and the share of nodes the tie queue
     * handed out; and what the index alone buys: the article's heap's time over the plain one's.
     */
    private static String tricks(Table t) {
        OpenListKind plain = OpenListKind.PLAIN_INDEXED_HEAP;
        OpenListKind tuned = OpenListBench.REFERENCE;
        StringBuilder s = new StringBuilder("- What the tuned heap's tricks buy (plain-indexed-heap over indexed-heap; "
                + "time: all tricks together; comparisons: Floyd's sink and the tie queue; moves: the moving hole and the "
                + "tie queue; queued: share of the nodes taken off the list that the tie queue handed out):");
        StringBuilder index = new StringBuilder("- What the index buys (binary-heap over plain-indexed-heap, time):");
        for (String map : all(t)) {
            s.append(String.format(Locale.ROOT, " %s time %.2fx, comparisons %.2fx, moves %.2fx, queued %.0f%%;", map,
                    ratio(t, map, plain) / ratio(t, map, tuned),
                    value(t, map, plain, "comparisons") / value(t, map, tuned, "comparisons"),
                    value(t, map, plain, "moves") / value(t, map, tuned, "moves"),
                    100 * value(t, map, tuned, "queued") / value(t, map, tuned, "iterations")));
            index.append(String.format(Locale.ROOT, " %s %.2fx;", map,
                    ratio(t, map, OpenListKind.BINARY_HEAP) / ratio(t, map, plain)));
        }
        s.append(" the branch-free child choice, the key cache and counting by arithmetic change no count: "
                + "they are only in the time.\n");
        return s.append(index).append("\n").toString();
    }

    /** One open list's ratios by map size, where it crosses 1, and how fast it grows. */
    private static String growth(Table t, List<String> generated, OpenListKind kind) {
        StringBuilder s = new StringBuilder();
        int n = generated.size();
        double[] r = new double[n];
        double sx = 0, sy = 0, sxx = 0, sxy = 0;
        for (int i = 0; i < n; i++) {
            r[i] = ratio(t, generated.get(i), kind);
            s.append(String.format(Locale.ROOT, "%s %.2f, ", generated.get(i), r[i]));
            double x = Math.log(cells(t, generated.get(i)));
            double y = Math.log(r[i]);
            sx += x;
            sy += y;
            sxx += x * x;
            sxy += x * y;
        }
        double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        int from = n;  // from this index on, every map is slower than with the indexed heap
        while (from > 0 && r[from - 1] > 1 + NOISE) {
            from--;
        }
        s.append(Arrays.stream(r).allMatch(x -> Math.abs(x - 1) <= NOISE) ? "within 5% of the indexed heap at every size"
                : from == 0 ? "slower than the indexed heap at every size"
                : from < n ? "the indexed heap wins from " + generated.get(from) + " on"
                : Arrays.stream(r).allMatch(x -> x <= 1 + NOISE) ? "never slower than the indexed heap up to the largest map"
                : "not slower than the indexed heap on the largest map");
        s.append(String.format(Locale.ROOT, "; the ratio grows like cells^%.2f (x%.2f each time the side doubles)",
                slope, Math.pow(4, slope)));
        return s.toString();
    }

    /** Draws each open list's ratio to the indexed heap against map size (logarithmic). */
    public static XYChart chart(Table t) {
        XYChart chart = new XYChartBuilder().width(900).height(560)
                .title("A* with octile: time per query relative to the indexed heap")
                .xAxisTitle("map size in cells (log scale); lines: generated maps, diamonds: Dragon Age maps")
                .yAxisTitle("time / indexed heap's time").build();
        chart.getStyler().setYAxisDecimalPattern("0.0").setXAxisLogarithmic(true).setChartBackgroundColor(Color.WHITE)
                .setLegendPosition(Styler.LegendPosition.InsideNW);
        List<String> generated = generatedMaps(t);
        List<String> others = maps(t, false);
        for (OpenListKind kind : kinds(t)) {
            Color color = COLORS[kind.ordinal() % COLORS.length];
            if (!generated.isEmpty()) {
                XYSeries line = chart.addSeries(kind.label(), xs(t, generated), ys(t, generated, kind));
                line.setLineColor(color);
                line.setMarkerColor(color);
                line.setMarker(SeriesMarkers.CIRCLE);
            }
            if (!others.isEmpty()) {
                XYSeries points = chart.addSeries(kind.label() + " (Moving AI maps)", xs(t, others), ys(t, others, kind));
                points.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
                points.setMarkerColor(color);
                points.setMarker(SeriesMarkers.DIAMOND);
                points.setShowInLegend(generated.isEmpty());
            }
        }
        return chart;
    }

    /** Writes the chart as a PNG. */
    public static void writeChart(Table t, Path png) {
        OutputFiles.write(png, temporary -> BitmapEncoder.saveBitmap(chart(t), temporary.toString(),
                BitmapEncoder.BitmapFormat.PNG));
    }

    private static double[] xs(Table t, List<String> maps) {
        return maps.stream().mapToDouble(m -> cells(t, m)).toArray();
    }

    private static double[] ys(Table t, List<String> maps, OpenListKind kind) {
        return maps.stream().mapToDouble(m -> ratio(t, m, kind)).toArray();
    }
}
