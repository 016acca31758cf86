package pathlab.widget.grid;

import java.util.List;
import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.search.ChangeListener;
import pathlab.search.Heuristic;
import pathlab.search.SearchListener;
import pathlab.search.SearchResult;
import pathlab.search.SearchStep;
import pathlab.search.Termination;

/**
 * A search of one's own as the assignments ask for it: it returns its path as connections and
 * reports whole steps ({@link SearchStep}: the current node and the closed and open lists after
 * each iteration), as A1's {@code DijkstraSearch} and A2's {@code AStarSearch} do. A live grid runs
 * one on its map ({@link LiveGrid#search(String, OwnSearch)}): the student's own A* drawn beside
 * the library's, stepped and hovered like it.
 *
 * <p>Idea ({@code OwnSearchOnGrid}): each reported step is compared with the one before, and only
 * the records that changed (a node newly closed, opened, or given a cheaper record) go to the live
 * grid's record of iterations, as the library's own searches report them ({@link ChangeListener});
 * the result is made from the path and the last step ({@link SearchResult#ofSteps}), which names
 * what is wrong with a path that is not a chain of the map's connections from start to goal. A
 * search of one's own may ignore the heuristic, the rule and the open list chosen in the widget
 * (A1's Dijkstra has no heuristic).
 *
 * <p>Cost: the search's own, plus O(closed + open) per step to find what changed, which building a
 * whole step costs the search already; memory, two arrays over the map's cells.
 *
 * <p>Usage in an assignment's notebook:
 * <pre>
 *   LiveGrid.of(GridMap.resource("maps/maze.map")).search("my A*", new MyAStar()::search).beside("octile").show();
 *   LiveGrid.of(map).search("my Dijkstra", (graph, start, goal, h, rule, steps) -&gt; new MyDijkstra().search(graph, start, goal, steps));
 * </pre>
 */
@FunctionalInterface
public interface OwnSearch {

    /**
     * Finds a path from {@code start} to {@code goal}, reporting each step to {@code listener};
     * returns the path as connections (empty when start is the goal), or null when there is none.
     */
    List<Connection> search(Graph graph, int start, int goal, Heuristic heuristic, Termination rule,
                            SearchListener listener);
}
