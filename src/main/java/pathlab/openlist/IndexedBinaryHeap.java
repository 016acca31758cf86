package pathlab.openlist;

/**
 * Lester's binary heap ({@link BinaryHeap}), tuned for speed: our improvement over the article and
 * the default open list.
 *
 * <p>The heap is the article's: a 1-indexed array in which the children of position i are 2i and
 * 2i+1 and no child comes before its parent, so the smallest node is at position 1; a new node
 * bubbles up from the end, and removing the top sinks the last node from position 1. Three
 * changes make it faster, and none changes which node comes out (the order is exactly
 * {@link Priorities#before}'s, so every listing is the same as with the article's heap):
 * <ol>
 *   <li>an index {@code position[node]}: a node whose estimated-total-cost dropped is found in
 *       one array read, where the article goes through the whole heap to find it;</li>
 *   <li>a moving hole instead of swaps: the nodes on the way move one place each, and the node
 *       being placed is written once, at the end (about two thirds of the article's moves);</li>
 *   <li>each position keeps its node's estimated-total-cost ({@code key}), so a comparison reads
 *       the heap's own small arrays and looks at the node's tie-breaking keys in
 *       {@link Priorities} only when the costs are equal.</li>
 * </ol>
 * It makes the same comparisons as {@link BinaryHeap}; the benchmark ({@code pathlab bench
 * open-lists}) shows what the changes are worth.
 *
 * <p>Cost: add, decreased and removeSmallest O(log n); memory two int arrays and a double array
 * of the graph's size.
 */
public final class IndexedBinaryHeap extends OpenList {
    private final int[] heap;      // heap[1..size] are node ids
    private final int[] position;  // position[node] is the node's index in heap, 0 when absent
    private final double[] key;    // key[i] is the estimated-total-cost of heap[i]
    private int size;

    public IndexedBinaryHeap(int nodeCount, Priorities priorities) {
        super(priorities);
        heap = new int[nodeCount + 1];
        position = new int[nodeCount];
        key = new double[nodeCount + 1];
    }

    @Override
    protected void insert(int node) {
        size++;
        bubbleUp(node, priorities.estimatedTotalCost(node), size);
    }

    @Override
    public void decreased(int node) {
        bubbleUp(node, priorities.estimatedTotalCost(node), position[node]);
    }

    @Override
    public int removeSmallest() {
        int top = heap[1];
        position[top] = 0;
        int last = heap[size];
        double lastKey = key[size];
        size--;
        if (size > 0) {
            sink(last, lastKey, 1);
        }
        return top;
    }

    /** Places the node (with key f) at i, then swaps it with its parent while it comes before the parent. */
    private void bubbleUp(int node, double f, int i) {
        while (i > 1 && precedes(node, f, heap[i / 2], key[i / 2])) {
            place(heap[i / 2], key[i / 2], i);
            i /= 2;
        }
        place(node, f, i);
    }

    /** Places the node (with key f) at i, then swaps it with its smaller child while that child comes before it. */
    private void sink(int node, double f, int i) {
        while (2 * i <= size) {
            int child = 2 * i;
            if (child < size && precedes(heap[child + 1], key[child + 1], heap[child], key[child])) {
                child++;
            }
            if (!precedes(heap[child], key[child], node, f)) {
                break;
            }
            place(heap[child], key[child], i);
            i = child;
        }
        place(node, f, i);
    }

    /** Whether node a (key fa) comes before node b (key fb): {@link Priorities#before}, counted. */
    private boolean precedes(int a, double fa, int b, double fb) {
        comparisons++;
        return fa != fb ? fa < fb : priorities.before(a, b);
    }

    private void place(int node, double f, int i) {
        heap[i] = node;
        key[i] = f;
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
