package pathlab.bench;

import pathlab.grid.GridGraph;
import pathlab.heuristic.GridSearch;
import pathlab.heuristic.OctileHeuristic;
import pathlab.openlist.OpenListKind;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;

/**
 * Our A* as {@code pathlab bench astar} times it: octile heuristic, {@link SearchOptions#grid()}
 * with the open list's counters off (the peers count nothing), and a chosen open list, on the
 * engine the command line uses ({@link GridSearch}: the grid engine with the default open list,
 * the lecture's {@link AStar} with another). Named {@code pathlab} with the default open list,
 * {@code pathlab/LABEL} with another, so two open lists can be timed side by side; and
 * {@link #general()}, {@code pathlab/general}, is the lecture's engine with the default open
 * list, the search the command line ran on grids before the grid engine.
 *
 * <pre>
 *   PeerAStar.Query ours = new PathlabAStar(OpenListKind.HEAP_ON_TOP).prepare(GridGraph.octile(map));
 * </pre>
 */
public final class PathlabAStar implements PeerAStar {
    private final OpenListKind openList;
    private final boolean general;

    public PathlabAStar(OpenListKind openList) {
        this(openList, false);
    }

    private PathlabAStar(OpenListKind openList, boolean general) {
        this.openList = openList;
        this.general = general;
    }

    /** The lecture's engine ({@link AStar}) with the default open list, on every grid. */
    public static PathlabAStar general() {
        return new PathlabAStar(SearchOptions.grid().openList(), true);
    }

    @Override
    public String name() {
        return general ? "pathlab/general"
                : openList == SearchOptions.grid().openList() ? "pathlab" : "pathlab/" + openList.label();
    }

    @Override
    public boolean expandsAsOurs() {
        return true;
    }

    @Override
    public Query prepare(GridGraph grid) {
        SearchOptions options = SearchOptions.grid().withCounters(false).withOpenList(openList);
        OctileHeuristic octile = new OctileHeuristic(grid);
        if (general) {
            AStar astar = new AStar(grid, options);
            return (start, goal) -> astar.search(start, goal, octile).cost();
        }
        GridSearch search = GridSearch.of(grid, options, octile);
        return (start, goal) -> search.search(start, goal).cost();
    }
}
