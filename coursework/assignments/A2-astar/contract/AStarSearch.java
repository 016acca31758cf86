package pathlab.assignment;

import java.util.List;

import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.search.Heuristic;
import pathlab.search.SearchListener;
import pathlab.search.Termination;

/**
 * Assignment A2: A*, written by the student, as lecture 07 runs it: {@link DijkstraSearch}'s
 * loop with the estimated-total-cost (cost-so-far plus the heuristic's estimate) deciding which
 * open node is processed next, and closed nodes reopened when a cheaper route to them is found.
 * Ties between equal estimated-total-costs go to the node that arrived on the open list first (or
 * was last updated first). Two termination rules ("Terminating the Algorithm"):
 * {@link Termination#OPTIMAL}, the lecture's, stops once the goal has a record and no open node
 * has a cost-so-far below the goal's; {@link Termination#GOAL}, the common game rule, stops when
 * the goal becomes the current node (after closing it and reporting that iteration). Steps are
 * reported as for {@link DijkstraSearch}, with each record's estimated-total-cost filled in; the
 * unvisited list may be left empty (the lecture omits it for A*).
 */
@FunctionalInterface
public interface AStarSearch {

    /**
     * Finds a path from {@code start} to {@code goal} guided by {@code heuristic}.
     *
     * @return the path as connections (empty when start is the goal), or {@code null} when there
     *     is no path
     */
    List<Connection> search(Graph graph, int start, int goal, Heuristic heuristic, Termination rule,
                            SearchListener listener);
}
