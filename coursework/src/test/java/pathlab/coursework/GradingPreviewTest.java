package pathlab.coursework;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The notebook's preview of grading: what would be refused and what would earn nothing, or nothing at all. */
class GradingPreviewTest {

    private static List<CellClasses.CellClass> cell(int number, Map<String, byte[]> classes) {
        List<CellClasses.CellClass> cell = new ArrayList<>();
        classes.forEach((name, bytes) -> cell.add(new CellClasses.CellClass(number, name, bytes)));
        return cell;
    }

    @Test
    void namesWhatGradingWouldRefuseAndTheLibraryUse() {
        List<CellClasses.CellClass> classes = new ArrayList<>();
        classes.addAll(cell(5, GradedCodePolicyTest.compile("", "new Thread(() -> {}).start();")));
        classes.addAll(cell(7, GradedCodePolicyTest.compile("", "new pathlab.search.AStar((Graph) null);")));
        assertEquals("""
                Grading would refuse this work:
                  cell 5 uses java.lang.Thread: threads are not allowed in graded work
                Grading gives 0 for the tests of your own search, since A1 asks you to write it yourself:
                  cell 7 uses the library's AStar
                (checked: every cell run since the kernel started; grading runs the notebook from the top)
                """, GradingPreview.of(Assignment.byId("A1"), classes));
    }

    @Test
    void saysNothingAboutHonestWork() {
        assertEquals("", GradingPreview.of(Assignment.byId("A1"),
                cell(3, GradedCodePolicyTest.compile("static int twice(int x) { return 2 * x; }", "twice(2);"))));
    }
}
