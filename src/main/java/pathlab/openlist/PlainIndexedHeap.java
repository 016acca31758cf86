package pathlab.openlist;

import java.util.Arrays;

/**
 * The binary heap of Lester's "Using Binary Heaps in A* Pathfinding" with an index, written the
 * way Sedgewick and Wayne write their indexed priority queue ({@code IndexMinPQ} in
 * "Algorithms", section 2.4): the plain version to read first, before {@link TunedBinaryHeap}.
 *
 * <p>The idea. {@code pq[1..n]} is the article's heap: the children of position i are 2i and
 * 2i+1, no child comes before its parent, so the node that comes first is at the top,
 * {@code pq[1]}. Beside it, {@code qp[node]} is where that node is in {@code pq}, or -1 if it is
 * not on the list: the inverse of {@code pq}, so that {@code pq[qp[node]] == node}. The article
 * must "go through the whole heap" to find a node whose estimated-total-cost dropped
 * ("Resorting an Existing Open List Item"); with {@code qp} it is one array read.
 * <ul>
 * <li>{@code add}: put the node at the end, then {@code swim} it up: exchange it with its parent
 *     while the parent is {@code greater} (comes after it). A node already on the list
 *     ({@code qp[node] != -1}) is refused.
 * <li>{@code removeSmallest}: exchange the top with the last node, shrink the heap, then
 *     {@code sink} the new top: exchange it with the smaller of its children while it is greater
 *     than that child.
 * <li>{@code decreased}: the node's key dropped, so it can only have to go up: {@code swim} it from
 *     {@code qp[node]}.
 * </ul>
 * Every exchange keeps {@code pq} and {@code qp} each other's inverse. "Greater" is the order of
 * {@link Priorities#before}, which is total, so this heap hands out exactly the nodes every other
 * open list does. With assertions on ({@code java -ea}, as in the tests) each operation ends by
 * checking the heap order and the index ({@link #isMinHeap}, {@link #isIndexConsistent}).
 *
 * <p>Cost: add, decreased and removeSmallest O(log n) comparisons and exchanges (an exchange
 * counts as two element moves, as in {@link BinaryHeap}); memory two int arrays of the graph's
 * size.
 *
 * <pre>
 *   Priorities keys = new Priorities(nodeCount);
 *   OpenList open = new PlainIndexedHeap(nodeCount, keys);
 *   keys.set(node, estimatedTotalCost, tie, arrival);
 *   open.add(node);
 *   int current = open.removeSmallest();
 * </pre>
 */
public final class PlainIndexedHeap extends OpenList {
    private final int[] pq;   // pq[1..n]: the node ids in heap order; pq[0] is unused
    private final int[] qp;   // qp[node]: the node's position in pq, or -1 if it is not on the list
    private int n;            // the number of nodes on the list

    public PlainIndexedHeap(int nodeCount, Priorities priorities) {
        super(priorities);
        pq = new int[nodeCount + 1];
        qp = new int[nodeCount];
        Arrays.fill(qp, -1);
    }

    @Override
    protected void insert(int node) {
        if (qp[node] != -1) {
            throw alreadyOnList(node);
        }
        n++;
        qp[node] = n;
        pq[n] = node;
        count(0, 1);
        swim(n);
        assert isMinHeap() && isIndexConsistent() : "the heap or its index is broken after adding node " + node;
    }

    @Override
    public void decreased(int node) {
        swim(qp[node]);
        assert isMinHeap() && isIndexConsistent() : "the heap or its index is broken after node " + node + " dropped";
    }

    @Override
    public int removeSmallest() {
        if (n == 0) {
            throw emptyList();
        }
        int min = pq[1];
        exch(1, n--);
        sink(1);
        qp[min] = -1;
        assert isMinHeap() && isIndexConsistent() : "the heap or its index is broken after taking node " + min;
        return min;
    }

    /** Moves the node at position k up while its parent is greater. */
    private void swim(int k) {
        while (k > 1 && greater(k / 2, k)) {
            exch(k, k / 2);
            k = k / 2;
        }
    }

    /** Moves the node at position k down while it is greater than the smaller of its children. */
    private void sink(int k) {
        while (2 * k <= n) {
            int j = 2 * k;
            if (j < n && greater(j, j + 1)) {
                j++;
            }
            if (!greater(k, j)) {
                break;
            }
            exch(k, j);
            k = j;
        }
    }

    /** Whether the node at position i comes after the node at position j: one comparison. */
    private boolean greater(int i, int j) {
        return before(pq[j], pq[i]);
    }

    /** Exchanges the nodes at positions i and j, and their entries in the index: two moves. */
    private void exch(int i, int j) {
        int swap = pq[i];
        pq[i] = pq[j];
        pq[j] = swap;
        qp[pq[i]] = i;
        qp[pq[j]] = j;
        count(0, 2);
    }

    /** The node at position {@code i + 1}: {@code get(0)} is the top. */
    @Override
    public int get(int i) {
        return pq[i + 1];
    }

    @Override
    public int size() {
        return n;
    }

    @Override
    public void clear() {
        for (int i = 1; i <= n; i++) {
            qp[pq[i]] = -1;
        }
        n = 0;
    }

    /** Heap order: no node comes before its parent (checked without counting). */
    private boolean isMinHeap() {
        return priorities.isHeapOrdered(pq, n);
    }

    /** The index and the heap are each other's inverse: {@code qp[pq[k]] == k}. */
    private boolean isIndexConsistent() {
        for (int k = 1; k <= n; k++) {
            if (qp[pq[k]] != k) {
                return false;
            }
        }
        return true;
    }
}
