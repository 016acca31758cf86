package pathlab.coursework.a2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.opentest4j.AssertionFailedError;

import pathlab.coursework.Graded;
import pathlab.coursework.PathCheck;
import pathlab.coursework.RandomGraphs;
import pathlab.coursework.StudentSeed;
import pathlab.coursework.Visibility;
import pathlab.graph.Connection;
import pathlab.graph.DirectedGraph;
import pathlab.heuristic.TableHeuristic;
import pathlab.search.AStar;
import pathlab.search.Termination;

/**
 * Assignment A2, A*: the tests only grading runs, on random graphs with random heuristics made
 * from the true costs to the goal h*: admissible ones ({@code h = u·h*}, u in [0,1]) must give
 * the optimal cost under the lecture's rule; ones that overestimate by at most x
 * ({@code h = u·h* + v·x}) must give, under the goal rule, a path at most x longer than optimal
 * (when the goal is taken, some open node on an optimal path has f ≤ C* + x, and the goal's f was
 * no larger).
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A2Hidden {

    /** A random heuristic below h* + overestimate (infinite h* gives any value: no path uses the node). */
    private static TableHeuristic heuristic(DirectedGraph g, int goal, double overestimate, Random random) {
        double[] toGoal = new AStar(g.reversed()).costsFrom(goal);
        double[] h = new double[g.nodeCount()];
        for (int node = 0; node < h.length; node++) {
            double exact = Double.isInfinite(toGoal[node]) ? 10 : toGoal[node];
            h[node] = node == goal ? 0 : Math.floor(random.nextDouble() * exact + random.nextDouble() * overestimate);
        }
        return new TableHeuristic("h", h);
    }

    private static void randomQueries(Termination rule, double overestimate) {
        Random random = StudentSeed.random(14 + (long) overestimate);
        for (int round = 0; round < 300; round++) {
            DirectedGraph g = RandomGraphs.graph(random);
            int start = random.nextInt(g.nodeCount()), goal = random.nextInt(g.nodeCount());
            TableHeuristic h = heuristic(g, goal, overestimate, random);
            double optimal = new AStar(g).search(start, goal, h).cost();
            List<Connection> path = A2Visible.search().search(g, start, goal, h, rule, step -> {});
            String query = "from " + g.nodeName(start) + " to " + g.nodeName(goal) + " with heuristic "
                    + java.util.Arrays.toString(h.values()) + " (by node A, B, ...) on\n" + RandomGraphs.describe(g);
            double cost = PathCheck.cost(g, start, goal, path, optimal, query);
            if (cost > optimal + overestimate + 1e-9) {
                throw new AssertionFailedError("the cheapest path " + query + "\ncosts " + optimal + "; yours, "
                        + PathCheck.describe(g, start, path) + ", is more than " + overestimate + " longer");
            }
        }
    }

    @Test
    @Order(11)
    @Graded(points = 3, visibility = Visibility.HIDDEN)
    @DisplayName("optimal costs with admissible heuristics on 300 random graphs")
    void admissible() {
        randomQueries(Termination.OPTIMAL, 0);
    }

    @Test
    @Order(12)
    @Graded(points = 2, visibility = Visibility.HIDDEN)
    @DisplayName("goal rule, heuristic overestimating by at most 5: path at most 5 too long")
    void boundedOverestimate() {
        randomQueries(Termination.GOAL, 5);
    }

    @Test
    @Order(13)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("no path, and the start is the goal")
    void noPathAndStartIsGoal() {
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 1).connect("B", "A", 1).connect("C", "A", 1).build();
        TableHeuristic zero = new TableHeuristic("zero", new double[3]);
        assertNull(A2Visible.search().search(g, g.node("A"), g.node("C"), zero, Termination.OPTIMAL, step -> {}),
                "C cannot be reached from A: the search must return null");
        assertEquals(List.of(), A2Visible.search().search(g, g.node("B"), g.node("B"), zero, Termination.OPTIMAL, step -> {}),
                "from B to B the path has no connections");
    }
}
