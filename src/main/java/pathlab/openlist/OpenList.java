package pathlab.openlist;

import java.util.NoSuchElementException;

/**
 * The open list: the nodes that have been reached but not yet processed (lecture 07, "Node
 * Lists"). Each iteration the search removes the smallest node, in the order of
 * {@link Priorities}; when a cheaper route to an open node is found, its key drops and the list is
 * told so with {@link #decreased}.
 *
 * <p>The data structure decides the cost of those three operations, and so much of A*'s speed
 * (lecture, "Performance"; Lester, "Using Binary Heaps in A* Pathfinding"). Subclasses are the
 * structures of that article; {@link OpenListKind} names them. Each counts its work: comparisons
 * of two keys, moves of an element inside the structure, searches for an element, and nodes
 * handed out from a queue of ties (the tuned heap's shortcut), and nodes that fell back from the
 * heap-on-top queue's buckets to its heap, unless counting is switched off ({@link #countWork}).
 *
 * <p>A list holds node ids only; the keys live in the shared {@link Priorities}. Every list here
 * refuses the two calls that would break it silently, whether assertions are on or not: removing
 * from an empty list ({@link #emptyList}) and adding a node that is already on it
 * ({@link #alreadyOnList}), which would hand that node out twice.
 */
public abstract class OpenList {
    protected final Priorities priorities;
    private long comparisons;
    private long moves;
    private long searches;
    private long queued;
    private long fellBack;
    private int peakSize;
    private boolean counting = true;

    protected OpenList(Priorities priorities) {
        this.priorities = priorities;
    }

    /**
     * Adds a node that is not on the list; its keys are already set. The lists here refuse a node
     * that is on it with {@link #alreadyOnList}.
     */
    public final void add(int node) {
        insert(node);
        if (size() > peakSize) {
            peakSize = size();
        }
    }

    /** Places a new node in the structure. */
    protected abstract void insert(int node);

    /** Tells the list that the keys of a node on it have dropped (a cheaper route was found). */
    public abstract void decreased(int node);

    /**
     * Removes and returns the node that comes first: the smallest estimated-total-cost. The lists
     * here refuse an empty list with {@link #emptyList}.
     */
    public abstract int removeSmallest();

    /** How many nodes are on the list. */
    public abstract int size();

    /** The i-th node in the structure's own order (not sorted), for listing the open nodes. */
    public abstract int get(int i);

    /** Empties the list for the next search; counters keep running until {@link #resetCounters}. */
    public abstract void clear();

    public final boolean isEmpty() {
        return size() == 0;
    }

    /**
     * Whether the list counts its work (on by default). Off, the counters stay at zero and the
     * list does not pay for keeping them: statistics cost nothing when they are not wanted.
     */
    public final void countWork(boolean on) {
        counting = on;
        countingChanged(on);
    }

    /** Told when counting is switched on or off: a list built on another passes it on. */
    protected void countingChanged(boolean on) {}

    /** What a list throws when asked to remove a node while it is empty. */
    protected static NoSuchElementException emptyList() {
        return new NoSuchElementException("the open list is empty: nothing to remove");
    }

    /** What a list throws when asked to add a node that is already on it. */
    protected static IllegalArgumentException alreadyOnList(int node) {
        return new IllegalArgumentException("node " + node + " is already on the open list");
    }

    /** Compares two nodes' keys, counting the comparison. */
    protected final boolean before(int a, int b) {
        if (counting) {
            comparisons++;
        }
        return priorities.before(a, b);
    }

    /** Adds comparisons and moves of elements inside the structure to the counters. */
    protected final void count(int compared, int moved) {
        if (counting) {
            comparisons += compared;
            moves += moved;
        }
    }

    /** Counts one search for a node in the structure. */
    protected final void countSearch() {
        if (counting) {
            searches++;
        }
    }

    /** Counts one node handed out from a queue of ties, without climbing or sinking. */
    protected final void countQueued() {
        if (counting) {
            queued++;
        }
    }

    /** Counts one node whose key fell outside the buckets of a {@link HeapOnTopQueue}; counted even
     *  when counting is off, since the command line tells when a search's keys did not grow. */
    protected final void countFallBack() {
        fellBack++;
    }

    /** The work done since the last reset (a list built on another adds that one's). */
    public OpenListCounters counters() {
        return new OpenListCounters(comparisons, moves, searches, queued, fellBack, peakSize);
    }

    public void resetCounters() {
        comparisons = 0;
        moves = 0;
        searches = 0;
        queued = 0;
        fellBack = 0;
        peakSize = 0;
    }
}
