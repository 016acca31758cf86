package pathlab.coursework;

import java.util.List;

import org.opentest4j.AssertionFailedError;

import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.trace.Listing;

/**
 * Checks that a path a student's search returned is one: real connections of the graph, each
 * leaving the node the one before arrived at, from the start to the goal (lecture 07, "Retrieving
 * the Path"). Returns its cost; a broken path fails the test with a message saying where.
 */
public final class PathCheck {

    private PathCheck() {}

    public static double cost(Graph g, int start, int goal, List<Connection> path) {
        if (path == null) {
            throw new AssertionFailedError("your search says 'no path' from " + g.nodeName(start) + " to "
                    + g.nodeName(goal) + ", but there is one");
        }
        int at = start;
        double cost = 0;
        for (int i = 0; i < path.size(); i++) {
            Connection c = path.get(i);
            if (c == null || c.id() < 0 || !c.equals(connection(g, c.id()))) {
                throw new AssertionFailedError("connection " + (i + 1) + " of your path, " + c
                        + ", is not a connection of the graph: take them from graph.connection(id)");
            }
            if (c.from() != at) {
                throw new AssertionFailedError("connection " + (i + 1) + " of your path leaves " + g.nodeName(c.from())
                        + ", but the path is at " + g.nodeName(at) + " there");
            }
            at = c.to();
            cost += c.cost();
        }
        if (at != goal) {
            throw new AssertionFailedError("your path ends at " + g.nodeName(at) + ", not at the goal " + g.nodeName(goal));
        }
        return cost;
    }

    /**
     * Checks a student's answer to a query whose optimal cost is known (infinite: no path): "no
     * path" must be {@code null}, any other answer a real path, whose cost is returned (infinite
     * for a correct "no path"). Failures name the query, described by {@code query}.
     */
    public static double cost(Graph g, int start, int goal, List<Connection> path, double optimal, String query) {
        if (Double.isInfinite(optimal)) {
            if (path != null) {
                throw new AssertionFailedError("there is no path " + query + "\nbut yours is " + describe(g, start, path));
            }
            return optimal;
        }
        try {
            return cost(g, start, goal, path);
        } catch (AssertionFailedError e) {
            throw new AssertionFailedError(e.getMessage() + ", searching " + query);
        }
    }

    /** {@code A B C (cost 4)}: how messages show a path. */
    public static String describe(Graph g, int start, List<Connection> path) {
        return path == null ? "no path" : Listing.finalPath(g, start, path).substring("Final path: ".length());
    }

    private static Connection connection(Graph g, int id) {
        try {
            return g.connection(id);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
