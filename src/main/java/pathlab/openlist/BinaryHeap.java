package pathlab.openlist;

/**
 * The open list as Patrick Lester builds it in "Using Binary Heaps in A* Pathfinding": a binary
 * heap of node ids in a 1-indexed array, the keys kept apart in {@link Priorities} (the article's
 * separate {@code Fcost()} array).
 *
 * <p>The idea. A sorted list keeps every item in order, "more than we really need": A* only ever
 * wants the smallest. A heap keeps each item no smaller than its parent, so the smallest is at the
 * top, position 1. The children of position i are 2i and 2i+1, its parent i/2 rounded down.
 * <ul>
 * <li>Adding ("Adding Items to the Heap"): put the item at the end of the array, then swap it with
 *     its parent while it comes before the parent (bubble up).
 * <li>Removing the smallest ("Removing Items from the Heap"): take the top, move the last item to
 *     position 1, then swap it with the lower of its children while that child comes before it
 *     (sink).
 * <li>An item whose estimated-total-cost dropped ("Resorting an Existing Open List Item") bubbles
 *     up from where it is; but "you need to go through the whole heap to find" it first: a linear
 *     search, counted in {@code searches}. {@link PlainIndexedHeap} removes that search with an index.
 * </ul>
 * Items are swapped, as in the article, so every step leaves a complete array that a
 * {@link HeapRecorder} can show; a swap counts as two element moves.
 *
 * <p>Cost: add and removeSmallest O(log n) comparisons and moves; decreased O(n) for the search
 * plus O(log n); memory one int array of the graph's size, and a boolean per node that tells
 * whether it is on the list, to refuse adding it twice (an answer, not a place: the search for a
 * lowered node stays the article's). With assertions on ({@code java -ea}, as in the tests) each
 * operation ends by checking the heap order ({@link #isMinHeap}).
 */
public final class BinaryHeap extends OpenList {
    private final int[] heap;  // heap[1..size] are node ids; heap[0] is unused, as in the article
    private final boolean[] listed;  // listed[node]: whether the node is on the list
    private int size;
    private HeapRecorder recorder;

    public BinaryHeap(int nodeCount, Priorities priorities) {
        super(priorities);
        heap = new int[nodeCount + 1];
        listed = new boolean[nodeCount];
    }

    /** Reports every step to {@code r} from now on (null to stop); off by default, then free. */
    public void record(HeapRecorder r) {
        recorder = r;
    }

    @Override
    protected void insert(int node) {
        if (listed[node]) {
            throw alreadyOnList(node);
        }
        listed[node] = true;
        size++;
        place(node, size);
        if (recorder != null) {
            recorder.added(size);
        }
        bubbleUp(size);
        assert isMinHeap() : "the heap is out of order after adding node " + node;
    }

    @Override
    public void decreased(int node) {
        bubbleUp(positionOf(node));
        assert isMinHeap() : "the heap is out of order after node " + node + " dropped";
    }

    /** Where the node is in the heap: the article goes through the whole heap to find it. */
    private int positionOf(int node) {
        countSearch();
        for (int i = 1; i <= size; i++) {
            if (heap[i] == node) {
                return i;
            }
        }
        throw new IllegalStateException("node " + node + " is not on the open list");
    }

    @Override
    public int removeSmallest() {
        if (size == 0) {
            throw emptyList();
        }
        int top = heap[1];
        listed[top] = false;
        place(heap[size], 1);
        size--;
        if (recorder != null) {
            recorder.removedTop(top);
        }
        sink(1);
        assert isMinHeap() : "the heap is out of order after taking node " + top;
        return top;
    }

    /** Swaps the item at i with its parent while it comes before the parent. */
    private void bubbleUp(int i) {
        while (i > 1 && before(heap[i], heap[i / 2])) {
            swap(i, i / 2);
            i /= 2;
            if (recorder != null) {
                recorder.swappedWithParent(i);
            }
        }
        if (recorder != null) {
            recorder.stopped(i);
        }
    }

    /** Swaps the item at i with the lower of its children while that child comes before it. */
    private void sink(int i) {
        while (2 * i <= size) {
            int child = 2 * i;
            if (child < size && before(heap[child + 1], heap[child])) {
                child++;
            }
            if (!before(heap[child], heap[i])) {
                break;
            }
            swap(i, child);
            i = child;
            if (recorder != null) {
                recorder.swappedWithChild(i);
            }
        }
        if (recorder != null) {
            recorder.stopped(i);
        }
    }

    private void swap(int i, int j) {
        int a = heap[i];
        place(heap[j], i);
        place(a, j);
    }

    /** Writes a node at position i: one move. */
    private void place(int node, int i) {
        heap[i] = node;
        count(0, 1);
    }

    @Override
    public int size() {
        return size;
    }

    /** The node at array position {@code i + 1}: {@code get(0)} is the top. */
    @Override
    public int get(int i) {
        return heap[i + 1];
    }

    @Override
    public void clear() {
        for (int i = 1; i <= size; i++) {
            listed[heap[i]] = false;
        }
        size = 0;
    }

    /** Heap order: no node comes before its parent (checked without counting). */
    private boolean isMinHeap() {
        return priorities.isHeapOrdered(heap, size);
    }
}
