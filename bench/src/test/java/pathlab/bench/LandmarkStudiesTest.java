package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.landmark.LandmarkHeuristic;
import pathlab.heuristic.landmark.LandmarkPlacement;
import pathlab.heuristic.landmark.LandmarkTables;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import tech.tablesaw.api.Table;

/** The studies behind notebook 06, on a small map of the project's kind. */
class LandmarkStudiesTest {
    // Two rooms joined at the bottom: octile underestimates badly across the wall.
    private final GridGraph grid = GridGraph.octile(GridMap.of(
            "..........@..........",
            "..........@..........",
            "..........@..........",
            "..........@..........",
            "..........@..........",
            "....................."));
    private final Heuristic octile = new OctileHeuristic(grid);
    private final List<Scenario> queries = LandmarkBench.randomQueries(grid, 30, 4);
    private final int[] landmarks = LandmarkPlacement.FARTHEST.place(grid, 8, octile, 1);

    @Test
    void aLandmarkBehindTheGoalClosesTheWholeGap() {
        int start = grid.node(2, 0);
        double[] closed = LandmarkSites.gapClosed(grid, octile, start, grid.node(20, 0));
        assertEquals(1, closed[grid.node(16, 0)], 1e-9, "goal on the way to the landmark: exact");
        assertTrue(Double.isNaN(closed[grid.node(3, 0)]), "octile is exact next to the start: no gap");
        assertTrue(Double.isNaN(closed[grid.node(10, 0)]), "a wall");
        double[] sites = LandmarkSites.evaluateSites(grid, octile, 3, 20, 1);
        assertTrue(sites[grid.node(20, 0)] > sites[grid.node(10, 5)], "a far corner beats the doorway");
    }

    @Test
    void heuristicDataPairsArePathNodesWithTheirTrueCosts() {
        AStar astar = new AStar(grid, LandmarkBench.options());
        LandmarkHeuristic h = new LandmarkHeuristic(octile, LandmarkTables.build(grid, landmarks));
        HeuristicData data = HeuristicData.collect("landmarks", astar, grid, queries, h, 1);
        double[] truth = data.trueCosts();
        double[] estimate = data.estimates();
        int pathNodes = 0;
        for (Scenario s : queries) {
            var r = astar.search(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()), h);
            pathNodes += r.path().size() + 1;
            assertEquals(r.cost(), truth[pathNodes - r.path().size() - 1], 1e-9, "a path's first pair: its start, the whole cost");
            assertEquals(0, truth[pathNodes - 1], 1e-9, "a path's last pair: its goal");
        }
        assertEquals(pathNodes, truth.length, "one pair a path node, stride 1");
        for (int i = 0; i < truth.length; i++) {
            assertTrue(estimate[i] <= truth[i] + 1e-9);
        }
        Table summary = HeuristicData.summary(List.of(data, HeuristicData.collect("octile", astar, grid, queries, octile, 1)));
        assertEquals(truth.length - queries.size(), summary.intColumn("pairs").get(0), "the goals' 0/0 pairs left out");
        assertTrue(summary.doubleColumn("mean estimate/true").get(0) > summary.doubleColumn("mean estimate/true").get(1));
        var scatter = HeuristicData.scatter("test", List.of(data));
        assertEquals(List.of(640, 480), List.of(scatter.getWidth(), scatter.getHeight()));
    }

    @Test
    void boundsEncloseTheTrueCostAndStorageNeverOverestimates() {
        Table bounds = UpperBoundStudy.tightness(grid, octile, landmarks, new int[] {1, 4}, queries);
        for (int row = 0; row < bounds.rowCount(); row++) {
            assertTrue(bounds.doubleColumn("mean lower/true").get(row) <= 1);
            assertTrue(bounds.doubleColumn("mean upper/true").get(row) >= 1);
        }
        // The first 4 landmarks include the first: per query, the best lower bound can only rise
        // and the best upper bound only fall, so the means move the same way.
        assertTrue(bounds.doubleColumn("mean lower/true").get(1) >= bounds.doubleColumn("mean lower/true").get(0));
        assertTrue(bounds.doubleColumn("mean upper/true").get(1) <= bounds.doubleColumn("mean upper/true").get(0));
        assertTrue(bounds.doubleColumn("mean (upper-lower)/true").get(1) < bounds.doubleColumn("mean (upper-lower)/true").get(0),
                bounds.printAll());
        Table storage = StorageStudy.compare(grid, octile, landmarks, 4, queries, LandmarkBench.options(),
                new int[] {grid.node(0, 0), grid.node(20, 0), grid.node(12, 3)});
        for (int row = 0; row < storage.rowCount(); row++) {
            assertEquals(0, storage.intColumn("overestimates").get(row), storage.stringColumn("encoding").get(row));
            assertEquals(queries.size(), storage.intColumn("optimal").get(row));
        }
        int last = storage.rowCount() - 1;
        assertEquals(8, storage.intColumn("k").get(last), "the last encoding: twice the landmarks in 16 bits");
        assertEquals(storage.doubleColumn("KiB").get(1), storage.doubleColumn("KiB").get(last), "the memory of 4 floats");
    }
}
