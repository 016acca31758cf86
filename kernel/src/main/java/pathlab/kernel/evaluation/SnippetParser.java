package pathlab.kernel.evaluation;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Where the first snippet of a piece of a cell ends, found with the JDK's own Java parser: what
 * the kernel asks when JShell's source analysis cannot decide.
 *
 * <p>Idea: JShell 17's analysis calls some valid code of "unknown" completeness (a switch rule
 * whose body is a {@code throw}: {@code default -> throw new X();}), and JShell, given more than
 * one snippet, evaluates the first and drops the rest without a word. So here a snippet may end
 * only where a {@code ;} or a {@code }} closes something at the top level (outside brackets,
 * strings and comments), or at the end of the code. The text up to such a place is parsed as
 * javac would parse it in each place JShell accepts code: an import, a class member, a statement
 * of a method body, an expression. The first snippet is the longest such text that parses as
 * exactly one snippet, so {@code if (..) {..} else {..}} and {@code new Object() {..}.toString();}
 * stay whole; the search stops at the first text that parses as two snippets, or at a whole
 * snippet's {@code ;} that no {@code else} follows.
 * <pre>
 *   int end = SnippetParser.firstSnippetEnd(code);   // -1: no text up to a possible end parses
 *   String first = code.substring(0, end);
 *   assert SnippetParser.snippetsIn(first) == 1;
 * </pre>
 *
 * <p>Cost: a parse (a few milliseconds of CPU) in up to four places for each possible end up to
 * the one that closes the snippet, and one more after a {@code }}; only code JShell cannot
 * analyse pays it. Parsing runs
 * no annotation processor and compiles nothing: it cannot change the session.
 */
final class SnippetParser {

    private static final JavaCompiler JAVAC = ToolProvider.getSystemJavaCompiler();
    /** Made once: making it is most of the cost of a parse. Parsing reads no file through it. */
    private static final StandardJavaFileManager FILES = JAVAC.getStandardFileManager(null, null, StandardCharsets.UTF_8);

    /**
     * The places where JShell accepts code, each as a compilation unit around the code and the
     * trees of that unit that are the code's snippets, in order; the most common first.
     */
    private enum Place {
        STATEMENT("class Cell { void cell() {\n", "\n} }",
                unit -> new ArrayList<Tree>(((MethodTree) onlyClass(unit).getMembers().get(0)).getBody().getStatements())),
        MEMBER("class Cell {\n", "\n}", unit -> new ArrayList<Tree>(onlyClass(unit).getMembers())),
        EXPRESSION("class Cell { Object cell = (\n", "\n); }", unit -> List.of(onlyClass(unit).getMembers().get(0))),
        // Only imports before the class: JDK 25 would also take top-level methods and fields
        // as the members of an implicitly declared class.
        IMPORT("", "\nclass Cell {}", unit -> unit.getTypeDecls().size() == 1
                && unit.getTypeDecls().get(0) instanceof ClassTree only && only.getSimpleName().contentEquals("Cell")
                && only.getMembers().isEmpty() ? new ArrayList<Tree>(unit.getImports()) : null);

        final String before;
        final String after;
        final Function<CompilationUnitTree, List<Tree>> snippets;

        Place(String before, String after, Function<CompilationUnitTree, List<Tree>> snippets) {
            this.before = before;
            this.after = after;
            this.snippets = snippets;
        }

        private static ClassTree onlyClass(CompilationUnitTree unit) {
            return (ClassTree) unit.getTypeDecls().get(0);
        }
    }

    private SnippetParser() {
    }

    /**
     * The length of the longest start of {@code code} that is exactly one snippet, ending where
     * one may end; -1 if no start of it parses (then the code has a syntax error in its first
     * snippet, which JShell's compiler explains best).
     */
    static int firstSnippetEnd(String code) {
        int longest = -1;
        for (int end : possibleEnds(code)) {
            int snippets = snippetsIn(code.substring(0, end));
            if (snippets == 1) {
                longest = end;
                if (code.charAt(end - 1) == ';' && !nextWordIs(code, end, "else")) {
                    break; // after a whole snippet's ';' only an 'else' can go on with it
                }
            } else if (snippets > 1) {
                break;
            }
        }
        assert longest == -1 || snippetsIn(code.substring(0, longest)) == 1 : "the first snippet is not one snippet";
        return longest;
    }

    /**
     * How many snippets {@code code} holds where it parses with the fewest (an import, members,
     * statements or one expression); 0 for blank code or comments alone; -1 where it parses in
     * no place JShell accepts code.
     */
    static int snippetsIn(String code) {
        if (Evaluator.leadingCommentsAndSpace(code) == code.length()) {
            return 0;
        }
        int fewest = -1;
        boolean imports = code.startsWith("import", Evaluator.leadingCommentsAndSpace(code));
        for (Place place : Place.values()) {
            if (place == Place.IMPORT && !imports) {
                continue;
            }
            int snippets = snippetsAt(place, code);
            if (snippets == 1) {
                return 1; // none can be fewer: no need to parse it elsewhere
            }
            if (snippets > 0 && (fewest < 0 || snippets < fewest)) {
                fewest = snippets;
            }
        }
        return fewest;
    }

    /** The snippets {@code code} holds parsed in {@code place}, or -1 if it does not parse there. */
    private static synchronized int snippetsAt(Place place, String code) { // one file manager: one parse at a time
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///Cell.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return place.before + code + place.after;
            }
        };
        JavacTask task = (JavacTask) JAVAC.getTask(new StringWriter(), FILES, diagnostics,
                List.of("-proc:none", "-Xlint:none"), null, List.of(file));
        CompilationUnitTree unit;
        try {
            unit = task.parse().iterator().next();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // the file is a string: cannot happen
        }
        if (diagnostics.getDiagnostics().stream().anyMatch(d -> d.getKind() == Diagnostic.Kind.ERROR)) {
            return -1;
        }
        List<Tree> trees = place.snippets.apply(unit);
        return trees == null ? -1 : distinct(trees, Trees.instance(task).getSourcePositions(), unit);
    }

    /**
     * How many snippets the trees are: {@code int a = 1, b = 2;} is two variable trees but one
     * snippet, since the second begins before the first ends.
     */
    private static int distinct(List<Tree> trees, SourcePositions positions, CompilationUnitTree unit) {
        int snippets = 0;
        long end = -1;
        for (Tree tree : trees) {
            if (positions.getStartPosition(unit, tree) >= end) {
                snippets++;
            }
            end = Math.max(end, positions.getEndPosition(unit, tree));
        }
        return snippets;
    }

    /**
     * The places where a snippet may end: just after a {@code ;} or a {@code }} outside any
     * bracket, string, character or comment, and the end of the code if something precedes it
     * there (an expression without a semicolon).
     */
    static List<Integer> possibleEnds(String code) {
        List<Integer> ends = new ArrayList<>();
        int depth = 0;
        int lastEnd = 0;
        int i = 0;
        while (i < code.length()) {
            char c = code.charAt(i);
            if (code.startsWith("//", i)) {
                int newline = code.indexOf('\n', i);
                i = newline < 0 ? code.length() : newline + 1;
            } else if (code.startsWith("/*", i)) {
                int close = code.indexOf("*/", i + 2);
                i = close < 0 ? code.length() : close + 2;
            } else if (code.startsWith("\"\"\"", i)) {
                i = closing(code, i + 3, "\"\"\"");
            } else if (c == '"' || c == '\'') {
                i = closing(code, i + 1, String.valueOf(c));
            } else {
                if (c == '(' || c == '[' || c == '{') {
                    depth++;
                } else if (c == ')' || c == ']' || c == '}') {
                    depth = Math.max(0, depth - 1);
                }
                i++;
                if (depth == 0 && (c == ';' || c == '}')) {
                    ends.add(i);
                    lastEnd = i;
                }
            }
        }
        if (Evaluator.leadingCommentsAndSpace(code.substring(lastEnd)) < code.length() - lastEnd) {
            ends.add(code.length());
        }
        return ends;
    }

    private static boolean nextWordIs(String code, int from, String word) {
        int start = from + Evaluator.leadingCommentsAndSpace(code.substring(from));
        int end = start + word.length();
        return code.startsWith(word, start) && (end == code.length() || !Character.isJavaIdentifierPart(code.charAt(end)));
    }

    /** Just after the {@code quote} that closes a literal whose text starts at {@code from}. */
    private static int closing(String code, int from, String quote) {
        int i = from;
        while (i < code.length()) {
            if (code.charAt(i) == '\\') {
                i += 2;
            } else if (code.startsWith(quote, i)) {
                return i + quote.length();
            } else if (code.charAt(i) == '\n' && quote.length() == 1) {
                return i; // an unclosed string or character ends with its line, as for javac
            } else {
                i++;
            }
        }
        return code.length();
    }
}
