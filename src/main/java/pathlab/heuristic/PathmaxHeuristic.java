package pathlab.heuristic;

import pathlab.graph.Graph;
import pathlab.search.Heuristic;

/**
 * Pathmax, in the manner of bidirectional pathmax (BPMX: Felner, Zahavi, Schaeffer and Holte,
 * "Dual Lookups in Pattern Databases", IJCAI 2005): an inconsistent heuristic made less so by
 * passing large estimates on to neighbours. If a neighbour m of node n is estimated h(m), then
 * reaching the goal from n costs at least {@code h(m) - cost(n, m)}: from n one could step to m,
 * and from m the goal is at least h(m) away (an undirected graph, so the step costs the same
 * both ways). So n's estimate may be raised to that, and a raised estimate is still a lower bound.
 *
 * <p>Here the propagation happens when the search asks for an estimate: a node's estimate is the
 * largest of its base estimate and, over its neighbours already estimated in this search,
 * their (raised) estimate minus the connection's cost; it is remembered for the node's own
 * neighbours later. The lecture's cluster heuristic jumps where a route crosses into another
 * cluster ({@link pathlab.heuristic.cluster.ClusterHeuristic}: admissible, not consistent), so A* finds cheaper routes to
 * closed nodes and reopens them; with the jump spread over the neighbours, fewer are reopened.
 * An infinite estimate (a dead end, {@link pathlab.heuristic.cluster.DeadEndHeuristic}) is not passed on: it is not a lower
 * bound.
 *
 * <p>Cost: one look at each neighbour per estimate, a double and an int per node. One instance
 * serves one search at a time.
 *
 * <pre>
 *   Heuristic h = PathmaxHeuristic.of(grid, ClusterHeuristic.build(grid, Rooms.of(grid), new OctileHeuristic(grid)));
 * </pre>
 */
public final class PathmaxHeuristic implements Heuristic {
    private final Graph graph;
    private final Heuristic base;
    private final double[] raised;    // per node, its estimate in the current search
    private final int[] searchOf;     // per node, the search its estimate belongs to
    private int search = 1;
    private int lastGoal = -1;

    private PathmaxHeuristic(Graph graph, Heuristic base) {
        this.graph = graph;
        this.base = base;
        this.raised = new double[graph.nodeCount()];
        this.searchOf = new int[graph.nodeCount()];
    }

    /** Pathmax over the base heuristic on an undirected graph. */
    public static PathmaxHeuristic of(Graph graph, Heuristic base) {
        if (graph.reversed() != graph) {
            throw new IllegalArgumentException("pathmax needs an undirected graph (a grid): a step must cost the same both ways");
        }
        return new PathmaxHeuristic(graph, base);
    }

    @Override
    public void beginSearch(int start, int goal) {
        search++;
        lastGoal = goal;
        base.beginSearch(start, goal);
    }

    @Override
    public double estimate(int node, int goal) {
        if (goal != lastGoal) {         // estimates asked without beginSearch, for a new goal
            search++;
            lastGoal = goal;
        }
        double h = base.estimate(node, goal);
        if (searchOf[node] == search) {
            h = Math.max(h, raised[node]);
        }
        for (int c = graph.firstConnection(node); c != Graph.NONE; c = graph.nextConnection(node, c)) {
            int m = graph.connectionTo(c);
            if (searchOf[m] == search && raised[m] < Double.POSITIVE_INFINITY) {
                h = Math.max(h, raised[m] - graph.connectionCost(c));
            }
        }
        raised[node] = h;
        searchOf[node] = search;
        return h;
    }

    public Heuristic base() {
        return base;
    }

    @Override
    public String toString() {
        return "pathmax(" + base + ")";
    }
}
