package pathlab.picture;

import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.Base64;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.io.HtmlText;
import pathlab.io.JsonText;
import pathlab.search.Costs;
import pathlab.search.SearchResult;
import pathlab.trace.GridTrace;

/**
 * The frames of a {@link StepPlayer} for a fill on a grid map: the iterations in at most
 * {@link #MAX_FRAMES} groups, each frame the lists after its group's last iteration (the open
 * list's frontier around the closed fill, the current node ringed), the counts, and after the
 * last iteration the path. The same grouping as {@link FillAnimation}'s frames, but stepped by hand.
 *
 * <p>How it stays small. The map is sent once, as alternating run lengths of open ground and
 * walls; each frame as the cells that became open and the cells that became closed since the
 * frame before, sorted, each as its gap from the one before. Numbers are written in a base-32
 * variable-length code in URL-safe characters (5 bits a character, low bits first, 32 added to
 * every character but a number's last), so the gaps inside a fill take one character each.
 * Every cell a search touches changes at most a few times, so the frames grow with the fill, not
 * with frames × cells: a Dragon Age fill of 100,000 iterations is a few hundred kilobytes. The
 * browser replays the changes up to the frame shown (from the start when stepping back).
 *
 * <p>Cost: O(iterations + changes + frames × frontier) time, O(cells) memory.
 */
final class FillFrames {
    /** The most frames after the initial state: a long search is stepped through in this many groups. */
    static final int MAX_FRAMES = 200;
    /** Milliseconds per frame at speed 1×. */
    static final int GRID_MILLIS = 120;
    /** The canvas is about this many pixels across, with cells of 1 to {@link #MAX_CELL} pixels. */
    static final int CANVAS_PIXELS = 560;
    static final int MAX_CELL = 8;
    /** The fallback's two pictures are each about this many pixels across. */
    static final int FALLBACK_PIXELS = 320;

    /** A list of at most this many cells is listed whole; a longer one its first this many, and how many more. */
    static final int LISTED = 24;
    /** A list of more cells than this is given only by its size ("closed: 1787 nodes"). */
    static final int SHORT = 96;
    /** Cells per line of a list in the listing. */
    private static final int PER_LINE = 8;

    private static final String DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
    private static final byte OPEN = 1;
    private static final byte CLOSED = 2;

    private final GridTrace trace;
    private final GridGraph grid;
    private final byte[] state;        // per cell: 0 unvisited, OPEN or CLOSED, after the iterations applied
    private final byte[] before;       // per touched cell: its state when the frame began
    private final boolean[] touched;
    private int[] touchedCells = new int[64];
    private int touchedCount;
    private final int[] count = new int[3];   // cells per state
    private final int[][] order = new int[3][64];   // per state, the cells in the order they entered it (some left since)
    private final int[] length = new int[3];
    private final int[] at;            // per cell: its place in order[state[cell]]

    private FillFrames(GridTrace trace) {
        this.trace = trace;
        this.grid = trace.grid();
        int n = grid.nodeCount();
        state = new byte[n];
        before = new byte[n];
        touched = new boolean[n];
        at = new int[n];
        count[0] = n;
    }

    static StepPlayer player(GridTrace trace) {
        return new FillFrames(trace).build();
    }

    private StepPlayer build() {
        GridMap m = grid.map();
        int width = m.width();
        assert grid.node(width - 1, m.height() - 1) == grid.nodeCount() - 1 : "cells numbered row by row";
        SearchResult result = trace.result();
        int total = trace.iterations();
        int groups = Math.min(MAX_FRAMES, total);
        int[] frameIterations = new int[groups + 1];
        for (int k = 1; k <= groups; k++) {   // ⌈k·total/groups⌉, as FillAnimation's frames
            frameIterations[k] = (int) (((long) k * total + groups - 1) / groups);
        }
        StringBuilder frames = new StringBuilder();
        StringBuilder lines = new StringBuilder();
        for (int k = 0; k <= groups; k++) {
            int first = k == 0 ? 0 : frameIterations[k - 1] + 1;
            int last = frameIterations[k];
            for (int i = first; i <= last; i++) {
                if (trace.current(i) >= 0) {
                    set(trace.current(i), CLOSED);
                }
                for (int cell : trace.opened(i)) {
                    set(cell, OPEN);
                }
            }
            int[][] changed = changes();
            int current = trace.current(last);
            String records = k == 0
                    ? (total == 0 && !result.found() ? "<div>initial: the search cannot start" + HtmlText.escape(result.because()) + "</div>"
                            : "<div>initial: the start " + grid.nodeName(result.start()) + " on the open list</div>")
                    : "<div><b>N: " + grid.nodeName(current) + "</b> cost-so-far " + Costs.format(trace.costSoFar(last))
                    + ", estimated-total-cost " + Costs.format(trace.estimatedTotalCost(last)) + "</div>"
                    + "<div>iterations " + first + " to " + last + ": " + changed[0].length + " cells opened, "
                    + changed[1].length + " closed</div>";
            records += "<div>open list " + count[OPEN] + " cells, closed list " + count[CLOSED] + " cells</div>";
            if (k == groups) {
                records += "<div><b>" + HtmlText.escape(finalPath(result)) + "</b></div>";
            }
            frames.append(k == 0 ? "" : ",\n").append("{\"iteration\":").append(last).append(",\"current\":")
                    .append(current).append(",\"open\":\"").append(gaps(changed[0])).append("\",\"closed\":\"")
                    .append(gaps(changed[1])).append("\",\"records\":").append(JsonText.quote(records)).append('}');
            lines.append(StepPlayer.line(last, (k == 0 ? "initial" : "[" + last + "] N: " + grid.nodeName(current))
                    + "\n  " + list(CLOSED) + "\n  " + list(OPEN)));
        }
        lines.append(StepPlayer.line(total, finalPath(result)));
        int[] path = result.nodes().stream().mapToInt(Integer::intValue).sorted().toArray();
        int cell = Math.max(1, Math.min(MAX_CELL, CANVAS_PIXELS / Math.max(width, m.height())));
        String data = "{\"kind\":\"grid\",\"base\":" + GRID_MILLIS + ",\"width\":" + width + ",\"height\":" + m.height()
                + ",\"cell\":" + cell + ",\"colours\":[" + colours() + "],\"walls\":\"" + walls(m) + "\",\"start\":"
                + result.start() + ",\"goal\":" + result.goal() + ",\"path\":\"" + gaps(path) + "\",\"key\":"
                + JsonText.quote(key()) + ",\"frames\":[\n" + frames + "]}";
        return new StepPlayer(total, frameIterations, data, lines.toString(), fallback(result, total), 0);
    }

    /** Moves a cell to a list, at its end, noting its state when the frame began. */
    private void set(int cell, byte s) {
        if (state[cell] == s) {   // an open cell's record updated: it keeps its place on the list
            return;
        }
        if (!touched[cell]) {
            touched[cell] = true;
            before[cell] = state[cell];
            if (touchedCount == touchedCells.length) {
                touchedCells = Arrays.copyOf(touchedCells, 2 * touchedCount);
            }
            touchedCells[touchedCount++] = cell;
        }
        count[state[cell]]--;
        count[s]++;
        state[cell] = s;
        if (length[s] == order[s].length) {
            order[s] = Arrays.copyOf(order[s], 2 * length[s]);
        }
        at[cell] = length[s];
        order[s][length[s]++] = cell;
    }

    /**
     * A list as the lecture's listing writes it, "C: (1,2) (2,2)", its cells in the order they
     * joined it (ϕ when empty): whole up to {@link #LISTED} cells, then the first ones and "... and
     * N more"; beyond {@link #SHORT} cells only its size, "closed: 1787 nodes". Cost: O(cells that
     * ever joined the list) while it is short.
     */
    private String list(byte s) {
        String name = s == CLOSED ? "closed" : "open";
        if (count[s] > SHORT) {
            return name + ": " + count[s] + " nodes";
        }
        StringBuilder out = new StringBuilder(s == CLOSED ? "C:" : "O:");
        int shown = 0;
        for (int i = 0; i < length[s] && shown < Math.min(LISTED, count[s]); i++) {
            int cell = order[s][i];
            if (state[cell] == s && at[cell] == i) {
                out.append(shown > 0 && shown % PER_LINE == 0 ? "\n     " : " ").append(grid.nodeName(cell));
                shown++;
            }
        }
        if (count[s] == 0) {
            out.append(" ϕ");
        } else if (count[s] > shown) {
            out.append(" ... and ").append(count[s] - shown).append(" more (").append(name).append(": ")
                    .append(count[s]).append(" nodes)");
        }
        return out.toString();
    }

    /** The cells that became open and that became closed since the frame began, sorted; starts the next frame. */
    private int[][] changes() {
        int[] opened = new int[touchedCount];
        int[] closed = new int[touchedCount];
        int o = 0;
        int c = 0;
        for (int i = 0; i < touchedCount; i++) {
            int cell = touchedCells[i];
            touched[cell] = false;
            if (state[cell] != before[cell]) {
                if (state[cell] == OPEN) {
                    opened[o++] = cell;
                } else {
                    closed[c++] = cell;
                }
            }
        }
        touchedCount = 0;
        opened = Arrays.copyOf(opened, o);
        closed = Arrays.copyOf(closed, c);
        Arrays.sort(opened);
        Arrays.sort(closed);
        return new int[][] {opened, closed};
    }

    private static String finalPath(SearchResult result) {
        return result.found()
                ? "Final path: " + result.nodes().size() + " cells, cost " + Costs.format(result.cost())
                : "No path" + result.because();
    }

    /** The painter's colours by index: unvisited, open, closed, wall, path, start, goal, current. */
    private static String colours() {
        int[] rgb = {FillPicture.UNVISITED_RGB, FillPicture.OPEN_RGB, FillPicture.CLOSED_RGB, FillPicture.WALL_RGB,
                FillPicture.PATH_RGB, FillPicture.START_RGB, FillPicture.GOAL_RGB, GraphPicture.CURRENT_RGB};
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < rgb.length; i++) {
            out.append(i == 0 ? "" : ",").append('"').append(SvgDrawing.colour(rgb[i])).append('"');
        }
        return out.toString();
    }

    private static String key() {
        String[][] entries = {
                {SvgDrawing.colour(GraphPicture.CURRENT_RGB), "current N (ringed)"},
                {SvgDrawing.colour(FillPicture.OPEN_RGB), "open"},
                {SvgDrawing.colour(FillPicture.CLOSED_RGB), "closed"},
                {SvgDrawing.colour(FillPicture.UNVISITED_RGB), "unvisited"},
                {SvgDrawing.colour(FillPicture.WALL_RGB), "wall"},
                {SvgDrawing.colour(FillPicture.PATH_RGB), "path"},
                {SvgDrawing.colour(FillPicture.START_RGB), "start"},
                {SvgDrawing.colour(FillPicture.GOAL_RGB), "goal"}};
        StringBuilder out = new StringBuilder("<div class=\"pathlab-key\">");
        for (String[] e : entries) {
            out.append("<span><i style=\"background:").append(e[0]).append("\"></i>").append(e[1]).append("</span>");
        }
        return out.append("</div>").toString();
    }

    /** The map as run lengths of open ground and walls in turn, starting with open ground (maybe 0 cells). */
    private static String walls(GridMap m) {
        StringBuilder out = new StringBuilder();
        boolean wall = false;
        int run = 0;
        for (int cell = 0; cell < m.cellCount(); cell++) {
            if (m.passable(cell) == wall) {
                number(out, run);
                wall = !wall;
                run = 0;
            }
            run++;
        }
        number(out, run);
        return out.toString();
    }

    /** Sorted cells as gaps: the first cell, then each one's distance from the one before. */
    static String gaps(int[] sorted) {
        StringBuilder out = new StringBuilder();
        int last = 0;
        for (int cell : sorted) {
            assert cell >= last : "cells not sorted";
            number(out, cell - last);
            last = cell;
        }
        return out.toString();
    }

    /** A non-negative number in the variable-length code: 5 bits a character, low bits first. */
    static void number(StringBuilder out, int value) {
        assert value >= 0;
        for (; value >= 32; value >>>= 5) {
            out.append(DIGITS.charAt(32 | (value & 31)));
        }
        out.append(DIGITS.charAt(value));
    }

    /** The first and the last picture as small PNGs: the start alone, and the finished fill with its path. */
    private String fallback(SearchResult result, int total) {
        GridMap m = grid.map();
        int cell = Math.max(1, Math.min(MAX_CELL, FALLBACK_PIXELS / Math.max(m.width(), m.height())));
        int[] rgb = new int[grid.nodeCount()];
        Arrays.fill(rgb, FillPicture.UNVISITED_RGB);
        rgb[result.start()] = FillPicture.START_RGB;
        rgb[result.goal()] = FillPicture.GOAL_RGB;
        return StepPlayer.figure(img(FillPicture.cells(grid, rgb, cell).image()), "initial")
                + StepPlayer.figure(img(FillPicture.fill(grid, result, cell)), "after iteration [" + total + "]");
    }

    private static String img(BufferedImage image) {
        return "<img alt=\"fill\" src=\"data:image/png;base64," + Base64.getEncoder().encodeToString(FillPicture.png(image))
                + "\">";
    }
}
