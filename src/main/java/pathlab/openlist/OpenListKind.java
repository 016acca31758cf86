package pathlab.openlist;

import pathlab.Labelled;

/**
 * The open list data structures a search can use, by the names the command line and the
 * notebooks use for them: the structures of Lester's "Using Binary Heaps in A* Pathfinding", from
 * the simplest to the fastest, and a bucket queue for keys that only grow. They differ only in
 * speed; every one gives the same search.
 */
public enum OpenListKind implements Labelled {
    /** Unsorted: add O(1), remove O(n) (scan for the smallest). */
    UNSORTED("unsorted", UnsortedList::new),
    /** Sorted, each new node placed by scanning from the front: add O(n), remove O(1). */
    SORTED_FRONT("sorted-front", (n, p) -> new SortedList(n, p, SortedList.Insertion.FRONT)),
    /** Sorted, scanning from the front or the back by the average estimated-total-cost. */
    SORTED_AVERAGE("sorted-average", (n, p) -> new SortedList(n, p, SortedList.Insertion.AVERAGE)),
    /** Sorted, the place found by halving (binary search): O(log n) comparisons, O(n) moves. */
    SORTED_HALVING("sorted-halving", (n, p) -> new SortedList(n, p, SortedList.Insertion.HALVING)),
    /** The article's binary heap: O(log n), but a lowered key is first searched for, O(n). */
    BINARY_HEAP("binary-heap", BinaryHeap::new),
    /** The article's heap with a position index, as algs4's IndexMinPQ: O(log n) for every operation. */
    PLAIN_INDEXED_HEAP("plain-indexed-heap", PlainIndexedHeap::new),
    /** The indexed heap tuned for speed ({@link TunedBinaryHeap}): O(log n), faster. The default. */
    INDEXED_HEAP("indexed-heap", TunedBinaryHeap::new),
    /**
     * Buckets by estimated-total-cost with the tuned heap on top ({@link HeapOnTopQueue}): O(1)
     * for most nodes when keys only grow within a narrow window, as A* with a consistent
     * heuristic on a grid; a heap for the others.
     */
    HEAP_ON_TOP("heap-on-top", HeapOnTopQueue::new);

    /** Makes an open list: the constructor of one of the structures. */
    private interface Factory {
        OpenList create(int nodeCount, Priorities priorities);
    }

    private final String label;
    private final Factory factory;

    OpenListKind(String label, Factory factory) {
        this.label = label;
        this.factory = factory;
    }

    /** Makes an empty open list for a graph of {@code nodeCount} nodes. */
    public OpenList create(int nodeCount, Priorities priorities) {
        return factory.create(nodeCount, priorities);
    }

    @Override
    public String label() {
        return label;
    }

    /** The kind with this label; an unknown label is an error listing the known ones. */
    public static OpenListKind byLabel(String label) {
        return Labelled.byLabel(OpenListKind.class, label, "open list");
    }

    @Override
    public String toString() {
        return label;
    }
}
