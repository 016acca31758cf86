package pathlab.heuristic;

import java.util.Arrays;

import pathlab.graph.GraphFile;
import pathlab.search.Heuristic;

/**
 * A heuristic given as a table: one estimate per node, towards one fixed goal. This is how the
 * lecture's Examples 2 and 3 give their heuristics (the "v" values drawn beside the nodes).
 *
 * <p>The goal argument is ignored: the table was written for a particular goal, and using it
 * towards another is the caller's choice. Cost: O(1) per estimate, O(n) memory.
 *
 * <pre>
 *   Heuristic h = TableHeuristic.of(GraphFile.lecture(), "underestimating");
 * </pre>
 */
public final class TableHeuristic implements Heuristic {
    private final String name;
    private final double[] values;

    /** The table called {@code name} in a graph file; an unknown name is an error listing the others. */
    public static TableHeuristic of(GraphFile file, String name) {
        return new TableHeuristic(name, file.heuristicTable(name));
    }

    /** A table of non-negative estimates indexed by node id. */
    public TableHeuristic(String name, double[] values) {
        for (int node = 0; node < values.length; node++) {
            if (!(values[node] >= 0)) {
                throw new IllegalArgumentException("heuristic '" + name + "' gives " + values[node]
                        + " for node " + node + ": estimates cannot be negative or NaN");
            }
        }
        this.name = name;
        this.values = values.clone();
    }

    @Override
    public double estimate(int node, int goal) {
        return values[node];
    }

    /** The table's values, by node id (a copy). */
    public double[] values() {
        return values.clone();
    }

    @Override
    public String toString() {
        return name + Arrays.toString(values);
    }
}
