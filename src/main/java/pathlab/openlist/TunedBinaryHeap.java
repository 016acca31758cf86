package pathlab.openlist;

/**
 * Lester's binary heap ({@link BinaryHeap}) with an index ({@link PlainIndexedHeap}), tuned for
 * speed: seven tricks on top of the plain indexed heap, and the default open list (its label is
 * {@code indexed-heap}). Read {@link PlainIndexedHeap} first; this class does the same, faster.
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
 *   <li>which child comes first is worked out as a number, 0 or 1, added to the child's position,
 *       not with a jump: to the processor the comparison is a coin toss, and a wrongly guessed
 *       jump costs more than the comparison itself;</li>
 *   <li>each position keeps its node's estimated-total-cost and tie value beside it, the two side
 *       by side in one array ({@code keys}), so a comparison reads the heap's own array, where the
 *       keys of two sibling positions (2i, 2i+1) are 32 neighbouring bytes, one cache line where
 *       two arrays would take two; it looks up the nodes' arrival numbers in {@link Priorities}
 *       only when both keys are equal (never with first-in-first-out ties, whose tie value is the
 *       arrival number; often with ties toward the larger cost-so-far, on a grid where two routes
 *       cost exactly the same), and then only those;</li>
 *   <li>a double-ended queue in front of the heap for ties with the front. A* keeps reaching
 *       nodes whose estimated-total-cost equals that of the node it just took off the list: on a
 *       grid every step straight towards the goal keeps g + h the same. With ties toward the
 *       larger cost-so-far, about 1 in 4 new nodes joins the queue on maze512-1-0 and
 *       random512-25-0 in the A* benchmark's queries, but only 1 in 20 on den520d and brc202d;
 *       with first-in-first-out ties about 3 in 10 on den520d ({@code pathlab bench
 *       open-lists}). Such a node joins the {@code queue} instead of the heap, at its back if it
 *       comes after the last node there, at its front if it comes before the first: adding and
 *       removing it costs O(1), no climbing, no sinking. First-in-first-out ties join at the
 *       back. Ties toward the larger cost-so-far (the grid default) join at the front: the
 *       step's cost-so-far is larger than that of every open node with the same
 *       estimated-total-cost (the node just taken off came first of them), so the step comes
 *       first, and a search heading straight for the goal takes each step off the front again
 *       at once, as a stack. The queue is always in order, so the node that comes first is the
 *       queue's head or the heap's top, whichever comes first: one comparison;</li>
 *   <li>the work is counted from the levels where an operation starts and ends, not with
 *       counters updated inside its loops.</li>
 * </ol>
 * The benchmarks show what the changes are worth: {@code pathlab bench open-lists} times this heap
 * against {@link PlainIndexedHeap} in one run and counts what the countable tricks save
 * (comparisons, moves, nodes handed out by the queue); {@code pathlab bench astar} times the
 * whole search. Adding a node already on the list and removing from an empty list are refused
 * always, at the cost of one read of the node's index and a test of the sizes: A* with and
 * without the checks, in one JVM in alternating rounds, differed by 1 % or less. With
 * assertions on ({@code java -ea}, as in the tests) each operation ends by checking the heap
 * order, the key cache, the index and the queue's order.
 *
 * <p>Cost: add, decreased and removeSmallest O(log n), O(1) for a node queued; decreased O(q) for
 * a queued node, q the queue's length (rare: with a consistent heuristic a queued node never gets
 * cheaper). Memory two int arrays and two double arrays of the graph's size (the keys), and the
 * queue's int array of twice that, so that it can grow from its middle either way.
 *
 * <pre>
 *   OpenList open = new TunedBinaryHeap(nodeCount, priorities);   // used like any OpenList
 * </pre>
 */
public final class TunedBinaryHeap extends OpenList {
    private final int[] heap;      // heap[1..size] are node ids
    private final int[] position;  // position[node]: its index in heap (> 0), queueMark(its index in queue) (< 0), or 0 if absent
    private final double[] keys;   // keys[2i], keys[2i+1]: the estimated-total-cost and tie value of heap[i]
    private int size;
    private final int[] queue;     // queue[head..tail-1], in order; each tied with the front when it joined
    private final int middle;      // where an empty queue starts, so it can grow either way
    private int head;
    private int tail;
    private double front = Double.NaN;   // the estimated-total-cost of the last node taken off the heap

    public TunedBinaryHeap(int nodeCount, Priorities priorities) {
        super(priorities);
        heap = new int[nodeCount + 1];
        position = new int[nodeCount];
        keys = new double[2 * (nodeCount + 1)];
        queue = new int[2 * nodeCount];
        middle = nodeCount;
        head = middle;
        tail = middle;
    }

    @Override
    public int removeSmallest() {
        boolean queueNotEmpty = head < tail;
        boolean heapEmpty = size == 0;
        if (heapEmpty && !queueNotEmpty) {
            throw emptyList();
        }
        int node = queueNotEmpty && (heapEmpty || queueHeadFirst()) ? takeQueueHead() : takeHeapTop();
        assert isInOrder() : "the open list is out of order after taking node " + node;
        return node;
    }

    /** Whether the node is on the list, in the heap or in the queue. */
    boolean contains(int node) {
        return position[node] != 0;
    }

    /** The node {@link #removeSmallest} would take, left on the list (which is not empty). */
    int peekSmallest() {
        boolean queueNotEmpty = head < tail;
        return queueNotEmpty && (size == 0 || queueHeadFirst()) ? queue[head] : heap[1];
    }

    /** Takes the node at the queue's head: O(1), nothing climbs or sinks. */
    private int takeQueueHead() {
        int node = queue[head++];
        position[node] = 0;
        if (head == tail) {
            emptyQueue();
        }
        countQueued();
        return node;
    }

    /** Takes the heap's top: its estimated-total-cost becomes the front, the hole sinks, the last node fills it. */
    private int takeHeapTop() {
        int top = heap[1];
        front = costAt(1);
        position[top] = 0;
        int last = size--;
        if (size > 0) {
            int hole = sinkHole();
            bubbleUp(heap[last], costAt(last), tieAt(last), hole);
        }
        return top;
    }

    /** Whether the queue's head comes before the heap's top (both exist). */
    private boolean queueHeadFirst() {
        count(1, 0);
        int q = queue[head];
        return precedes(q, priorities.estimatedTotalCost(q), priorities.tie(q), heap[1], costAt(1), tieAt(1));
    }

    @Override
    protected void insert(int node) {
        if (contains(node)) {
            throw alreadyOnList(node);
        }
        double f = priorities.estimatedTotalCost(node);
        if (joinsQueueBack(node, f)) {
            position[node] = queueMark(tail);
            queue[tail++] = node;
            count(0, 1);
        } else if (joinsQueueFront(node, f)) {
            position[node] = queueMark(--head);
            queue[head] = node;
            count(0, 1);
        } else {
            size++;
            bubbleUp(node, f, priorities.tie(node), size);
        }
        assert isInOrder() : "the open list is out of order after adding node " + node;
    }

    /** Whether a new node (estimated-total-cost f) ties with the front and comes after the queue's last node. */
    private boolean joinsQueueBack(int node, double f) {
        count(1, 0);
        boolean tiesWithFront = f == front;
        boolean queueFull = tail == queue.length;
        if (!tiesWithFront || queueFull) {
            return false;
        }
        boolean queueEmpty = head == tail;
        if (queueEmpty) {
            return true;
        }
        count(1, 0);
        int lastQueued = queue[tail - 1];
        return priorities.before(lastQueued, node);
    }

    /**
     * Whether a new node (estimated-total-cost f) that did not join at the back ties with the
     * front and comes before the queue's first node (which exists, or it would have joined).
     */
    private boolean joinsQueueFront(int node, double f) {
        boolean tiesWithFront = f == front;
        boolean queueFull = head == 0;
        if (!tiesWithFront || queueFull) {
            return false;
        }
        count(1, 0);
        return priorities.before(node, queue[head]);
    }

    @Override
    public void decreased(int node) {
        int at = position[node];
        if (isQueueMark(at)) {   // queued: its cost no longer ties with the front, it moves to the heap
            leaveQueue(queueIndex(at));
            at = ++size;
        }
        bubbleUp(node, priorities.estimatedTotalCost(node), priorities.tie(node), at);
        assert isInOrder() : "the open list is out of order after node " + node + " dropped";
    }

    /**
     * What position[] holds for the node at queue[i]: -1 - i, always negative, so that one int
     * tells a heap position (positive), a queue index (negative) and "not on the list" (0) apart.
     */
    private static int queueMark(int i) {
        return -1 - i;
    }

    private static boolean isQueueMark(int at) {
        return at < 0;
    }

    /** The queue index that {@link #queueMark} turned into {@code mark}. */
    private static int queueIndex(int mark) {
        return -1 - mark;
    }

    /** Takes the node at queue[i] out of the queue, closing the gap. */
    private void leaveQueue(int i) {
        for (int j = i + 1; j < tail; j++) {
            queue[j - 1] = queue[j];
            position[queue[j - 1]] = queueMark(j - 1);
        }
        count(0, tail - i - 1);
        tail--;
        if (head == tail) {
            emptyQueue();
        }
    }

    /** An empty queue starts again from the middle of its array. */
    private void emptyQueue() {
        head = middle;
        tail = middle;
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
            if (child < size) {
                child += rightChildFirst(child);
            }
            move(child, i);
            i = child;
        }
        // A move per level; a comparison per level too, except where the hole went to a last,
        // left child that has no right sibling to compare with.
        int levels = depth(i);
        boolean endedAtLeftChildWithoutSibling = i == size && i % 2 == 0;
        count(endedAtLeftChildWithoutSibling ? levels - 1 : levels, levels);
        return i;
    }

    /**
     * 1 if the right child (position left + 1) comes before the left one, else 0: the comparison
     * of {@link #precedes}, written with the non-short-circuit {@code &} and {@code |}, which
     * evaluate both sides, so that it compiles to arithmetic rather than jumps. Only a tie in both
     * keys, which first-in-first-out and last-in-first-out ties never produce, asks
     * {@link Priorities} for the arrival numbers, the third key.
     */
    private int rightChildFirst(int left) {
        int right = left + 1;
        boolean smallerCost = costAt(right) < costAt(left);
        boolean sameCost = costAt(right) == costAt(left);
        boolean smallerTie = tieAt(right) < tieAt(left);
        boolean sameTie = tieAt(right) == tieAt(left);
        boolean rightFirst = smallerCost | (sameCost & smallerTie);
        if (sameCost & sameTie) {
            rightFirst = priorities.arrivedBefore(heap[right], heap[left]);
        }
        return rightFirst ? 1 : 0;
    }

    /** Moves the node (keys f, t) up from position i, past every parent it comes before, into the hole left. */
    private void bubbleUp(int node, double f, double t, int from) {
        int i = from;
        while (i > 1 && precedes(node, f, t, heap[parent(i)], costAt(parent(i)), tieAt(parent(i)))) {
            move(parent(i), i);
            i = parent(i);
        }
        place(node, f, t, i);
        // A comparison and a move per level climbed, one comparison that stopped the climb below
        // the top, and the final placing.
        int climbed = depth(from) - depth(i);
        count(climbed + (i > 1 ? 1 : 0), climbed + 1);
    }

    /** The parent of heap position i (> 1). */
    private static int parent(int i) {
        return i >>> 1;
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
        return ta != tb ? ta < tb : priorities.arrivedBefore(a, b);
    }

    private void move(int from, int to) {
        place(heap[from], costAt(from), tieAt(from), to);
    }

    private void place(int node, double f, double t, int i) {
        heap[i] = node;
        keys[2 * i] = f;
        keys[2 * i + 1] = t;
        position[node] = i;
    }

    /** The estimated-total-cost of the node at heap position i. */
    private double costAt(int i) {
        return keys[2 * i];
    }

    /** The tie value of the node at heap position i, beside its cost. */
    private double tieAt(int i) {
        return keys[2 * i + 1];
    }

    @Override
    public int size() {
        return size + tail - head;
    }

    @Override
    public int get(int i) {
        return i < size ? heap[i + 1] : queue[head + i - size];
    }

    @Override
    public void clear() {
        for (int i = 1; i <= size; i++) {
            position[heap[i]] = 0;
        }
        size = 0;
        for (int i = head; i < tail; i++) {
            position[queue[i]] = 0;
        }
        emptyQueue();
        front = Double.NaN;
    }

    /** The invariants, for {@code assert} only: heap order, the key cache, the index, the queue's order. */
    private boolean isInOrder() {
        return isMinHeap() && isKeyCacheFresh() && isIndexConsistent() && isQueueInOrder();
    }

    /** Heap order: no node comes before its parent (checked without counting). */
    private boolean isMinHeap() {
        return priorities.isHeapOrdered(heap, size);
    }

    /** Each position's cached keys are its node's keys in {@link Priorities}. */
    private boolean isKeyCacheFresh() {
        for (int i = 1; i <= size; i++) {
            if (costAt(i) != priorities.estimatedTotalCost(heap[i]) || tieAt(i) != priorities.tie(heap[i])) {
                return false;
            }
        }
        return true;
    }

    /** The index points at every node's place: heap positions and queue marks. */
    private boolean isIndexConsistent() {
        for (int i = 1; i <= size; i++) {
            if (position[heap[i]] != i) {
                return false;
            }
        }
        for (int j = head; j < tail; j++) {
            if (position[queue[j]] != queueMark(j)) {
                return false;
            }
        }
        return true;
    }

    /** The queue is in the order of {@link Priorities#before}, so its head comes first of it. */
    private boolean isQueueInOrder() {
        for (int j = head + 1; j < tail; j++) {
            if (!priorities.before(queue[j - 1], queue[j])) {
                return false;
            }
        }
        return true;
    }
}
