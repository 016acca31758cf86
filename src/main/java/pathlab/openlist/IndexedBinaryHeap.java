package pathlab.openlist;

/**
 * A binary heap that also knows where each node sits in it, so a node whose estimated-total-cost
 * dropped moves up in O(log n) without first being searched for.
 *
 * <p>The heap itself is Lester's ("Using Binary Heaps in A* Pathfinding"): a 1-indexed array in
 * which the children of position i are 2i and 2i+1 and no child comes before its parent, so the
 * smallest node is at position 1. A new node goes at the end and bubbles up; removing the top
 * moves the last node to position 1 and sinks it. The article finds a re-sorted node by scanning
 * the array; the extra array {@code position[node]} removes that scan. This is the default open
 * list.
 *
 * <p>Cost: add, decreased and removeSmallest O(log n); memory two int arrays of the graph's size.
 */
public final class IndexedBinaryHeap extends OpenList {
    private final int[] heap;      // heap[1..size] are node ids
    private final int[] position;  // position[node] is the node's index in heap, 0 when absent
    private int size;

    public IndexedBinaryHeap(int nodeCount, Priorities priorities) {
        super(priorities);
        heap = new int[nodeCount + 1];
        position = new int[nodeCount];
    }

    @Override
    protected void insert(int node) {
        size++;
        place(node, size);
        bubbleUp(size);
    }

    @Override
    public void decreased(int node) {
        bubbleUp(position[node]);
    }

    @Override
    public int removeSmallest() {
        int top = heap[1];
        position[top] = 0;
        int last = heap[size];
        size--;
        if (size > 0) {
            place(last, 1);
            sink(1);
        }
        return top;
    }

    /** Swaps the node at i with its parent while it comes before the parent. */
    private void bubbleUp(int i) {
        int node = heap[i];
        while (i > 1 && before(node, heap[i / 2])) {
            place(heap[i / 2], i);
            i /= 2;
        }
        place(node, i);
    }

    /** Swaps the node at i with its smaller child while that child comes before it. */
    private void sink(int i) {
        int node = heap[i];
        while (2 * i <= size) {
            int child = 2 * i;
            if (child < size && before(heap[child + 1], heap[child])) {
                child++;
            }
            if (!before(heap[child], node)) {
                break;
            }
            place(heap[child], i);
            i = child;
        }
        place(node, i);
    }

    private void place(int node, int i) {
        heap[i] = node;
        position[node] = i;
        moves++;
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
