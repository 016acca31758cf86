package pathlab.coursework;

import java.util.Map;
import java.util.Set;

/**
 * The Pathlab classes graded code may use, for {@link GradedCodePolicy}: the library packages
 * the assignment allows ({@link Assignment#libraryPackages()}), the student's side of the
 * coursework (handing in, feedback, the visible tests' table, and what the assignment's manifest
 * adds: {@link Assignment#studentSide()}) and the kernel's {@code display} (ours, and the JJava-mode one).
 *
 * <p>Idea: grading runs in the JVM that holds the submission, beside the grader's own classes; a
 * cell that could call {@code Grading.grade} or {@code Submission.forbid}, or the command line,
 * could change its own result. So everything of Pathlab that is not on this list is refused.
 *
 * <p>Cost: a few map look-ups per reference.
 */
final class LibraryAllowlist {

    /**
     * Of pathlab.coursework, the classes every notebook uses, and the members it may use (empty:
     * all of them); an assignment's manifest may add its own ({@code a0.ByHandGraphs}).
     */
    private static final Map<String, Set<String>> STUDENT_SIDE = Map.of(
            "Submission", Set.of("handIn"),
            "Grading", Set.of("runVisibleTests"),
            "Feedback", Set.of(),
            "HeapCheck", Set.of(),
            "ResultsTable", Set.of(),
            "TestOutcome", Set.of());

    private LibraryAllowlist() {}

    /**
     * Null if the assignment's graded code may use the class {@code simple} of package
     * {@code pkg} (its member {@code member}, or as a type if null), else why not.
     */
    static String reasonAgainst(Assignment assignment, String pkg, String simple, String member) {
        if (assignment.libraryPackages().contains(pkg)) {
            return null;
        }
        Set<String> members = studentSide(assignment, pkg, simple);
        if (members != null) {
            return member == null || members.isEmpty() || members.contains(member) ? null
                    : "it is part of the grading: not allowed in graded work";
        }
        if (pkg.equals("pathlab.kernel") && (simple.equals("Display") || simple.equals("JJavaDisplay"))) {
            return null;
        }
        if (pkg.startsWith("pathlab.coursework")) {
            return "it is part of the grading: not allowed in graded work";
        }
        if (pkg.equals("pathlab.kernel") || pkg.startsWith("pathlab.kernel.")) {
            return "it is part of the notebook's kernel: not allowed in graded work";
        }
        if (pkg.equals("pathlab.cli") || pkg.startsWith("pathlab.bench")) {
            return "it is part of the command line and the benchmarks: not allowed in graded work";
        }
        return "not among the library packages " + assignment.id() + " uses ("
                + String.join(", ", assignment.libraryPackages()) + ")";
    }

    /** Whether a refusal concerns one member of the class rather than the whole class. */
    static boolean aboutMember(Assignment assignment, String pkg, String simple) {
        return studentSide(assignment, pkg, simple) != null;
    }

    /** The members of a student-side class the notebook may use (empty: all), or null if it is none. */
    private static Set<String> studentSide(Assignment assignment, String pkg, String simple) {
        String name = pkg.equals("pathlab.coursework") ? simple
                : pkg.startsWith("pathlab.coursework.") ? pkg.substring("pathlab.coursework.".length()) + "." + simple : "";
        Set<String> members = STUDENT_SIDE.get(name);
        return members != null ? members : assignment.studentSide().get(name);
    }
}
