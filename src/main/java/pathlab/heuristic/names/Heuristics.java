package pathlab.heuristic.names;

import java.util.List;

import pathlab.graph.Clusters;
import pathlab.graph.GraphFile;
import pathlab.grid.GridGraph;
import pathlab.grid.Rooms;
import pathlab.grid.Sectors;
import pathlab.heuristic.ChebyshevHeuristic;
import pathlab.heuristic.EuclideanHeuristic;
import pathlab.heuristic.HexHeuristic;
import pathlab.heuristic.ManhattanHeuristic;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.PathmaxHeuristic;
import pathlab.heuristic.TableHeuristic;
import pathlab.heuristic.WeightedHeuristic;
import pathlab.heuristic.cluster.ClusterHeuristic;
import pathlab.heuristic.cluster.ClusterTable;
import pathlab.heuristic.cluster.DeadEndHeuristic;
import pathlab.heuristic.cluster.GatewayHeuristic;
import pathlab.heuristic.cluster.GatewayTable;
import pathlab.heuristic.landmark.LandmarkHeuristic;
import pathlab.heuristic.landmark.LandmarkPlacement;
import pathlab.heuristic.landmark.LandmarkTables;
import pathlab.search.Heuristic;

/**
 * The grid heuristics by the names the command line and the notebooks use: the one place where a
 * name such as {@code octile}, {@code cluster:rooms} or {@code landmarks:16:farthest} becomes a
 * heuristic. The heuristics themselves take numbers and objects, never text.
 *
 * <pre>
 *   Heuristic h = Heuristics.byName("octile", grid);
 *   Heuristic c = Heuristics.byName("pathmax:cluster:rooms", grid);
 * </pre>
 *
 * <p>The names ({@link #NAMES}): the plain distances {@code zero manhattan chebyshev octile
 * euclidean hex}; and, with an argument after a colon,
 * <ul>
 *   <li>{@code cluster-lecture:rooms|SIZE}, the lecture's cluster heuristic (the table value
 *       between clusters; SIZE is the side of square sectors in cells), and
 *       {@code cluster-max:rooms|SIZE}, our improvement on it (never below the grid's distance);
 *       {@code cluster:rooms} (gateways and dead ends, our best on game maps) and
 *       {@code cluster:SIZE} (the same as {@code cluster-max:SIZE});</li>
 *   <li>{@code gateway:rooms|SIZE} and {@code deadend:rooms|SIZE};</li>
 *   <li>{@code landmarks:K[:PLACEMENT]}, K from 1 to {@link #MAX_LANDMARKS}, placement by
 *       {@link LandmarkPlacement}'s labels (farthest when left out);</li>
 *   <li>{@code pathmax:H} and {@code weighted:W:H}, around any heuristic H named here.</li>
 * </ul>
 * Each cluster and landmark heuristic falls back on the grid's own distance heuristic
 * ({@link #defaultName}). On a graph file the names are its tables and {@code cluster-lecture[:TABLE]},
 * {@code cluster-max[:TABLE]} and {@code cluster[:TABLE]} ({@link #byName(String, GraphFile)}). Cost: that of building the heuristic (its tables), nothing more.
 */
public final class Heuristics {

    /** Every name, in the order the help texts list them. */
    public static final List<String> NAMES = List.of("zero", "manhattan", "chebyshev", "octile", "euclidean", "hex",
            "cluster", "cluster-lecture", "cluster-max", "landmarks", "gateway", "deadend", "pathmax", "weighted");

    /** The most landmarks a name may ask for: beyond a few dozen, tables cost more than they save. */
    public static final int MAX_LANDMARKS = 64;

    private Heuristics() {}

    /** The names, for messages: "zero, manhattan, ...". */
    public static String names() {
        return String.join(", ", NAMES);
    }

    /** The heuristic called {@code spec} ({@code name} or {@code name:argument}) for the grid. */
    public static Heuristic byName(String spec, GridGraph grid) {
        int colon = spec.indexOf(':');
        String name = colon < 0 ? spec : spec.substring(0, colon);
        String argument = colon < 0 ? null : spec.substring(colon + 1);
        return switch (name) {
            case "zero" -> plain(name, argument, Heuristic.ZERO);
            case "manhattan" -> plain(name, argument, new ManhattanHeuristic(grid));
            case "chebyshev" -> plain(name, argument, new ChebyshevHeuristic(grid));
            case "octile" -> plain(name, argument, new OctileHeuristic(grid));
            case "euclidean" -> plain(name, argument, new EuclideanHeuristic(grid));
            case "hex" -> plain(name, argument, new HexHeuristic(grid));
            case "cluster" -> cluster(grid, argument);
            case "cluster-lecture" -> ClusterHeuristic.lecture(ClusterTable.build(grid, clusters(grid, name, argument)),
                    distance(grid));
            case "cluster-max" -> ClusterHeuristic.build(grid, clusters(grid, name, argument), distance(grid));
            case "gateway" -> GatewayHeuristic.of(GatewayTable.build(grid, clusters(grid, name, argument)), distance(grid));
            case "deadend" -> deadEnds(grid, clusters(grid, name, argument), distance(grid));
            case "landmarks" -> landmarks(grid, argument);
            case "pathmax" -> pathmax(grid, argument);
            case "weighted" -> weighted(grid, argument);
            default -> throw new IllegalArgumentException("unknown heuristic '" + spec + "': choose one of " + names());
        };
    }

    /**
     * The heuristic called {@code spec} for a graph file: the name of one of its heuristic tables,
     * or a cluster heuristic on the file's clusters with zero or the table {@code TABLE} as the
     * estimate inside a cluster: {@code cluster-lecture[:TABLE]} the lecture's (the table value
     * between clusters), {@code cluster-max[:TABLE]} our improvement (the larger of the table
     * value and TABLE's), and {@code cluster[:TABLE]} the same as {@code cluster-max}.
     */
    public static Heuristic byName(String spec, GraphFile file) {
        int colon = spec.indexOf(':');
        String name = colon < 0 ? spec : spec.substring(0, colon);
        if (!List.of("cluster", "cluster-lecture", "cluster-max").contains(name)) {
            return TableHeuristic.of(file, spec);
        }
        Heuristic inside = colon < 0 ? Heuristic.ZERO : TableHeuristic.of(file, spec.substring(colon + 1));
        ClusterTable table = ClusterTable.build(file.graph(), file.clusters());
        return name.equals("cluster-lecture") ? ClusterHeuristic.lecture(table, inside) : ClusterHeuristic.of(table, inside);
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

    /** The grid's own distance heuristic, the one {@link #defaultName} names. */
    private static Heuristic distance(GridGraph grid) {
        return byName(defaultName(grid), grid);
    }

    /** A heuristic that takes no argument. */
    private static Heuristic plain(String name, String argument, Heuristic heuristic) {
        if (argument != null) {
            throw new IllegalArgumentException("heuristic " + name + " takes no argument, not ':" + argument + "'");
        }
        return heuristic;
    }

    /**
     * {@code cluster:rooms} is the room clustering with gateways and dead ends (the best we have
     * on game maps); {@code cluster:SIZE} the lecture's table over square sectors, never below
     * the grid's distance ({@code cluster-max:SIZE}).
     */
    private static Heuristic cluster(GridGraph grid, String argument) {
        Clusters clusters = clusters(grid, "cluster", argument);
        if (!"rooms".equals(argument)) {
            return ClusterHeuristic.build(grid, clusters, distance(grid));
        }
        Heuristic distance = distance(grid);
        Heuristic gateways = GatewayHeuristic.of(GatewayTable.build(grid, clusters), distance);
        return DeadEndHeuristic.build(grid, clusters, distance, gateways);
    }

    /** Dead ends on their own: the grid's distance both to seal rooms and as the estimate. */
    private static Heuristic deadEnds(GridGraph grid, Clusters clusters, Heuristic distance) {
        return DeadEndHeuristic.build(grid, clusters, distance, distance);
    }

    /** The clusters {@code rooms} (found by flood fill) or {@code SIZE} (square sectors). */
    private static Clusters clusters(GridGraph grid, String name, String argument) {
        if (argument == null) {
            throw new IllegalArgumentException("say which clusters: " + name + ":SIZE (square sectors of SIZE cells) or "
                    + name + ":rooms");
        }
        if (argument.equals("rooms")) {
            return Rooms.of(grid);
        }
        if (!argument.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException(name + ":" + argument + ": expected a sector size in cells or 'rooms'");
        }
        return Sectors.of(grid, Integer.parseInt(argument));
    }

    /** {@code landmarks:K[:PLACEMENT]}. */
    private static Heuristic landmarks(GridGraph grid, String argument) {
        if (argument == null || argument.isEmpty()) {
            throw new IllegalArgumentException("landmarks need a count: landmarks:K[:PLACEMENT], e.g. landmarks:16:farthest");
        }
        String[] parts = argument.split(":", 2);
        if (!parts[0].matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("landmarks:" + argument + ": '" + parts[0] + "' is not a number of landmarks");
        }
        int k = Integer.parseInt(parts[0]);
        if (k < 1 || k > MAX_LANDMARKS) {
            throw new IllegalArgumentException("landmarks:" + argument + ": the number of landmarks must be 1.." + MAX_LANDMARKS
                    + " (each one is a search and a table the size of the map; 16 is usually plenty)");
        }
        LandmarkPlacement placement = LandmarkPlacement.byLabel(parts.length > 1 ? parts[1] : "farthest");
        Heuristic base = distance(grid);
        return new LandmarkHeuristic(base, LandmarkTables.build(grid, placement.place(grid, k, base, 1)));
    }

    /** {@code weighted:W:H}. */
    private static Heuristic weighted(GridGraph grid, String argument) {
        int colon = argument == null ? -1 : argument.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("say the weight and the heuristic: weighted:W:H, such as weighted:1.5:octile");
        }
        String weight = argument.substring(0, colon);
        double w;
        try {
            w = Double.parseDouble(weight);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("weighted:" + argument + ": the weight '" + weight + "' is not a number");
        }
        return WeightedHeuristic.of(w, byName(argument.substring(colon + 1), grid));
    }

    /** {@code pathmax:H}. */
    private static Heuristic pathmax(GridGraph grid, String argument) {
        if (argument == null) {
            throw new IllegalArgumentException("say which heuristic: pathmax:H, such as pathmax:cluster:rooms");
        }
        return PathmaxHeuristic.of(grid, byName(argument, grid));
    }
}
