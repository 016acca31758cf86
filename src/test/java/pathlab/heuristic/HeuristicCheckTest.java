package pathlab.heuristic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.names.Heuristics;

/**
 * The admissibility and consistency claims in the heuristics' comments, measured on maps with
 * walls: each heuristic against each movement rule it documents.
 */
public class HeuristicCheckTest {

    /** A 40 x 40 map with a quarter of its cells blocked at random (the same every run). */
    public static GridMap randomMap() {
        Random random = new Random(4);
        String[] rows = new String[40];
        for (int y = 0; y < rows.length; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < 40; x++) {
                row.append(random.nextDouble() < 0.25 ? '@' : '.');
            }
            rows[y] = row.toString();
        }
        return GridMap.of(rows);
    }

    private static HeuristicCheck check(GridGraph grid, String heuristic) {
        HeuristicCheck c = HeuristicCheck.run(grid, Heuristics.byName(heuristic, grid), HeuristicCheck.sampleGoals(grid, 8, 1));
        System.out.println(grid + " " + c);
        return c;
    }

    private static void assertAdmissibleAndConsistent(GridGraph grid, String heuristic) {
        HeuristicCheck c = check(grid, heuristic);
        assertTrue(c.admissible() && c.consistent(), c.toString());
        assertTrue(c.nodes() > 1000 && c.connections() > 1000, "the check looked at the map: " + c);
    }

    @Test
    void manhattanOverestimatesOnEightNeighboursByTwoMinusRootTwoPerDiagonal() {
        GridGraph empty = GridGraph.octile(GridMap.of("..........", "..........", "..........", "..........",
                "..........", "..........", "..........", "..........", "..........", ".........."));
        HeuristicCheck c = HeuristicCheck.run(empty, new ManhattanHeuristic(empty), empty.node(0, 0));
        System.out.println(c);
        assertFalse(c.admissible());
        assertEquals(9 * (2 - GridGraph.SQRT2), c.largestOverestimate(), 1e-9);   // 5.27 at the far corner
        assertTrue(c.worstCase().startsWith("(9,9) to (0,0): h 18 > cost 12.7279"), c.worstCase());
        assertTrue(c.toString().contains("overestimates"), c.toString());
        assertFalse(check(GridGraph.octile(randomMap()), "manhattan").admissible());
    }

    @Test
    void octileIsAdmissibleAndConsistentOnTheBenchmarkRules() {
        assertAdmissibleAndConsistent(GridGraph.octile(randomMap()), "octile");
        assertAdmissibleAndConsistent(new GridGraph(randomMap(), GridGraph.Moves.EIGHT, GridGraph.SQRT2, true), "octile");
        assertAdmissibleAndConsistent(GridGraph.fourConnected(randomMap()), "octile");
    }

    @Test
    void euclideanIsAdmissibleWithDiagonalsOfRootTwoButNotForKingsMoves() {
        assertAdmissibleAndConsistent(GridGraph.octile(randomMap()), "euclidean");
        assertAdmissibleAndConsistent(GridGraph.fourConnected(randomMap()), "euclidean");
        assertFalse(check(new GridGraph(randomMap(), GridGraph.Moves.EIGHT, 1, false), "euclidean").admissible());
    }

    @Test
    void chebyshevIsAdmissibleForKingsMoves() {
        assertAdmissibleAndConsistent(new GridGraph(randomMap(), GridGraph.Moves.EIGHT, 1, false), "chebyshev");
        assertAdmissibleAndConsistent(GridGraph.octile(randomMap()), "chebyshev");
        assertAdmissibleAndConsistent(GridGraph.hex(randomMap()), "chebyshev");
    }

    @Test
    void manhattanAndHexOnTheirOwnGrids() {
        assertAdmissibleAndConsistent(GridGraph.fourConnected(randomMap()), "manhattan");
        assertAdmissibleAndConsistent(GridGraph.hex(randomMap()), "hex");
        assertAdmissibleAndConsistent(GridGraph.fourConnected(randomMap()), "hex");
        assertFalse(check(GridGraph.hex(randomMap()), "manhattan").admissible());
        assertFalse(check(GridGraph.octile(randomMap()), "hex").admissible());
    }

    @Test
    void terrainBelowOneIsScaledAway() {
        GridMap map = randomMap();
        double[] terrain = new double[map.cellCount()];
        Random random = new Random(7);
        for (int i = 0; i < terrain.length; i++) {
            terrain[i] = 0.25 + 3 * random.nextDouble();
        }
        GridGraph grid = GridGraph.octile(map).withTerrain(terrain);
        assertAdmissibleAndConsistent(grid, "octile");
        assertAdmissibleAndConsistent(grid, "euclidean");
    }

    @Test
    void theZeroHeuristicIsAlwaysAdmissibleAndConsistent() {
        assertAdmissibleAndConsistent(GridGraph.octile(randomMap()), "zero");
    }

    @Test
    void sampledGoalsArePassableDistinctAndRepeatable() {
        GridGraph grid = GridGraph.octile(randomMap());
        int[] goals = HeuristicCheck.sampleGoals(grid, 50, 3);
        assertEquals(50, goals.length);
        assertEquals(50, java.util.Arrays.stream(goals).distinct().count());
        for (int g : goals) {
            assertTrue(grid.passable(g));
        }
        assertEquals(java.util.Arrays.toString(goals), java.util.Arrays.toString(HeuristicCheck.sampleGoals(grid, 50, 3)));
        assertEquals(2, HeuristicCheck.sampleGoals(GridGraph.octile(GridMap.of("..@")), 5, 1).length);
    }
}
