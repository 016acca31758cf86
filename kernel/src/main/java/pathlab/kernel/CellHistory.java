package pathlab.kernel;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The cells this kernel ran, for {@code history_request} (JupyterLab's console and its ↑ key).
 *
 * <p>Idea: IPython keeps every cell in a database of sessions; a notebook kernel only needs the
 * session it is in, so this keeps the last {@link #LIMIT} cells of this session in memory, each
 * with its execution count, its source and the text of its value (if it showed one). The three
 * ways to ask mean what they mean in IPython: {@link #tail} the last n cells, {@link #range}
 * cells {@code start <= number < stop} of a session, {@link #search} the last n cells whose
 * source matches a glob ({@code *}, {@code ?}, {@code [a-z]}, {@code [^a-z]}, over the whole
 * source, case-sensitive, as SQLite's GLOB), optionally one per distinct source. Results are in
 * the order the cells ran.
 *
 * <p>Cost: O(cells kept) per question; memory bounded by {@link #LIMIT} cells. One instance per
 * kernel; its methods are synchronized (cells run on the shell thread, questions may come on any).
 * <pre>
 *   history.ran(3, "int x = 1 + 1");   history.showed(3, "2");
 *   history.tail(10);                  // [Cell(session 1, number 3, "int x = 1 + 1", "2")]
 * </pre>
 */
public final class CellHistory {

    /** How many cells are kept; older ones are forgotten first. */
    public static final int LIMIT = 1000;
    /** The session number this kernel reports: one session per kernel process. */
    public static final int SESSION = 1;

    /** One cell: its session, execution count, source and the text of its value (null if none). */
    public record Cell(int session, int number, String input, String output) {
    }

    private final int limit;
    private final Deque<Cell> cells = new ArrayDeque<>();

    public CellHistory() {
        this(LIMIT);
    }

    CellHistory(int limit) {
        assert limit > 0 : "a history keeps at least one cell";
        this.limit = limit;
    }

    /** Records that cell {@code number} ran {@code input} (before it runs, so failed cells count too). */
    public synchronized void ran(int number, String input) {
        if (cells.size() == limit) {
            cells.removeFirst();
        }
        cells.addLast(new Cell(SESSION, number, input, null));
    }

    /** Records the text of the value cell {@code number} showed (its {@code text/plain}). */
    public synchronized void showed(int number, String output) {
        Cell last = cells.peekLast();
        if (last != null && last.number() == number) {
            cells.removeLast();
            cells.addLast(new Cell(last.session(), number, last.input(), output));
        }
    }

    /** The last {@code n} cells (all if {@code n <= 0}). */
    public synchronized List<Cell> tail(int n) {
        return last(new ArrayList<>(cells), n);
    }

    /**
     * Cells {@code start <= number < stop} of {@code session} ({@code stop <= 0}: to the last
     * cell); {@code session <= 0} counts back from this session, as in IPython (0 is this one).
     */
    public synchronized List<Cell> range(int session, int start, int stop) {
        if (session != SESSION && session != 0) {
            return List.of(); // earlier sessions are not kept
        }
        return cells.stream().filter(c -> c.number() >= start && (stop <= 0 || c.number() < stop)).toList();
    }

    /** The last {@code n} cells (all if {@code n <= 0}) whose source matches {@code glob}; {@code unique}: the latest of each source. */
    public synchronized List<Cell> search(String glob, int n, boolean unique) {
        Pattern pattern = globPattern(glob == null || glob.isEmpty() ? "*" : glob);
        List<Cell> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        cells.descendingIterator().forEachRemaining(cell -> {
            if (pattern.matcher(cell.input()).matches() && (!unique || seen.add(cell.input()))) {
                found.add(0, cell);
            }
        });
        return last(found, n);
    }

    private static List<Cell> last(List<Cell> cells, int n) {
        return n <= 0 || n >= cells.size() ? cells : List.copyOf(cells.subList(cells.size() - n, cells.size()));
    }

    /** SQLite's GLOB as a regular expression: {@code *}, {@code ?}, {@code [...]} and {@code [^...]}; the rest literal. */
    static Pattern globPattern(String glob) {
        StringBuilder regex = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            int close = c == '[' ? glob.indexOf(']', i + 2) : -1;
            if (c == '*') {
                regex.append(".*");
            } else if (c == '?') {
                regex.append('.');
            } else if (close > 0) {
                String set = glob.substring(i + 1, close);
                boolean negated = set.startsWith("^");
                regex.append(negated ? "[^" : "[")
                        .append((negated ? set.substring(1) : set).replace("\\", "\\\\").replace("[", "\\["))
                        .append(']');
                i = close;
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }
}
