package pathlab.bench;

import pathlab.grid.GridGraph;

/**
 * Another A*, run by {@code pathlab bench astar} on the same grid and queries as ours: another
 * library's ({@link GdxAiAStar}, {@link JGraphTAStar}), another build of ours
 * ({@link ReferenceBuild}) or ours written for grids only ({@link GridOnlyAStar}). They live in
 * this benchmarks module, so the other libraries are never a dependency of the library itself.
 */
public interface PeerAStar {

    /** The library's name in reports, e.g. {@code jgrapht}. */
    String name();

    /**
     * Whether it expands exactly the nodes our A* does, query by query (our search with another
     * open list, {@link GridOnlyAStar}): its expansions per second are then reported too.
     */
    default boolean expandsAsOurs() {
        return false;
    }

    /** Builds the library's own graph of the grid and its octile heuristic (not timed). */
    Query prepare(GridGraph grid);

    /** One query: the cost of the path the library finds, +infinity for none; may throw. */
    @FunctionalInterface
    interface Query {
        double cost(int start, int goal);
    }
}
