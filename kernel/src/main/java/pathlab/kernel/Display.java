package pathlab.kernel;

/**
 * The {@code display(...)} functions that notebook cells call without any import.
 *
 * <p>Idea: every JShell session of the kernel starts with
 * {@code import static pathlab.kernel.Display.*;}. Snippets run in the kernel's own JVM and
 * this class is loaded by the application class loader, so a call from a snippet reaches the
 * same static {@link Sink} that the kernel installed, and the kernel turns the value into a
 * Jupyter {@code display_data} message (a {@code BufferedImage} becomes a PNG).
 *
 * <p>Usage in a cell:
 * <pre>
 *   display(image);                          // any object: images as PNG, others as text
 *   display("text/html", "&lt;b&gt;bold&lt;/b&gt;");   // explicit MIME type and content
 *   display("&lt;b&gt;bold&lt;/b&gt;", "text/html");   // the same in IJava's order
 * </pre>
 * Without a kernel (plain JShell, unit tests) values are printed to standard output.
 */
public final class Display {

    /** Receives what cells display; the kernel installs one that publishes to Jupyter. */
    public interface Sink {
        void show(Object value);

        void show(String mimeType, String content);
    }

    private static volatile Sink sink;

    private Display() {
    }

    /** Shows a value in the notebook: images as PNG, everything else as text. */
    public static void display(Object value) {
        Sink current = sink;
        if (current == null) {
            System.out.println(value);
        } else {
            current.show(value);
        }
    }

    /**
     * Shows content of an explicit MIME type. Both argument orders work, so a notebook written for
     * IJava runs here too: {@code display("text/html", "<b>hi</b>")} (ours) and
     * {@code display("<b>hi</b>", "text/html")} (IJava's); the argument that looks like a MIME type
     * ("type/subtype", no spaces) is taken as one.
     */
    public static void display(String first, String second) {
        boolean ijavaOrder = !isMimeType(first) && isMimeType(second);
        show(ijavaOrder ? second : first, ijavaOrder ? first : second);
    }

    /**
     * IJava's form {@code display(value, "text/html", ...)}: text shown as the first MIME type
     * named; any other value as {@link #display(Object)} shows it.
     */
    public static void display(Object value, String... mimeTypes) {
        if (value instanceof String text && mimeTypes.length > 0) {
            show(mimeTypes[0], text);
        } else {
            display(value);
        }
    }

    private static void show(String mimeType, String content) {
        Sink current = sink;
        if (current == null) {
            System.out.println(content);
        } else {
            current.show(mimeType, content);
        }
    }

    static boolean isMimeType(String s) {
        return s != null && s.matches("[a-z]+/[A-Za-z0-9.+-]+");
    }

    static void install(Sink newSink) {
        sink = newSink;
    }
}
