package pathlab.trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import pathlab.graph.Graph;
import pathlab.heuristic.Heuristic;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.search.SearchStep;

/**
 * A recorded search: every step of it, from the initial state to the last iteration, and its
 * result. This is what the lecture's worked examples write out by hand; a notebook can show one
 * step per cell with {@link #step(int)} and print the whole listing with {@link #listing()}.
 *
 * <p>Recording copies the lists at every iteration, O(n) per step: meant for small graphs.
 *
 * <pre>
 *   Trace t = Trace.record(graph, a, f, heuristic, SearchOptions.lecture(), Notation.ASTAR);
 *   System.out.println(t.listing());
 * </pre>
 */
public final class Trace {
    private final Graph graph;
    private final List<SearchStep> steps;
    private final SearchResult result;
    private final Notation notation;

    private Trace(Graph graph, List<SearchStep> steps, SearchResult result, Notation notation) {
        this.graph = graph;
        this.steps = Collections.unmodifiableList(steps);
        this.result = result;
        this.notation = notation;
    }

    /** Runs a search from start to goal, keeping every step. */
    public static Trace record(Graph graph, int start, int goal, Heuristic heuristic, SearchOptions options,
                               Notation notation) {
        List<SearchStep> steps = new ArrayList<>();
        SearchResult result = new AStar(graph, options).search(start, goal, heuristic, steps::add);
        return new Trace(graph, steps, result, notation);
    }

    public Graph graph() {
        return graph;
    }

    /** The steps: index 0 is the initial state, index i is iteration [i]. */
    public List<SearchStep> steps() {
        return steps;
    }

    /** The step after iteration i (0 for the initial state). */
    public SearchStep step(int iteration) {
        return steps.get(iteration);
    }

    /** The number of iterations run. */
    public int iterations() {
        return steps.size() - 1;
    }

    public SearchResult result() {
        return result;
    }

    public Notation notation() {
        return notation;
    }

    /** The whole listing in the lecture's notation, ending with the final path. */
    public String listing() {
        return Listing.of(this);
    }

    /** The lines of one step in the lecture's notation, e.g. {@code [2] N: B}, {@code C: ...}. */
    public String listing(int iteration) {
        return Listing.step(this, steps.get(iteration));
    }

    /** The trace as a table: iteration, current, closed, open, unvisited. */
    public tech.tablesaw.api.Table table() {
        return TraceTable.of(this);
    }

    @Override
    public String toString() {
        return listing();
    }
}
