package pathlab.picture;

import pathlab.io.HtmlText;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * A tablesaw table as an HTML table, for a notebook: {@code display(HtmlTable.of(table), "text/html")}.
 *
 * <p>Idea: a text table ({@code table.printAll()}) is as wide as its longest row and the notebook
 * wraps it mid-row, even mid-number, on a laptop screen. As HTML, every cell keeps its content on
 * one line, numbers line up on the right, and a table wider than the page scrolls sideways inside
 * its own box instead of wrapping. The table's name is its caption.
 *
 * <p>Plain HTML with inline styles only (no script, no style sheet), so it shows the same in
 * JupyterLab, Notebook 7, VS Code, GitHub's viewer and an untrusted notebook. Deterministic: the
 * same table is the same text on every run. Cost: linear in the number of cells.
 */
public final class HtmlTable {
    private static final String BOX = "overflow-x:auto;max-width:100%";
    private static final String TABLE = "border-collapse:collapse;font-size:0.9em;margin:0.2em 0";
    private static final String CELL = "white-space:nowrap;padding:0.1em 0.6em;border-bottom:1px solid #ddd;text-align:";

    private HtmlTable() {}

    /** Every row of the table. */
    public static String of(Table table) {
        return of(table, table.rowCount());
    }

    /** The first {@code maxRows} rows; the caption says how many were left out. */
    public static String of(Table table, int maxRows) {
        if (maxRows < 0) throw new IllegalArgumentException("maxRows must be at least 0, not " + maxRows);
        int shown = Math.min(maxRows, table.rowCount());
        StringBuilder h = new StringBuilder("<div style=\"").append(BOX).append("\"><table style=\"").append(TABLE).append("\">\n");
        h.append("<caption style=\"text-align:left;font-weight:bold\">").append(HtmlText.escape(caption(table, shown)))
                .append("</caption>\n<thead><tr>");
        for (Column<?> column : table.columns()) {
            h.append(cell("th", column, column.name()));
        }
        h.append("</tr></thead>\n<tbody>\n");
        for (int row = 0; row < shown; row++) {
            h.append("<tr>");
            for (Column<?> column : table.columns()) {
                h.append(cell("td", column, column.getString(row)));
            }
            h.append("</tr>\n");
        }
        return h.append("</tbody></table></div>\n").toString();
    }

    private static String caption(Table table, int shown) {
        String name = table.name() == null ? "" : table.name();
        int left = table.rowCount() - shown;
        return left == 0 ? name : name + " (first " + shown + " of " + table.rowCount() + " rows)";
    }

    private static String cell(String tag, Column<?> column, String text) {
        String align = column.type().equals(ColumnType.STRING) ? "left" : "right";
        return "<" + tag + " style=\"" + CELL + align + "\">" + HtmlText.escape(text) + "</" + tag + ">";
    }
}
