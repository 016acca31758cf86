package pathlab.search;

import java.util.ArrayList;
import java.util.List;

import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.openlist.OpenListCounters;

/**
 * What a search found and what it cost: the path as connections (lecture 07, "Retrieving the
 * Path"), its total cost, the work done, and the fill. "No path" is a normal result:
 * {@link #found()} is false, the cost infinite and the path empty.
 *
 * @param graph the graph searched
 * @param start the start node
 * @param goal the goal node
 * @param path the connections from start to goal, in order; empty when start is the goal or no
 *     path exists
 * @param cost the sum of the path's connection costs, or positive infinity when there is no path
 * @param iterations how many nodes were taken off the open list as the current node
 * @param expanded how many times a current node's connections were processed (re-expansions of
 *     reopened nodes count again; the goal is not expanded under the goal termination rule)
 * @param reopened how many times a closed node went back on the open list
 * @param fill which nodes ended open, closed or unvisited
 * @param openList the open list's operation counts
 */
public record SearchResult(Graph graph, int start, int goal, List<Connection> path, double cost,
                           int iterations, int expanded, int reopened, Fill fill,
                           OpenListCounters openList) {

    /** Checks the invariants above when assertions are on, as they are in the tests. */
    public SearchResult {
        assert isPathOfConnections(graph, start, goal, path, cost)
                : "the path " + path + " is not a chain of the graph's connections from " + start + " to " + goal
                + " that adds up to " + cost;
        assert (cost == Double.POSITIVE_INFINITY) != reached(fill, goal)
                && (cost == Double.POSITIVE_INFINITY || reached(fill, start))
                : "a path was found but the fill does not hold its start and goal, or the other way round";
        assert 0 <= expanded && expanded <= iterations && reopened >= 0 : "the counts do not add up: " + iterations
                + " iterations, " + expanded + " expanded, " + reopened + " reopened";
    }

    /**
     * The result of a search known only by what it returned and reported, such as a student's own
     * from an assignment: its path as connections ({@code null} when it found none) and the last
     * step it reported ({@code null} when it reported none). The fill is that step's closed and
     * open lists, and the path's nodes as closed where the step does not name them; the iterations
     * are the step's, each counted as expanded; reopenings and the open list's work are not known
     * and count zero. Cost: O(n + path + the step's lists), n the graph's nodes.
     *
     * @throws IllegalArgumentException naming what is wrong: a path that is not a chain of the
     *     graph's connections from start to goal, or a step that names a node the graph lacks
     */
    public static SearchResult ofSteps(Graph graph, int start, int goal, List<Connection> path, SearchStep last) {
        graph.checkNode(start, "the start");
        graph.checkNode(goal, "the goal");
        byte[] state = new byte[graph.nodeCount()];
        int[] touched = new int[graph.nodeCount()];
        int count = 0;
        if (last != null) {
            NodeState[] lists = {NodeState.CLOSED, NodeState.OPEN};
            for (NodeState list : lists) {
                List<NodeRecord> records = list == NodeState.CLOSED ? last.closed() : last.open();
                if (records == null) {
                    throw new IllegalArgumentException("the last step (iteration " + last.iteration() + ") has no "
                            + list.name().toLowerCase() + " list (null)");
                }
                for (NodeRecord r : records) {
                    if (r == null || r.node() < 0 || r.node() >= state.length) {
                        throw new IllegalArgumentException("the last step (iteration " + last.iteration() + ") names "
                                + (r == null ? "a null record" : "node " + r.node())
                                + ": the graph has nodes 0.." + (state.length - 1));
                    }
                    if (state[r.node()] == 0) {
                        touched[count++] = r.node();
                        state[r.node()] = list.code();
                    }
                }
            }
        }
        double cost = Double.POSITIVE_INFINITY;
        if (path == null) {
            if (state[goal] != 0) {
                throw new IllegalArgumentException("the search returned no path (null), but its last step has the goal "
                        + graph.nodeName(goal) + " on the " + NodeState.of(state[goal]).name().toLowerCase() + " list");
            }
        } else {
            cost = costOfChain(graph, start, goal, path);
            int[] nodes = new int[path.size() + 1];
            nodes[0] = start;
            for (int i = 0; i < path.size(); i++) {
                nodes[i + 1] = path.get(i).to();
            }
            for (int node : nodes) { // the path's nodes are reached, whatever the step said
                if (state[node] == 0) {
                    touched[count++] = node;
                    state[node] = NodeState.CLOSED.code();
                }
            }
        }
        int iterations = last == null ? 0 : Math.max(0, last.iteration());
        return new SearchResult(graph, start, goal, path == null ? List.of() : List.copyOf(path), cost, iterations,
                iterations, 0, Fill.of(graph.nodeCount(), touched, count, state), new OpenListCounters(0, 0, 0, 0, 0, 0));
    }

    /** The cost of a path that must be a chain of the graph's connections from start to goal; else why not. */
    private static double costOfChain(Graph graph, int start, int goal, List<Connection> path) {
        int at = start;
        double sum = 0;
        for (int i = 0; i < path.size(); i++) {
            Connection c = path.get(i);
            String which = "connection " + (i + 1) + " of the path";
            if (c == null) {
                throw new IllegalArgumentException(which + " is null");
            }
            Connection own;
            try {
                own = graph.connection(c.id());
            } catch (RuntimeException e) {
                own = null;
            }
            if (!c.equals(own)) {
                throw new IllegalArgumentException(which + ", " + c + ", is not the graph's connection " + c.id()
                        + (own == null ? "" : ", " + own));
            }
            if (c.from() != at) {
                throw new IllegalArgumentException(which + " leaves " + graph.nodeName(c.from()) + ", not "
                        + graph.nodeName(at) + " where the path had arrived");
            }
            sum += c.cost();
            at = c.to();
        }
        if (at != goal) {
            throw new IllegalArgumentException("the path ends at " + graph.nodeName(at) + ", not at the goal "
                    + graph.nodeName(goal));
        }
        return sum;
    }

    /** Whether a path was found. */
    public boolean found() {
        return cost != Double.POSITIVE_INFINITY;
    }

    /** The nodes of the path from start to goal: the start, then each connection's end. */
    public List<Integer> nodes() {
        if (!found()) {
            return List.of();
        }
        List<Integer> nodes = new ArrayList<>(path.size() + 1);
        nodes.add(start);
        for (Connection c : path) {
            nodes.add(c.to());
        }
        return nodes;
    }

    /** The path's node names separated by spaces, e.g. {@code A B C D E F}, or {@code No path}. */
    public String pathNames() {
        if (!found()) {
            return "No path";
        }
        List<String> names = new ArrayList<>();
        for (int node : nodes()) {
            names.add(graph.nodeName(node));
        }
        return String.join(" ", names);
    }

    /**
     * The path's invariant: each connection is the graph's own (same ends, same cost), leaves where
     * the one before arrived, the chain runs from start to goal, and its costs added in order are
     * the cost; no path, and an infinite cost, when none was found. O(path length).
     */
    private static boolean isPathOfConnections(Graph graph, int start, int goal, List<Connection> path, double cost) {
        if (cost == Double.POSITIVE_INFINITY) {
            return path.isEmpty();
        }
        int at = start;
        double sum = 0;
        for (Connection c : path) {
            if (c.from() != at || !c.equals(graph.connection(c.id()))) {
                return false;
            }
            sum += c.cost();
            at = c.to();
        }
        return at == goal && sum == cost;
    }

    /** Whether the search reached the node (it ended open or closed). O(nodes reached). */
    private static boolean reached(Fill fill, int node) {
        for (int n : fill.reached()) {
            if (n == node) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return found()
                ? pathNames() + " (cost " + Costs.format(cost) + ", " + iterations + " iterations)"
                : "No path (" + iterations + " iterations)" + because();
    }

    /** Why there is no path, when the graph knows ({@link Graph#whyUnreachable}): {@code ": the start (1,1) is a wall"}. */
    public String because() {
        String why = found() ? null : graph.whyUnreachable(start, goal);
        return why == null ? "" : ": " + why;
    }
}
