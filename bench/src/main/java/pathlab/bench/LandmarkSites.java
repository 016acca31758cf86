package pathlab.bench;

import java.util.Random;

import pathlab.grid.GridGraph;
import pathlab.heuristic.landmark.LandmarkPlacement;
import pathlab.search.Dijkstra;
import pathlab.search.Heuristic;

/**
 * Where a landmark helps: two demos that Red Blob Games' "Improving Heuristics" ("Placement of
 * landmarks") lists as still to be written:
 * <ul>
 *   <li>"one Z, one P, all N: show how much the landmark improves the heuristic": for one start
 *       and one landmark, which goals get a better estimate than the distance ({@link #gapClosed});</li>
 *   <li>"offline calculation: lots of starts, lots of goals, improvement for each landmark
 *       candidate site" ({@link #evaluateSites}).</li>
 * </ul>
 * The measure of help is the share of the distance heuristic's gap that the landmark closes:
 * (landmark bound − distance) / (true cost − distance), 0 when it does not help, 1 when it makes
 * the estimate exact (the same article: "distance heuristic ≤ landmark heuristic ≤ true distance
 * so that gives me a number I can put on a gradient").
 */
public final class LandmarkSites {
    private LandmarkSites() {
    }

    /**
     * For a start and one landmark, the share of octile's gap the landmark closes for every goal
     * cell: 0 not helped (its bound is no better than the distance), 1 exact, in between helped;
     * NaN for walls, unreachable cells and goals the distance already gets exactly (nothing to
     * close). Two Dijkstras.
     */
    public static double[] gapClosed(GridGraph grid, Heuristic base, int start, int landmark) {
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(grid);
        double[] fromStart = dijkstra.costsFrom(start);
        double[] fromLandmark = dijkstra.costsFrom(landmark);
        double[] share = new double[grid.nodeCount()];
        for (int z = 0; z < share.length; z++) {
            double distance = base.estimate(start, z);
            double gap = fromStart[z] - distance;
            double bound = Math.abs(fromLandmark[z] - fromLandmark[start]);
            share[z] = gap > 1e-9 && gap < Double.POSITIVE_INFINITY
                    ? Math.min(1, Math.max(0, bound - distance) / gap) : Double.NaN;
        }
        return share;
    }

    /** The usable cell of a lattice square nearest its centre, or -1 when it has none. */
    private static int siteOf(GridGraph grid, boolean[] usable, int left, int top, int step) {
        int best = -1;
        int bestD = Integer.MAX_VALUE;
        for (int y = top; y < Math.min(top + step, grid.map().height()); y++) {
            for (int x = left; x < Math.min(left + step, grid.map().width()); x++) {
                int d = Math.abs(2 * (x - left) + 1 - step) + Math.abs(2 * (y - top) + 1 - step);
                if (usable[grid.node(x, y)] && d < bestD) {
                    bestD = d;
                    best = grid.node(x, y);
                }
            }
        }
        return best;
    }

    /**
     * Offline evaluation of candidate landmark sites: one cell in each square of a lattice of
     * {@code step} cells (the usable cell nearest the square's centre, in the map's largest
     * connected part), each scored by the mean share of the distance's gap
     * it closes, alone, over {@code pairs} random start/goal pairs. The result has one value per
     * cell: each site's score painted over its lattice square (usable cells only), NaN elsewhere,
     * ready for {@code FillPicture.drawValues}. One Dijkstra per pair start and per site.
     */
    public static double[] evaluateSites(GridGraph grid, Heuristic base, int step, int pairs, long seed) {
        int[] candidates = LandmarkPlacement.candidates(grid);
        boolean[] usable = new boolean[grid.nodeCount()];
        for (int c : candidates) {
            usable[c] = true;
        }
        Random random = new Random(seed);
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(grid);
        int[] start = new int[pairs];
        int[] goal = new int[pairs];
        double[] distance = new double[pairs];
        double[] gap = new double[pairs];
        for (int p = 0; p < pairs; p++) {
            start[p] = candidates[random.nextInt(candidates.length)];
            goal[p] = candidates[random.nextInt(candidates.length)];
            distance[p] = base.estimate(start[p], goal[p]);
            gap[p] = dijkstra.costsFrom(start[p])[goal[p]] - distance[p];
        }
        double[] value = new double[grid.nodeCount()];
        java.util.Arrays.fill(value, Double.NaN);
        var map = grid.map();
        for (int top = 0; top < map.height(); top += step) {
            for (int left = 0; left < map.width(); left += step) {
                int site = siteOf(grid, usable, left, top, step);
                if (site < 0) {
                    continue;
                }
                double[] cost = dijkstra.costsFrom(site);
                double sum = 0;
                int counted = 0;
                for (int p = 0; p < pairs; p++) {
                    if (gap[p] > 1e-9) {
                        double bound = Math.abs(cost[goal[p]] - cost[start[p]]);
                        sum += Math.max(0, bound - distance[p]) / gap[p];
                        counted++;
                    }
                }
                double score = counted == 0 ? 0 : sum / counted;
                for (int y = top; y < Math.min(top + step, map.height()); y++) {
                    for (int x = left; x < Math.min(left + step, map.width()); x++) {
                        if (usable[grid.node(x, y)]) {
                            value[grid.node(x, y)] = score;
                        }
                    }
                }
            }
        }
        return value;
    }
}
