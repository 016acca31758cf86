package pathlab.openlist;

import java.util.Arrays;

/**
 * An open list that keeps each node's keys itself, in the heap's own arrays, for a search that
 * owns its node records ({@link pathlab.search.GridAStar}): the binary heap of
 * {@link TunedBinaryHeap} (an index, a moving hole, Floyd's sinking to a leaf, the child chosen
 * by arithmetic), a stack of ties in front and a ring of buckets behind, as in
 * {@link HeapOnTopQueue} but finer, with no {@link Priorities} behind it.
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
 * <p>The buckets behind. A node whose estimated-total-cost is above the current bucket's waits
 * unsorted in a ring of buckets, {@code bucket(f) = floor(1024 f)}, and joins the heap when its
 * bucket becomes the current one, as in {@link HeapOnTopQueue} (read its header for why this is
 * exact, and why keys that do not grow only fall back to the heap). The heap then holds one
 * bucket's nodes, which on a grid are mostly nodes of one and the same estimated-total-cost: with
 * buckets of 1/1024 (not {@code HeapOnTopQueue}'s 1/16) a removal sinks through a few levels
 * instead of a whole open list's, and a node added beyond the front is one link in a list. The
 * ring's 4096 buckets reach 4 above the current one, past the 2√2 window of an octile search; the
 * first non-empty bucket after the current one is found by the ring's bits, 64 at a time. Measured
 * in the grid engine against the heap alone (bench/README.md, medians of five runs in one JVM):
 * 1.22, 1.12 and 1.16 times faster on the Dragon Age and random maps, the same on the maze, whose
 * open list holds 40 to 80 nodes; buckets of 1/16 gained at most 11 %. Keys must be numbers (not
 * NaN): their order is then exact, infinite ones included.
 *
 * <p>Cost: add O(1) into a bucket, O(log b) into the heap, b the nodes it holds (the current
 * bucket's, those of the stack's front and the few that fell back); decreased the same, O(s) for a
 * stacked node, s the stack's length (rare: with a consistent heuristic a stacked node never gets
 * cheaper); removeSmallest O(log b), plus O(k) when a bucket of k nodes joins the heap. Memory 36
 * bytes per node (the index, a bucket's links and its keys), 24 bytes per heap and per stack
 * position, those arrays grown as the list grows, and 16 kB for the ring. Adding a node already
 * on the list and removing from an empty list are refused always, as by every {@link OpenList};
 * with assertions on ({@code java -ea}, as in the tests) each operation ends by checking the heap
 * order, the stack's order, the buckets and the index.
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
    /** Buckets per unit of estimated-total-cost: a power of two, so {@code f * SCALE} is exact. */
    private static final double SCALE = 1024;
    /** The ring's buckets, a power of two and at least 64: one bit each in {@code nonEmpty}. */
    private static final int RING = 4096;
    /** What position[] holds for a node waiting in a bucket. */
    private static final int WAITING = Integer.MIN_VALUE;
    private static final int NONE = -1;
    /** The heap's and the stack's room at first; they grow by half as the list does. */
    private static final int FIRST_ROOM = 256;

    private final int nodeCount;
    private double[] keys;          // keys[2i], keys[2i+1]: the estimated-total-cost and tie value at position i
    private long[] entry;           // entry[i]: arrival << 28 | node, at position i (1..size)
    private final int[] position;   // position[node]: heap position (> 0), stackMark(its stack index) (< 0), WAITING, or 0 off the list
    private int size;
    // The stack of ties with the front, in order: stackEntry[stackSize - 1] is its first node.
    private double[] stackKeys;
    private long[] stackEntry;
    private int stackSize;
    private double front = Double.NaN;   // the estimated-total-cost of the last node taken off the heap
    // The ring of buckets current+1 .. current+RING-1, each a doubly linked list of waiting nodes.
    private final int[] first = new int[RING];
    private final long[] nonEmpty = new long[RING / 64];
    private final int[] link;       // link[2 node], link[2 node + 1]: the next and the previous node in its bucket; a bucket's first has -2 - slot as previous
    private final long[] waitingKeys;   // waitingKeys[3 node ..]: the bits of its f and tie value, and its entry
    private int inBuckets;          // the nodes waiting in the ring
    private long current;           // the current bucket: no node in the ring is in it or below
    private int peakSize;

    /** An empty list for the nodes {@code 0 .. nodeCount-1}. */
    public KeyedHeap(int nodeCount) {
        if (nodeCount > NODE_MASK) {
            throw new IllegalArgumentException("a keyed heap holds at most " + NODE_MASK + " nodes, not " + nodeCount);
        }
        this.nodeCount = nodeCount;
        int room = Math.min(nodeCount, FIRST_ROOM);
        keys = new double[2 * (room + 1)];
        entry = new long[room + 1];
        position = new int[nodeCount];
        stackKeys = new double[2 * room];
        stackEntry = new long[room];
        link = new int[2 * nodeCount];
        waitingKeys = new long[3 * nodeCount];
        Arrays.fill(first, NONE);
    }

    /**
     * The bucket of an estimated-total-cost: floor(1024 f), which never decreases as f grows, held
     * within ±2^60 (an infinite f too), so no two buckets are too far apart to subtract.
     */
    private static long bucket(double f) {
        return HeapOnTopQueue.bucket(f, SCALE);
    }

    /**
     * Adds a node that is not on the list, with its keys: onto the stack when it ties with the
     * front and comes before the stack's first node, into its bucket when the ring reaches it,
     * else into the heap.
     */
    public void add(int node, double estimatedTotal, double tie, long arrival) {
        if (position[node] != 0) {
            throw OpenList.alreadyOnList(node);
        }
        assert 0 <= arrival && arrival <= MAX_ARRIVAL : "arrival number " + arrival + " does not fit beside a node id";
        assert !Double.isNaN(estimatedTotal) && !Double.isNaN(tie) : "node " + node + " has a key that is not a number";
        if (isEmpty()) {   // the window starts at the first node, with no front
            current = bucket(estimatedTotal);
            front = Double.NaN;
        }
        place(estimatedTotal, tie, arrival << NODE_BITS | node);
        if (size() > peakSize) {
            peakSize = size();
        }
        assert isInOrder() : "the open list is out of order after adding " + node;
    }

    private void place(double f, double t, long e) {
        if (f == front && (stackSize == 0 || before(f, t, e, stackKeys, stackEntry, stackSize - 1))) {
            push(f, t, e);
            return;
        }
        long ahead = bucket(f) - current;
        if (ahead > 0 && ahead < RING) {
            toBucket(f, t, e, (int) ((current + ahead) & (RING - 1)));
        } else {
            toHeap(f, t, e);
        }
    }

    private void toHeap(double f, double t, long e) {
        size++;
        if (size == entry.length) {
            entry = Arrays.copyOf(entry, grown(entry.length - 1) + 1);
            keys = Arrays.copyOf(keys, 2 * entry.length);
        }
        bubbleUp(f, t, e, size);
    }

    /** Room for half as many again, up to every node. */
    private int grown(int room) {
        return (int) Math.min(nodeCount, room + (room >> 1) + 1L);
    }

    private void push(double f, double t, long e) {
        if (stackSize == stackEntry.length) {
            stackEntry = Arrays.copyOf(stackEntry, grown(stackSize));
            stackKeys = Arrays.copyOf(stackKeys, 2 * stackEntry.length);
        }
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

    /** Links a node first into the bucket at a ring slot, with its keys beside it. */
    private void toBucket(double f, double t, long e, int slot) {
        int node = (int) (e & NODE_MASK);
        int head = first[slot];
        link[2 * node] = head;
        link[2 * node + 1] = -2 - slot;
        if (head == NONE) {
            nonEmpty[slot >>> 6] |= 1L << slot;
        } else {
            link[2 * head + 1] = node;
        }
        first[slot] = node;
        waitingKeys[3 * node] = Double.doubleToRawLongBits(f);
        waitingKeys[3 * node + 1] = Double.doubleToRawLongBits(t);
        waitingKeys[3 * node + 2] = e;
        position[node] = WAITING;
        inBuckets++;
    }

    /** Takes a waiting node out of its bucket's list. */
    private void unlink(int node) {
        int after = link[2 * node];
        int before = link[2 * node + 1];
        if (before < NONE) {
            int slot = -2 - before;
            first[slot] = after;
            if (after == NONE) {
                nonEmpty[slot >>> 6] &= ~(1L << slot);
            }
        } else {
            link[2 * before] = after;
        }
        if (after != NONE) {
            link[2 * after + 1] = before;
        }
        position[node] = 0;
        inBuckets--;
    }

    /** Gives a node on the list keys that come earlier (a cheaper route was found); a stacked or waiting node moves. */
    public void decreased(int node, double estimatedTotal, double tie, long arrival) {
        int at = position[node];
        assert at != 0 : "node " + node + " is not on the open list";
        long e = arrival << NODE_BITS | node;
        assert !Double.isNaN(estimatedTotal) && !Double.isNaN(tie) : "node " + node + " has a key that is not a number";
        if (at == WAITING) {
            unlink(node);
            place(estimatedTotal, tie, e);
        } else if (at < 0) {
            leaveStack(-1 - at);
            toHeap(estimatedTotal, tie, e);
        } else {
            assert before(estimatedTotal, tie, e, keys, entry, at) : "the keys of node " + node + " did not drop";
            bubbleUp(estimatedTotal, tie, e, at);
        }
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
     * comes first, once the heap holds the current bucket; an empty list is refused.
     */
    public int removeSmallest() {
        if (isEmpty()) {
            throw OpenList.emptyList();
        }
        catchUp();
        int top = stackSize > 0 && (size == 0 || stackFirst()) ? pop() : takeHeapTop();
        assert isInOrder() : "the open list is out of order after taking " + top;
        return top;
    }

    /**
     * Until the heap's first node is in the current bucket or below, the current bucket moves up:
     * to the next non-empty bucket of the ring, whose nodes join the heap, or to the heap's first
     * node's bucket if that comes first. Each stacked node's estimated-total-cost was the front
     * when it was pushed, in the current bucket or below when it was taken (the current bucket
     * only moves up, but for a new window when the list is empty, which starts with no front), so
     * with a stack nothing moves: the stack and the heap come before every bucket.
     */
    private void catchUp() {
        while (stackSize == 0) {
            long headBucket = size > 0 ? bucket(keys[2]) : Long.MAX_VALUE;
            if (headBucket <= current) {
                return;
            }
            long nextBucket = inBuckets > 0 ? nextNonEmpty() : Long.MAX_VALUE;
            if (nextBucket > headBucket) {
                current = headBucket;
                return;
            }
            current = nextBucket;
            bucketToHeap((int) (nextBucket & (RING - 1)));
        }
    }

    /** The first non-empty bucket after the current one (some node is waiting): the ring's bits from the next slot on. */
    private long nextNonEmpty() {
        int from = (int) ((current + 1) & (RING - 1));
        int word = from >>> 6;
        long bits = nonEmpty[word] & (-1L << from);
        while (bits == 0) {
            word = (word + 1) & (nonEmpty.length - 1);
            bits = nonEmpty[word];
        }
        int slot = (word << 6) + Long.numberOfTrailingZeros(bits);
        return current + 1 + ((slot - from) & (RING - 1));
    }

    /** Moves a bucket's nodes, with their keys, into the heap. */
    private void bucketToHeap(int slot) {
        for (int node = first[slot]; node != NONE; node = link[2 * node]) {
            toHeap(Double.longBitsToDouble(waitingKeys[3 * node]), Double.longBitsToDouble(waitingKeys[3 * node + 1]),
                    waitingKeys[3 * node + 2]);
            inBuckets--;
        }
        first[slot] = NONE;
        nonEmpty[slot >>> 6] &= ~(1L << slot);
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
        if (at == WAITING) {
            return Double.longBitsToDouble(waitingKeys[3 * node]);
        }
        return at > 0 ? keys[2 * at] : stackKeys[2 * (-1 - at)];
    }

    /** How many nodes are on the list. */
    public int size() {
        return size + stackSize + inBuckets;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    /** The most nodes the list held at once since the last {@link #clear}. */
    public int peakSize() {
        return peakSize;
    }

    /** Empties the list for the next search: O(nodes on it + 64). */
    public void clear() {
        for (int i = 1; i <= size; i++) {
            position[(int) (entry[i] & NODE_MASK)] = 0;
        }
        for (int i = 0; i < stackSize; i++) {
            position[(int) (stackEntry[i] & NODE_MASK)] = 0;
        }
        for (int word = 0; word < nonEmpty.length; word++) {
            for (long bits = nonEmpty[word]; bits != 0; bits &= bits - 1) {
                int slot = (word << 6) + Long.numberOfTrailingZeros(bits);
                for (int node = first[slot]; node != NONE; node = link[2 * node]) {
                    position[node] = 0;
                }
                first[slot] = NONE;
            }
            nonEmpty[word] = 0;
        }
        size = 0;
        stackSize = 0;
        inBuckets = 0;
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
     * The list's invariants, for {@code assert} only, O(nodes on it + 64): heap order (no
     * position comes before its parent), the stack in order (each node before the one below it),
     * each waiting node in the list of its own bucket, which the ring reaches, the ring's bits
     * marking the non-empty buckets, and the index pointing at every node's place.
     */
    private boolean isInOrder() {
        int counted = 0;
        for (int word = 0; word < nonEmpty.length; word++) {
            for (long bits = nonEmpty[word]; bits != 0; bits &= bits - 1) {
                int slot = (word << 6) + Long.numberOfTrailingZeros(bits);
                if (first[slot] == NONE) {
                    return false;
                }
                for (int node = first[slot], before = -2 - slot; node != NONE; before = node, node = link[2 * node]) {
                    long ahead = bucket(Double.longBitsToDouble(waitingKeys[3 * node])) - current;
                    if (position[node] != WAITING || link[2 * node + 1] != before || ahead <= 0 || ahead >= RING
                            || ((current + ahead) & (RING - 1)) != slot || (waitingKeys[3 * node + 2] & NODE_MASK) != node) {
                        return false;
                    }
                    counted++;
                }
            }
        }
        if (counted != inBuckets) {   // a node in a bucket the bits do not mark is not counted
            return false;
        }
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
