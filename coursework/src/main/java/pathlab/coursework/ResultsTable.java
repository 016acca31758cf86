package pathlab.coursework;

import java.util.ArrayList;
import java.util.List;

/**
 * The outcomes of a test run as the notebook shows them: one row per test (test, points,
 * passed), its message indented under it, then the total. Its {@code toString} is the table, so a
 * cell that ends with {@code Grading.runVisibleTests("A1")} displays it. A message has lines of its
 * own rather than a column, so a row stays narrow enough for a laptop's screen and a long
 * message wraps as the sentence it is.
 */
public record ResultsTable(List<TestOutcome> outcomes) {
    private static final String MESSAGE_INDENT = "    ";

    public int score() {
        return outcomes.stream().mapToInt(TestOutcome::points).sum();
    }

    public int maxScore() {
        return outcomes.stream().mapToInt(TestOutcome::maxPoints).sum();
    }

    @Override
    public String toString() {
        int width = "test".length();
        for (TestOutcome o : outcomes) {
            width = Math.max(width, o.name().length());
        }
        List<String> rows = new ArrayList<>();
        String format = "%-" + width + "s  %6s  %s";
        rows.add(String.format(format, "test", "points", "passed"));
        for (TestOutcome o : outcomes) {
            rows.add(String.format(format, o.name(), o.points() + "/" + o.maxPoints(), o.passed() ? "yes" : "no"));
            o.message().lines().forEach(line -> rows.add(MESSAGE_INDENT + line));
        }
        rows.add("score " + score() + "/" + maxScore());
        return String.join("\n", rows);
    }
}
