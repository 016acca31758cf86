package pathlab.trace;

import java.util.Arrays;
import java.util.List;

/**
 * Draws a binary heap as a tree in text, the picture at the top of Lester's article: the item at
 * array position i has its children, positions 2i and 2i+1, below it to the left and right.
 *
 * <pre>
 *         10
 *       /    \
 *     30      20
 *    /  \    /  \
 *   34  38  30  24
 * </pre>
 *
 * Each level halves the width of the one above; the bottom level gives every item a cell one
 * character wider than the longest label. Cost: O(n) characters per level, O(n log n) in all.
 */
public final class HeapTree {
    private HeapTree() {}

    /** The tree of a heap whose array, from position 1 on, holds these labels. */
    public static String draw(List<String> labels) {
        int n = labels.size();
        if (n == 0) {
            return "(empty)\n";
        }
        int levels = 32 - Integer.numberOfLeadingZeros(n);
        int cell = labels.stream().mapToInt(String::length).max().getAsInt() + 2;
        int width = cell << (levels - 1);
        StringBuilder out = new StringBuilder();
        for (int level = 0; level < levels; level++) {
            int first = 1 << level;  // array position of the level's leftmost item
            int slot = width >> level;
            char[] items = blank(width);
            char[] branches = blank(width);
            for (int pos = first; pos < Math.min(2 * first, n + 1); pos++) {
                double center = place(labels.get(pos - 1), (pos - first) * slot + slot / 2, items);
                // A branch goes halfway between the centres of the item and of its child.
                if (2 * pos <= n) {
                    branches[(int) Math.floor((center + centerOf(2 * pos, level + 1, width, labels)) / 2)] = '/';
                }
                if (2 * pos + 1 <= n) {
                    branches[(int) Math.ceil((center + centerOf(2 * pos + 1, level + 1, width, labels)) / 2)] = '\\';
                }
            }
            out.append(new String(items).stripTrailing()).append('\n');
            if (level < levels - 1) {
                out.append(new String(branches).stripTrailing()).append('\n');
            }
        }
        return out.toString();
    }

    /** Writes a label centred on column {@code at}; returns the centre of the written label. */
    private static double place(String label, int at, char[] line) {
        int start = at - label.length() / 2;
        label.getChars(0, label.length(), line, start);
        return start + (label.length() - 1) / 2.0;
    }

    /** The centre of the label at array position {@code pos}, which is on {@code level}. */
    private static double centerOf(int pos, int level, int width, List<String> labels) {
        int slot = width >> level;
        int at = (pos - (1 << level)) * slot + slot / 2;
        return at - labels.get(pos - 1).length() / 2 + (labels.get(pos - 1).length() - 1) / 2.0;
    }

    private static char[] blank(int width) {
        char[] line = new char[width];
        Arrays.fill(line, ' ');
        return line;
    }
}
