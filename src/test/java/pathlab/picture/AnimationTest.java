package pathlab.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import pathlab.graph.GraphFile;
import pathlab.grid.BenchmarkSet;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.names.Heuristics;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.trace.LectureExample;
import pathlab.trace.Trace;

/** Animated GIFs: the frames read back are the pictures put in, the file loops and stays small. */
class AnimationTest {

    /** The frames of a GIF as a viewer shows them: each drawn over the one before at its place, but for its transparent pixels. */
    static List<BufferedImage> frames(byte[] gif) throws IOException {
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            reader.setInput(in);
            List<BufferedImage> frames = new ArrayList<>();
            BufferedImage screen = null;
            for (int k = 0; k < reader.getNumImages(true); k++) {
                BufferedImage part = reader.read(k);
                IIOMetadataNode d = (IIOMetadataNode) ((IIOMetadataNode) reader.getImageMetadata(k)
                        .getAsTree("javax_imageio_gif_image_1.0")).getElementsByTagName("ImageDescriptor").item(0);
                int left = Integer.parseInt(d.getAttribute("imageLeftPosition"));
                int top = Integer.parseInt(d.getAttribute("imageTopPosition"));
                screen = screen == null ? new BufferedImage(part.getWidth(), part.getHeight(), BufferedImage.TYPE_INT_RGB)
                        : copy(screen);
                for (int y = 0; y < part.getHeight(); y++) {
                    for (int x = 0; x < part.getWidth(); x++) {
                        int argb = part.getRGB(x, y);
                        if (argb >>> 24 != 0) {   // transparent: the frame before shows through
                            screen.setRGB(left + x, top + y, argb);
                        }
                    }
                }
                frames.add(screen);
            }
            return frames;
        } finally {
            reader.dispose();
        }
    }

    private static BufferedImage copy(BufferedImage image) {
        BufferedImage c = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
        c.setData(image.getData());
        return c;
    }

    private static void assertSamePixels(BufferedImage expected, BufferedImage actual, String what) {
        assertEquals(expected.getWidth(), actual.getWidth(), what);
        assertEquals(expected.getHeight(), actual.getHeight(), what);
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                if ((expected.getRGB(x, y) & 0xFFFFFF) != (actual.getRGB(x, y) & 0xFFFFFF)) {
                    throw new AssertionError(what + ": pixel (" + x + "," + y + ") differs");
                }
            }
        }
    }

    @Test
    void theLectureGraphsIterationsPlayBackExactly() throws IOException {
        Trace t = LectureExample.EXAMPLE_3.trace();
        List<BufferedImage> pictures = GraphPicture.iterations(t, GraphFile.lecture().positions());
        Animation a = Animation.of(pictures, 1200, 3000);
        byte[] gif = a.bytes();
        assertEquals(10, a.frameCount(), "the initial state and 9 iterations");
        List<BufferedImage> frames = frames(gif);
        assertEquals(10, frames.size());
        for (int i = 0; i < frames.size(); i++) {
            assertSamePixels(pictures.get(i), frames.get(i), "frame " + i);
        }
        assertTrue(new String(gif, StandardCharsets.ISO_8859_1).contains("NETSCAPE2.0"), "loops");
        assertEquals(new String(gif, StandardCharsets.ISO_8859_1),
                new String(Animation.of(pictures, 1200, 3000).bytes(), StandardCharsets.ISO_8859_1), "same bytes");
        assertTrue(a.html().startsWith("<img src=\"data:image/gif;base64,R0lGODlh"));
    }

    /** A picture of w x h pixels, row by row from the colours given, the last one repeated. */
    private static BufferedImage picture(int w, int h, int... rgb) {
        BufferedImage p = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int i = 0; i < w * h; i++) {
            p.setRGB(i % w, i / w, rgb[Math.min(i, rgb.length - 1)]);
        }
        return p;
    }

    /** The colours of a GIF's global colour table, in order. */
    private static List<Integer> palette(byte[] gif) throws IOException {
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            reader.setInput(in);
            IIOMetadataNode table = (IIOMetadataNode) ((IIOMetadataNode) reader.getStreamMetadata()
                    .getAsTree("javax_imageio_gif_stream_1.0")).getElementsByTagName("GlobalColorTable").item(0);
            List<Integer> colours = new ArrayList<>();
            for (int i = 0; i < table.getLength(); i++) {
                IIOMetadataNode e = (IIOMetadataNode) table.item(i);
                colours.add(Integer.parseInt(e.getAttribute("red")) << 16 | Integer.parseInt(e.getAttribute("green")) << 8
                        | Integer.parseInt(e.getAttribute("blue")));
            }
            return colours;
        } finally {
            reader.dispose();
        }
    }

    @Test
    void framesOfDifferentSizesArePlacedTopLeftOnWhiteWithThePaletteInReadingOrder() throws IOException {
        int red = 0xFF0000;
        int blue = 0x0000FF;
        int green = 0x00FF00;
        List<BufferedImage> pictures = List.of(picture(2, 1, red, blue), picture(3, 2, green), picture(1, 2, blue, red));
        Animation a = Animation.of(pictures, 100, 100);
        assertEquals(3, a.width());
        assertEquals(2, a.height());
        List<BufferedImage> frames = frames(a.bytes());
        assertSamePixels(picture(3, 2, red, blue, 0xFFFFFF), frames.get(0), "frame 0 on white");
        assertSamePixels(picture(3, 2, green), frames.get(1), "frame 1");
        BufferedImage last = picture(3, 2, blue, 0xFFFFFF);
        last.setRGB(0, 1, red);
        assertSamePixels(last, frames.get(2), "frame 2 on white");
        // Read row by row on the animation's size: red, blue, then the white beside them, then green.
        assertEquals(List.of(red, blue, 0xFFFFFF, green), palette(a.bytes()).subList(0, 4));
        assertEquals(new String(a.bytes(), StandardCharsets.ISO_8859_1),
                new String(Animation.of(pictures.size(), pictures::get, 100, 100).bytes(), StandardCharsets.ISO_8859_1),
                "frames drawn one at a time give the same bytes");
    }

    /** The height of the line of text above each panel of a grid animation. */
    private static final int LABEL_HEIGHT = BitmapFont.HEIGHT * 2 + 6;

    /** A wall between start (1,2) and goal (8,2). */
    private static final GridGraph GRID = FillPictureTest.GRID;

    @Test
    void aGridSearchGrowsAndEndsWithThePath() throws IOException {
        int start = GRID.node(1, 2);
        int goal = GRID.node(8, 2);
        SearchResult r = new AStar(GRID, SearchOptions.grid()).search(start, goal, Heuristic.ZERO);
        Animation a = FillAnimation.of(GRID, start, goal, Heuristic.ZERO, SearchOptions.grid(), "zero");
        assertEquals(Math.min(FillAnimation.FRAMES, r.iterations()) + 1, a.frameCount());
        List<BufferedImage> frames = frames(a.bytes());
        int cell = Math.min(FillAnimation.MAX_CELL, FillPicture.cellSize(10, 5));
        int top = LABEL_HEIGHT;
        BufferedImage first = frames.get(0);
        BufferedImage last = frames.get(frames.size() - 1);
        // After iteration 1 the start's neighbours are open, the far side of the wall is unvisited.
        assertEquals(FillPicture.START_RGB, first.getRGB(1 * cell, 2 * cell + top) & 0xFFFFFF);
        assertEquals(FillPicture.OPEN_RGB, first.getRGB(2 * cell, 2 * cell + top) & 0xFFFFFF);
        assertEquals(FillPicture.UNVISITED_RGB, first.getRGB(9 * cell, 4 * cell + top) & 0xFFFFFF);
        assertEquals(FillPicture.WALL_RGB, first.getRGB(5 * cell, 2 * cell + top) & 0xFFFFFF);
        // The last frame is the finished search with its path.
        int onPath = r.path().get(2).to();
        assertEquals(FillPicture.PATH_RGB, last.getRGB(GRID.x(onPath) * cell, GRID.y(onPath) * cell + top) & 0xFFFFFF);
        assertEquals(FillPicture.GOAL_RGB, last.getRGB(8 * cell, 2 * cell + top) & 0xFFFFFF);
    }

    @Test
    void sideBySideBothSearchesRunOnTheSameIterations() {
        int start = GRID.node(1, 2);
        int goal = GRID.node(8, 2);
        int zero = new AStar(GRID, SearchOptions.grid()).search(start, goal, Heuristic.ZERO).iterations();
        Animation a = FillAnimation.compare(GRID, start, goal, SearchOptions.grid(), Heuristic.ZERO, "zero",
                new OctileHeuristic(GRID), "octile");
        assertEquals(Math.min(FillAnimation.FRAMES, zero) + 1, a.frameCount(), "as many frames as the longer search needs");
    }

    @Test
    void twoMapsAndTwoHeuristicsSideBySide() throws IOException {
        GridGraph other = GridGraph.octile(GridMap.of(
                "..........",
                "..........",
                "..........",
                "..........",
                ".........."));
        Heuristic landmarks = pathlab.heuristic.names.Heuristics.byName("landmarks:2", GRID);
        Animation a = FillAnimation.compare(SearchOptions.grid(),
                new FillAnimation.Query(GRID, GRID.node(1, 2), GRID.node(8, 2), landmarks, "landmarks"),
                new FillAnimation.Query(other, other.node(1, 2), other.node(8, 2), new OctileHeuristic(other), "open"));
        List<BufferedImage> frames = frames(a.bytes());
        assertEquals(a.frameCount(), frames.size());
        int cell = Math.min(FillAnimation.MAX_CELL, FillPicture.cellSize(20, 5));
        BufferedImage last = frames.get(frames.size() - 1);
        int row = 2 * cell + LABEL_HEIGHT;
        assertEquals(FillPicture.WALL_RGB, last.getRGB(5 * cell, row) & 0xFFFFFF, "the wall, left");
        int walls = 0;
        for (int x = 0; x < last.getWidth(); x++) {
            walls += (last.getRGB(x, row) & 0xFFFFFF) == FillPicture.WALL_RGB ? 1 : 0;
        }
        assertEquals(cell, walls, "one wall cell in this row: the left map's; the right map has none");
    }

    @Test
    void aWholeDragonAgeSearchTakesLessThanFiveMegabytes() {
        Path map = BenchmarkSet.DAO.find("den520d.map").orElse(null);
        Assumptions.assumeTrue(map != null, "no Dragon Age maps in " + BenchmarkSet.PLACES);
        GridGraph grid = GridGraph.octile(GridMap.read(map));
        List<Scenario> scenarios = Scenario.read(Path.of(map + ".scen"));
        Scenario longest = scenarios.get(scenarios.size() - 1);
        Animation a = FillAnimation.of(grid, grid.node(longest.startX(), longest.startY()),
                grid.node(longest.goalX(), longest.goalY()), Heuristic.ZERO, SearchOptions.grid(), "dijkstra");
        assertEquals(FillAnimation.FRAMES + 1, a.frameCount());
        assertTrue(a.size() < 5_000_000, a.toString());
    }
}
