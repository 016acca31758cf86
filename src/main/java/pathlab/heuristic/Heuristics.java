package pathlab.heuristic;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

import pathlab.grid.GridGraph;

/**
 * The grid heuristics by the names the command line and the notebooks use:
 * {@code zero manhattan chebyshev octile euclidean hex}, and heuristics that take an argument
 * after a colon, such as {@code cluster:16} or {@code landmarks:16:farthest} (see {@link #names()}).
 *
 * <pre>
 *   Heuristic h = Heuristics.byName("octile", grid);
 * </pre>
 *
 * <p>A heuristic that needs more than the grid (a table to precompute, a parameter) registers a
 * {@link Factory} under its name in the static block below; the factory receives the text after
 * the first colon, or null when there is none.
 */
public final class Heuristics {

    /** Makes a heuristic for a grid; {@code argument} is the text after {@code name:}, or null. */
    @FunctionalInterface
    public interface Factory {
        Heuristic create(GridGraph grid, String argument);
    }

    private static final Map<String, Factory> FACTORIES = new LinkedHashMap<>();

    static {
        register("zero", plain(g -> Heuristic.ZERO));
        register("manhattan", plain(ManhattanHeuristic::new));
        register("chebyshev", plain(ChebyshevHeuristic::new));
        register("octile", plain(OctileHeuristic::new));
        register("euclidean", plain(EuclideanHeuristic::new));
        register("hex", plain(HexHeuristic::new));
        register("cluster", DeadEndHeuristic::clusterForGrid);
        register("cluster-lecture", ClusterHeuristic::forGrid);
        register("landmarks", LandmarkHeuristic::forGrid);
        register("gateway", GatewayHeuristic::forGrid);
        register("deadend", DeadEndHeuristic::forGrid);
        register("pathmax", PathmaxHeuristic::forGrid);
        register("weighted", WeightedHeuristic::forGrid);
    }

    private Heuristics() {}

    /** Adds a heuristic under a name (a word without a colon). */
    public static synchronized void register(String name, Factory factory) {
        if (name.contains(":") || FACTORIES.containsKey(name)) {
            throw new IllegalArgumentException("cannot register heuristic name '" + name + "'");
        }
        FACTORIES.put(name, factory);
    }

    /** The registered names, in registration order. */
    public static synchronized String names() {
        return String.join(", ", FACTORIES.keySet());
    }

    /** The heuristic called {@code spec} ({@code name} or {@code name:argument}) for the grid. */
    public static synchronized Heuristic byName(String spec, GridGraph grid) {
        int colon = spec.indexOf(':');
        String name = colon < 0 ? spec : spec.substring(0, colon);
        Factory factory = FACTORIES.get(name);
        if (factory == null) {
            throw new IllegalArgumentException("unknown heuristic '" + spec + "': choose one of " + names());
        }
        return factory.create(grid, colon < 0 ? null : spec.substring(colon + 1));
    }

    /**
     * The name of the most informed of the plain distances that is still admissible for the grid's
     * moves: {@code manhattan} for four neighbours, {@code hex} for six, {@code octile} for eight.
     */
    public static String defaultName(GridGraph grid) {
        return switch (grid.moves()) {
            case FOUR -> "manhattan";
            case HEX -> "hex";
            case EIGHT -> "octile";
        };
    }

    /** A factory for a heuristic that takes no argument. */
    private static Factory plain(Function<GridGraph, Heuristic> make) {
        return (grid, argument) -> {
            if (argument != null) {
                throw new IllegalArgumentException("heuristic " + make.apply(grid) + " takes no argument, not ':" + argument + "'");
            }
            return make.apply(grid);
        };
    }
}
