package pathlab.graph;

/**
 * A graph seen through another: every question is passed on to the graph underneath, and a
 * subclass changes only what it is about ({@link InsideCluster} hides the connections that
 * leave a cluster; the recorder of a fill animation notes which nodes a search touches).
 *
 * <p>Cost: one call more per question; nothing is copied.
 */
public abstract class GraphView implements Graph {

    /** The graph underneath. */
    protected final Graph graph;

    protected GraphView(Graph graph) {
        this.graph = graph;
    }

    @Override
    public int nodeCount() {
        return graph.nodeCount();
    }

    @Override
    public String nodeName(int node) {
        return graph.nodeName(node);
    }

    @Override
    public int maxOutDegree() {
        return graph.maxOutDegree();
    }

    @Override
    public int firstConnection(int node) {
        return graph.firstConnection(node);
    }

    @Override
    public int nextConnection(int node, int connection) {
        return graph.nextConnection(node, connection);
    }

    @Override
    public int connectionFrom(int connection) {
        return graph.connectionFrom(connection);
    }

    @Override
    public int connectionTo(int connection) {
        return graph.connectionTo(connection);
    }

    @Override
    public double connectionCost(int connection) {
        return graph.connectionCost(connection);
    }

    @Override
    public boolean mayReach(int from, int to) {
        return graph.mayReach(from, to);
    }

    @Override
    public Graph reversed() {
        return graph.reversed();
    }
}
