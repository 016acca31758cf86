package pathlab.trace;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.search.Costs;
import pathlab.search.NodeRecord;
import pathlab.search.SearchResult;
import pathlab.search.SearchStep;

/**
 * Prints a {@link Trace} exactly as the lecture lists its worked examples, in a fixed format that
 * other tools can read:
 *
 * <pre>
 *   initial
 *   C: ϕ
 *   O: A(ϕ,0)
 *   U: B, C, D, E, F
 *   [1] N: A
 *   C: A(ϕ,0)
 *   O: B(A,3) C(A,5) D(A,9)
 *   U: E, F
 *   ...
 *   Final path: A B C D E F (cost 14)
 * </pre>
 *
 * Records are in node-name order, separated by one space, with no spaces inside; {@code ϕ} stands
 * for "none" and for an empty list. The {@code U:} line appears in {@link Notation#DIJKSTRA} only,
 * with names separated by a comma and a space as on the lecture's slides. The last line is
 * {@code Final path: ... (cost C)} or {@code No path}. Cost: O(n log n) per step.
 */
public final class Listing {
    /** The lecture's symbol for "nothing". */
    public static final String NONE = "ϕ";

    private Listing() {}

    /** The complete listing, one line per list, ending with the final path. */
    public static String of(Trace trace) {
        return of(trace.graph(), trace.notation(), trace.steps(), finalPath(trace.result()));
    }

    /**
     * The listing of steps that any search reported through a {@code SearchListener} (a student's
     * search in an assignment, for example), ending with its path from {@code start} given as
     * connections, or {@code null} for "no path".
     */
    public static String of(Graph g, Notation notation, List<SearchStep> steps, int start, List<Connection> path) {
        return of(g, notation, steps, finalPath(g, start, path));
    }

    private static String of(Graph g, Notation notation, List<SearchStep> steps, String finalPath) {
        StringBuilder out = new StringBuilder();
        for (SearchStep step : steps) {
            out.append(step(g, notation, step));
        }
        out.append(finalPath).append('\n');
        return out.toString();
    }

    /** The lines of one step: its header, then C, O and (for Dijkstra) U. */
    public static String step(Trace trace, SearchStep step) {
        return step(trace.graph(), trace.notation(), step);
    }

    /** The lines of one step of a search on {@code g}, in the given notation. */
    public static String step(Graph g, Notation notation, SearchStep step) {
        StringBuilder out = new StringBuilder();
        out.append(step.iteration() == 0 ? "initial" : "[" + step.iteration() + "] N: " + g.nodeName(step.current()))
                .append('\n');
        out.append("C: ").append(records(g, step.closed(), notation)).append('\n');
        out.append("O: ").append(records(g, step.open(), notation)).append('\n');
        if (notation == Notation.DIJKSTRA) {
            out.append("U: ").append(names(g, step.unvisited())).append('\n');
        }
        return out.toString();
    }

    /** {@code Final path: A B C D E F (cost 14)}, or {@code No path}. */
    public static String finalPath(SearchResult result) {
        return result.found()
                ? "Final path: " + result.pathNames() + " (cost " + Costs.format(result.cost()) + ")"
                : "No path";
    }

    /** The same line for a path from {@code start} given as connections ({@code null}: no path). */
    public static String finalPath(Graph g, int start, List<Connection> path) {
        if (path == null) {
            return "No path";
        }
        List<String> names = new ArrayList<>(List.of(g.nodeName(start)));
        double cost = 0;
        for (Connection c : path) {
            names.add(g.nodeName(c.to()));
            cost += c.cost();
        }
        return "Final path: " + String.join(" ", names) + " (cost " + Costs.format(cost) + ")";
    }

    /** The records of one list in node-name order, e.g. {@code B(A,3,11) C(A,5,11)}, or ϕ. */
    public static String records(Graph g, List<NodeRecord> records, Notation notation) {
        if (records.isEmpty()) {
            return NONE;
        }
        return records.stream()
                .sorted(Comparator.comparing(r -> g.nodeName(r.node())))
                .map(r -> record(g, r, notation))
                .collect(Collectors.joining(" "));
    }

    /** One record: {@code X(Y,c)} or {@code X(Y,c,e)}. */
    public static String record(Graph g, NodeRecord r, Notation notation) {
        String from = r.from() < 0 ? NONE : g.nodeName(r.from());
        String fields = from + "," + Costs.format(r.costSoFar());
        if (notation == Notation.ASTAR) {
            fields += "," + Costs.format(r.estimatedTotalCost());
        }
        return g.nodeName(r.node()) + "(" + fields + ")";
    }

    /** Node names in name order separated by ", ", or ϕ. */
    static String names(Graph g, List<Integer> nodes) {
        if (nodes.isEmpty()) {
            return NONE;
        }
        List<String> names = new ArrayList<>();
        for (int node : nodes) {
            names.add(g.nodeName(node));
        }
        names.sort(null);
        return String.join(", ", names);
    }
}
