package pathlab.coursework.a2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import pathlab.assignment.AStarSearch;
import pathlab.coursework.Feedback;
import pathlab.coursework.Graded;
import pathlab.coursework.PathCheck;
import pathlab.coursework.Submission;
import pathlab.graph.Connection;
import pathlab.graph.DirectedGraph;
import pathlab.search.Termination;
import pathlab.trace.LectureExample;

/**
 * Assignment A2, A*: the tests a student runs in the notebook. Examples 2 and 3 listed exactly as
 * in the lecture (Example 3 reopens closed nodes and needs the optimal termination rule), and
 * Example 3 under the goal rule stopping at [5] with the longer path the lecture's note predicts.
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A2Visible {

    /** The student's search; public, as the hidden tests are loaded by a class loader of their own. */
    public static AStarSearch search() {
        return Submission.of(AStarSearch.class);
    }

    private static void listedAsInLecture(LectureExample example) {
        Feedback.assertListedAsInLecture(example, Feedback.listing(search(), example, Termination.OPTIMAL));
    }

    @Test
    @Order(1)
    @Graded(points = 3)
    @DisplayName("Example 2 listed as in the lecture")
    void example2() {
        listedAsInLecture(LectureExample.EXAMPLE_2);
    }

    @Test
    @Order(2)
    @Graded(points = 3)
    @DisplayName("Example 3 listed as in the lecture (reopening, optimal rule)")
    void example3() {
        listedAsInLecture(LectureExample.EXAMPLE_3);
    }

    @Test
    @Order(3)
    @Graded(points = 1)
    @DisplayName("Example 3 with the goal rule: A C D E F, cost 15")
    void example3GoalRule() {
        DirectedGraph g = LectureExample.EXAMPLE_3.graph();
        int a = g.node("A"), f = g.node("F");
        List<Connection> path = search().search(g, a, f, LectureExample.EXAMPLE_3.heuristic(), Termination.GOAL, step -> {});
        PathCheck.cost(g, a, f, path);
        assertEquals("A C D E F (cost 15)", PathCheck.describe(g, a, path),
                "stopping when F becomes the current node, at [5], F's record is F(E,15,15)");
    }
}
