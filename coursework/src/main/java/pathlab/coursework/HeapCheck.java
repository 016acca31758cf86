package pathlab.coursework;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

import pathlab.assignment.OpenLists;
import pathlab.openlist.BinaryHeap;
import pathlab.openlist.OpenList;
import pathlab.openlist.Priorities;
import pathlab.search.Costs;
import pathlab.trace.HeapWalkThrough;
import pathlab.trace.ListingDiff;

/**
 * The binary heap article's walk-through ({@link HeapWalkThrough}), replayed on a student's heap
 * operation by operation: the heap 10 30 20 34 38 30 24 built by adding the values in order, 17
 * added, the top removed; after each operation the heap's array, as one line. The library's
 * {@link BinaryHeap} run the same way gives the expected lines, so a student's heap that follows
 * the article has the article's array after every operation.
 */
public final class HeapCheck {

    private HeapCheck() {}

    /** The walk-through's lines for a heap made by {@code make} (node count, keys). */
    public static String walkThrough(BiFunction<Integer, Priorities, OpenList> make) {
        double[] values = HeapWalkThrough.articleHeap();
        double[] all = java.util.Arrays.copyOf(values, values.length + 1);
        all[values.length] = HeapWalkThrough.ARTICLE_ADD;
        Priorities keys = new Priorities(all.length);
        for (int node = 0; node < all.length; node++) {
            keys.set(node, all[node], 0, node);
        }
        OpenList heap = make.apply(all.length, keys);
        List<String> lines = new ArrayList<>();
        for (int node = 0; node < values.length; node++) {
            heap.add(node);
        }
        lines.add(String.format("%-22s %s", "start:", array(heap, all)));
        heap.add(values.length);
        lines.add(String.format("%-22s %s", "add " + Costs.format(all[values.length]) + ":", array(heap, all)));
        int top = heap.removeSmallest();
        lines.add(String.format("%-22s %s", "remove the top (" + Costs.format(all[top]) + "):", array(heap, all)));
        return String.join("\n", lines) + "\n";
    }

    /** The article's lines: the library's heap through the same operations. */
    public static String article() {
        return walkThrough(BinaryHeap::new);
    }

    /** Prints the walk-through on a student's heap, then how it compares with the article's. */
    public static void show(OpenLists lists) {
        BiFunction<Integer, Priorities, OpenList> make = lists::binaryHeap;
        String yours;
        try {
            yours = walkThrough(make);
        } catch (RuntimeException e) {
            System.out.println("your heap stopped with " + Grading.message(e));
            return;
        }
        System.out.print(yours);
        String diff = ListingDiff.firstDifference(article(), yours, "article", "yours");
        System.out.println();
        System.out.println(diff.isEmpty() ? "same as the article's heap after every step" : diff);
    }

    /** The heap's array, values in array order. */
    static String array(OpenList heap, double[] values) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < heap.size(); i++) {
            out.add(Costs.format(values[heap.get(i)]));
        }
        return String.join(" ", out);
    }
}
