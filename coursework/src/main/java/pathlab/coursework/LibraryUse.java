package pathlab.coursework;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds where a submission's cells use library code that the assignment asks the student to
 * write: A1 asks for your own search, so a cell that calls {@code new AStar(...)} or
 * {@code Dijkstra} earns nothing for the tests of that search, whatever they print.
 *
 * <p>How: in each cell's source, comments and string and character literals are blanked out,
 * then the assignment's library names are looked for as whole words, except names the student
 * declares (a class of their own called {@code Dijkstra} is theirs). This is a check against
 * mistaking the library for one's own work, not against a determined cheat (reflection would
 * pass it); the notebooks say which classes each assignment leaves to the student.
 *
 * <p>The grader hands the cells over as one text, each cell after a line {@code //// cell N}.
 */
public final class LibraryUse {
    private static final String CELL_MARK = "//// cell ";
    private static final Pattern COMMENTS_AND_LITERALS = Pattern.compile(
            "//[^\\n]*|/\\*.*?\\*/|\"\"\"(?:.|\\n)*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])*'",
            Pattern.DOTALL);
    private static final Pattern DECLARATION = Pattern.compile("\\b(?:class|interface|record|enum)\\s+(\\w+)");

    private LibraryUse() {}

    /**
     * One line per use, e.g. {@code cell 7 uses the library's AStar}, in cell order; empty when
     * the cells use none of the assignment's library parts.
     */
    public static List<String> find(Assignment assignment, String cells) {
        List<String> declared = new ArrayList<>();
        Matcher d = DECLARATION.matcher(blankOut(cells));
        while (d.find()) {
            declared.add(d.group(1));
        }
        List<String> uses = new ArrayList<>();
        String cell = "?";
        StringBuilder source = new StringBuilder();
        for (String line : (cells + "\n" + CELL_MARK + "end").split("\n", -1)) {
            if (line.startsWith(CELL_MARK)) {
                uses.addAll(usesIn(assignment, declared, cell, source.toString()));
                cell = line.substring(CELL_MARK.length()).trim();
                source.setLength(0);
            } else {
                source.append(line).append('\n');
            }
        }
        return uses;
    }

    private static List<String> usesIn(Assignment assignment, List<String> declared, String cell, String source) {
        String code = blankOut(source);
        List<String> uses = new ArrayList<>();
        for (String name : assignment.libraryParts()) {
            boolean method = name.startsWith(".");
            Pattern use = method ? Pattern.compile("\\.\\s*" + Pattern.quote(name.substring(1)) + "\\s*\\(")
                    : Pattern.compile("\\b" + Pattern.quote(name) + "\\b");
            if (!declared.contains(name) && use.matcher(code).find()) {
                uses.add("cell " + cell + " uses the library's " + (method ? name.substring(1) + "(...)" : name));
            }
        }
        return uses;
    }

    /** The source with comments and literals replaced by spaces. */
    static String blankOut(String source) {
        Matcher m = COMMENTS_AND_LITERALS.matcher(source);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(m.group().replaceAll("[^\\n]", " ")));
        }
        m.appendTail(out);
        return out.toString();
    }
}
