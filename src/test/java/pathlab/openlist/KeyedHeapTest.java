package pathlab.openlist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.TreeSet;
import java.util.function.DoubleSupplier;

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
        for (int seed = 0; seed < 20; seed++) {
            Random random = new Random(seed);
            checkAgainstASortedSet(seed, random, () -> random.nextInt(8), () -> 1 + random.nextInt(2));
        }
    }

    /**
     * Keys with fractions, close together and far apart: in the current bucket, in the ring's
     * buckets (1/1024 wide, reaching 4 above the current one), beyond the ring, and below the
     * current bucket when a key drops, each of which must come out in the order of the keys.
     */
    @Test
    void nodesComeOutInTheKeysOrderWhereverTheBucketsPutThem() {
        for (int seed = 0; seed < 20; seed++) {
            Random random = new Random(seed);
            double[] steps = {1.0 / 4096, 1.0 / 1024, 0.3, Math.sqrt(2), 3.999, 4 + 1.0 / 512, 9};
            checkAgainstASortedSet(seed, random, () -> steps[random.nextInt(steps.length)] * random.nextInt(4),
                    () -> steps[random.nextInt(steps.length)]);
        }
    }

    /**
     * Random adds, drops (by the drop given) and removals with estimated-total-costs from the
     * source, each removal compared with a sorted set's first and the sizes with its size.
     */
    private static void checkAgainstASortedSet(int seed, Random random, DoubleSupplier cost,
            DoubleSupplier drop) {
        Comparator<Keys> order = Comparator.comparingDouble(Keys::f).thenComparingDouble(Keys::t)
                .thenComparingLong(Keys::arrival);
        int nodes = 1 + random.nextInt(300);
        KeyedHeap open = new KeyedHeap(nodes);
        TreeSet<Keys> expected = new TreeSet<>(order);
        Keys[] on = new Keys[nodes];
        long arrival = 0;
        for (int op = 0; op < 5000; op++) {
            int node = random.nextInt(nodes);
            int choice = random.nextInt(10);
            double f = cost.getAsDouble();       // few values: ties everywhere, with the front and on the stack
            double t = -random.nextInt(4);
            if (choice < 5 && on[node] == null) {
                on[node] = new Keys(node, f, t, arrival++);
                open.add(node, f, t, on[node].arrival());
                expected.add(on[node]);
            } else if (choice < 7 && on[node] != null) {
                Keys lower = new Keys(node, on[node].f() - drop.getAsDouble(), t, arrival++);
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

    /** The heap and the stack start small and grow as the list does, up to every node on one of them. */
    @Test
    void theHeapAndTheStackGrowToHoldEveryNode() {
        int nodes = 3000;
        KeyedHeap open = new KeyedHeap(nodes + 1);
        for (int node = 0; node < nodes; node++) {
            open.add(node, nodes - node, 0, node);   // each below the first: into the heap
        }
        for (int node = nodes - 1; node >= 0; node--) {
            assertEquals(node, open.removeSmallest());
        }
        open.add(nodes, 5, 0, 0);
        assertEquals(nodes, open.removeSmallest());     // the front is now 5
        for (int node = 0; node < nodes; node++) {
            open.add(node, 5, -node, 1 + node);          // ties with the front, each before the stack's first
        }
        assertEquals(nodes, open.peakSize());
        for (int node = nodes - 1; node >= 0; node--) {
            assertEquals(node, open.removeSmallest());
        }
    }

    /**
     * Infinite and huge keys come out in order too (their buckets are held within ±2^50 · 1024, so
     * no two are too far apart to subtract), and a list cleared with nodes in the heap, on the stack
     * and in the ring takes them all again.
     */
    @Test
    void extremeKeysComeOutInOrderAndAClearedListTakesEveryNodeAgain() {
        KeyedHeap open = new KeyedHeap(6);
        open.add(0, Double.POSITIVE_INFINITY, 0, 0);
        open.add(1, Double.NEGATIVE_INFINITY, 0, 1);
        open.add(2, 1e16, 0, 2);
        open.add(3, -1e16, 0, 3);
        open.add(4, 0.5, 0, 4);
        int[] inOrder = {1, 3, 4, 2, 0};
        for (int node : inOrder) {
            assertEquals(node, open.removeSmallest());
        }
        assertTrue(open.isEmpty());
        for (int round = 0; round < 2; round++) {
            open.add(0, 5, 0, 0);
            assertEquals(0, open.removeSmallest());     // the front is 5
            open.add(1, 5, -1, 1);                       // on the stack
            open.add(2, 5.5, 0, 2);                      // in the ring
            open.add(3, 7, 0, 3);                        // in the ring
            open.add(4, 100, 0, 4);                      // beyond the ring: in the heap
            open.add(5, 4, 0, 5);                        // below the front: in the heap
            assertEquals(5, open.size());
            open.clear();
            assertTrue(open.isEmpty());
            for (int node = 0; node < 6; node++) {
                open.add(node, 6 - node, 0, node);       // every node may come back
            }
            for (int node = 5; node >= 0; node--) {
                assertEquals(node, open.removeSmallest());
            }
        }
    }
}
