package pathlab.assignment;

import pathlab.openlist.OpenList;
import pathlab.openlist.Priorities;

/**
 * Assignment A3: two open lists of Lester's "Using Binary Heaps in A* Pathfinding", written by the
 * student behind the library's own contract, {@link OpenList}: a list kept sorted ("Sorted and
 * Unsorted Open Lists") and the article's binary heap ("Adding Items to the Heap", "Removing Items
 * from the Heap", "Resorting an Existing Open List Item"). Each is a subclass of {@code OpenList}
 * that orders nodes with the inherited {@code before(a, b)}; this interface makes them, so the
 * tests can give each list the keys ({@link Priorities}) they set.
 *
 * <p>The heap keeps node ids in a 1-indexed array (the children of position i are 2i and 2i+1);
 * its {@code get(i)} returns the node at array position i + 1, so the array can be compared with
 * the article's after every operation. The sorted list's {@code get(0)} is its smallest node.
 */
public interface OpenLists {

    /** A new, empty sorted list for nodes {@code 0 .. nodeCount-1}. */
    OpenList sortedList(int nodeCount, Priorities priorities);

    /** A new, empty binary heap for nodes {@code 0 .. nodeCount-1}. */
    OpenList binaryHeap(int nodeCount, Priorities priorities);
}
