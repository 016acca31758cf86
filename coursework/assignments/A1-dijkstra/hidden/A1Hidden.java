package pathlab.coursework.a1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import pathlab.coursework.Graded;
import pathlab.coursework.PathCheck;
import pathlab.coursework.RandomGraphs;
import pathlab.coursework.StudentSeed;
import pathlab.coursework.Visibility;
import pathlab.graph.Connection;
import pathlab.graph.DirectedGraph;
import pathlab.search.Dijkstra;
import pathlab.search.SearchResult;

/**
 * Assignment A1, Dijkstra: the tests only grading runs. Costs equal the library's Dijkstra on
 * random graphs (several connections between a pair, loops, unreachable goals included); the
 * cheaper of two parallel connections is the one on the path; a search from the goal to itself.
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A1Hidden {

    @Test
    @Order(11)
    @Graded(points = 3, visibility = Visibility.HIDDEN)
    @DisplayName("costs equal the reference on 300 random graphs")
    void randomGraphs() {
        Random random = StudentSeed.random(14);
        for (int round = 0; round < 300; round++) {
            DirectedGraph g = RandomGraphs.graph(random);
            int start = random.nextInt(g.nodeCount()), goal = random.nextInt(g.nodeCount());
            SearchResult reference = new Dijkstra(g).search(start, goal);
            List<Connection> path = A1Visible.search().search(g, start, goal, step -> {});
            String query = "from " + g.nodeName(start) + " to " + g.nodeName(goal) + " on\n" + RandomGraphs.describe(g);
            double cost = PathCheck.cost(g, start, goal, path, reference.cost(), query);
            assertEquals(reference.cost(), cost, 1e-9, () -> "the cheapest path " + query + "\ncosts "
                    + reference.cost() + ", yours: " + PathCheck.describe(g, start, path));
        }
    }

    @Test
    @Order(12)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("several connections between a pair: the cheaper one is used")
    void parallelConnections() {
        DirectedGraph g = new DirectedGraph.Builder()
                .connect("A", "B", 5).connect("A", "B", 2).connect("B", "C", 4).connect("B", "C", 1).connect("A", "C", 9)
                .build();
        List<Connection> path = A1Visible.search().search(g, g.node("A"), g.node("C"), step -> {});
        assertEquals(3.0, PathCheck.cost(g, g.node("A"), g.node("C"), path),
                "A>B costs 5 or 2 and B>C 4 or 1: the path must take the cheaper connections, A B C for 3");
    }

    @Test
    @Order(13)
    @Graded(points = 1, visibility = Visibility.HIDDEN)
    @DisplayName("the start is the goal: an empty path")
    void startIsGoal() {
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 1).connect("B", "A", 1).build();
        List<Connection> path = A1Visible.search().search(g, g.node("B"), g.node("B"), step -> {});
        assertEquals(List.of(), path, "from B to B the path has no connections");
    }
}
