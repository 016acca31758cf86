package pathlab.bench;

import pathlab.grid.GridGraph;
import pathlab.heuristic.OctileHeuristic;
import pathlab.openlist.OpenListKind;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;

/**
 * Our A* as {@code pathlab bench astar} times it: octile heuristic, {@link SearchOptions#grid()}
 * with the open list's counters off (the peers count nothing), and a chosen open list. Named
 * {@code pathlab} with the default open list, {@code pathlab/LABEL} with another, so two open
 * lists can be timed side by side.
 *
 * <pre>
 *   PeerAStar.Query ours = new PathlabAStar(OpenListKind.HEAP_ON_TOP).prepare(GridGraph.octile(map));
 * </pre>
 */
public final class PathlabAStar implements PeerAStar {
    private final OpenListKind openList;

    public PathlabAStar(OpenListKind openList) {
        this.openList = openList;
    }

    @Override
    public String name() {
        return openList == SearchOptions.grid().openList() ? "pathlab" : "pathlab/" + openList.label();
    }

    @Override
    public boolean expandsAsOurs() {
        return true;
    }

    @Override
    public Query prepare(GridGraph grid) {
        AStar astar = new AStar(grid, SearchOptions.grid().withCounters(false).withOpenList(openList));
        OctileHeuristic octile = new OctileHeuristic(grid);
        return (start, goal) -> astar.search(start, goal, octile).cost();
    }
}
