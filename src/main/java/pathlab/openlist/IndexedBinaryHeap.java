package pathlab.openlist;

/**
 * Lester's binary heap ({@link BinaryHeap}) plus an index of where each node sits in it, so a
 * node whose estimated-total-cost dropped moves up in O(log n) without first being searched for.
 *
 * <p>The article finds an item to re-sort by going through the whole heap; on a big map, where the
 * open list holds thousands of nodes and A* lowers keys often, that search costs more than the
 * heap saves. Here every write of a node into the heap also writes its position to
 * {@code position[node]}, so the search becomes one array read. This is our improvement over the
 * article, and the default open list.
 *
 * <p>Cost: add, decreased and removeSmallest O(log n); memory two int arrays of the graph's size.
 */
public final class IndexedBinaryHeap extends BinaryHeap {
    private final int[] position;  // position[node] is the node's index in the heap while it is on it

    public IndexedBinaryHeap(int nodeCount, Priorities priorities) {
        super(nodeCount, priorities);
        position = new int[nodeCount];
    }

    @Override
    protected int positionOf(int node) {
        return position[node];
    }

    @Override
    protected void place(int node, int i) {
        super.place(node, i);
        position[node] = i;
    }
}
