package pathlab.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import pathlab.graph.FileFormatException;

/**
 * A listing written by hand in the lecture's notation, read back into its steps, so that
 * {@link ListingCheck} can compare it with the search's own trace: the exam question of the
 * lecture ("list the iterations of Dijkstra / A* on this graph") as text a program can mark.
 *
 * <pre>
 *   initial
 *   C: ϕ
 *   O: A(ϕ,0)
 *   [1] N: A
 *   C: A(ϕ,0)
 *   O: B(A,3) C(A,5) D(A,9)
 *   U: E, F
 *   ...
 *   Final path: A B C D E F (cost 14)
 * </pre>
 *
 * What is accepted: {@link Listing}'s own format, and what a hand types for it. Dijkstra records
 * {@code B(A,3)}, A* records {@code B(A,3,19)} (the notation says which), spaces anywhere
 * between the parts, records separated by spaces or commas; "none" ({@code ϕ}) also typed as
 * {@code -}, {@code phi} or nothing; blank lines and lines starting with {@code #} are skipped;
 * a step's lines may also stand on one line ({@code [1] N: A  C: A(ϕ,0)  O: B(A,3)}), as the
 * lecture's slides print them. The {@code U:} line and the final path are optional; a step needs
 * its {@code C:} and {@code O:} lines. Bad text is a {@link FileFormatException} whose message is
 * one line naming the line and the problem.
 *
 * <p>{@link #parseLines} reads loose lines instead, for a prediction of one step
 * ({@link Predict}): any of {@code N: C}, {@code C: ...}, {@code O: ...}, {@code U: ...}, or
 * records by themselves. Cost: O(length of the text).
 */
public final class HandListing {
    /** A record as written: node, the node its connection leaves ({@code null} for ϕ), the costs. */
    public record Record(String node, String from, double costSoFar, double estimatedTotalCost, String text) {
        /** The record as the lecture writes it, whatever spacing it was typed with. */
        @Override
        public String toString() {
            return text;
        }
    }

    /**
     * One step as written: iteration 0 is {@code initial}. A list not written is {@code null};
     * {@code records} are records written outside any list (in a prediction only).
     */
    public record Step(int iteration, String current, List<Record> closed, List<Record> open,
                       List<String> unvisited, List<Record> records, int line) {}

    // A step's parts start with one of these markers, at the start of a line or after a space.
    private static final Pattern MARKER = Pattern.compile("(?:^|(?<=\\s))(initial\\b|\\[\\s*\\d+\\s*]|[NCOU]\\s*:)");
    private static final Pattern RECORD = Pattern.compile(
            "([^\\s(),:]+)\\s*\\(\\s*([^\\s(),]*)\\s*,\\s*([-+]?[0-9.]+)\\s*(?:,\\s*([-+]?[0-9.]+)\\s*)?\\)");
    private static final Pattern FINAL_PATH = Pattern.compile("(?i)final path\\s*:.*|no path\\s*");

    private final List<Step> steps;
    private final String finalPath;

    private HandListing(List<Step> steps, String finalPath) {
        this.steps = steps;
        this.finalPath = finalPath;
    }

    /** The steps in order: the first is {@code initial}, then [1], [2], ... */
    public List<Step> steps() {
        return steps;
    }

    /** The last line, {@code Final path: ... (cost c)} or {@code No path}; {@code null} if not written. */
    public String finalPath() {
        return finalPath;
    }

    /**
     * Reads a whole listing; {@code name} names it in messages ("your Dijkstra listing").
     *
     * @throws FileFormatException for text that is not a listing, naming the line and the problem
     */
    public static HandListing parse(String text, Notation notation, String name) {
        Reader reader = new Reader(notation, name);
        List<Step> steps = new ArrayList<>();
        String finalPath = null;
        String[] lines = text.split("\\R", -1);
        for (int n = 1; n <= lines.length; n++) {
            String line = lines[n - 1].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (finalPath != null) {
                throw reader.error(n, "'" + line + "' comes after the final path, which ends the listing");
            }
            if (FINAL_PATH.matcher(line).matches()) {
                finalPath = line;
                continue;
            }
            reader.line(line, n, steps, true);
        }
        if (steps.isEmpty()) {
            throw reader.error(0, "there is no step: a listing starts with 'initial', then C: and O: lines");
        }
        for (Step s : steps) {
            reader.complete(s);
        }
        return new HandListing(List.copyOf(steps), finalPath);
    }

    /**
     * Reads loose lines that predict one step: its {@code N:} line and any of its lists or records.
     * The result's iteration is the given one; the {@code [k]} of a line, if written, must match it.
     */
    public static Step parseLines(int iteration, Notation notation, String... lines) {
        Reader reader = new Reader(notation, "your prediction");
        List<Step> steps = new ArrayList<>(List.of(new Step(iteration, null, null, null, null, List.of(), 1)));
        for (int n = 1; n <= lines.length; n++) {
            String line = lines[n - 1] == null ? "" : lines[n - 1].strip();
            if (!line.isEmpty()) {
                reader.line(line, n, steps, false);
            }
        }
        return steps.get(0);
    }

    /** Reads lines into steps, remembering the notation for the records' fields. */
    private static final class Reader {
        private final Notation notation;
        private final String name;

        Reader(Notation notation, String name) {
            this.notation = notation;
            this.name = name;
        }

        FileFormatException error(int line, String problem) {
            return new FileFormatException(name, line, problem);
        }

        /** Adds one line's parts to the last step, or starts a step (a whole listing only). */
        void line(String line, int n, List<Step> steps, boolean listing) {
            Matcher m = MARKER.matcher(line);
            if (!m.find() || m.start() > 0) {
                if (listing) {
                    throw error(n, "'" + line + "' is not part of a listing: a line starts with initial, [k] N:, C:, O: or U:");
                }
                Step s = steps.get(0);
                List<Record> more = new ArrayList<>(s.records());
                more.addAll(records(line, n));
                steps.set(0, new Step(s.iteration(), s.current(), s.closed(), s.open(), s.unvisited(), List.copyOf(more), s.line()));
                return;
            }
            List<int[]> parts = new ArrayList<>();   // each marker's start, its end
            do {
                parts.add(new int[] {m.start(1), m.end(1)});
            } while (m.find());
            for (int i = 0; i < parts.size(); i++) {
                String marker = line.substring(parts.get(i)[0], parts.get(i)[1]).replaceAll("\\s", "");
                int end = i + 1 < parts.size() ? parts.get(i + 1)[0] : line.length();
                part(marker, line.substring(parts.get(i)[1], end).strip(), n, steps, listing);
            }
        }

        private void part(String marker, String content, int n, List<Step> steps, boolean listing) {
            if (marker.equals("initial") || marker.startsWith("[")) {
                int iteration = marker.equals("initial") ? 0 : Integer.parseInt(marker.substring(1, marker.length() - 1));
                if (!content.isEmpty()) {
                    throw error(n, "'" + content + "' after " + marker + ": write " + (iteration == 0 ? "initial" : "[k] N: X")
                            + " and then the C: and O: lines");
                }
                if (!listing) {
                    if (iteration != steps.get(0).iteration()) {
                        throw error(n, marker + " is not the iteration predicted, [" + steps.get(0).iteration() + "]");
                    }
                    return;
                }
                int expected = steps.size();
                if (iteration != expected) {
                    throw error(n, (iteration == 0 ? "initial" : "[" + iteration + "]") + " where "
                            + (expected == 0 ? "initial" : "[" + expected + "]") + " belongs: the listing starts with initial, "
                            + "then numbers the iterations 1, 2, 3, ...");
                }
                steps.add(new Step(iteration, null, null, null, null, List.of(), n));
                return;
            }
            if (steps.isEmpty()) {
                throw error(n, marker + " comes before the first step: start with 'initial'");
            }
            Step s = steps.get(steps.size() - 1);
            char list = marker.charAt(0);
            if (list == 'N') {
                if (!content.matches("[^\\s(),:]+")) {
                    throw error(n, "N: '" + content + "' is not one node's name");
                }
                if (s.current() != null || s.iteration() == 0 && listing) {
                    throw error(n, s.iteration() == 0 ? "the initial state has no current node" : "a second N: line in [" + s.iteration() + "]");
                }
                steps.set(steps.size() - 1, new Step(s.iteration(), content, s.closed(), s.open(), s.unvisited(), s.records(), s.line()));
                return;
            }
            if (listing && s.iteration() > 0 && s.current() == null) {
                throw error(n, marker + " before the N: line of [" + s.iteration() + "]: write [" + s.iteration() + "] N: X first");
            }
            List<Record> records = list == 'U' ? null : records(content, n);
            List<String> names = list == 'U' ? names(content) : null;
            if ((list == 'C' ? s.closed() : list == 'O' ? s.open() : s.unvisited()) != null) {
                throw error(n, "a second " + list + ": line in " + stepName(s));
            }
            steps.set(steps.size() - 1, new Step(s.iteration(), s.current(),
                    list == 'C' ? records : s.closed(), list == 'O' ? records : s.open(),
                    list == 'U' ? names : s.unvisited(), s.records(), s.line()));
        }

        /** A listing's step needs its current node (after initial) and both lists. */
        void complete(Step s) {
            for (String list : new String[] {"C", "O"}) {
                if ((list.equals("C") ? s.closed() : s.open()) == null) {
                    throw error(s.line(), stepName(s) + " has no " + list + ": line (write " + list + ": ϕ for an empty list)");
                }
            }
        }

        private static String stepName(Step s) {
            return s.iteration() == 0 ? "the initial state" : "[" + s.iteration() + "]";
        }

        /** The records of one list: ϕ, -, phi or nothing for none. */
        List<Record> records(String content, int n) {
            List<Record> out = new ArrayList<>();
            if (isNone(content)) {
                return out;
            }
            Matcher m = RECORD.matcher(content);
            int at = 0;
            while (true) {
                while (at < content.length() && (Character.isWhitespace(content.charAt(at)) || content.charAt(at) == ',')) {
                    at++;
                }
                if (at == content.length()) {
                    return out;
                }
                if (!m.find(at) || m.start() != at) {
                    String rest = content.substring(at).split("\\s+")[0];
                    throw error(n, "'" + rest + "' is not a record like " + example());
                }
                out.add(record(m, n));
                at = m.end();
            }
        }

        private Record record(Matcher m, int n) {
            boolean astar = notation == Notation.ASTAR;
            String typed = m.group(0).replaceAll("\\s", "");
            if (astar && m.group(4) == null) {
                throw error(n, typed + " has no estimated-total-cost: A* records are written like " + example());
            }
            if (!astar && m.group(4) != null) {
                throw error(n, typed + " has three fields: Dijkstra's records are written like " + example()
                        + " (node, from, cost-so-far)");
            }
            String from = isNone(m.group(2)) ? null : m.group(2);
            double costSoFar = number(m.group(3), typed, n);
            double total = astar ? number(m.group(4), typed, n) : costSoFar;
            String text = m.group(1) + "(" + (from == null ? Listing.NONE : from) + "," + m.group(3)
                    + (astar ? "," + m.group(4) : "") + ")";
            return new Record(m.group(1), from, costSoFar, total, text);
        }

        private double number(String text, String record, int n) {
            try {
                return Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw error(n, "'" + text + "' in " + record + " is not a number");
            }
        }

        private String example() {
            return notation == Notation.ASTAR ? "B(A,3,19)" : "B(A,3)";
        }

        private static List<String> names(String content) {
            return isNone(content) ? List.of() : List.of(content.split("[\\s,]+"));
        }

        private static boolean isNone(String text) {
            String t = text.strip();
            return t.isEmpty() || t.equals(Listing.NONE) || t.equals("-") || t.equalsIgnoreCase("phi") || t.equals("φ");
        }
    }
}
