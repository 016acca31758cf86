package pathlab.grid;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

import pathlab.Memory;
import pathlab.graph.FileFormatException;
import pathlab.graph.InputLines;
import pathlab.io.OutputFiles;
import pathlab.io.Quote;

/**
 * A tile map: a rectangle of cells, each passable or blocked, in the Moving AI benchmark format
 * (Sturtevant, "Benchmarks for Grid-Based Pathfinding"; see ../shared/maps/README.md):
 *
 * <pre>
 *   type octile
 *   height 3
 *   width 4
 *   map
 *   ....
 *   .@@.
 *   ....
 * </pre>
 *
 * Passable cells are {@code .} {@code G} {@code S} (swamp); blocked are {@code @} {@code O}
 * {@code T} (trees) {@code W} (water). Cell (x, y) has x the column and y the row, (0,0) top left;
 * its index is {@code y * width + x}, which is also its node id in a {@link GridGraph}.
 *
 * <p>The reader accepts the quirks of the published files (CRLF line ends, a missing final newline,
 * blank lines after the map) and reports every other problem with file, line and what is wrong.
 * Cost: O(width × height) time and memory (one byte per cell).
 */
public final class GridMap {
    private final String name;
    private final int width;
    private final int height;
    private final byte[] cells;   // the map's characters, row by row
    private final int version;    // 0 as read; one more for each changed copy (withCell)

    private GridMap(String name, int width, int height, byte[] cells, int version) {
        this.name = name;
        this.width = width;
        this.height = height;
        this.cells = cells;
        this.version = version;
        assert isRectangleOfKnownCells() : "map " + name + " is not " + width + " x " + height + " known cells";
    }

    /**
     * The map's invariant: width × height cells, as many as fit in a grid graph's connection ids,
     * each a known terrain character, so every cell is either passable or blocked. O(cells).
     */
    private boolean isRectangleOfKnownCells() {
        if (width < 1 || height < 1 || (long) width * height != cells.length || cells.length > MAX_CELLS || version < 0) {
            return false;
        }
        for (byte c : cells) {
            if (!isPassable((char) c) && !isBlocked((char) c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The most cells a map may have: a grid graph numbers its connections {@code cell * 8 +
     * direction} in an int. That is 16384 × 16383 cells; memory usually sets a lower limit.
     */
    public static final int MAX_CELLS = Integer.MAX_VALUE / 8;

    /** Reads a {@code .map} file. */
    public static GridMap read(Path file) {
        try (InputLines lines = InputLines.open(file, "map", false)) {
            return parse(file.toString(), lines);
        } catch (IOException e) {
            throw InputLines.failure(file.toString(), "map", e);
        }
    }

    /**
     * Reads a map the library ships on its class path, such as {@code maps/maze.map}: every
     * {@code .map} of the repository's {@code maps/} ships as {@code maps/NAME.map}, for code that
     * runs where no folder of maps is at hand, such as an assignment's notebook.
     */
    public static GridMap resource(String name) {
        InputStream in = GridMap.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IllegalArgumentException("no map " + name + " on the class path: the library ships the "
                    + "repository's maps/*.map as maps/NAME.map");
        }
        try (InputLines lines = InputLines.of(name, in, false)) {
            return parse(name, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A map from its rows, for tests and notebooks: {@code GridMap.of("....", ".@@.")}. */
    public static GridMap of(String... rows) {
        StringBuilder text = new StringBuilder("type octile\nheight " + rows.length + "\nwidth "
                + (rows.length == 0 ? 0 : rows[0].length()) + "\nmap\n");
        for (String row : rows) {
            text.append(row).append('\n');
        }
        try {
            return parse("rows", new StringReader(text.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses map text; {@code source} names the file in error messages. */
    public static GridMap parse(String source, Reader text) throws IOException {
        return parse(source, InputLines.of(source, text));
    }

    private static GridMap parse(String source, InputLines in) throws IOException {
        LineReader lines = new LineReader(source, in);
        lines.expectHeader("type", null);
        int height = lines.expectHeader("height", "a positive height");
        int width = lines.expectHeader("width", "a positive width");
        String mapLine = lines.next("'map'");
        if (!mapLine.equals("map")) {
            throw lines.error("expected 'map', found '" + Quote.bytes(mapLine) + "'");
        }
        checkSize(width, height).ifPresent(problem -> {
            throw lines.error(problem);
        });
        Memory.require((long) width * height, "a map of " + width + "x" + height + " cells");
        byte[] cells = new byte[width * height];
        for (int y = 0; y < height; y++) {
            String row = lines.nextOrNull();
            if (row == null) {
                throw new FileFormatException(source, lines.number + 1, "the map has " + y + " rows, the header says height " + height);
            }
            if (row.length() != width) {
                throw lines.error("row " + y + " has " + row.length() + " cells, the header says width " + width);
            }
            for (int x = 0; x < width; x++) {
                char c = row.charAt(x);
                if (!isPassable(c) && !isBlocked(c)) {
                    throw lines.error("unknown character '" + Quote.bytes(c) + "' at column " + (x + 1)
                            + ": passable are . G S, blocked are @ O T W");
                }
                cells[y * width + x] = (byte) c;
            }
        }
        if (!lines.restIsBlank()) {
            throw lines.error("more rows than the header's height " + height);
        }
        String fileName = Path.of(source).getFileName().toString();
        return new GridMap(fileName.replaceFirst("\\.map$", ""), width, height, cells, 0);
    }

    /**
     * What is wrong with a map size, if anything: each side at least 1, and at most
     * {@link #MAX_CELLS} cells in all.
     */
    public static Optional<String> checkSize(long width, long height) {
        if (width < 1 || height < 1) {
            return Optional.of("a map of " + width + "x" + height + " cells has no cells: width and height must be at least 1");
        }
        if (width * height > MAX_CELLS) {
            return Optional.of(String.format(Locale.ROOT, "a map of %dx%d cells is too large: at most %,d cells"
                    + " (16384 x 16383)", width, height, MAX_CELLS));
        }
        return Optional.empty();
    }

    /** Passable terrain: ground, goal markers and swamp. */
    static boolean isPassable(char c) {
        return c == '.' || c == 'G' || c == 'S';
    }

    /** Blocked terrain: out of bounds, trees and water. */
    static boolean isBlocked(char c) {
        return c == '@' || c == 'O' || c == 'T' || c == 'W';
    }

    /**
     * A changed copy of this map: cell (x, y) becomes {@code terrain} (a wall {@code @} built, or
     * a wall broken with {@code .}), every other cell as here. Maps stay immutable, so a graph, a
     * search or a precomputed table made for this map keeps describing this map; the copy's
     * {@link #version} is one more, which is how tables notice they are stale. O(cells).
     */
    public GridMap withCell(int x, int y, char terrain) {
        if (!contains(x, y)) {
            throw new IllegalArgumentException("cell (" + x + "," + y + ") is outside the " + width + "x" + height + " map " + name);
        }
        if (!isPassable(terrain) && !isBlocked(terrain)) {
            throw new IllegalArgumentException("unknown terrain '" + terrain + "': passable are . G S, blocked are @ O T W");
        }
        byte[] changed = cells.clone();
        changed[cell(x, y)] = (byte) terrain;
        return new GridMap(name, width, height, changed, version + 1);
    }

    /** How many changes separate this map from the one read from the file (0 for that one). */
    public int version() {
        return version;
    }

    /** The map's name: its file name without {@code .map}. */
    public String name() {
        return name;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The number of cells, passable or not: the node count of a grid graph on this map. */
    public int cellCount() {
        return cells.length;
    }

    /** Whether (x, y) lies on the map. */
    public boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** Whether (x, y) is on the map and passable. */
    public boolean passable(int x, int y) {
        return contains(x, y) && isPassable((char) cells[y * width + x]);
    }

    /** Whether the cell with this index is passable. */
    public boolean passable(int cell) {
        return isPassable((char) cells[cell]);
    }

    /**
     * Checks that (x, y) is a passable cell of this map, for a search's start or goal; the message
     * names the role, e.g. {@code start (3,9) is on a blocked cell '@' of map den520d}.
     */
    public void checkPassable(String role, int x, int y) {
        if (!contains(x, y)) {
            throw new IllegalArgumentException(role + " (" + x + "," + y + ") is outside the map " + name
                    + " (x 0.." + (width - 1) + ", y 0.." + (height - 1) + ")");
        }
        if (!passable(x, y)) {
            throw new IllegalArgumentException(role + " (" + x + "," + y + ") is on a blocked cell '"
                    + terrain(x, y) + "' of map " + name);
        }
    }

    /** The map character at (x, y). */
    public char terrain(int x, int y) {
        return (char) cells[y * width + x];
    }

    /** The index of (x, y): {@code y * width + x}. */
    public int cell(int x, int y) {
        return y * width + x;
    }

    /** The column of a cell index. */
    public int x(int cell) {
        return cell % width;
    }

    /** The row of a cell index. */
    public int y(int cell) {
        return cell / width;
    }

    /** How many cells are passable. */
    public int passableCount() {
        int n = 0;
        for (int c = 0; c < cells.length; c++) {
            if (passable(c)) {
                n++;
            }
        }
        return n;
    }

    /** Writes the map in the Moving AI format (LF line ends). */
    public void write(Writer out) throws IOException {
        out.write("type octile\nheight " + height + "\nwidth " + width + "\nmap\n");
        for (int y = 0; y < height; y++) {
            out.write(new String(cells, y * width, width, StandardCharsets.ISO_8859_1));
            out.write('\n');
        }
    }

    /** Writes the map to a file, whole or not at all ({@link OutputFiles}). */
    public void write(Path file) {
        OutputFiles.writeText(file, StandardCharsets.ISO_8859_1, this::write);
    }

    @Override
    public String toString() {
        return "GridMap(" + name + ", " + width + "x" + height + ")";
    }

    /** Reads lines ({@link InputLines}: any line end, a byte-order mark dropped), counting them. */
    private static final class LineReader {
        final String source;
        final InputLines in;
        int number;

        LineReader(String source, InputLines in) {
            this.source = source;
            this.in = in;
        }

        String nextOrNull() throws IOException {
            String line = in.next();
            if (line != null) {
                number = in.number();
            }
            return line;
        }

        String next(String expected) throws IOException {
            String line = nextOrNull();
            if (line == null) {
                throw new FileFormatException(source, number + 1, "the file ends where " + expected + " was expected");
            }
            return line;
        }

        /**
         * Reads {@code key VALUE}; returns VALUE as a positive int, or 0 for {@code type}, whose
         * value must be {@code octile}: the benchmarks' only type (the moves are chosen when
         * the map becomes a graph, e.g. {@code --moves hex}).
         */
        int expectHeader(String key, String what) throws IOException {
            String line = next("'" + key + "'");
            String[] words = line.trim().split("\\s+");
            if (!words[0].equals(key) || words.length != 2) {
                throw error("expected '" + key + " ...' in the header, found '" + Quote.bytes(line) + "'");
            }
            if (what == null) {
                if (!words[1].equals("octile")) {
                    throw error("type '" + Quote.bytes(words[1]) + "' is not supported: Moving AI maps are 'type octile'"
                            + " (choose the moves when solving, e.g. --moves hex)");
                }
                return 0;
            }
            String digits = words[1].matches("[0-9]+") ? words[1].replaceFirst("^0+", "") : "";
            if (digits.length() > 9) {
                throw error(String.format(Locale.ROOT, "%s %s is too large: a map has at most %,d cells", key,
                        Quote.bytes(words[1]), MAX_CELLS));
            }
            if (!digits.isEmpty()) {
                return Integer.parseInt(digits);
            }
            throw error(key + " '" + Quote.bytes(words[1]) + "' is not " + what);
        }

        boolean restIsBlank() throws IOException {
            for (String line; (line = nextOrNull()) != null; ) {
                if (!line.isBlank()) {
                    return false;
                }
            }
            return true;
        }

        FileFormatException error(String problem) {
            return new FileFormatException(source, number, problem);
        }
    }
}
