package pathlab.heuristic.landmark;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;

import pathlab.Memory;
import pathlab.graph.Graph;
import pathlab.grid.GridGraph;

/**
 * Landmark cost tables: cost(L_i, n) for every landmark L_i and node n (and cost(n, L_i)
 * on a directed graph), from one search per landmark ({@link LandmarkSearches}: Dijkstra, or
 * breadth-first search when every cost is 1), run in parallel threads. Red Blob Games, "Improving
 * Heuristics", "Implementation": "we can store it in a 2D array, cost[i][n]".
 *
 * <p>Storage: one {@code double} per node and landmark, node-major ({@code [n * k + i]}), so one
 * heuristic call reads the k costs of a node from one place in memory. Doubles hold the costs
 * exactly as Dijkstra computed them, so the heuristic is exact when the start or the goal is a
 * landmark, and on a grid whose costs are exact binary fractions every estimated-total-cost on a
 * shortest path is <em>exactly</em> equal, so A*'s tie-breaking can follow the path (see
 * {@code pathlab.bench.LandmarkBench}). Rounded, smaller tables are {@link CompactLandmarkTables}.
 *
 * <p>Map changes (appendix "Map changes"): tables remember the graph each landmark was computed
 * on. After the map changes ({@link pathlab.grid.GridMap#withCell}), {@link #isCurrentFor} says
 * no; {@link #refresh} recomputes the stale landmarks (all, or the ones you name), and
 * {@link #refreshInBackground} does it on other threads while the old tables stay in use. Tables
 * never change once built: a refresh or a moved landmark makes new tables, and a
 * {@link LandmarkHeuristic} is switched to them with {@code use}.
 *
 * <pre>
 *   LandmarkTables tables = LandmarkTables.build(graph, landmarks);
 *   Heuristic h = new LandmarkHeuristic(new OctileHeuristic(graph), tables);
 * </pre>
 *
 * <p>Cost: building is k (2k when directed) searches; memory 8 bytes × n × k (× 2 when directed).
 */
public final class LandmarkTables implements LandmarkBounds {
    private final int nodeCount;
    private final int[] landmarks;
    private final boolean symmetric;
    private final double[] from;      // cost(L_i, n) at [n * k + i]
    private final double[] to;        // cost(n, L_i); the same array when symmetric
    private final Graph[] builtFor;   // the graph each landmark's costs were computed on
    private final long buildNanos;
    private final long buildCpuNanos;

    private LandmarkTables(int nodeCount, int[] landmarks, boolean symmetric, double[] from, double[] to,
                           Graph[] builtFor, long buildNanos, long buildCpuNanos) {
        this.nodeCount = nodeCount;
        this.landmarks = landmarks;
        this.symmetric = symmetric;
        this.from = from;
        this.to = to;
        this.builtFor = builtFor;
        this.buildNanos = buildNanos;
        this.buildCpuNanos = buildCpuNanos;
    }

    /** Builds the tables of these landmarks on the graph, one search per landmark in parallel. */
    public static LandmarkTables build(Graph graph, int... landmarks) {
        int n = graph.nodeCount();
        int k = landmarks.length;
        boolean symmetric = graph.reversed() == graph;
        Memory.require(8L * n * k * (symmetric ? 1 : 2), "a table of " + k + " landmarks x " + n + " nodes");
        LandmarkTables empty = new LandmarkTables(n, landmarks.clone(), symmetric, null, null, new Graph[k], 0, 0);
        return empty.recompute(graph, LandmarkSearches.all(k), empty.landmarks);
    }

    /**
     * New tables with landmarks {@code which} recomputed on {@code graph} at the nodes
     * {@code newNodes} (the same nodes to refresh after a map change, others to move them).
     */
    private LandmarkTables recompute(Graph graph, int[] which, int[] newNodes) {
        if (graph.nodeCount() != nodeCount || (graph.reversed() == graph) != symmetric) {
            throw new IllegalArgumentException("the tables were built for a graph of " + nodeCount
                    + " nodes with " + (symmetric ? "symmetric" : "directed") + " costs, not for " + graph);
        }
        long begin = System.nanoTime();
        int k = landmarks.length;
        // Copy on write: the old tables stay valid for searches still using them. A first build
        // (no tables yet) starts from fresh arrays.
        double[] newFrom = from == null ? new double[nodeCount * k] : from.clone();
        double[] newTo = symmetric ? newFrom : to == null ? new double[nodeCount * k] : to.clone();
        Graph[] newBuiltFor = builtFor.clone();
        int[] newLandmarks = landmarks.clone();
        for (int w = 0; w < which.length; w++) {
            newLandmarks[which[w]] = newNodes[w];
            newBuiltFor[which[w]] = graph;
        }
        long cpu = LandmarkSearches.run(graph, newLandmarks, which, (i, costsFrom, costsTo) -> {
            // Each thread writes only its own landmark's column i: no two threads touch one entry.
            store(costsFrom, newFrom, i, k);
            if (!symmetric) {
                store(costsTo, newTo, i, k);
            }
        });
        return new LandmarkTables(nodeCount, newLandmarks, symmetric, newFrom, newTo, newBuiltFor,
                System.nanoTime() - begin, cpu);
    }

    /** Writes one landmark's costs into column i. */
    private static void store(double[] costs, double[] table, int i, int k) {
        for (int node = 0; node < costs.length; node++) {
            table[node * k + i] = costs[node];
        }
    }

    /** New tables with landmark i moved to {@code node} and recomputed on {@code graph}. */
    public LandmarkTables withLandmark(int i, int node, Graph graph) {
        return recompute(graph, new int[] {i}, new int[] {node});
    }

    /** Whether every landmark's costs were computed on this graph (for grids: on this very map). */
    public boolean isCurrentFor(Graph graph) {
        return staleFor(graph).length == 0;
    }

    /** The landmarks whose costs were computed on another graph or map version than this one. */
    public int[] staleFor(Graph graph) {
        return Arrays.stream(LandmarkSearches.all(landmarks.length)).filter(i -> !sameGraph(builtFor[i], graph)).toArray();
    }

    /** New tables with every stale landmark recomputed on the current graph. */
    public LandmarkTables refresh(Graph current) {
        return refresh(current, staleFor(current));
    }

    /** New tables with the named landmarks recomputed on the current graph (one at a time, or all). */
    public LandmarkTables refresh(Graph current, int... which) {
        int[] nodes = Arrays.stream(which).map(i -> landmarks[i]).toArray();
        return recompute(current, which, nodes);
    }

    /**
     * Refreshes the stale landmarks on other threads ("these distance fields can be updated in a
     * background thread"); meanwhile these tables, stale as they are, keep serving searches.
     */
    public CompletableFuture<LandmarkTables> refreshInBackground(Graph current) {
        return CompletableFuture.supplyAsync(() -> refresh(current));
    }

    /** The map version landmark i was computed on (a grid map's {@code version()}), or -1 for other graphs. */
    public int mapVersion(int i) {
        return builtFor[i] instanceof GridGraph g ? g.map().version() : -1;
    }

    /** A grid graph stands for its map: a new graph object on the same map version is the same graph. */
    private static boolean sameGraph(Graph a, Graph b) {
        if (a == b) {
            return true;
        }
        return a instanceof GridGraph ga && b instanceof GridGraph gb && ga.map() == gb.map()
                && ga.moves() == gb.moves() && ga.diagonalCost() == gb.diagonalCost()
                && ga.cutsCorners() == gb.cutsCorners();
    }

    /** How long the last build or refresh took, in nanoseconds (all its searches, in parallel). */
    public long buildNanos() {
        return buildNanos;
    }

    /** The number of nodes of the graph the tables are for. */
    public int nodeCount() {
        return nodeCount;
    }

    /**
     * The CPU time of the last build's or refresh's searches, all threads together, in
     * nanoseconds; divided by {@link #buildThreads} it is the build time on idle cores.
     */
    public long buildCpuNanos() {
        return buildCpuNanos;
    }

    /** The number of threads a build of these tables uses. */
    public int buildThreads() {
        return LandmarkSearches.threads(landmarks.length);
    }

    /** The landmark nodes (a copy). */
    public int[] landmarks() {
        return landmarks.clone();
    }

    /** The largest finite stored cost: what a compact encoding must be able to hold. */
    public double maxCost() {
        double max = 0;
        for (double[] table : symmetric ? new double[][] {from} : new double[][] {from, to}) {
            for (double c : table) {
                if (c != Double.POSITIVE_INFINITY && c > max) {
                    max = c;
                }
            }
        }
        return max;
    }

    @Override
    public int count() {
        return landmarks.length;
    }

    @Override
    public int landmark(int i) {
        return landmarks[i];
    }

    @Override
    public double from(int i, int node) {
        return from[node * landmarks.length + i];
    }

    @Override
    public double to(int i, int node) {
        return to[node * landmarks.length + i];
    }

    @Override
    public boolean symmetric() {
        return symmetric;
    }

    /** Stored exactly: no rounding error. */
    @Override
    public double error(int i) {
        return 0;
    }

    @Override
    public long bytes() {
        return 8L * from.length * (symmetric ? 1 : 2);
    }

    @Override
    public String toString() {
        return "LandmarkTables(" + landmarks.length + " landmarks, " + (symmetric ? "symmetric" : "directed")
                + ", " + bytes() / 1024 + " KiB)";
    }
}
