package pathlab.heuristic.landmark;

import java.util.Random;

import pathlab.graph.Graph;
import pathlab.search.Heuristic;
import pathlab.search.SearchResult;

/**
 * The draft's adaptive placement (Red Blob Games, "Improving Heuristics", "more demos"):
 * <ol>
 *   <li>place the landmarks randomly;</li>
 *   <li>keep track of which ones are being used for the heuristic calculation;</li>
 *   <li>when you calculate a path, with some probability move the least used landmark to its
 *       goal, with a higher probability when the explored area is large.</li>
 * </ol>
 * "If you are finding lots of paths to the same places, you'll end up placing a green point by
 * those destinations." Usage is counted by the {@link LandmarkHeuristic} (which landmark gave the
 * maximum) and restarts after each move. The explored area is measured against the path: a search
 * that expanded e nodes for a path of p nodes moves a landmark with probability
 * {@code min(1, rate × (e/p - 1) / 9)}: never after a search that went straight to the goal, with
 * probability {@code rate} after one that expanded ten nodes per path node, more after worse ones.
 *
 * <p>Cost of a move: one Dijkstra (the moved landmark's table), done at once so that results are
 * reproducible; {@link LandmarkTables#withLandmark} could as well run in the background.
 */
public final class AdaptiveLandmarks {
    private final Graph graph;
    private final LandmarkHeuristic heuristic;
    private final double rate;
    private final Random random;
    private LandmarkTables tables;
    private int moves;

    /**
     * @param initial the starting landmarks (random placement, or any other)
     * @param rate the probability of a move after a search that expanded ten nodes per path node
     */
    public AdaptiveLandmarks(Graph graph, Heuristic base, int[] initial, double rate, long seed) {
        this.graph = graph;
        this.rate = rate;
        this.random = new Random(seed);
        this.tables = LandmarkTables.build(graph, initial);
        this.heuristic = new LandmarkHeuristic(base, tables);
        heuristic.countUsage();
    }

    /** The heuristic to search with; its landmarks move as {@link #afterSearch} decides. */
    public LandmarkHeuristic heuristic() {
        return heuristic;
    }

    public LandmarkTables tables() {
        return tables;
    }

    /** How many times a landmark has moved. */
    public int moves() {
        return moves;
    }

    /** Called after each search: perhaps moves the least used landmark to the search's goal. Returns whether it did. */
    public boolean afterSearch(SearchResult result) {
        if (!result.found() || contains(result.goal())) {
            return false;
        }
        double perPathNode = (double) result.expanded() / (result.path().size() + 1);
        double p = Math.min(1, rate * Math.max(0, (perPathNode - 1) / 9));
        if (random.nextDouble() >= p) {
            return false;
        }
        int[] usage = heuristic.usage();
        int least = 0;
        for (int i = 1; i < usage.length; i++) {
            if (usage[i] < usage[least]) {
                least = i;
            }
        }
        tables = tables.withLandmark(least, result.goal(), graph);
        heuristic.use(tables);
        moves++;
        return true;
    }

    private boolean contains(int node) {
        for (int i = 0; i < tables.count(); i++) {
            if (tables.landmark(i) == node) {
                return true;
            }
        }
        return false;
    }
}
