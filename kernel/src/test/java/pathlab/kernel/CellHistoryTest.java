package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The session's cells as history_request asks for them: tail, range and search, IPython's way. */
class CellHistoryTest {

    private static CellHistory ran(String... inputs) {
        CellHistory history = new CellHistory();
        for (int i = 0; i < inputs.length; i++) {
            history.ran(i + 1, inputs[i]);
        }
        return history;
    }

    private static List<String> inputs(List<CellHistory.Cell> cells) {
        return cells.stream().map(CellHistory.Cell::input).toList();
    }

    @Test
    void tailIsTheLastCellsInTheOrderTheyRan() {
        CellHistory history = ran("int a = 1;", "a + 1", "a * 2");
        assertEquals(List.of("a + 1", "a * 2"), inputs(history.tail(2)));
        assertEquals(List.of("int a = 1;", "a + 1", "a * 2"), inputs(history.tail(10)));
        assertEquals(3, history.tail(0).size(), "n <= 0: all");
        CellHistory.Cell last = history.tail(1).get(0);
        assertEquals(CellHistory.SESSION, last.session());
        assertEquals(3, last.number());
    }

    @Test
    void aCellKeepsTheTextOfItsValue() {
        CellHistory history = ran("int a = 1;", "a + 1");
        history.showed(2, "2");
        history.showed(1, "too late: cell 2 ran since");
        assertEquals(List.of(new CellHistory.Cell(1, 1, "int a = 1;", null), new CellHistory.Cell(1, 2, "a + 1", "2")),
                history.tail(2));
    }

    @Test
    void rangeIsStartInclusiveStopExclusiveOfThisSession() {
        CellHistory history = ran("c1", "c2", "c3", "c4");
        assertEquals(List.of("c2", "c3"), inputs(history.range(CellHistory.SESSION, 2, 4)));
        assertEquals(List.of("c3", "c4"), inputs(history.range(0, 3, 0)), "session 0 is this one; stop 0: to the end");
        assertTrue(history.range(CellHistory.SESSION + 1, 1, 5).isEmpty(), "no other session is kept");
    }

    @Test
    void searchMatchesTheWholeSourceWithAGlob() {
        CellHistory history = ran("Math.max(3, 4)", "6 * 7", "Math.max(3, 4)", "Math.min(1, 2)", "Math.max(3, 4)");
        assertEquals(List.of("Math.max(3, 4)", "Math.max(3, 4)", "Math.max(3, 4)"), inputs(history.search("Math.max(*", 0, false)));
        assertEquals(List.of("Math.max(3, 4)", "Math.min(1, 2)"), inputs(history.search("Math.m??(*", 0, false)).subList(1, 3));
        assertEquals(List.of("6 * 7"), inputs(history.search("[0-9]*", 0, false)));
        assertEquals(List.of("6 * 7"), inputs(history.search("[^M]*", 0, false)));
        assertTrue(history.search("max", 0, false).isEmpty(), "the whole source, not a part");
        assertTrue(history.search("math.max(*", 0, false).isEmpty(), "case-sensitive");
        assertEquals(5, history.search("", 0, false).size(), "no pattern: every cell");
    }

    @Test
    void searchCountsFromTheEndAndUniqueKeepsTheLatestOfEachSource() {
        CellHistory history = ran("Math.max(3, 4)", "6 * 7", "Math.max(3, 4)", "Math.min(1, 2)", "Math.max(3, 4)");
        assertEquals(List.of(3, 4, 5), history.search("Math.*", 3, false).stream().map(CellHistory.Cell::number).toList());
        List<CellHistory.Cell> unique = history.search("Math.*", 0, true);
        assertEquals(List.of(4, 5), unique.stream().map(CellHistory.Cell::number).toList());
        assertEquals(1, history.search("Math.max(*", 0, true).size());
    }

    @Test
    void globCharactersInBracketsAndRegexCharactersAreLiteral() {
        assertTrue(CellHistory.globPattern("a[*]b").matcher("a*b").matches());
        assertFalse(CellHistory.globPattern("a[*]b").matcher("axb").matches());
        assertTrue(CellHistory.globPattern("x.y+(z)").matcher("x.y+(z)").matches());
        assertFalse(CellHistory.globPattern("x.y").matcher("xzy").matches());
        assertTrue(CellHistory.globPattern("for*}").matcher("for (;;) {\n}").matches(), "* spans lines");
    }

    @Test
    void keepsTheLastCellsOnly() {
        CellHistory history = new CellHistory(3);
        for (int i = 1; i <= 5; i++) {
            history.ran(i, "cell " + i);
        }
        assertEquals(List.of("cell 3", "cell 4", "cell 5"), inputs(history.tail(0)));
        assertNull(history.tail(1).get(0).output());
    }
}
