package pathlab.trace;

import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.heuristic.TableHeuristic;
import pathlab.heuristic.cluster.ClusterHeuristic;
import pathlab.heuristic.cluster.ClusterTable;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.Termination;

/**
 * The cluster heuristic worked by hand on a small level ({@code maps/clusters.graph}): three rooms,
 * west (A B C D), north (E F G H) and south (I J K L), searched from A to L.
 *
 * <p>North lies close to L as the crow flies, but the passage from north to south is long. With
 * the Euclidean heuristic alone A* walks into north before it finds L; with the cluster heuristic
 * every north node is estimated at least {@code T[north][south] = 9}, the cheapest way from any
 * north node to any south node, and A* never expands a north node.
 *
 * <p>Both searches stop when the goal becomes the current node, with the lecture's
 * first-in-first-out ties ({@link #OPTIONS}):
 * the lecture's optimal rule would go on expanding every open node whose cost-so-far is below the
 * goal's, north included, whatever the heuristic says. Stopping at the goal is still optimal with
 * an admissible heuristic when closed nodes may be reopened.
 *
 * <pre>
 *   System.out.println(ClusterExample.table().format());
 *   System.out.println(ClusterExample.trace(ClusterExample.clusterHeuristic()).listing());
 * </pre>
 */
public final class ClusterExample {
    /** The lecture's options with the goal rule of {@link SearchOptions#grid()}. */
    public static final SearchOptions OPTIONS = SearchOptions.lecture().withTermination(Termination.GOAL);

    private ClusterExample() {}

    /** The graph file with its clusters and its {@code euclidean} table. */
    public static GraphFile file() {
        return Holder.FILE;
    }

    private static final class Holder {
        static final GraphFile FILE = GraphFile.resource("maps/clusters.graph");
    }

    public static DirectedGraph graph() {
        return file().graph();
    }

    /** Straight-line distance to L, rounded down: the base heuristic. */
    public static Heuristic euclidean() {
        return TableHeuristic.of(file(), "euclidean");
    }

    /** The lookup table: the least cost between each pair of rooms. */
    public static ClusterTable table() {
        return ClusterTable.build(graph(), file().clusters());
    }

    /** The cluster heuristic: the larger of the table value and the Euclidean estimate. */
    public static Heuristic clusterHeuristic() {
        return ClusterHeuristic.of(table(), euclidean());
    }

    /** A search from A to L with the given heuristic, stopping when L is the current node. */
    public static Trace trace(Heuristic heuristic) {
        DirectedGraph g = graph();
        return Trace.record(g, g.node("A"), g.node("L"), heuristic, OPTIONS, Notation.ASTAR);
    }
}
