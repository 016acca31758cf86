package pathlab.coursework;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What a coursework test is worth and who sees it: put it on every {@code @Test} of an
 * assignment, beside a {@code @Timeout} (on the method or its class). A test that passes earns
 * all its points, one that fails none.
 *
 * <pre>
 *   &#64;Test
 *   &#64;Graded(points = 3)
 *   &#64;DisplayName("Example 1 listed as in the lecture")
 *   void example1() { ... }
 * </pre>
 *
 * Visible tests run in the notebook ({@link Grading#runVisibleTests}) and in grading; hidden ones
 * only in grading ({@code scripts/grade}), and live apart from the visible ones so a student's
 * class path never holds them. {@code GradedTestsTest} checks both rules for every assignment.
 *
 * <p>Why our own: the maintained JUnit 5 option on Maven Central, jGrade2
 * ({@code io.github.jgrade2:jgrade2}, a JUnit 5 port of jGrade), has an annotation with points and
 * Gradescope visibility, but is published only as an alpha (2.0.0-a3) and brings its own runner
 * and output; what we need of it is these two members, read by our {@link Grading} listener,
 * which also serves the notebook's table.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Graded {

    /** The points the test is worth; more than 0. */
    int points();

    /** Who sees the test: visible (the default) or hidden until grades are published. */
    Visibility visibility() default Visibility.VISIBLE;
}
