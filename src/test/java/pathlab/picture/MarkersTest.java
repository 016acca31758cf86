package pathlab.picture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

class MarkersTest {
    // 256 columns: cells of 4 pixels, too small to see one coloured cell.
    private static final GridGraph GRID = GridGraph.octile(GridMap.of(".".repeat(256), ".".repeat(256), ".".repeat(256)));
    private static final int CELL = FillPicture.cellSize(256, 3);
    private static final int START = GRID.node(10, 1);
    private static final int GOAL = GRID.node(200, 1);
    private static final int LANDMARK = GRID.node(100, 1);

    private static int pixel(BufferedImage image, int x, int y) {
        return image.getRGB(x, y) & 0xFFFFFF;
    }

    @Test
    void markersAreDiscsAndDiamondsInAHaloLargerThanACell() {
        SearchResult r = new AStar(GRID, SearchOptions.grid()).search(START, GOAL, Heuristic.ZERO);
        BufferedImage fill = FillPicture.overlay(GRID, r, "ZERO", r, "ZERO");
        BufferedImage marked = Markers.of(GRID).start(START).goal(GOAL).landmarks(LANDMARK).on(fill);
        int cy = CELL + CELL / 2;
        assertEquals(4, CELL);
        assertEquals(FillPicture.START_RGB, pixel(marked, 10 * CELL + CELL / 2 + 4, cy), "the start's disc reaches beyond its cell");
        assertEquals(0xFFFFFF, pixel(marked, 10 * CELL + CELL / 2 + 6, cy), "in a white halo");
        assertEquals(FillPicture.GOAL_RGB, pixel(marked, 200 * CELL + CELL / 2 - 4, cy));
        assertEquals(FillPicture.MARK_RGB, pixel(marked, 100 * CELL + CELL / 2, cy - 4), "the landmark's diamond");
        assertTrue(marked.getHeight() > fill.getHeight(), "a row below names the markers");
        assertEquals(pixel(fill, 50 * CELL, 0), pixel(marked, 50 * CELL, 0), "the rest of the picture is as it was");
    }

    @Test
    void aValueMapHasItsColourScale() {
        double[] values = new double[GRID.nodeCount()];
        for (int node = 0; node < values.length; node++) {
            values[node] = GRID.x(node);
        }
        BufferedImage plain = FillPicture.drawValues(GRID, values);
        BufferedImage scaled = Markers.of(GRID).start(START).values(values, "column", "none");
        assertTrue(scaled.getHeight() > plain.getHeight() + 2 * FillPicture.SWATCH, "the names and the scale below the map");
        assertEquals(pixel(plain, 0, 0), pixel(scaled, 0, 0));
        // The scale runs from the colour of the smallest value to that of the largest: find both in its row.
        int top = scaled.getHeight() - 10;
        boolean low = false;
        boolean high = false;
        for (int x = 0; x < scaled.getWidth(); x++) {
            low |= pixel(scaled, x, top) == pixel(plain, 0, 0);
            high |= pixel(scaled, x, top) == pixel(plain, 255 * CELL, 0);
        }
        assertTrue(low && high, "the scale has the map's colours");
        int[] a = scaled.getRGB(0, 0, scaled.getWidth(), scaled.getHeight(), null, 0, scaled.getWidth());
        BufferedImage again = Markers.of(GRID).start(START).values(values, "column", "none");
        assertArrayEquals(a, again.getRGB(0, 0, again.getWidth(), again.getHeight(), null, 0, again.getWidth()));
    }

    @Test
    void aCellOffTheMapOrAPictureOfAnotherMapIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> Markers.of(GRID).landmarks(GRID.nodeCount()));
        GridGraph small = GridGraph.octile(GridMap.of("...", "..."));
        BufferedImage tiny = FillPicture.drawValues(small, new double[small.nodeCount()]);
        assertThrows(IllegalArgumentException.class, () -> Markers.of(GRID).start(START).on(tiny));
    }
}
