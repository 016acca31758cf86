package pathlab.coursework;

import pathlab.io.JsonText;

/**
 * One graded test's result: its id ({@code A1Visible.example1}), its name as students read it, the
 * points it is worth and earned, who sees it, and a message when it failed (what went wrong, in a
 * line or a few: the first differing listing line, the expected and actual cost, the exception).
 */
public record TestOutcome(String id, String name, int maxPoints, Visibility visibility, boolean passed,
                          String message) {

    public int points() {
        return passed ? maxPoints : 0;
    }

    /** The outcome as one line of JSON, the grader's format (see {@code scripts/grade}). */
    public String json() {
        return "{\"id\": " + JsonText.quote(id) + ", \"name\": " + JsonText.quote(name) + ", \"max_score\": " + maxPoints
                + ", \"visibility\": " + JsonText.quote(visibility.gradescope()) + ", \"passed\": " + passed
                + ", \"output\": " + JsonText.quote(message) + "}";
    }
}
