package pathlab.heuristic.landmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import pathlab.graph.DirectedGraph;
import pathlab.grid.GridGraph;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.Heuristic;

class CompactLandmarkTablesTest {

    @Test
    void everyEncodingStaysAdmissibleOnEveryNode() {
        GridGraph grid = GridGraph.octile(LandmarkTestMaps.randomMap(50, 40, 22, 11));
        int[] landmarks = {LandmarkTablesTest.passable(grid, 0), LandmarkTablesTest.passable(grid, 900),
                LandmarkTablesTest.passable(grid, 1500)};
        LandmarkTables exact = LandmarkTables.build(grid, landmarks);
        int[] goals = {landmarks[1], LandmarkTablesTest.passable(grid, 42), LandmarkTablesTest.passable(grid, 1234)};
        for (LandmarkBounds b : new LandmarkBounds[] {CompactLandmarkTables.float32(exact),
                CompactLandmarkTables.fixed16(exact, CompactLandmarkTables.finestUnit(exact.maxCost())),
                CompactLandmarkTables.fixed16(exact, 1), CompactLandmarkTables.fixed16(exact, 8)}) {
            LandmarkTablesTest.assertAdmissibleEverywhere(grid, new LandmarkHeuristic(new OctileHeuristic(grid), b), goals);
            for (int n = 0; n < grid.nodeCount(); n++) {
                for (int i = 0; i < b.count(); i++) {
                    assertTrue(Math.abs(b.from(i, n) - exact.from(i, n)) <= b.error(i)
                            || b.from(i, n) == exact.from(i, n), b + " at " + n);
                }
            }
        }
    }

    @Test
    void directedCompactTablesStayAdmissible() {
        DirectedGraph g = LandmarkTestMaps.randomDirected(80, 260, 3);
        LandmarkTables exact = LandmarkTables.build(g, 1, 20, 40, 79);
        LandmarkTablesTest.assertAdmissibleEverywhere(g,
                new LandmarkHeuristic(Heuristic.ZERO, CompactLandmarkTables.fixed16(exact, 0.5)), 1, 9, 20, 50, 79);
        LandmarkTablesTest.assertAdmissibleEverywhere(g,
                new LandmarkHeuristic(Heuristic.ZERO, CompactLandmarkTables.float32(exact)), 1, 9, 20, 50, 79);
    }

    @Test
    void memoryHalvesAndQuartersAndBadUnitsAreRefused() {
        GridGraph grid = GridGraph.octile(LandmarkTestMaps.randomMap(20, 20, 10, 2));
        LandmarkTables exact = LandmarkTables.build(grid, LandmarkTablesTest.passable(grid, 0));
        assertEquals(exact.bytes() / 2, CompactLandmarkTables.float32(exact).bytes());
        assertEquals(exact.bytes() / 4, CompactLandmarkTables.fixed16(exact, 1).bytes());
        assertEquals("fixed16 unit 1/32", CompactLandmarkTables.fixed16(exact, 1.0 / 32).encoding());
        assertThrows(IllegalArgumentException.class, () -> CompactLandmarkTables.fixed16(exact, 0.3));
        assertThrows(IllegalArgumentException.class, () -> CompactLandmarkTables.fixed16(exact, 0x1p-20));
    }
}
