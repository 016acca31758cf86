package pathlab.openlist;

/**
 * The simplest open list, the first of Lester's "Sorted and Unsorted Open Lists": "save each item
 * as needed, and go through the whole list each time you need to grab something off of the list,
 * looking for the lowest cost item".
 *
 * <p>Nodes sit in an array in the order they came. Adding appends one. Removing the smallest scans
 * the whole array (size - 1 comparisons) and fills the hole with the last node. A lowered key
 * needs no work at all: the next scan sees it. "Fast insertions ... but the slowest possible
 * removal time."
 *
 * <p>Cost: add and decreased O(1); removeSmallest O(n); memory one int array of the graph's size,
 * and a boolean per node that tells whether it is on the list, to refuse adding it twice.
 */
public final class UnsortedList extends OpenList {
    private final int[] items;  // items[0..size-1], in no particular order
    private final boolean[] listed;  // listed[node]: whether the node is on the list
    private int size;

    public UnsortedList(int nodeCount, Priorities priorities) {
        super(priorities);
        items = new int[nodeCount];
        listed = new boolean[nodeCount];
    }

    @Override
    protected void insert(int node) {
        if (listed[node]) {
            throw alreadyOnList(node);
        }
        listed[node] = true;
        items[size++] = node;
        count(0, 1);
    }

    @Override
    public void decreased(int node) {
        // Nothing to do: the list has no order to restore.
    }

    @Override
    public int removeSmallest() {
        if (size == 0) {
            throw emptyList();
        }
        int best = 0;
        for (int i = 1; i < size; i++) {
            if (before(items[i], items[best])) {
                best = i;
            }
        }
        int smallest = items[best];
        listed[smallest] = false;
        items[best] = items[--size];
        count(0, 1);
        return smallest;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int get(int i) {
        return items[i];
    }

    @Override
    public void clear() {
        for (int i = 0; i < size; i++) {
            listed[items[i]] = false;
        }
        size = 0;
    }
}
