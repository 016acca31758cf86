package pathlab.grid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GeneratorsTest {

    private static String text(GridMap map) {
        StringWriter out = new StringWriter();
        try {
            map.write(out);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out.toString();
    }

    /** Whether every passable cell lies in one connected component. */
    private static boolean connected(GridMap map) {
        GridGraph grid = GridGraph.octile(map);
        int first = -1;
        for (int c = 0; c < map.cellCount(); c++) {
            if (map.passable(c)) {
                if (first < 0) {
                    first = c;
                } else if (!grid.mayReach(first, c)) {
                    return false;
                }
            }
        }
        return first >= 0;
    }

    @Test
    void theSameSeedGivesTheSameMapAndAnotherSeedAnother() {
        assertEquals(text(MazeGenerator.generate(31, 21, 1, 5)), text(MazeGenerator.generate(31, 21, 1, 5)));
        assertNotEquals(text(MazeGenerator.generate(31, 21, 1, 5)), text(MazeGenerator.generate(31, 21, 1, 6)));
        assertEquals(text(RoomGenerator.generate(64, 48, 16, 2, 0.2, 9)), text(RoomGenerator.generate(64, 48, 16, 2, 0.2, 9)));
        assertNotEquals(text(RoomGenerator.generate(64, 48, 16, 2, 0.2, 9)), text(RoomGenerator.generate(64, 48, 16, 2, 0.2, 10)));
        assertEquals(text(ObstacleGenerator.generate(50, 40, 0.3, 2, 3)), text(ObstacleGenerator.generate(50, 40, 0.3, 2, 3)));
    }

    @Test
    void aMazeIsOneConnectedTree() {
        for (int corridor = 1; corridor <= 3; corridor++) {
            GridMap maze = MazeGenerator.generate(41, 33, corridor, 7);
            assertEquals(41, maze.width());
            assertEquals(33, maze.height());
            assertTrue(connected(maze), "corridor " + corridor);
            // The border is wall all round.
            for (int x = 0; x < 41; x++) {
                assertTrue(!maze.passable(x, 0) && !maze.passable(x, 32));
            }
        }
        // A tree of corridor cells of width 1: passable = cells + (cells - 1) joins.
        GridMap maze = MazeGenerator.generate(21, 11, 1, 3);
        int cells = 10 * 5;
        assertEquals(cells + cells - 1, maze.passableCount());
    }

    @Test
    void roomsAreAllReachable() {
        for (long seed = 0; seed < 5; seed++) {
            GridMap level = RoomGenerator.generate(96, 64, 16, 1, 0.1, seed);
            assertTrue(connected(level), "seed " + seed);
            assertEquals(96, level.width());
        }
        assertTrue(connected(RoomGenerator.generate(40, 40, 8, 2, 0, 1)));
    }

    @Test
    void obstaclesBlockTheRequestedShare() {
        GridMap field = ObstacleGenerator.generate(100, 80, 0.25, 3, 11);
        int blocked = field.cellCount() - field.passableCount();
        // Clumps are dropped until the share is reached; the last one may overshoot a little.
        assertTrue(blocked >= 2000 && blocked < 2000 + 40, "blocked " + blocked);
        assertEquals('T', field.terrain(field.x(firstBlocked(field)), field.y(firstBlocked(field))));
        GridMap single = ObstacleGenerator.generate(100, 100, 0.1, 0, 1);
        assertEquals(1000, single.cellCount() - single.passableCount());
        assertEquals(100 * 100, ObstacleGenerator.generate(100, 100, 0, 3, 1).passableCount());
    }

    private static int firstBlocked(GridMap map) {
        for (int c = 0; ; c++) {
            if (!map.passable(c)) {
                return c;
            }
        }
    }

    @Test
    void badArgumentsAreExplained() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> MazeGenerator.generate(2, 2, 3, 1))
                .getMessage().contains("no room"));
        assertThrows(IllegalArgumentException.class, () -> MazeGenerator.generate(10, 10, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> RoomGenerator.generate(64, 64, 5, 1, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> RoomGenerator.generate(64, 64, 16, 1, 1.5, 1));
        assertThrows(IllegalArgumentException.class, () -> ObstacleGenerator.generate(64, 64, 0.95, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> ObstacleGenerator.generate(0, 64, 0.1, 1, 1));
    }

    @Test
    void theCommittedMapsAreExactlyWhatTheGeneratorsMake(@TempDir Path dir) throws IOException {
        for (Path file : ProjectMaps.generateAll(dir)) {
            Path committed = Path.of("maps").resolve(file.getFileName());
            assertArrayEquals(Files.readAllBytes(committed), Files.readAllBytes(file),
                    committed + " differs from its generator: run 'pathlab maps generate'");
        }
        assertEquals(3, ProjectMaps.ALL.size());
        GridMap indoor = GridMap.read(Path.of("maps", "indoor.map"));
        assertEquals("indoor", indoor.name());
        assertTrue(connected(indoor));
        assertThrows(IllegalArgumentException.class, () -> ProjectMaps.byName("nowhere"));
    }
}
