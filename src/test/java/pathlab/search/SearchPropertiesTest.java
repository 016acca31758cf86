package pathlab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.junit.jupiter.api.Test;

import pathlab.graph.DirectedGraph;

/**
 * Properties on 1000 seeded random graphs of up to 200 nodes:
 * <ul>
 *   <li>Dijkstra's cost equals JGraphT's DijkstraShortestPath (an independent implementation);
 *   <li>A* with admissible heuristics (Euclidean, which is also consistent, and the true cost
 *       scaled down at random, which is not) returns Dijkstra's cost, under both termination
 *       rules and every tie-breaking rule;
 *   <li>with a heuristic that overestimates by at most x and reopening on, the goal rule's path
 *       is at most x too long (lecture, "Overestimating Heuristic") and the optimal rule's path
 *       is optimal;
 *   <li>every path is a chain of real connections from start to goal whose costs add up.
 * </ul>
 */
class SearchPropertiesTest {
    static final int GRAPHS = 1000;
    static final double EPS = SearchAsserts.EPS;

    /** The search stores each node's state as NodeState's byte code and reads it back with NodeState.of. */
    @Test
    void nodeStateCodesReadBackAndUnvisitedIsZero() {
        for (NodeState s : NodeState.values()) {
            assertEquals(s, NodeState.of(s.code()));
        }
        assertEquals(0, NodeState.UNVISITED.code(), "a new byte array means every node is unvisited");
    }

    @Test
    void dijkstraAgreesWithJGraphT() {
        for (long seed = 0; seed < GRAPHS; seed++) {
            RandomGraphs r = new RandomGraphs(seed);
            DirectedGraph g = r.graph;
            var oracle = new DijkstraShortestPath<>(jgrapht(g));
            Dijkstra dijkstra = new Dijkstra(g);
            Random pick = new Random(seed);
            for (int q = 0; q < 3; q++) {
                int start = pick.nextInt(g.nodeCount());
                int goal = pick.nextInt(g.nodeCount());
                SearchResult ours = dijkstra.search(start, goal);
                var theirs = oracle.getPath(start, goal);
                if (theirs == null) {
                    assertFalse(ours.found(), "seed " + seed);
                } else {
                    assertEquals(theirs.getWeight(), ours.cost(), EPS, "seed " + seed);
                    SearchAsserts.assertIsPath(g, ours, start, goal);
                }
            }
        }
    }

    /** A random query on a seeded random graph, with the true cost from every node to the goal. */
    record Query(RandomGraphs r, DirectedGraph g, Random random, int start, int goal, double[] toGoal) {
        static Query of(long seed) {
            RandomGraphs r = new RandomGraphs(seed);
            Random random = new Random(seed);
            int start = random.nextInt(r.graph.nodeCount());
            int goal = random.nextInt(r.graph.nodeCount());
            double[] toGoal = new AStar(r.graph.reversed()).costsFrom(goal);
            SearchAsserts.assertCheapest(r.graph.reversed(), toGoal, goal);
            return new Query(r, r.graph, random, start, goal, toGoal);
        }

        /** The true cost to the goal, 0 where the goal cannot be reached. */
        double trueCost(int node) {
            return Double.isInfinite(toGoal[node]) ? 0 : toGoal[node];
        }
    }

    @Test
    void admissibleHeuristicsGiveDijkstrasCost() {
        for (long seed = 0; seed < GRAPHS; seed++) {
            Query q = Query.of(seed);
            DirectedGraph g = q.g();
            int start = q.start();
            int goal = q.goal();
            double[] scale = q.random().doubles(g.nodeCount(), 0, 1).toArray();
            Heuristic euclidean = q.r()::euclidean;
            Heuristic scaledTrue = (node, target) -> q.trueCost(node) * scale[node];
            double optimal = new Dijkstra(g).search(start, goal).cost();
            assertEquals(q.toGoal()[start], optimal, EPS);
            for (Termination stop : Termination.values()) {
                for (TieBreak ties : TieBreak.values()) {
                    AStar astar = new AStar(g, SearchOptions.lecture().withTermination(stop).withTies(ties));
                    for (Heuristic h : new Heuristic[] {euclidean, scaledTrue}) {
                        SearchResult result = SearchAsserts.searchAndAssertClosedNodesSettled(astar, start, goal, h);
                        SearchAsserts.assertOptimal(result, optimal, "seed " + seed + " " + stop + " " + ties);
                    }
                }
            }
        }
    }

    @Test
    void overestimatingByAtMostXCostsAtMostX() {
        for (long seed = 0; seed < GRAPHS; seed++) {
            Query q = Query.of(seed);
            DirectedGraph g = q.g();
            int start = q.start();
            int goal = q.goal();
            double x = q.random().nextDouble() * 50;
            double[] over = q.random().doubles(g.nodeCount(), 0, x).toArray();
            Heuristic h = (node, target) -> q.trueCost(node) + over[node];
            double optimal = q.toGoal()[start];
            SearchResult goalRule = SearchAsserts.searchAndAssertClosedNodesSettled(
                    new AStar(g, SearchOptions.lecture().withTermination(Termination.GOAL)), start, goal, h);
            SearchResult optimalRule = SearchAsserts.searchAndAssertClosedNodesSettled(
                    new AStar(g, SearchOptions.lecture()), start, goal, h);
            if (Double.isInfinite(optimal)) {
                assertFalse(goalRule.found());
                assertFalse(optimalRule.found());
            } else {
                assertTrue(goalRule.cost() <= optimal + x + EPS, "seed " + seed);
                SearchAsserts.assertIsPath(g, goalRule, start, goal);
                SearchAsserts.assertOptimal(optimalRule, optimal, "seed " + seed);
            }
        }
    }

    @Test
    void startIsGoal() {
        DirectedGraph g = new RandomGraphs(7).graph;
        for (Termination stop : Termination.values()) {
            SearchResult r = new AStar(g, SearchOptions.lecture().withTermination(stop)).search(0, 0, Heuristic.ZERO);
            assertTrue(r.found());
            assertEquals(0, r.cost());
            assertTrue(r.path().isEmpty());
        }
    }

    @Test
    void noPathIsANormalResult() {
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 1).connect("C", "A", 1).build();
        SearchResult r = new AStar(g).search(g.node("A"), g.node("C"), Heuristic.ZERO);
        assertFalse(r.found());
        assertEquals(Double.POSITIVE_INFINITY, r.cost());
        assertTrue(r.path().isEmpty());
        assertEquals("No path", r.pathNames());
        assertEquals(NodeState.CLOSED, r.fill().state(g.node("B")));
        assertEquals(NodeState.UNVISITED, r.fill().state(g.node("C")));
    }

    /** The lecture's "Problem (cont.)": of two connections between a pair, the cheaper is used. */
    @Test
    void parallelConnectionsArePathsOfConnections() {
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 5).connect("A", "B", 2).build();
        SearchResult r = new Dijkstra(g).search(g.node("A"), g.node("B"));
        assertEquals(2, r.cost());
        assertEquals(1, r.path().get(0).id());
    }

    @Test
    void engineIsReusableAcrossQueries() {
        RandomGraphs r = new RandomGraphs(3);
        AStar shared = new AStar(r.graph);
        for (int goal = 0; goal < r.graph.nodeCount(); goal++) {
            SearchResult reused = shared.search(0, goal, r::euclidean);
            SearchResult fresh = new AStar(r.graph).search(0, goal, r::euclidean);
            assertEquals(fresh.cost(), reused.cost());
            assertEquals(fresh.iterations(), reused.iterations());
            assertEquals(fresh.path(), reused.path());
        }
    }

    static DirectedWeightedPseudograph<Integer, Integer> jgrapht(DirectedGraph g) {
        DirectedWeightedPseudograph<Integer, Integer> j = new DirectedWeightedPseudograph<>(Integer.class);
        for (int v = 0; v < g.nodeCount(); v++) {
            j.addVertex(v);
        }
        for (int c = 0; c < g.connectionCount(); c++) {
            j.addEdge(g.connectionFrom(c), g.connectionTo(c), c);
            j.setEdgeWeight(c, g.connectionCost(c));
        }
        return j;
    }

    /** Costs read at some nodes are the full table's at those nodes, on one engine reused (nothing left from the search before). */
    @Test
    void costsFromReadAtSomeNodesAreTheTablesEntries() {
        for (long seed = 1; seed <= 20; seed++) {
            RandomGraphs r = new RandomGraphs(seed);
            Random random = new Random(seed);
            AStar engine = new AStar(r.graph);
            for (int query = 0; query < 3; query++) {
                int[] sources = random.ints(1 + query, 0, r.graph.nodeCount()).toArray();
                int[] nodes = random.ints(10, 0, r.graph.nodeCount()).toArray();
                double[] some = engine.costsFrom(sources, nodes);
                double[] all = new AStar(r.graph).costsFrom(sources);
                for (int i = 0; i < nodes.length; i++) {
                    assertEquals(all[nodes[i]], some[i], "seed " + seed + ", node " + nodes[i]);
                }
            }
        }
    }
}
