package pathlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
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

class MapsCommandTest {

    /** Runs the command line; returns exit code, then standard output and error. */
    private static String[] run(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new String[] {String.valueOf(code), o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    @Test
    void eachProjectMapsCommandMakesThatMap(@TempDir Path dir) throws IOException {
        for (ProjectMaps.Entry entry : ProjectMaps.ALL) {
            Path file = dir.resolve(entry.name() + ".map");
            List<String> args = new ArrayList<>(List.of("maps", "generate"));
            args.addAll(List.of(entry.command().split(" ")));
            args.addAll(List.of("--out", file.toString()));
            String[] r = run(args.toArray(String[]::new));
            assertEquals("0", r[0], r[2]);
            assertArrayEquals(Files.readAllBytes(Path.of("maps", entry.name() + ".map")), Files.readAllBytes(file), entry.name());
        }
    }

    @Test
    void generateWithoutKindWritesTheProjectMaps(@TempDir Path dir) {
        String[] r = run("maps", "generate", "--into", dir.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(Files.exists(dir.resolve("indoor.map")) && Files.exists(dir.resolve("maze.map")));
        assertTrue(r[1].contains("outdoor.map"));
    }

    @Test
    void badArgumentsGiveOneLine(@TempDir Path dir) {
        String[] r = run("maps", "generate", "castle", "--out", dir.resolve("x.map").toString());
        assertEquals("2", r[0]);
        assertEquals("pathlab: unknown map kind 'castle': choose rooms, maze or obstacles", r[2].strip());
        r = run("maps", "generate", "maze", "--size", "big", "--out", dir.resolve("x.map").toString());
        assertTrue(r[2].startsWith("pathlab: --size 'big'"), r[2]);
        r = run("maps", "download", "chess", "--into", dir.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("unknown benchmark set 'chess'"), r[2]);
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
        String[] r = run("maps", "download", "mazes", "--into", into.toString(), "--from", site.toUri().toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("unpacked 2 files"), r[1]);
        assertArrayEquals(Files.readAllBytes(mapFile), Files.readAllBytes(into.resolve("maze/tiny.map")));
        List<Scenario> scenarios = Scenario.read(into.resolve("maze/tiny.map.scen"));
        assertEquals(1, scenarios.size());
        assertEquals("tiny.map", scenarios.get(0).mapFileName());

        // A missing zip is a one-line error naming the address.
        r = run("maps", "download", "dao", "--into", into.toString(), "--from", site.toUri().toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].startsWith("pathlab: cannot download file:") && r[2].contains("dao-map.zip"), r[2]);
        assertFalse(r[2].contains("\tat "));
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
