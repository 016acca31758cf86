package pathlab.openlist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.NoSuchElementException;

import org.junit.jupiter.api.Test;

/**
 * The keyed heap refuses what every {@link OpenList} refuses, with the same messages: a removal
 * from an empty list and a node that is already on it, in the heap or on the stack of ties. Its
 * order is checked search by search against the lecture's engine by {@code GridAStarTest}.
 */
class KeyedHeapTest {

    @Test
    void refusesRemovingFromAnEmptyList() {
        KeyedHeap open = new KeyedHeap(4);
        assertRefusesRemoving(open);
        open.add(2, 5, 0, 0);
        assertEquals(2, open.removeSmallest());
        assertRefusesRemoving(open);
        open.add(1, 5, 0, 1);
        open.clear();
        assertRefusesRemoving(open);
    }

    private static void assertRefusesRemoving(KeyedHeap open) {
        NoSuchElementException e = assertThrows(NoSuchElementException.class, open::removeSmallest);
        assertEquals("the open list is empty: nothing to remove", e.getMessage());
        assertTrue(open.isEmpty());
    }

    @Test
    void refusesANodeAlreadyOnTheList() {
        KeyedHeap open = new KeyedHeap(8);
        open.add(0, 5, 0, 0);
        assertEquals(0, open.removeSmallest());       // the front is now 5
        open.add(7, 5, -1, 1);                         // ties with the front: onto the stack
        open.add(3, 9, 0, 2);                          // into the heap
        assertRefusesAdding(open, 7);
        assertRefusesAdding(open, 3);
        open.decreased(3, 4, 0, 3);
        assertRefusesAdding(open, 3);
        assertEquals(3, open.removeSmallest());
        open.add(3, 6, 0, 4);                          // off the list again: it may come back
        assertEquals(7, open.removeSmallest());
        assertEquals(3, open.removeSmallest());
    }

    private static void assertRefusesAdding(KeyedHeap open, int node) {
        int size = open.size();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> open.add(node, 1, 0, 99));
        assertEquals("node " + node + " is already on the open list", e.getMessage());
        assertEquals(size, open.size(), "a refused node changes nothing");
    }
}
