package pathlab.coursework;

import java.util.OptionalLong;
import java.util.Random;

/**
 * The seed of the student being graded, from which the hidden tests draw that student's variant:
 * A0's graphs ({@code ByHandGraphs.drawn}), the random graphs, maps and sequences of A1 to A4.
 * Two students get different tests of the same kind, so one student's failing case tells another
 * nothing; a student whose id the grader does not know gets the tests' fixed default seeds.
 *
 * <p>Who sets it: only the grading runner, once, after the notebook's cells ran and before the
 * tests start, from the grader's message ({@code scripts/grade}, {@code scripts/pathlab_tools/grader/variants.py}).
 * Graded code cannot set it: the graded-code policy refuses any use of this class from a cell,
 * and a second {@link #set} fails.
 *
 * <pre>
 *   Random random = StudentSeed.random(14);   // new Random(14) when no student is known
 * </pre>
 */
public final class StudentSeed {
    private static long seed;
    private static boolean known;

    private StudentSeed() {}

    /** The grading runner's call: the student's seed, once per JVM. */
    public static synchronized void set(long studentSeed) {
        if (known) {
            throw new IllegalStateException("the student's seed is set once, by the grading runner");
        }
        seed = studentSeed;
        known = true;
    }

    /** The student's seed, or empty when the student is not known (single-notebook grading, the notebook). */
    public static synchronized OptionalLong get() {
        return known ? OptionalLong.of(seed) : OptionalLong.empty();
    }

    /**
     * The random numbers of one of a test's draws: {@code new Random(defaultSeed)} when the student
     * is not known, as before variants, else a generator seeded by both the student's seed and
     * {@code defaultSeed}, so each draw of a test class stays apart from the others.
     */
    public static Random random(long defaultSeed) {
        OptionalLong student = get();
        return new Random(student.isPresent() ? student.getAsLong() ^ (defaultSeed * 0x9E3779B97F4A7C15L) : defaultSeed);
    }
}
