package pathlab.picture;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.graph.GraphFile;
import pathlab.graph.Positions;
import pathlab.search.Costs;
import pathlab.search.Heuristic;
import pathlab.search.NodeRecord;
import pathlab.search.SearchResult;
import pathlab.search.SearchStep;
import pathlab.trace.Listing;
import pathlab.trace.Trace;

/**
 * Pictures of a small graph and of a search on it, as the lecture draws them: nodes as circles
 * with their names, directed connections as arrows with their costs ("Directed Weighted Graphs"),
 * and, for a recorded search, one picture per iteration ("Dijkstra in Steps"): each node in the
 * colour of its list, its record {@code X(Y,c,e)} beside it, and the connection each reached
 * node arrived by drawn thick (the "chalk arrows" that point back to the start).
 *
 * <pre>
 *   GraphFile file = GraphFile.lecture();
 *   BufferedImage graph = GraphPicture.draw(file.graph(), file.positions());
 *   Trace t = LectureExample.EXAMPLE_3.trace();
 *   BufferedImage step6 = GraphPicture.iteration(t, file.positions(), 6);   // B reopens C
 * </pre>
 *
 * <p>What each iteration picture shows. Fill: {@link #CURRENT_RGB} the current node N, the
 * fill picture's colours for open ({@link FillPicture#OPEN_RGB}), closed
 * ({@link FillPicture#CLOSED_RGB}) and unvisited nodes. A ring marks what the iteration changed:
 * {@link #REOPENED_RGB} a closed node that went back on the open list (lecture, "Example: Closed
 * Node Update"), {@link #UPDATED_RGB} an open node whose record improved ("Example: Open Node
 * Update"); under such a node its old record is written after {@code WAS}.
 *
 * <p>Layout: a node at position (x, y) has its centre at pixel {@link #centre}: positions are
 * scaled by {@link #UNIT} pixels per unit, inside a margin that holds the labels of the outer
 * nodes and, top left, the title. Several connections between the same two nodes (either
 * way) are drawn side by side, {@link #PARALLEL_GAP} pixels apart. Every picture of one graph has
 * the same size, so the pictures of a trace make an animation ({@link Animation}).
 *
 * <p>Every picture comes as pixels (for PNG files and GIF animations) and as SVG text
 * ({@code drawSvg}, {@code iterationSvg}, {@code pathSvg}: crisp at any zoom, text in a real
 * font, for notebooks: {@code display(GraphPicture.iterationSvg(t, at, 6).html(), "text/html")},
 * see {@link SvgPicture}).
 * One routine draws both, through {@link Drawing}. Like the fill pictures, every pixel is set by
 * integer arithmetic (coordinates are rounded once, lines are Bresenham's), so a picture has the
 * same PNG bytes and the same SVG text on every machine. Cost: O(pixels + connections) per
 * picture; meant for graphs of a few dozen nodes.
 */
public final class GraphPicture {

    /** Units between the columns and between the rows of {@link #layered}: the lecture's spacing. */
    private static final double LAYER_WIDTH = 2;
    private static final double LAYER_HEIGHT = 1.5;

    /** Pixels per unit of the positions. */
    public static final int UNIT = 64;
    /** A node's radius in pixels. */
    public static final int RADIUS = 15;
    /** Pixels between two connections that join the same two nodes. */
    public static final int PARALLEL_GAP = 14;

    /** Fill of the current node N. */
    public static final int CURRENT_RGB = 0xF2C200;
    /** Ring of a closed node that this iteration put back on the open list. */
    public static final int REOPENED_RGB = 0xD42020;
    /** Ring of an open node whose record this iteration improved. */
    public static final int UPDATED_RGB = 0x7B3FB5;
    /** A connection a node arrived by (its record's connection). */
    public static final int ARRIVAL_RGB = 0x1F4FD1;
    /** Any other connection. */
    public static final int CONNECTION_RGB = 0x8C8C8C;

    private static final int TEXT_RGB = 0x000000;
    private static final int PAPER_RGB = 0xFFFFFF;
    private static final int TEXT_SCALE = 2;
    private static final int LINE_HEIGHT = BitmapFont.HEIGHT * TEXT_SCALE + 4;
    private static final int MARGIN = 80;     // room for records and notes around the outer nodes
    private static final int TITLE_INSET = 8; // the title's distance from the top-left corner
    private static final int ARROW = 11;      // arrowhead length
    private static final int THIN = 2;
    private static final int THICK = 4;

    private GraphPicture() {
    }

    /** What to draw: per node a fill, a ring and lines of text, per connection a colour, width and label. */
    private static final class Scene {
        final int[] fill;
        final int[] ring;
        final String[] above;
        final String[][] below;
        final int[] belowRgb;
        final int[] lineRgb;
        final int[] lineWidth;
        final String[] label;
        String title;
        List<FillPicture.KeyEntry> key = List.of();

        Scene(Graph g) {
            int n = g.nodeCount();
            int m = connectionCount(g);
            fill = new int[n];
            Arrays.fill(fill, FillPicture.UNVISITED_RGB);
            ring = new int[n];
            Arrays.fill(ring, TEXT_RGB);
            above = new String[n];
            below = new String[n][];
            belowRgb = new int[n];
            lineRgb = new int[m];
            Arrays.fill(lineRgb, CONNECTION_RGB);
            lineWidth = new int[m];
            Arrays.fill(lineWidth, THIN);
            label = new String[m];
            for (int c = 0; c < m; c++) {
                label[c] = costText(g.connectionCost(c));
            }
        }
    }

    // ------------------------------------------------------------------ pictures

    /** The graph: nodes, connections with their costs. */
    public static BufferedImage draw(Graph g, Positions positions) {
        return raster(g, positions, new Scene(g));
    }

    /** The same picture as SVG, for notebooks: {@code display(GraphPicture.drawSvg(g, at).html(), "text/html")}. */
    public static SvgPicture drawSvg(Graph g, Positions positions) {
        return svg(g, positions, new Scene(g));
    }

    /** The graph with each node's heuristic value ({@code h=...}, the estimate to {@code goal}) above it. */
    public static BufferedImage draw(Graph g, Positions positions, Heuristic heuristic, int goal) {
        return raster(g, positions, withHeuristic(g, heuristic, goal));
    }

    /** The same picture as SVG. */
    public static SvgPicture drawSvg(Graph g, Positions positions, Heuristic heuristic, int goal) {
        return svg(g, positions, withHeuristic(g, heuristic, goal));
    }

    /**
     * Positions for a graph whose file gives none, read from left to right as the lecture draws its
     * examples: the start on the left, then a column per number of connections from it (breadth
     * first, nodes it cannot reach after them), and the goal alone in the last column on the right;
     * a column's nodes one above the other in node order, each column centred. Connections that
     * would run through a node are bent round it, as always.
     */
    public static Positions layered(Graph g, int start, int goal) {
        int n = g.nodeCount();
        int[] column = new int[n];
        Arrays.fill(column, -1);
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        column[start] = 0;
        queue[tail++] = start;
        while (head < tail) {
            int node = queue[head++];
            for (int c = g.firstConnection(node); c != Graph.NONE; c = g.nextConnection(node, c)) {
                int to = g.connectionTo(c);
                if (column[to] < 0) {
                    column[to] = column[node] + 1;
                    queue[tail++] = to;
                }
            }
        }
        int deepest = 0;
        for (int node = 0; node < n; node++) {
            deepest = Math.max(deepest, node == goal ? 0 : column[node]);
        }
        int[] size = new int[deepest + 3];
        for (int node = 0; node < n; node++) {
            column[node] = node == start ? 0 : node == goal ? deepest + 2 : column[node] < 0 ? deepest + 1 : column[node];
            size[column[node]]++;
        }
        if (size[deepest + 1] == 0) {   // every node reached: the goal follows the deepest column
            for (int node = 0; node < n; node++) {
                column[node] -= column[node] == deepest + 2 ? 1 : 0;
            }
        }
        int tallest = Arrays.stream(size).max().orElse(1);
        double[] x = new double[n];
        double[] y = new double[n];
        for (int k = 0; k < size.length; k++) {
            // Column k in the order of the mean row of the nodes that lead to it from the columns
            // placed before (fewer crossings), ties and nodes with none in node order.
            double[] sum = new double[n];
            int[] from = new int[n];
            for (int node = 0; node < n; node++) {
                for (int c = g.firstConnection(node); c != Graph.NONE; c = g.nextConnection(node, c)) {
                    int to = g.connectionTo(c);
                    if (column[node] < k && column[to] == k) {
                        sum[to] += y[node];
                        from[to]++;
                    }
                }
            }
            int here = k;
            Integer[] nodes = IntStream.range(0, n).filter(node -> column[node] == here).boxed()
                    .toArray(Integer[]::new);
            Arrays.sort(nodes, Comparator.comparingDouble(
                    (Integer node) -> from[node] == 0 ? Double.MAX_VALUE : sum[node] / from[node]));
            for (int row = 0; row < nodes.length; row++) {
                x[nodes[row]] = LAYER_WIDTH * k;
                y[nodes[row]] = LAYER_HEIGHT * ((tallest - size[k]) / 2.0 + row);
            }
        }
        return new Positions(x, y);
    }

    /** A graph file's positions, or {@link #layered} ones from start to goal when the file gives none. */
    public static Positions positions(GraphFile file, int start, int goal) {
        return file.hasPositions() ? file.positions() : layered(file.graph(), start, goal);
    }

    /** A graph file's graph at its positions (on a circle when it has none). */
    public static BufferedImage draw(GraphFile file) {
        return draw(file.graph(), file.positions());
    }

    /**
     * The lists after iteration {@code i} of a trace (0: the initial state), titled as the
     * listing's header ({@code [3] N: C}), with each reached node's record, the connections the
     * records point back along, and the nodes this iteration updated or reopened.
     */
    public static BufferedImage iteration(Trace trace, Positions positions, int i) {
        return raster(trace.graph(), positions, iterationScene(trace, i));
    }

    /** The same picture as SVG: what notebooks and the {@link StepPlayer} show. */
    public static SvgPicture iterationSvg(Trace trace, Positions positions, int i) {
        return svg(trace.graph(), positions, iterationScene(trace, i));
    }

    /** A picture for every step of a trace, from the initial state to the last iteration. */
    public static List<BufferedImage> iterations(Trace trace, Positions positions) {
        List<BufferedImage> pictures = new ArrayList<>();
        for (int i = 0; i <= trace.iterations(); i++) {
            pictures.add(iteration(trace, positions, i));
        }
        return pictures;
    }

    /**
     * Retrieving the path (lecture, "Example: Retrieving the Path"): every connection numbered
     * with a Roman numeral (I for connection 0, in the graph's order), the path's connections
     * drawn thick, and the title listing them working back from the goal, as the lecture does.
     */
    public static BufferedImage path(SearchResult result, Positions positions) {
        return raster(result.graph(), positions, pathScene(result));
    }

    /** The same picture as SVG. */
    public static SvgPicture pathSvg(SearchResult result, Positions positions) {
        return svg(result.graph(), positions, pathScene(result));
    }

    /** The path's connections as Roman numerals, working back from the goal: {@code IX, VIII, ...}. */
    public static List<String> backwards(SearchResult result) {
        List<String> numerals = new ArrayList<>();
        for (int i = result.path().size() - 1; i >= 0; i--) {
            numerals.add(roman(result.path().get(i).id() + 1));
        }
        return numerals;
    }

    /** {@code n} in Roman numerals (1 to 3999), as the lecture numbers connections. */
    public static String roman(int n) {
        if (n < 1 || n > 3999) {
            throw new IllegalArgumentException("no Roman numeral for " + n);
        }
        int[] values = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
        String[] numerals = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            for (; n >= values[i]; n -= values[i]) {
                s.append(numerals[i]);
            }
        }
        return s.toString();
    }

    /** The pixel at the centre of a node in a picture of this graph, {x, y}: for tests and checks. */
    public static int[] centre(Positions positions, int node) {
        double minX = Arrays.stream(positions.x()).min().orElse(0);
        double minY = Arrays.stream(positions.y()).min().orElse(0);
        return new int[] {MARGIN + (int) Math.round((positions.x(node) - minX) * UNIT),
                MARGIN + (int) Math.round((positions.y(node) - minY) * UNIT)};
    }

    // ------------------------------------------------------------------ scenes

    private static Scene withHeuristic(Graph g, Heuristic heuristic, int goal) {
        Scene s = new Scene(g);
        for (int n = 0; n < g.nodeCount(); n++) {
            s.above[n] = "h=" + costText(heuristic.estimate(n, goal));
        }
        return s;
    }

    private static Scene iterationScene(Trace trace, int i) {
        Graph g = trace.graph();
        SearchStep step = trace.step(i);
        SearchStep before = i > 0 ? trace.step(i - 1) : null;
        Scene s = new Scene(g);
        for (NodeRecord r : step.closed()) {
            s.fill[r.node()] = FillPicture.CLOSED_RGB;
            reached(trace, s, r);
        }
        for (NodeRecord r : step.open()) {
            s.fill[r.node()] = FillPicture.OPEN_RGB;
            reached(trace, s, r);
            NodeRecord old = before == null ? null : find(before.closed(), r.node());
            int ring = REOPENED_RGB;
            if (old == null) {
                old = before == null ? null : find(before.open(), r.node());
                ring = UPDATED_RGB;
            }
            if (old != null && !old.equals(r)) {
                s.ring[r.node()] = ring;
                s.below[r.node()] = new String[] {record(trace, r), "WAS " + record(trace, old)};
                s.belowRgb[r.node()] = ring;
            }
        }
        if (step.current() >= 0) {
            s.fill[step.current()] = CURRENT_RGB;
        }
        s.title = step.iteration() == 0 ? "INITIAL" : "[" + step.iteration() + "] N: " + g.nodeName(step.current());
        s.key = iterationKey();
        return s;
    }

    private static Scene pathScene(SearchResult result) {
        Graph g = result.graph();
        Scene s = new Scene(g);
        for (int c = 0; c < s.label.length; c++) {
            s.label[c] = roman(c + 1) + ": " + s.label[c];
        }
        for (Connection c : result.path()) {
            s.lineRgb[c.id()] = FillPicture.PATH_RGB;
            s.lineWidth[c.id()] = THICK;
        }
        s.fill[result.start()] = FillPicture.START_RGB;
        s.fill[result.goal()] = FillPicture.GOAL_RGB;
        s.title = "BACK FROM THE GOAL: " + String.join(", ", backwards(result));
        s.key = List.of(
                new FillPicture.KeyEntry(FillPicture.PATH_RGB, -1, false, "PATH"),
                new FillPicture.KeyEntry(FillPicture.START_RGB, -1, false, "START"),
                new FillPicture.KeyEntry(FillPicture.GOAL_RGB, -1, false, "GOAL"));
        return s;
    }

    // ------------------------------------------------------------------ drawing

    private static void reached(Trace trace, Scene s, NodeRecord r) {
        s.below[r.node()] = new String[] {record(trace, r)};
        if (r.connection() >= 0) {
            s.lineRgb[r.connection()] = ARRIVAL_RGB;
            s.lineWidth[r.connection()] = THICK;
        }
    }

    /** A record as the trace's listing writes it, e.g. {@code C(B,4)}. */
    static String record(Trace trace, NodeRecord r) {
        return Listing.record(trace.graph(), r, trace.notation());
    }

    /** The record of the node among these, or null. */
    static NodeRecord find(List<NodeRecord> records, int node) {
        for (NodeRecord r : records) {
            if (r.node() == node) {
                return r;
            }
        }
        return null;
    }

    private static List<FillPicture.KeyEntry> iterationKey() {
        return List.of(
                new FillPicture.KeyEntry(CURRENT_RGB, -1, false, "CURRENT N"),
                new FillPicture.KeyEntry(FillPicture.OPEN_RGB, -1, false, "OPEN"),
                new FillPicture.KeyEntry(FillPicture.CLOSED_RGB, -1, false, "CLOSED"),
                new FillPicture.KeyEntry(FillPicture.UNVISITED_RGB, -1, false, "UNVISITED"),
                new FillPicture.KeyEntry(ARRIVAL_RGB, -1, false, "ARRIVED BY"),
                new FillPicture.KeyEntry(UPDATED_RGB, -1, false, "UPDATED"),
                new FillPicture.KeyEntry(REOPENED_RGB, -1, false, "REOPENED"));
    }

    /** The scene in pixels, with its key below. */
    private static BufferedImage raster(Graph g, Positions positions, Scene s) {
        int[][] centres = centres(g, positions);
        int[] size = size(centres);
        Canvas canvas = new Canvas(size[0], size[1], PAPER_RGB);
        paint(canvas, g, centres, s);
        return s.key.isEmpty() ? canvas.image() : FillPicture.withKey(canvas.image(), s.key);
    }

    /** The scene as SVG, with its key below. */
    private static SvgPicture svg(Graph g, Positions positions, Scene s) {
        int[][] centres = centres(g, positions);
        int[] size = size(centres);
        SvgDrawing svg = new SvgDrawing(size[0], size[1]);
        paint(svg, g, centres, s);
        return svg.picture(s.key);
    }

    /** Every node's centre, {x, y}. */
    private static int[][] centres(Graph g, Positions positions) {
        if (positions.size() != g.nodeCount()) {
            throw new IllegalArgumentException(positions.size() + " positions for a graph of " + g.nodeCount() + " nodes");
        }
        int[][] centres = new int[g.nodeCount()][];
        for (int node = 0; node < g.nodeCount(); node++) {
            centres[node] = centre(positions, node);
        }
        return centres;
    }

    /** The picture's width and height: the outermost centres and a margin. */
    private static int[] size(int[][] centres) {
        int width = 0;
        int height = 0;
        for (int[] c : centres) {
            width = Math.max(width, c[0] + MARGIN);
            height = Math.max(height, c[1] + MARGIN);
        }
        return new int[] {width, height};
    }

    /** Draws the scene: connections, nodes, cost labels over the lines, records, the title. */
    private static void paint(Drawing d, Graph g, int[][] centres, Scene s) {
        int n = g.nodeCount();
        int[] px = new int[n];
        int[] py = new int[n];
        for (int node = 0; node < n; node++) {
            px[node] = centres[node][0];
            py[node] = centres[node][1];
        }
        List<int[]> labels = connections(g, s, px, py, d);
        for (int node = 0; node < n; node++) {
            d.disc(px[node], py[node], RADIUS, s.ring[node]);
            boolean marked = s.ring[node] != TEXT_RGB;
            d.disc(px[node], py[node], RADIUS - (marked ? 4 : 2), s.fill[node]);
            String name = g.nodeName(node);
            d.text(name, px[node] - BitmapFont.width(name, TEXT_SCALE) / 2,
                    py[node] - BitmapFont.HEIGHT * TEXT_SCALE / 2, TEXT_SCALE, TEXT_RGB);
        }
        for (int[] l : labels) {   // cost labels over every line, so no line hides one
            d.label(s.label[l[0]], l[1], l[2], TEXT_SCALE, TEXT_RGB);
        }
        for (int node = 0; node < n; node++) {
            if (s.above[node] != null) {
                d.label(s.above[node], px[node], py[node] - RADIUS - LINE_HEIGHT / 2 - 2, TEXT_SCALE, TEXT_RGB);
            }
            String[] lines = s.below[node];
            for (int i = 0; lines != null && i < lines.length; i++) {
                d.label(lines[i], px[node], py[node] + RADIUS + LINE_HEIGHT / 2 + 2 + i * LINE_HEIGHT,
                        TEXT_SCALE, i == 0 ? TEXT_RGB : s.belowRgb[node]);
            }
        }
        if (s.title != null) {   // in the top margin, above every node and its labels
            d.text(s.title, TITLE_INSET, TITLE_INSET, TEXT_SCALE, TEXT_RGB);
        }
    }

    /**
     * Draws every connection as an arrow from the edge of one node's circle to the other's, and
     * returns where each cost label goes: {connection, x, y}. Connections between the same two
     * nodes are spread out sideways, in the graph's order.
     */
    private static List<int[]> connections(Graph g, Scene s, int[] px, int[] py, Drawing canvas) {
        Map<Long, List<Integer>> between = new HashMap<>();
        int m = connectionCount(g);
        for (int c = 0; c < m; c++) {
            between.computeIfAbsent(pair(g.connectionFrom(c), g.connectionTo(c)), k -> new ArrayList<>()).add(c);
        }
        List<int[]> labels = new ArrayList<>();
        // Thin lines first, so a thick (highlighted) line is never drawn over.
        Integer[] order = new Integer[m];
        for (int c = 0; c < m; c++) {
            order[c] = c;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(s.lineWidth[a], s.lineWidth[b]));
        for (int c : order) {
            int a = g.connectionFrom(c);
            int b = g.connectionTo(c);
            if (a == b) {
                int cy = py[a] - RADIUS - 9;
                canvas.circle(px[a], cy, 9 - s.lineWidth[c], 9, s.lineRgb[c]);
                labels.add(new int[] {c, px[a], cy - 9 - LINE_HEIGHT / 2});
                continue;
            }
            List<Integer> same = between.get(pair(a, b));
            double offset = (same.indexOf(c) - (same.size() - 1) / 2.0) * PARALLEL_GAP;
            // Unit direction and the side of the lower node id, the same for both directions.
            double dx = px[b] - px[a];
            double dy = py[b] - py[a];
            double length = Math.sqrt(dx * dx + dy * dy);
            dx /= length;
            dy /= length;
            double sideX = a < b ? -dy : dy;
            double sideY = a < b ? dx : -dx;
            double ax = px[a] + sideX * offset;
            double ay = py[a] + sideY * offset;
            double bx = px[b] + sideX * offset;
            double by = py[b] + sideY * offset;
            double[] knee = detour(a, b, ax, ay, bx, by, px, py);
            if (knee != null) {   // two straight pieces, through a point beside the node in the way
                double kx = knee[0];
                double ky = knee[1];
                double[] out = unit(kx - px[a], ky - py[a]);
                int x0 = round(px[a] + out[0] * RADIUS);
                int y0 = round(py[a] + out[1] * RADIUS);
                canvas.line(x0, y0, round(kx), round(ky), s.lineWidth[c], s.lineRgb[c]);
                double[] in = unit(px[b] - kx, py[b] - ky);
                arrow(canvas, round(kx), round(ky), px[b], py[b], in[0], in[1], RADIUS, s.lineWidth[c], s.lineRgb[c]);
                labels.add(new int[] {c, round(kx), round(ky)});
                continue;
            }
            double into = Math.sqrt(Math.max(0, RADIUS * RADIUS - offset * offset));   // to the circle's edge
            int x0 = round(ax + dx * into);
            int y0 = round(ay + dy * into);
            arrow(canvas, x0, y0, bx, by, dx, dy, into, s.lineWidth[c], s.lineRgb[c]);
            labels.add(new int[] {c, round((ax + bx) / 2), round((ay + by) / 2)});
        }
        labels.sort((l1, l2) -> Integer.compare(l1[0], l2[0]));
        return labels;
    }

    /**
     * A line from (x0, y0) in the unit direction (dx, dy) that ends in an arrowhead where it meets
     * the circle of radius {@code into} around (bx, by) (less than {@link #RADIUS} for a line
     * drawn off-centre).
     */
    private static void arrow(Drawing canvas, int x0, int y0, double bx, double by, double dx, double dy, double into,
                              int width, int rgb) {
        int tipX = round(bx - dx * (into + 1));
        int tipY = round(by - dy * (into + 1));
        double baseX = bx - dx * (into + 1 + ARROW);
        double baseY = by - dy * (into + 1 + ARROW);
        canvas.line(x0, y0, round(baseX), round(baseY), width, rgb);
        double half = ARROW / 2.0 + width / 2.0;
        canvas.triangle(tipX, tipY, round(baseX - dy * half), round(baseY + dx * half),
                round(baseX + dy * half), round(baseY - dx * half), rgb);
    }

    /**
     * Where a connection from a to b bends when its straight line would cross a third node's
     * circle (a ladder from A to F drawn through C would look like a route via C, its cost label
     * on C): a point beside the middle of the line, on the side away from that node, far enough
     * that neither piece touches it. Null when the straight line is clear.
     */
    private static double[] detour(int a, int b, double ax, double ay, double bx, double by, int[] px, int[] py) {
        double[] d = unit(bx - ax, by - ay);
        double length = Math.hypot(bx - ax, by - ay);
        for (int n = 0; n < px.length; n++) {
            double along = (px[n] - ax) * d[0] + (py[n] - ay) * d[1];
            double across = (px[n] - ax) * -d[1] + (py[n] - ay) * d[0];   // > 0: left of the line
            if (n != a && n != b && along > 0 && along < length && Math.abs(across) < RADIUS + 4) {
                double away = (across > 0 ? -1 : 1) * (3 * RADIUS - Math.abs(across));
                double mx = (ax + bx) / 2;
                double my = (ay + by) / 2;
                return new double[] {mx - d[1] * away, my + d[0] * away};
            }
        }
        return null;
    }

    private static double[] unit(double dx, double dy) {
        double length = Math.hypot(dx, dy);
        return new double[] {dx / length, dy / length};
    }

    private static long pair(int a, int b) {
        return ((long) Math.min(a, b) << 32) | Math.max(a, b);
    }

    private static int round(double v) {
        return (int) Math.round(v);
    }

    private static String costText(double cost) {
        return Costs.format(cost);
    }

    /** The number of connections: the graph's connection ids run from 0 to this minus one. */
    private static int connectionCount(Graph g) {
        int count = 0;
        for (int node = 0; node < g.nodeCount(); node++) {
            for (int c = g.firstConnection(node); c != Graph.NONE; c = g.nextConnection(node, c)) {
                count = Math.max(count, c + 1);
            }
        }
        return count;
    }
}
