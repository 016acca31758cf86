package pathlab.openlist;

/**
 * The keys the open list orders its nodes by, one entry per node id, in primitive arrays.
 *
 * <p>First the estimated-total-cost (lecture 07: A* "chooses the node from the open list with the
 * smallest estimated-total-cost"; for Dijkstra it equals the cost-so-far). Among equal
 * estimated-total-costs the search's tie-breaking policy decides: a {@code tie} value (cost-so-far,
 * its negation, the node's rank by name, or for first-in-first-out the arrival number itself) and
 * then the {@code arrival} number of the moment the node entered the open list or was last
 * updated on it (negated for last-in-first-out). Arrival numbers are unique, so the order is total
 * and every open list, whatever its data structure, picks exactly the same node: the lecture's
 * listings do not depend on it.
 *
 * <p>The search writes the keys with {@link #set}; open lists only read them. Cost: O(1).
 */
public final class Priorities {
    private final double[] estimatedTotalCost;
    private final double[] tie;
    private final long[] arrival;

    /** Keys for the nodes {@code 0 .. nodeCount-1}. */
    public Priorities(int nodeCount) {
        estimatedTotalCost = new double[nodeCount];
        tie = new double[nodeCount];
        arrival = new long[nodeCount];
    }

    /** Sets a node's keys; call before adding it to the open list or telling it the key dropped. */
    public void set(int node, double estimatedTotal, double tieValue, long arrivalNumber) {
        estimatedTotalCost[node] = estimatedTotal;
        tie[node] = tieValue;
        arrival[node] = arrivalNumber;
    }

    /** The node's estimated-total-cost, the first key. */
    public double estimatedTotalCost(int node) {
        return estimatedTotalCost[node];
    }

    /** The node's tie value, the second key. */
    public double tie(int node) {
        return tie[node];
    }

    /** Whether node {@code a} comes out of the open list before node {@code b}. */
    public boolean before(int a, int b) {
        double fa = estimatedTotalCost[a];
        double fb = estimatedTotalCost[b];
        if (fa != fb) {
            return fa < fb;
        }
        double ta = tie[a];
        double tb = tie[b];
        if (ta != tb) {
            return ta < tb;
        }
        return arrival[a] < arrival[b];
    }

    /**
     * Whether node {@code a} arrived before node {@code b}: the third key alone, for an open list
     * that keeps the first two beside its nodes and has found them equal ({@link TunedBinaryHeap}).
     */
    public boolean arrivedBefore(int a, int b) {
        return arrival[a] < arrival[b];
    }

    /**
     * Whether {@code heap[1..size]} is in heap order: no node comes before its parent (position
     * k's parent is k/2). For the heaps' {@code assert} checks; compares without counting.
     */
    boolean isHeapOrdered(int[] heap, int size) {
        for (int k = 2; k <= size; k++) {
            if (before(heap[k], heap[k / 2])) {
                return false;
            }
        }
        return true;
    }
}
