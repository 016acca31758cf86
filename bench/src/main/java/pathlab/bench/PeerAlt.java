package pathlab.bench;

import pathlab.grid.GridGraph;

/**
 * Another library's A* with its own landmark ("ALT") heuristic, run by
 * {@code pathlab bench landmarks} with the same landmarks and queries as ours ({@link JGraphTAlt}),
 * in this benchmarks module like {@link PeerAStar}'s.
 */
public interface PeerAlt {

    /** The library's name in reports, e.g. {@code jgrapht-alt}. */
    String name();

    /** Builds the library's own graph of the grid (not timed). */
    Graph prepare(GridGraph grid);

    /** The library's graph, ready for landmarks. */
    @FunctionalInterface
    interface Graph {
        /** Precomputes the library's landmark heuristic on these landmark nodes (timed as precompute). */
        Query landmarks(int[] landmarks);
    }

    /** Queries with one landmark heuristic. */
    interface Query {
        /** The cost of the path the library finds, +infinity for none; may throw. */
        double cost(int start, int goal);

        /** How many nodes the last query expanded, as the library counts them. */
        int expanded();
    }
}
