package pathlab.heuristic;

import pathlab.grid.GridGraph;
import pathlab.search.AStar;
import pathlab.search.GridAStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/**
 * A query on a grid, run by the faster of the library's two engines that finds the same: the
 * grid engine ({@link GridAStar}) for a plain grid query, the lecture's engine ({@link AStar})
 * for everything else. Both give the same cost, path, expansions and fill wherever the grid engine
 * runs ({@code GridAStarTest} checks it), so the choice changes only the time.
 *
 * <p>The grid engine runs when the heuristic is the grid's own distance (octile on eight
 * neighbours, Manhattan on four, made for this grid) and the options are ones it supports
 * ({@link GridAStar#unsupported}: the grid rules, counters off, no terrain); any other heuristic,
 * rule, open list or counting goes to {@link AStar}. The command line's {@code solve} and
 * {@code scen} and the A* benchmark search through this class.
 *
 * <p>Cost: that of the engine chosen; choosing is O(1), the engine is made once.
 *
 * <pre>
 *   GridSearch search = GridSearch.of(grid, SearchOptions.grid().withCounters(false), new OctileHeuristic(grid));
 *   SearchResult r = search.search(start, goal);
 * </pre>
 */
public final class GridSearch {
    private final SearchOptions options;
    private final GridAStar grid;       // null when the general engine runs the query
    private final AStar general;        // null when the grid engine does
    private final Heuristic heuristic;

    private GridSearch(SearchOptions options, GridAStar grid, AStar general, Heuristic heuristic) {
        this.options = options;
        this.grid = grid;
        this.general = general;
        this.heuristic = heuristic;
    }

    /** The engine for queries on the grid with these options and this heuristic. */
    public static GridSearch of(GridGraph grid, SearchOptions options, Heuristic heuristic) {
        if (isGridDistance(grid, heuristic) && GridAStar.unsupported(grid, options) == null) {
            return new GridSearch(options, new GridAStar(grid, options), null, heuristic);
        }
        return new GridSearch(options, null, new AStar(grid, options), heuristic);
    }

    /** Whether the heuristic is the distance the grid engine works out itself, for this very grid. */
    private static boolean isGridDistance(GridGraph grid, Heuristic heuristic) {
        boolean distance = switch (grid.moves()) {
            case EIGHT -> heuristic instanceof OctileHeuristic;
            case FOUR -> heuristic instanceof ManhattanHeuristic;
            case HEX -> false;
        };
        return distance && ((GridHeuristic) heuristic).grid() == grid;
    }

    /** Finds a path from start to goal. */
    public SearchResult search(int start, int goal) {
        return grid != null ? grid.search(start, goal) : general.search(start, goal, heuristic);
    }

    public SearchOptions options() {
        return options;
    }

    /** Whether the grid engine runs the queries (else the lecture's engine). */
    public boolean usesGridEngine() {
        return grid != null;
    }
}
