package pathlab.kernel.evaluation;

import java.util.ArrayList;
import java.util.List;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.SourceCodeAnalysis.Completeness;

/**
 * A cell cut into the snippets JShell evaluates one at a time: imports, declarations,
 * statements and a last expression.
 *
 * <p>Idea: JShell's own source analysis says where each snippet ends. Where it cannot decide
 * ("unknown" completeness, which JShell 17 says of valid code such as a switch rule that
 * throws), {@link SnippetParser} finds the end with the JDK's Java parser, because JShell given
 * two snippets at once would run the first and drop the second without a word. Code that is
 * incomplete, or that no parser can place, is left as one last snippet, so that JShell's
 * compiler says what is wrong at its line; nothing of the cell is ever left out.
 * <pre>
 *   for (CellSnippets.Snippet s : CellSnippets.cut(jshell.sourceCodeAnalysis(), code)) {
 *       jshell.eval(s.source());   // s.line(): the cell's line where it starts
 *   }
 * </pre>
 *
 * <p>Cost: one analysis a snippet (JShell's, about a millisecond); code that JShell cannot
 * analyse also pays {@link SnippetParser}'s parses.
 */
final class CellSnippets {

    /**
     * One snippet: the cell's text of it, its source as JShell gets it (from its first line of
     * code; JShell may have added a semicolon), and the cell's line where that code starts.
     */
    record Snippet(String typed, String source, int line) {

        /** Whether it was typed ending with a semicolon, which hides an expression's value. */
        boolean endsWithSemicolon() {
            return typed.strip().endsWith(";");
        }
    }

    private CellSnippets() {
    }

    /** The cell's snippets in order; none for a cell of blanks and comments. */
    static List<Snippet> cut(SourceCodeAnalysis analysis, String code) {
        List<Snippet> snippets = new ArrayList<>();
        String remaining = code;
        while (!remaining.isBlank()) {
            SourceCodeAnalysis.CompletionInfo info = analysis.analyzeCompletion(remaining);
            if (info.completeness() == Completeness.EMPTY) {
                break;
            }
            int end = endOfFirst(info, remaining);
            String typed = remaining.substring(0, end);
            // JShell's source may end with a semicolon it added; the parser's is the text as typed.
            String source = info.completeness() == Completeness.UNKNOWN || !info.completeness().isComplete()
                    ? typed : info.source();
            remaining = remaining.substring(end);
            // JShell numbers lines from the first line of code, so drop leading blank lines and
            // comments and remember on which cell line the code starts.
            int cellOffset = code.length() - remaining.length() - typed.length() + Evaluator.leadingCommentsAndSpace(typed);
            snippets.add(new Snippet(typed, source.substring(Evaluator.leadingCommentsAndSpace(source)),
                    lineOf(code, cellOffset)));
        }
        return snippets;
    }

    /** Where the first snippet of {@code code} ends: JShell's answer, else the parser's, else the end. */
    private static int endOfFirst(SourceCodeAnalysis.CompletionInfo info, String code) {
        if (info.completeness() == Completeness.UNKNOWN) {
            int end = SnippetParser.firstSnippetEnd(code);
            return end > 0 ? end : code.length(); // a syntax error: the compiler explains it
        }
        return info.completeness().isComplete() ? code.length() - info.remaining().length() : code.length();
    }

    /**
     * Whether a console front end may run {@code code} now: "complete", "incomplete" (it waits
     * for more lines) or "invalid".
     */
    static String completeness(SourceCodeAnalysis analysis, String code) {
        String remaining = code;
        while (!remaining.isBlank()) {
            SourceCodeAnalysis.CompletionInfo info = analysis.analyzeCompletion(remaining);
            switch (info.completeness()) {
                case COMPLETE, COMPLETE_WITH_SEMI -> remaining = info.remaining();
                case EMPTY -> remaining = "";
                case DEFINITELY_INCOMPLETE, CONSIDERED_INCOMPLETE -> {
                    return "incomplete";
                }
                default -> {
                    int end = SnippetParser.firstSnippetEnd(remaining);
                    if (end < 0) {
                        return "invalid";
                    }
                    remaining = remaining.substring(end);
                }
            }
        }
        return "complete";
    }

    private static int lineOf(String code, int offset) {
        return 1 + (int) code.substring(0, offset).chars().filter(c -> c == '\n').count();
    }
}
