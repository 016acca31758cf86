package pathlab.coursework.${package};

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import pathlab.coursework.Graded;
import pathlab.coursework.StudentSeed;
import pathlab.coursework.Visibility;

/**
 * Assignment ${id}, ${title}: the tests only grading runs. Their random draws come from the
 * student's seed ({@code StudentSeed}), so each student gets cases of their own.
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class ${id}Hidden {

    @Test
    @Order(11)
    @Graded(points = 3, visibility = Visibility.HIDDEN)
    @DisplayName("1,000 random pairs of cells, in every direction")
    void randomCells() {
        Random random = StudentSeed.random(${seed});
        for (int round = 0; round < 1000; round++) {
            int x1 = random.nextInt(100), y1 = random.nextInt(100), x2 = random.nextInt(100), y2 = random.nextInt(100);
            assertEquals(Math.abs(x1 - x2) + Math.abs(y1 - y2), ${id}Visible.work().manhattan(x1, y1, x2, y2),
                    "manhattan(" + x1 + ", " + y1 + ", " + x2 + ", " + y2 + ")");
        }
    }
}
