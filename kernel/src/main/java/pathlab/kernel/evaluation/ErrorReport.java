package pathlab.kernel.evaluation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jdk.jshell.Diag;
import jdk.jshell.EvalException;
import jdk.jshell.Snippet;

/**
 * Formats compile errors and runtime exceptions the way a student wants to read them.
 *
 * <p>Idea: JShell reports positions relative to one snippet, and stack frames as
 * {@code fail(#12:3)} (method, snippet id, line in the snippet). We translate both back to the notebook:
 * "cell [5], line 3", show the offending source line with a caret under the error, and cut
 * the stack trace where the snippet was invoked, so the frames shown are the student's code
 * and the library, not reflection, JShell or this kernel.
 *
 * <p>Cost: string work only, when something failed.
 */
final class ErrorReport {

    /** Where a snippet came from: the cell's execution number and the cell line it starts on. */
    record Origin(int cell, int firstLine) {
        String describe(int snippetLine) {
            return "cell [" + cell + "], line " + (firstLine + snippetLine);
        }
    }

    private static final String KERNEL = "pathlab.kernel.";

    private ErrorReport() {
    }

    /** One block per diagnostic: "cell [n], line l: message", the source line and a caret. */
    static List<String> compileError(Snippet snippet, List<Diag> diags, Origin origin) {
        List<String> lines = new ArrayList<>();
        String source = snippet.source();
        for (Diag diag : diags) {
            if (!diag.isError()) {
                continue;
            }
            int pos = (int) Math.max(0, Math.min(diag.getPosition() == Diag.NOPOS ? 0 : diag.getPosition(), source.length()));
            int lineStart = source.lastIndexOf('\n', pos - 1) + 1;
            int lineEnd = source.indexOf('\n', pos);
            if (lineEnd < 0) {
                lineEnd = source.length();
            }
            int snippetLine = (int) source.substring(0, lineStart).chars().filter(c -> c == '\n').count() + 1;
            String[] message = diag.getMessage(Locale.ROOT).split("\\R");
            lines.add(origin.describe(snippetLine - 1) + ": error: " + message[0]);
            for (int i = 1; i < message.length; i++) {
                if (!message[i].contains("location: class")) { // the generated wrapper class means nothing to a reader
                    lines.add(message[i]);
                }
            }
            lines.add("    " + source.substring(lineStart, lineEnd));
            lines.add("    " + " ".repeat(pos - lineStart) + "^");
        }
        return lines;
    }

    /** "java.lang.IllegalStateException: message" followed by the relevant frames and causes. */
    static List<String> runtimeError(Throwable thrown, Map<String, Origin> origins) {
        List<String> lines = new ArrayList<>();
        String prefix = "";
        for (Throwable t = thrown; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String message = t.getMessage();
            String name = className(t);
            // The kernel's own errors (exit calls, stop checks) are sentences on their own.
            lines.add(prefix + (name.startsWith(KERNEL) && message != null ? message
                    : name + (message == null ? "" : ": " + message)));
            for (StackTraceElement frame : t.getStackTrace()) {
                if (frame.getClassName().equals(CellGuard.class.getName())) {
                    continue; // where the check threw, not where the student's code is
                }
                if (isInvocationBoundary(frame)) {
                    break;
                }
                lines.add("    at " + describe(frame, origins));
            }
            prefix = "Caused by: ";
        }
        return lines;
    }

    /** The exception's real class name; JShell wraps snippet exceptions in EvalException. */
    static String className(Throwable t) {
        return t instanceof EvalException e ? e.getExceptionClassName() : t.getClass().getName();
    }

    private static boolean isInvocationBoundary(StackTraceElement frame) {
        String cls = frame.getClassName();
        return cls.startsWith("jdk.internal.reflect.") || cls.startsWith("java.lang.reflect.")
                || cls.startsWith("jdk.jshell.") || cls.startsWith(KERNEL);
    }

    private static String describe(StackTraceElement frame, Map<String, Origin> origins) {
        String file = frame.getFileName();
        if (file == null || !file.startsWith("#")) {
            return frame.toString();
        }
        // A snippet frame: JShell reports file "#12" (snippet id), the snippet's own class and
        // method names, and empty names for the snippet's top-level statements.
        String cls = frame.getClassName();
        String method = frame.getMethodName();
        String where;
        Origin origin = origins.get(file.substring(1));
        if (origin == null || frame.getLineNumber() < 1) {
            where = "snippet " + file;
        } else {
            where = origin.describe(frame.getLineNumber() - 1);
        }
        if (method.isEmpty()) {
            return where;
        }
        return (cls.isEmpty() ? "" : cls + ".") + method + " (" + where + ")";
    }
}
