package pathlab.openlist;

/**
 * An open list that keeps each node's keys itself, in the heap's own arrays, for a search that
 * owns its node records ({@link pathlab.search.GridAStar}): the binary heap of
 * {@link TunedBinaryHeap} (an index, a moving hole, Floyd's sinking to a leaf, the child chosen
 * by arithmetic) and a stack of ties in front, with no {@link Priorities} behind it.
 *
 * <p>The idea: ordering the open list is most of A*'s work, and every comparison there reads two
 * nodes' keys. Here a heap position holds the node's estimated-total-cost and tie value side by
 * side ({@code keys[2i]}, {@code keys[2i+1]}) and its arrival number together with the node id in
 * one long ({@code entry[i] = arrival << 28 | node}), so a comparison reads only the heap's arrays,
 * where two siblings' keys are neighbours, and never jumps to a per-node array. A stack in front
 * of the heap takes the ties with the front, as {@link TunedBinaryHeap}'s queue does: on a grid a
 * step straight towards the goal keeps the estimated-total-cost and, with ties toward the larger
 * cost-so-far, comes first, so it is taken off the stack at once, with no climbing or sinking.
 * The order is the one {@link Priorities#before} defines: the estimated-total-cost, then the tie value, then the
 * arrival number; arrival numbers are unique, so the order is total and the nodes come out in
 * exactly the order of every other open list given the same keys.
 *
 * <p>Cost: add, decreased and removeSmallest O(log n), O(1) for a stacked node; decreased O(s) for
 * a stacked node, s the stack's length (rare: with a consistent heuristic a stacked node never gets
 * cheaper). Memory an int per node (the index) and 24 bytes per heap and per stack position. Adding
 * a node already on the list and removing from an empty list are refused always, as by every
 * {@link OpenList}; with assertions on ({@code java -ea}, as in the tests) each operation ends by
 * checking the heap order, the stack's order and the index.
 *
 * <pre>
 *   KeyedHeap open = new KeyedHeap(nodeCount);
 *   open.add(node, g + h, -g, arrival++);          // ties toward the larger cost-so-far
 *   int current = open.removeSmallest();
 * </pre>
 */
public final class KeyedHeap {
    /** A node id takes the low 28 bits of an entry: a grid has at most 2^28 - 1 cells. */
    private static final int NODE_BITS = 28;
    private static final long NODE_MASK = (1L << NODE_BITS) - 1;
    /** Arrival numbers must fit in the 35 bits above the node, so an entry stays a positive long. */
    public static final long MAX_ARRIVAL = (1L << (63 - NODE_BITS)) - 1;

    private final double[] keys;    // keys[2i], keys[2i+1]: the estimated-total-cost and tie value at position i
    private final long[] entry;     // entry[i]: arrival << 28 | node, at position i (1..size)
    private final int[] position;   // position[node]: heap position (> 0), stackMark(its stack index) (< 0), or 0 off the list
    private int size;
    // The stack of ties with the front, in order: stackEntry[stackSize - 1] is its first node.
    private final double[] stackKeys;
    private final long[] stackEntry;
    private int stackSize;
    private double front = Double.NaN;   // the estimated-total-cost of the last node taken off the heap
    private int peakSize;

    /** An empty list for the nodes {@code 0 .. nodeCount-1}. */
    public KeyedHeap(int nodeCount) {
        if (nodeCount > NODE_MASK) {
            throw new IllegalArgumentException("a keyed heap holds at most " + NODE_MASK + " nodes, not " + nodeCount);
        }
        keys = new double[2 * (nodeCount + 1)];
        entry = new long[nodeCount + 1];
        position = new int[nodeCount];
        stackKeys = new double[2 * nodeCount];
        stackEntry = new long[nodeCount];
    }

    /**
     * Adds a node that is not on the list, with its keys: onto the stack when it ties with the
     * front and comes before the stack's first node, else into the heap.
     */
    public void add(int node, double estimatedTotal, double tie, long arrival) {
        if (position[node] != 0) {
            throw OpenList.alreadyOnList(node);
        }
        assert 0 <= arrival && arrival <= MAX_ARRIVAL : "arrival number " + arrival + " does not fit beside a node id";
        long e = arrival << NODE_BITS | node;
        if (estimatedTotal == front && (stackSize == 0 || before(estimatedTotal, tie, e, stackKeys, stackEntry, stackSize - 1))) {
            push(estimatedTotal, tie, e);
        } else {
            size++;
            bubbleUp(estimatedTotal, tie, e, size);
        }
        if (size + stackSize > peakSize) {
            peakSize = size + stackSize;
        }
        assert isInOrder() : "the open list is out of order after adding " + node;
    }

    private void push(double f, double t, long e) {
        stackKeys[2 * stackSize] = f;
        stackKeys[2 * stackSize + 1] = t;
        stackEntry[stackSize] = e;
        position[(int) (e & NODE_MASK)] = stackMark(stackSize);
        stackSize++;
    }

    /** What position[] holds for the node at stack index i: -1 - i, always negative. */
    private static int stackMark(int i) {
        return -1 - i;
    }

    /** Gives a node on the list keys that come earlier (a cheaper route was found); a stacked node moves to the heap. */
    public void decreased(int node, double estimatedTotal, double tie, long arrival) {
        int at = position[node];
        assert at != 0 : "node " + node + " is not on the open list";
        long e = arrival << NODE_BITS | node;
        if (at < 0) {
            leaveStack(-1 - at);
            at = ++size;
        } else {
            assert before(estimatedTotal, tie, e, keys, entry, at) : "the keys of node " + node + " did not drop";
        }
        bubbleUp(estimatedTotal, tie, e, at);
        assert isInOrder() : "the open list is out of order after node " + node + " dropped";
    }

    /** Takes the node at stack index i out of the stack, closing the gap. */
    private void leaveStack(int i) {
        for (int j = i + 1; j < stackSize; j++) {
            stackKeys[2 * (j - 1)] = stackKeys[2 * j];
            stackKeys[2 * (j - 1) + 1] = stackKeys[2 * j + 1];
            stackEntry[j - 1] = stackEntry[j];
            position[(int) (stackEntry[j - 1] & NODE_MASK)] = stackMark(j - 1);
        }
        stackSize--;
    }

    /**
     * Removes and returns the node that comes first, the stack's first or the heap's top, whichever
     * comes first; an empty list is refused.
     */
    public int removeSmallest() {
        if (size + stackSize == 0) {
            throw OpenList.emptyList();
        }
        int top = stackSize > 0 && (size == 0 || stackFirst()) ? pop() : takeHeapTop();
        assert isInOrder() : "the open list is out of order after taking " + top;
        return top;
    }

    /** Whether the stack's first node comes before the heap's top (both exist). */
    private boolean stackFirst() {
        int i = stackSize - 1;
        return before(stackKeys[2 * i], stackKeys[2 * i + 1], stackEntry[i], keys, entry, 1);
    }

    private int pop() {
        int node = (int) (stackEntry[--stackSize] & NODE_MASK);
        position[node] = 0;
        return node;
    }

    /** Takes the heap's top: its estimated-total-cost becomes the front, the hole sinks, the last node fills it. */
    private int takeHeapTop() {
        int top = (int) (entry[1] & NODE_MASK);
        front = keys[2];
        position[top] = 0;
        int last = size--;
        if (size > 0) {
            bubbleUp(keys[2 * last], keys[2 * last + 1], entry[last], sinkHole());
        }
        return top;
    }

    /** Whether the node is on the list. */
    public boolean contains(int node) {
        return position[node] != 0;
    }

    /** The estimated-total-cost of a node on the list. */
    public double estimatedTotalCost(int node) {
        int at = position[node];
        assert at != 0 : "node " + node + " is not on the open list";
        return at > 0 ? keys[2 * at] : stackKeys[2 * (-1 - at)];
    }

    /** How many nodes are on the list. */
    public int size() {
        return size + stackSize;
    }

    public boolean isEmpty() {
        return size + stackSize == 0;
    }

    /** The most nodes the list held at once since the last {@link #clear}. */
    public int peakSize() {
        return peakSize;
    }

    /** Empties the list for the next search: O(nodes on it). */
    public void clear() {
        for (int i = 1; i <= size; i++) {
            position[(int) (entry[i] & NODE_MASK)] = 0;
        }
        for (int i = 0; i < stackSize; i++) {
            position[(int) (stackEntry[i] & NODE_MASK)] = 0;
        }
        size = 0;
        stackSize = 0;
        front = Double.NaN;
        peakSize = 0;
    }

    /**
     * Moves the hole left at the top down to a leaf, each time into the place of the child that
     * comes first (one comparison per level), and returns the leaf, where the last node then
     * bubbles up from: being a leaf itself, it rarely climbs far (Floyd).
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
        return i;
    }

    /**
     * 1 if the right child (position left + 1) comes before the left one, else 0, with the
     * non-short-circuit {@code &} and {@code |}: the comparison is a coin toss to the processor,
     * and arithmetic costs less than a wrongly guessed jump.
     */
    private int rightChildFirst(int left) {
        int right = left + 1;
        double fl = keys[2 * left];
        double fr = keys[2 * right];
        double tl = keys[2 * left + 1];
        double tr = keys[2 * right + 1];
        boolean rightFirst = fr < fl | (fr == fl & (tr < tl | (tr == tl & entry[right] < entry[left])));
        return rightFirst ? 1 : 0;
    }

    /** Moves the node (keys f, t, e) up from position i past every parent it comes before, into the hole left. */
    private void bubbleUp(double f, double t, long e, int from) {
        int i = from;
        while (i > 1 && before(f, t, e, keys, entry, i >>> 1)) {
            move(i >>> 1, i);
            i >>>= 1;
        }
        keys[2 * i] = f;
        keys[2 * i + 1] = t;
        entry[i] = e;
        position[(int) (e & NODE_MASK)] = i;
    }

    /** Whether keys (f, t, e) come before those at index j of the arrays k (two keys per index) and es. */
    private static boolean before(double f, double t, long e, double[] k, long[] es, int j) {
        double fj = k[2 * j];
        if (f != fj) {
            return f < fj;
        }
        double tj = k[2 * j + 1];
        return t != tj ? t < tj : e < es[j];
    }

    private void move(int from, int to) {
        keys[2 * to] = keys[2 * from];
        keys[2 * to + 1] = keys[2 * from + 1];
        entry[to] = entry[from];
        position[(int) (entry[to] & NODE_MASK)] = to;
    }

    /**
     * The list's invariants, for {@code assert} only, O(nodes on it): heap order (no position comes
     * before its parent), the stack in order (each node before the one below it), and the index
     * pointing at every node's place.
     */
    private boolean isInOrder() {
        for (int k = 2; k <= size; k++) {
            if (before(keys[2 * k], keys[2 * k + 1], entry[k], keys, entry, k / 2)) {
                return false;
            }
        }
        for (int i = 1; i < stackSize; i++) {
            if (before(stackKeys[2 * (i - 1)], stackKeys[2 * (i - 1) + 1], stackEntry[i - 1], stackKeys, stackEntry, i)) {
                return false;
            }
        }
        for (int i = 1; i <= size; i++) {
            if (position[(int) (entry[i] & NODE_MASK)] != i) {
                return false;
            }
        }
        for (int i = 0; i < stackSize; i++) {
            if (position[(int) (stackEntry[i] & NODE_MASK)] != stackMark(i)) {
                return false;
            }
        }
        return true;
    }
}
