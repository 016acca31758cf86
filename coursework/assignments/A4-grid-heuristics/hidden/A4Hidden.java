package pathlab.coursework.a4;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import pathlab.assignment.GridHeuristics;
import pathlab.coursework.Graded;
import pathlab.coursework.RandomGraphs;
import pathlab.coursework.StudentSeed;
import pathlab.coursework.Visibility;
import pathlab.graph.Clusters;
import pathlab.graph.DirectedGraph;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.search.Heuristic;

/**
 * Assignment A4, heuristics on grids: the tests only grading runs, on small random maps (a third
 * of the cells blocked) and random graphs: admissibility on every cell and optimal A* paths for
 * the octile and hex distances, components as a partition, cluster tables.
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A4Hidden {

    private static GridMap randomMap(Random random) {
        int width = 4 + random.nextInt(6), height = 3 + random.nextInt(5);
        String[] rows = new String[height];
        for (int y = 0; y < height; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < width; x++) {
                row.append(random.nextInt(3) == 0 ? '@' : '.');
            }
            rows[y] = row.toString();
        }
        return GridMap.of(rows);
    }

    private static int[] goals(GridGraph grid, Random random) {
        return random.ints(3, 0, grid.nodeCount()).filter(grid::passable).toArray();
    }

    @Test
    @Order(11)
    @Graded(points = 3, visibility = Visibility.HIDDEN)
    @DisplayName("octile: admissible on every cell of 20 small maps, optimal A* paths")
    void octile() {
        GridHeuristics w = A4Visible.work();
        onRandomMaps(4, "octile distance", GridGraph::octile, grid -> (n, g) -> w.octile(grid, n, g));
    }

    @Test
    @Order(12)
    @Graded(points = 2, visibility = Visibility.HIDDEN)
    @DisplayName("hex: admissible on every cell of 20 small hex maps, optimal A* paths")
    void hex() {
        GridHeuristics w = A4Visible.work();
        onRandomMaps(5, "hex distance", GridGraph::hex, grid -> (n, g) -> w.hex(grid, n, g));
    }

    /** Admissibility on every cell and optimal A* paths, on 20 small random maps of one kind. */
    private static void onRandomMaps(long seed, String name, Function<GridMap, GridGraph> kind,
                                     Function<GridGraph, Heuristic> estimate) {
        Random random = StudentSeed.random(seed);
        for (int round = 0; round < 20; round++) {
            GridGraph grid = kind.apply(randomMap(random));
            GridChecks.admissibleAndOptimal(name, grid, estimate.apply(grid), goals(grid, random));
        }
    }

    @Test
    @Order(13)
    @Graded(points = 2, visibility = Visibility.HIDDEN)
    @DisplayName("components of 30 small random maps")
    void components() {
        Random random = StudentSeed.random(6);
        for (int round = 0; round < 30; round++) {
            GridGraph grid = round % 2 == 0 ? GridGraph.octile(randomMap(random)) : GridGraph.fourConnected(randomMap(random));
            GridChecks.sameComponents(grid, A4Visible.work().components(grid));
        }
    }

    @Test
    @Order(14)
    @Graded(points = 2, visibility = Visibility.HIDDEN)
    @DisplayName("cluster tables of 100 random graphs with random clusters")
    void clusterTables() {
        Random random = StudentSeed.random(7);
        for (int round = 0; round < 100; round++) {
            DirectedGraph g = RandomGraphs.graph(random);
            int k = 1 + random.nextInt(Math.min(4, g.nodeCount()));
            int[] clusterOf = new int[g.nodeCount()];
            for (int v = 0; v < clusterOf.length; v++) {
                clusterOf[v] = v < k ? v : random.nextInt(k);
            }
            Clusters clusters = Clusters.of(clusterOf, k);
            GridChecks.sameClusterTable(g, clusters, A4Visible.work().clusterTable(g, clusters));
        }
    }
}
