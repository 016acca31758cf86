package pathlab.coursework;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What grading would say about the notebook's code, shown above the visible tests' table so
 * that an honest student is never surprised: the classes the cells compiled to
 * ({@link CellClasses}) checked with {@link GradedCodePolicy}, as grading checks them.
 *
 * <p>Idea: the same check on the same bytes as grading; only the reading differs. A refused
 * class would not even load in grading, so its cell fails there; a use of a library part the
 * assignment leaves to the student makes the tests of that work earn nothing.
 *
 * <p>Cost: one pass over each class the session loaded (milliseconds).
 */
final class GradingPreview {

    private GradingPreview() {}

    /** The lines to show before the table; empty if grading accepts every class as it is. */
    static String of(Assignment assignment, List<CellClasses.CellClass> classes) {
        Set<String> refused = new LinkedHashSet<>();
        Set<String> libraryUse = new LinkedHashSet<>();
        for (CellClasses.CellClass c : classes) {
            for (GradedCodePolicy.Finding f : GradedCodePolicy.check(assignment, c.cell(), c.bytes())) {
                (f.libraryUse() ? libraryUse : refused).add("  " + f.message());
            }
        }
        List<String> lines = new ArrayList<>();
        if (!refused.isEmpty()) {
            lines.add("Grading would refuse this work:");
            lines.addAll(refused);
        }
        if (!libraryUse.isEmpty()) {
            lines.add("Grading gives 0 for the tests of " + assignment.ownWork() + ", since " + assignment.id()
                    + " asks you to write it yourself:");
            lines.addAll(libraryUse);
        }
        if (!lines.isEmpty()) {
            lines.add("(checked: every cell run since the kernel started; grading runs the notebook from the top)");
        }
        return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
    }
}
