package pathlab.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a listing differs from the one it should equal, shown as a reader wants to see it: the
 * first differing line side by side with the expected one, after the lines before it that agree
 * (a listing is read iteration by iteration, so the first difference is the one to fix; the rest
 * usually follow from it).
 *
 * <pre>
 *   String diff = ListingDiff.firstDifference(lecture, yours, "lecture", "yours");
 *   if (diff.isEmpty()) System.out.println("same as the lecture");
 *   else System.out.println(diff);
 * </pre>
 *
 * Output, with the differing line marked by {@code ≠}:
 * <pre>
 *   first difference at line 7:
 *      lecture                         | yours
 *      [1] N: A                        | [1] N: A
 *      C: A(ϕ,0)                       | C: A(ϕ,0)
 *   ≠  O: B(A,3) C(A,5) D(A,9)         | O: B(A,3) C(A,5)
 * </pre>
 * Cost: O(lines).
 */
public final class ListingDiff {
    private static final int CONTEXT = 3;   // agreeing lines shown before the difference

    private ListingDiff() {}

    /** The empty string when the two texts have the same lines, else the first difference. */
    public static String firstDifference(String expected, String actual, String expectedName, String actualName) {
        List<String> a = expected.lines().toList();
        List<String> b = actual.lines().toList();
        int line = 0;
        while (line < a.size() && line < b.size() && a.get(line).equals(b.get(line))) {
            line++;
        }
        if (line == a.size() && line == b.size()) {
            return "";
        }
        int width = expectedName.length();
        for (int i = Math.max(0, line - CONTEXT); i <= line && i < a.size(); i++) {
            width = Math.max(width, a.get(i).length());
        }
        List<String> rows = new ArrayList<>();
        rows.add("first difference at line " + (line + 1) + ":");
        rows.add(row("  ", expectedName, actualName, width));
        for (int i = Math.max(0, line - CONTEXT); i < line; i++) {
            rows.add(row("  ", a.get(i), b.get(i), width));
        }
        rows.add(row("≠ ", lineOrEnd(a, line), lineOrEnd(b, line), width));
        return String.join("\n", rows);
    }

    private static String lineOrEnd(List<String> lines, int i) {
        return i < lines.size() ? lines.get(i) : "(the listing ends here)";
    }

    private static String row(String mark, String left, String right, int width) {
        return mark + " " + left + " ".repeat(width - Math.min(width, left.length())) + " | " + right;
    }
}
