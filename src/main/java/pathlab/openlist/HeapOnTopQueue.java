package pathlab.openlist;

import java.util.Arrays;

/**
 * An open list for keys that only grow: buckets for the nodes that come later, and a heap on top
 * for the nodes that come next (Cherkassky, Goldberg and Silverstein's heap-on-top queue, with
 * Dial's bucket queue underneath). Its label is {@code heap-on-top}. Read {@link TunedBinaryHeap}
 * first: the heap on top is one.
 *
 * <p>The idea. On an octile grid with the octile heuristic (consistent), the smallest
 * estimated-total-cost f on the open list never decreases during a search, and every open node's
 * f lies in a narrow window above it: a step changes f by between 0 and twice its cost, so no
 * open f is more than 2√2 above the smallest. Cut the f line into buckets of width 1/16
 * ({@code bucket(f) = floor(16 f)}). Only the nodes in the current bucket, the lowest non-empty
 * one, need to be in order; the others wait in their bucket, unsorted, in a ring of 64 buckets
 * that reaches 4 above the current one. Adding a node to a later bucket is a multiplication and
 * a link in a list, O(1), where the heap would climb; taking the smallest works on a heap that
 * holds one bucket's nodes, a few dozen, not the whole open list. When the heap runs empty the
 * next non-empty bucket is found in one instruction (the ring's non-empty buckets are the bits
 * of one {@code long}) and its nodes move up into the heap.
 *
 * <p>Exact. A bucket only sorts: f &lt; f' gives bucket(f) &le; bucket(f'), so a node in a lower
 * bucket comes first by {@link Priorities#before} too, and within the heap the full order decides
 * (f exactly as a double, then the tie value, then the arrival number). Every node in the heap
 * has a bucket no higher than the current one, every node in the ring a higher one, so the heap's
 * first node is the list's first node: the same node as every other open list, whatever the tie
 * rule, and the same listing. The bucket is computed from the double f itself (a multiplication
 * by 16 is exact), so no rounding can put two nodes in the wrong order.
 *
 * <p>Keys that do not grow. The window is a promise of a consistent heuristic on a graph whose
 * connections cost about 1 (an octile grid); nothing checks it beforehand, each key is checked
 * as it comes. A node whose bucket is at or below the current one (an inconsistent heuristic, a
 * reopened node, a key that dropped) or beyond the ring's reach (an estimate far above the
 * front, costs much larger than 1) joins the heap instead, where it is in order: the list falls
 * back to the heap for that node, never to a wrong answer. The heap's first node is then taken
 * only if its bucket is at or below the current one ({@code highestInHeap} says when that must be
 * checked), else the current bucket moves up to it. On the lecture's graphs, whose costs are
 * whole numbers up to 10 or more, most nodes fall back: the list is a heap with a check in front.
 * The counters say how many did: {@code fellBack}, 0 on an octile grid with the octile
 * heuristic (the tests check it on Moving AI scenarios).
 *
 * <p>What it buys, measured ({@code pathlab bench astar --open-list heap-on-top}, bench/README.md):
 * on the Dragon Age maps half the heap's comparisons and a third fewer moves per expansion, but
 * only 3 to 9 % less time, none on a maze; what is left is memory, not comparisons (a node is
 * linked into its bucket first and placed in the heap later, its keys read again then).
 *
 * <p>Cost: add O(1) into a bucket, O(log b) into the heap, b the nodes in the current bucket;
 * decreased O(1) for a node in a bucket, O(log b) in the heap; removeSmallest O(log b), plus O(k)
 * when a bucket of k nodes moves up. Memory: the heap's ({@link TunedBinaryHeap}), and three int
 * arrays of the graph's size for the buckets' doubly linked lists. The loop allocates nothing.
 *
 * <pre>
 *   OpenList open = new HeapOnTopQueue(nodeCount, priorities);   // used like any OpenList
 * </pre>
 */
public final class HeapOnTopQueue extends OpenList {
    /** Buckets per unit of estimated-total-cost: a power of two, so {@code f * SCALE} is exact. */
    private static final double SCALE = 16;
    /** The outermost buckets: far enough apart to subtract, and apart from {@code Long.MAX_VALUE}. */
    private static final double OUTERMOST = 0x1p60;
    /** The ring's buckets: one bit each in {@code nonEmpty}. */
    private static final int RING = 64;
    private static final int NONE = -1;

    private final TunedBinaryHeap heap;   // the current bucket's nodes and lower ones, and those beyond the ring
    private final int[] first;            // first[slot]: the first node of the bucket at that ring slot, or NONE
    private final int[] next;             // next[node], previous[node]: its neighbours in its bucket's list
    private final int[] previous;
    private final int[] slotOf;           // slotOf[node]: 1 + its ring slot, or 0 if it is in the heap or not on the list
    private long nonEmpty;                // bit s set: the bucket at ring slot s holds nodes
    private int inBuckets;                // the nodes in the ring
    private long current;                 // the current bucket; the ring holds buckets current+1 .. current+63
    private boolean started;              // whether a node came since the last clear, setting the current bucket
    private long highestInHeap;           // the highest bucket put into the heap since it was last empty
    private int listed = NONE;            // get's place in the ring: the index it returned last ...
    private int listedNode;               // ... that node ...
    private int listedSlot;               // ... and its slot; NONE after any change

    public HeapOnTopQueue(int nodeCount, Priorities priorities) {
        super(priorities);
        heap = new TunedBinaryHeap(nodeCount, priorities);
        first = new int[RING];
        Arrays.fill(first, NONE);
        next = new int[nodeCount];
        previous = new int[nodeCount];
        slotOf = new int[nodeCount];
    }

    /** The bucket of an estimated-total-cost: floor(16 f), which never decreases as f grows. */
    private static long bucket(double f) {
        return bucket(f, SCALE);
    }

    /**
     * The bucket of an estimated-total-cost with {@code scale} buckets per unit, floor(scale f),
     * held within ±2^60 (an infinite f too), so that no two buckets are too far apart to subtract:
     * the keys beyond share the outermost buckets, where the heap orders them.
     */
    static long bucket(double f, double scale) {
        double b = Math.floor(f * scale);
        return (long) (b < OUTERMOST ? (b > -OUTERMOST ? b : -OUTERMOST) : OUTERMOST);
    }

    @Override
    protected void insert(int node) {
        if (slotOf[node] != 0 || heap.contains(node)) {
            throw alreadyOnList(node);
        }
        long b = bucket(priorities.estimatedTotalCost(node));
        if (!started) {
            current = b;   // a search's window starts at its first node
            started = true;
        }
        place(node, b);
        listed = NONE;
        assert isConsistent() : "the buckets or the heap are broken after adding node " + node;
    }

    /**
     * Puts a node into its bucket if the ring reaches it, else into the heap: as it should be if
     * its bucket is the current one, as a fall-back if it is lower (its key did not grow) or
     * beyond the ring.
     */
    private void place(int node, long b) {
        long ahead = b - current;
        if (ahead > 0 && ahead < RING) {
            int slot = (int) (b & (RING - 1));
            int head = first[slot];
            next[node] = head;
            previous[node] = NONE;
            if (head != NONE) {
                previous[head] = node;
            }
            first[slot] = node;
            slotOf[node] = slot + 1;
            nonEmpty |= 1L << slot;
            inBuckets++;
            count(0, 1);
        } else {
            if (ahead != 0) {
                countFallBack();
            }
            toHeap(node, b);
        }
    }

    private void toHeap(int node, long b) {
        highestInHeap = heap.isEmpty() ? b : Math.max(highestInHeap, b);
        heap.add(node);
    }

    @Override
    public void decreased(int node) {
        int s = slotOf[node];
        if (s == 0) {
            heap.decreased(node);
        } else {
            unlink(node, s - 1);
            place(node, bucket(priorities.estimatedTotalCost(node)));
        }
        listed = NONE;
        assert isConsistent() : "the buckets or the heap are broken after node " + node + " dropped";
    }

    /** Takes a node out of its bucket's list. */
    private void unlink(int node, int slot) {
        int before = previous[node];
        int after = next[node];
        if (before == NONE) {
            first[slot] = after;
            if (after == NONE) {
                nonEmpty &= ~(1L << slot);
            }
        } else {
            next[before] = after;
        }
        if (after != NONE) {
            previous[after] = before;
        }
        slotOf[node] = 0;
        inBuckets--;
    }

    /**
     * The heap's first node, if its bucket is the current one or lower; else the current bucket
     * moves up first. Only a heap that took a node beyond the current bucket needs the check.
     */
    @Override
    public int removeSmallest() {
        if (size() == 0) {
            throw emptyList();
        }
        if (heap.isEmpty() || (highestInHeap > current && headBucket() > current)) {
            moveUp();
        }
        int node = heap.removeSmallest();
        listed = NONE;
        assert isConsistent() : "the buckets or the heap are broken after taking node " + node;
        return node;
    }

    /** The bucket of the heap's first node, which is not empty. */
    private long headBucket() {
        return bucket(priorities.estimatedTotalCost(heap.peekSmallest()));
    }

    /**
     * The heap holds no node of the current bucket or below: the current bucket becomes the next
     * non-empty one of the ring, or that of the heap's first node if it is lower, and a ring
     * bucket's nodes move up into the heap.
     */
    private void moveUp() {
        long headBucket = heap.isEmpty() ? Long.MAX_VALUE : headBucket();
        if (nonEmpty != 0) {
            int from = (int) ((current + 1) & (RING - 1));
            long nextBucket = current + 1 + Long.numberOfTrailingZeros(Long.rotateRight(nonEmpty, from));
            if (nextBucket <= headBucket) {
                current = nextBucket;
                int slot = (int) (nextBucket & (RING - 1));
                for (int node = first[slot]; node != NONE; node = next[node]) {
                    slotOf[node] = 0;
                    inBuckets--;
                    toHeap(node, nextBucket);
                }
                first[slot] = NONE;
                nonEmpty &= ~(1L << slot);
                return;
            }
        }
        current = headBucket;
    }

    @Override
    public int size() {
        return heap.size() + inBuckets;
    }

    /**
     * The heap's nodes first, then the ring's, slot by slot. O(1) for the next index after the
     * last one asked for (as a search reads the list, from 0 up), else O(i) to walk there.
     */
    @Override
    public int get(int i) {
        int h = heap.size();
        if (i < h) {
            return heap.get(i);
        }
        int j = i - h;
        if (listed == NONE || j != listed + 1) {
            listed = -1;
            listedSlot = -1;
            listedNode = NONE;
        }
        while (listed < j) {
            listedNode = listedNode == NONE ? NONE : next[listedNode];
            while (listedNode == NONE) {
                listedNode = first[++listedSlot];
            }
            listed++;
        }
        return listedNode;
    }

    @Override
    public void clear() {
        heap.clear();
        for (int slot = 0; slot < RING; slot++) {
            for (int node = first[slot]; node != NONE; node = next[node]) {
                slotOf[node] = 0;
            }
            first[slot] = NONE;
        }
        nonEmpty = 0;
        inBuckets = 0;
        started = false;
        listed = NONE;
    }

    @Override
    public OpenListCounters counters() {
        return super.counters().plus(heap.counters());
    }

    @Override
    public void resetCounters() {
        super.resetCounters();
        heap.resetCounters();
    }

    @Override
    protected void countingChanged(boolean on) {
        heap.countWork(on);
    }

    /**
     * The ring holds buckets current+1 .. current+63 only, each node in its own bucket's list,
     * the bits of {@code nonEmpty} marking the non-empty ones; no node of the heap at or below
     * the current bucket comes after a node of the ring.
     */
    private boolean isConsistent() {
        int counted = 0;
        for (int slot = 0; slot < RING; slot++) {
            if ((first[slot] != NONE) != ((nonEmpty & (1L << slot)) != 0)) {
                return false;
            }
            for (int node = first[slot], before = NONE; node != NONE; before = node, node = next[node]) {
                long ahead = bucket(priorities.estimatedTotalCost(node)) - current;
                if (slotOf[node] != slot + 1 || previous[node] != before || ahead <= 0 || ahead >= RING
                        || (ahead & (RING - 1)) != ((slot - current) & (RING - 1))) {
                    return false;
                }
                counted++;
            }
        }
        return counted == inBuckets && (heap.isEmpty() || highestInHeap >= headBucket());
    }
}
