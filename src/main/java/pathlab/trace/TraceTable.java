package pathlab.trace;

import pathlab.graph.Graph;
import pathlab.search.SearchStep;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * A trace as a tablesaw table, one row per step: {@code iteration}, {@code current},
 * {@code closed}, {@code open}, {@code unvisited}, each list written as in the lecture's listing.
 * Useful for filtering, counting and printing steps side by side in a notebook.
 */
public final class TraceTable {
    private TraceTable() {}

    public static Table of(Trace trace) {
        Graph g = trace.graph();
        IntColumn iteration = IntColumn.create("iteration");
        StringColumn current = StringColumn.create("current");
        StringColumn closed = StringColumn.create("closed");
        StringColumn open = StringColumn.create("open");
        StringColumn unvisited = StringColumn.create("unvisited");
        for (SearchStep step : trace.steps()) {
            iteration.append(step.iteration());
            current.append(step.current() < 0 ? Listing.NONE : g.nodeName(step.current()));
            closed.append(Listing.records(g, step.closed(), trace.notation()));
            open.append(Listing.records(g, step.open(), trace.notation()));
            unvisited.append(Listing.names(g, step.unvisited()));
        }
        return Table.create("trace", iteration, current, closed, open, unvisited);
    }
}
