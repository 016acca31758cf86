package pathlab.kernel.evaluation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import jdk.jshell.DeclarationSnippet;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.UnresolvedReferenceException;
import jdk.jshell.VarSnippet;

/**
 * Evaluates notebook cells with JShell; knows nothing about Jupyter, so it is unit-testable.
 *
 * <p>Idea: a cell may hold several snippets ({@code import}s, a method, statements, a final
 * expression). We cut the cell into snippets ({@link CellSnippets}: JShell's own source analysis,
 * and the JDK's parser where that cannot decide), evaluate them in order and stop at the first
 * failure, which becomes a {@link CellException} with a readable report. If the cell ends with an expression written without a semicolon, its value
 * is returned (the object itself and JShell's text form), so the kernel can show it like
 * IPython shows {@code Out[n]}.
 *
 * <p>Start-up: building JShell and compiling the first snippet costs one to several seconds of
 * CPU (much more on a loaded machine). The constructor does that on a background thread
 * ("warm-up"), so the kernel can answer {@code kernel_info} at once; {@link #eval} waits for the
 * warm-up only when the first cell actually arrives.
 *
 * <p>Snippets run in-process on threads of the cell's own thread group (see
 * {@link CellExecutionControl}, {@link CellThreads}); {@link #interrupt()} may be called from any
 * thread and stops every thread the cells started.
 */
public final class Evaluator implements AutoCloseable {

    /** What a cell produced when its last snippet is an expression. */
    public record Value(Object object, String text) {
    }

    private final CellApi api;
    private final CellExecutionControl control = new CellExecutionControl();
    private final CompletableFuture<JShell> shell;
    private final Map<String, ErrorReport.Origin> origins = new ConcurrentHashMap<>();
    private volatile boolean interruptRequested;

    /** Starts warming up JShell in the background with the given library classpath. */
    public Evaluator(List<Path> classpath) {
        this(classpath, CellApi.PATHLAB);
    }

    /** The same, holding cells to the rules of {@code api}. */
    public Evaluator(List<Path> classpath, CellApi api) {
        this.api = api;
        this.shell = CompletableFuture.supplyAsync(() -> createShell(classpath), runnable -> {
            Thread warmUp = new Thread(runnable, "pathlab-jshell-warm-up");
            warmUp.setDaemon(true);
            warmUp.start();
        });
    }

    private JShell createShell(List<Path> classpath) {
        JShell jshell = JShell.builder()
                .executionEngine(new CellExecutionControl.Provider(control), Map.of())
                .compilerOptions("-Xlint:none")
                .build();
        ClassNameIndex.holdBack();   // built at the first completion, not in every kernel as it starts
        jshell.addToClasspath(kernelLocation());
        classpath.forEach(entry -> jshell.addToClasspath(entry.toAbsolutePath().toString()));
        for (String line : api.startup) {
            jshell.eval(line); // also compiles once, which is most of the warm-up
        }
        jshell.sourceCodeAnalysis().analyzeCompletion("1");
        return jshell;
    }

    /** Where this kernel's classes are (a jar or target/classes), so snippets can use its display functions. */
    private static String kernelLocation() {
        try {
            return Path.of(Evaluator.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (Exception e) {
            throw new IllegalStateException("cannot locate the kernel's classes", e);
        }
    }

    /** Waits for the warm-up to finish; useful to measure it. */
    public JShell ready() {
        try {
            return shell.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while JShell was starting", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("JShell could not start: " + e.getCause(), e.getCause());
        }
    }

    /** True once JShell is warmed up. */
    public boolean isReady() {
        return shell.isDone() && !shell.isCompletedExceptionally();
    }

    /**
     * Evaluates one cell.
     *
     * @param code       the cell's source
     * @param cellNumber the execution count, used in error messages ("cell [3], line 2")
     * @return the value of a trailing expression, or null if the cell ends with a statement
     *         or declaration
     * @throws CellException if a snippet does not compile, throws, or is interrupted
     */
    public Value eval(String code, int cellNumber) throws CellException {
        JShell jshell = ready();
        interruptRequested = false;
        control.beginCell(cellNumber);
        Value value = null;
        for (CellSnippets.Snippet snippet : CellSnippets.cut(jshell.sourceCodeAnalysis(), code)) {
            if (interruptRequested) {
                throw new CellException.CellInterrupted(false);
            }
            // Like IPython: "x + 1" at the end of a cell shows its value, "list.add(x);" does not
            // (JJava and IJava show both).
            boolean showValue = api == CellApi.JJAVA || !snippet.endsWithSemicolon();
            value = evalSnippet(jshell, snippet.source(), new ErrorReport.Origin(cellNumber, snippet.line()), showValue);
        }
        return value;
    }

    private Value evalSnippet(JShell jshell, String source, ErrorReport.Origin origin, boolean showValue)
            throws CellException {
        control.takeLastValue();
        List<SnippetEvent> events = jshell.eval(source);
        if (control.wasStopped()) {
            throw new CellException.CellInterrupted(control.wasAbandoned());
        }
        List<String> refused = control.takeRefusals();
        if (!refused.isEmpty()) {
            throw refusedCode(jshell, events, refused, origin);
        }
        Value value = null;
        for (SnippetEvent event : events) {
            if (event.causeSnippet() != null) {
                continue; // a dependent snippet updated as a side effect
            }
            Snippet snippet = event.snippet();
            origins.put(snippet.id(), origin);
            if (event.status() == Snippet.Status.REJECTED) {
                List<String> lines = ErrorReport.compileError(snippet, jshell.diagnostics(snippet).toList(), origin);
                throw new CellException.CompileError(lines.isEmpty() ? "compile error" : lines.get(0), lines);
            }
            if (event.exception() instanceof UnresolvedReferenceException unresolved) {
                throw unresolved(jshell, unresolved.getSnippet(), origin);
            }
            if (event.exception() != null) {
                List<String> lines = ErrorReport.runtimeError(event.exception(), origins);
                throw new CellException.SnippetException(
                        ErrorReport.className(event.exception()), lines.get(0), lines);
            }
            if (event.status() == Snippet.Status.RECOVERABLE_NOT_DEFINED && snippet instanceof DeclarationSnippet d) {
                throw unresolved(jshell, d, origin);
            }
            if (showValue && isExpression(snippet)) {
                Object object = control.takeLastValue();
                value = object == null && api == CellApi.JJAVA ? null : new Value(object, event.value());
            }
        }
        if (api == CellApi.JJAVA && events.stream().anyMatch(e -> e.causeSnippet() == null
                && e.snippet().kind() == Snippet.Kind.IMPORT)) {
            List<String> earlier = jshell.variables()
                    .filter(v -> v.subKind() != Snippet.SubKind.TEMP_VAR_EXPRESSION_SUBKIND) // $1, $2: values shown
                    .filter(v -> origins.containsKey(v.id()) && origins.get(v.id()).cell() < origin.cell())
                    .map(VarSnippet::name).toList();
            if (!earlier.isEmpty()) {
                throw importAfterVariables(earlier, origin);
            }
        }
        return value;
    }

    /**
     * The cell's declarations whose classes were refused are dropped, so that later cells that
     * use them do not compile ("cannot find symbol"), as if the cell had never declared them;
     * JShell itself takes them for declared.
     */
    private static CellException refusedCode(JShell jshell, List<SnippetEvent> events, List<String> refused,
                                             ErrorReport.Origin origin) {
        for (SnippetEvent event : events) {
            if (event.causeSnippet() == null && event.snippet() instanceof DeclarationSnippet declaration
                    && jshell.status(declaration).isActive()) {
                jshell.drop(declaration);
            }
        }
        return new CellException.CodeRefused(refused, origin.firstLine());
    }

    /**
     * Grading: from now on a class compiled from a cell that has problems under {@code policy}
     * is not loaded, and its cell fails with a {@link CellException.CodeRefused} listing them.
     */
    public void refuseClasses(CodePolicy policy) {
        control.refuseClasses(policy);
    }

    /**
     * An import in a cell after cells that declared variables. This kernel keeps them; JJava can
     * reset them to null (seen with a library package's import after another snippet of the
     * cell), so a later cell fails there. Imports in a notebook's first cell never have that risk.
     */
    private static CellException importAfterVariables(List<String> variables, ErrorReport.Origin origin) {
        String line = origin.describe(0) + ": error: an import after earlier cells declared variables ("
                + String.join(", ", variables) + "), which JJava can reset to null";
        return new CellException.CompileError(line, List.of(line,
                "    put the notebook's imports in its first code cell, before any declaration"));
    }

    private static CellException unresolved(JShell jshell, DeclarationSnippet snippet, ErrorReport.Origin origin) {
        List<String> missing = jshell.unresolvedDependencies(snippet).toList();
        String line = origin.describe(0) + ": error: " + snippet.name() + " uses " + String.join(", ", missing)
                + ", which is not declared yet";
        return new CellException.CompileError(line, List.of(line, "    declare it (run its cell) first, then run this cell again"));
    }

    /** A bare expression ("1 + 1", "image", "x") rather than a declaration or statement. */
    private static boolean isExpression(Snippet snippet) {
        return snippet.subKind() == Snippet.SubKind.TEMP_VAR_EXPRESSION_SUBKIND
                || snippet.subKind() == Snippet.SubKind.VAR_VALUE_SUBKIND;
    }

    /** Stops the running cell and every thread cells started; the cell ends with CellInterrupted. */
    public void interrupt() {
        interruptRequested = true;
        control.stop();
    }

    /** Completion candidates at {@code cursor}; {@code anchor[0]} receives where they start. */
    public List<String> complete(String code, int cursor, int[] anchor) {
        JShell jshell = ready();
        ClassNameIndex.release();
        List<String> result = new ArrayList<>(new LinkedHashSet<>(
                jshell.sourceCodeAnalysis().completionSuggestions(code, cursor, anchor).stream()
                        .map(SourceCodeAnalysis.Suggestion::continuation).toList()));
        result.sort(null);
        return result;
    }

    /**
     * Whether a console front end may run {@code code} now: "complete", "incomplete",
     * "invalid", or "unknown" while JShell is still warming up (never blocks).
     */
    public String completeness(String code) {
        if (!isReady()) {
            return "unknown";
        }
        return CellSnippets.completeness(ready().sourceCodeAnalysis(), code);
    }

    /** Length of the leading whitespace and comments of a snippet. */
    static int leadingCommentsAndSpace(String s) {
        int i = 0;
        while (i < s.length()) {
            if (Character.isWhitespace(s.charAt(i))) {
                i++;
            } else if (s.startsWith("//", i)) {
                int end = s.indexOf('\n', i);
                i = end < 0 ? s.length() : end + 1;
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? s.length() : end + 2;
            } else {
                break;
            }
        }
        return i;
    }

    @Override
    public void close() {
        if (isReady()) {
            ready().close();
        }
    }
}
