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

    /** Shows content of an explicit MIME type, e.g. {@code display("text/html", "<b>hi</b>")}. */
    public static void display(String mimeType, String content) {
        Sink current = sink;
        if (current == null) {
            System.out.println(content);
        } else {
            current.show(mimeType, content);
        }
    }

    static void install(Sink newSink) {
        sink = newSink;
    }
}
