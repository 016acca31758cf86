package pathlab.search;

import pathlab.graph.Graph;

/**
 * Dijkstra's algorithm (lecture 07, "Dijkstra"): the open node with the smallest cost-so-far is
 * processed next. The lecture's last slide shows it is A* with a heuristic that always returns
 * 0: the estimated-total-cost then equals the cost-so-far. So this class is that sentence.
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
}
