package pathlab.heuristic;

import java.util.Arrays;
import java.util.Random;

import pathlab.graph.Graph;
import pathlab.graph.Outgoing;
import pathlab.search.Costs;
import pathlab.search.Dijkstra;
import pathlab.search.Heuristic;

/**
 * Measures whether a heuristic is admissible and consistent on a graph, towards one goal or a
 * sample of goals, by comparing it with the true costs.
 *
 * <p>Admissible (lecture 07, "Underestimating Heuristic"): h(n) never exceeds the cheapest cost
 * from n to the goal, which the check computes for every node at once as Dijkstra's costs from
 * the goal in the reversed graph ({@code Dijkstra.toEverywhere(graph.reversed()).costsFrom(goal)}).
 * The result keeps the largest overestimate, with the node and goal where it happens: by the
 * lecture's "Overestimating Heuristic", a path A* finds is at most that much too long.
 *
 * <p>Consistent (monotone): h(n) ≤ cost(n, m) + h(m) for every connection n → m. Then a node's
 * first expansion is already at its cheapest cost-so-far, no closed node is ever reopened, and
 * stopping when the goal becomes current is optimal ({@link pathlab.search.Termination#GOAL}).
 * The check visits every connection of the graph for each goal and counts those that break it.
 *
 * <p>Floating-point sums of √2 differ in the last bits from a closed formula, so differences up
 * to {@link #TOLERANCE} are not counted. Cost per goal: one Dijkstra, O(m log n), plus O(m)
 * heuristic calls.
 *
 * <pre>
 *   HeuristicCheck c = HeuristicCheck.run(grid, new ManhattanHeuristic(grid), HeuristicCheck.sampleGoals(grid, 10, 1));
 *   System.out.println(c);   // manhattan, 10 goals: overestimates 38% of nodes, by at most 97.3 ...
 * </pre>
 *
 * @param heuristic the heuristic's name
 * @param goals how many goals were checked
 * @param nodes (node, goal) pairs compared with a finite true cost
 * @param overestimated pairs where the heuristic exceeds the true cost
 * @param largestOverestimate the largest excess of the heuristic over the true cost, 0 if none
 * @param worstCase where the largest overestimate happens, e.g. {@code (3,4) to (9,9): h 18 > cost 12.7279}
 * @param connections (connection, goal) pairs checked for consistency
 * @param inconsistent pairs where h(n) > cost(n, m) + h(m)
 * @param largestInconsistency the largest h(n) - cost(n, m) - h(m), 0 if none
 */
public record HeuristicCheck(String heuristic, int goals, long nodes, long overestimated, double largestOverestimate,
                             String worstCase, long connections, long inconsistent, double largestInconsistency) {

    /** Differences of at most this much are rounding, not overestimates. */
    public static final double TOLERANCE = 1e-9;

    /** Checks the heuristic towards each of the goals. */
    public static HeuristicCheck run(Graph graph, Heuristic h, int... goals) {
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(graph.reversed());
        Outgoing out = new Outgoing(graph.maxOutDegree());
        long nodes = 0;
        long overestimated = 0;
        double largestOver = 0;
        String worst = "";
        long connections = 0;
        long inconsistent = 0;
        double largestInconsistency = 0;
        for (int goal : goals) {
            double[] cost = dijkstra.costsFrom(goal);
            for (int n = 0; n < graph.nodeCount(); n++) {
                double hn = h.estimate(n, goal);
                if (cost[n] < Double.POSITIVE_INFINITY) {
                    nodes++;
                    double over = hn - cost[n];
                    if (over > TOLERANCE) {
                        overestimated++;
                        if (over > largestOver) {
                            largestOver = over;
                            worst = graph.nodeName(n) + " to " + graph.nodeName(goal) + ": h " + Costs.format(hn)
                                    + " > cost " + Costs.format(cost[n]);
                        }
                    }
                }
                graph.outgoing(n, out);
                for (int i = 0; i < out.size(); i++) {
                    connections++;
                    double excess = hn - out.cost(i) - h.estimate(out.to(i), goal);
                    if (excess > TOLERANCE) {
                        inconsistent++;
                        largestInconsistency = Math.max(largestInconsistency, excess);
                    }
                }
            }
        }
        return new HeuristicCheck(h.toString(), goals.length, nodes, overestimated, largestOver, worst,
                connections, inconsistent, largestInconsistency);
    }

    /**
     * Up to {@code count} distinct goals drawn at random (with the seed, so a check can be
     * repeated) among the nodes that have a connection: on a grid, the passable cells.
     */
    public static int[] sampleGoals(Graph graph, int count, long seed) {
        Outgoing out = new Outgoing(graph.maxOutDegree());
        int[] candidates = new int[graph.nodeCount()];
        int n = 0;
        for (int node = 0; node < graph.nodeCount(); node++) {
            graph.outgoing(node, out);
            if (out.size() > 0) {
                candidates[n++] = node;
            }
        }
        Random random = new Random(seed);
        int k = Math.min(count, n);
        for (int i = 0; i < k; i++) {          // a partial Fisher-Yates shuffle
            int j = i + random.nextInt(n - i);
            int swap = candidates[i];
            candidates[i] = candidates[j];
            candidates[j] = swap;
        }
        return Arrays.copyOf(candidates, k);
    }

    /** Whether the heuristic never exceeded the true cost. */
    public boolean admissible() {
        return overestimated == 0;
    }

    /** Whether no connection broke h(n) ≤ cost(n, m) + h(m). */
    public boolean consistent() {
        return inconsistent == 0;
    }

    /** The share of (node, goal) pairs overestimated, 0 to 1. */
    public double overestimatedShare() {
        return nodes == 0 ? 0 : (double) overestimated / nodes;
    }

    /** The share of (connection, goal) pairs that are inconsistent, 0 to 1. */
    public double inconsistentShare() {
        return connections == 0 ? 0 : (double) inconsistent / connections;
    }

    @Override
    public String toString() {
        String admissibility = admissible()
                ? "admissible (" + nodes + " node-goal pairs)"
                : String.format("overestimates %d of %d node-goal pairs (%.1f%%) by at most %s, at %s", overestimated,
                        nodes, 100 * overestimatedShare(), Costs.format(largestOverestimate), worstCase);
        String consistency = consistent()
                ? "consistent (" + connections + " connections)"
                : String.format("inconsistent on %d of %d connections (%.1f%%) by at most %s", inconsistent,
                        connections, 100 * inconsistentShare(), Costs.format(largestInconsistency));
        return heuristic + ", " + goals + (goals == 1 ? " goal: " : " goals: ") + admissibility + "; " + consistency;
    }
}
