package pathlab.coursework.a3;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.opentest4j.AssertionFailedError;

import pathlab.coursework.Graded;
import pathlab.coursework.StudentSeed;
import pathlab.coursework.Visibility;
import pathlab.openlist.BinaryHeap;
import pathlab.openlist.OpenList;
import pathlab.openlist.Priorities;
import pathlab.openlist.SortedList;

/**
 * Assignment A3, open lists: random operation sequences (add, remove the smallest, lower a key),
 * with estimated-total-costs from a small range so that ties are common, against the library's
 * lists on the same keys. The heap must hold the same array as the heap of Patrick Lester's
 * "Using Binary Heaps in A* Pathfinding" (the library's {@code BinaryHeap}) after every operation; the sorted list must hand out the same nodes.
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A3Hidden {
    private static final int NODES = 40;

    private interface Compare {
        void after(String operation, OpenList yours, OpenList reference, Deque<String> history);
    }

    private static void randomSequences(boolean heap, Compare compare) {
        Random random = StudentSeed.random(3);
        for (int round = 0; round < 200; round++) {
            Priorities keys = new Priorities(NODES);
            OpenList yours = heap ? A3Visible.lists().binaryHeap(NODES, keys) : A3Visible.lists().sortedList(NODES, keys);
            OpenList reference = heap ? new BinaryHeap(NODES, keys) : new SortedList(NODES, keys, SortedList.Insertion.FRONT);
            boolean[] on = new boolean[NODES];
            long arrival = 0;
            Deque<String> history = new ArrayDeque<>();
            for (int step = 0; step < 60; step++) {
                int node = random.nextInt(NODES);
                int kind = random.nextInt(3);
                String operation;
                if (kind == 0 && !on[node]) {
                    double f = random.nextInt(6);
                    keys.set(node, f, 0, arrival++);
                    yours.add(node);
                    reference.add(node);
                    on[node] = true;
                    operation = "add node " + node + " with F " + (int) f;
                } else if (kind == 1 && !reference.isEmpty()) {
                    int expected = reference.removeSmallest();
                    int got = yours.removeSmallest();
                    on[expected] = false;
                    operation = "remove the smallest";
                    if (got != expected) {
                        history.add(operation);
                        throw new AssertionFailedError("removeSmallest gave node " + got + ", the smallest is node "
                                + expected + ", after:\n" + String.join("\n", history));
                    }
                } else if (on[node] && keys.estimatedTotalCost(node) > 0) {
                    double f = random.nextInt((int) keys.estimatedTotalCost(node));
                    keys.set(node, f, 0, arrival++);
                    yours.decreased(node);
                    reference.decreased(node);
                    operation = "lower node " + node + "'s F to " + (int) f;
                } else {
                    continue;
                }
                history.add(operation);
                if (history.size() > 12) {
                    history.removeFirst();
                }
                compare.after(operation, yours, reference, history);
            }
        }
    }

    private static List<Integer> array(OpenList list) {
        List<Integer> nodes = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            nodes.add(list.get(i));
        }
        return nodes;
    }

    @Test
    @Order(11)
    @Graded(points = 3, visibility = Visibility.HIDDEN)
    @DisplayName("heap: the article's array after every operation of random sequences, ties included")
    void heapSequences() {
        randomSequences(true, (operation, yours, reference, history) -> {
            if (!array(yours).equals(array(reference))) {
                throw new AssertionFailedError("after these operations (the last ones shown):\n" + String.join("\n", history)
                        + "\nthe article's heap holds the nodes " + array(reference) + " (array order), yours " + array(yours));
            }
        });
    }

    @Test
    @Order(12)
    @Graded(points = 3, visibility = Visibility.HIDDEN)
    @DisplayName("sorted list: the smallest node after every operation of random sequences, ties included")
    void sortedSequences() {
        randomSequences(false, (operation, yours, reference, history) -> {
            if (yours.size() != reference.size() || (!reference.isEmpty() && yours.get(0) != reference.get(0))) {
                throw new AssertionFailedError("after these operations (the last ones shown):\n" + String.join("\n", history)
                        + "\nthe list should hold " + reference.size() + " nodes, smallest first " + array(reference)
                        + "; yours holds " + array(yours));
            }
        });
    }
}
