package pathlab.coursework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The rules every assignment's tests keep: each {@code @Test} is {@link Graded} with points above
 * zero and has a {@code @Timeout} (its own or its class's); the visible class holds only visible
 * tests, the hidden class only hidden ones; and the visible tests are in the main build (on the
 * kernel's class path) while the hidden ones are not.
 */
class GradedTestsTest {

    @Test
    void everyTestIsGradedTimedAndInTheRightPlace() throws Exception {
        assertTrue(Assignment.all().size() >= 5, "the assignments' manifests are not on the class path");
        for (Assignment a : Assignment.all()) {
            check(Class.forName(a.visibleTests()), Visibility.VISIBLE);
            check(Class.forName(a.hiddenTests()), Visibility.HIDDEN);
            assertTrue(Class.forName(a.visibleTests()).getProtectionDomain().getCodeSource().getLocation().getPath()
                    .endsWith("/classes/"), a + "'s visible tests belong in its folder's visible/");
            assertTrue(Class.forName(a.hiddenTests()).getProtectionDomain().getCodeSource().getLocation().getPath()
                    .endsWith("/test-classes/"), a + "'s hidden tests belong in its folder's hidden/");
        }
    }

    private static void check(Class<?> tests, Visibility visibility) {
        int count = 0;
        for (Method m : tests.getDeclaredMethods()) {
            if (!m.isAnnotationPresent(Test.class)) {
                continue;
            }
            count++;
            Graded graded = m.getAnnotation(Graded.class);
            assertNotNull(graded, m + " has no @Graded");
            assertTrue(graded.points() > 0, m + " is worth no points");
            assertEquals(visibility, graded.visibility(), m + " is in the wrong class for its visibility");
            assertTrue(m.isAnnotationPresent(Timeout.class) || tests.isAnnotationPresent(Timeout.class), m + " has no @Timeout");
        }
        assertTrue(count > 0, tests + " has no tests");
    }
}
