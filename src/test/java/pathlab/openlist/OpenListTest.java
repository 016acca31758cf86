package pathlab.openlist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every open list, driven by the same random adds, key drops and removals, hands out exactly the
 * nodes a plain scan of the {@link Priorities} total order picks; each refuses a removal from an
 * empty list and a node added twice, with or without assertions; and each counts its work the way
 * its idea predicts.
 */
class OpenListTest {

    /** A random run of operations, with few distinct keys so that ties are common. */
    @ParameterizedTest
    @EnumSource(OpenListKind.class)
    void removesInTheTotalOrderOfTheKeys(OpenListKind kind) {
        for (long seed = 1; seed <= 20; seed++) {
            Random random = new Random(seed);
            int n = 200;
            Priorities keys = new Priorities(n);
            OpenList list = kind.create(n, keys);
            List<Integer> expected = new ArrayList<>();  // the nodes on the list, unordered
            boolean[] used = new boolean[n];
            long arrival = 0;
            for (int step = 0; step < 600; step++) {
                int op = random.nextInt(10);
                if (op < 5) {
                    int node = random.nextInt(n);
                    if (used[node]) {
                        continue;
                    }
                    used[node] = true;
                    keys.set(node, random.nextInt(20), random.nextInt(3), arrival++);
                    list.add(node);
                    expected.add(node);
                } else if (op < 7 && !expected.isEmpty()) {
                    int node = expected.get(random.nextInt(expected.size()));
                    double f = keys.estimatedTotalCost(node) - 1 - random.nextInt(4);  // a strict drop
                    keys.set(node, f, random.nextInt(3), arrival++);
                    list.decreased(node);
                } else if (!expected.isEmpty()) {
                    int smallest = expected.get(0);
                    for (int node : expected) {
                        if (keys.before(node, smallest)) {
                            smallest = node;
                        }
                    }
                    assertEquals(smallest, list.removeSmallest(), kind + " seed " + seed + " step " + step);
                    expected.remove(Integer.valueOf(smallest));
                }
                assertEquals(expected.size(), list.size());
            }
            List<Integer> held = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                held.add(list.get(i));
            }
            held.sort(null);
            expected.sort(null);
            assertEquals(expected, held, "get(i) lists the nodes on the list");
        }
    }

    /**
     * The indexed heap queues nodes that tie with the node last taken off (first-in-first-out),
     * hands them out in order against the heap's top, and moves a queued node whose key drops
     * back to the heap.
     */
    @Test
    void indexedHeapQueuesTiesWithTheFront() {
        Priorities keys = new Priorities(6);
        OpenList list = OpenListKind.INDEXED_HEAP.create(6, keys);
        keys.set(0, 5, 0, 0);
        list.add(0);
        assertEquals(0, list.removeSmallest());          // the front is now 5
        keys.set(1, 5, 1, 1);
        keys.set(2, 5, 2, 2);
        keys.set(3, 7, 3, 3);
        keys.set(4, 5, 4, 4);
        long movesBefore = list.counters().moves();
        for (int node = 1; node <= 4; node++) {
            list.add(node);                                   // 1, 2 and 4 queue; 3 goes to the heap
        }
        assertEquals(movesBefore + 4, list.counters().moves(), "one move each: three into the queue, one placing at the heap's top");
        keys.set(2, 4, 5, 5);                                 // node 2 gets cheaper than the front
        list.decreased(2);
        keys.set(5, 5, 6, 6);                                 // ties with the front, after node 4
        list.add(5);
        assertEquals(5, list.size());
        List<Integer> order = new ArrayList<>();
        while (!list.isEmpty()) {
            order.add(list.removeSmallest());
        }
        assertEquals(List.of(2, 1, 4, 5, 3), order);
        assertEquals(3, list.counters().queued(), "1, 4 and 5 came out of the queue");
    }

    /**
     * Ties toward the larger cost-so-far (tie value -g) join the queue at its front: each new node
     * that ties with the front and comes before the queue's first node is handed out next, as a
     * stack, without climbing or sinking.
     */
    @Test
    void indexedHeapQueuesHighGTiesAtTheFront() {
        Priorities keys = new Priorities(5);
        OpenList list = OpenListKind.INDEXED_HEAP.create(5, keys);
        keys.set(0, 5, 0, 0);
        list.add(0);
        assertEquals(0, list.removeSmallest());          // the front is now 5
        keys.set(1, 5, -1, 1);                            // g = 1: the queue was empty, it joins
        keys.set(2, 5, -2, 2);                            // g = 2 comes before 1: joins at the front
        keys.set(3, 5, -2, 3);                            // g = 2 again, but later than 2: to the heap
        keys.set(4, 5, -3, 4);                            // g = 3 comes before 2: joins at the front
        long movesBefore = list.counters().moves();
        for (int node = 1; node <= 4; node++) {
            list.add(node);
        }
        assertEquals(movesBefore + 4, list.counters().moves(), "one move each: three into the queue, one placing at the heap's top");
        List<Integer> order = new ArrayList<>();
        while (!list.isEmpty()) {
            order.add(list.removeSmallest());
        }
        assertEquals(List.of(4, 2, 3, 1), order);
        assertEquals(3, list.counters().queued(), "4, 2 and 1 came out of the queue");
    }

    /**
     * An empty list refuses a removal, before any node came, after the last one left and after a
     * clear, and stays usable: without the check some lists handed out node 0 and went on with a
     * size of -1. The refusal is an exception, not an {@code assert}, so it holds without
     * {@code -ea} too.
     */
    @ParameterizedTest
    @EnumSource(OpenListKind.class)
    void refusesRemovingFromAnEmptyList(OpenListKind kind) {
        Priorities keys = new Priorities(3);
        OpenList list = kind.create(3, keys);
        assertRefusesRemoving(list, kind);
        keys.set(1, 5, 0, 0);
        list.add(1);
        assertEquals(1, list.removeSmallest());
        assertRefusesRemoving(list, kind);
        keys.set(2, 6, 0, 1);
        list.add(2);
        list.clear();
        assertRefusesRemoving(list, kind);
        keys.set(0, 7, 0, 2);
        list.add(0);
        assertEquals(1, list.size(), kind.label());
        assertEquals(0, list.removeSmallest(), kind.label());
    }

    private static void assertRefusesRemoving(OpenList list, OpenListKind kind) {
        NoSuchElementException e = assertThrows(NoSuchElementException.class, list::removeSmallest, kind.label());
        assertEquals("the open list is empty: nothing to remove", e.getMessage());
        assertEquals(0, list.size(), kind.label());
    }

    /**
     * A node already on the list is refused, wherever the list keeps it (the tuned heap's queue
     * of ties, the heap-on-top queue's buckets, a heap) and after its key dropped, and the list
     * is unchanged; once removed, or after a clear, the node may come again.
     */
    @ParameterizedTest
    @EnumSource(OpenListKind.class)
    void refusesANodeAlreadyOnTheList(OpenListKind kind) {
        Priorities keys = new Priorities(8);
        OpenList list = kind.create(8, keys);
        keys.set(0, 5, 0, 0);
        list.add(0);
        assertEquals(0, list.removeSmallest());              // the front is now 5
        keys.set(7, 5, 0, 1);                                 // ties with the front: queued by the tuned heap
        keys.set(3, 6, 0, 2);                                 // a later bucket of the heap-on-top queue
        keys.set(4, 9, 0, 3);
        for (int node : new int[] {7, 3, 4}) {
            list.add(node);
            assertRefusesAdding(list, node, kind);
        }
        keys.set(4, 3, 0, 4);
        list.decreased(4);
        assertRefusesAdding(list, 4, kind);
        assertEquals(3, list.size(), kind.label());
        assertEquals(4, list.removeSmallest(), kind.label());
        list.add(4);                                          // off the list again: it may come back
        List<Integer> order = new ArrayList<>();
        while (!list.isEmpty()) {
            order.add(list.removeSmallest());
        }
        assertEquals(List.of(4, 7, 3), order, kind.label());
        list.add(7);
        list.clear();
        list.add(7);
        assertEquals(7, list.removeSmallest(), kind.label());
    }

    private static void assertRefusesAdding(OpenList list, int node, OpenListKind kind) {
        int size = list.size();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> list.add(node), kind.label());
        assertEquals("node " + node + " is already on the open list", e.getMessage());
        assertEquals(size, list.size(), kind.label() + ": a refused node changes nothing");
    }

    /**
     * The heaps check their invariants with {@code assert} after every operation, and the tests
     * run with assertions on (Surefire's default): a key that rises, passed off as a drop, leaves
     * a parent after its child, and the check must catch it.
     */
    @ParameterizedTest
    @EnumSource(value = OpenListKind.class, names = {"BINARY_HEAP", "PLAIN_INDEXED_HEAP", "INDEXED_HEAP"})
    void heapChecksFireWhenTheHeapOrderBreaks(OpenListKind kind) {
        Priorities keys = new Priorities(2);
        OpenList list = kind.create(2, keys);
        keys.set(0, 1, 0, 0);
        list.add(0);
        keys.set(1, 2, 0, 1);
        list.add(1);
        keys.set(0, 5, 0, 2);      // a rise, not a drop: node 0 now belongs below node 1
        assertThrows(AssertionError.class, () -> list.decreased(0), kind.label());
    }

    @ParameterizedTest
    @EnumSource(OpenListKind.class)
    void clearEmptiesTheListForTheNextSearch(OpenListKind kind) {
        Priorities keys = new Priorities(4);
        OpenList list = kind.create(4, keys);
        for (int node = 0; node < 4; node++) {
            keys.set(node, 10 - node, 0, node);
            list.add(node);
        }
        list.clear();
        assertTrue(list.isEmpty());
        keys.set(2, 1, 0, 5);
        list.add(2);
        keys.set(0, 0, 0, 6);
        list.add(0);
        assertEquals(0, list.removeSmallest());
        assertEquals(2, list.removeSmallest());
        assertEquals(4, list.counters().peakSize());
    }

    /** Infinite and huge keys, the bucketed lists' outermost buckets, come out in order too. */
    @ParameterizedTest
    @EnumSource(OpenListKind.class)
    void infiniteAndHugeKeysComeOutInOrder(OpenListKind kind) {
        Priorities keys = new Priorities(5);
        OpenList list = kind.create(5, keys);
        double[] f = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e16, -1e16, 0.5};
        for (int node = 0; node < 5; node++) {
            keys.set(node, f[node], 0, node);
            list.add(node);
        }
        for (int node : new int[] {1, 3, 4, 2, 0}) {
            assertEquals(node, list.removeSmallest(), kind.label());
        }
    }

    /** Adds n nodes with keys n-1 .. 0 (each new one the smallest), lowers one, removes them all. */
    private static OpenListCounters work(OpenListKind kind, int n) {
        Priorities keys = new Priorities(n);
        OpenList list = kind.create(n, keys);
        for (int node = 0; node < n; node++) {
            keys.set(node, n - node, 0, node);
            list.add(node);
        }
        keys.set(0, 0, 0, n);
        list.decreased(0);
        while (!list.isEmpty()) {
            list.removeSmallest();
        }
        return list.counters();
    }

    @Test
    void countersShowWhereEachStructureDoesItsWork() {
        int n = 64;
        // Unsorted: adding compares nothing; each removal scans what is left.
        OpenListCounters unsorted = work(OpenListKind.UNSORTED, n);
        assertEquals((long) n * (n - 1) / 2, unsorted.comparisons());
        assertEquals(0, unsorted.searches());
        // Sorted from the front: each new node is the smallest, one comparison to place it.
        OpenListCounters front = work(OpenListKind.SORTED_FRONT, n);
        assertEquals(1, front.searches());
        assertTrue(front.comparisons() < 3L * n, "front: " + front);
        // The heaps: removals cost about 2 log n comparisons each.
        OpenListCounters heap = work(OpenListKind.BINARY_HEAP, n);
        OpenListCounters plain = work(OpenListKind.PLAIN_INDEXED_HEAP, n);
        OpenListCounters tuned = work(OpenListKind.INDEXED_HEAP, n);
        assertEquals(1, heap.searches(), "the article searches the heap for a lowered node");
        assertEquals(0, plain.searches(), "the index finds it without a search");
        assertEquals(0, tuned.searches(), "the index finds it without a search");
        assertEquals(heap.comparisons(), plain.comparisons(), "the plain indexed heap compares as the article's heap");
        assertTrue(plain.moves() >= heap.moves(), "the same swaps, without the search: " + plain + " " + heap);
        assertTrue(tuned.comparisons() < plain.comparisons(),
                "a hole sunk to a leaf needs one comparison per level, not two: " + tuned + " " + plain);
        assertTrue(tuned.moves() < plain.moves(), "a moving hole writes fewer elements than swaps: " + tuned + " " + plain);
        assertTrue(heap.comparisons() < 2L * n * 7, "heap: " + heap);
        for (OpenListKind kind : OpenListKind.values()) {
            assertEquals(n, work(kind, n).peakSize(), kind.label());
        }
    }

    @Test
    void halvingComparesLogarithmicallyWhileFrontScansLinearly() {
        int n = 1024;
        Priorities keys = new Priorities(n);
        OpenList front = OpenListKind.SORTED_FRONT.create(n, keys);
        OpenList halving = OpenListKind.SORTED_HALVING.create(n, keys);
        OpenList average = OpenListKind.SORTED_AVERAGE.create(n, keys);
        for (int node = 0; node < n; node++) {
            keys.set(node, node, 0, node);  // each new node is the largest: it goes to the back
            front.add(node);
            halving.add(node);
            average.add(node);
        }
        assertEquals((long) n * (n - 1) / 2, front.counters().comparisons());
        assertTrue(halving.counters().comparisons() <= (long) n * 11, "halving: " + halving.counters());
        // Above the average every time, so scanned from the back: one comparison each.
        assertTrue(average.counters().comparisons() <= n, "average: " + average.counters());
    }
}
