package pathlab.heuristic.landmark;

import java.util.Random;

import pathlab.graph.Graph;
import pathlab.search.Dijkstra;

/**
 * Farthest-first ("greedy max-min") placement: the first landmark is the node farthest from a
 * random node; each next one is the node whose cost from its nearest landmark is largest. The
 * landmarks end up at the extremities of the map, "behind" as many routes as possible (Red Blob
 * Games: "we need L to be behind Z"; Goldberg and Harrelson's "farthest" selection).
 *
 * <p>"Cost from the nearest landmark" is one multi-source Dijkstra from all landmarks chosen so far
 * ({@link Dijkstra#toEverywhere}). Cost: k + 1 Dijkstras.
 */
final class FarthestPlacement {
    private FarthestPlacement() {
    }

    static int[] place(Graph graph, int k, Random random) {
        int[] candidates = Candidates.of(graph);
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(graph.reversed());
        int[] chosen = new int[k];
        // Costs are measured towards the landmarks' side that the bounds use; symmetric on grids.
        int seed = Candidates.random(candidates, random);
        chosen[0] = Candidates.argmaxFinite(candidates, dijkstra.costsFrom(seed));
        for (int i = 1; i < k; i++) {
            double[] nearest = dijkstra.costsFrom(java.util.Arrays.copyOf(chosen, i));
            int next = Candidates.argmaxFinite(candidates, nearest);
            chosen[i] = next >= 0 && nearest[next] > 0 ? next : Candidates.random(candidates, random);
        }
        return chosen;
    }
}
