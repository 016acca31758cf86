package pathlab.heuristic.cluster;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import pathlab.graph.Clusters;
import pathlab.graph.Graph;
import pathlab.graph.InsideCluster;
import pathlab.heuristic.HeuristicCheck;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/**
 * The dead-end heuristic (Björnsson and Halldórsson, "Improved Heuristics for Optimal Path-finding
 * on Game Maps", AIIDE 2006): rooms that a query's path cannot need are left out of the search.
 * Here a room is a dead end when it touches only one other room; a search that neither starts
 * nor ends in it would only go in and come out again into the same room. Its nodes get the
 * estimate +infinity, so A* never expands them before the goal; every other node gets the base
 * estimate.
 *
 * <p><b>Why no optimal path is lost.</b> Going in and out again could still be a short cut, if
 * the room bulges into a bend of its neighbour. So a room counts as a dead end only if it is
 * <em>sealed</em>: for any two nodes u, v of the neighbour room next to it, the cheapest route
 * from u to v inside the neighbour room costs no more than the base distance from u to v, a lower
 * bound of every route (checked once, with a search per pair, for rooms whose opening has at most
 * {@link #MAX_OPENING} nodes). Then any path through a dead end can be replaced, one visit at a
 * time, by a path inside its neighbour that costs no more, and some optimal path avoids every
 * dead end. The estimate +infinity is not a lower bound for the nodes of a dead end, which is why
 * the heuristic is path-admissible rather than admissible: A* still returns an optimal path, and
 * a heuristic check without a search ({@link HeuristicCheck}) sees the base estimates only.
 *
 * <p>Which rooms are left out depends on the start as well as the goal: the rooms of both are
 * never left out. A search says where it starts through {@link #beginSearch}; before the first
 * search, nothing is left out.
 *
 * <p>Cost: precomputation, a few searches per small room; per query, O(dead ends); per estimate,
 * one array read and the base estimate. Like {@code AStar}, one instance serves one search at a
 * time.
 *
 * <pre>
 *   Heuristic h = DeadEndHeuristic.build(grid, Rooms.of(grid), new OctileHeuristic(grid), new OctileHeuristic(grid));
 * </pre>
 */
public final class DeadEndHeuristic implements Heuristic {
    /** The largest opening, in nodes, of a room that is checked for being sealed. */
    public static final int MAX_OPENING = 24;

    private final Clusters clusters;
    private final Heuristic base;
    private final int[] deadEnds;        // the sealed rooms that touch one other room
    private final boolean[] leftOut;     // per room, during the current search
    private final double precomputeMillis;

    private DeadEndHeuristic(Clusters clusters, Heuristic base, int[] deadEnds, double precomputeMillis) {
        this.clusters = clusters;
        this.base = base;
        this.deadEnds = deadEnds;
        this.leftOut = new boolean[clusters.count()];
        this.precomputeMillis = precomputeMillis;
    }

    /**
     * Finds the dead ends of the clusters on an undirected graph. {@code distance} is a lower
     * bound of the cost between any two nodes (the octile distance on a grid), for the check
     * that a room is sealed; {@code base} gives the estimates outside the dead ends.
     */
    public static DeadEndHeuristic build(Graph graph, Clusters clusters, Heuristic distance, Heuristic base) {
        if (graph.reversed() != graph) {
            throw new IllegalArgumentException("the dead-end heuristic needs an undirected graph (a grid)");
        }
        long started = System.nanoTime();
        int k = clusters.count();
        int[] neighbour = new int[k];          // the one room a room touches, -1 for none yet, -2 for several
        Arrays.fill(neighbour, -1);
        List<List<Integer>> opening = new ArrayList<>();   // per room: the neighbour's nodes next to it
        for (int c = 0; c < k; c++) {
            opening.add(new ArrayList<>());
        }
        for (int node = 0; node < graph.nodeCount(); node++) {
            int a = clusters.clusterOf(node);
            for (int c = graph.firstConnection(node); a != Clusters.NONE && c != Graph.NONE; c = graph.nextConnection(node, c)) {
                int to = graph.connectionTo(c);
                int b = clusters.clusterOf(to);
                if (b == a || b == Clusters.NONE) {
                    continue;
                }
                neighbour[a] = neighbour[a] == -1 || neighbour[a] == b ? b : -2;
                List<Integer> open = opening.get(a);
                if (neighbour[a] >= 0 && open.size() <= MAX_OPENING && !open.contains(to)) {
                    open.add(to);
                }
            }
        }
        InsideCluster view = new InsideCluster(graph, clusters);
        AStar inside = new AStar(view, SearchOptions.grid());
        List<Integer> deadEnds = new ArrayList<>();
        for (int room = 0; room < k; room++) {
            if (neighbour[room] >= 0 && opening.get(room).size() <= MAX_OPENING
                    && sealed(view, inside, neighbour[room], opening.get(room), distance)) {
                deadEnds.add(room);
            }
        }
        return new DeadEndHeuristic(clusters, base, deadEnds.stream().mapToInt(Integer::intValue).toArray(),
                (System.nanoTime() - started) / 1e6);
    }

    /** Whether every two nodes of the opening are joined inside the neighbour as cheaply as the distance says. */
    private static boolean sealed(InsideCluster view, AStar inside, int neighbour, List<Integer> opening, Heuristic distance) {
        view.enter(neighbour);
        for (int i = 0; i < opening.size(); i++) {
            for (int j = i + 1; j < opening.size(); j++) {
                int u = opening.get(i);
                int v = opening.get(j);
                SearchResult r = inside.search(u, v, distance);
                if (!(r.cost() <= distance.estimate(u, v) + HeuristicCheck.TOLERANCE)) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public void beginSearch(int start, int goal) {
        for (int room : deadEnds) {
            leftOut[room] = true;
        }
        for (int node : new int[] {start, goal}) {
            int c = clusters.clusterOf(node);
            if (c != Clusters.NONE) {
                leftOut[c] = false;
            }
        }
        base.beginSearch(start, goal);
    }

    @Override
    public double estimate(int node, int goal) {
        int c = clusters.clusterOf(node);
        return c != Clusters.NONE && leftOut[c] ? Double.POSITIVE_INFINITY : base.estimate(node, goal);
    }

    public Heuristic base() {
        return base;
    }

    /** How many rooms are dead ends (left out of every search that neither starts nor ends in them). */
    public int deadEndCount() {
        return deadEnds.length;
    }

    /** Whether a room is a dead end. */
    public boolean isDeadEnd(int room) {
        return Arrays.stream(deadEnds).anyMatch(d -> d == room);
    }

    /** How long {@link #build} took, in milliseconds (for benchmarks; varies from run to run). */
    public double precomputeMillis() {
        return precomputeMillis;
    }

    @Override
    public String toString() {
        return "dead-end(" + deadEnds.length + " of " + clusters.count() + " rooms, " + base + ")";
    }
}
