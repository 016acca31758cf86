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
