package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.bench.cli.BenchMain;
import pathlab.openlist.OpenListKind;
import pathlab.search.SearchOptions;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The open list benchmark's plumbing on tiny maps (no timing is checked: performance claims live
 * in the benchmark's own output), and its closing note on a made-up table.
 */
class OpenListBenchTest {

    @Test
    void oneRowPerMapAndOpenListWithIdenticalCounts(@TempDir Path dir) {
        Table t = new OpenListBench(SearchOptions.grid(), 0, 1)
                .run(List.of(GridCases.generated(16, 5, 1), GridCases.generated(24, 5, 1)), line -> {});
        assertEquals(2 * OpenListKind.values().length, t.rowCount());
        assertEquals(1.0, OpenListReport.ratio(t, "random-16", OpenListKind.INDEXED_HEAP));
        // Same searches: same iterations and peak size for every list on a map.
        assertEquals(1, t.where(t.stringColumn("map").isEqualTo("random-24")).doubleColumn("iterations").unique().size());
        // Ours compares less than the article's heap and never searches.
        Table heaps = t.where(t.stringColumn("map").isEqualTo("random-24")
                .and(t.stringColumn("open_list").isIn("binary-heap", "indexed-heap")));
        assertEquals("binary-heap", heaps.stringColumn("open_list").get(0));
        assertTrue(heaps.doubleColumn("comparisons").get(1) < heaps.doubleColumn("comparisons").get(0));
        assertEquals(0.0, heaps.doubleColumn("searches").get(1));
        // The tuned heap against the plain indexed heap: fewer comparisons and moves, and with
        // first-in-first-out ties on a grid some nodes go through its tie queue; no other list queues
        // but the heap-on-top queue, whose heap is a tuned heap.
        Table indexed = t.where(t.stringColumn("map").isEqualTo("random-24")
                .and(t.stringColumn("open_list").isIn("plain-indexed-heap", "indexed-heap")));
        assertEquals("plain-indexed-heap", indexed.stringColumn("open_list").get(0));
        assertEquals(0.0, indexed.doubleColumn("searches").get(0));
        assertTrue(indexed.doubleColumn("comparisons").get(1) < indexed.doubleColumn("comparisons").get(0));
        assertTrue(indexed.doubleColumn("moves").get(1) < indexed.doubleColumn("moves").get(0));
        assertTrue(indexed.doubleColumn("queued").get(1) > 0);
        assertEquals(Set.of("indexed-heap", "heap-on-top"), Set.copyOf(
                t.where(t.doubleColumn("queued").isGreaterThan(0)).stringColumn("open_list").unique().asList()));
        String note = OpenListReport.note(t);
        assertTrue(note.contains("- What the tuned heap's tricks buy (plain-indexed-heap over indexed-heap;")
                && note.contains("- What the index buys (binary-heap over plain-indexed-heap, time): random-16 "), note);
    }

    @Test
    void theCommandWritesTableChartAndNote(@TempDir Path dir) throws IOException {
        assertEquals(0, quietly("bench", "open-lists", "--sizes", "16,24", "--queries", "16", "--dao", "none",
                "--warmup", "0", "--repeats", "1", "--out", dir.toString()));
        for (String rule : List.of("fifo", "lifo")) {
            assertEquals(1 + 2 * OpenListKind.values().length,
                    Files.readAllLines(dir.resolve("open-lists-" + rule + ".csv")).size());
            assertTrue(Files.size(dir.resolve("open-lists-" + rule + ".png")) > 1000);
        }
        String report = Files.readString(dir.resolve("open-lists.txt"));
        assertTrue(report.contains("== Ties fifo: the lecture's rule ==") && report.contains("== Ties lifo")
                && report.contains("JIT warm-up") && report.contains("Closing note."), report);
        assertEquals(2, BenchMain.run("bench"));
        // Without ../shared/maps the Dragon Age maps are skipped; a missing map in it is an error.
        Path maps = dir.resolve("maps");
        assertEquals(0, quietly("bench", "open-lists", "--sizes", "16", "--queries", "8", "--warmup", "0",
                "--repeats", "1", "--ties", "fifo", "--maps", maps.toString(), "--out", dir.toString()));
        Files.createDirectories(maps.resolve("dao"));
        assertEquals(2, BenchMain.run("bench", "open-lists", "--dao", "nowhere", "--sizes", "16", "--maps", maps.toString(),
                "--out", dir.toString()));
    }

    /** Runs the command line with its report going nowhere, to keep the build log short. */
    private static int quietly(String... args) {
        PrintStream old = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        try {
            return BenchMain.run(args);
        } finally {
            System.setOut(old);
        }
    }

    @Test
    void badQueriesAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> GridCases.generated(1, 5, 1));
        assertThrows(IllegalArgumentException.class, () -> new OpenListBench(SearchOptions.grid(), 0, 0));
    }

    @Test
    void noteStatesClaimCrossoverAndGrowth() {
        Table t = Table.create("made up", StringColumn.create("map"), IntColumn.create("cells"),
                StringColumn.create("open_list"), DoubleColumn.create("ratio"));
        double[][] ratios = {  // per kind: 64, 128, 256; then den520d
                {0.8, 1.6, 3.2, 2.0}, {0.9, 2.0, 4.0, 2.5}, {0.9, 1.0, 1.1, 1.0}, {0.9, 0.9, 0.9, 0.9},
                {1.0, 1.0, 1.0, 1.0}, {1.2, 1.3, 1.4, 1.3}, {1.0, 1.0, 1.0, 1.0}, {0.9, 0.9, 0.9, 0.9}};
        String[] maps = {"random-64", "random-128", "random-256", "den520d"};
        int[] cells = {4096, 16384, 65536, 65792};
        for (OpenListKind kind : OpenListKind.values()) {
            for (int m = 0; m < maps.length; m++) {
                t.stringColumn("map").append(maps[m]);
                t.intColumn("cells").append(cells[m]);
                t.stringColumn("open_list").append(kind.label());
                t.doubleColumn("ratio").append(ratios[kind.ordinal()][m]);
            }
        }
        String note = OpenListReport.note(t);
        assertTrue(note.contains("random-128 2.0x; random-256 4.0x; den520d 2.5x; mean 2.8x: the claim holds."), note);
        assertTrue(note.contains("unsorted / indexed heap: random-64 0.80, random-128 1.60, random-256 3.20, "
                + "the indexed heap wins from random-128 on; the ratio grows like cells^0.50 (x2.00 each time the side doubles)"), note);
        assertTrue(note.contains("sorted-halving / indexed heap: random-64 0.90, random-128 0.90, random-256 0.90, "
                + "never slower"), note);
        assertTrue(note.contains("sorted-average / indexed heap: random-64 0.90, random-128 1.00, random-256 1.10, "
                + "the indexed heap wins from random-256 on"), note);
        assertTrue(note.contains("binary-heap / indexed heap: random-64 1.00, random-128 1.00, random-256 1.00, "
                + "within 5% of the indexed heap at every size"), note);
        assertTrue(note.contains("den520d: the sorted list with front insertion takes 2.5x the indexed heap's time "
                + "per median query (expected about 2-3x): as expected."), note);
        assertTrue(OpenListReport.chart(t).getSeriesMap().size() == 2 * OpenListKind.values().length);
        assertEquals(OpenListKind.values().length, OpenListReport.chart(t).getSeriesMap().values().stream()
                .map(series -> series.getMarkerColor()).distinct().count(), "each open list its own colour");
    }
}
