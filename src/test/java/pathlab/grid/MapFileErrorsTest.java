package pathlab.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.graph.FileFormatException;

/** Every malformed map or scenario file is reported with its file, line and problem. */
class MapFileErrorsTest {
    @TempDir
    Path dir;

    private static final String GOOD_MAP = "type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n";

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    /** Reads a malformed map and returns the error's message without the directory. */
    private String mapError(String text) throws IOException {
        Path file = write("bad.map", text);
        FileFormatException e = assertThrows(FileFormatException.class, () -> GridMap.read(file));
        assertEquals(file.toString(), e.file());
        return e.getMessage().substring(dir.toString().length() + 1);
    }

    @Test
    void malformedMaps() throws IOException {
        assertEquals("bad.map:1: expected 'type ...' in the header, found 'tipe octile'",
                mapError("tipe octile\nheight 3\nwidth 4\nmap\n"));
        assertEquals("bad.map:2: height 'x' is not a positive height", mapError("type octile\nheight x\nwidth 4\nmap\n"));
        assertEquals("bad.map:3: width '0' is not a positive width", mapError("type octile\nheight 3\nwidth 0\nmap\n"));
        assertEquals("bad.map:4: expected 'map', found 'mop'", mapError("type octile\nheight 1\nwidth 1\nmop\n.\n"));
        assertEquals("bad.map:1: the file ends where 'type' was expected", mapError(""));
        assertEquals("bad.map:3: the file ends where 'width' was expected", mapError("type octile\nheight 3\n"));
        assertEquals("bad.map:6: row 1 has 3 cells, the header says width 4",
                mapError("type octile\nheight 3\nwidth 4\nmap\n....\n.@.\n....\n"));
        assertEquals("bad.map:7: the map has 2 rows, the header says height 3",
                mapError("type octile\nheight 3\nwidth 4\nmap\n....\n....\n"));
        assertEquals("bad.map:8: more rows than the header's height 3", mapError(GOOD_MAP + "....\n"));
        assertEquals("bad.map:6: unknown character 'x' at column 2: passable are . G S, blocked are @ O T W",
                mapError("type octile\nheight 3\nwidth 4\nmap\n....\n.x..\n....\n"));
    }

    @Test
    void theQuirksOfThePublishedFilesAreAccepted() throws IOException {
        GridMap map = GridMap.read(write("crlf.map", GOOD_MAP.replace("\n", "\r\n").trim() + "\r\n\r\n"));
        assertEquals(4, map.width());
        assertEquals(10, map.passableCount());
    }

    /** Reads a scenario file for the good map and returns the error's message without the directory. */
    private String scenarioError(String line) throws IOException {
        GridMap map = GridMap.read(write("good.map", GOOD_MAP));
        Path file = write("bad.map.scen", "version 1\n0\tmaps/good.map\t4\t3\t0\t0\t3\t2\t3.82843\n" + line + "\n");
        FileFormatException e = assertThrows(FileFormatException.class, () -> Scenario.read(file, map));
        return e.getMessage().substring(dir.toString().length() + 1);
    }

    @Test
    void malformedScenarios() throws IOException {
        assertEquals("bad.map.scen:3: expected 9 tab-separated fields (bucket map width height startX startY goalX goalY length), found 1",
                scenarioError("0 good.map 4 3 0 0 3 2 3.8"));
        assertEquals("bad.map.scen:3: field 5 (startX) 'a' is not a whole number",
                scenarioError("0\tgood.map\t4\t3\ta\t0\t3\t2\t3.8"));
        assertEquals("bad.map.scen:3: optimal length -1 must be a non-negative number",
                scenarioError("0\tgood.map\t4\t3\t0\t0\t3\t2\t-1"));
        assertEquals("bad.map.scen:3: the scenario is for a map of 5x3 cells, but map good has 4x3",
                scenarioError("0\tgood.map\t5\t3\t0\t0\t3\t2\t3.8"));
        assertEquals("bad.map.scen:3: start (4,0) is outside the map good (x 0..3, y 0..2)",
                scenarioError("0\tgood.map\t4\t3\t4\t0\t3\t2\t3.8"));
        assertEquals("bad.map.scen:3: goal (0,-1) is outside the map good (x 0..3, y 0..2)",
                scenarioError("0\tgood.map\t4\t3\t0\t0\t0\t-1\t3.8"));
        assertEquals("bad.map.scen:3: goal (1,1) is on a blocked cell '@' of map good",
                scenarioError("0\tgood.map\t4\t3\t0\t0\t1\t1\t3.8"));
    }

    @Test
    void scenariosFitTheirMap() throws IOException {
        GridMap map = GridMap.read(write("good.map", GOOD_MAP));
        Path file = write("good.map.scen", "version 1\r\n0\tmaps/x/good.map\t4\t3\t0\t0\t3\t2\t3.82843\r\n\r\n");
        List<Scenario> s = Scenario.read(file, map);
        assertEquals(1, s.size());
        assertEquals("good.map", s.get(0).mapFileName());
        org.junit.jupiter.api.Assertions.assertTrue(s.get(0).matches(2 + 2 * GridGraph.SQRT2 - 1));
    }
}
