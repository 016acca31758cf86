package pathlab.graph;

/**
 * A graph seen from inside one cluster: the same nodes, but only the connections whose both ends
 * lie in the chosen cluster. A search on it cannot leave the cluster, so {@code costsFrom} on it
 * gives the cheapest routes that stay inside, as the gateway heuristic's distances from each node
 * to the doorways of its room need ({@code pathlab.heuristic.cluster.GatewayTable}). The cluster is chosen
 * with {@link #enter}, so one view (and one search engine on it) serves every cluster in turn.
 *
 * <p>Cost: walking a node's connections costs what the underlying graph's walk costs, plus one
 * cluster look-up per connection. No copy of the graph is made.
 *
 * <pre>
 *   InsideCluster inside = new InsideCluster(grid, rooms);
 *   AStar dijkstra = new AStar(inside);
 *   inside.enter(room);
 *   double[] fromDoor = dijkstra.costsFrom(doorCells);   // +infinity outside the room
 * </pre>
 */
public final class InsideCluster extends GraphView {
    private final Clusters clusters;
    private int cluster = Clusters.NONE;

    /** A view of the graph restricted to one cluster at a time (none until {@link #enter}). */
    public InsideCluster(Graph graph, Clusters clusters) {
        super(graph);
        if (clusters.nodeCount() != graph.nodeCount()) {
            throw new IllegalArgumentException("the clusters cover " + clusters.nodeCount()
                    + " nodes but the graph has " + graph.nodeCount());
        }
        this.clusters = clusters;
    }

    /** From now on only connections inside {@code c} are seen. */
    public void enter(int c) {
        cluster = c;
    }

    @Override
    public int firstConnection(int node) {
        if (clusters.clusterOf(node) != cluster) {
            return NONE;
        }
        return inside(node, graph.firstConnection(node));
    }

    @Override
    public int nextConnection(int node, int connection) {
        return inside(node, graph.nextConnection(node, connection));
    }

    /** The first connection from {@code c} on (in the walk's order) that stays in the cluster. */
    private int inside(int node, int c) {
        while (c != NONE && clusters.clusterOf(graph.connectionTo(c)) != cluster) {
            c = graph.nextConnection(node, c);
        }
        return c;
    }

    @Override
    public boolean mayReach(int from, int to) {
        return clusters.clusterOf(from) == cluster && clusters.clusterOf(to) == cluster && graph.mayReach(from, to);
    }

    /** The same cluster of the reversed graph (a new view, which starts in this view's cluster). */
    @Override
    public Graph reversed() {
        InsideCluster r = new InsideCluster(graph.reversed(), clusters);
        r.enter(cluster);
        return r;
    }
}
