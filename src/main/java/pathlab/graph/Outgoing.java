package pathlab.graph;

/**
 * A reusable buffer for the connections that leave one node, for code that wants them all at
 * once (the search itself walks them by id, {@link Graph#firstConnection}), without one object
 * per connection.
 *
 * <p>{@link Graph#outgoing} writes the connections' ids, end nodes and costs into parallel
 * primitive arrays; refill the same buffer for the next node. Adding is O(1).
 *
 * <pre>
 *   graph.outgoing(current, out);
 *   for (int i = 0; i &lt; out.size(); i++) relax(out.id(i), out.to(i), out.cost(i));
 * </pre>
 */
public final class Outgoing {
    private final int[] ids;
    private final int[] to;
    private final double[] costs;
    private int size;

    /** A buffer for up to {@code capacity} connections: a graph's {@link Graph#maxOutDegree()}. */
    public Outgoing(int capacity) {
        ids = new int[capacity];
        to = new int[capacity];
        costs = new double[capacity];
    }

    /** Empties the buffer; {@link Graph#outgoing} calls this first. */
    public void clear() {
        size = 0;
    }

    /** Appends one connection. */
    public void add(int id, int toNode, double cost) {
        ids[size] = id;
        to[size] = toNode;
        costs[size] = cost;
        size++;
    }

    public int size() {
        return size;
    }

    /** The id of the i-th connection. */
    public int id(int i) {
        return ids[i];
    }

    /** The node the i-th connection arrives at. */
    public int to(int i) {
        return to[i];
    }

    /** The cost of the i-th connection. */
    public double cost(int i) {
        return costs[i];
    }
}
