package pathlab.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import pathlab.graph.Outgoing;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

class GridGraphTest {

    /** The neighbours of a cell as "(x,y)=cost" strings, sorted. */
    private static TreeSet<String> neighbours(GridGraph g, int x, int y) {
        Outgoing out = new Outgoing(g.maxOutDegree());
        g.outgoing(g.node(x, y), out);
        TreeSet<String> names = new TreeSet<>();
        for (int i = 0; i < out.size(); i++) {
            assertEquals(g.node(x, y), g.connectionFrom(out.id(i)));
            assertEquals(out.to(i), g.connectionTo(out.id(i)));
            assertEquals(out.cost(i), g.connectionCost(out.id(i)));
            names.add(g.nodeName(out.to(i)) + "=" + out.cost(i));
        }
        return names;
    }

    @Test
    void eightNeighboursWithoutCuttingCorners() {
        GridMap map = GridMap.of(
                "...",
                ".@.",
                "...");
        GridGraph g = GridGraph.octile(map);
        assertEquals(new TreeSet<>(Arrays.asList("(1,0)=1.0", "(0,1)=1.0")), neighbours(g, 0, 0));
        assertTrue(neighbours(g, 1, 1).isEmpty(), "a blocked cell has no connections");
        GridMap corner = GridMap.of(
                "..",
                "@.");
        assertEquals(new TreeSet<>(Arrays.asList("(1,0)=1.0")), neighbours(GridGraph.octile(corner), 0, 0));
        GridGraph cutting = new GridGraph(corner, GridGraph.Moves.EIGHT, GridGraph.SQRT2, true);
        assertEquals(new TreeSet<>(Arrays.asList("(1,0)=1.0", "(1,1)=" + GridGraph.SQRT2)), neighbours(cutting, 0, 0));
    }

    @Test
    void cellsOnTheBorderHaveNoNeighboursOffTheMap() {
        GridGraph g = GridGraph.octile(GridMap.of("..", ".."));
        assertEquals(3, neighbours(g, 1, 1).size());
        assertEquals(3, neighbours(g, 0, 0).size());
    }

    @Test
    void hexCellsHaveSixNeighboursOnTheAxialAxes() {
        GridGraph g = GridGraph.hex(GridMap.of("...", "...", "..."));
        assertEquals(6, g.maxOutDegree());
        assertEquals(new TreeSet<>(Arrays.asList("(0,1)=1.0", "(2,1)=1.0", "(1,0)=1.0", "(1,2)=1.0",
                "(2,2)=1.0", "(0,0)=1.0")), neighbours(g, 1, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new GridGraph(g.map(), GridGraph.Moves.HEX, GridGraph.SQRT2, true));
    }

    @Test
    void hexPathsCountSixWayMoves() {
        GridGraph g = GridGraph.hex(GridMap.of("....", "....", "....", "...."));
        AStar astar = new AStar(g, SearchOptions.grid());
        assertEquals(3, astar.search(g.node(0, 0), g.node(3, 3), Heuristic.ZERO).cost());
        assertEquals(6, astar.search(g.node(3, 0), g.node(0, 3), Heuristic.ZERO).cost());
    }

    @Test
    void terrainCostsTheMeanOfBothCellsAndStaysSymmetric() {
        GridMap map = GridMap.of("...", "...");
        double[] t = {1, 3, 1, 0.5, 1, 1};
        GridGraph g = GridGraph.octile(map).withTerrain(t);
        assertTrue(g.hasTerrain());
        assertEquals(0.5, g.minMultiplier());
        assertSame(g, g.reversed());
        Map<Integer, Double> costs = new HashMap<>();
        Outgoing out = new Outgoing(8);
        for (int n = 0; n < g.nodeCount(); n++) {
            g.outgoing(n, out);
            for (int i = 0; i < out.size(); i++) {
                costs.put(n * 100 + out.to(i), out.cost(i));
            }
        }
        assertEquals(2.0, costs.get(g.node(0, 0) * 100 + g.node(1, 0)));          // (1 + 3) / 2
        assertEquals(GridGraph.DIAGONAL * 1.75, costs.get(g.node(1, 0) * 100 + g.node(0, 1)), 1e-12);
        costs.forEach((key, cost) -> assertEquals(cost, costs.get((key % 100) * 100 + key / 100),
                "a move costs the same both ways"));
    }

    @Test
    void aGraphOnAnEditedMapHasTheMovesOfANewOneAndKeepsItsRulesAndTerrain() {
        GridMap map = GridMap.of("....", ".@..", "....");
        GridGraph before = GridGraph.octile(map).withTerrain(new double[] {1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3});
        GridMap edited = map.withCell(1, 1, '.').withCell(2, 1, '@');
        GridGraph after = before.withMap(edited);
        GridGraph fresh = GridGraph.octile(edited).withTerrain(new double[] {1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3});
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < 4; x++) {
                assertEquals(neighbours(fresh, x, y), neighbours(after, x, y), "cell (" + x + "," + y + ")");
            }
        }
        assertSame(edited, after.map());
        assertEquals(neighbours(GridGraph.octile(map).withTerrain(new double[] {1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3}), 1, 0),
                neighbours(before, 1, 0), "the graph it came from is unchanged");
    }

    @Test
    void aGraphOnAnEditedMapIsChecked() {
        GridGraph g = GridGraph.octile(GridMap.of("...", ".@."));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> g.withMap(GridMap.of("..", "..")));
        assertEquals("map rows is 2x2, not 3x2 as rows: make a new grid graph for it", e.getMessage());
        GridGraph t = GridGraph.octile(GridMap.of("..@")).withTerrain(new double[] {1, 1, Double.NaN});
        e = assertThrows(IllegalArgumentException.class, () -> t.withMap(GridMap.of("...")));
        assertTrue(e.getMessage().contains("(2,0)"), "a cell opened up needs a valid multiplier: " + e.getMessage());
    }

    @Test
    void terrainIsChecked() {
        GridGraph g = GridGraph.octile(GridMap.of("..@"));
        assertThrows(IllegalArgumentException.class, () -> g.withTerrain(new double[] {1, 1}));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> g.withTerrain(new double[] {1, Double.NaN, 1}));
        assertTrue(e.getMessage().contains("(1,0)"), e.getMessage());
        g.withTerrain(new double[] {1, 2, 0});   // blocked cells' multipliers are ignored
    }

    @Test
    void differentComponentsAnswerNoPathWithoutExpandingAnything() {
        GridMap map = GridMap.of(
                "..@..",
                "..@..",
                "..@..");
        GridGraph g = GridGraph.octile(map);
        assertFalse(g.mayReach(g.node(0, 0), g.node(4, 2)));
        SearchResult r = new AStar(g, SearchOptions.grid()).search(g.node(0, 0), g.node(4, 2), Heuristic.ZERO);
        assertFalse(r.found());
        assertEquals(0, r.iterations());
        assertEquals(0, r.expanded());
        assertEquals(0, r.fill().closedCount() + r.fill().openCount());
    }

    @Test
    void blockedStartOrGoalGivesNoPath() {
        GridGraph g = GridGraph.octile(GridMap.of("..@.."));
        AStar astar = new AStar(g, SearchOptions.grid());
        SearchResult toWall = astar.search(g.node(0, 0), g.node(2, 0), Heuristic.ZERO);
        assertFalse(toWall.found());
        assertEquals(0, toWall.expanded());
        SearchResult fromWall = astar.search(g.node(2, 0), g.node(0, 0), Heuristic.ZERO);
        assertFalse(fromWall.found());
        assertEquals(0, fromWall.expanded());
    }
}
