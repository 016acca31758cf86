package pathlab.picture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.NodeState;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

class FillPictureTest {
    // A wall between start (1,2) and goal (8,2): the search has to go round it.
    static final GridGraph GRID = GridGraph.octile(GridMap.of(
            "..........",
            ".....@....",
            ".....@....",
            ".....@....",
            ".........."));
    private static final SearchResult ZERO = search(Heuristic.ZERO);
    private static final SearchResult OCTILE = search(new OctileHeuristic(GRID));

    private static SearchResult search(Heuristic h) {
        return new AStar(GRID, SearchOptions.grid()).search(GRID.node(1, 2), GRID.node(8, 2), h);
    }

    @Test
    void cellsHaveTheColourOfTheirState() {
        int size = 9;
        BufferedImage image = FillPicture.draw(GRID, OCTILE, size);
        assertEquals(FillPicture.START_RGB, FillPicture.cellColour(image, size, 1, 2));
        assertEquals(FillPicture.GOAL_RGB, FillPicture.cellColour(image, size, 8, 2));
        assertEquals(FillPicture.WALL_RGB, FillPicture.cellColour(image, size, 5, 1));
        String ascii = FillPicture.ascii(GRID, OCTILE);
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 10; x++) {
                char c = ascii.charAt(y * 11 + x);
                int expected = switch (c) {
                    case '#' -> FillPicture.WALL_RGB;
                    case 'x' -> FillPicture.CLOSED_RGB;
                    case 'o' -> FillPicture.OPEN_RGB;
                    case '.' -> FillPicture.UNVISITED_RGB;
                    case '*' -> FillPicture.PATH_RGB;
                    case 'S' -> FillPicture.START_RGB;
                    case 'G' -> FillPicture.GOAL_RGB;
                    default -> throw new AssertionError("unexpected '" + c + "'");
                };
                assertEquals(expected, FillPicture.cellColour(image, size, x, y), "cell (" + x + "," + y + ") '" + c + "'");
            }
        }
        // The key lies below the map: the picture is as wide as the map or the key, and taller.
        assertTrue(image.getHeight() > 5 * size);
    }

    @Test
    void asciiFollowsTheFill() {
        String ascii = FillPicture.ascii(GRID, ZERO);
        String[] rows = ascii.split("\n");
        assertEquals(5, rows.length);
        assertTrue(ascii.endsWith("\n"));
        for (int node = 0; node < GRID.nodeCount(); node++) {
            char c = rows[GRID.y(node)].charAt(GRID.x(node));
            NodeState state = ZERO.fill().state(node);
            if (c == 'x') {
                assertEquals(NodeState.CLOSED, state);
            } else if (c == 'o') {
                assertEquals(NodeState.OPEN, state);
            } else if (c == '.') {
                assertEquals(NodeState.UNVISITED, state);
            }
        }
        assertEquals(ZERO.path().size() - 1, ascii.chars().filter(c -> c == '*').count());
        assertEquals('S', rows[2].charAt(1));
        assertEquals('G', rows[2].charAt(8));
        assertEquals('#', rows[1].charAt(5));
    }

    @Test
    void smallExampleInCharacters() {
        GridGraph corridor = GridGraph.octile(GridMap.of(".....", "@@@.@"));
        SearchResult r = new AStar(corridor, SearchOptions.grid()).search(0, 4, Heuristic.ZERO);
        assertEquals("S***G\n###o#\n", FillPicture.ascii(corridor, r));
    }

    @Test
    void inSmallCellsTheStartAndTheGoalAreRinged() {
        int size = 3;
        BufferedImage image = FillPicture.draw(GRID, ZERO, size);
        assertEquals(FillPicture.START_RGB, ringPixel(image, ZERO.start(), size), "the start's ring, 8 pixels from it");
        assertEquals(FillPicture.GOAL_RGB, ringPixel(image, ZERO.goal(), size), "the goal's ring, 8 pixels from it");
        assertNotEquals(FillPicture.START_RGB, ringPixel(FillPicture.draw(GRID, ZERO, 12), ZERO.start(), 12),
                "large cells need no ring");
    }

    /** The pixel 8 pixels left or right of a cell's centre, whichever is on the map. */
    private static int ringPixel(BufferedImage image, int node, int size) {
        int x = GRID.x(node) * size + size / 2;
        int y = GRID.y(node) * size + size / 2;
        return image.getRGB(x >= 8 ? x - 8 : x + 8, y) & 0xFFFFFF;
    }

    @Test
    void marksAppearOnlyInLargeCells() {
        int size = 12;
        BufferedImage image = FillPicture.draw(GRID, ZERO, size);
        String ascii = FillPicture.ascii(GRID, ZERO);
        int closed = ascii.indexOf('x');
        int x = closed % 11;
        int y = closed / 11;
        // The × crosses the cell's centre; the corner keeps the plain colour.
        assertNotEquals(FillPicture.CLOSED_RGB, image.getRGB(x * size + size / 2, y * size + size / 2) & 0xFFFFFF);
        BufferedImage small = FillPicture.draw(GRID, ZERO, 3);
        assertEquals(FillPicture.CLOSED_RGB, small.getRGB(x * 3 + 1, y * 3 + 1) & 0xFFFFFF);
    }

    @Test
    void cellSizeKeepsPicturesNearAThousandPixels() {
        assertEquals(16, FillPicture.cellSize(10, 5));
        assertEquals(8, FillPicture.cellSize(128, 128));
        assertEquals(2, FillPicture.cellSize(512, 300));
        assertEquals(1, FillPicture.cellSize(4000, 4000));
        assertTrue(FillPicture.draw(GRID, ZERO).getWidth() >= 16 * 10);
    }

    @Test
    void comparisonPutsTwoPanelsSideBySide() {
        BufferedImage one = FillPicture.draw(GRID, ZERO);
        BufferedImage both = FillPicture.compare(GRID, ZERO, "zero", OCTILE, "octile");
        assertTrue(both.getWidth() >= 2 * 10 * FillPicture.cellSize(20, 5));
        assertTrue(both.getHeight() > 5 * FillPicture.cellSize(20, 5));
        assertTrue(both.getWidth() > one.getWidth());
    }

    @Test
    void overlayDrawsTheSecondSearchDarkOverTheFirstLight() {
        int size = FillPicture.cellSize(10, 5);
        int mark = GRID.node(9, 0);
        BufferedImage image = FillPicture.overlay(GRID, ZERO, "zero", OCTILE, "octile", mark);
        String zero = FillPicture.ascii(GRID, ZERO);
        String octile = FillPicture.ascii(GRID, OCTILE);
        int light = 0;
        for (int node = 0; node < GRID.nodeCount(); node++) {
            int i = GRID.y(node) * 11 + GRID.x(node);
            int rgb = FillPicture.cellColour(image, size, GRID.x(node), GRID.y(node));
            if (node == mark) {
                assertEquals(FillPicture.MARK_RGB, rgb);
            } else if (octile.charAt(i) == 'x') {
                assertEquals(FillPicture.DARK_RGB, rgb, GRID.nodeName(node));
            } else if (zero.charAt(i) == 'x' && octile.charAt(i) != '*') {
                assertEquals(FillPicture.LIGHT_RGB, rgb, GRID.nodeName(node));
                light++;
            }
        }
        assertTrue(light > 0, "Dijkstra closes cells that octile A* does not");
        assertEquals(FillPicture.START_RGB, FillPicture.cellColour(image, size, 1, 2));
    }

    @Test
    void cellsByClassAndByValue() {
        int[] classes = new int[GRID.nodeCount()];
        double[] values = new double[GRID.nodeCount()];
        for (int node = 0; node < classes.length; node++) {
            classes[node] = GRID.x(node) < 5 ? 0 : GRID.x(node) == 9 ? -1 : 7;
            values[node] = GRID.x(node);
        }
        values[GRID.node(0, 0)] = Double.POSITIVE_INFINITY;
        BufferedImage byClass = FillPicture.drawCells(GRID, classes, 4);
        assertEquals(40, byClass.getWidth());
        assertEquals(20, byClass.getHeight());
        assertEquals(FillPicture.classColour(0), FillPicture.cellColour(byClass, 4, 0, 0));
        assertEquals(FillPicture.classColour(7), FillPicture.cellColour(byClass, 4, 6, 3));
        assertEquals(FillPicture.UNVISITED_RGB, FillPicture.cellColour(byClass, 4, 9, 3));
        assertEquals(FillPicture.WALL_RGB, FillPicture.cellColour(byClass, 4, 5, 2));
        assertNotEquals(FillPicture.classColour(0), FillPicture.classColour(1));

        BufferedImage byValue = FillPicture.drawValues(GRID, values, 4);
        assertEquals(FillPicture.NO_VALUE_RGB, FillPicture.cellColour(byValue, 4, 0, 0));
        assertEquals(0xFFF5C0, FillPicture.cellColour(byValue, 4, 0, 1));   // the smallest value
        assertEquals(0x1A3A8C, FillPicture.cellColour(byValue, 4, 9, 1));   // the largest
        assertThrows(IllegalArgumentException.class, () -> FillPicture.drawCells(GRID, new int[3]));
    }

    @Test
    void pngBytesAreReproducibleAndDecodeToThePixels(@TempDir Path dir) throws IOException {
        BufferedImage image = FillPicture.compare(GRID, ZERO, "zero", OCTILE, "octile");
        byte[] png = FillPicture.png(image);
        assertArrayEquals(png, FillPicture.png(FillPicture.compare(GRID, ZERO, "zero", OCTILE, "octile")));
        assertSamePixels(image, ImageIO.read(new ByteArrayInputStream(png)));

        Path file = dir.resolve("sub/fill.png");
        FillPicture.writePng(image, file);
        assertArrayEquals(png, Files.readAllBytes(file));

        // More than 256 colours: written as RGB, still the same pixels.
        BufferedImage many = new BufferedImage(40, 20, BufferedImage.TYPE_INT_RGB);
        for (int i = 0; i < 800; i++) {
            many.setRGB(i % 40, i / 40, i * 2654435 & 0xFFFFFF);
        }
        assertSamePixels(many, ImageIO.read(new ByteArrayInputStream(FillPicture.png(many))));
    }

    @Test
    void aSearchOnAnotherGraphIsRejected() {
        GridGraph other = GridGraph.octile(GridMap.of("...", "..."));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FillPicture.draw(other, ZERO));
        assertTrue(e.getMessage().contains("50 nodes"), e.getMessage());
    }

    private static void assertSamePixels(BufferedImage expected, BufferedImage actual) {
        assertEquals(expected.getWidth(), actual.getWidth());
        assertEquals(expected.getHeight(), actual.getHeight());
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                assertEquals(expected.getRGB(x, y) & 0xFFFFFF, actual.getRGB(x, y) & 0xFFFFFF, "pixel " + x + "," + y);
            }
        }
    }

    @Test
    void componentsHaveAColourEachAndTheCutOffCellsAreRinged() {
        // The cell (6,2) is walled in: a component of its own, in its colour; the rest is the largest.
        GridGraph grid = GridGraph.octile(GridMap.of(
                "..........",
                ".....@@@..",
                ".....@.@..",
                ".....@@@..",
                ".........."));
        int start = grid.node(1, 2);
        int enclosed = grid.node(6, 2);
        BufferedImage image = FillPicture.components(grid, start, enclosed);
        int size = FillPicture.cellSize(10, 5);
        assertNotEquals(grid.component(start), grid.component(enclosed));
        assertEquals(FillPicture.UNVISITED_RGB, FillPicture.cellColour(image, size, 3, 4), "the largest component white");
        assertEquals(FillPicture.classColour(grid.component(enclosed)), FillPicture.cellColour(image, size, 6, 2));
        assertEquals(FillPicture.WALL_RGB, FillPicture.cellColour(image, size, 5, 1));
        int centre = size / 2;
        assertEquals(0x000000, image.getRGB(6 * size + centre + 2 * size, 2 * size + centre) & 0xFFFFFF,
                "a black ring two cells about the enclosed cell");
        assertTrue(image.getHeight() > 5 * size, "a key below the map");
        assertThrows(IllegalArgumentException.class, () -> FillPicture.components(grid, -1, enclosed));
    }
}
