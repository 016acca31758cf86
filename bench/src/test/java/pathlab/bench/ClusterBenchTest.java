package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.bench.cli.BenchMain;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.ProjectMaps;
import pathlab.heuristic.OctileHeuristic;
import pathlab.picture.FillPicture;
import tech.tablesaw.api.Table;

/** The cluster benchmark's table, note, picture and command, and the weighted and ties benchmarks, on small maps and few queries. */
class ClusterBenchTest {

    static final GridMap ROOMS = GridMap.of(
            "......@......@......",
            "......@......@......",
            "..................@.",
            "......@......@....@.",
            "@@@.@@@@@@.@@@@@@.@@",
            "......@......@......",
            "......@.............",
            "..........@..@......");

    @Test
    void oneRowPerHeuristicWithRatiosToOctile() {
        Table t = ClusterBench.run(GridCases.onMap("rooms", ROOMS, 20, 3), new int[] {4, 8}, false);
        assertEquals(List.of("octile", "cluster-lecture:rooms", "cluster-max:rooms", "cluster-lecture:4", "cluster-lecture:8",
                "pathmax:cluster-lecture:rooms", "deadend:rooms", "gateway:rooms", "cluster:rooms", "pathmax:cluster:rooms"),
                t.stringColumn("heuristic").asList());
        assertEquals(1.0, t.doubleColumn("expanded ratio").get(0));
        assertEquals(1.0, t.doubleColumn("median speed-up").get(0));
        assertEquals(11, t.columnCount(), "no time columns when untimed");
        for (int row = 1; row <= 3; row++) {
            int k = t.intColumn("clusters").get(row);
            assertEquals(4L * k * k, t.longColumn("table bytes").get(row));
        }
        assertTrue(ClusterBench.note(t).contains("rooms: the lecture's table on rooms: cluster-lecture:rooms "));
    }

    @Test
    void aRunMeasuresTheIndoorMapThenTheDragonAgeMapsEvenlyOrTheirLongestScenarios(@TempDir Path maps) throws IOException {
        Path dao = Files.createDirectories(maps.resolve("dao"));
        Files.writeString(dao.resolve("tiny.map"), "type octile\nheight 1\nwidth 6\nmap\n......\n");
        StringBuilder scen = new StringBuilder("version 1\n");
        for (int goal = 1; goal <= 5; goal++) {                   // from cell 0 to each other cell, short to long
            scen.append("0\tdao/tiny.map\t6\t1\t0\t0\t").append(goal).append("\t0\t").append(goal).append("\n");
        }
        Files.writeString(dao.resolve("tiny.map.scen"), scen);

        List<BenchCase> even = ClusterBench.cases(maps, List.of("tiny"), 2, 0, 1);
        assertEquals(List.of(ClusterBench.INDOOR, "tiny"), even.stream().map(BenchCase::name).toList());
        assertEquals(2, even.get(0).queries());
        assertArrayEquals(new int[] {1, 3}, even.get(1).goals(), "scenarios 0 and 2 of 5");
        assertArrayEquals(new int[] {5, 4, 3}, ClusterBench.cases(maps, List.of("tiny"), 2, 3, 1).get(1).goals(),
                "the 3 longest, longest first");
        assertEquals(1, ClusterBench.cases(maps, List.of("none"), 2, 3, 1).size());
        assertEquals(1, ClusterBench.cases(maps.resolve("nowhere"), ClusterBench.DRAGON_AGE, 2, 3, 1).size());
    }

    @Test
    void theCommandWritesTableNoteAndPicture(@TempDir Path dir) throws IOException {
        assertEquals(0, BenchMain.run("bench", "cluster", "--sizes", "32", "--queries", "4", "--dao", "none",
                "--out", dir.toString()));
        List<String> csv = Files.readAllLines(dir.resolve("cluster.csv"));
        assertTrue(csv.get(0).contains("precompute cpu ms"), csv.get(0));
        assertEquals(2 + ClusterBench.heuristics(new int[] {32}).size(), csv.size(), "header, octile, one line a heuristic");
        assertTrue(csv.subList(1, csv.size()).stream().allMatch(line -> line.startsWith(ClusterBench.INDOOR + ",")));
        assertTrue(Files.readString(dir.resolve("cluster.txt")).contains(
                "Closing note (median speed-up > 1: fewer expansions than octile):\n  indoor: the lecture's table on rooms: "));
        assertSamePixels(ClusterBench.fillPicture(), ImageIO.read(dir.resolve("cluster-fill.png").toFile()));
    }

    @Test
    void theFillPictureShowsOctileLeftAndTheClusterHeuristicFillingLess() {
        BufferedImage picture = ClusterBench.fillPicture();
        int half = picture.getWidth() / 2;
        assertTrue(closedPixels(picture, 0, half) > 2 * closedPixels(picture, half, picture.getWidth()),
                "cluster:rooms (right) closes far fewer cells than octile (left)");
    }

    @Test
    void weightedAndTieBenchmarksOnTheIndoorMap(@TempDir Path dir) throws IOException {
        BenchCase indoor = GridCases.onMap(ClusterBench.INDOOR, ProjectMaps.byName(ClusterBench.INDOOR).generate(), 6, 2);
        Table w = WeightedBench.run(indoor, List.of("octile"), new double[] {1, 2});
        assertEquals(List.of(1.0, 2.0), w.doubleColumn("weight").asList());
        assertEquals(0.0, w.doubleColumn("max excess %").get(0));
        assertEquals(100.0, w.doubleColumn("bound %").get(1));
        assertTrue(w.doubleColumn("max excess %").get(1) <= 100);
        WeightedBench.writeChart(w, dir.resolve("w.png"));
        assertSamePixels(WeightedBench.chart(w), ImageIO.read(dir.resolve("w.png").toFile()));
        Table ties = TieBench.run(indoor, List.of("octile"));
        assertEquals(List.of("octile"), ties.stringColumn("heuristic").asList());
    }

    @Test
    void onOpenGroundHighGTiesFollowOneRouteAndFifoTiesFillTheWholeBand() {
        // Every cell is open, so octile is exact and every cell between the start and the goal
        // on some optimal route has the same estimated-total-cost.
        GridGraph open = GridGraph.octile(GridMap.of(".".repeat(12), ".".repeat(12), ".".repeat(12),
                ".".repeat(12), ".".repeat(12), ".".repeat(12)));
        BenchCase query = new BenchCase("open", open.nodeCount(), open, new OctileHeuristic(open),
                new int[] {open.node(0, 0)}, new int[] {open.node(11, 5)});
        Table ties = TieBench.run(query, List.of("octile"));
        assertEquals(11.0, ties.doubleColumn("median expanded high-g").get(0), "one route's 12 cells but the goal");
        assertEquals(41.0, ties.doubleColumn("median expanded fifo").get(0),
                "every cell on some optimal route (x - y from 0 to 6 on each of the 6 rows: 42) but the goal");
        assertEquals(3.73, ties.doubleColumn("median fifo / high-g").get(0));
    }

    private static int closedPixels(BufferedImage picture, int fromX, int toX) {
        int count = 0;
        for (int y = 0; y < picture.getHeight(); y++) {
            for (int x = fromX; x < toX; x++) {
                count += (picture.getRGB(x, y) & 0xFFFFFF) == FillPicture.CLOSED_RGB ? 1 : 0;
            }
        }
        return count;
    }

    /** The PNG on disk is the picture, whole: same size, same pixels. */
    private static void assertSamePixels(BufferedImage expected, BufferedImage written) {
        assertEquals(expected.getWidth(), written.getWidth());
        assertEquals(expected.getHeight(), written.getHeight());
        int w = expected.getWidth();
        int h = expected.getHeight();
        assertArrayEquals(expected.getRGB(0, 0, w, h, null, 0, w), written.getRGB(0, 0, w, h, null, 0, w));
    }
}
