package pathlab.trace;

import pathlab.Labelled;
import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.heuristic.TableHeuristic;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;

/**
 * The three worked examples of lecture 07 on its example graph ({@code maps/lecture.graph}),
 * from A to F: Dijkstra (Example 1), A* with an underestimating heuristic (Example 2) and A* with
 * an overestimating heuristic, where closed nodes are reopened (Example 3).
 *
 * <pre>
 *   System.out.println(LectureExample.EXAMPLE_3.trace(SearchOptions.lecture()).listing());
 * </pre>
 */
public enum LectureExample implements Labelled {
    EXAMPLE_1("lecture-1", null, Notation.DIJKSTRA),
    EXAMPLE_2("lecture-2", "underestimating", Notation.ASTAR),
    EXAMPLE_3("lecture-3", "overestimating", Notation.ASTAR);

    private final String label;
    private final String heuristicTable;
    private final Notation notation;

    LectureExample(String label, String heuristicTable, Notation notation) {
        this.label = label;
        this.heuristicTable = heuristicTable;
        this.notation = notation;
    }

    @Override
    public String label() {
        return label;
    }

    public static LectureExample byLabel(String label) {
        return Labelled.byLabel(LectureExample.class, label, "lecture example");
    }

    /** The lecture's graph. */
    public DirectedGraph graph() {
        return GraphFile.lecture().graph();
    }

    /** The example's heuristic: zero for Dijkstra, else one of the lecture's tables. */
    public Heuristic heuristic() {
        return heuristicTable == null ? Heuristic.ZERO : TableHeuristic.of(GraphFile.lecture(), heuristicTable);
    }

    public Notation notation() {
        return notation;
    }

    /** Runs the example from A to F with the given options, recording every step. */
    public Trace trace(SearchOptions options) {
        DirectedGraph g = graph();
        return Trace.record(g, g.node("A"), g.node("F"), heuristic(), options, notation);
    }

    /** Runs the example with the lecture's own options. */
    public Trace trace() {
        return trace(SearchOptions.lecture());
    }
}
