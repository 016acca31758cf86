package pathlab.bench;

import java.util.List;

import pathlab.grid.GridGraph;
import pathlab.grid.Scenario;
import pathlab.heuristic.landmark.LandmarkHeuristic;
import pathlab.heuristic.landmark.LandmarkTables;
import pathlab.search.Heuristic;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

/**
 * How tight the landmark bounds are from both sides. The triangle inequality also gives an upper
 * bound, cost(A, Z) &lt;= cost(A, L) + cost(L, Z), the route through the landmark (Ng and Zhang,
 * "Predicting Internet network distance with coordinates-based approaches", INFOCOM 2002, which,
 * Red Blob Games' "Improving Heuristics" notes, "also suggests using the upper bound"). With
 * several landmarks the best is the smallest. For each query the lower bound (the landmark
 * heuristic) and the upper bound are compared with the true cost, the scenario's optimal length.
 *
 * <p>Cost: O(k) per query; no search.
 */
public final class UpperBoundStudy {
    private UpperBoundStudy() {
    }

    /**
     * One row per landmark count (the first k of {@code landmarks}): mean lower/true, mean
     * upper/true, the share of queries where each bound is exact, and the mean width of the interval.
     */
    public static Table tightness(GridGraph grid, Heuristic base, int[] landmarks, int[] ks, List<Scenario> queries) {
        IntColumn kCol = IntColumn.create("k");
        DoubleColumn lower = DoubleColumn.create("mean lower/true");
        DoubleColumn upper = DoubleColumn.create("mean upper/true");
        DoubleColumn lowerExact = DoubleColumn.create("% lower exact");
        DoubleColumn upperExact = DoubleColumn.create("% upper exact");
        DoubleColumn width = DoubleColumn.create("mean (upper-lower)/true");
        for (int k : ks) {
            LandmarkHeuristic h = new LandmarkHeuristic(base, LandmarkTables.build(grid, java.util.Arrays.copyOf(landmarks, k)));
            double lowSum = 0;
            double upSum = 0;
            double widthSum = 0;
            int lowExact = 0;
            int upExact = 0;
            for (Scenario s : queries) {
                int a = grid.node(s.startX(), s.startY());
                int z = grid.node(s.goalX(), s.goalY());
                double t = s.optimalLength();
                double lo = h.estimate(a, z);
                double up = h.upperBound(a, z);
                lowSum += lo / t;
                upSum += up / t;
                widthSum += (up - lo) / t;
                lowExact += s.matches(lo) ? 1 : 0;
                upExact += s.matches(up) ? 1 : 0;
            }
            int n = queries.size();
            kCol.append(k);
            lower.append(HeuristicData.round(lowSum / n, 3));
            upper.append(HeuristicData.round(upSum / n, 3));
            lowerExact.append(HeuristicData.round(100.0 * lowExact / n, 1));
            upperExact.append(HeuristicData.round(100.0 * upExact / n, 1));
            width.append(HeuristicData.round(widthSum / n, 3));
        }
        return Table.create("lower and upper bounds vs true cost", kCol, lower, upper, lowerExact, upperExact, width);
    }
}
