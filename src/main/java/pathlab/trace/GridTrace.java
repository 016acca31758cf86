package pathlab.trace;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import pathlab.grid.GridGraph;
import pathlab.search.AStar;
import pathlab.search.ChangeListener;
import pathlab.search.Heuristic;
import pathlab.search.JumpPointSearch;
import pathlab.search.NodeChange;
import pathlab.search.NodeRecord;
import pathlab.search.NodeState;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/**
 * A recorded search on a grid map: what each iteration did to the lists, for watching a fill
 * grow ({@code StepPlayer.of(gridTrace)}). An iteration moves its current node to the closed list
 * and puts the cells its connections reached on the open list (new ones, and closed ones it
 * reopens; lecture 07, "Dijkstra in Steps"); that is all a picture of the fill needs, so only
 * that is kept, with the current node's cost-so-far and estimated-total-cost.
 *
 * <p>Unlike a {@link Trace}, which keeps every node record to print the lecture's listings, this
 * keeps one int per reached cell per iteration and three numbers per iteration, so a whole
 * Dragon Age search of 100,000 iterations takes a few megabytes. Cost: the search's own, plus
 * O(1) per change recorded.
 *
 * <pre>
 *   GridTrace t = GridTrace.record(grid, start, goal, new OctileHeuristic(grid), SearchOptions.grid());
 *   display(StepPlayer.of(t).html(), "text/html");
 *   display(StepPlayer.of(GridTrace.recordJumpPoints(grid, start, goal, new OctileHeuristic(grid))).html(), "text/html");
 * </pre>
 */
public final class GridTrace {
    private final GridGraph grid;
    private final SearchResult result;
    private final Changes changes;

    private GridTrace(GridGraph grid, SearchResult result, Changes changes) {
        this.grid = grid;
        this.result = result;
        this.changes = changes;
    }

    /** Runs A* on the grid from start to goal, recording every iteration. */
    public static GridTrace record(GridGraph grid, int start, int goal, Heuristic heuristic, SearchOptions options) {
        return record(grid, listener -> new AStar(grid, options).search(start, goal, heuristic, listener));
    }

    /**
     * Runs jump point search on the grid from start to goal, recording every iteration: the cells
     * on the open and closed lists are then the jump points, and the path is filled in between them.
     */
    public static GridTrace recordJumpPoints(GridGraph grid, int start, int goal, Heuristic heuristic) {
        return record(grid, listener -> new JumpPointSearch(grid).search(start, goal, heuristic, listener).search());
    }

    /**
     * Runs any search that reports its iterations to the listener it is given (a student's own
     * A*, say) and records them in the order reported; its result is what {@code search} returns.
     * A search that reports nothing (or could not start: a wall, or no route joins the two) has
     * its initial state alone, iteration 0.
     */
    public static GridTrace record(GridGraph grid, Function<ChangeListener, SearchResult> search) {
        Changes changes = new Changes();
        SearchResult result = search.apply(changes);
        if (changes.steps == 0) {
            changes.changed(0, -1, List.of());
        }
        return new GridTrace(grid, result, changes);
    }

    public GridGraph grid() {
        return grid;
    }

    public SearchResult result() {
        return result;
    }

    /** The number of iterations run; iteration 0 is the initial state. */
    public int iterations() {
        return changes.steps - 1;
    }

    /** The current node of an iteration, -1 for the initial state (0). */
    public int current(int iteration) {
        check(iteration);
        return changes.current[iteration];
    }

    /** The current node's cost-so-far when the iteration took it (0 for the initial state). */
    public double costSoFar(int iteration) {
        check(iteration);
        return changes.costSoFar[iteration];
    }

    /** The current node's estimated-total-cost when the iteration took it (0 for the initial state). */
    public double estimatedTotalCost(int iteration) {
        check(iteration);
        return changes.estimatedTotalCost[iteration];
    }

    /** The cells the iteration left on the open list: reached, updated or reopened (the start, in iteration 0). */
    public int[] opened(int iteration) {
        check(iteration);
        return Arrays.copyOfRange(changes.opened, changes.first[iteration], changes.first[iteration + 1]);
    }

    private void check(int iteration) {
        if (iteration < 0 || iteration >= changes.steps) {
            throw new IndexOutOfBoundsException("there is no iteration " + iteration + ": the search ran 0.."
                    + (changes.steps - 1));
        }
    }

    /** Per iteration its current node and its record; the cells it opened, flat: iteration i owns first[i] .. first[i+1]-1. */
    private static final class Changes implements ChangeListener {
        int steps;
        int[] current = new int[16];
        double[] costSoFar = new double[16];
        double[] estimatedTotalCost = new double[16];
        int[] first = new int[17];
        int[] opened = new int[16];
        int count;

        @Override
        public void changed(int iteration, int currentNode, List<NodeChange> changed) {
            if (steps + 1 == current.length) {
                int n = 2 * current.length;
                current = Arrays.copyOf(current, n);
                costSoFar = Arrays.copyOf(costSoFar, n);
                estimatedTotalCost = Arrays.copyOf(estimatedTotalCost, n);
                first = Arrays.copyOf(first, n + 1);
            }
            current[steps] = currentNode;
            for (NodeChange c : changed) {
                NodeRecord r = c.record();
                if (c.state() == NodeState.OPEN) {
                    if (count == opened.length) {
                        opened = Arrays.copyOf(opened, 2 * count);
                    }
                    opened[count++] = r.node();
                } else if (r.node() == currentNode) {
                    costSoFar[steps] = r.costSoFar();
                    estimatedTotalCost[steps] = r.estimatedTotalCost();
                }
            }
            steps++;
            first[steps] = count;
        }
    }
}
