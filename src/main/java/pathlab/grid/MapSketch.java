package pathlab.grid;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * A map being drawn by a generator: a rectangle of map characters that starts solid and has
 * floor carved into it (or obstacles dropped onto it), then becomes a {@link GridMap}. Drawing
 * outside the rectangle is clipped, so generators need not check borders.
 */
final class MapSketch {
    final int width;
    final int height;
    private final char[] cells;

    MapSketch(int width, int height, char fill) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("map size " + width + "x" + height + " must be positive");
        }
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
