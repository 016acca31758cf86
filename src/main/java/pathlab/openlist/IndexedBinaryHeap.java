package pathlab.openlist;

/**
 * Lester's binary heap ({@link BinaryHeap}), tuned for speed: our improvement over the article and
 * the default open list.
 *
 * <p>The heap is the article's: a 1-indexed array in which the children of position i are 2i and
 * 2i+1 and no child comes before its parent, so the smallest node is at position 1, and a new
 * node bubbles up from the end. These changes make it faster; none changes which node comes out,
 * because the order ({@link Priorities#before}) is total, so every listing is the same as with the
 * article's heap:
 * <ol>
 *   <li>an index {@code position[node]}: a node whose estimated-total-cost dropped is found in
 *       one array read, where the article goes through the whole heap to find it;</li>
 *   <li>a moving hole instead of swaps: the nodes on the way move one place each, and the node
 *       being placed is written once, at the end;</li>
 *   <li>removing the top sinks the hole it leaves all the way to a leaf, always into the place of
 *       the child that comes first (one comparison per level, where sinking the last node takes
 *       two), and the last node then bubbles up from that leaf; being a leaf itself, it rarely
 *       climbs far (Floyd's improvement, as in bottom-up heapsort);</li>
 *   <li>each position keeps its node's estimated-total-cost and tie value beside it
 *       ({@code key}, {@code tie}), so a comparison reads the heap's own arrays, where
 *       neighbouring positions share cache lines, and looks up a node's arrival number in
 *       {@link Priorities} only when both are equal (never with first-in-first-out ties, whose
 *       tie value is the arrival number);</li>
 *   <li>the work is counted from the levels where an operation starts and ends, not with
 *       counters updated inside its loops.</li>
 * </ol>
 * The benchmark ({@code pathlab bench open-lists}) shows what the changes are worth.
 *
 * <p>Cost: add, decreased and removeSmallest O(log n); memory two int arrays and two double
 * arrays of the graph's size.
 */
public final class IndexedBinaryHeap extends OpenList {
    private final int[] heap;      // heap[1..size] are node ids
    private final int[] position;  // position[node] is the node's index in heap, 0 when absent
    private final double[] key;    // key[i] is the estimated-total-cost of heap[i]
    private final double[] tie;    // tie[i] is the tie value of heap[i]
    private int size;

    public IndexedBinaryHeap(int nodeCount, Priorities priorities) {
        super(priorities);
        heap = new int[nodeCount + 1];
        position = new int[nodeCount];
        key = new double[nodeCount + 1];
        tie = new double[nodeCount + 1];
    }

    @Override
    public int removeSmallest() {
        int top = heap[1];
        position[top] = 0;
        int last = size--;
        if (size > 0) {
            int hole = sinkHole();
            bubbleUp(heap[last], key[last], tie[last], hole);
        }
        return top;
    }

    @Override
    protected void insert(int node) {
        size++;
        bubbleUp(node, priorities.estimatedTotalCost(node), priorities.tie(node), size);
    }

    @Override
    public void decreased(int node) {
        bubbleUp(node, priorities.estimatedTotalCost(node), priorities.tie(node), position[node]);
    }

    /**
     * Moves the hole left at the top down to a leaf, each time into the place of the child that
     * comes first, and returns the leaf. One comparison per level, where sinking the last node
     * takes two; the last node then bubbles up from the leaf, and since it was a leaf itself it
     * rarely climbs far.
     */
    private int sinkHole() {
        int i = 1;
        for (int child = 2; child <= size; child = 2 * i) {
            int right = child + 1;
            if (right <= size && precedes(heap[right], key[right], tie[right], heap[child], key[child], tie[child])) {
                child = right;
            }
            move(child, i);
            i = child;
        }
        // A move per level; a comparison per level too, except where the hole went to a last,
        // left child that has no right sibling to compare with.
        boolean lonelyLeft = i == size && i % 2 == 0;
        count(depth(i) - (lonelyLeft ? 1 : 0), depth(i));
        return i;
    }

    /** Moves the node (keys f, t) up from position i, past every parent it comes before, into the hole left. */
    private void bubbleUp(int node, double f, double t, int from) {
        int i = from;
        while (i > 1 && precedes(node, f, t, heap[i >>> 1], key[i >>> 1], tie[i >>> 1])) {
            move(i >>> 1, i);
            i >>>= 1;
        }
        place(node, f, t, i);
        // A comparison and a move per level climbed, one comparison that stopped the climb below
        // the top, and the final placing.
        int climbed = depth(from) - depth(i);
        count(climbed + (i > 1 ? 1 : 0), climbed + 1);
    }

    /**
     * The level of position i in the tree, 0 for the top. The work is counted from where an
     * operation started and ended rather than with counters in its loop, which keeps the loops
     * small (in one same-JVM comparison the whole search ran about a fifth faster).
     */
    private static int depth(int i) {
        return 31 - Integer.numberOfLeadingZeros(i);
    }

    /** Whether node a (keys fa, ta) comes before node b (keys fb, tb): {@link Priorities#before}. */
    private boolean precedes(int a, double fa, double ta, int b, double fb, double tb) {
        if (fa != fb) {
            return fa < fb;
        }
        return ta != tb ? ta < tb : priorities.before(a, b);
    }

    private void move(int from, int to) {
        place(heap[from], key[from], tie[from], to);
    }

    private void place(int node, double f, double t, int i) {
        heap[i] = node;
        key[i] = f;
        tie[i] = t;
        position[node] = i;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int get(int i) {
        return heap[i + 1];
    }

    @Override
    public void clear() {
        for (int i = 1; i <= size; i++) {
            position[heap[i]] = 0;
        }
        size = 0;
    }
}
