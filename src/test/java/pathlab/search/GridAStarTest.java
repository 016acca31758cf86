package pathlab.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.MazeGenerator;
import pathlab.grid.ObstacleGenerator;
import pathlab.grid.RoomGenerator;
import pathlab.grid.Scenario;
import pathlab.heuristic.GridSearch;
import pathlab.heuristic.ManhattanHeuristic;
import pathlab.heuristic.OctileHeuristic;
import pathlab.openlist.KeyedHeap;

/**
 * The grid engine ({@link GridAStar}) searches exactly as the lecture's ({@link AStar}) with the
 * same rules and the grid's own distance: on every query the same cost, the same path, the same
 * iterations, expansions and reopenings, the same fill in the same order and the same peak of the
 * open list. On the Moving AI scenarios {@code MovingAiSampleTest} runs (skipped, saying so, when
 * ../shared/maps is absent), on generated maps with each kind of moves, and on the edge cases: start
 * is goal, no path, a start or goal that is not a passable cell, many queries on one engine, a map
 * as wide as a grid may be.
 */
class GridAStarTest {
    private static final Path MAPS = Path.of("../shared/maps");
    private static final SearchOptions RULES = SearchOptions.grid().withCounters(false);

    @ParameterizedTest
    @ValueSource(strings = {"dao/den520d", "dao/brc202d", "dao/lak303d", "maze/maze512-8-0", "room/8room_000",
            "random/random512-25-0", "street/Boston_0_256", "sc1/AcrosstheCape"})
    void movingAiScenariosGiveTheSameSearch(String name) {
        Path scenarios = MAPS.resolve(name + ".map.scen");
        Assumptions.assumeTrue(Files.isRegularFile(scenarios), "no Moving AI maps at " + MAPS);
        List<Scenario> all = Scenario.read(scenarios);
        GridGraph grid = GridGraph.octile(GridMap.read(MAPS.resolve(name + ".map")));
        Engines engines = new Engines(grid, RULES);
        // The sample MovingAiSampleTest runs: evenly through the shorter half of the file.
        int perMap = 24;
        for (int i = 0; i < perMap; i++) {
            Scenario s = all.get((int) ((long) (2 * i + 1) * all.size() / (4 * perMap)));
            SearchResult r = engines.assertSame(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()));
            assertTrue(s.matches(r.cost()), name + ": cost " + r.cost() + ", optimal " + s.optimalLength());
        }
    }

    /**
     * Generated maps of each kind, each kind of moves the engine takes, reopening on and off; and
     * √2 itself as the diagonal cost, whose sums round differently in different orders, so that
     * closed nodes get cheaper routes (reopened, or left closed with reopening off) and open ones
     * cheaper routes that round to the same estimated-total-cost (which keep their keys).
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void generatedMapsGiveTheSameSearch(int seed) {
        long reopened = 0;
        List<GridMap> maps = List.of(ObstacleGenerator.generate(64, 48, 0.3, 2, seed),
                MazeGenerator.generate(63, 41, 1, seed), RoomGenerator.generate(64, 64, 16, 2, 0.3, seed));
        for (GridMap map : maps) {
            List<GridGraph> grids = List.of(GridGraph.octile(map), GridGraph.fourConnected(map),
                    new GridGraph(map, GridGraph.Moves.EIGHT, 1, false), new GridGraph(map, GridGraph.Moves.EIGHT,
                            GridGraph.DIAGONAL, true), new GridGraph(map, GridGraph.Moves.EIGHT, GridGraph.SQRT2, false));
            for (GridGraph grid : grids) {
                for (boolean reopen : new boolean[] {true, false}) {
                    Engines engines = new Engines(grid, RULES.withReopen(reopen));
                    Random random = new Random(seed);
                    for (int query = 0; query < 40; ) {
                        int start = random.nextInt(grid.nodeCount());
                        int goal = random.nextInt(grid.nodeCount());
                        if (grid.passable(start) && grid.passable(goal)) {
                            // In another component too: no path.
                            reopened += engines.assertSame(start, goal).reopened();
                            query++;
                        }
                    }
                }
            }
        }
        assertTrue(reopened > 0, "no query reopened a node: the reopening branch went untested");
    }

    @Test
    void startIsGoal() {
        GridGraph grid = GridGraph.octile(GridMap.of("...", ".@.", "..."));
        SearchResult r = new Engines(grid, RULES).assertSame(0, 0);
        assertEquals(0, r.cost());
        assertEquals(List.of(), r.path());
        assertEquals(1, r.iterations());
        assertEquals(0, r.expanded());
    }

    @Test
    void unreachableGoalIsNoPathWithoutSearching() {
        GridGraph grid = GridGraph.octile(GridMap.of("..@..", "..@..", "..@.."));
        SearchResult r = new Engines(grid, RULES).assertSame(grid.node(0, 0), grid.node(4, 2));
        assertFalse(r.found());
        assertEquals(0, r.iterations());
    }

    @Test
    void startOrGoalOffThePassableCellsIsOneClearLine() {
        GridGraph grid = GridGraph.octile(GridMap.of("..@..", "....."));
        GridAStar search = new GridAStar(grid, RULES);
        IllegalArgumentException wall = assertThrows(IllegalArgumentException.class,
                () -> search.search(grid.node(2, 0), grid.node(0, 1)));
        assertEquals("start (2,0) is on a blocked cell '@' of map rows", wall.getMessage());
        IllegalArgumentException goal = assertThrows(IllegalArgumentException.class,
                () -> search.search(grid.node(0, 1), grid.node(2, 0)));
        assertEquals("goal (2,0) is on a blocked cell '@' of map rows", goal.getMessage());
        IllegalArgumentException outside = assertThrows(IllegalArgumentException.class,
                () -> search.search(0, grid.nodeCount()));
        assertEquals("goal node 10 is out of range: the graph has nodes 0..9", outside.getMessage());
        assertEquals(grid.node(4, 1), search.search(0, grid.node(4, 1)).goal(), "the engine is fine afterwards");
    }

    /**
     * Dijkstra's costs to everywhere ({@link GridAStar#costsFrom}) equal the lecture's engine's to
     * the last bit, on one engine reused: every kind of moves, √2 itself as the diagonal cost (sums
     * that round differently in different orders), one source or several (repeated, or in another
     * component), a wall as a source; and {@link Dijkstra#toEverywhere} gives the same on grids
     * the grid engine refuses (terrain, hexagons), where the lecture's engine runs.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void costsFromAreTheLecturesCostsToTheLastBit(int seed) {
        List<GridMap> maps = List.of(ObstacleGenerator.generate(64, 48, 0.3, 2, seed),
                MazeGenerator.generate(63, 41, 1, seed), RoomGenerator.generate(64, 64, 16, 2, 0.3, seed));
        for (GridMap map : maps) {
            double[] terrain = new Random(seed).doubles(map.width() * map.height(), 1, 3).toArray();
            List<GridGraph> grids = List.of(GridGraph.octile(map), GridGraph.fourConnected(map),
                    new GridGraph(map, GridGraph.Moves.EIGHT, GridGraph.SQRT2, false),
                    new GridGraph(map, GridGraph.Moves.EIGHT, GridGraph.DIAGONAL, true),
                    GridGraph.octile(map).withTerrain(terrain), GridGraph.hex(map));
            for (GridGraph grid : grids) {
                AStar lecture = new AStar(grid, SearchOptions.lecture());
                Dijkstra.ToEverywhere chosen = Dijkstra.toEverywhere(grid);
                boolean plain = !grid.hasTerrain() && grid.moves() != GridGraph.Moves.HEX;
                GridAStar gridEngine = plain ? new GridAStar(grid, RULES) : null;
                Random random = new Random(seed);
                for (int query = 0; query < 12; query++) {
                    int[] sources = new int[1 + query % 3];
                    for (int i = 0; i < sources.length; i++) {
                        sources[i] = random.nextInt(grid.nodeCount());   // walls too
                    }
                    if (query == 5) {
                        sources[1] = sources[0];
                    }
                    String where = map.width() + "x" + map.height() + " " + grid.moves() + ", sources " + Arrays.toString(sources);
                    double[] expected = lecture.costsFrom(sources);
                    assertArrayEquals(expected, chosen.costsFrom(sources), where);
                    if (plain) {
                        assertArrayEquals(expected, gridEngine.costsFrom(sources), where + ", the grid engine");
                    }
                }
            }
        }
    }

    @Test
    void costsFromOnAMovingAiMap() {
        Path map = MAPS.resolve("dao/den520d.map");
        Assumptions.assumeTrue(Files.isRegularFile(map), "no Moving AI maps at " + MAPS);
        GridGraph grid = GridGraph.octile(GridMap.read(map));
        AStar lecture = new AStar(grid, SearchOptions.lecture());
        GridAStar engine = new GridAStar(grid, RULES);
        Random random = new Random(3);
        for (int query = 0; query < 4; query++) {
            int source = random.nextInt(grid.nodeCount());
            assertArrayEquals(lecture.costsFrom(source), engine.costsFrom(source), "den520d from " + grid.nodeName(source));
        }
    }

    /** Stamps, not clearing: one engine over many queries gives what a fresh engine gives each time. */
    @Test
    void repeatedQueriesOnOneEngineAreIndependent() {
        GridGraph grid = GridGraph.octile(ObstacleGenerator.generate(48, 48, 0.25, 1, 7));
        GridAStar reused = new GridAStar(grid, RULES);
        Random random = new Random(7);
        for (int query = 0; query < 60; ) {
            int start = random.nextInt(grid.nodeCount());
            int goal = random.nextInt(grid.nodeCount());
            if (!grid.passable(start) || !grid.passable(goal)) {
                continue;
            }
            SearchResult again = reused.search(start, goal);
            assertSameSearch(new GridAStar(grid, RULES).search(start, goal), again);
            query++;
        }
    }

    /** A map as wide as a grid may be tall: 16384 cells in a row, searched end to end by both engines. */
    @Test
    void aMapAtTheSizeLimitOfARow() {
        int width = 16384;
        GridGraph grid = GridGraph.octile(GridMap.of(".".repeat(width), "." + "@".repeat(width - 2) + ".",
                ".".repeat(width)));
        SearchResult r = new Engines(grid, RULES).assertSame(grid.node(0, 1), grid.node(width - 1, 1));
        assertEquals(width + 1, r.cost(), "up, along the top row, down: no cutting the wall's corners");
        // Every cell of the largest map has a node id the open list can hold beside its arrival.
        assertThrows(IllegalArgumentException.class, () -> new KeyedHeap(GridMap.MAX_CELLS + 1));
    }

    @Test
    void optionsItDoesNotRunGoToTheLecturesEngine() {
        GridGraph grid = GridGraph.octile(GridMap.of("....", "...."));
        OctileHeuristic octile = new OctileHeuristic(grid);
        assertTrue(GridSearch.of(grid, RULES, octile).usesGridEngine());
        assertFalse(GridSearch.of(grid, SearchOptions.grid(), octile).usesGridEngine(), "counters on");
        assertFalse(GridSearch.of(grid, RULES.withTies(TieBreak.FIFO), octile).usesGridEngine());
        assertFalse(GridSearch.of(grid, RULES.withTermination(Termination.OPTIMAL), octile).usesGridEngine());
        assertFalse(GridSearch.of(grid, RULES, new ManhattanHeuristic(grid)).usesGridEngine(), "not the grid's distance");
        assertFalse(GridSearch.of(grid, RULES, new OctileHeuristic(GridGraph.octile(grid.map()))).usesGridEngine(),
                "another grid's heuristic");
        assertFalse(GridSearch.of(GridGraph.hex(grid.map()), RULES, octile).usesGridEngine());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new GridAStar(grid, RULES.withTies(TieBreak.LIFO)));
        assertEquals("the grid engine cannot run this search: it breaks ties toward the larger cost-so-far only;"
                + " use AStar", refused.getMessage());
    }

    /** Both engines on one grid with the same options; the lecture's with the grid's own distance. */
    private static final class Engines {
        private final GridGraph grid;
        private final AStar general;
        private final Heuristic distance;
        private final GridSearch tuned;

        Engines(GridGraph grid, SearchOptions options) {
            this.grid = grid;
            general = new AStar(grid, options);
            distance = grid.moves() == GridGraph.Moves.FOUR ? new ManhattanHeuristic(grid) : new OctileHeuristic(grid);
            tuned = GridSearch.of(grid, options, distance);
            assertTrue(tuned.usesGridEngine(), grid + " with " + options);
        }

        SearchResult assertSame(int start, int goal) {
            SearchResult expected = general.search(start, goal, distance);
            SearchResult actual = tuned.search(start, goal);
            assertSameSearch(expected, actual);
            assertNotNull(actual.fill());
            return actual;
        }

        @Override
        public String toString() {
            return grid.toString();
        }
    }

    private static void assertSameSearch(SearchResult expected, SearchResult actual) {
        String query = expected.graph().nodeName(expected.start()) + " to " + expected.graph().nodeName(expected.goal())
                + " on " + expected.graph();
        assertEquals(expected.cost(), actual.cost(), "cost, " + query);
        assertEquals(expected.path(), actual.path(), "path, " + query);
        assertEquals(expected.iterations(), actual.iterations(), "iterations, " + query);
        assertEquals(expected.expanded(), actual.expanded(), "expanded, " + query);
        assertEquals(expected.reopened(), actual.reopened(), "reopened, " + query);
        assertArrayEquals(expected.fill().reached(), actual.fill().reached(), "fill, " + query);
        List<NodeState> expectedStates = new ArrayList<>();
        List<NodeState> actualStates = new ArrayList<>();
        for (int node : expected.fill().reached()) {
            expectedStates.add(expected.fill().state(node));
            actualStates.add(actual.fill().state(node));
        }
        assertEquals(expectedStates, actualStates, "open and closed, " + query);
        assertEquals(expected.openList().peakSize(), actual.openList().peakSize(), "open list's peak, " + query);
    }
}
