package pathlab.heuristic.cluster;

import java.util.Arrays;

import pathlab.graph.Clusters;
import pathlab.graph.DirectedGraph;
import pathlab.graph.Graph;
import pathlab.graph.InsideCluster;
import pathlab.search.AStar;

/**
 * The tables of the gateway heuristic (Björnsson and Halldórsson, "Improved Heuristics for
 * Optimal Path-finding on Game Maps", AIIDE 2006): the map is cut into areas (clusters, such as
 * rooms), the places where two areas touch are its <em>gateways</em>, and two kinds of distances
 * are stored: from each node to each gateway of its own area, and between every two gateways.
 *
 * <p><b>Gateways.</b> A node of cluster a is a border node toward cluster b when one of its
 * connections leads into b. The border nodes of a toward b fall into groups that touch each other
 * (a doorway is one group; two doors between the same rooms are two): each group, cut into pieces
 * of at most {@link #WIDTH} nodes where an opening is wide, is a gateway of a. A node at a corner
 * where three areas meet is in a gateway toward each of the other two.
 *
 * <p><b>Distances.</b> For each border node u of area a, one Dijkstra from u that never leaves a
 * ({@link InsideCluster}) gives every node x of a its distance inside a from u; the least over
 * a gateway's nodes is {@code inside(x, G)}. The same searches join the border nodes into a
 * graph of their own: two border nodes of one area by their distance inside it, two border nodes
 * of neighbouring areas by the connection between them. Every route between border nodes is a
 * chain of such pieces, so one Dijkstra on that small graph from each gateway's nodes gives the
 * exact least cost between two gateways, {@code between(G, H)}.
 *
 * <p><b>Why every value is a lower bound.</b> Follow any route from x in area a to y in area b
 * (a ≠ b). Until it first leaves a it stays in a and ends on a border node of some gateway G of a,
 * so that part costs at least {@code inside(x, G)}; after it last enters b it stays in b and
 * starts on a node of some gateway H of b, so that part costs at least {@code inside(y, H)}. The
 * part in between goes from a node of G to a node of H: at least {@code between(G, H)}. So
 * {@code min over G, H of inside(x, G) + between(G, H) + inside(y, H)} never overestimates
 * ({@link GatewayHeuristic}). The graph must be undirected (each connection as dear backwards,
 * as on grids), so that the distance from a gateway to x is also the distance from x to it.
 * Costs are stored rounded down (to sixteenths of a step inside areas, to floats between
 * gateways), which keeps them lower bounds. Cutting an opening into pieces keeps the proof:
 * every border node is in some gateway.
 *
 * <p>Cost: one Dijkstra per border node, each over its own area only (not the whole map, as the
 * lecture's table searches once per cluster), and one per gateway on the small graph of the
 * border nodes. Memory: 16 bits per node and gateway of its area, g (g + 1) / 2 floats between
 * the g gateways (one per pair), and one int per node.
 *
 * <pre>
 *   GatewayTable t = GatewayTable.build(grid, Rooms.of(grid));
 *   t.gatewayCount(); t.memoryBytes(); t.precomputeMillis();
 * </pre>
 */
public final class GatewayTable {
    /**
     * The default largest gateway, in nodes. A wide opening between two areas is cut into
     * gateways of at most this many nodes: the table keeps one distance per gateway, the least
     * over its nodes, so a wide gateway underestimates for nodes far from its nearest point.
     */
    public static final int WIDTH = 4;

    private static final char UNREACHABLE = Character.MAX_VALUE;
    private final Clusters clusters;
    private final int[] firstGateway;     // the gateways of cluster c are firstGateway[c] .. firstGateway[c+1]-1
    private final int[] slot;             // per node: where its distances to its cluster's gateways start, -1 for none
    private final char[] inside;          // at slot[x] + (G - firstGateway[c]): inside(x, G) in 1/16ths
    private final float[] between;        // G >= H at G (G + 1) / 2 + H: the graph is undirected, so between(G, H) = between(H, G)
    private final int[] gatewayOf;        // per node: one gateway it belongs to, -1 for none (for pictures)
    private final double precomputeMillis;

    private GatewayTable(Clusters clusters, int[] firstGateway, int[] slot, char[] inside, float[] between,
                         int[] gatewayOf, double precomputeMillis) {
        this.clusters = clusters;
        this.firstGateway = firstGateway;
        this.slot = slot;
        this.inside = inside;
        this.between = between;
        this.gatewayOf = gatewayOf;
        this.precomputeMillis = precomputeMillis;
    }

    /** Finds the gateways of the clusters, at most {@link #WIDTH} nodes each, and computes the distances. */
    public static GatewayTable build(Graph graph, Clusters clusters) {
        return build(graph, clusters, WIDTH);
    }

    /** Finds the gateways of the clusters, at most {@code width} nodes each, and computes the distances. */
    public static GatewayTable build(Graph graph, Clusters clusters, int width) {
        if (width < 1) {
            throw new IllegalArgumentException("gateway width " + width + " must be at least 1");
        }
        if (clusters.nodeCount() != graph.nodeCount()) {
            throw new IllegalArgumentException("the clusters cover " + clusters.nodeCount()
                    + " nodes but the graph has " + graph.nodeCount());
        }
        if (graph.reversed() != graph) {
            throw new IllegalArgumentException("the gateway heuristic needs an undirected graph (a grid), whose"
                    + " connections cost the same both ways");
        }
        long started = System.nanoTime();
        Borders borders = Borders.find(graph, clusters, width);
        int[] firstGateway = gatewaysOfEachCluster(borders, clusters.count());
        int[] slot = slots(clusters, firstGateway);
        BorderGraph border = new BorderGraph(graph, borders);
        char[] inside = insideEachArea(graph, clusters, borders, firstGateway, slot, border);
        border.addCrossings(clusters);
        float[] between = border.betweenGateways();
        return new GatewayTable(clusters, firstGateway, slot, inside, between, borders.anyGatewayOf(),
                (System.nanoTime() - started) / 1e6);
    }

    /** Where each cluster's gateways start in the gateways' numbering (they are numbered by cluster). */
    private static int[] gatewaysOfEachCluster(Borders borders, int k) {
        int[] firstGateway = new int[k + 1];
        for (int gate = 0; gate < borders.gatewayCount; gate++) {
            firstGateway[borders.clusterOfGateway[gate] + 1]++;
        }
        for (int c = 0; c < k; c++) {
            firstGateway[c + 1] += firstGateway[c];
        }
        return firstGateway;
    }

    /** Per node, where its distances to its cluster's gateways start in {@code inside}; -1 for none. */
    private static int[] slots(Clusters clusters, int[] firstGateway) {
        int[] slot = new int[clusters.nodeCount()];
        int used = 0;
        for (int node = 0; node < slot.length; node++) {
            int c = clusters.clusterOf(node);
            slot[node] = c == Clusters.NONE ? -1 : used;
            used += c == Clusters.NONE ? 0 : firstGateway[c + 1] - firstGateway[c];
        }
        return slot;
    }

    /**
     * {@code inside(x, G)} for every node x and gateway G of its area: one Dijkstra that never
     * leaves the area from each of the area's border nodes, folded per gateway (the least over its
     * nodes). The same searches join the area's border nodes in the border graph.
     */
    private static char[] insideEachArea(Graph graph, Clusters clusters, Borders borders, int[] firstGateway,
                                         int[] slot, BorderGraph border) {
        int k = clusters.count();
        int used = 0;
        for (int c = 0; c < k; c++) {
            used += clusters.size(c) * (firstGateway[c + 1] - firstGateway[c]);
        }
        char[] inside = new char[used];
        Arrays.fill(inside, UNREACHABLE);
        InsideCluster view = new InsideCluster(graph, clusters);
        AStar dijkstra = new AStar(view);
        int[][] members = membersOfEach(clusters);
        for (int c = 0; c < k; c++) {
            view.enter(c);
            int[] areaBorder = borders.nodes(firstGateway[c], firstGateway[c + 1]);
            int[] borderAt = new int[areaBorder.length];   // each border node's index among the area's members
            for (int j = 0; j < areaBorder.length; j++) {
                borderAt[j] = Arrays.binarySearch(members[c], areaBorder[j]);
                assert borderAt[j] >= 0 : "border node " + areaBorder[j] + " is not in its area " + c;
            }
            for (int gate = firstGateway[c]; gate < firstGateway[c + 1]; gate++) {
                for (int u : borders.nodes(gate)) {
                    double[] cost = dijkstra.costsFrom(new int[] {u}, members[c]);   // cost[i]: to members[c][i]
                    for (int i = 0; i < members[c].length; i++) {
                        int at = slot[members[c][i]] + gate - firstGateway[c];
                        inside[at] = (char) Math.min(inside[at], sixteenths(cost[i]));
                    }
                    border.joinInsideArea(u, areaBorder, borderAt, cost);
                }
            }
        }
        return inside;
    }

    /**
     * The border graph: the border nodes, joined by their distances inside each area and by the
     * connections that cross from one area into the next. Every route between border nodes is a
     * chain of such pieces, so a Dijkstra on this small graph gives the least cost between gateways.
     */
    private static final class BorderGraph {
        final Graph graph;
        final Borders borders;
        final int[] borderIndex;            // per node of the map: its node in the border graph, -1 for none
        final DirectedGraph.Builder builder = new DirectedGraph.Builder();

        BorderGraph(Graph graph, Borders borders) {
            this.graph = graph;
            this.borders = borders;
            this.borderIndex = new int[graph.nodeCount()];
            Arrays.fill(borderIndex, -1);
            for (int gate = 0; gate < borders.gatewayCount; gate++) {
                for (int u : borders.nodes(gate)) {
                    if (borderIndex[u] < 0) {
                        borderIndex[u] = builder.addNode(Integer.toString(u));
                    }
                }
            }
        }

        /**
         * Joins border node u to each other border node of its area by its distance inside the
         * area: {@code cost[borderAt[j]]} to {@code areaBorder[j]}.
         */
        void joinInsideArea(int u, int[] areaBorder, int[] borderAt, double[] cost) {
            for (int j = 0; j < areaBorder.length; j++) {
                int v = areaBorder[j];
                double d = cost[borderAt[j]];
                if (v != u && d < Double.POSITIVE_INFINITY) {
                    builder.addConnection(borderIndex[u], borderIndex[v], d);
                }
            }
        }

        /** Adds each connection of the map that crosses from one area into another. */
        void addCrossings(Clusters clusters) {
            for (int node = 0; node < graph.nodeCount(); node++) {
                int a = clusters.clusterOf(node);
                for (int c = graph.firstConnection(node); a != Clusters.NONE && c != Graph.NONE; c = graph.nextConnection(node, c)) {
                    int to = graph.connectionTo(c);
                    int b = clusters.clusterOf(to);
                    if (b != a && b != Clusters.NONE) {
                        builder.addConnection(borderIndex[node], borderIndex[to], graph.connectionCost(c));
                    }
                }
            }
        }

        /** {@code between(G, H)} for every pair: one Dijkstra on the border graph from each gateway's nodes. */
        float[] betweenGateways() {
            int g = borders.gatewayCount;
            float[] between = new float[g * (g + 1) / 2];
            AStar overBorders = new AStar(builder.build());
            for (int gate = 0; gate < g; gate++) {
                int[] sources = borders.nodes(gate);
                for (int i = 0; i < sources.length; i++) {
                    sources[i] = borderIndex[sources[i]];
                }
                double[] cost = overBorders.costsFrom(sources);
                for (int other = 0; other <= gate; other++) {
                    double d = Double.POSITIVE_INFINITY;
                    for (int v : borders.nodes(other)) {
                        d = Math.min(d, cost[borderIndex[v]]);
                    }
                    between[triangle(gate, other)] = ClusterTable.roundedDown(d);
                }
            }
            return between;
        }
    }

    /** Each cluster's nodes, in id order: O(n) for all of them. */
    private static int[][] membersOfEach(Clusters clusters) {
        int[][] members = new int[clusters.count()][];
        int[] filled = new int[clusters.count()];
        for (int c = 0; c < members.length; c++) {
            members[c] = new int[clusters.size(c)];
        }
        for (int node = 0; node < clusters.nodeCount(); node++) {
            int c = clusters.clusterOf(node);
            if (c != Clusters.NONE) {
                members[c][filled[c]++] = node;
            }
        }
        return members;
    }

    public Clusters clusters() {
        return clusters;
    }

    /** How many gateways the areas have together. */
    public int gatewayCount() {
        return firstGateway[firstGateway.length - 1];
    }

    /** The first gateway of cluster c; its gateways are {@code firstGateway(c) .. firstGateway(c + 1) - 1}. */
    public int firstGateway(int c) {
        return firstGateway[c];
    }

    /**
     * A cost in sixteenths of a step, rounded down, in 16 bits: a lower bound of the cost, as
     * precise as the heuristic needs (a sixteenth of a straight step) at half a float's memory.
     * Costs beyond 4095.9 steps are stored as that (still a lower bound); {@link #UNREACHABLE}
     * stands for +infinity.
     */
    static char sixteenths(double cost) {
        return cost == Double.POSITIVE_INFINITY ? UNREACHABLE : (char) Math.min(UNREACHABLE - 1, (long) Math.floor(cost * 16));
    }

    /** The cost inside the node's cluster from the node to gateway {@code gate} of that cluster. */
    public double inside(int node, int gate) {
        char c = inside[slot[node] + gate - firstGateway[clusters.clusterOf(node)]];
        return c == UNREACHABLE ? Double.POSITIVE_INFINITY : c / 16.0;
    }

    /** A lower bound on the cost from gateway {@code from} to gateway {@code to} (either way round). */
    public double between(int from, int to) {
        return between[triangle(from, to)];
    }

    /** Where the pair is kept in the lower triangle of the gateways' table. */
    private static int triangle(int a, int b) {
        return a >= b ? a * (a + 1) / 2 + b : b * (b + 1) / 2 + a;
    }

    /** One gateway the node belongs to, or -1 if it is on no border (for pictures of the gateways). */
    public int gatewayOf(int node) {
        return gatewayOf[node];
    }

    /** The tables' size in bytes: both kinds of distances (16 bits inside, floats between) and an int per node. */
    public long memoryBytes() {
        return 2L * inside.length + 4L * (between.length + slot.length + firstGateway.length);
    }

    /** How long {@link #build} took, in milliseconds (for benchmarks; varies from run to run). */
    public double precomputeMillis() {
        return precomputeMillis;
    }

    @Override
    public String toString() {
        return "GatewayTable(" + clusters.summary() + ", " + gatewayCount() + " gateways, " + memoryBytes() + " bytes)";
    }

    /**
     * The border nodes of every cluster toward every other, grouped into gateways: sorted by
     * (cluster, neighbour cluster, node), then split into groups that touch.
     */
    private static final class Borders {
        final long[] keys;              // (a * k + b) * n + node, sorted
        final int[] gatewayOfKey;
        final int[] clusterOfGateway;
        final int[] firstKeyOfGateway;  // gateways' nodes are runs of keys, once regrouped
        final int[] nodesOfGateway;
        final int gatewayCount;
        final int n;
        final long k;

        private Borders(long[] keys, int[] gatewayOfKey, int[] clusterOfGateway, int[] firstKeyOfGateway,
                        int[] nodesOfGateway, int n, long k) {
            this.keys = keys;
            this.gatewayOfKey = gatewayOfKey;
            this.clusterOfGateway = clusterOfGateway;
            this.firstKeyOfGateway = firstKeyOfGateway;
            this.nodesOfGateway = nodesOfGateway;
            this.gatewayCount = clusterOfGateway.length;
            this.n = n;
            this.k = k;
        }

        static Borders find(Graph graph, Clusters clusters, int width) {
            int n = graph.nodeCount();
            long k = clusters.count();
            long[] keys = new long[16];
            int count = 0;
            for (int node = 0; node < n; node++) {
                int a = clusters.clusterOf(node);
                for (int c = graph.firstConnection(node); a != Clusters.NONE && c != Graph.NONE; c = graph.nextConnection(node, c)) {
                    int b = clusters.clusterOf(graph.connectionTo(c));
                    if (b != a && b != Clusters.NONE) {
                        if (count == keys.length) {
                            keys = Arrays.copyOf(keys, 2 * count);
                        }
                        keys[count++] = (a * k + b) * n + node;
                    }
                }
            }
            keys = Arrays.stream(keys, 0, count).sorted().distinct().toArray();
            // Split each run of one (a, b) into groups that touch: a union-find over the run's nodes.
            int[] parent = new int[keys.length];
            for (int i = 0; i < keys.length; i++) {
                parent[i] = i;
            }
            for (int i = 0; i < keys.length; i++) {
                long pair = keys[i] / n;
                int node = (int) (keys[i] % n);
                for (int c = graph.firstConnection(node); c != Graph.NONE; c = graph.nextConnection(node, c)) {
                    int j = Arrays.binarySearch(keys, pair * n + graph.connectionTo(c));
                    if (j >= 0) {
                        parent[find(parent, i)] = find(parent, j);
                    }
                }
            }
            int[] gatewayOfKey = new int[keys.length];
            int[] numberOfRoot = new int[keys.length];
            Arrays.fill(numberOfRoot, -1);
            int gateways = 0;
            int[] clusterOfGateway = new int[keys.length];
            int[] sizeOfRoot = new int[keys.length];
            for (int i = 0; i < keys.length; i++) {     // numbered in key order: by cluster, then neighbour
                int root = find(parent, i);
                if (numberOfRoot[root] < 0 || sizeOfRoot[root] == width) {
                    numberOfRoot[root] = gateways;
                    sizeOfRoot[root] = 0;
                    clusterOfGateway[gateways++] = (int) (keys[i] / n / k);
                }
                sizeOfRoot[root]++;
                gatewayOfKey[i] = numberOfRoot[root];
            }
            int[] first = new int[gateways + 1];
            for (int gate : gatewayOfKey) {
                first[gate + 1]++;
            }
            for (int gate = 0; gate < gateways; gate++) {
                first[gate + 1] += first[gate];
            }
            int[] nodes = new int[keys.length];
            int[] fill = Arrays.copyOf(first, gateways);
            for (int i = 0; i < keys.length; i++) {
                nodes[fill[gatewayOfKey[i]]++] = (int) (keys[i] % n);
            }
            return new Borders(keys, gatewayOfKey, Arrays.copyOf(clusterOfGateway, gateways), first, nodes, n, k);
        }

        /** The nodes of a gateway. */
        int[] nodes(int gate) {
            return nodes(gate, gate + 1);
        }

        /** The nodes of gateways {@code from .. to - 1}, each once. */
        int[] nodes(int from, int to) {
            return Arrays.stream(nodesOfGateway, firstKeyOfGateway[from], firstKeyOfGateway[to]).distinct().toArray();
        }

        /** The gateway of border node {@code node}, of cluster a, toward cluster b. */
        int gateway(int node, int a, int b) {
            return gatewayOfKey[Arrays.binarySearch(keys, (a * k + b) * n + node)];
        }

        /** Per node, one gateway it belongs to, or -1. */
        int[] anyGatewayOf() {
            int[] any = new int[n];
            Arrays.fill(any, -1);
            for (int i = 0; i < keys.length; i++) {
                any[(int) (keys[i] % n)] = gatewayOfKey[i];
            }
            return any;
        }

        private static int find(int[] parent, int i) {
            while (parent[i] != i) {
                parent[i] = parent[parent[i]];
                i = parent[i];
            }
            return i;
        }
    }
}
