package pathlab.heuristic.landmark;

/**
 * Precomputed costs to and from a few landmarks, and the bounds the triangle inequality draws
 * from them (Red Blob Games, "Improving Heuristics", "Precalculated costs"):
 *
 * <pre>
 *   cost(L, Z) - cost(L, A)  &lt;=  cost(A, Z)  &lt;=  cost(A, L) + cost(L, Z)
 *   cost(A, L) - cost(Z, L)  &lt;=  cost(A, Z)
 * </pre>
 *
 * On a directed graph both lower bounds are used (a table from and a table to each landmark).
 * When costs are symmetric, cost(n, L) = cost(L, n) and the two collapse into the draft's
 * absolute difference |cost(L, Z) - cost(L, A)|, which lets a landmark help from either side.
 *
 * <p>Stored costs may be rounded (floats, or fewer bits, appendix "space"). Each table says how
 * far a stored cost can be from the true one ({@link #error}); a difference or a sum of two stored
 * costs is then off by at most twice that, and the bounds allow for it, so the lower bound stays
 * below the true cost: "the subtraction must be pessimistic". Unreachable is +infinity; a bound
 * that cannot be formed (infinity minus infinity) is ignored.
 */
public interface LandmarkBounds {

    /** How many landmarks there are. */
    int count();

    /** The node of landmark i. */
    int landmark(int i);

    /** The stored cost(L_i, node), +infinity when unreachable. */
    double from(int i, int node);

    /** The stored cost(node, L_i); the same as {@link #from} when costs are symmetric. */
    double to(int i, int node);

    /** Whether costs are symmetric, so one table per landmark serves both directions. */
    boolean symmetric();

    /** The most a stored cost of landmark i differs from the true cost (0 when stored exactly). */
    double error(int i);

    /** The memory the tables take, in bytes. */
    long bytes();

    /** Landmark i's lower bound on cost(a, z); may be negative (no information) or infinite. */
    default double lowerBound(int i, int a, int z) {
        double forward = from(i, z) - from(i, a);
        if (symmetric()) {
            return Math.abs(forward) - 2 * error(i);          // NaN (inf - inf) stays NaN: ignored by callers
        }
        double backward = to(i, a) - to(i, z);
        double best = Double.NEGATIVE_INFINITY;           // compare, not Math.max: a NaN side is skipped
        if (forward > best) {
            best = forward;
        }
        if (backward > best) {
            best = backward;
        }
        return best - 2 * error(i);
    }

    /** Landmark i's upper bound on cost(a, z): the cost of going through L_i. */
    default double upperBound(int i, int a, int z) {
        return to(i, a) + from(i, z) + 2 * error(i);
    }
}
