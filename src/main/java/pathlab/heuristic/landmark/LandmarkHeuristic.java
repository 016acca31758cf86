package pathlab.heuristic.landmark;

import pathlab.search.Heuristic;

/**
 * The landmark ("differential") heuristic of Red Blob Games, "Improving Heuristics", "Triangle
 * geometry": the largest of a base distance and every landmark's lower bound,
 *
 * <pre>
 *   heuristic(A, Z) = max( distance(A, Z), |cost(L1, Z) - cost(L1, A)|, ..., |cost(Lk, Z) - cost(Lk, A)| )
 * </pre>
 *
 * (on a directed graph each landmark gives two bounds, see {@link LandmarkBounds}). Every term
 * is a lower bound, so the maximum is admissible; it is exact when the start or the goal is a
 * landmark. Nothing in A* changes: only the heuristic does.
 *
 * <p>Optionally it counts, for each landmark, how often it gave the maximum (the draft's "keep
 * track of which ones are being used"): {@link AdaptiveLandmarks} moves the least used one. The
 * count costs one test per estimate when off.
 *
 * <p>Cost: O(k) per estimate, a few array reads per landmark. The tables can be swapped
 * ({@link #use}) while searches run on other threads, for example after a background refresh.
 */
public final class LandmarkHeuristic implements Heuristic {

    private final Heuristic base;
    private volatile LandmarkBounds bounds;
    private int[] usage;              // how often each landmark gave the maximum; null when not counting

    /** The landmark heuristic over {@code base} (octile on grids, {@link Heuristic#ZERO} elsewhere). */
    public LandmarkHeuristic(Heuristic base, LandmarkBounds bounds) {
        this.base = base;
        this.bounds = bounds;
    }

    @Override
    public double estimate(int node, int goal) {
        LandmarkBounds b = bounds;
        double h = base.estimate(node, goal);
        int best = -1;
        for (int i = 0, k = b.count(); i < k; i++) {
            double bound = b.lowerBound(i, node, goal);
            if (bound > h) {
                h = bound;
                best = i;
            }
        }
        if (usage != null && best >= 0) {
            usage[best]++;
        }
        return h;
    }

    /** The best upper bound on cost(node, goal): the cheapest route through a landmark. */
    public double upperBound(int node, int goal) {
        LandmarkBounds b = bounds;
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < b.count(); i++) {
            best = Math.min(best, b.upperBound(i, node, goal));
        }
        return best;
    }

    /** Switches to other tables (refreshed, or with a landmark moved). */
    public void use(LandmarkBounds newBounds) {
        bounds = newBounds;
        if (usage != null) {
            usage = new int[newBounds.count()];
        }
    }

    public LandmarkBounds bounds() {
        return bounds;
    }

    public Heuristic base() {
        return base;
    }

    /** Starts counting which landmark gives the maximum (from zero). */
    public void countUsage() {
        usage = new int[bounds.count()];
    }

    /** How often each landmark gave the maximum since counting started (null when not counting). */
    public int[] usage() {
        return usage;
    }

    @Override
    public String toString() {
        return "landmarks(" + bounds.count() + ", base " + base + ")";
    }
}
