package pathlab.kernel.evaluation;

import java.util.List;

/**
 * A cell that failed, already formatted for a student to read.
 *
 * <p>Idea: the evaluator turns JShell's raw results (diagnostics, {@code EvalException}s,
 * a stopped snippet, a class grading refused) into one of the subclasses below, each carrying the lines to show.
 * The simple class name becomes the error name Jupyter displays ({@code CompileError},
 * {@code SnippetException}, {@code CodeRefused}, {@code CellInterrupted}); the message is one short line and
 * {@link #lines()} is the full report (source line with caret, or the exception and the stack
 * frames that belong to the notebook and the library, never the kernel's own).
 */
public abstract class CellException extends Exception {

    private final List<String> lines;

    CellException(String message, List<String> lines) {
        super(message, null, false, false); // the kernel's own stack is of no interest
        this.lines = List.copyOf(lines);
    }

    /** The full, readable report, one entry per line. */
    public List<String> lines() {
        return lines;
    }

    /** The code did not compile (or used something that is not declared yet). */
    public static final class CompileError extends CellException {
        CompileError(String message, List<String> lines) {
            super(message, lines);
        }
    }

    /** The code compiled but threw an exception while running. */
    public static final class SnippetException extends CellException {
        private final String exceptionClass;

        SnippetException(String exceptionClass, String message, List<String> lines) {
            super(message, lines);
            this.exceptionClass = exceptionClass;
        }

        /** Fully qualified name of the exception the snippet threw, e.g. java.lang.IllegalStateException. */
        public String exceptionClass() {
            return exceptionClass;
        }
    }

    /**
     * Grading's policy refused a class the cell compiled to ({@link Evaluator#refuseClasses}):
     * it was not loaded, and the lines say what it uses.
     */
    public static final class CodeRefused extends CellException {
        private final int line;

        CodeRefused(List<String> problems, int line) {
            super(problems.get(0), problems);
            this.line = line;
        }

        /** The cell's line (from 1) where the refused snippet (a declaration or statement) begins. */
        public int line() {
            return line;
        }
    }

    /** The cell was interrupted (Kernel → Interrupt) before it finished. */
    public static final class CellInterrupted extends CellException {
        CellInterrupted(boolean threadLeftBlocked) {
            super("The cell was interrupted", threadLeftBlocked
                    ? List.of("CellInterrupted: the cell was interrupted; the kernel is still running.",
                              "A thread of the cell did not stop: it waits in I/O that cannot be interrupted (e.g."
                              + " ServerSocket.accept()) or in a long call that never checks for interrupts.",
                              "It goes on in the background and ends when that call does (close the socket or stream),"
                              + " or restart the kernel.")
                    : List.of("CellInterrupted: the cell was interrupted; the kernel is still running."));
        }
    }
}
