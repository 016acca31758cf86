package pathlab.coursework.a3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.opentest4j.AssertionFailedError;

import pathlab.assignment.OpenLists;
import pathlab.coursework.Graded;
import pathlab.coursework.HeapCheck;
import pathlab.coursework.Submission;
import pathlab.openlist.OpenList;
import pathlab.openlist.Priorities;
import pathlab.openlist.SortedList;
import pathlab.trace.ListingDiff;

/**
 * Assignment A3, open lists: the tests a student runs in the notebook. The heap reproduces the
 * walk-through of Patrick Lester's "Using Binary Heaps in A* Pathfinding", array by array; the
 * sorted list hands out the article's values smallest first, equal ones in the order they came; a heap item whose F dropped rises.
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A3Visible {

    /** The student's open lists; public, as the hidden tests are loaded by a class loader of their own. */
    public static OpenLists lists() {
        return Submission.of(OpenLists.class);
    }

    @Test
    @Order(1)
    @Graded(points = 3)
    @DisplayName("heap: the article's walk-through, array by array")
    void walkThrough() {
        String diff = ListingDiff.firstDifference(HeapCheck.article(), HeapCheck.walkThrough(lists()::binaryHeap),
                "article", "yours");
        if (!diff.isEmpty()) {
            throw new AssertionFailedError("your heap's array differs from the article's, " + diff);
        }
    }

    /** The article's values and the added 17 with the first-in-first-out keys: nodes 0..7. */
    private static Priorities articleKeys() {
        double[] values = {10, 30, 20, 34, 38, 30, 24, 17};
        Priorities keys = new Priorities(values.length);
        for (int node = 0; node < values.length; node++) {
            keys.set(node, values[node], node, node);
        }
        return keys;
    }

    private static List<Integer> drain(OpenList list) {
        List<Integer> order = new ArrayList<>();
        while (!list.isEmpty()) {
            order.add(list.removeSmallest());
        }
        return order;
    }

    @Test
    @Order(2)
    @Graded(points = 2)
    @DisplayName("sorted list: smallest first, equal values in the order they came")
    void sortedOrder() {
        Priorities keys = articleKeys();
        OpenList yours = lists().sortedList(8, keys);
        OpenList reference = new SortedList(8, keys, SortedList.Insertion.FRONT);
        for (int node = 0; node < 8; node++) {
            yours.add(node);
            reference.add(node);
        }
        assertEquals(8, yours.size(), "size after adding 8 nodes");
        assertEquals(drain(reference), drain(yours), "the nodes in the order removeSmallest gives them "
                + "(node i has value 10 30 20 34 38 30 24 17 at i = 0..7; node 1 came before node 5)");
    }

    @Test
    @Order(3)
    @Graded(points = 1)
    @DisplayName("heap: an item whose F dropped is re-sorted")
    void resort() {
        Priorities keys = articleKeys();
        OpenList heap = lists().binaryHeap(8, keys);
        for (int node = 0; node < 8; node++) {
            heap.add(node);
        }
        keys.set(3, 5, 3, 8);   // 34 drops to 5 ("Resorting an Existing Open List Item")
        heap.decreased(3);
        assertEquals(3, heap.removeSmallest(), "after 34 dropped to 5, the item that was 34 must come out first");
        assertEquals(0, heap.removeSmallest(), "then 10");
    }
}
