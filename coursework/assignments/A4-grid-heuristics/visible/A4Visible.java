package pathlab.coursework.a4;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import pathlab.assignment.GridHeuristics;
import pathlab.coursework.Graded;
import pathlab.coursework.Submission;
import pathlab.graph.GraphFile;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.HexHeuristic;
import pathlab.heuristic.OctileHeuristic;

/**
 * Assignment A4, heuristics on grids: the tests a student runs in the notebook. Octile and hex
 * distances on an empty map, components of a map of three walled rooms, and the cluster table of
 * the lecture-style worked example ({@code maps/clusters.graph}).
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A4Visible {

    /** The student's work; public, as the hidden tests are loaded by a class loader of their own. */
    public static GridHeuristics work() {
        return Submission.of(GridHeuristics.class);
    }

    static GridMap empty(int width, int height) {
        String row = ".".repeat(width);
        String[] rows = new String[height];
        java.util.Arrays.fill(rows, row);
        return GridMap.of(rows);
    }

    @Test
    @Order(1)
    @Graded(points = 2)
    @DisplayName("octile distance on an empty 8 x 6 map, every pair of cells")
    void octile() {
        GridGraph grid = GridGraph.octile(empty(8, 6));
        GridHeuristics w = work();
        GridChecks.sameValues("the octile distance", grid, (n, g) -> w.octile(grid, n, g), new OctileHeuristic(grid));
    }

    @Test
    @Order(2)
    @Graded(points = 1)
    @DisplayName("hex distance on an empty 8 x 6 hex map, every pair of cells")
    void hex() {
        GridGraph grid = GridGraph.hex(empty(8, 6));
        GridHeuristics w = work();
        GridChecks.sameValues("the hex distance", grid, (n, g) -> w.hex(grid, n, g), new HexHeuristic(grid));
    }

    @Test
    @Order(3)
    @Graded(points = 2)
    @DisplayName("components of three walled rooms")
    void components() {
        GridGraph grid = GridGraph.octile(GridMap.of(
                "...@....",
                "...@....",
                "@@@@@@@@",
                "..@.....",
                "..@....."));
        GridChecks.sameComponents(grid, work().components(grid));
    }

    @Test
    @Order(4)
    @Graded(points = 2)
    @DisplayName("the cluster table of the three-room example (maps/clusters.graph)")
    void clusterTable() {
        GraphFile file = GraphFile.resource("maps/clusters.graph");
        GridChecks.sameClusterTable(file.graph(), file.clusters(), work().clusterTable(file.graph(), file.clusters()));
    }
}
