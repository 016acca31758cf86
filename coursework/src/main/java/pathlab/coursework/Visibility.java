package pathlab.coursework;

/**
 * Who sees a graded test, with the value Gradescope's {@code results.json} uses for it.
 */
public enum Visibility {
    /** Runs in the student's notebook; its result is shown at once. */
    VISIBLE("visible"),
    /** Runs only in grading; students see its result once the grades are published. */
    HIDDEN("after_published");

    private final String gradescope;

    Visibility(String gradescope) {
        this.gradescope = gradescope;
    }

    /** The {@code visibility} value of Gradescope's results format. */
    public String gradescope() {
        return gradescope;
    }
}
