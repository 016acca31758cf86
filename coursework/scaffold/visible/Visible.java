package pathlab.coursework.${package};

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import pathlab.assignment.${contract};
import pathlab.coursework.Graded;
import pathlab.coursework.Submission;

/**
 * Assignment ${id}, ${title}: the tests a student runs in the notebook. Each test says what it is
 * worth ({@code @Graded}) and has a time limit ({@code @Timeout}, here for the whole class).
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class ${id}Visible {

    /** The student's work; public, as the hidden tests are loaded by a class loader of their own. */
    public static ${contract} work() {
        return Submission.of(${contract}.class);
    }

    @Test
    @Order(1)
    @Graded(points = 2)
    @DisplayName("from (0, 0) to (3, 4): 7 moves")
    void example() {
        assertEquals(7, work().manhattan(0, 0, 3, 4), "manhattan(0, 0, 3, 4)");
    }

    @Test
    @Order(2)
    @Graded(points = 1)
    @DisplayName("from a cell to itself: 0 moves")
    void sameCell() {
        assertEquals(0, work().manhattan(5, 2, 5, 2), "manhattan(5, 2, 5, 2)");
    }
}
