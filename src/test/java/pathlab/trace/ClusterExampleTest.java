package pathlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.cli.Main;
import pathlab.search.NodeRecord;

/**
 * The worked example of the cluster heuristic (maps/clusters.graph): its listing is pinned in
 * src/test/resources/listings, and the effect the lecture describes is visible in it.
 */
class ClusterExampleTest {

    @Test
    void listingsArePinned() throws IOException {
        assertEquals(LectureListingsTest.expected("cluster-example"),
                ClusterExample.trace(ClusterExample.clusterHeuristic()).listing());
        assertEquals(LectureListingsTest.expected("cluster-example-euclidean"),
                ClusterExample.trace(ClusterExample.euclidean()).listing());
    }

    @Test
    void theClusterHeuristicKeepsTheSearchOutOfTheDeadEndRoom() {
        Trace euclidean = ClusterExample.trace(ClusterExample.euclidean());
        Trace cluster = ClusterExample.trace(ClusterExample.clusterHeuristic());
        assertEquals(9, euclidean.iterations());
        assertEquals(7, cluster.iterations());
        assertEquals(euclidean.result().cost(), cluster.result().cost());
        assertEquals("A B D I J L", cluster.result().pathNames());
        List<NodeRecord> closed = cluster.step(cluster.iterations()).closed();
        assertTrue(closed.stream().noneMatch(r -> "EFGH".contains(cluster.graph().nodeName(r.node()))));
    }

    @Test
    void theTraceCommandPrintsTheSameListing() throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        java.io.PrintStream before = System.out;
        System.setOut(new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            assertEquals(0, Main.run("trace", "--graph", "maps/clusters.graph", "--from", "A", "--to", "L",
                    "--heuristic", "cluster:euclidean", "--stop", "goal"));
        } finally {
            System.setOut(before);
        }
        assertEquals(LectureListingsTest.expected("cluster-example"), bytes.toString(java.nio.charset.StandardCharsets.UTF_8));
    }
}
