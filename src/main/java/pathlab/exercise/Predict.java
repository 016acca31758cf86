package pathlab.exercise;

import java.util.Arrays;
import java.util.Optional;

import pathlab.picture.StepPlayer;
import pathlab.trace.HandListing;
import pathlab.trace.ListingCheck;
import pathlab.trace.Trace;

/**
 * "Predict the next step": the student writes what an iteration of a recorded search will do
 * before seeing it, and gets a verdict at once, either "right" or the first wrong record with the
 * mistake behind it and the lecture's rule it breaks ({@link ListingCheck}, the same engine that
 * grades assignment A0). Writing the step first and checking it after is how the lecture's worked
 * examples are meant to be studied.
 *
 * <pre>
 *   Trace trace = LectureExample.EXAMPLE_1.trace();
 *   Predict.next(trace, 3, "N: C", "D(C,7) E(C,14) F(C,15)")
 *   // right: [3] N: C, D(C,7) E(C,14) F(C,15)
 *   Predict.next(trace, 2, "N: B", "O: C(A,5) D(A,9)")
 *   // [2] O: C(A,5): the connection from B gives C the cheaper cost-so-far 4: C(B,4) on the open list (a record's cost not updated; ...)
 * </pre>
 *
 * After the verdict, the step player shows the iteration itself: {@code display(p.html(), "text/html")}.
 *
 * <p>A prediction is any of the step's lines: {@code N: X} (or {@code [k] N: X}), whole
 * {@code C:}, {@code O:} or {@code U:} lines, and records by themselves, which must match the
 * node's record on whichever list it is; text that is not in the lecture's notation gives the
 * one-line message of {@link HandListing}. Cost: O(n log n).
 */
public final class Predict {
    private final Trace trace;
    private final int iteration;
    private final String prediction;
    private final Optional<ListingCheck.Mistake> mistake;

    private Predict(Trace trace, int iteration, String prediction, Optional<ListingCheck.Mistake> mistake) {
        this.trace = trace;
        this.iteration = iteration;
        this.prediction = prediction;
        this.mistake = mistake;
    }

    /** Checks a prediction of iteration {@code iteration} (1 for the first) of the trace. */
    public static Predict next(Trace trace, int iteration, String... lines) {
        if (iteration < 1 || iteration > trace.iterations()) {
            throw new IllegalArgumentException("there is no iteration [" + iteration + "] to predict: the search runs [1] to ["
                    + trace.iterations() + "]");
        }
        HandListing.Step step = HandListing.parseLines(iteration, trace.notation(), lines);
        if (step.current() == null && step.closed() == null && step.open() == null && step.unvisited() == null
                && step.records().isEmpty()) {
            throw new IllegalArgumentException("nothing predicted: write the N: line, a list or records of [" + iteration + "]");
        }
        String written = String.join(", ", Arrays.stream(lines).map(l -> l.strip().replaceFirst("^\\[\\s*\\d+\\s*]\\s*", ""))
                .filter(l -> !l.isEmpty()).toList());
        return new Predict(trace, iteration, written, ListingCheck.of(trace).check(step));
    }

    public Trace trace() {
        return trace;
    }

    /** The iteration predicted: the one to show next (the player opens at it). */
    public int iteration() {
        return iteration;
    }

    public boolean right() {
        return mistake.isEmpty();
    }

    /** The first wrong record, its mistake and rule; empty when the prediction is right. */
    public Optional<ListingCheck.Mistake> mistake() {
        return mistake;
    }

    /** The step player opened at the iteration predicted, to see the answer: {@code display(p.html(), "text/html")}. */
    public String html() {
        return StepPlayer.of(trace).at(iteration).html();
    }

    /** The verdict: {@code right: [3] N: C, ...} or the first wrong record and the rule it breaks. */
    @Override
    public String toString() {
        return mistake.map(ListingCheck.Mistake::toString).orElse("right: [" + iteration + "] " + prediction);
    }
}
