package pathlab.picture;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.io.IoErrors;
import pathlab.io.OutputFiles;
import pathlab.search.NodeState;
import pathlab.search.SearchResult;

/**
 * Pictures of a search on a grid: the fill patterns of lecture 07 ("Fill Patterns in A*",
 * "Fill Patterns Indoors", "Fill Patterns Outdoors"). Every cell shows which list the search left
 * it on, with the lecture's key: × closed node, ○ open node, unvisited node; walls are dark, the
 * path, start and goal are drawn over the fill (in cells of 4 pixels or fewer the start and the
 * goal are ringed too, so they can be found). Two searches of the same query, side by side
 * ({@link #compare}) or one over the other ({@link #overlay}, Red Blob's light and dark areas),
 * show the knowledge-versus-search trade-off: the better the heuristic, the smaller the fill.
 *
 * <pre>
 *   SearchResult r = new AStar(grid, SearchOptions.grid()).search(start, goal, heuristic);
 *   BufferedImage image = FillPicture.draw(grid, r);     // map, fill, path, key
 *   FillPicture.writePng(image, Path.of("fill.png"));
 *   System.out.print(FillPicture.ascii(grid, r));         // the same in characters
 * </pre>
 *
 * <p>Layout: cell (x, y) is the square of {@code cellSize} pixels whose top-left pixel is
 * (x·cellSize, y·cellSize); that pixel always has the cell's colour ({@link #cellColour}), the
 * marks stay inside a one-pixel margin. The key is a strip below the map. With cells of 7 pixels
 * or more, closed cells carry an × and open cells a ○ as in the lecture's figures; smaller cells
 * are plain colour.
 *
 * <p>Cells are drawn as squares in the map's rows and columns, whatever the grid's moves (a hex
 * grid's cells too, so its neighbours look skewed).
 *
 * <p>The pictures are the same pixels and the same PNG bytes on every machine: pixels are set by
 * integer arithmetic, text uses a built-in bitmap font, and {@link #writePng} writes no metadata.
 *
 * <p>Colours by class or by value for other uses (clusters, landmark regions, cost maps):
 * {@link #drawCells} and {@link #drawValues}. Cost: O(cells) time and memory per picture.
 */
public final class FillPicture {

    /** Colour of a closed cell (the lecture's ×): the search's fill. */
    public static final int CLOSED_RGB = 0xF2B380;
    /** Colour of an open cell (the lecture's ○): reached but not processed. */
    public static final int OPEN_RGB = 0xA8D1F0;
    /** Colour of an unvisited passable cell. */
    public static final int UNVISITED_RGB = 0xFFFFFF;
    /** Colour of a blocked cell. */
    public static final int WALL_RGB = 0x3C3C3C;
    /** Colour of a cell on the path (start and goal excepted). */
    public static final int PATH_RGB = 0x2E8B3A;
    /** Colour of the start cell. */
    public static final int START_RGB = 0x1F4FD1;
    /** Colour of the goal cell. */
    public static final int GOAL_RGB = 0xD42020;
    /** Colour of a cell whose value is infinite or NaN in {@link #drawValues} (e.g. unreachable). */
    public static final int NO_VALUE_RGB = 0xE6B4E6;

    /** Colour of the cells the first search of an {@link #overlay} closed (and the second did not). */
    public static final int LIGHT_RGB = 0xC4DFF6;
    /** Colour of the cells the second search of an {@link #overlay} closed. */
    public static final int DARK_RGB = 0x6E9BD0;
    /** Colour of the marked cells of an {@link #overlay} (landmarks, say). */
    public static final int MARK_RGB = 0xF2C200;

    /** Pictures aim to be at most this many pixels wide and high (with cells of at least 1 pixel). */
    public static final int MAX_PIXELS = 1024;
    /** The largest cell size chosen automatically. */
    public static final int MAX_CELL = 16;

    private static final int CLOSED_MARK = 0x9A4A14;
    private static final int OPEN_MARK = 0x2A6496;
    private static final int TEXT_RGB = 0x000000;
    private static final int PAPER_RGB = 0xFFFFFF;
    private static final int MARK_MIN_CELL = 7;     // smaller cells cannot show a readable × or ○
    private static final int RINGED_CELL = 4;       // cells this small get their start and goal ringed
    private static final int SMALL_CELL_RING = 9;   // the least radius of those rings
    static final int TEXT_SCALE = 2;        // bitmap glyphs 6 × 10 pixels
    private static final int PAD = 6;               // margin around keys and labels
    static final int SWATCH = 12;           // a key entry's sample cell
    private static final int GAP = 8;               // between panels of a comparison
    /** The components a picture of components names in its key, the largest first. */
    public static final int KEYED_COMPONENTS = 4;

    private FillPicture() {
    }

    // ------------------------------------------------------------------ fill pictures

    /** The fill of a search on a grid, with a key, at the cell size {@link #cellSize(int, int)} chooses. */
    public static BufferedImage draw(GridGraph grid, SearchResult result) {
        return draw(grid, result, cellSize(grid.map().width(), grid.map().height()));
    }

    /** The fill of a search on a grid, with a key, with cells of {@code cellSize} pixels. */
    public static BufferedImage draw(GridGraph grid, SearchResult result, int cellSize) {
        BufferedImage map = fill(grid, result, cellSize);
        return withKey(map, fillKey(result, cellSize >= MARK_MIN_CELL));
    }

    /**
     * Two searches of the same map side by side, each under its label, with one key: the lecture's
     * pairs of fill patterns (say a zero heuristic and the Euclidean distance). The cell size is
     * chosen so that both panels fit in about {@link #MAX_PIXELS}.
     */
    public static BufferedImage compare(GridGraph grid, SearchResult a, String labelA, SearchResult b, String labelB) {
        GridMap m = grid.map();
        int cellSize = cellSize(2 * m.width(), m.height());
        BufferedImage left = labelled(fill(grid, a, cellSize), labelA + ": " + counts(a));
        BufferedImage right = labelled(fill(grid, b, cellSize), labelB + ": " + counts(b));
        return withKey(sideBySide(left, right), fillKey(null, cellSize >= MARK_MIN_CELL));
    }

    /** Two pictures side by side, a small gap apart, top-aligned on white. */
    static BufferedImage sideBySide(BufferedImage left, BufferedImage right) {
        return sideBySide(left, right, null);
    }

    /** The same, drawn on {@code old} where it has the size ({@link Canvas#reusing}). */
    static BufferedImage sideBySide(BufferedImage left, BufferedImage right, BufferedImage old) {
        Canvas both = Canvas.reusing(old, left.getWidth() + GAP + right.getWidth(),
                Math.max(left.getHeight(), right.getHeight()), PAPER_RGB);
        both.paste(left, 0, 0);
        both.paste(right, left.getWidth() + GAP, 0);
        return both.image();
    }

    /**
     * Two searches of the same query in one picture, as Red Blob Games draws them ("Improving
     * Heuristics"): the light area is what search {@code a} closed (say with a distance
     * heuristic), the dark area what search {@code b} closed (say with landmarks), drawn over it;
     * the path, start and goal are b's. Cells given as {@code marks} (landmarks, say) are drawn
     * in {@link #MARK_RGB}. The key names both searches with their closed counts.
     */
    public static BufferedImage overlay(GridGraph grid, SearchResult a, String labelA, SearchResult b, String labelB,
                                        int... marks) {
        check(grid, a);
        int cellSize = cellSize(grid.map().width(), grid.map().height());
        int[] rgb = colours(grid, b, node -> b.fill().state(node) == NodeState.CLOSED ? DARK_RGB
                : a.fill().state(node) == NodeState.CLOSED ? LIGHT_RGB : UNVISITED_RGB);
        for (int mark : marks) {
            rgb[mark] = MARK_RGB;
        }
        List<KeyEntry> key = new ArrayList<>(List.of(
                new KeyEntry(LIGHT_RGB, -1, false, labelA + " CLOSED " + a.fill().closedCount()),
                new KeyEntry(DARK_RGB, -1, false, labelB + " CLOSED " + b.fill().closedCount()),
                new KeyEntry(PATH_RGB, -1, false, "PATH"),
                new KeyEntry(START_RGB, -1, false, "START"),
                new KeyEntry(GOAL_RGB, -1, false, "GOAL")));
        if (marks.length > 0) {
            key.add(new KeyEntry(MARK_RGB, -1, false, "MARKED"));
        }
        return withKey(cells(grid, rgb, cellSize).image(), key);
    }

    /**
     * The fill in characters, one line per map row: {@code #} wall, {@code x} closed, {@code o}
     * open, {@code .} unvisited, {@code *} path, {@code S} start, {@code G} goal.
     */
    public static String ascii(GridGraph grid, SearchResult result) {
        check(grid, result);
        GridMap m = grid.map();
        boolean[] onPath = onPath(grid, result);
        StringBuilder s = new StringBuilder((m.width() + 1) * m.height());
        for (int y = 0; y < m.height(); y++) {
            for (int x = 0; x < m.width(); x++) {
                int node = grid.node(x, y);
                char c;
                if (!m.passable(node)) {
                    c = '#';
                } else if (node == result.start()) {
                    c = 'S';
                } else if (node == result.goal()) {
                    c = 'G';
                } else if (onPath[node]) {
                    c = '*';
                } else {
                    NodeState state = result.fill().state(node);
                    c = state == NodeState.CLOSED ? 'x' : state == NodeState.OPEN ? 'o' : '.';
                }
                s.append(c);
            }
            s.append('\n');
        }
        return s.toString();
    }

    // ------------------------------------------------------------------ cells by class or value

    /**
     * Colours each passable cell by a class, e.g. its cluster, region, or whether a landmark helps
     * as goal: class k ≥ 0 gets {@link #classColour(int) classColour(k)}, a negative class the
     * unvisited colour (white); walls stay dark. No key (the classes are the caller's).
     *
     * @param classPerCell one class per node of the grid ({@code y * width + x})
     */
    public static BufferedImage drawCells(GridGraph grid, int[] classPerCell) {
        return drawCells(grid, classPerCell, cellSize(grid.map().width(), grid.map().height()));
    }

    /** {@link #drawCells(GridGraph, int[])} with cells of {@code cellSize} pixels. */
    public static BufferedImage drawCells(GridGraph grid, int[] classPerCell, int cellSize) {
        checkLength(grid, classPerCell.length);
        int[] rgb = new int[classPerCell.length];
        for (int node = 0; node < rgb.length; node++) {
            rgb[node] = classPerCell[node] < 0 ? UNVISITED_RGB : classColour(classPerCell[node]);
        }
        return cells(grid, rgb, cellSize).image();
    }

    /**
     * The map's connected components (Richards' "tile sets", {@link GridGraph#component}): the
     * largest white, every other in its colour ({@link #classColour(int) classColour} of its
     * number), with the start and the goal
     * of a query ringed in their colours and every cell outside the largest component ringed in
     * black, so that a component of one cell shows on a large map. The key names the start and the
     * goal with their components, the {@link #KEYED_COMPONENTS} largest components with their sizes,
     * and how many more there are.
     */
    public static BufferedImage components(GridGraph grid, int start, int goal) {
        checkNode(grid, start, "start");
        checkNode(grid, goal, "goal");
        int cellSize = cellSize(grid.map().width(), grid.map().height());
        int n = grid.nodeCount();
        int[] size = new int[n];
        int[] rgb = new int[n];
        int components = 0;
        for (int node = 0; node < n; node++) {
            int c = grid.component(node);
            if (c >= 0) {
                size[c]++;
                rgb[node] = classColour(c);
                components = Math.max(components, c + 1);
            }
        }
        Integer[] bySize = new Integer[components];
        for (int c = 0; c < components; c++) {
            bySize[c] = c;
        }
        Arrays.sort(bySize, (a, b) -> size[b] != size[a] ? Integer.compare(size[b], size[a]) : Integer.compare(a, b));
        int largest = components == 0 ? -1 : bySize[0];
        for (int node = 0; node < n; node++) {
            if (grid.component(node) == largest) {
                rgb[node] = UNVISITED_RGB;
            }
        }
        Canvas canvas = cells(grid, rgb, cellSize);
        for (int node = 0; node < n; node++) {
            int c = grid.component(node);
            if (c >= 0 && c != largest) {
                circle(canvas, grid, node, cellSize, 2 * cellSize, TEXT_RGB);
            }
        }
        circle(canvas, grid, start, cellSize, 3 * cellSize, START_RGB);
        circle(canvas, grid, goal, cellSize, 3 * cellSize, GOAL_RGB);
        List<KeyEntry> key = new ArrayList<>(List.of(
                new KeyEntry(rgb[start], START_RGB, false, "START " + grid.nodeName(start) + place(grid, start, size)),
                new KeyEntry(rgb[goal], GOAL_RGB, false, "GOAL " + grid.nodeName(goal) + place(grid, goal, size))));
        for (int i = 0; i < Math.min(KEYED_COMPONENTS, components); i++) {
            key.add(new KeyEntry(i == 0 ? UNVISITED_RGB : classColour(bySize[i]), i == 0 ? -1 : TEXT_RGB, false,
                    "COMPONENT " + bySize[i] + ": " + cells(size[bySize[i]])));
        }
        if (components > KEYED_COMPONENTS) {
            int least = size[bySize[components - 1]];
            int most = size[bySize[KEYED_COMPONENTS]];
            key.add(new KeyEntry(UNVISITED_RGB, TEXT_RGB, false, (components - KEYED_COMPONENTS) + " MORE COMPONENTS OF "
                    + (least == most ? cells(most) + " EACH" : least + " TO " + most + " CELLS")));
        }
        key.add(new KeyEntry(WALL_RGB, -1, false, "WALL"));
        return withKey(canvas.image(), key);
    }

    /** A cell's component and its size, for the key: " IN COMPONENT 3 (1 CELL)". */
    private static String place(GridGraph grid, int node, int[] size) {
        int c = grid.component(node);
        return c < 0 ? " (A WALL)" : " IN COMPONENT " + c + " (" + cells(size[c]) + ")";
    }

    private static String cells(int count) {
        return count + (count == 1 ? " CELL" : " CELLS");
    }

    /** A ring of the given radius about a cell's centre, a quarter of a cell thick. */
    private static void circle(Canvas canvas, GridGraph grid, int node, int cellSize, int radius, int rgb) {
        circle(canvas, grid, node, cellSize, radius, Math.max(1, cellSize / 4), rgb);
    }

    /** A ring of {@code width} pixels and outer {@code radius} around a cell's centre. */
    private static void circle(Canvas canvas, GridGraph grid, int node, int cellSize, int radius, int width, int rgb) {
        int cx = grid.x(node) * cellSize + cellSize / 2;
        int cy = grid.y(node) * cellSize + cellSize / 2;
        canvas.circle(cx, cy, radius - width, radius, rgb);
    }

    /**
     * Colours each passable cell by a number, e.g. a cost-so-far or a heuristic's error: from pale
     * yellow at the smallest finite value to dark blue at the largest; infinite and NaN values (an
     * unreachable cell) get {@link #NO_VALUE_RGB}. Walls stay dark. No key.
     *
     * @param valuePerCell one value per node of the grid; values of walls are ignored
     */
    public static BufferedImage drawValues(GridGraph grid, double[] valuePerCell) {
        return drawValues(grid, valuePerCell, cellSize(grid.map().width(), grid.map().height()));
    }

    /** {@link #drawValues(GridGraph, double[])} with cells of {@code cellSize} pixels. */
    public static BufferedImage drawValues(GridGraph grid, double[] valuePerCell, int cellSize) {
        checkLength(grid, valuePerCell.length);
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int node = 0; node < valuePerCell.length; node++) {
            double v = valuePerCell[node];
            if (grid.map().passable(node) && Double.isFinite(v)) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        int[] rgb = new int[valuePerCell.length];
        for (int node = 0; node < rgb.length; node++) {
            double v = valuePerCell[node];
            rgb[node] = !Double.isFinite(v) ? NO_VALUE_RGB : ramp(hi > lo ? (v - lo) / (hi - lo) : 0);
        }
        return cells(grid, rgb, cellSize).image();
    }

    /**
     * The colour of class k in {@link #drawCells}: hues a golden angle apart, so neighbouring
     * class numbers differ clearly, alternating in saturation and brightness; never white or dark.
     */
    public static int classColour(int k) {
        if (k < 0) {
            throw new IllegalArgumentException("class " + k + " is negative");
        }
        float hue = (float) ((k * 0.6180339887498949) % 1.0);
        float saturation = k % 2 == 0 ? 0.45f : 0.7f;
        float brightness = k % 3 == 2 ? 0.8f : 0.95f;
        return Color.HSBtoRGB(hue, saturation, brightness) & 0xFFFFFF;
    }

    // ------------------------------------------------------------------ sizes, pixels, files

    /**
     * The cell size for a picture of {@code columns × rows} cells: as large as fits in
     * {@link #MAX_PIXELS}, between 1 and {@link #MAX_CELL} pixels. (Maps wider than 1024 cells
     * give pictures wider than 1024 pixels, at one pixel per cell.)
     */
    public static int cellSize(int columns, int rows) {
        return Math.max(1, Math.min(MAX_CELL, MAX_PIXELS / Math.max(1, Math.max(columns, rows))));
    }

    /** The colour (0xRRGGBB) a picture gives cell (x, y): its top-left pixel. For tests and checks. */
    public static int cellColour(BufferedImage image, int cellSize, int x, int y) {
        return image.getRGB(x * cellSize, y * cellSize) & 0xFFFFFF;
    }

    /** The PNG bytes of a picture: no metadata, so the same pixels always give the same bytes. */
    public static byte[] png(BufferedImage image) {
        return PngWriter.encode(image);
    }

    /**
     * Writes a picture as a PNG file, whole or not at all ({@link OutputFiles}), creating missing
     * parent folders. (The command line's {@code --picture} does not create folders: a mistyped
     * path there is an error.)
     */
    public static void writePng(BufferedImage image, Path file) {
        Path parent = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create folder " + parent + ": " + IoErrors.reason(e), e);
        }
        OutputFiles.write(file, png(image));
    }

    // ------------------------------------------------------------------ drawing

    /** The map with the fill, path, start and goal; no key. */
    static BufferedImage fill(GridGraph grid, SearchResult result, int cellSize) {
        int[] rgb = colours(grid, result, node -> switch (result.fill().state(node)) {
            case CLOSED -> CLOSED_RGB;
            case OPEN -> OPEN_RGB;
            case UNVISITED -> UNVISITED_RGB;
        });
        Canvas canvas = cells(grid, rgb, cellSize);
        if (cellSize >= MARK_MIN_CELL) {
            for (int node = 0; node < rgb.length; node++) {
                int left = grid.x(node) * cellSize;
                int top = grid.y(node) * cellSize;
                if (rgb[node] == CLOSED_RGB) {
                    canvas.cross(left, top, cellSize, CLOSED_MARK);
                } else if (rgb[node] == OPEN_RGB) {
                    canvas.ring(left, top, cellSize, OPEN_MARK);
                }
            }
        } else if (cellSize <= RINGED_CELL) {
            // A cell of a few pixels is hard to find: the start and the goal are ringed in their colours.
            int radius = Math.max(3 * cellSize, SMALL_CELL_RING);
            circle(canvas, grid, result.start(), cellSize, radius, 2, START_RGB);
            circle(canvas, grid, result.goal(), cellSize, radius, 2, GOAL_RGB);
        }
        return canvas.image();
    }

    /** Each cell's colour: start, goal and path of the search, else the colour {@code fill} gives. */
    private static int[] colours(GridGraph grid, SearchResult result, IntUnaryOperator fill) {
        check(grid, result);
        boolean[] onPath = onPath(grid, result);
        int[] rgb = new int[grid.nodeCount()];
        for (int node = 0; node < rgb.length; node++) {
            rgb[node] = node == result.start() ? START_RGB
                    : node == result.goal() ? GOAL_RGB
                    : onPath[node] ? PATH_RGB
                    : fill.applyAsInt(node);
        }
        return rgb;
    }

    /** A canvas with every passable cell in its colour and every wall dark. */
    static Canvas cells(GridGraph grid, int[] rgb, int cellSize) {
        return cells(grid, rgb, cellSize, null);
    }

    /** The same, drawn on {@code old} where it has the size ({@link Canvas#reusing}). */
    static Canvas cells(GridGraph grid, int[] rgb, int cellSize, BufferedImage old) {
        if (cellSize < 1) {
            throw new IllegalArgumentException("cell size " + cellSize + " must be at least 1 pixel");
        }
        GridMap m = grid.map();
        Canvas canvas = Canvas.reusing(old, m.width() * cellSize, m.height() * cellSize, WALL_RGB);
        for (int node = 0; node < rgb.length; node++) {
            if (m.passable(node)) {
                canvas.fill(grid.x(node) * cellSize, grid.y(node) * cellSize, cellSize, cellSize, rgb[node]);
            }
        }
        return canvas;
    }

    /** One entry of a key: a sample cell, its mark, and a word. */
    record KeyEntry(int rgb, int mark, boolean cross, String label) {
        int width() {
            return SWATCH + 4 + BitmapFont.width(label, TEXT_SCALE);
        }
    }

    /** The lecture's key, with the counts of a search when given one. */
    static List<KeyEntry> fillKey(SearchResult result, boolean marks) {
        String closed = result == null ? "CLOSED" : "CLOSED " + result.fill().closedCount();
        String open = result == null ? "OPEN" : "OPEN " + result.fill().openCount();
        return List.of(
                new KeyEntry(CLOSED_RGB, marks ? CLOSED_MARK : -1, true, closed),
                new KeyEntry(OPEN_RGB, marks ? OPEN_MARK : -1, false, open),
                new KeyEntry(UNVISITED_RGB, -1, false, "UNVISITED"),
                new KeyEntry(WALL_RGB, -1, false, "WALL"),
                new KeyEntry(PATH_RGB, -1, false, "PATH"),
                new KeyEntry(START_RGB, -1, false, "START"),
                new KeyEntry(GOAL_RGB, -1, false, "GOAL"));
    }

    /** The picture with the key below it, entries flowing in rows as wide as the picture. */
    static BufferedImage withKey(BufferedImage picture, List<KeyEntry> key) {
        return withKey(picture, key, null);
    }

    /** The same, drawn on {@code old} where it has the size ({@link Canvas#reusing}). */
    static BufferedImage withKey(BufferedImage picture, List<KeyEntry> key, BufferedImage old) {
        KeyLayout layout = KeyLayout.of(key, picture.getWidth());
        Canvas canvas = Canvas.reusing(old, layout.width(), picture.getHeight() + layout.height(), PAPER_RGB);
        canvas.paste(picture, 0, 0);
        for (int i = 0; i < key.size(); i++) {
            KeyEntry e = key.get(i);
            int left = layout.left(i);
            int top = picture.getHeight() + layout.top(i);
            canvas.fill(left, top, SWATCH, SWATCH, TEXT_RGB);                  // outline
            canvas.fill(left + 1, top + 1, SWATCH - 2, SWATCH - 2, e.rgb());
            if (e.mark() >= 0) {
                if (e.cross()) {
                    canvas.cross(left + 1, top + 1, SWATCH - 2, e.mark());
                } else {
                    canvas.ring(left + 1, top + 1, SWATCH - 2, e.mark());
                }
            }
            canvas.text(e.label(), left + SWATCH + 4, top + 1, TEXT_SCALE, TEXT_RGB);
        }
        return canvas.image();
    }

    /**
     * Where a key's entries go below a picture {@code pictureWidth} wide: in rows as wide as the
     * picture (wider if one entry needs it), each entry at (left(i), top(i)) below the picture.
     * Shared by the PNG ({@link #withKey}) and the SVG ({@link SvgDrawing}) pictures.
     */
    record KeyLayout(int width, int height, int[] lefts, int[] rows) {
        static KeyLayout of(List<KeyEntry> key, int pictureWidth) {
            int width = pictureWidth;
            for (KeyEntry e : key) {
                width = Math.max(width, e.width() + 2 * PAD);
            }
            int[] left = new int[key.size()];
            int[] row = new int[key.size()];
            int x = PAD;
            int rows = 1;
            for (int i = 0; i < key.size(); i++) {
                int w = key.get(i).width();
                if (x > PAD && x + w > width - PAD) {
                    x = PAD;
                    rows++;
                }
                left[i] = x;
                row[i] = rows - 1;
                x += w + 2 * PAD;
            }
            return new KeyLayout(width, PAD + rows * (SWATCH + PAD), left, row);
        }

        int left(int i) {
            return lefts[i];
        }

        /** The entry's top, below the picture's bottom edge. */
        int top(int i) {
            return PAD + rows[i] * (SWATCH + PAD);
        }
    }

    /** The picture under a line of text. */
    static BufferedImage labelled(BufferedImage picture, String label) {
        return labelled(picture, label, null);
    }

    /** The same, drawn on {@code old} where it has the size ({@link Canvas#reusing}). */
    static BufferedImage labelled(BufferedImage picture, String label, BufferedImage old) {
        int textHeight = BitmapFont.HEIGHT * TEXT_SCALE;
        Canvas canvas = Canvas.reusing(old, Math.max(picture.getWidth(), BitmapFont.width(label, TEXT_SCALE)),
                picture.getHeight() + textHeight + PAD, PAPER_RGB);
        canvas.text(label, 0, 0, TEXT_SCALE, TEXT_RGB);
        canvas.paste(picture, 0, textHeight + PAD);
        return canvas.image();
    }

    static String counts(SearchResult r) {
        return "CLOSED " + r.fill().closedCount() + ", OPEN " + r.fill().openCount();
    }

    /** Pale yellow (0) to dark blue (1), linearly in RGB. */
    private static int ramp(double t) {
        int from = 0xFFF5C0;
        int to = 0x1A3A8C;
        int rgb = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int a = (from >> shift) & 0xFF;
            int b = (to >> shift) & 0xFF;
            rgb |= ((int) Math.round(a + (b - a) * t)) << shift;
        }
        return rgb;
    }

    private static boolean[] onPath(GridGraph grid, SearchResult result) {
        boolean[] onPath = new boolean[grid.nodeCount()];
        for (int node : result.nodes()) {
            onPath[node] = true;
        }
        return onPath;
    }

    private static void check(GridGraph grid, SearchResult result) {
        if (result.graph().nodeCount() != grid.nodeCount()) {
            throw new IllegalArgumentException("the search ran on a graph of " + result.graph().nodeCount()
                    + " nodes, not on this grid of " + grid.nodeCount() + " cells (" + grid.map() + ")");
        }
    }

    private static void checkNode(GridGraph grid, int node, String what) {
        if (node < 0 || node >= grid.nodeCount()) {
            throw new IllegalArgumentException("the " + what + " " + node + " is not a cell of " + grid.map()
                    + " (0 to " + (grid.nodeCount() - 1) + ")");
        }
    }

    private static void checkLength(GridGraph grid, int length) {
        if (length != grid.nodeCount()) {
            throw new IllegalArgumentException("expected one entry per cell (" + grid.nodeCount()
                    + " for " + grid.map() + "), got " + length);
        }
    }
}
