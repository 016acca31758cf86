package pathlab.heuristic.landmark;

import java.util.Random;

import pathlab.Labelled;
import pathlab.graph.Graph;
import pathlab.search.Heuristic;

/**
 * Where to put the landmarks (Red Blob Games, "Improving Heuristics", "Placement of landmarks").
 * Placement by hand needs no strategy: pass the nodes to {@code LandmarkTables.build}. The
 * command line spells these {@code landmarks:16:farthest}.
 *
 * <p>All strategies are deterministic for a given seed. Landmarks go on the largest connected
 * part of a grid map. The scoring strategies (avoid, optimized) assume symmetric costs.
 */
public enum LandmarkPlacement implements Labelled {
    /** Uniformly random nodes: the draft's "place them randomly". */
    RANDOM("random"),
    /** Greedy max-min: each landmark as far as possible from the others; see {@link FarthestPlacement}. */
    FARTHEST("farthest"),
    /** Goldberg and Harrelson's "avoid": where the heuristic is worst; see {@link AvoidPlacement}. */
    AVOID("avoid"),
    /** The map's corners, then its edges, as in the draft's demos; see {@link CornerPlacement}. */
    CORNERS("corners"),
    /**
     * The draft's adaptive idea: start random, then move the least-used landmark to recent goals
     * as queries are answered. This places the starting set; {@code AdaptiveLandmarks} adapts it.
     */
    ADAPTIVE("adaptive"),
    /** The k best of many candidate sites, evaluated offline on random pairs; see {@link OptimizedPlacement}. */
    OPTIMIZED("optimized");

    private final String label;

    LandmarkPlacement(String label) {
        this.label = label;
    }

    @Override
    public String label() {
        return label;
    }

    public static LandmarkPlacement byLabel(String label) {
        return Labelled.byLabel(LandmarkPlacement.class, label, "landmark placement");
    }

    /**
     * Chooses k landmark nodes.
     *
     * @param base the distance the landmarks add to (octile on grids); avoid and optimized use it
     * @param seed the seed of every random choice
     */
    public int[] place(Graph graph, int k, Heuristic base, long seed) {
        if (k < 1) {
            throw new IllegalArgumentException("the number of landmarks must be at least 1, not " + k);
        }
        Random random = new Random(seed);
        return switch (this) {
            case RANDOM, ADAPTIVE -> randomNodes(graph, k, random);
            case FARTHEST -> FarthestPlacement.place(graph, k, random);
            case AVOID -> AvoidPlacement.place(graph, k, base, random);
            case CORNERS -> CornerPlacement.place(graph, k);
            case OPTIMIZED -> OptimizedPlacement.place(graph, k, base, random);
        };
    }

    /** The nodes a landmark may go on: on a grid, the passable cells of its largest connected part. */
    public static int[] candidates(Graph graph) {
        return Candidates.of(graph);
    }

    /** k distinct random candidates (fewer candidates than k: some repeat). */
    private static int[] randomNodes(Graph graph, int k, Random random) {
        int[] candidates = Candidates.of(graph);
        int[] chosen = new int[k];
        for (int i = 0; i < k; i++) {
            int c;
            int tries = 0;
            do {
                c = Candidates.random(candidates, random);
            } while (Candidates.contains(chosen, i, c) && ++tries < 100);
            chosen[i] = c;
        }
        return chosen;
    }
}
