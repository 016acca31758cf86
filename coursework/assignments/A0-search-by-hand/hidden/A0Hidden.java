package pathlab.coursework.a0;

import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.opentest4j.AssertionFailedError;

import pathlab.coursework.Graded;
import pathlab.coursework.StudentSeed;
import pathlab.coursework.Visibility;
import pathlab.trace.HandListing;
import pathlab.trace.ListingCheck;
import pathlab.trace.Notation;

/**
 * Assignment A0, search by hand: the tests only grading runs. Each listing is marked iteration by
 * iteration against the library's trace of the same search with the lecture's options, a point
 * per iteration ([1] with the initial state) and one for ending after the right iteration with
 * the right path; a failed test names the first wrong record of its iteration, the mistake
 * behind it and the lecture's rule ({@link ListingCheck}). Iterations are marked each by itself,
 * against the true lists before it, so one early slip does not cost every later point. The graphs
 * are the student's own ({@link ByHandGraphs}, from the grader's {@link StudentSeed}); every
 * variant runs 5 iterations of each search and reopens a node at A*'s [3].
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A0Hidden {

    private static ByHandGraphs graphs;

    /** The student's graphs: drawn from their seed, or the example graphs when the student is not known. */
    private static synchronized ByHandGraphs graphs() {
        if (graphs == null) {
            OptionalLong seed = StudentSeed.get();
            graphs = seed.isPresent() ? ByHandGraphs.drawn(seed.getAsLong()) : ByHandGraphs.example();
        }
        return graphs;
    }

    private static ListingCheck.Report dijkstra() {
        return ListingCheck.of(ByHandGraphs.search(graphs().dijkstra(), Notation.DIJKSTRA)).check(A0Visible.dijkstra());
    }

    private static ListingCheck.Report astar() {
        return ListingCheck.of(ByHandGraphs.search(graphs().astar(), Notation.ASTAR)).check(A0Visible.astar());
    }

    /** Fails with the first mistake of iteration k (and of the initial state, with [1]). */
    private static void iteration(ListingCheck.Report report, int k) {
        for (int step = k == 1 ? 0 : k; step <= k; step++) {
            report.mistake(step).ifPresent(m -> {
                throw new AssertionFailedError(m.toString());
            });
        }
    }

    /** Fails unless the listing ends after the last iteration with the right final path. */
    private static void end(ListingCheck.Report report, HandListing listing) {
        if (listing.steps().size() <= report.iterations()) {
            throw new AssertionFailedError(report.mistake(report.iterations()).orElseThrow().toString());
        }
        report.end().ifPresent(m -> {
            throw new AssertionFailedError(m.toString());
        });
        if (listing.finalPath() == null) {
            throw new AssertionFailedError("the listing has no final path: end it with a line 'Final path: S ... G (cost c)'");
        }
    }

    @Test
    @Order(11)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("Dijkstra: initial and [1]")
    void dijkstra1() {
        iteration(dijkstra(), 1);
    }

    @Test
    @Order(12)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("Dijkstra: [2]")
    void dijkstra2() {
        iteration(dijkstra(), 2);
    }

    @Test
    @Order(13)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("Dijkstra: [3]")
    void dijkstra3() {
        iteration(dijkstra(), 3);
    }

    @Test
    @Order(14)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("Dijkstra: [4]")
    void dijkstra4() {
        iteration(dijkstra(), 4);
    }

    @Test
    @Order(15)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("Dijkstra: [5]")
    void dijkstra5() {
        iteration(dijkstra(), 5);
    }

    @Test
    @Order(16)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("Dijkstra: ends after [5] with the final path")
    void dijkstraEnd() {
        end(dijkstra(), A0Visible.dijkstra());
    }

    @Test
    @Order(21)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("A*: initial and [1]")
    void astar1() {
        iteration(astar(), 1);
    }

    @Test
    @Order(22)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("A*: [2]")
    void astar2() {
        iteration(astar(), 2);
    }

    @Test
    @Order(23)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("A*: [3], a cheaper route to a closed node")
    void astar3() {
        iteration(astar(), 3);
    }

    @Test
    @Order(24)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("A*: [4]")
    void astar4() {
        iteration(astar(), 4);
    }

    @Test
    @Order(25)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("A*: [5]")
    void astar5() {
        iteration(astar(), 5);
    }

    @Test
    @Order(26)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("A*: ends after [5] with the final path")
    void astarEnd() {
        end(astar(), A0Visible.astar());
    }
}
