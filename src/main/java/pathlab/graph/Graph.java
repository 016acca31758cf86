package pathlab.graph;

/**
 * A directed weighted graph as the pathfinders see it (lecture 07, "Directed Weighted Graphs").
 *
 * <p>Nodes are the ints {@code 0 .. nodeCount()-1}; every connection has an int id too, so a
 * path can be a list of connections rather than of nodes (lecture, "Problem (cont.)": two nodes
 * may be linked by more than one connection, each with its own cost). Costs are non-negative.
 *
 * <p>The search asks for a node's outgoing connections once per iteration. It walks them by id,
 * from {@link #firstConnection} through {@link #nextConnection}, so an explicit graph
 * ({@link DirectedGraph}) and a grid that makes its connections on the fly answer the same
 * question without allocating anything or copying connections into a buffer:
 * <pre>
 *   for (int c = g.firstConnection(node); c != Graph.NONE; c = g.nextConnection(node, c)) {
 *       relax(c, g.connectionTo(c), g.connectionCost(c));
 *   }
 * </pre>
 * Code that wants them all at once collects them into an {@link Outgoing} buffer:
 * {@code Outgoing out = new Outgoing(g.maxOutDegree()); g.outgoing(node, out);}
 */
public interface Graph {

    /** What {@link #firstConnection} and {@link #nextConnection} return when no connection is left. */
    int NONE = -1;

    /** How many nodes there are; node ids run from 0 to this minus one. */
    int nodeCount();

    /** The node's name as the lecture prints it, e.g. {@code "A"}, or {@code "(3,4)"} on a grid. */
    String nodeName(int node);

    /** The most connections that leave any one node: the capacity an {@link Outgoing} needs. */
    int maxOutDegree();

    /** The id of the first connection that leaves {@code node}, or {@link #NONE} if none does. */
    int firstConnection(int node);

    /**
     * The id of the connection that leaves {@code node} after {@code connection} (one of its own),
     * or {@link #NONE} after the last. The order is fixed: it is the order in which a search
     * discovers the end nodes, so it decides first-in-first-out ties.
     */
    int nextConnection(int node, int connection);

    /** Clears {@code out} and writes into it the connections that leave {@code node}, in order. */
    default void outgoing(int node, Outgoing out) {
        out.clear();
        for (int c = firstConnection(node); c != NONE; c = nextConnection(node, c)) {
            out.add(c, connectionTo(c), connectionCost(c));
        }
    }

    /** The node a connection leaves. */
    int connectionFrom(int connection);

    /** The node a connection arrives at. */
    int connectionTo(int connection);

    /** What it costs to follow a connection (non-negative, finite). */
    double connectionCost(int connection);

    /**
     * False only when no path from {@code from} to {@code to} can exist, for example because the
     * two lie in different connected components of a grid (Richards' "tile sets"); the search then
     * answers "no path" without expanding anything. Graphs that do not know say true.
     */
    default boolean mayReach(int from, int to) {
        return true;
    }

    /**
     * Why no path from {@code from} to {@code to} can exist, in a few words for a message ("the
     * start (60,60) is a wall"), when {@link #mayReach} knows it cannot; null otherwise.
     */
    default String whyUnreachable(int from, int to) {
        return null;
    }

    /**
     * The graph with every connection turned around. The cheapest costs <em>to</em> a goal are
     * the cheapest costs <em>from</em> it in the reversed graph: what heuristic checkers and
     * landmark tables need. A graph whose connections are symmetric may return itself.
     */
    Graph reversed();

    /** The connection as a value, for paths and printing. */
    default Connection connection(int id) {
        return new Connection(id, connectionFrom(id), connectionTo(id), connectionCost(id));
    }

    /** Checks that a node id is in range, naming what it is for in the message. */
    default void checkNode(int node, String role) {
        if (node < 0 || node >= nodeCount()) {
            throw new IllegalArgumentException(
                    role + " node " + node + " is out of range: the graph has nodes 0.." + (nodeCount() - 1));
        }
    }
}
