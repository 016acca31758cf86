package pathlab.heuristic.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;

import pathlab.graph.Clusters;
import pathlab.graph.DirectedGraph;
import pathlab.search.AStar;
import pathlab.trace.ClusterExample;

/**
 * The lookup table made with one multi-source Dijkstra per cluster equals the definition, the
 * least cost over all pairs of nodes (one Dijkstra per node), on random directed graphs.
 */
class ClusterTableTest {

    @Test
    void tableOfTheWorkedExample() {
        assertEquals("""
                        west north south
                  west     0     3     4
                 north     3     0     9
                 south     4     9     0
                """, ClusterExample.table().format());
        ClusterTable t = ClusterExample.table();
        assertEquals(36, t.memoryBytes());
    }

    @Test
    void multiSourceTableEqualsTheLeastCostOverAllPairsOfNodes() {
        Random random = new Random(6);
        for (int trial = 0; trial < 40; trial++) {
            RandomClusterings.Clustered r = RandomClusterings.clustered(random, 5, 30, 6);
            DirectedGraph g = r.graph();
            Clusters c = r.clusters();
            ClusterTable table = r.table();
            int k = c.count();
            double[][] expected = new double[k][k];
            for (double[] row : expected) {
                Arrays.fill(row, Double.POSITIVE_INFINITY);
            }
            AStar dijkstra = new AStar(g);
            for (int u = 0; u < g.nodeCount(); u++) {
                double[] d = dijkstra.costsFrom(u);
                for (int v = 0; v < g.nodeCount(); v++) {
                    int a = c.clusterOf(u);
                    int b = c.clusterOf(v);
                    expected[a][b] = Math.min(expected[a][b], d[v]);
                }
            }
            for (int a = 0; a < k; a++) {
                for (int b = 0; b < k; b++) {
                    double stored = table.cost(a, b);
                    assertTrue(stored <= expected[a][b], "a lower bound");
                    assertEquals(expected[a][b], stored, 1e-5 * Math.max(1, expected[a][b]), "trial " + trial);
                }
            }
        }
    }

    @Test
    void floatsAreRoundedDownSoTheyStayLowerBounds() {
        double[] costs = {Math.sqrt(2), 0.1, 1e7 + 0.3, 3, Double.POSITIVE_INFINITY};
        for (double cost : costs) {
            float f = ClusterTable.roundedDown(cost);
            assertTrue(f == cost || f < cost && cost - f <= Math.ulp((float) cost), cost + " -> " + f);
        }
    }
}
