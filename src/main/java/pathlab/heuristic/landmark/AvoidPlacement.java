package pathlab.heuristic.landmark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import pathlab.graph.Graph;
import pathlab.graph.Outgoing;
import pathlab.search.Dijkstra;
import pathlab.search.Heuristic;

/**
 * "Avoid" placement (Goldberg and Harrelson, "Computing the shortest path: A* search meets graph
 * theory", 2005, the first paper Red Blob Games' "Improving Heuristics" cites under "More
 * reading"): put the next landmark where the current heuristic is worst. For a root r:
 * <ol>
 *   <li>build the shortest-path tree from r;</li>
 *   <li>weight each node v by how much the current heuristic underestimates cost(r, v);</li>
 *   <li>size(v) = the total weight of v's subtree, or 0 if that subtree already holds a landmark;</li>
 *   <li>start at the node of largest size, walk down always into the child of largest size, and
 *       place the landmark at the leaf reached.</li>
 * </ol>
 * The root is drawn with probability proportional to the squared cost to its nearest landmark,
 * so it tends to lie far from the landmarks there are (the paper's refinement); the first root is
 * uniform. The "current heuristic" is the base distance (octile) and the landmarks so far.
 *
 * <p>Cost: per landmark two Dijkstras (tree and nearest landmark) and a sort, O(m log n).
 */
final class AvoidPlacement {
    private AvoidPlacement() {
    }

    static int[] place(Graph graph, int k, Heuristic base, Random random) {
        int[] candidates = Candidates.of(graph);
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(graph);
        int n = graph.nodeCount();
        int[] chosen = new int[k];
        List<double[]> tables = new ArrayList<>();   // cost(L_i, .) of the landmarks chosen so far
        for (int i = 0; i < k; i++) {
            int root = i == 0 ? Candidates.random(candidates, random)
                    : rootFarFromLandmarks(candidates, dijkstra.costsFrom(Arrays.copyOf(chosen, i)), random);
            double[] cost = dijkstra.costsFrom(root);
            int[] parent = tree(graph, cost);
            double[] size = new double[n];
            boolean[] hasLandmark = new boolean[n];
            for (int c = 0; c < i; c++) {
                hasLandmark[chosen[c]] = true;
            }
            int[] bestChild = new int[n];
            Arrays.fill(bestChild, -1);
            // Children before parents: deepest first, so a node's subtree is complete when it is reached.
            Integer[] order = IntStream.of(candidates).filter(v -> cost[v] < Double.POSITIVE_INFINITY).boxed()
                    .sorted(Comparator.comparingDouble((Integer v) -> -cost[v])).toArray(Integer[]::new);
            for (int v : order) {
                size[v] += cost[v] - lowerBound(base, tables, root, v);
                if (hasLandmark[v]) {
                    size[v] = 0;
                }
                int p = parent[v];
                if (p >= 0) {
                    hasLandmark[p] |= hasLandmark[v];
                    size[p] += size[v];
                    if (bestChild[p] < 0 || size[v] > size[bestChild[p]]) {
                        bestChild[p] = v;
                    }
                }
            }
            int w = order[0];
            for (int v : order) {
                if (!hasLandmark[v] && size[v] > size[w]) {
                    w = v;
                }
            }
            while (bestChild[w] >= 0 && !hasLandmark[bestChild[w]]) {
                w = bestChild[w];
            }
            chosen[i] = w;
            tables.add(dijkstra.costsFrom(w));
        }
        return chosen;
    }

    /** The current heuristic's lower bound on cost(root, v). */
    private static double lowerBound(Heuristic base, List<double[]> tables, int root, int v) {
        double h = base.estimate(root, v);
        for (double[] t : tables) {
            double b = Math.abs(t[v] - t[root]);
            if (b > h) {
                h = b;
            }
        }
        return h;
    }

    /** A root drawn with probability proportional to the squared cost to the nearest landmark. */
    private static int rootFarFromLandmarks(int[] candidates, double[] nearest, Random random) {
        double total = 0;
        for (int v : candidates) {
            if (nearest[v] < Double.POSITIVE_INFINITY) {
                total += nearest[v] * nearest[v];
            }
        }
        double r = random.nextDouble() * total;
        for (int v : candidates) {
            if (nearest[v] < Double.POSITIVE_INFINITY && (r -= nearest[v] * nearest[v]) <= 0) {
                return v;
            }
        }
        return Candidates.random(candidates, random);
    }

    /**
     * A shortest-path tree recovered from Dijkstra's costs: v's parent is a node u with a
     * connection u→v and cost(u) + c = cost(v) exactly, as Dijkstra computed it. -1 for the root.
     */
    private static int[] tree(Graph graph, double[] cost) {
        Graph reversed = graph.reversed();
        Outgoing in = new Outgoing(reversed.maxOutDegree());
        int[] parent = new int[cost.length];
        Arrays.fill(parent, -1);
        for (int v = 0; v < cost.length; v++) {
            if (cost[v] == Double.POSITIVE_INFINITY) {
                continue;
            }
            reversed.outgoing(v, in);
            for (int j = 0; j < in.size(); j++) {
                int u = in.to(j);
                if (cost[u] < cost[v] && cost[u] + in.cost(j) == cost[v]) {
                    parent[v] = u;
                    break;
                }
            }
        }
        return parent;
    }
}
