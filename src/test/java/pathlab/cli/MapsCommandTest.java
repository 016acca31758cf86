package pathlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.grid.BenchmarkSet;
import pathlab.grid.GridMap;
import pathlab.grid.MazeGenerator;
import pathlab.grid.ProjectMaps;
import pathlab.grid.Scenario;

/** The maps command: generating the project's maps, downloading from a local site, one-line errors. */
class MapsCommandTest {

    @Test
    void eachProjectMapsCommandMakesThatMap(@TempDir Path dir) throws IOException {
        for (ProjectMaps.Entry entry : ProjectMaps.ALL) {
            Path file = dir.resolve(entry.name() + ".map");
            List<String> args = new ArrayList<>(List.of("maps", "generate"));
            args.addAll(List.of(entry.command().split(" ")));
            args.addAll(List.of("--out", file.toString()));
            TraceCommandTest.Run r = TraceCommandTest.run(args.toArray(String[]::new));
            assertEquals(0, r.exit(), r.err());
            assertArrayEquals(Files.readAllBytes(Path.of("maps", entry.name() + ".map")), Files.readAllBytes(file), entry.name());
        }
    }

    @Test
    void generateWithoutKindWritesTheProjectMaps(@TempDir Path dir) {
        Path into = dir.resolve("new/maps");   // missing folders are made
        TraceCommandTest.Run r = TraceCommandTest.run("maps", "generate", "--into", into.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.exists(into.resolve("indoor.map")) && Files.exists(into.resolve("maze.map")));
        assertTrue(r.out().contains("outdoor.map"));
    }

    @Test
    void badArgumentsGiveOneLine(@TempDir Path dir) {
        TraceCommandTest.Run r = TraceCommandTest.run("maps", "generate", "castle", "--out", dir.resolve("x.map").toString());
        assertEquals(2, r.exit());
        assertEquals("pathlab: unknown map kind 'castle': choose rooms, maze or obstacles", r.err().strip());
        r = TraceCommandTest.run("maps", "generate", "maze", "--size", "big", "--out", dir.resolve("x.map").toString());
        assertTrue(r.err().startsWith("pathlab: --size 'big'"), r.err());
        r = TraceCommandTest.run("maps", "download", "chess", "--into", dir.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown benchmark set 'chess'"), r.err());
    }

    @Test
    void downloadUnzipsMapsAndScenarios(@TempDir Path dir) throws IOException {
        // A site laid out like movingai.com/benchmarks: maze/maze-map.zip and maze/maze-scen.zip.
        Path site = dir.resolve("site");
        Files.createDirectories(site.resolve("maze"));
        GridMap map = MazeGenerator.generate(21, 21, 1, 1);
        Path mapFile = dir.resolve("tiny.map");
        map.write(mapFile);
        String scen = "version 1\n0\tmaze/tiny.map\t21\t21\t1\t1\t3\t1\t2\n";
        zip(site.resolve("maze/maze-map.zip"), "maps/maze/tiny.map", Files.readAllBytes(mapFile));
        zip(site.resolve("maze/maze-scen.zip"), "scen/tiny.map.scen", scen.getBytes(StandardCharsets.US_ASCII));

        Path into = dir.resolve("downloads");
        TraceCommandTest.Run r = TraceCommandTest.run("maps", "download", "mazes", "--into", into.toString(), "--from", site.toUri().toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("unpacked 2 files"), r.out());
        assertArrayEquals(Files.readAllBytes(mapFile), Files.readAllBytes(into.resolve("maze/tiny.map")));
        List<Scenario> scenarios = Scenario.read(into.resolve("maze/tiny.map.scen"));
        assertEquals(1, scenarios.size());
        assertEquals("tiny.map", scenarios.get(0).mapFileName());

        // A missing zip is a one-line error naming the address.
        r = TraceCommandTest.run("maps", "download", "dao", "--into", into.toString(), "--from", site.toUri().toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("pathlab: cannot download file:") && r.err().contains("dao-map.zip"), r.err());
        assertFalse(r.err().contains("\tat "));
    }

    @Test
    void theDefaultAddressesAreMovingAis() {
        assertEquals("https://movingai.com/benchmarks/dao/dao-map.zip", BenchmarkSet.DAO.zips(BenchmarkSet.MOVING_AI).get(0).toString());
        assertEquals("https://movingai.com/benchmarks/street/street-scen.zip", BenchmarkSet.STREET.zips(BenchmarkSet.MOVING_AI).get(1).toString());
        assertEquals("https://movingai.com/benchmarks/room/room-map.zip", BenchmarkSet.ROOMS.zips(BenchmarkSet.MOVING_AI).get(0).toString());
    }

    private static void zip(Path file, String entry, byte[] content) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(entry.substring(0, entry.lastIndexOf('/') + 1)));
            zip.closeEntry();
            zip.putNextEntry(new ZipEntry(entry));
            zip.write(content);
            zip.closeEntry();
        }
    }
}
