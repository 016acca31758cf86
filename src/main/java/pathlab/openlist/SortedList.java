package pathlab.openlist;

/**
 * A sorted open list, with the three ways of finding an insertion place that Lester's article
 * describes ("Sorted and Unsorted Open Lists"): removing is free, since the smallest node is at
 * the front, and all the work moves into adding.
 * <ul>
 * <li>{@link Insertion#FRONT}: "start at the beginning of your list every time you need to add a
 *     new item", compare with each item, and insert before the first that does not come before
 *     the new one.
 * <li>{@link Insertion#AVERAGE}: keep "the average F cost of items already on your list"; an item
 *     below the average is placed by scanning from the front, any other from the back.
 * <li>{@link Insertion#HALVING}: compare with the middle item, then the middle of the half the
 *     item belongs in, and so on (a binary search; the article calls it a quick sort).
 * </ul>
 * The order is the {@link Priorities} total order, so equal estimated-total-costs are placed by
 * the search's tie-breaking policy. (The article inserts before equal items, which makes ties
 * last-in-first-out; here that is {@code TieBreak.LIFO}, and any policy works with any list.)
 *
 * <p>The list is an array kept back to front: the front, the smallest node, is the last element,
 * so removing it moves nothing, and inserting shifts the nodes in front of the new one up by one
 * place (each shifted node counts as a move). The article suggests a linked list, which shifts
 * nothing but cannot be halved; the scan is the same either way. A node whose key dropped is found
 * by a search through the list (counted in {@code searches}), taken out and inserted again.
 *
 * <p>Cost: removeSmallest O(1); add O(n) comparisons for FRONT and AVERAGE, O(log n) for HALVING,
 * and O(n) moves for all; decreased O(n); memory one int and one double array of the graph's size,
 * and a boolean per node that tells whether it is on the list, to refuse adding it twice.
 */
public final class SortedList extends OpenList {

    /** How a new node finds its place in the list. */
    public enum Insertion {
        /** Scan from the front (the smallest) until the first node that does not come first. */
        FRONT,
        /** Scan from the front when the new estimated-total-cost is below the average, else from the back. */
        AVERAGE,
        /** Halve the range that holds the place until one position is left (binary search). */
        HALVING
    }

    private final Insertion insertion;
    private final int[] items;        // items[size-1] is the front (smallest), items[0] the back
    private final double[] listedAs;  // the estimated-total-cost each node was listed with, for the average
    private final boolean[] listed;   // listed[node]: whether the node is on the list
    private double sum;               // the sum of listedAs over the list, for the AVERAGE insertion
    private int size;

    public SortedList(int nodeCount, Priorities priorities, Insertion insertion) {
        super(priorities);
        this.insertion = insertion;
        items = new int[nodeCount];
        listedAs = new double[nodeCount];
        listed = new boolean[nodeCount];
    }

    @Override
    protected void insert(int node) {
        if (listed[node]) {
            throw alreadyOnList(node);
        }
        listed[node] = true;
        int place = switch (insertion) {
            case FRONT -> placeFromFront(node);
            case AVERAGE -> priorities.estimatedTotalCost(node) * size < sum ? placeFromFront(node) : placeFromBack(node);
            case HALVING -> placeByHalving(node);
        };
        System.arraycopy(items, place, items, place + 1, size - place);
        count(0, size - place + 1);
        items[place] = node;
        size++;
        listedAs[node] = priorities.estimatedTotalCost(node);
        sum += listedAs[node];
    }

    /** The index to insert at, scanning from the front: after every node that comes first. */
    private int placeFromFront(int node) {
        int i = size - 1;
        while (i >= 0 && before(items[i], node)) {
            i--;
        }
        return i + 1;
    }

    /** The index to insert at, scanning from the back: in front of every node that comes later. */
    private int placeFromBack(int node) {
        int i = 0;
        while (i < size && before(node, items[i])) {
            i++;
        }
        return i;
    }

    /** The index to insert at, halving the range: items[lo..] come first, items[..hi) do not. */
    private int placeByHalving(int node) {
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (before(items[mid], node)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    @Override
    public void decreased(int node) {
        countSearch();
        int i = size - 1;
        while (items[i] != node) {
            i--;
        }
        remove(i);
        insert(node);
    }

    @Override
    public int removeSmallest() {
        if (size == 0) {
            throw emptyList();
        }
        int smallest = items[size - 1];
        remove(size - 1);
        return smallest;
    }

    /** Takes out the node at index i, closing the gap. */
    private void remove(int i) {
        int node = items[i];
        listed[node] = false;
        System.arraycopy(items, i + 1, items, i, size - i - 1);
        count(0, size - i - 1);
        size--;
        // Start the sum afresh whenever the list empties, so rounding errors cannot pile up.
        sum = size == 0 ? 0 : sum - listedAs[node];
    }

    @Override
    public int size() {
        return size;
    }

    /** The i-th node from the front: {@code get(0)} is the smallest. */
    @Override
    public int get(int i) {
        return items[size - 1 - i];
    }

    @Override
    public void clear() {
        for (int i = 0; i < size; i++) {
            listed[items[i]] = false;
        }
        size = 0;
        sum = 0;
    }
}
