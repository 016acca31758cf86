package pathlab.search;

import pathlab.graph.Graph;
import pathlab.grid.GridGraph;

/**
 * Dijkstra's algorithm (lecture 07, "Dijkstra"): the open node with the smallest cost-so-far is
 * processed next. The lecture's last slide shows it is A* with a heuristic that always returns
 * 0: the estimated-total-cost then equals the cost-so-far. So this class is that sentence.
 *
 * <p>Its other use, the costs from a point to everywhere (the map analysis of landmarks and of
 * the cluster heuristic), is {@link #toEverywhere}: the search with no goal, run until the open
 * list is empty, by the grid engine on a plain grid.
 *
 * <p>Cost: O(n m) for the lecture's list-based open list; O(m log n) with a binary heap.
 */
public final class Dijkstra {
    private final AStar astar;

    public Dijkstra(Graph graph, SearchOptions options) {
        astar = new AStar(graph, options);
    }

    public Dijkstra(Graph graph) {
        this(graph, SearchOptions.lecture());
    }

    public SearchResult search(int start, int goal) {
        return astar.search(start, goal, Heuristic.ZERO);
    }

    public SearchResult search(int start, int goal, SearchListener listener) {
        return astar.search(start, goal, Heuristic.ZERO, listener);
    }

    /** Dijkstra's algorithm as the lecture first puts it: "the shortest routes to everywhere from an initial point". */
    @FunctionalInterface
    public interface ToEverywhere {
        /** The cheapest cost from the nearest of the sources to every node, +infinity where none is reachable. */
        double[] costsFrom(int... sources);
    }

    /**
     * An engine for the costs from sources to every node of the graph, for many calls from one
     * thread: on a grid without terrain with four or eight neighbours the grid engine
     * ({@link GridAStar#costsFrom}), else the lecture's ({@link AStar#costsFrom(int...)}). Both
     * give the same costs to the last bit; the grid engine 1.3 to 1.7 times faster on the Moving
     * AI maps (docs/hub.md has the notebooks' figures).
     */
    public static ToEverywhere toEverywhere(Graph graph) {
        // Rules the grid engine takes; costsFrom reads none (no goal, no heuristic, and ties do not change costs).
        SearchOptions gridRules = SearchOptions.grid().withCounters(false);
        if (graph instanceof GridGraph grid && GridAStar.unsupported(grid, gridRules) == null) {
            return new GridAStar(grid, gridRules)::costsFrom;
        }
        return new AStar(graph, SearchOptions.lecture())::costsFrom;
    }
}
