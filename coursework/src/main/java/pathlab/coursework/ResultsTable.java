package pathlab.coursework;

import java.util.ArrayList;
import java.util.List;

/**
 * The outcomes of a test run as the notebook shows them: one row per test (test, points,
 * passed, message), then the total. Its {@code toString} is the table, so a cell that ends with
 * {@code Grading.runVisibleTests("A1")} displays it; messages of several lines are indented under
 * their row.
 */
public record ResultsTable(List<TestOutcome> outcomes) {

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
        String format = "%-" + width + "s  %6s  %-6s  %s";
        rows.add(String.format(format, "test", "points", "passed", "message").stripTrailing());
        for (TestOutcome o : outcomes) {
            List<String> message = o.message().lines().toList();
            rows.add(String.format(format, o.name(), o.points() + "/" + o.maxPoints(), o.passed() ? "yes" : "no",
                    message.isEmpty() ? "" : message.get(0)).stripTrailing());
            String indent = " ".repeat(width + 18);
            message.stream().skip(1).forEach(line -> rows.add(indent + line));
        }
        rows.add("score " + score() + "/" + maxScore());
        return String.join("\n", rows);
    }
}
