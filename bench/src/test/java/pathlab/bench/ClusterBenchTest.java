package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.bench.cli.BenchMain;
import pathlab.grid.GridMap;
import pathlab.grid.ProjectMaps;
import tech.tablesaw.api.Table;

/** The cluster benchmark's table, note and command, on small maps and few queries. */
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
        assertEquals(List.of("octile", "cluster-lecture:rooms", "cluster-lecture:4", "cluster-lecture:8",
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
    void theCommandWritesTableNoteAndPicture(@TempDir Path dir) throws IOException {
        assertEquals(0, BenchMain.run("bench", "cluster", "--sizes", "32", "--queries", "4", "--dao", "none",
                "--out", dir.toString()));
        assertTrue(Files.readString(dir.resolve("cluster.csv")).contains("precompute cpu ms"));
        assertTrue(Files.readString(dir.resolve("cluster.txt")).contains("Closing note"));
        assertTrue(Files.size(dir.resolve("cluster-fill.png")) > 0);
    }

    @Test
    void weightedAndTieBenchmarksOnTheIndoorMap(@TempDir Path dir) {
        BenchCase indoor = GridCases.onMap("indoor", pathlab.grid.ProjectMaps.byName("indoor").generate(), 6, 2);
        Table w = WeightedBench.run(indoor, List.of("octile"), new double[] {1, 2});
        assertEquals(2, w.rowCount());
        assertEquals(0.0, w.doubleColumn("max excess %").get(0));
        assertTrue(w.doubleColumn("max excess %").get(1) <= 100);
        WeightedBench.writeChart(w, dir.resolve("w.png"));
        assertTrue(Files.exists(dir.resolve("w.png")));
        Table ties = TieBench.run(indoor, List.of("octile"));
        assertEquals(1, ties.rowCount());
    }
}
