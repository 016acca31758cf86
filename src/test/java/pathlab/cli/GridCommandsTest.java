package pathlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** pathlab solve and pathlab scen on a small map: their output, exit codes and error messages. */
class GridCommandsTest {
    @TempDir
    Path dir;

    /** Runs the command line; returns exit code, standard output and standard error. */
    private static String[] run(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new String[] {"" + code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    /** A small map; (4,2) is walled in, reachable by no move. */
    private Path map() throws IOException {
        Path map = dir.resolve("small.map");
        Files.writeString(map, "type octile\nheight 3\nwidth 5\nmap\n.....\n.@@@@\n..@@.\n");
        return map;
    }

    @Test
    void solvePrintsFourLinesForScripts() throws IOException {
        String[] r = run("solve", map().toString(), "--from", "0,2", "--to", "4,0");
        assertEquals("0", r[0], r[2]);
        String[] lines = r[1].split("\n");
        assertEquals("cost 6", lines[0]);
        assertEquals("path length 6", lines[1]);
        assertTrue(lines[2].matches("expanded \\d+"), lines[2]);
        assertTrue(lines[3].matches("time \\d+\\.\\d{3} ms"), lines[3]);
        assertEquals(4, lines.length);
        Path png = dir.resolve("fill.png");
        assertEquals("0", run("solve", map().toString(), "--from", "0,2", "--to", "4,0", "--picture", png.toString())[0]);
        assertTrue(Files.size(png) > 0);
    }

    @Test
    void solveOtherMovesAndHeuristicsAndNoPath() throws IOException {
        String map = map().toString();
        assertTrue(run("solve", map, "--from", "1,2", "--to", "4,0")[1].startsWith("cost 7\n"));
        assertTrue(run("solve", map, "--from", "1,2", "--to", "4,0", "--moves", "four")[1].startsWith("cost 7\n"));
        assertTrue(run("solve", map, "--from", "1,2", "--to", "4,0", "--moves", "hex")[1].startsWith("cost 6\n"));
        assertTrue(run("solve", map, "--from", "1,2", "--to", "4,0", "--heuristic", "zero")[1].startsWith("cost 7\n"));
        String[] noPath = run("solve", map, "--from", "0,2", "--to", "4,2");
        assertEquals("0", noPath[0]);
        assertTrue(noPath[1].startsWith("no path\npath length 0\nexpanded 0\n"), noPath[1]);
    }

    @Test
    void solveRejectsBlockedOrOutsideCellsInOneLine() throws IOException {
        String map = map().toString();
        String[] blocked = run("solve", map, "--from", "1,1", "--to", "4,0");
        assertEquals("2", blocked[0]);
        assertEquals("pathlab: start (1,1) is on a blocked cell '@' of map small\n", blocked[2]);
        String[] outside = run("solve", map, "--from", "0,0", "--to", "5,2");
        assertEquals("pathlab: goal (5,2) is outside the map small (x 0..4, y 0..2)\n", outside[2]);
        String[] bad = run("solve", map, "--from", "0;0", "--to", "4,0");
        assertEquals("pathlab: start '0;0' is not a cell x,y (column,row)\n", bad[2]);
        String[] heuristic = run("solve", map, "--from", "0,0", "--to", "4,0", "--heuristic", "nope");
        assertTrue(heuristic[2].startsWith("pathlab: unknown heuristic 'nope'"), heuristic[2]);
    }

    @Test
    void scenSummarisesAndFailsOnAMismatch() throws IOException {
        map();
        Path good = dir.resolve("small.map.scen");
        Files.writeString(good, "version 1\n0\tmaps/x/small.map\t5\t3\t0\t2\t4\t0\t6\n"
                + "0\tmaps/x/small.map\t5\t3\t0\t0\t4\t2\t0\n");
        String[] r = run("scen", good.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].matches("(?s).*small.map.scen\\s+2\\s+0\\s.*"), r[1]);

        Path wrong = dir.resolve("wrong.map.scen");
        Files.writeString(wrong, "version 1\n0\tmaps/x/small.map\t5\t3\t0\t0\t4\t0\t5\n");
        r = run("scen", wrong.toString());
        assertEquals("1", r[0]);
        assertTrue(r[1].contains("mismatch: wrong.map.scen: (0,0) to (4,0): cost 4, optimal 5"), r[1]);

        r = run("scen", "--all", dir.toString());
        assertEquals("1", r[0]);
        assertTrue(r[1].matches("(?s).*total\\s+3\\s+1\\s.*"), r[1]);
    }

    @Test
    void scenNamesTheFileAndLineOfABadScenario() throws IOException {
        map();
        Path bad = dir.resolve("bad.map.scen");
        Files.writeString(bad, "version 1\n0\tmaps/x/small.map\t5\t3\t1\t1\t4\t0\t5\n");
        String[] r = run("scen", bad.toString());
        assertEquals("2", r[0]);
        assertEquals("pathlab: " + bad + ":2: start (1,1) is on a blocked cell '@' of map small\n", r[2]);
        String[] missing = run("scen", dir.resolve("none.map.scen").toString());
        assertEquals("2", missing[0]);
        assertTrue(missing[2].startsWith("pathlab: cannot read scenarios"), missing[2]);
    }
}
