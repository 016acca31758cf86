package pathlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.openlist.OpenListKind;

/** pathlab solve and pathlab scen on a small map: their output, exit codes and error messages. */
class GridCommandsTest {
    @TempDir
    Path dir;

    private static TraceCommandTest.Run run(String... args) {
        return TraceCommandTest.run(args);
    }

    /** A small map; (4,2) is walled in, reachable by no move. */
    private Path map() throws IOException {
        Path map = dir.resolve("small.map");
        Files.writeString(map, "type octile\nheight 3\nwidth 5\nmap\n.....\n.@@@@\n..@@.\n");
        return map;
    }

    @Test
    void solvePrintsFourLinesForScripts() throws IOException {
        TraceCommandTest.Run r = run("solve", map().toString(), "--from", "0,2", "--to", "4,0");
        assertEquals(0, r.exit(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals("cost 6", lines[0]);
        assertEquals("path length 6", lines[1]);
        assertTrue(lines[2].matches("expanded \\d+"), lines[2]);
        assertTrue(lines[3].matches("time \\d+\\.\\d{3} ms"), lines[3]);
        assertEquals(4, lines.length);
        Path png = dir.resolve("fill.png");
        assertEquals(0, run("solve", map().toString(), "--from", "0,2", "--to", "4,0", "--picture", png.toString()).exit());
        assertTrue(Files.size(png) > 0);
    }

    /** Every open list the help names solves the same way: the same cost, path and expansions. */
    @Test
    void solveGivesTheSameLinesWithEveryOpenList() throws IOException {
        String help = run("solve", "--help").out();
        String first = null;
        for (OpenListKind kind : OpenListKind.values()) {
            assertTrue(help.contains(kind.label()), kind.label() + " in " + help);
            TraceCommandTest.Run r = run("solve", map().toString(), "--from", "0,2", "--to", "4,0", "--open-list", kind.label());
            assertEquals(0, r.exit(), r.err());
            String lines = r.out().substring(0, r.out().indexOf("time "));
            assertEquals(first == null ? lines : first, lines, kind.label());
            first = lines;
        }
    }

    @Test
    void solveSaysWhereItWroteThePictureAndTheAnimation() throws IOException {
        Path png = dir.resolve("out/fill.png");
        Path gif = dir.resolve("out/search.gif");
        TraceCommandTest.Run r = run("solve", map().toString(), "--from", "0,2", "--to", "4,0", "--picture", png.toString(),
                "--animate", gif.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(4, r.out().split("\n").length, "standard output keeps its four lines");
        assertTrue(r.err().startsWith("wrote the fill to " + png + ": "), r.err());
        assertTrue(r.err().contains("(the goal rule closes the goal without expanding it: one more than expanded)"), r.err());
        assertTrue(r.err().contains("wrote the search to " + gif + " ("), r.err());
        byte[] bytes = Files.readAllBytes(gif);
        assertEquals("GIF89a", new String(bytes, 0, 6, java.nio.charset.StandardCharsets.US_ASCII));
        try (var files = Files.list(dir.resolve("out"))) {
            assertEquals(2, files.count(), "no temporary file is left behind");
        }
        TraceCommandTest.Run two = run("solve", map().toString(), "--from", "0,2", "--to", "4,0", "--heuristic", "zero",
                "--animate", gif.toString(), "--against", "octile");
        assertEquals(0, two.exit(), two.err());
        TraceCommandTest.Run alone = run("solve", map().toString(), "--from", "0,2", "--to", "4,0", "--against", "octile");
        assertEquals(2, alone.exit());
        assertEquals("pathlab: --against draws a second search into the animation: give --animate FILE.gif too\n", alone.err());
    }

    @Test
    void solveOtherMovesAndHeuristicsAndNoPath() throws IOException {
        String map = map().toString();
        assertTrue(run("solve", map, "--from", "1,2", "--to", "4,0").out().startsWith("cost 7\n"));
        assertTrue(run("solve", map, "--from", "1,2", "--to", "4,0", "--moves", "four").out().startsWith("cost 7\n"));
        assertTrue(run("solve", map, "--from", "1,2", "--to", "4,0", "--moves", "hex").out().startsWith("cost 6\n"));
        assertTrue(run("solve", map, "--from", "1,2", "--to", "4,0", "--heuristic", "zero").out().startsWith("cost 7\n"));
        TraceCommandTest.Run noPath = run("solve", map, "--from", "0,2", "--to", "4,2");
        assertEquals(0, noPath.exit());
        assertTrue(noPath.out().startsWith("no path\npath length 0\nexpanded 0\n"), noPath.out());
    }

    @Test
    void solveRejectsBlockedOrOutsideCellsInOneLine() throws IOException {
        String map = map().toString();
        TraceCommandTest.Run blocked = run("solve", map, "--from", "1,1", "--to", "4,0");
        assertEquals(2, blocked.exit());
        assertEquals("pathlab: start (1,1) is on a blocked cell '@' of map small\n", blocked.err());
        TraceCommandTest.Run outside = run("solve", map, "--from", "0,0", "--to", "5,2");
        assertEquals("pathlab: goal (5,2) is outside the map small (x 0..4, y 0..2)\n", outside.err());
        TraceCommandTest.Run bad = run("solve", map, "--from", "0;0", "--to", "4,0");
        assertEquals("pathlab: start '0;0' is not a cell x,y (column,row)\n", bad.err());
        TraceCommandTest.Run heuristic = run("solve", map, "--from", "0,0", "--to", "4,0", "--heuristic", "nope");
        assertTrue(heuristic.err().startsWith("pathlab: unknown heuristic 'nope'"), heuristic.err());
    }

    @Test
    void scenSummarisesAndFailsOnAMismatch() throws IOException {
        map();
        Path good = dir.resolve("small.map.scen");
        Files.writeString(good, "version 1\n0\tmaps/x/small.map\t5\t3\t0\t2\t4\t0\t6\n"
                + "0\tmaps/x/small.map\t5\t3\t0\t0\t4\t2\t0\n");
        TraceCommandTest.Run r = run("scen", good.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().matches("(?s).*small.map.scen\\s+2\\s+0\\s.*"), r.out());

        Path wrong = dir.resolve("wrong.map.scen");
        Files.writeString(wrong, "version 1\n0\tmaps/x/small.map\t5\t3\t0\t0\t4\t0\t5\n");
        r = run("scen", wrong.toString());
        assertEquals(1, r.exit());
        assertTrue(r.out().contains("mismatch: wrong.map.scen: (0,0) to (4,0): cost 4, optimal 5"), r.out());

        r = run("scen", "--all", dir.toString());
        assertEquals(1, r.exit());
        assertTrue(r.out().matches("(?s).*total\\s+3\\s+1\\s.*"), r.out());
    }

    @Test
    void scenNamesTheFileAndLineOfABadScenario() throws IOException {
        map();
        Path bad = dir.resolve("bad.map.scen");
        Files.writeString(bad, "version 1\n0\tmaps/x/small.map\t5\t3\t1\t1\t4\t0\t5\n");
        TraceCommandTest.Run r = run("scen", bad.toString());
        assertEquals(2, r.exit());
        assertEquals("pathlab: " + bad + ":2: start (1,1) is on a blocked cell '@' of map small\n", r.err());
        TraceCommandTest.Run missing = run("scen", dir.resolve("none.map.scen").toString());
        assertEquals(2, missing.exit());
        assertTrue(missing.err().startsWith("pathlab: cannot read scenarios"), missing.err());
    }
}
