package pathlab.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class HtmlTableTest {
    private static Table sample() {
        return Table.create("heuristics",
                StringColumn.create("heuristic", "octile", "<zero & co>"),
                DoubleColumn.create("expanded", 1812.0, 33.5));
    }

    @Test
    void everyCellStaysOnOneLineAndNumbersAlignRight() {
        String html = HtmlTable.of(sample());
        assertTrue(html.contains("<caption style=\"text-align:left;font-weight:bold\">heuristics</caption>"), html);
        assertEquals(6, html.split("white-space:nowrap", -1).length - 1, "two headers and four cells: " + html);
        assertTrue(html.contains("text-align:right\">1812</td>") || html.contains("text-align:right\">1812.0</td>"), html);
        assertTrue(html.contains("text-align:left\">octile</td>"), html);
    }

    @Test
    void textIsEscapedAndNothingRuns() {
        String html = HtmlTable.of(sample());
        assertTrue(html.contains("&lt;zero &amp; co&gt;"), html);
        assertFalse(html.contains("<script"), html);
        assertFalse(html.contains("<style"), html);
    }

    @Test
    void aShortenedTableSaysHowManyRowsItShows() {
        String html = HtmlTable.of(sample(), 1);
        assertTrue(html.contains("heuristics (first 1 of 2 rows)"), html);
        assertFalse(html.contains("zero"), html);
        assertEquals(HtmlTable.of(sample()), HtmlTable.of(sample()), "the same table is the same text");
    }

    @Test
    void aNegativeRowCountIsRefusedWithItsValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HtmlTable.of(sample(), -1));
        assertEquals("maxRows must be at least 0, not -1", e.getMessage());
    }
}
