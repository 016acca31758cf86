package pathlab.kernel;

import io.github.spencerpark.jupyter.channels.JupyterConnection;
import io.github.spencerpark.jupyter.kernel.BaseKernel;
import io.github.spencerpark.jupyter.kernel.KernelConnectionProperties;
import io.github.spencerpark.jupyter.kernel.LanguageInfo;
import io.github.spencerpark.jupyter.kernel.ReplacementOptions;
import io.github.spencerpark.jupyter.kernel.display.DisplayData;
import java.awt.image.RenderedImage;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Pathlab's Jupyter kernel for Java 17: JShell cells, run in-process, on jupyter-jvm-basekernel.
 *
 * <p>Idea: jupyter-jvm-basekernel speaks the Jupyter protocol over ZeroMQ (one polling thread per
 * socket: shell, control, heartbeat, ...). This class plugs the {@link Evaluator} into it: cell
 * code goes to JShell, a trailing expression's value comes back as {@code text/plain} (or PNG for
 * images), {@code display(...)} calls from cells become {@code display_data}, failures become
 * readable errors, and {@code interrupt_request} (sent on the control socket, so it is handled
 * while the shell thread is busy running the cell) stops the running snippet.
 *
 * <p>Start-up order is what makes the kernel reliable under load (see kernel/README.md):
 * <ol>
 *   <li>JShell starts warming up on a background thread; nothing slow happens on the way to
 *       the sockets;</li>
 *   <li>all message handlers are registered <em>before</em> any socket is bound, so the
 *       first {@code kernel_info_request} can never reach a socket whose handler table is still
 *       empty (and the table is published to the socket threads by {@code Thread.start});</li>
 *   <li>the sockets are bound; {@code kernel_info} is answered from constant data, never
 *       waiting for JShell.</li>
 * </ol>
 * SIGINT is caught and treated as an interrupt, so a stray Ctrl-C (or a front end using
 * {@code interrupt_mode: signal}) stops the cell instead of killing the JVM.
 *
 * <p>Usage (what the kernelspec runs): {@code java -jar pathlab-kernel.jar {connection_file}}
 * with {@code PATHLAB_CLASSPATH} naming the library's classes and jars.
 */
public final class PathlabKernel extends BaseKernel {

    private final Evaluator evaluator;
    private final LanguageInfo languageInfo = new LanguageInfo.Builder("java")
            .version(Runtime.version().toString())
            .mimetype("text/x-java-source")
            .fileExtension(".jshell")
            .pygments("java")
            .codemirror("java")
            .build();

    public PathlabKernel(List<Path> classpath) {
        this.evaluator = new Evaluator(classpath);
        Display.install(new Display.Sink() {
            @Override
            public void show(Object value) {
                displayInOrder(render(value, null));
            }

            @Override
            public void show(String mimeType, String content) {
                DisplayData data = new DisplayData();
                data.putData(mimeType, content);
                if (!mimeType.equals("text/plain")) {
                    data.putText(plainText(mimeType, content));
                }
                displayInOrder(data);
            }
        });
    }

    /**
     * The text/plain stand-in for content shown as another type: {@code <image/png>} for an image;
     * the content itself otherwise, with inline data (an animation in an HTML {@code <img>}) cut to
     * its type, so the stand-in never doubles the size of the notebook.
     */
    static String plainText(String mimeType, String content) {
        if (mimeType.startsWith("image/")) {
            return "<" + mimeType + ">";
        }
        return content.replaceAll("data:([-\\w.+/]+);base64,[A-Za-z0-9+/=]+", "data:$1;base64,...");
    }

    @Override
    public LanguageInfo getLanguageInfo() {
        return languageInfo;
    }

    @Override
    public String getBanner() {
        return "Java " + Runtime.version() + " (Pathlab kernel, JShell)";
    }

    /**
     * Runs one cell. While it runs, System.out and System.err collect text in whole lines
     * ({@link CellOutput}) instead of sending a message per print call.
     */
    @Override
    public DisplayData eval(String code) throws Exception {
        PrintStream jupyterOut = System.out;
        PrintStream jupyterErr = System.err;
        System.setOut(new CellOutput(jupyterOut).printStream());
        System.setErr(new CellOutput(jupyterErr).printStream());
        try {
            Evaluator.Value value = evaluator.eval(code, executionCount.get() - 1);
            return value == null ? null : render(value.object(), value.text());
        } finally {
            System.out.flush();
            System.err.flush();
            System.setOut(jupyterOut);
            System.setErr(jupyterErr);
        }
    }

    /** Shows display data after the text printed before it. */
    private void displayInOrder(DisplayData data) {
        System.out.flush();
        System.err.flush();
        display(data);
    }

    /** Images as PNG with a stable text fallback; everything else as text. */
    private DisplayData render(Object value, String text) {
        if (value instanceof RenderedImage image) {
            DisplayData data = getRenderer().render(image);
            data.putText("<image " + image.getWidth() + "x" + image.getHeight() + ">");
            return data;
        }
        if (text != null) {
            return new DisplayData(text);
        }
        return value == null ? new DisplayData("null") : getRenderer().render(value);
    }

    @Override
    public List<String> formatError(Exception e) {
        if (e instanceof CellException cell) {
            return cell.lines();
        }
        return super.formatError(e);
    }

    @Override
    public void interrupt() {
        evaluator.interrupt();
    }

    @Override
    public ReplacementOptions complete(String code, int at) {
        int[] anchor = new int[1];
        List<String> options = evaluator.complete(code, at, anchor);
        return new ReplacementOptions(options, anchor[0], at);
    }

    @Override
    public String isComplete(String code) {
        return switch (evaluator.completeness(code)) {
            case "complete" -> IS_COMPLETE_YES;
            case "incomplete" -> "    ";
            case "invalid" -> IS_COMPLETE_BAD;
            default -> IS_COMPLETE_MAYBE;
        };
    }

    @Override
    public void onShutdown(boolean isRestarting) {
        evaluator.interrupt();
        // Closing ZeroMQ can wait on sockets in other threads; never let that keep the
        // process alive after Jupyter asked it to go.
        Thread reaper = new Thread(() -> {
            try {
                Thread.sleep(2000);
            } catch (InterruptedException ignored) {
                // exit now
            }
            Runtime.getRuntime().halt(0);
        }, "pathlab-shutdown");
        reaper.setDaemon(true);
        reaper.start();
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: java -jar pathlab-kernel.jar CONNECTION_FILE");
            System.exit(2);
        }
        Logger.getLogger("").setLevel(Level.WARNING); // the base library logs every message at INFO
        KernelConnectionProperties connection = KernelConnectionProperties.parse(Files.readString(Path.of(args[0])));

        List<Path> classpath = ClasspathSpec.resolve(ClasspathSpec.fromEnvironment());
        PathlabKernel kernel = new PathlabKernel(classpath);          // 1. JShell warms up in background
        JupyterConnection jupyter = new JupyterConnection(connection);
        kernel.becomeHandlerForConnection(jupyter);                   // 2. handlers before sockets
        interruptOnSigint(kernel);
        jupyter.connect();                                            // 3. bind and start polling
        jupyter.waitUntilClose();
        System.exit(0);
    }

    private static void interruptOnSigint(PathlabKernel kernel) {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), signal -> kernel.interrupt());
        } catch (IllegalArgumentException e) {
            System.err.println("pathlab-kernel: SIGINT not available, interrupts work by message only");
        }
    }
}
