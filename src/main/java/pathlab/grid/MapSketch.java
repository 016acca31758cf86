package pathlab.grid;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Arrays;

import pathlab.Memory;

/**
 * A map being drawn by a generator: a rectangle of map characters that starts solid and has
 * floor carved into it (or obstacles dropped onto it), then becomes a {@link GridMap}. Drawing
 * outside the rectangle is clipped, so generators need not check borders.
 */
final class MapSketch {
    /**
     * What generating takes per cell: the sketch's chars (2 bytes), the map's text and the map
     * (about 7 more), and a maze's spanning tree of corridor cells (up to about 15).
     */
    private static final long BYTES_PER_CELL = 24;

    final int width;
    final int height;
    private final char[] cells;

    MapSketch(int width, int height, char fill) {
        GridMap.checkSize(width, height).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        });
        Memory.require(BYTES_PER_CELL * width * height, "generating a map of " + width + "x" + height + " cells");
        this.width = width;
        this.height = height;
        cells = new char[width * height];
        Arrays.fill(cells, fill);
    }

    /** Sets the cells of the rectangle [x, x+w) × [y, y+h) that lie on the map. */
    void rect(int x, int y, int w, int h, char c) {
        for (int j = Math.max(0, y); j < Math.min(height, y + h); j++) {
            for (int i = Math.max(0, x); i < Math.min(width, x + w); i++) {
                cells[j * width + i] = c;
            }
        }
    }

    char get(int x, int y) {
        return cells[y * width + x];
    }

    /** The map, named {@code name} (its file name without {@code .map}). */
    GridMap toMap(String name) {
        StringBuilder text = new StringBuilder("type octile\nheight " + height + "\nwidth " + width + "\nmap\n");
        for (int y = 0; y < height; y++) {
            text.append(cells, y * width, width).append('\n');
        }
        try {
            return GridMap.parse(name + ".map", new StringReader(text.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);   // a string reader does not fail
        }
    }
}
