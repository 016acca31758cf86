package pathlab.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import pathlab.io.Quote;

/**
 * A directed weighted graph with named nodes, stored as primitive arrays (lecture 07, "Directed
 * Weighted Graphs" and "Non-Negative Constraint").
 *
 * <p>Idea: the connections are sorted by the node they leave (compressed sparse rows), so the
 * connections leaving node {@code n} are the ids {@code first[n] .. first[n+1]-1}, in the order
 * they were added. That order matters: it is the order in which the search discovers nodes, and
 * so decides first-in-first-out ties exactly as in the lecture's worked examples.
 *
 * <p>Several connections between the same two nodes are allowed (a walkway and a ladder), and
 * so are connections from a node to itself. Costs must be non-negative and finite.
 *
 * <p>Cost: O(n + m) memory; walking a node's connections is O(1) per connection. Build one with
 * {@link Builder}:
 * <pre>
 *   DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 3).connect("B", "C", 1).build();
 * </pre>
 */
public final class DirectedGraph implements Graph {
    private final String[] names;
    private final Map<String, Integer> ids;
    private final int[] first;     // first[n] .. first[n+1]-1 are the connections leaving n
    private final int[] from;
    private final int[] to;
    private final double[] cost;
    private final int maxOutDegree;
    private DirectedGraph reversed;

    private DirectedGraph(Builder b) {
        names = b.names.toArray(new String[0]);
        ids = Map.copyOf(b.ids);
        int n = names.length;
        int m = b.from.size();
        first = new int[n + 1];
        for (int c = 0; c < m; c++) {
            first[b.from.get(c) + 1]++;
        }
        int widest = 0;
        for (int v = 0; v < n; v++) {
            widest = Math.max(widest, first[v + 1]);
            first[v + 1] += first[v];
        }
        maxOutDegree = widest;
        from = new int[m];
        to = new int[m];
        cost = new double[m];
        int[] next = Arrays.copyOf(first, n);
        for (int c = 0; c < m; c++) {   // a stable placement keeps each node's connections in order
            int id = next[b.from.get(c)]++;
            from[id] = b.from.get(c);
            to[id] = b.to.get(c);
            cost[id] = b.cost.get(c);
        }
    }

    @Override
    public int nodeCount() {
        return names.length;
    }

    /** How many connections the graph has; connection ids run from 0 to this minus one. */
    public int connectionCount() {
        return from.length;
    }

    @Override
    public String nodeName(int node) {
        return names[node];
    }

    /** The id of the node with this name; an unknown name is an error that says which names exist. */
    public int node(String name) {
        Integer id = ids.get(name);
        if (id == null) {
            throw new IllegalArgumentException("unknown node '" + name + "': the graph's nodes are "
                    + String.join(" ", names));
        }
        return id;
    }

    /** Whether a node of that name exists. */
    public boolean hasNode(String name) {
        return ids.containsKey(name);
    }

    @Override
    public int maxOutDegree() {
        return maxOutDegree;
    }

    @Override
    public int firstConnection(int node) {
        return first[node] < first[node + 1] ? first[node] : NONE;
    }

    @Override
    public int nextConnection(int node, int connection) {
        return connection + 1 < first[node + 1] ? connection + 1 : NONE;
    }

    @Override
    public int connectionFrom(int connection) {
        return from[connection];
    }

    @Override
    public int connectionTo(int connection) {
        return to[connection];
    }

    @Override
    public double connectionCost(int connection) {
        return cost[connection];
    }

    /** The reversed graph, built once on first use: O(n + m). */
    @Override
    public synchronized DirectedGraph reversed() {
        if (reversed == null) {
            Builder b = withNodes();
            for (int c = 0; c < from.length; c++) {
                b.addConnection(to[c], from[c], cost[c]);
            }
            reversed = b.build();
            reversed.reversed = this;
        }
        return reversed;
    }

    /**
     * A copy of this graph with one connection's cost changed, every node and connection id kept
     * (a connection edited in a live graph); the cost is checked as every cost is (lecture,
     * "Non-Negative Constraint"). O(n + m).
     */
    public DirectedGraph withCost(int connection, double newCost) {
        if (connection < 0 || connection >= from.length) {
            throw new IllegalArgumentException("there is no connection " + connection + ": the graph has "
                    + from.length);
        }
        Builder b = withNodes();
        for (int c = 0; c < from.length; c++) {
            b.addConnection(from[c], to[c], c == connection ? newCost : cost[c]);
        }
        DirectedGraph changed = b.build();
        assert changed.from[connection] == from[connection] && changed.to[connection] == to[connection]
                : "connection ids kept";
        return changed;
    }

    /** A builder holding this graph's nodes, in id order. */
    private Builder withNodes() {
        Builder b = new Builder();
        for (String name : names) {
            b.addNode(name);
        }
        return b;
    }

    @Override
    public String toString() {
        return "DirectedGraph(" + nodeCount() + " nodes, " + connectionCount() + " connections)";
    }

    /**
     * Collects nodes and connections, checking each as it comes so the error points at the
     * offending call (or, through {@link GraphFile}, the offending line).
     */
    public static final class Builder {
        /** Visible characters other than the listing's own: {@code ( ) ,} {@code #} and ϕ. */
        private static final Pattern NAME = Pattern.compile("[^\\s\\p{C}\\p{Z}(),#ϕ]+");

        private final List<String> names = new ArrayList<>();
        private final Map<String, Integer> ids = new HashMap<>();
        private final IntList from = new IntList();
        private final IntList to = new IntList();
        private final DoubleList cost = new DoubleList();

        /**
         * Declares a node; its id is the number of nodes declared before it. A name is a word
         * without the characters the lecture's listing uses around names ({@code ( ) ,} and
         * {@code ϕ}, "none"), so every listing can be read back unambiguously.
         */
        public int addNode(String name) {
            if (name == null || name.isBlank() || !name.equals(name.strip())) {
                throw new IllegalArgumentException("node name '" + (name == null ? null : Quote.text(name))
                        + "' must be non-empty, without surrounding spaces");
            }
            if (!NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("node name '" + Quote.text(name) + "' cannot be used: a name is "
                        + "one word of visible characters without ( ) , # or ϕ, which the listing uses");
            }
            if (ids.containsKey(name)) {
                throw new IllegalArgumentException("duplicate node name '" + name + "'");
            }
            ids.put(name, names.size());
            names.add(name);
            return names.size() - 1;
        }

        /** The id of a declared node, or -1. */
        public int nodeId(String name) {
            return ids.getOrDefault(name, -1);
        }

        /** Declares the node if it is new, and returns its id. */
        public int nodeNamed(String name) {
            int id = nodeId(name);
            return id >= 0 ? id : addNode(name);
        }

        /** Adds a connection between declared nodes; the cost must be non-negative and finite. */
        public Builder addConnection(int fromNode, int toNode, double connectionCost) {
            checkDeclared(fromNode);
            checkDeclared(toNode);
            checkCost(connectionCost, names.get(fromNode) + ">" + names.get(toNode));
            from.add(fromNode);
            to.add(toNode);
            cost.add(connectionCost);
            return this;
        }

        /** Adds a connection by node names, declaring nodes not seen before. */
        public Builder connect(String fromName, String toName, double connectionCost) {
            return addConnection(nodeNamed(fromName), nodeNamed(toName), connectionCost);
        }

        public DirectedGraph build() {
            return new DirectedGraph(this);
        }

        private void checkDeclared(int node) {
            if (node < 0 || node >= names.size()) {
                throw new IllegalArgumentException("unknown node " + node + ": " + names.size() + " nodes are declared");
            }
        }

        /** Lecture, "Non-Negative Constraint": distances and times cannot be negative. */
        static void checkCost(double c, String what) {
            if (Double.isNaN(c)) {
                throw new IllegalArgumentException("connection " + what + " has cost NaN: costs must be numbers");
            }
            if (c < 0) {
                throw new IllegalArgumentException("connection " + what + " has negative cost " + c
                        + ": the lecture's graphs have non-negative costs");
            }
            if (Double.isInfinite(c)) {
                throw new IllegalArgumentException("connection " + what + " has infinite cost: leave the connection out instead");
            }
        }
    }

    /** A growable int array, so building a large graph does not box every id. */
    private static final class IntList {
        private int[] items = new int[16];
        private int size;

        void add(int v) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = v;
        }

        int get(int i) {
            return items[i];
        }

        int size() {
            return size;
        }
    }

    /** A growable double array. */
    private static final class DoubleList {
        private double[] items = new double[16];
        private int size;

        void add(double v) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = v;
        }

        double get(int i) {
            return items[i];
        }
    }
}
