package pathlab.picture;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;

/**
 * The cells a picture of a grid is about (the start, the goal, the landmarks) as markers that
 * stand out on any map: a disc for the start and the goal, a diamond for a landmark, each in its
 * colour inside a white halo with a black edge, a dozen pixels across however small the cells
 * (on a 256-cell map a cell is 3 pixels, too small to find one coloured cell). A row below the
 * picture names the markers; a value map ({@link #values}) also gets its colour scale.
 *
 * <pre>
 *   Markers m = Markers.of(grid).start(s).goal(g).landmarks(l1, l2);
 *   BufferedImage fills = m.on(FillPicture.overlay(grid, a, "OCTILE", b, "LANDMARKS"));
 *   BufferedImage value = m.values(gapClosed, "SHARE OF THE GAP CLOSED", "NO GAP");
 * </pre>
 *
 * <p>{@link #on} takes a picture that {@link FillPicture} drew at its own cell size
 * ({@link FillPicture#cellSize}) with the map at the top left, as {@code draw}, {@code overlay},
 * {@code drawCells} and {@code drawValues} do. Markers of cells that are not on the grid are
 * an error. Deterministic, as every picture here. Cost: O(picture).
 */
public final class Markers {
    private static final int EDGE_RGB = 0x000000;
    private static final int HALO_RGB = 0xFFFFFF;
    private static final int PAPER_RGB = 0xFFFFFF;
    private static final int TEXT_RGB = 0x000000;
    private static final int MIN_RADIUS = 5;        // a marker's colour at least 11 pixels across
    private static final int PAD = 6;
    private static final int SCALE_WIDTH = 256;     // pixels of the colour scale's ramp
    private static final int SCALE_HEIGHT = 14;

    private final GridGraph grid;
    private final int start;
    private final int goal;
    private final int[] landmarks;

    private Markers(GridGraph grid, int start, int goal, int[] landmarks) {
        this.grid = grid;
        this.start = start;
        this.goal = goal;
        this.landmarks = landmarks;
    }

    /** No markers yet, on this grid. */
    public static Markers of(GridGraph grid) {
        return new Markers(grid, -1, -1, new int[0]);
    }

    /** The same markers and the start. */
    public Markers start(int node) {
        return new Markers(grid, check(node), goal, landmarks);
    }

    /** The same markers and the goal. */
    public Markers goal(int node) {
        return new Markers(grid, start, check(node), landmarks);
    }

    /** The same markers and these landmarks. */
    public Markers landmarks(int... nodes) {
        int[] all = Arrays.copyOf(landmarks, landmarks.length + nodes.length);
        for (int i = 0; i < nodes.length; i++) {
            all[landmarks.length + i] = check(nodes[i]);
        }
        return new Markers(grid, start, goal, all);
    }

    /** The picture with the markers over their cells and a row below naming them. */
    public BufferedImage on(BufferedImage picture) {
        return below(marked(picture), legend(List.of()));
    }

    /** A copy of the picture with the markers over their cells. */
    private BufferedImage marked(BufferedImage picture) {
        GridMap m = grid.map();
        int cellSize = FillPicture.cellSize(m.width(), m.height());
        if (picture.getWidth() < m.width() * cellSize || picture.getHeight() < m.height() * cellSize) {
            throw new IllegalArgumentException("the picture (" + picture.getWidth() + "x" + picture.getHeight()
                    + ") is not a map of " + m.width() + "x" + m.height() + " cells of " + cellSize + " pixels");
        }
        int radius = Math.max(MIN_RADIUS, cellSize);
        Canvas canvas = new Canvas(picture.getWidth(), picture.getHeight(), PAPER_RGB);
        canvas.paste(picture, 0, 0);
        for (int l : landmarks) {
            diamond(canvas, centre(grid.x(l), cellSize), centre(grid.y(l), cellSize), radius);
        }
        if (start >= 0) {
            disc(canvas, centre(grid.x(start), cellSize), centre(grid.y(start), cellSize), radius, FillPicture.START_RGB);
        }
        if (goal >= 0) {
            disc(canvas, centre(grid.x(goal), cellSize), centre(grid.y(goal), cellSize), radius, FillPicture.GOAL_RGB);
        }
        return canvas.image();
    }

    /**
     * The values of {@link FillPicture#drawValues} with the markers, their names, and the colour
     * scale from the smallest to the largest finite value of a passable cell, as drawValues
     * colours them.
     *
     * @param scale   what the values are, e.g. {@code SHARE OF THE GAP CLOSED}
     * @param noValue what an infinite or NaN value means here, e.g. {@code NO GAP}
     */
    public BufferedImage values(double[] valuePerCell, String scale, String noValue) {
        BufferedImage map = FillPicture.drawValues(grid, valuePerCell);
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int node = 0; node < valuePerCell.length; node++) {
            if (grid.map().passable(node) && Double.isFinite(valuePerCell[node])) {
                lo = Math.min(lo, valuePerCell[node]);
                hi = Math.max(hi, valuePerCell[node]);
            }
        }
        List<Swatch> extra = List.of(new Swatch(FillPicture.NO_VALUE_RGB, upper(noValue)), new Swatch(FillPicture.WALL_RGB, "WALL"));
        BufferedImage withNames = below(marked(map), legend(extra));
        return lo > hi ? withNames : below(withNames, colourScale(lo, hi, scale));
    }

    // ------------------------------------------------------------------ drawing

    /** A cell of the legend that is not a marker: a square of a colour and its name. */
    private record Swatch(int rgb, String label) {}

    private static int centre(int column, int cellSize) {
        return column * cellSize + cellSize / 2;
    }

    /** A disc of {@code rgb} in a white halo with a black edge. */
    private static void disc(Canvas canvas, int cx, int cy, int radius, int rgb) {
        canvas.disc(cx, cy, radius + 3, EDGE_RGB);
        canvas.disc(cx, cy, radius + 2, HALO_RGB);
        canvas.disc(cx, cy, radius, rgb);
    }

    /** A landmark: a diamond in the mark colour, in a white halo with a black edge. */
    private static void diamond(Canvas canvas, int cx, int cy, int radius) {
        diamond(canvas, cx, cy, radius + 4, EDGE_RGB);
        diamond(canvas, cx, cy, radius + 3, HALO_RGB);
        diamond(canvas, cx, cy, radius + 1, FillPicture.MARK_RGB);
    }

    private static void diamond(Canvas canvas, int cx, int cy, int half, int rgb) {
        canvas.triangle(cx - half, cy, cx, cy - half, cx + half, cy, rgb);
        canvas.triangle(cx - half, cy, cx, cy + half, cx + half, cy, rgb);
    }

    /** One row naming the markers there are, then the swatches. */
    private BufferedImage legend(List<Swatch> swatches) {
        int radius = MIN_RADIUS;
        int size = 2 * (radius + 4) + 1;
        List<String> names = new ArrayList<>();
        if (start >= 0) names.add("START");
        if (goal >= 0) names.add("GOAL");
        if (landmarks.length > 0) names.add(landmarks.length == 1 ? "LANDMARK" : landmarks.length + " LANDMARKS");
        int width = PAD;
        for (String n : names) width += size + 4 + BitmapFont.width(n, FillPicture.TEXT_SCALE) + 2 * PAD;
        for (Swatch s : swatches) width += FillPicture.SWATCH + 4 + BitmapFont.width(s.label(), FillPicture.TEXT_SCALE) + 2 * PAD;
        Canvas row = new Canvas(width, size + PAD, PAPER_RGB);
        int x = PAD;
        int textTop = (size - BitmapFont.HEIGHT * FillPicture.TEXT_SCALE) / 2;
        for (String n : names) {
            int cx = x + size / 2;
            int cy = size / 2;
            if (n.equals("START")) {
                disc(row, cx, cy, radius, FillPicture.START_RGB);
            } else if (n.equals("GOAL")) {
                disc(row, cx, cy, radius, FillPicture.GOAL_RGB);
            } else {
                diamond(row, cx, cy, radius - 1);
            }
            row.text(n, x + size + 4, textTop, FillPicture.TEXT_SCALE, TEXT_RGB);
            x += size + 4 + BitmapFont.width(n, FillPicture.TEXT_SCALE) + 2 * PAD;
        }
        for (Swatch s : swatches) {
            int top = (size - FillPicture.SWATCH) / 2;
            row.fill(x, top, FillPicture.SWATCH, FillPicture.SWATCH, EDGE_RGB);
            row.fill(x + 1, top + 1, FillPicture.SWATCH - 2, FillPicture.SWATCH - 2, s.rgb());
            row.text(s.label(), x + FillPicture.SWATCH + 4, textTop, FillPicture.TEXT_SCALE, TEXT_RGB);
            x += FillPicture.SWATCH + 4 + BitmapFont.width(s.label(), FillPicture.TEXT_SCALE) + 2 * PAD;
        }
        return row.image();
    }

    /**
     * The smallest value, the colours in between, the largest value and what they are. The ramp
     * is drawValues itself on a strip of cells valued evenly from lo to hi, so the scale shows
     * exactly the map's colours.
     */
    private static BufferedImage colourScale(double lo, double hi, String scale) {
        char[] cells = new char[SCALE_WIDTH];
        Arrays.fill(cells, '.');
        GridGraph strip = GridGraph.octile(GridMap.of(new String(cells)));
        double[] values = new double[SCALE_WIDTH];
        for (int i = 0; i < SCALE_WIDTH; i++) {
            values[i] = lo + (hi - lo) * i / (SCALE_WIDTH - 1);
        }
        BufferedImage ramp = FillPicture.drawValues(strip, values, 1);
        String low = number(lo, hi - lo);
        String high = number(hi, hi - lo);
        int textWidth = BitmapFont.width(low, FillPicture.TEXT_SCALE);
        int width = PAD + textWidth + PAD + SCALE_WIDTH + PAD + BitmapFont.width(high, FillPicture.TEXT_SCALE) + 2 * PAD
                + BitmapFont.width(upper(scale), FillPicture.TEXT_SCALE) + PAD;
        Canvas row = new Canvas(width, SCALE_HEIGHT + 2 + PAD, PAPER_RGB);
        int textTop = (SCALE_HEIGHT + 2 - BitmapFont.HEIGHT * FillPicture.TEXT_SCALE) / 2;
        int x = PAD;
        row.text(low, x, textTop, FillPicture.TEXT_SCALE, TEXT_RGB);
        x += textWidth + PAD;
        row.fill(x - 1, 0, SCALE_WIDTH + 2, SCALE_HEIGHT + 2, EDGE_RGB);
        for (int y = 1; y <= SCALE_HEIGHT; y++) {
            for (int i = 0; i < SCALE_WIDTH; i++) {
                row.set(x + i, y, ramp.getRGB(i, 0) & 0xFFFFFF);
            }
        }
        x += SCALE_WIDTH + PAD;
        row.text(high, x, textTop, FillPicture.TEXT_SCALE, TEXT_RGB);
        x += BitmapFont.width(high, FillPicture.TEXT_SCALE) + 2 * PAD;
        row.text(upper(scale), x, textTop, FillPicture.TEXT_SCALE, TEXT_RGB);
        return row.image();
    }

    /** A value for the scale: whole numbers over a wide range, two decimals over a narrow one. */
    private static String number(double v, double range) {
        return String.format(Locale.ROOT, range >= 10 ? "%.0f" : "%.2f", v);
    }

    /** The bitmap font has capitals only. */
    private static String upper(String text) {
        return text.toUpperCase(Locale.ROOT);
    }

    /** One picture above the other, left-aligned on white. */
    private static BufferedImage below(BufferedImage top, BufferedImage bottom) {
        Canvas both = new Canvas(Math.max(top.getWidth(), bottom.getWidth()), top.getHeight() + bottom.getHeight(), PAPER_RGB);
        both.paste(top, 0, 0);
        both.paste(bottom, 0, top.getHeight());
        return both.image();
    }

    private int check(int node) {
        if (node < 0 || node >= grid.nodeCount()) {
            throw new IllegalArgumentException("cell " + node + " is not on the map " + grid.map().name()
                    + " (cells 0.." + (grid.nodeCount() - 1) + ")");
        }
        return node;
    }
}
