package pathlab.openlist;

/**
 * Watches a {@link BinaryHeap} work, one step at a time, as the article asks its readers to do
 * ("write the program so you can see what it is doing at each step"). The heap calls it after
 * each step; read the array with the heap's {@code get} and {@code size}. Positions are the
 * article's, 1-based. Used by the walk-through ({@code pathlab heap-demo}); a heap without a
 * recorder pays one null check per step.
 */
public interface HeapRecorder {

    /** A new item was put at the end of the array, at {@code position}. */
    void added(int position);

    /** The moving item swapped with its parent and is now at {@code position}. */
    void swappedWithParent(int position);

    /** The top item was removed and the last item moved to position 1. */
    void removedTop(int top);

    /** The moving item swapped with the lower of its children and is now at {@code position}. */
    void swappedWithChild(int position);

    /** The moving item stays at {@code position}: the heap is in order again. */
    void stopped(int position);
}
