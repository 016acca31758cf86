package pathlab.kernel;

import java.util.UUID;

/**
 * The display functions of JJava and IJava, with their signatures, for the kernel's
 * {@link pathlab.kernel.evaluation.CellApi#JJAVA} mode: a cell that uses only these runs on those kernels too.
 *
 * <p>Both return the id of the new display (those kernels return one so that a cell can update
 * it later), which a cell ending in {@code display(...);} shows there as its value; so it does
 * here. The MIME types are checked as those kernels check them: our kernel's
 * {@code display("text/html", html)} fails there ("Expected '/'"), and so it does here.
 */
public final class JJavaDisplay {

    private JJavaDisplay() {
    }

    /** Shows a value: images as PNG, everything else as text. */
    public static String display(Object value) {
        Display.display(value);
        return UUID.randomUUID().toString();
    }

    /** Shows a value as the given MIME types, e.g. {@code display(html, "text/html")}. */
    public static String display(Object value, String... mimeTypes) {
        for (String type : mimeTypes) {
            if (!Display.isMimeType(type)) {
                String shown = type.length() > 20 ? type.substring(0, 20) + "..." : type;
                throw new IllegalArgumentException("\"" + shown + "\" is not a MIME type: JJava and IJava take"
                        + " display(value, \"text/html\"), the value first");
            }
        }
        Display.display(value, mimeTypes);
        return UUID.randomUUID().toString();
    }
}
