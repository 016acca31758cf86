package pathlab.heuristic.landmark;

import java.util.Arrays;
import java.util.Random;

import pathlab.graph.Graph;
import pathlab.graph.Outgoing;
import pathlab.grid.GridGraph;

/**
 * The nodes a landmark may be placed on. On a grid: the passable cells of the largest connected
 * component (a landmark in a closed-off room helps no query outside it, and the Dragon Age maps
 * have many such rooms). On other graphs: every node with at least one connection.
 */
final class Candidates {
    private Candidates() {
    }

    /** The candidate nodes, in increasing id order. O(n). */
    static int[] of(Graph graph) {
        if (graph instanceof GridGraph grid) {
            int[] size = new int[grid.nodeCount()];
            int largest = -1;
            for (int n = 0; n < grid.nodeCount(); n++) {
                int c = grid.component(n);
                if (c >= 0 && ++size[c] > (largest < 0 ? 0 : size[largest])) {
                    largest = c;
                }
            }
            int best = largest;
            return java.util.stream.IntStream.range(0, grid.nodeCount()).filter(n -> best >= 0 && grid.component(n) == best).toArray();
        }
        Outgoing out = new Outgoing(graph.maxOutDegree());
        return java.util.stream.IntStream.range(0, graph.nodeCount()).filter(n -> {
            graph.outgoing(n, out);
            return out.size() > 0;
        }).toArray();
    }

    /** One candidate chosen uniformly at random. */
    static int random(int[] candidates, Random random) {
        if (candidates.length == 0) {
            throw new IllegalArgumentException("the graph has no node a landmark could be placed on");
        }
        return candidates[random.nextInt(candidates.length)];
    }

    /** The candidate with the largest finite value (the first one on ties), or -1. */
    static int argmaxFinite(int[] candidates, double[] value) {
        int best = -1;
        for (int n : candidates) {
            if (value[n] < Double.POSITIVE_INFINITY && (best < 0 || value[n] > value[best])) {
                best = n;
            }
        }
        return best;
    }

    /** Whether {@code node} is among the first {@code count} entries of {@code chosen}. */
    static boolean contains(int[] chosen, int count, int node) {
        return Arrays.stream(chosen, 0, count).anyMatch(c -> c == node);
    }
}
