package pathlab.heuristic;

import pathlab.search.Heuristic;

/**
 * A heuristic times a weight w ≥ 1: weighted A* (Pohl, 1970), the lecture's overestimating
 * heuristic made on purpose ("Overestimating Heuristic"). With an admissible base, w · h
 * overestimates by at most (w - 1) times the true cost, and A* returns a path at most w times as
 * long as the optimum: the lecture's "no more than x too long" with x = (w - 1) · optimum. In
 * exchange the search heads for the goal more greedily and expands fewer nodes; as w grows the
 * margin for error it allows grows with it ({@code pathlab bench weighted} measures both).
 *
 * <p>Cost: the base estimate and one multiplication.
 *
 * <pre>
 *   Heuristic h = WeightedHeuristic.of(1.5, new OctileHeuristic(grid));   // or Heuristics.byName("weighted:1.5:octile", grid)
 * </pre>
 */
public final class WeightedHeuristic implements Heuristic {
    private final double weight;
    private final Heuristic base;

    private WeightedHeuristic(double weight, Heuristic base) {
        this.weight = weight;
        this.base = base;
    }

    /** The base heuristic times {@code weight}, which must be at least 1 and finite. */
    public static WeightedHeuristic of(double weight, Heuristic base) {
        if (!(weight >= 1) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("weight " + weight + " must be a number of at least 1");
        }
        return new WeightedHeuristic(weight, base);
    }

    public double weight() {
        return weight;
    }

    @Override
    public void beginSearch(int start, int goal) {
        base.beginSearch(start, goal);
    }

    @Override
    public double estimate(int node, int goal) {
        return weight * base.estimate(node, goal);
    }

    @Override
    public String toString() {
        return weight + " × " + base;
    }
}
