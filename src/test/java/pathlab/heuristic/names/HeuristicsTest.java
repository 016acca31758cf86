package pathlab.heuristic.names;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import pathlab.graph.GraphFile;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Sectors;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.cluster.ClusterHeuristic;
import pathlab.heuristic.cluster.ClusterTable;
import pathlab.search.Heuristic;
import pathlab.trace.ClusterExample;

class HeuristicsTest {
    private final GridGraph grid = GridGraph.octile(GridMap.of(".....", ".....", ".....", "....."));

    /** The estimate from (0,0) to (4,3), so dx = -4, dy = -3. */
    private double from00to43(String name) {
        return Heuristics.byName(name, grid).estimate(grid.node(0, 0), grid.node(4, 3));
    }

    @Test
    void distancesByName() {
        assertEquals(0, from00to43("zero"));
        assertEquals(7, from00to43("manhattan"));
        assertEquals(4, from00to43("chebyshev"));
        assertEquals(1 + 3 * GridGraph.DIAGONAL, from00to43("octile"), 1e-12);
        assertEquals(5, from00to43("euclidean"));
        assertEquals(4, from00to43("hex"));                                    // max(4, 3, 1)
        assertEquals(7, Heuristics.byName("hex", grid).estimate(grid.node(4, 0), grid.node(0, 3)));   // max(4, 3, 7)
        assertSame(Heuristic.ZERO, Heuristics.byName("zero", grid));
        assertEquals("octile", Heuristics.byName("octile", grid).toString());
    }

    @Test
    void unknownNamesAndArgumentsAreRejectedWithTheChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Heuristics.byName("straight", grid));
        assertTrue(e.getMessage().contains("zero, manhattan, chebyshev, octile, euclidean, hex"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Heuristics.byName("octile:3", grid));
        assertTrue(e.getMessage().contains("takes no argument"), e.getMessage());
    }

    @Test
    void namesNestInsideWrappers() {
        assertEquals(2 * from00to43("octile"), from00to43("weighted:2:octile"), 1e-12);
        assertEquals(2 * from00to43("octile"), from00to43("pathmax:weighted:2:octile"), 1e-12);
    }

    @Test
    void clusterLectureIsTheLecturesTableValueAndClusterMaxRaisesItToTheDistance() {
        ClusterTable table = ClusterTable.build(grid, Sectors.of(grid, 2));
        double lecture = ClusterHeuristic.lecture(table, new OctileHeuristic(grid)).estimate(grid.node(0, 0), grid.node(4, 3));
        assertEquals(lecture, from00to43("cluster-lecture:2"));
        assertTrue(lecture < from00to43("octile"), "the nearest cells of the two sectors are closer than the corners");
        assertEquals(from00to43("octile"), from00to43("cluster-max:2"), 1e-12);
        assertEquals(from00to43("cluster-max:2"), from00to43("cluster:2"));
    }

    /** The lecture's rule on maps/clusters.graph, pinned in src/test/resources/listings (notebook 05 prints it). */
    @Test
    void onAGraphFileClusterLectureRunsTheLecturesRule() throws IOException {
        GraphFile file = ClusterExample.file();
        String lecture = ClusterExample.trace(Heuristics.byName("cluster-lecture:euclidean", file)).listing();
        assertTrue(lecture.startsWith("initial\nC: ϕ\nO: A(ϕ,0,4)\n[1] N: A\nC: A(ϕ,0,4)\nO: B(A,2,6) C(A,2,6)\n[2] N: B\n"),
                lecture);
        try (InputStream pinned = getClass().getResourceAsStream("/listings/cluster-example-lecture.txt")) {
            assertEquals(new String(pinned.readAllBytes(), StandardCharsets.UTF_8), lecture);
        }
        assertEquals(ClusterExample.trace(ClusterExample.clusterHeuristic()).listing(),
                ClusterExample.trace(Heuristics.byName("cluster-max:euclidean", file)).listing());
        assertEquals(ClusterExample.trace(ClusterExample.clusterHeuristic()).listing(),
                ClusterExample.trace(Heuristics.byName("cluster:euclidean", file)).listing());
    }

    @Test
    void everyListedNameIsKnown() {
        for (String name : Heuristics.NAMES) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Heuristics.byName(name + ":x:y", grid),
                    name);
            assertFalse(e.getMessage().startsWith("unknown heuristic '" + name + ":"), e.getMessage());
        }
    }

    @Test
    void defaultsFollowTheMoves() {
        assertEquals("octile", Heuristics.defaultName(grid));
        assertEquals("manhattan", Heuristics.defaultName(GridGraph.fourConnected(grid.map())));
        assertEquals("hex", Heuristics.defaultName(GridGraph.hex(grid.map())));
    }

    @Test
    void terrainScalesTheEstimates() {
        double[] terrain = new double[grid.nodeCount()];
        java.util.Arrays.fill(terrain, 2);
        terrain[7] = 0.5;
        GridGraph weighted = grid.withTerrain(terrain);
        assertEquals(2.5, Heuristics.byName("euclidean", weighted).estimate(weighted.node(0, 0), weighted.node(4, 3)));
    }
}
