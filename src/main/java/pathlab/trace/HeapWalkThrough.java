package pathlab.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import pathlab.openlist.BinaryHeap;
import pathlab.openlist.HeapRecorder;
import pathlab.openlist.Priorities;
import pathlab.search.Costs;

/**
 * The worked example of Lester's "Using Binary Heaps in A* Pathfinding", replayed on the real
 * {@link BinaryHeap}: the heap 10 30 20 34 38 30 24, adding 17 ("Adding Items to the Heap") and
 * removing the top ("Removing Items from the Heap"), with the array after every swap, then the
 * heap drawn as a tree before, between and after. The lines are those of the transcription in
 * {@code ../shared/reference/lecture-examples.md}.
 *
 * <p>How: each value is a node whose estimated-total-cost is the value (the article's heap of F
 * values); the heap is built by adding the start values in order (the article's heap is already
 * in heap order, so nothing moves), then a {@link HeapRecorder} writes one line per step.
 *
 * <pre>
 *   System.out.print(HeapWalkThrough.article().listing());
 *   System.out.print(new HeapWalkThrough(new double[] {5, 9, 7}, 1).listing());
 * </pre>
 */
public final class HeapWalkThrough implements HeapRecorder {
    private static final double[] ARTICLE_HEAP = {10, 30, 20, 34, 38, 30, 24};
    /** The value the article adds. */
    public static final double ARTICLE_ADD = 17;
    private static final String LABEL = "%-23s%s";  // labels padded so the arrays line up

    private final double[] values;   // values[node]: the start values, then the added one
    private final BinaryHeap heap;
    private final List<String> lines = new ArrayList<>();
    private final List<String> trees = new ArrayList<>();
    private boolean adding;

    /** Walks through adding {@code add} to the heap of {@code start}, then removing the top. */
    public HeapWalkThrough(double[] start, double add) {
        if (start.length == 0) {
            throw new IllegalArgumentException("the heap needs at least one value to start with");
        }
        values = Arrays.copyOf(start, start.length + 1);
        values[start.length] = add;
        Priorities keys = new Priorities(values.length);
        for (int node = 0; node < values.length; node++) {
            keys.set(node, checked(values[node]), 0, node);
        }
        heap = new BinaryHeap(values.length, keys);
        for (int node = 0; node < start.length; node++) {
            heap.add(node);
        }
        lines.add(String.format(LABEL, "start:", array()));
        trees.add("At the start:");
        trees.add(tree());
        heap.record(this);
        adding = true;
        heap.add(start.length);
        trees.add("After adding " + Costs.format(add) + ":");
        trees.add(tree());
        lines.add("");
        adding = false;
        heap.removeSmallest();
        heap.record(null);
        trees.add("After removing the top:");
        trees.add(tree());
    }

    /** The article's example: 10 30 20 34 38 30 24, add 17, remove the top. */
    public static HeapWalkThrough article() {
        return new HeapWalkThrough(articleHeap(), ARTICLE_ADD);
    }

    /** The article's heap, 10 30 20 34 38 30 24. */
    public static double[] articleHeap() {
        return ARTICLE_HEAP.clone();
    }

    /** The steps, one line each, as in the transcription. */
    public List<String> steps() {
        return List.copyOf(lines);
    }

    /** The steps, then the heap drawn as a tree at the start, after adding and after removing. */
    public String listing() {
        StringBuilder out = new StringBuilder();
        lines.forEach(line -> out.append(line).append('\n'));
        out.append('\n');
        for (int i = 0; i < trees.size(); i += 2) {
            out.append(trees.get(i)).append("\n\n").append(trees.get(i + 1)).append('\n');
        }
        return out.toString();
    }

    @Override
    public void added(int position) {
        lines.add(String.format(LABEL, "add " + value(position) + " at position " + position + ":", array()));
    }

    @Override
    public void swappedWithParent(int position) {
        lines.add(String.format(LABEL, "swap with parent " + position + ":", array()));
    }

    @Override
    public void removedTop(int top) {
        lines.add("remove the top (" + Costs.format(values[top]) + "); last item (" + value(1)
                + ") moves to position 1:");
        lines.add(String.format(LABEL, "", array()));
    }

    @Override
    public void swappedWithChild(int position) {
        lines.add(String.format(LABEL, "swap with lower child:", array()));
    }

    @Override
    public void stopped(int position) {
        if (adding) {
            lines.add(position == 1 ? value(1) + " is at the top: stop."
                    : value(position) + " >= " + value(position / 2)
                            + (position / 2 == 1 ? " at the top" : " at position " + position / 2) + ": stop.");
        } else if (2 * position > heap.size()) {
            lines.add("position " + position + " has no children: stop.");
        } else {
            double lower = values[heap.get(2 * position - 1)];
            if (2 * position + 1 <= heap.size()) {
                lower = Math.min(lower, values[heap.get(2 * position)]);
            }
            lines.add(value(position) + " <= its lower child " + Costs.format(lower) + ": stop.");
        }
    }

    /** The value at array position {@code position} (1-based, as in the article). */
    private String value(int position) {
        return Costs.format(values[heap.get(position - 1)]);
    }

    private String array() {
        return String.join(" ", labels());
    }

    private List<String> labels() {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < heap.size(); i++) {
            labels.add(Costs.format(values[heap.get(i)]));
        }
        return labels;
    }

    private String tree() {
        return HeapTree.draw(labels());
    }

    private static double checked(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("heap values must be finite numbers, not " + value);
        }
        return value;
    }
}
