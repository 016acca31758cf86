package pathlab.bench;

import pathlab.graph.Graph;
import pathlab.search.Heuristic;

/**
 * One map of a benchmark and the queries to time on it: each query is a search from
 * {@code starts[i]} to {@code goals[i]} with the heuristic.
 *
 * @param name the map's name in reports, e.g. {@code den520d} or {@code random-256}
 * @param cells the map's size in cells (width times height), the x axis of the charts
 * @param graph the graph to search
 * @param heuristic the heuristic every search uses
 * @param starts the queries' start nodes
 * @param goals the queries' goal nodes, as many as starts
 */
public record BenchCase(String name, int cells, Graph graph, Heuristic heuristic, int[] starts, int[] goals) {

    public BenchCase {
        if (starts.length != goals.length || starts.length == 0) {
            throw new IllegalArgumentException(name + ": a benchmark needs queries, as many starts as goals");
        }
    }

    public int queries() {
        return starts.length;
    }
}
