package pathlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.graph.DirectedGraph;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.trace.Notation;
import pathlab.trace.Trace;

/**
 * The faults of issue 16 that need more than one input file: a truncated download must not
 * touch a good earlier copy, and a long trace stays linear in memory while the command line pages it.
 */
class FaultsTest {
    @TempDir
    Path dir;

    @Test
    void aTruncatedZipLeavesTheEarlierDownloadAsItWas() throws IOException {
        Path site = dir.resolve("site/maze");
        Files.createDirectories(site);
        String scen = "version 1\n" + IntStream.range(0, 2000).mapToObj(i -> "0\tmaze/tiny.map\t21\t21\t1\t1\t3\t1\t2\n")
                .collect(Collectors.joining());
        zip(site.resolve("maze-map.zip"), "maps/tiny.map", "type octile\nheight 1\nwidth 1\nmap\n.\n");
        zip(site.resolve("maze-scen.zip"), "scen/tiny.map.scen", scen);
        Path into = dir.resolve("downloads");
        String[] download = {"maps", "download", "mazes", "--into", into.toString(), "--from", dir.resolve("site").toUri().toString()};
        assertEquals(0, TraceCommandTest.run(download).exit());
        Path good = into.resolve("maze/tiny.map.scen");
        byte[] before = Files.readAllBytes(good);

        byte[] whole = Files.readAllBytes(site.resolve("maze-scen.zip"));
        Files.write(site.resolve("maze-scen.zip"), Arrays.copyOf(whole, whole.length / 2));   // cut mid-entry
        TraceCommandTest.Run r = TraceCommandTest.run(download);
        assertEquals(2, r.exit());
        assertTrue(r.err().matches("pathlab: cannot download file:.*maze-scen.zip: not a complete zip file \\(.*\\)\n"), r.err());
        assertEquals(new String(before, StandardCharsets.US_ASCII), Files.readString(good));
        try (Stream<Path> files = Files.list(into.resolve("maze"))) {
            assertEquals(List.of("tiny.map", "tiny.map.scen"), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void aLongTraceKeepsOnlyTheChangesAndRebuildsEveryStep() {
        int n = 20_000;
        DirectedGraph.Builder b = new DirectedGraph.Builder();
        for (int i = 0; i < n; i++) {
            b.connect("n" + i, "n" + (i + 1), 1);
        }
        DirectedGraph chain = b.build();
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long used = rt.totalMemory() - rt.freeMemory();
        Trace t = Trace.record(chain, 0, n, Heuristic.ZERO, SearchOptions.lecture(), Notation.DIJKSTRA);
        long grown = rt.totalMemory() - rt.freeMemory() - used;
        // Whole lists at every step would be about n²/2 = 200 million records; changes are about 2n.
        assertTrue(grown < 64L << 20, "recording took " + (grown >> 20) + " MB");
        assertEquals(n, t.iterations());
        assertEquals(5000, t.step(5000).closed().size());
        assertEquals(1, t.step(5000).open().size());
        assertEquals("n5000", chain.nodeName(t.step(5000).open().get(0).node()));
        assertEquals(t.step(3), t.steps().get(3));   // going back replays from the start
        assertEquals(n - 1, t.step(n - 1).closed().size());
    }

    @Test
    void theCommandLinePagesALongListing() throws IOException {
        Path file = dir.resolve("chain.graph");
        Files.writeString(file, IntStream.range(0, 4000).mapToObj(i -> "n" + i + " n" + (i + 1) + " 1\n").collect(Collectors.joining()));
        TraceCommandTest.Run r = TraceCommandTest.run("trace", "--graph", file.toString(), "--from", "n0", "--to", "n4000");
        assertEquals(0, r.exit());
        assertTrue(r.out().endsWith(" n4000 (cost 4000)\n"));
        assertTrue(r.out().length() < 30_000_000, r.out().length() + " characters");
        assertEquals("pathlab: the listing is long (4000 iterations): printed steps 0..248 and the final path; see more with"
                + " --iterations 249..4000, or everything with --all\n", r.err());
        TraceCommandTest.Run page = TraceCommandTest.run("trace", "--graph", file.toString(), "--from", "n0", "--to", "n4000",
                "--iterations", "3999..4000");
        assertTrue(page.out().startsWith("[3999] N: n3998\n"), page.out().substring(0, 40));
        assertEquals("", page.err());
    }

    private static void zip(Path file, String entry, String content) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(entry));
            zip.write(content.getBytes(StandardCharsets.US_ASCII));
            zip.closeEntry();
        }
    }
}
