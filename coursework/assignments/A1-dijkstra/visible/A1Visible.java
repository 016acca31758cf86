package pathlab.coursework.a1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import pathlab.assignment.DijkstraSearch;
import pathlab.coursework.Feedback;
import pathlab.coursework.Graded;
import pathlab.coursework.PathCheck;
import pathlab.coursework.Submission;
import pathlab.graph.Connection;
import pathlab.graph.DirectedGraph;
import pathlab.trace.LectureExample;

/**
 * Assignment A1, Dijkstra: the tests a student runs in the notebook. Example 1 must be listed
 * exactly as in the lecture (the listing is printed by the library from the steps the student's
 * search reports), its path returned as connections, and "no path" answered.
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A1Visible {

    /** The student's search; public, as the hidden tests are loaded by a class loader of their own. */
    public static DijkstraSearch search() {
        return Submission.of(DijkstraSearch.class);
    }

    @Test
    @Order(1)
    @Graded(points = 4)
    @DisplayName("Example 1 listed as in the lecture")
    void example1Listing() {
        Feedback.assertListedAsInLecture(LectureExample.EXAMPLE_1, Feedback.listing(search()));
    }

    @Test
    @Order(2)
    @Graded(points = 2)
    @DisplayName("Example 1's path: connections A>B>C>D>E>F, cost 14")
    void example1Path() {
        DirectedGraph g = LectureExample.EXAMPLE_1.graph();
        int a = g.node("A"), f = g.node("F");
        List<Connection> path = search().search(g, a, f, step -> {});
        assertEquals(14.0, PathCheck.cost(g, a, f, path), "the path's cost");
        assertEquals("A B C D E F (cost 14)", PathCheck.describe(g, a, path), "the path");
    }

    @Test
    @Order(3)
    @Graded(points = 1)
    @DisplayName("no path: null when no connection leads to the goal")
    void noPath() {
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 1).connect("B", "A", 1).connect("C", "A", 1).build();
        List<Connection> path = search().search(g, g.node("A"), g.node("C"), step -> {});
        assertNull(path, () -> "C cannot be reached from A, but your search returned "
                + PathCheck.describe(g, g.node("A"), path));
    }
}
