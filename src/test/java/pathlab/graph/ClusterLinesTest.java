package pathlab.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringReader;

import org.junit.jupiter.api.Test;

/** The {@code cluster NAME NODE...} lines of graph files, and {@link Clusters} itself. */
class ClusterLinesTest {

    static GraphFile parse(String text) throws IOException {
        return GraphFile.parse("test.graph", new StringReader(text));
    }

    static String problem(String text) {
        return assertThrows(FileFormatException.class, () -> parse(text)).getMessage();
    }

    @Test
    void clusterLinesGroupNodesInFileOrder() throws IOException {
        GraphFile f = parse("A B 1\nB C 1\nC D 1\ncluster left A B\ncluster right C D\n");
        Clusters c = f.clusters();
        assertEquals(2, c.count());
        assertEquals("left", c.name(0));
        assertArrayEquals(new int[] {2, 3}, c.members(1));
        assertEquals("2 clusters, sizes 2..2, median 2", c.summary());
    }

    @Test
    void theClustersFileHasThreeRoomsOfFour() {
        Clusters c = GraphFile.resource("maps/clusters.graph").clusters();
        assertEquals("3 clusters, sizes 4..4, median 4", c.summary());
    }

    @Test
    void aClusterLineEndsAHeuristicTable() throws IOException {
        GraphFile f = parse("A B 1\nheuristic h\nA 1\nB 0\ncluster all A B\n");
        assertEquals(1, f.clusters().count());
        assertEquals(1, f.heuristicTable("h")[0]);
    }

    @Test
    void filesWithoutClustersStillRead() {
        assertFalse(GraphFile.lecture().hasClusters());
        assertThrows(IllegalArgumentException.class, () -> GraphFile.lecture().clusters());
    }

    @Test
    void badClusterLinesNameFileAndLine() {
        assertEquals("test.graph:2: expected 'cluster NAME NODE...' with at least one node",
                problem("A B 1\ncluster lonely\n"));
        assertEquals("test.graph:2: unknown node 'X' in cluster c: declare nodes before their clusters",
                problem("A B 1\ncluster c A X\n"));
        assertEquals("test.graph:3: node A is already in cluster c",
                problem("A B 1\ncluster c A\ncluster d A B\n"));
        assertEquals("test.graph:3: cluster 'c' is defined twice",
                problem("A B 1\ncluster c A\ncluster c B\n"));
        assertEquals("test.graph:2: no cluster for C: when a file has clusters, every node must be in one",
                problem("A B 1\ncluster c A B\nB C 1\n"));
    }

    @Test
    void clustersRejectBadNumbersAndEmptyClusters() {
        assertThrows(IllegalArgumentException.class, () -> Clusters.of(new int[] {0, 2}, "a", "b"));
        assertThrows(IllegalArgumentException.class, () -> Clusters.of(new int[] {0, 0}, "a", "b"));
        Clusters c = Clusters.of(new int[] {Clusters.NONE, 0, 1, 1}, 2);
        assertEquals(3, c.clusteredCount());
        assertEquals(Clusters.NONE, c.clusterOf(0));
    }
}
