package pathlab.heuristic.landmark;

import java.util.Random;

import pathlab.graph.Graph;
import pathlab.search.Dijkstra;
import pathlab.search.Heuristic;

/**
 * Placement by offline evaluation, an open note in Red Blob Games' "Improving Heuristics"
 * ("Placement of landmarks": "lots of starts, lots of goals, improvement for each landmark
 * candidate site") turned into a placement: draw random start/goal pairs, take 4k
 * well-spread candidate sites (farthest-first), and choose greedily the k sites that together
 * raise the mean heuristic of the pairs most. The heuristic of a pair is what A* sees at its
 * start, so a higher mean means fewer expansions, on average, for queries like these pairs.
 *
 * <p>Only each candidate's costs at the pairs' ends are kept (not whole tables), so memory is
 * O(candidates × pairs). Cost: 4k + 1 Dijkstras, then O(k × candidates × pairs).
 */
final class OptimizedPlacement {
    static final int PAIRS = 400;

    private OptimizedPlacement() {
    }

    static int[] place(Graph graph, int k, Heuristic base, Random random) {
        int[] candidates = Candidates.of(graph);
        int[] sites = FarthestPlacement.place(graph, Math.min(4 * k, candidates.length), random);
        int[] start = new int[PAIRS];
        int[] goal = new int[PAIRS];
        double[] best = new double[PAIRS];          // the heuristic of each pair with the sites chosen so far
        for (int p = 0; p < PAIRS; p++) {
            start[p] = Candidates.random(candidates, random);
            goal[p] = Candidates.random(candidates, random);
            best[p] = base.estimate(start[p], goal[p]);
        }
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(graph);
        double[][] bound = new double[sites.length][PAIRS];   // each site's lower bound for each pair
        for (int s = 0; s < sites.length; s++) {
            double[] cost = dijkstra.costsFrom(sites[s]);
            for (int p = 0; p < PAIRS; p++) {
                double b = Math.abs(cost[goal[p]] - cost[start[p]]);
                bound[s][p] = Double.isFinite(b) ? b : 0;   // no bound across components
            }
        }
        int[] chosen = new int[k];
        boolean[] used = new boolean[sites.length];
        for (int i = 0; i < k; i++) {
            int pick = -1;
            double pickGain = -1;
            for (int s = 0; s < sites.length; s++) {
                if (used[s]) {
                    continue;
                }
                double gain = 0;
                for (int p = 0; p < PAIRS; p++) {
                    gain += Math.max(0, bound[s][p] - best[p]);
                }
                if (gain > pickGain) {
                    pickGain = gain;
                    pick = s;
                }
            }
            used[pick] = true;
            chosen[i] = sites[pick];
            for (int p = 0; p < PAIRS; p++) {
                best[p] = Math.max(best[p], bound[pick][p]);
            }
        }
        return chosen;
    }
}
