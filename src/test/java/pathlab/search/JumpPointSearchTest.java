package pathlab.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import pathlab.graph.Connection;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.MazeGenerator;
import pathlab.grid.ObstacleGenerator;
import pathlab.grid.RoomGenerator;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;

/**
 * Jump point search finds A*'s costs exactly: on every Moving AI scenario the other grid tests
 * run, and the optimal lengths of thousands more of the same maps' (skipped when ../shared/maps is
 * absent, as those tests are), on the library's generated rooms,
 * mazes and random obstacles, and at the edges (start is the goal, no path, a wall, a corridor one
 * cell wide, the map's border). Its path is a chain of the grid's own moves through its jump
 * points, and it expands fewer nodes than A* where the map has open ground.
 */
class JumpPointSearchTest {
    private static final Path MAPS = Path.of("../shared/maps");
    private static final int PER_MAP = 24;

    /**
     * The scenarios the other grid tests run (two dozen per map, evenly through the shorter half of
     * the file, as {@code MovingAiSampleTest} and {@code HeapOnTopQueueTest} take them): exactly
     * A*'s cost, and fewer expansions in all.
     */
    @ParameterizedTest
    @ValueSource(strings = {"dao/den520d", "dao/brc202d", "dao/lak303d", "maze/maze512-8-0", "maze/maze512-1-0",
            "room/8room_000", "random/random512-25-0", "street/Boston_0_256", "sc1/AcrosstheCape"})
    void sampleOfScenariosHasAStarsCosts(String name) {
        List<Scenario> all = scenarios(name);
        GridGraph grid = GridGraph.octile(GridMap.read(MAPS.resolve(name + ".map")));
        AStar astar = new AStar(grid, SearchOptions.grid());
        JumpPointSearch jps = new JumpPointSearch(grid);
        Heuristic octile = new OctileHeuristic(grid);
        long astarExpanded = 0;
        long jpsExpanded = 0;
        for (int i = 0; i < PER_MAP; i++) {
            Scenario s = all.get((int) ((long) (2 * i + 1) * all.size() / (4 * PER_MAP)));
            int start = grid.node(s.startX(), s.startY());
            int goal = grid.node(s.goalX(), s.goalY());
            SearchResult expected = astar.search(start, goal, octile);
            JumpPointResult actual = jps.search(start, goal, octile);
            assertEquals(expected.cost(), actual.cost(), name + " " + s);
            assertPathThroughJumpPoints(actual, name + " " + s);
            astarExpanded += expected.expanded();
            jpsExpanded += actual.expanded();
        }
        assertTrue(jpsExpanded < astarExpanded, name + ": " + jpsExpanded + " jump points expanded, A* " + astarExpanded);
    }

    /**
     * The scenarios of the same maps against the optimal lengths their files give (no path where
     * the file says so): every one on the Dragon Age and street maps, every second to fortieth on
     * the others, where the jump points are many and the open list's checks (the tests run with
     * assertions on) make a search slow; some 8,000 searches, about 30 s on one core. A* is left
     * out here ({@code pathlab scen --all} checks it on the whole set).
     */
    @ParameterizedTest
    @CsvSource({"dao/den520d, 1", "dao/brc202d, 1", "dao/lak303d, 1", "street/Boston_0_256, 1", "sc1/AcrosstheCape, 2",
            "maze/maze512-8-0, 10", "maze/maze512-1-0, 40", "room/8room_000, 10", "random/random512-25-0, 30"})
    void scenariosHaveTheirOptimalLengths(String name, int every) {
        List<Scenario> all = scenarios(name);
        GridGraph grid = GridGraph.octile(GridMap.read(MAPS.resolve(name + ".map")));
        JumpPointSearch jps = new JumpPointSearch(grid);
        Heuristic octile = new OctileHeuristic(grid);
        for (int i = 0; i < all.size(); i += every) {
            Scenario s = all.get(i);
            JumpPointResult r = jps.search(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()), octile);
            assertTrue(s.matches(r.cost()), name + " " + s + ": " + r);
        }
    }

    private static List<Scenario> scenarios(String name) {
        Path file = MAPS.resolve(name + ".map.scen");
        Assumptions.assumeTrue(Files.isRegularFile(file), "no Moving AI maps at " + MAPS);
        return Scenario.read(file);
    }

    /** Generated maps of each kind, 50 random queries each between cells of one component. */
    @ParameterizedTest
    @ValueSource(strings = {"rooms", "maze", "maze-wide", "obstacles", "obstacles-dense", "open"})
    void generatedMapsHaveAStarsCosts(String kind) {
        GridMap map = switch (kind) {
            case "rooms" -> RoomGenerator.generate(96, 96, 12, 2, 0.3, 1);
            case "maze" -> MazeGenerator.generate(81, 81, 1, 2);
            case "maze-wide" -> MazeGenerator.generate(96, 96, 4, 3);
            case "obstacles" -> ObstacleGenerator.generate(96, 96, 0.2, 3, 4);
            case "obstacles-dense" -> ObstacleGenerator.generate(64, 64, 0.4, 0, 5);
            default -> ObstacleGenerator.generate(64, 64, 0, 0, 6);
        };
        GridGraph grid = GridGraph.octile(map);
        AStar astar = new AStar(grid, SearchOptions.grid());
        JumpPointSearch jps = new JumpPointSearch(grid);
        Heuristic octile = new OctileHeuristic(grid);
        int[] passable = IntStream.range(0, grid.nodeCount()).filter(grid::passable).toArray();
        Random random = new Random(kind.hashCode());
        for (int q = 0; q < 50; q++) {
            int start = passable[random.nextInt(passable.length)];
            int goal = passable[random.nextInt(passable.length)];
            SearchResult expected = astar.search(start, goal, octile);
            JumpPointResult actual = jps.search(start, goal, octile);
            String what = kind + " " + grid.nodeName(start) + " to " + grid.nodeName(goal);
            assertEquals(expected.cost(), actual.cost(), what);
            assertPathThroughJumpPoints(actual, what);
        }
    }

    @Test
    void startIsTheGoal() {
        GridGraph grid = GridGraph.octile(GridMap.of("...", ".@.", "..."));
        JumpPointResult r = new JumpPointSearch(grid).search(0, 0, new OctileHeuristic(grid));
        assertEquals(0, r.cost());
        assertEquals(List.of(), r.search().path());
        assertArrayEquals(new int[] {0}, r.jumpPoints());
        assertEquals(0, r.expanded());
    }

    @Test
    void noPathBetweenComponents() {
        GridGraph grid = GridGraph.octile(GridMap.of("..@..", "..@..", "..@.."));
        JumpPointResult r = new JumpPointSearch(grid).search(grid.node(0, 0), grid.node(4, 2), new OctileHeuristic(grid));
        assertFalse(r.search().found());
        assertEquals("No path", r.search().pathNames());
        assertEquals(0, r.jumpPoints().length);
    }

    @Test
    void noPathWhereOnlyACutCornerWouldLead() {
        // (1,1) touches (2,0) only across the corners of two walls: no move without cutting them.
        GridGraph grid = GridGraph.octile(GridMap.of("..@.", ".@..", "@@@@"));
        JumpPointResult r = new JumpPointSearch(grid).search(grid.node(0, 0), grid.node(3, 1), new OctileHeuristic(grid));
        assertFalse(r.search().found());
    }

    @Test
    void startOrGoalOnAWallIsOneClearMessage() {
        GridGraph grid = GridGraph.octile(GridMap.of("..@", "..."));
        JumpPointSearch jps = new JumpPointSearch(grid);
        Heuristic h = new OctileHeuristic(grid);
        assertEquals("goal (2,0) is on a blocked cell '@' of map rows",
                assertThrows(IllegalArgumentException.class, () -> jps.search(0, 2, h)).getMessage());
        assertEquals("start (2,0) is on a blocked cell '@' of map rows",
                assertThrows(IllegalArgumentException.class, () -> jps.search(2, 0, h)).getMessage());
        assertEquals("start node 6 is out of range: the graph has nodes 0..5",
                assertThrows(IllegalArgumentException.class, () -> jps.search(6, 0, h)).getMessage());
    }

    @Test
    void onlyOctileGridsWithoutCuttingCorners() {
        GridMap map = GridMap.of("...", "...");
        String message = assertThrows(IllegalArgumentException.class,
                () -> new JumpPointSearch(new GridGraph(map, GridGraph.Moves.EIGHT, GridGraph.DIAGONAL, true))).getMessage();
        assertTrue(message.startsWith("jump point search needs an octile grid"), message);
        assertThrows(IllegalArgumentException.class, () -> new JumpPointSearch(GridGraph.fourConnected(map)));
    }

    @Test
    void corridorOneCellWideIsOneJump() {
        GridGraph grid = GridGraph.octile(GridMap.of("@@@@@@@@", "........", "@@@@@@@@"));
        JumpPointResult r = new JumpPointSearch(grid).search(grid.node(0, 1), grid.node(7, 1), new OctileHeuristic(grid));
        assertEquals(7, r.cost());
        assertArrayEquals(new int[] {grid.node(0, 1), grid.node(7, 1)}, r.jumpPoints());
        assertEquals(7, r.search().path().size());
        assertEquals(1, r.expanded());
    }

    @Test
    void windingCorridorTurnsAtItsCorners() {
        GridGraph grid = GridGraph.octile(GridMap.of(
                "....@",
                "@@@.@",
                "....@",
                ".@@@@",
                "....."));
        int start = grid.node(0, 0);
        int goal = grid.node(4, 4);
        JumpPointResult r = new JumpPointSearch(grid).search(start, goal, new OctileHeuristic(grid));
        assertEquals(new AStar(grid, SearchOptions.grid()).search(start, goal, new OctileHeuristic(grid)).cost(), r.cost());
        assertEquals(14, r.cost());
        assertPathThroughJumpPoints(r, "winding corridor");
    }

    /** The map's border is a wall: scans stop at it, and a goal in a corner is found along it. */
    @Test
    void bordersOfAnOpenMap() {
        GridGraph grid = GridGraph.octile(ObstacleGenerator.generate(40, 30, 0, 0, 1));
        JumpPointSearch jps = new JumpPointSearch(grid);
        AStar astar = new AStar(grid, SearchOptions.grid());
        Heuristic h = new OctileHeuristic(grid);
        int[] corners = {grid.node(0, 0), grid.node(39, 0), grid.node(0, 29), grid.node(39, 29), grid.node(17, 0),
                grid.node(0, 11), grid.node(39, 20), grid.node(5, 29)};
        for (int start : corners) {
            for (int goal : corners) {
                JumpPointResult r = jps.search(start, goal, h);
                assertEquals(astar.search(start, goal, h).cost(), r.cost());
                assertPathThroughJumpPoints(r, grid.nodeName(start) + " to " + grid.nodeName(goal));
                assertTrue(r.expanded() <= 2, r.toString());
            }
        }
    }

    /** The path is the grid's own moves (SearchResult checks that) and passes every jump point in order. */
    private static void assertPathThroughJumpPoints(JumpPointResult r, String what) {
        if (!r.search().found()) {
            return;
        }
        List<Integer> nodes = r.search().nodes();
        int at = 0;
        for (int jumpPoint : r.jumpPoints()) {
            while (at < nodes.size() && nodes.get(at) != jumpPoint) {
                at++;
            }
            assertTrue(at < nodes.size(), what + ": jump point " + jumpPoint + " is not on the path in order");
        }
        double sum = 0;
        for (Connection c : r.search().path()) {
            sum += c.cost();
        }
        assertEquals(r.cost(), sum, what);
    }
}
