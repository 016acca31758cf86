package pathlab.assignment;

import java.util.List;

import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.search.SearchListener;

/**
 * Assignment A1: Dijkstra's algorithm, written by the student, exactly as lecture 07 runs it
 * ("Dijkstra", "Node Lists", "Calculating Cost-So-Far for Open and Closed Nodes", "Terminating
 * the Algorithm", "Retrieving the Path").
 *
 * <p>What an implementation does. Every node is unvisited, open or closed; the open list starts
 * with the start node's record {@code (ϕ, 0)}. Each iteration takes the open node with the smallest
 * cost-so-far as the current node, closes it and follows each of its outgoing connections: an
 * unvisited end node gets a record (the connection, the current node's cost-so-far plus the
 * connection's cost) and is opened; an open or closed end node is updated only when the new
 * cost-so-far is strictly smaller (an updated closed node goes back on the open list). Ties go to
 * the node that arrived on the open list first, or was last updated first. The search stops when
 * the open list is empty, or when the goal has a record and no open node has a cost-so-far below
 * the goal's (in Example 1: the goal is the smallest open node). The path is retrieved by
 * following the connections back from the goal.
 *
 * <p>Reporting the steps. The search calls {@code listener.step(...)} once with the initial state
 * (iteration 0, current node {@code -1}) and once after every iteration, with a
 * {@link pathlab.search.SearchStep}: the current node, the closed list's and the open list's
 * {@link pathlab.search.NodeRecord}s (node, connection id, the node the connection leaves or
 * {@code -1} for the start, cost-so-far, and again the cost-so-far as the estimated-total-cost)
 * and the unvisited nodes. {@link pathlab.trace.Listing} prints those steps in the lecture's
 * notation, so the listing can be compared with Example 1 line by line.
 *
 * <pre>
 *   List&lt;Connection&gt; path = mySearch.search(graph, graph.node("A"), graph.node("F"), steps::add);
 * </pre>
 */
@FunctionalInterface
public interface DijkstraSearch {

    /**
     * Finds the cheapest path from {@code start} to {@code goal}.
     *
     * @param listener receives the initial state and every iteration; never null (pass
     *     {@code step -> {}} to ignore them)
     * @return the path as connections, in order from start to goal (empty when start is the
     *     goal), or {@code null} when there is no path
     */
    List<Connection> search(Graph graph, int start, int goal, SearchListener listener);
}
