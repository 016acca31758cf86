package pathlab.heuristic.landmark;

import java.util.ArrayList;
import java.util.List;

import pathlab.graph.Graph;
import pathlab.grid.GridGraph;

/**
 * Landmarks at the map's corners and edges, the way the draft's demos place their green points
 * ("the landmarks on this page are used on the edges of the map"): the four corners first, then
 * the middles of the four edges, then the quarter points, and so on; each landmark is the usable
 * cell nearest (straight-line) to its point of the border. Needs no search at all.
 *
 * <p>Cost: O(k × cells). Grids only.
 */
final class CornerPlacement {
    private CornerPlacement() {
    }

    static int[] place(Graph graph, int k) {
        if (!(graph instanceof GridGraph grid)) {
            throw new IllegalArgumentException("corner placement needs a grid map, not " + graph);
        }
        int[] candidates = Candidates.of(graph);
        int[] chosen = new int[k];
        List<double[]> points = borderPoints(k);
        for (int i = 0; i < k; i++) {
            double px = points.get(i)[0] * (grid.map().width() - 1);
            double py = points.get(i)[1] * (grid.map().height() - 1);
            int best = -1;
            double bestD = Double.POSITIVE_INFINITY;
            for (int c : candidates) {
                double dx = grid.x(c) - px;
                double dy = grid.y(c) - py;
                double d = dx * dx + dy * dy;
                if (d < bestD && !Candidates.contains(chosen, i, c)) {
                    bestD = d;
                    best = c;
                }
            }
            chosen[i] = best;
        }
        return chosen;
    }

    /** At least k points on the unit square's border: corners, then ever finer subdivisions of the edges. */
    static List<double[]> borderPoints(int k) {
        List<double[]> points = new ArrayList<>(List.of(new double[] {0, 0}, new double[] {1, 0},
                new double[] {1, 1}, new double[] {0, 1}));
        for (int parts = 2; points.size() < k; parts *= 2) {
            for (int j = 1; j < parts; j += 2) {          // the new points of this subdivision
                double t = (double) j / parts;
                points.add(new double[] {t, 0});
                points.add(new double[] {1, t});
                points.add(new double[] {1 - t, 1});
                points.add(new double[] {0, 1 - t});
            }
        }
        return points;
    }
}
