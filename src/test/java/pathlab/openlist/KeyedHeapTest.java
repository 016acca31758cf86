package pathlab.openlist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/**
 * The keyed heap refuses what every {@link OpenList} refuses, with the same messages: a removal
 * from an empty list and a node that is already on it, in the heap or on the stack of ties. Its
 * order is checked here against a sorted set under random operations with many ties, and search
 * by search against the lecture's engine by {@code GridAStarTest}.
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

    /** A node's keys as the list holds them: estimated-total-cost, tie value, arrival. */
    private record Keys(int node, double f, double t, long arrival) {}

    @Test
    void nodesComeOutInTheKeysOrderUnderRandomAddsDropsAndRemovals() {
        Comparator<Keys> order = Comparator.comparingDouble(Keys::f).thenComparingDouble(Keys::t)
                .thenComparingLong(Keys::arrival);
        for (int seed = 0; seed < 20; seed++) {
            Random random = new Random(seed);
            int nodes = 1 + random.nextInt(300);
            KeyedHeap open = new KeyedHeap(nodes);
            TreeSet<Keys> expected = new TreeSet<>(order);
            Keys[] on = new Keys[nodes];
            long arrival = 0;
            for (int op = 0; op < 5000; op++) {
                int node = random.nextInt(nodes);
                int choice = random.nextInt(10);
                double f = random.nextInt(8);        // few values: ties everywhere, with the front and on the stack
                double t = -random.nextInt(4);
                if (choice < 5 && on[node] == null) {
                    on[node] = new Keys(node, f, t, arrival++);
                    open.add(node, f, t, on[node].arrival());
                    expected.add(on[node]);
                } else if (choice < 7 && on[node] != null) {
                    Keys lower = new Keys(node, on[node].f() - 1 - random.nextInt(2), t, arrival++);
                    expected.remove(on[node]);
                    on[node] = lower;
                    open.decreased(node, lower.f(), lower.t(), lower.arrival());
                    expected.add(lower);
                } else if (!expected.isEmpty()) {
                    Keys first = expected.pollFirst();
                    assertEquals(first.node(), open.removeSmallest(), "seed " + seed + ", operation " + op);
                    on[first.node()] = null;
                }
                assertEquals(expected.size(), open.size());
            }
            while (!expected.isEmpty()) {
                assertEquals(expected.pollFirst().node(), open.removeSmallest(), "seed " + seed + ", draining");
            }
        }
    }
}
