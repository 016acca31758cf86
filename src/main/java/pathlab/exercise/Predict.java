package pathlab.exercise;

import java.util.Arrays;
import java.util.Optional;
import java.util.regex.Pattern;

import pathlab.graph.Positions;
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
 *   Predict.next(trace, 6, Predict.STOPS)
 *   // right: the search stops after [5]: the goal has the record F(E,14) and no open node has a smaller cost-so-far
 * </pre>
 *
 * After the verdict, the step player shows the iteration itself: {@code display(p.html(), "text/html")}.
 *
 * <p>A prediction is any of the step's lines: {@code N: X} (or {@code [k] N: X}), whole
 * {@code C:}, {@code O:} or {@code U:} lines, and records by themselves, which must match the
 * node's record on whichever list it is; or "the search stops here" ({@link #STOPS}; also
 * {@code stop}, {@code stops}, {@code end}): no iteration k, the search has ended after k - 1. The
 * verdict never throws: text that is not in the lecture's notation, an iteration that is not there
 * and a prediction of nothing each give a one-line verdict saying so. Cost: O(n log n).
 */
public final class Predict {
    /** The prediction that the search stops before the iteration asked about. */
    public static final String STOPS = "the search stops here";

    private static final Pattern STOP = Pattern.compile("(?i)\\s*(\\[\\s*\\d+\\s*]\\s*)?(the search )?(stops?|ends?|is over)( here)?\\.?\\s*");

    private final Trace trace;
    private final int iteration;
    private final String verdict;
    private final Optional<ListingCheck.Mistake> mistake;
    private final Positions positions;   // where the player draws the nodes; null: the player's own choice

    private Predict(Trace trace, int iteration, String verdict, Optional<ListingCheck.Mistake> mistake, Positions positions) {
        this.trace = trace;
        this.iteration = iteration;
        this.verdict = verdict;
        this.mistake = mistake;
        this.positions = positions;
    }

    private Predict(Trace trace, int iteration, String verdict, Optional<ListingCheck.Mistake> mistake) {
        this(trace, iteration, verdict, mistake, null);
    }

    /** The same verdict, its player drawing the nodes at these positions (a graph of no file, {@link Practice}). */
    Predict drawnAt(Positions at) {
        return new Predict(trace, iteration, verdict, mistake, at);
    }

    /** Checks a prediction of iteration {@code iteration} (1 for the first) of the trace. */
    public static Predict next(Trace trace, int iteration, String... lines) {
        int last = trace.iterations();
        if (iteration < 1) {
            return unclear(trace, "there is no iteration [" + iteration + "] to predict: the search runs [1] to [" + last + "]");
        }
        ListingCheck check = ListingCheck.of(trace);
        if (lines.length == 1 && STOP.matcher(lines[0]).matches()) {
            if (iteration > last + 1) {
                return wrong(trace, check.wentOn(iteration, STOPS));
            }
            Optional<ListingCheck.Mistake> goesOn = check.stopsAfter(iteration - 1);
            return goesOn.map(m -> wrong(trace, m)).orElseGet(() -> new Predict(trace, last,
                    "right: the search stops after [" + last + "]: " + check.whyItEnded(), Optional.empty()));
        }
        HandListing.Step step;
        try {
            step = HandListing.parseLines(iteration, trace.notation(), lines);
        } catch (IllegalArgumentException e) {
            return unclear(trace, e.getMessage());
        }
        if (step.current() == null && step.closed() == null && step.open() == null && step.unvisited() == null
                && step.records().isEmpty()) {
            return unclear(trace, "nothing predicted: write the N: line, a list or records of [" + iteration
                    + "], or \"" + STOPS + "\"");
        }
        String written = String.join(", ", Arrays.stream(lines).map(l -> l.strip().replaceFirst("^\\[\\s*\\d+\\s*]\\s*", ""))
                .filter(l -> !l.isEmpty()).toList());
        if (iteration > last) {
            return wrong(trace, check.wentOn(iteration, written));
        }
        return check.check(step).map(m -> wrong(trace, m))
                .orElseGet(() -> new Predict(trace, iteration, "right: [" + iteration + "] " + written, Optional.empty()));
    }

    private static Predict wrong(Trace trace, ListingCheck.Mistake m) {
        return new Predict(trace, Math.min(m.iteration(), trace.iterations()), m.toString(), Optional.of(m));
    }

    /** A prediction that cannot be checked: the verdict says why; the player opens at the start. */
    private static Predict unclear(Trace trace, String why) {
        return new Predict(trace, 0, why, Optional.empty());
    }

    public Trace trace() {
        return trace;
    }

    /** The iteration to show next: the one predicted (the last one when it is past the end; 0 when unclear). */
    public int iteration() {
        return iteration;
    }

    /** Whether the prediction is right (false too when it could not be checked). */
    public boolean right() {
        return verdict.startsWith("right: ");
    }

    /** The first wrong record, its mistake and rule; empty when the prediction is right or could not be checked. */
    public Optional<ListingCheck.Mistake> mistake() {
        return mistake;
    }

    /** The step player opened at the iteration predicted, to see the answer: {@code display(p.html(), "text/html")}. */
    public String html() {
        return (positions == null ? StepPlayer.of(trace) : StepPlayer.of(trace, positions)).at(iteration).html();
    }

    /** The verdict: {@code right: [3] N: C, ...}, the first wrong record and the rule it breaks, or why it cannot be checked. */
    @Override
    public String toString() {
        return verdict;
    }
}
