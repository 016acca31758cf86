package pathlab.kernel;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.spencerpark.jupyter.channels.JupyterConnection;
import io.github.spencerpark.jupyter.channels.JupyterSocket;
import io.github.spencerpark.jupyter.channels.ShellHandler;
import io.github.spencerpark.jupyter.channels.ShellReplyEnvironment;
import io.github.spencerpark.jupyter.kernel.BaseKernel;
import io.github.spencerpark.jupyter.kernel.KernelConnectionProperties;
import io.github.spencerpark.jupyter.kernel.LanguageInfo;
import io.github.spencerpark.jupyter.kernel.ReplacementOptions;
import io.github.spencerpark.jupyter.kernel.display.DisplayData;
import io.github.spencerpark.jupyter.kernel.display.mime.MIMEType;
import io.github.spencerpark.jupyter.messages.Header;
import io.github.spencerpark.jupyter.messages.Message;
import io.github.spencerpark.jupyter.messages.MessageType;
import io.github.spencerpark.jupyter.messages.publish.PublishStatus;
import io.github.spencerpark.jupyter.messages.request.ExecuteRequest;
import io.github.spencerpark.jupyter.messages.request.HistoryRequest;
import java.awt.image.RenderedImage;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.zeromq.ZMQ;
import pathlab.kernel.comm.Comms;
import pathlab.kernel.evaluation.CellApi;
import pathlab.kernel.evaluation.CellException;
import pathlab.kernel.evaluation.CellOutput;
import pathlab.kernel.evaluation.ClasspathSpec;
import pathlab.kernel.evaluation.Evaluator;
import pathlab.kernel.inspect.Inspector;
import pathlab.kernel.install.JupyterPaths;
import pathlab.kernel.install.KernelSpecCommand;
import pathlab.kernel.install.KernelSpecInstaller;
import pathlab.widget.Widget;

/**
 * Pathlab's Jupyter kernel for Java 17 and later: JShell cells, run in-process, on jupyter-jvm-basekernel.
 *
 * <p>Idea: jupyter-jvm-basekernel speaks the Jupyter protocol over ZeroMQ (one polling thread per
 * socket: shell, control, heartbeat, ...). This class plugs the {@link Evaluator} into it: cell
 * code goes to JShell, a trailing expression's value comes back as {@code text/plain} (or PNG for
 * images), {@code display(...)} calls from cells become {@code display_data}, failures become
 * readable errors, and {@code interrupt_request} (sent on the control socket, so it is handled
 * while the shell thread is busy running the cell) stops the running snippet. Shift+Tab
 * ({@code inspect_request}) shows the Javadoc of the name at the cursor ({@link Inspector}), and
 * {@code history_request} is answered from the session's cells ({@link CellHistory}).
 *
 * <p>Comms are this class's own ({@link Comms}): the requests of {@code comm_open}, {@code comm_msg},
 * {@code comm_close} and {@code comm_info_request} go to them, and what a comm sends has the request
 * being handled as its parent; widgets ({@link Widget}) are built on them. The shell
 * and control sockets are read without the base library's 50 ms sleep between looks
 * ({@link RequestChannel}).
 *
 * <p>Three replies are this class's own rather than the base library's, which leaves them short of
 * the protocol: {@code kernel_info_reply} (with its {@code status} and this kernel's name and
 * version), {@code history_reply} (entries as {@code [session, number, input]} triples, with
 * {@code status}), and the execute handler is wrapped to learn whether a cell goes into the history
 * ({@code store_history}, not {@code silent}) and to answer "aborted" to the cells queued behind a
 * failed one when their requests ask for it ({@code stop_on_error}: {@link StopOnError}).
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
 * The shell, control and stdin sockets hand a client's identity over to its newest connection
 * ({@link #connectionFor}), so a WebSocket opened again with the same session id gets its replies.
 * SIGINT is caught and treated as an interrupt, so a stray Ctrl-C (or a front end using
 * {@code interrupt_mode: signal}) stops the cell instead of killing the JVM. A cell that has used
 * ten CPU-seconds lowers the kernel's priority until it ends ({@link LongCellPriority}).
 *
 * <p>Usage (what the kernelspec runs): {@code java -jar pathlab-kernel.jar {connection_file}}
 * with {@code PATHLAB_CLASSPATH} naming the library's classes and jars ({@code PATHLAB_KERNEL_API=jjava}
 * holds the cells to what JJava and IJava accept too: {@link CellApi}). The jar writes that
 * kernelspec itself: {@code java -jar pathlab-kernel.jar install} ({@link KernelSpecCommand}).
 */
public final class PathlabKernel extends BaseKernel {

    /** The kernel's own log (the process's standard error), for messages that are not a cell's. */
    static final PrintStream LOG = System.err;
    private static final long DEFAULT_OUTPUT_LIMIT_MB = 10;

    private final Evaluator evaluator;
    private final Inspector inspector;
    private final CellHistory history = new CellHistory();
    private final LongCellPriority priority = LongCellPriority.forThisProcess(LOG);
    /** Whether the cell being run goes into the history (set by the execute handler, on the shell thread). */
    private boolean storeHistory = true;
    /** Whether the last cell run failed (set by {@link #eval}, on the shell thread). */
    private boolean cellFailed;
    private final CellOutput out;
    private final CellOutput err;
    private final Comms comms;
    /** Where comms publish: the connection's iopub socket, once there is one. */
    private volatile JupyterSocket iopub;
    private final LanguageInfo languageInfo = new LanguageInfo.Builder("java")
            .version(Runtime.version().toString())
            .mimetype("text/x-java-source")
            .fileExtension(".jshell")
            .pygments("java")
            .codemirror("java")
            .build();

    public PathlabKernel(List<Path> classpath, long outputLimitBytes, CellApi api) {
        this.evaluator = new Evaluator(classpath, api);
        this.inspector = new Inspector(classpath);
        // Cells print through our own streams for the kernel's whole life (see CellOutput), not
        // through the base library's, which it would swap in and out around each cell.
        setShouldReplaceStdStreams(false);
        this.out = new CellOutput(getIO().out, outputLimitBytes);
        this.err = new CellOutput(getIO().err, outputLimitBytes);
        System.setOut(out.printStream());
        System.setErr(err.printStream());
        this.comms = new Comms(message -> {
            JupyterSocket socket = iopub;
            if (socket != null) {
                socket.sendMessage(message);
            }
        }, () -> {
            out.flush();
            err.flush();
        }, LOG::println);
        Comms.install(comms);
        Widget.install(comms);
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
     * its type and the bodies of scripts and inline SVG pictures left out (a step player's frames),
     * so the stand-in never doubles the size of the notebook.
     */
    static String plainText(String mimeType, String content) {
        if (mimeType.startsWith("image/")) {
            return "<" + mimeType + ">";
        }
        return content.replaceAll("data:([-\\w.+/]+);base64,[A-Za-z0-9+/=]+", "data:$1;base64,...")
                .replaceAll("(?s)<script>.*?</script>", "<script>...</script>")
                .replaceAll("(?s)<svg .*?</svg>", "<svg>...</svg>");
    }

    @Override
    public LanguageInfo getLanguageInfo() {
        return languageInfo;
    }

    @Override
    public String getBanner() {
        return "Java " + Runtime.version() + " (Pathlab kernel, JShell)";
    }

    /** Runs one cell; what it prints goes to Jupyter as it is printed ({@link CellOutput}). */
    @Override
    public DisplayData eval(String code) throws Exception {
        cellFailed = true;
        DisplayData shown = evalCell(code);
        cellFailed = false;
        return shown;
    }

    private DisplayData evalCell(String code) throws Exception {
        int cell = executionCount.get() - 1;
        if (storeHistory) {
            history.ran(cell, code);
        }
        out.begin(cell);
        err.begin(cell);
        priority.cellBegins();
        try {
            Evaluator.Value value = evaluator.eval(code, cell);
            if (value == null) {
                return null;
            }
            DisplayData data = render(value.object(), value.text());
            if (storeHistory) {
                history.showed(cell, String.valueOf(data.getData(MIMEType.TEXT_PLAIN)));
            }
            return data;
        } finally {
            priority.cellEnds();
            out.end();
            err.end();
        }
    }

    /** Shows display data after the text printed before it. */
    private void displayInOrder(DisplayData data) {
        out.flush();
        err.flush();
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

    /** Shift+Tab: the signatures and Javadoc of the name at the cursor, as text and Markdown. */
    @Override
    public DisplayData inspect(String code, int at, boolean extraDetail) {
        return inspector.inspect(evaluator.ready(), code, at).map(inspection -> {
            DisplayData data = new DisplayData(inspection.text());
            data.putMarkdown(inspection.markdown());
            return data;
        }).orElse(null);
    }

    /**
     * The base library's handlers, with this kernel's kernel_info and history replies (see above),
     * and cells queued behind a failed one aborted when their request asks for it ({@link StopOnError}).
     */
    @Override
    public void becomeHandlerForConnection(JupyterConnection connection) {
        super.becomeHandlerForConnection(connection);
        StopOnError stopOnError = new StopOnError(connection instanceof KernelConnection kernel
                ? kernel::shellRequestsWaiting : () -> false);
        ShellHandler<ExecuteRequest> execute = connection.getHandler(MessageType.EXECUTE_REQUEST);
        connection.setHandler(MessageType.EXECUTE_REQUEST, (env, message) -> {
            ExecuteRequest request = message.getContent();
            if (stopOnError.aborts()) {
                // Whether aborting ends is decided before the reply goes out: a cell the front end
                // sends once it has this reply is never taken for one of the queue.
                stopOnError.requestHandled();
                reply(env, MessageType.EXECUTE_REPLY, aborted());
            } else {
                comms.handling(message);
                storeHistory = request.shouldStoreHistory() && !request.isSilent();
                cellFailed = false;
                execute.handle(env, message);
                stopOnError.cellEnded(cellFailed && !request.isSilent(), request.shouldStopOnError());
                stopOnError.requestHandled();
            }
        });
        connection.setHandler(MessageType.KERNEL_INFO_REQUEST, (env, message) -> reply(env, MessageType.KERNEL_INFO_REPLY, kernelInfo()));
        iopub = connection.getIOPub();
        connection.setHandler(MessageType.COMM_OPEN_COMMAND, (env, message) -> {
            env.setBusyDeferIdle();
            comms.opened(message);
        });
        connection.setHandler(MessageType.COMM_MSG_COMMAND, (env, message) -> {
            env.setBusyDeferIdle();
            comms.received(message);
        });
        connection.setHandler(MessageType.COMM_CLOSE_COMMAND, (env, message) -> {
            env.setBusyDeferIdle();
            comms.closed(message);
        });
        connection.setHandler(MessageType.COMM_INFO_REQUEST, (env, message) ->
                reply(env, MessageType.COMM_INFO_REPLY, comms.info(message.getContent().getTargetName())));
        connection.setHandler(MessageType.HISTORY_REQUEST, (env, message) ->
                reply(env, MessageType.HISTORY_REPLY, historyReply(message.getContent())));
        for (MessageType<?> type : List.of(MessageType.INSPECT_REQUEST, MessageType.COMPLETE_REQUEST,
                MessageType.HISTORY_REQUEST, MessageType.IS_COMPLETE_REQUEST, MessageType.COMM_INFO_REQUEST,
                MessageType.KERNEL_INFO_REQUEST, MessageType.COMM_OPEN_COMMAND, MessageType.COMM_MSG_COMMAND,
                MessageType.COMM_CLOSE_COMMAND)) {
            afterShellRequests(connection, type, stopOnError);
        }
    }

    /** Tells {@code stopOnError} after each request of {@code type} is handled. */
    private static <T> void afterShellRequests(JupyterConnection connection, MessageType<T> type, StopOnError stopOnError) {
        ShellHandler<T> handler = connection.getHandler(type);
        if (handler != null) {
            connection.setHandler(type, (env, message) -> {
                handler.handle(env, message);
                stopOnError.requestHandled();
            });
        }
    }

    /** execute_reply for a cell queued behind a failed one, as ipykernel answers it. */
    private static JsonObject aborted() {
        JsonObject content = new JsonObject();
        content.addProperty("status", "aborted");
        return content;
    }

    /** Replies with content built here (the base library's reply classes lack fields the protocol requires). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void reply(ShellReplyEnvironment env, MessageType<?> type, JsonObject content) {
        env.setBusyDeferIdle();
        env.reply(new Message(env.getContext(), type, content));
    }

    /** kernel_info_reply, from constant data (never waits for JShell). */
    JsonObject kernelInfo() {
        JsonObject info = new JsonObject();
        info.addProperty("status", "ok");
        info.addProperty("protocol_version", Header.PROTOCOL_VERISON);
        info.addProperty("implementation", "pathlab-kernel");
        String version = PathlabKernel.class.getPackage().getImplementationVersion();
        info.addProperty("implementation_version", version == null ? "development" : version);
        info.add("language_info", new Gson().toJsonTree(languageInfo));
        info.addProperty("banner", getBanner());
        info.addProperty("debugger", false);
        JsonArray links = new JsonArray();
        JsonObject javadoc = new JsonObject();
        javadoc.addProperty("text", "Java " + Runtime.version().feature() + " API");
        javadoc.addProperty("url", "https://docs.oracle.com/en/java/javase/" + Runtime.version().feature() + "/docs/api/");
        links.add(javadoc);
        info.add("help_links", links);
        return info;
    }

    /** history_reply: entries {@code [session, number, input]}, or {@code [session, number, [input, output]]} with output. */
    JsonObject historyReply(HistoryRequest request) {
        List<CellHistory.Cell> cells = switch (request.getAccessType()) {
            case TAIL -> history.tail(((HistoryRequest.Tail) request).getMaxReturnLength());
            case RANGE -> {
                HistoryRequest.Range range = (HistoryRequest.Range) request;
                yield history.range(range.getSessionIndex(), range.getStart(), range.getStop());
            }
            case SEARCH -> {
                HistoryRequest.Search search = (HistoryRequest.Search) request;
                yield history.search(search.getPattern(), search.getMaxReturnLength(), search.filterUnique());
            }
        };
        JsonArray entries = new JsonArray();
        for (CellHistory.Cell cell : cells) {
            JsonArray entry = new JsonArray();
            entry.add(cell.session());
            entry.add(cell.number());
            if (request.includeOutput()) {
                JsonArray inputAndOutput = new JsonArray();
                inputAndOutput.add(cell.input());
                inputAndOutput.add(cell.output());
                entry.add(inputAndOutput);
            } else {
                entry.add(cell.input());
            }
            entries.add(entry);
        }
        JsonObject reply = new JsonObject();
        reply.addProperty("status", "ok");
        reply.add("history", entries);
        return reply;
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
        if (args.length > 0 && KernelSpecCommand.isCommand(args[0])) {
            System.exit(new KernelSpecCommand(JupyterPaths.ofThisMachine(), KernelSpecInstaller.forThisJvm(),
                    KernelTraining::run, System.out, System.err).run(args));
        }
        if (args.length != 1) {
            LOG.println("usage: java -jar pathlab-kernel.jar CONNECTION_FILE, or install/uninstall (see --help)");
            System.exit(2);
        }
        Path connectionFile = Path.of(args[0]);
        if (!Files.isRegularFile(connectionFile)) {
            LOG.println("pathlab-kernel: no connection file " + args[0] + " (to install the kernel: install, see --help)");
            System.exit(2);
        }
        Logger.getLogger("").setLevel(Level.WARNING); // the base library logs every message at INFO
        KernelConnectionProperties connection = KernelConnectionProperties.parse(Files.readString(connectionFile));

        List<Path> classpath = ClasspathSpec.resolve(ClasspathSpec.fromEnvironment());
        PathlabKernel kernel = new PathlabKernel(classpath, outputLimitBytes(), CellApi.fromEnvironment()); // 1. JShell warms up in background
        JupyterConnection jupyter = connectionFor(connection);
        kernel.becomeHandlerForConnection(jupyter);                   // 2. handlers before sockets
        interruptOnSigint(kernel);
        try {
            jupyter.connect();                                        // 3. bind and start polling
        } catch (RuntimeException taken) {
            exitUnbound(connectionFile, taken);
        }
        jupyter.waitUntilClose();
        System.exit(0);
    }

    /**
     * A socket could not be bound: Jupyter chose its port free, and another process took it before
     * this JVM started (on a hub, sixty kernels and their servers' connections pick ports at once).
     * The kernel ends at once, with one line in the server's log: Jupyter's restarter then starts it
     * again, on the same ports (jupyter_client's port cache), so on a hub each server's kernels take
     * their ports from a block nothing else is given (pathlab_tools.kernel_ports). Half a kernel must
     * not stay: its shell and control threads would keep the JVM alive, answering nothing useful,
     * while its student waits (and this thread's exception would go to the cells' standard error,
     * which no cell reads).
     */
    private static void exitUnbound(Path connectionFile, RuntimeException taken) {
        LOG.println("pathlab-kernel: cannot listen on the ports of " + connectionFile + ": " + taken
                + " (exiting: Jupyter starts the kernel again)");
        LOG.flush();
        Runtime.getRuntime().halt(1);
    }

    /**
     * The kernel's sockets, with their ROUTER sockets (shell, control, stdin) handing a client's
     * identity over to its newest connection, as ipykernel's do. Jupyter's server connects to them
     * with the WebSocket's session id as identity; when a browser opens the kernel's WebSocket again
     * with the same session id while the server still holds the old one (a dropped connection it has
     * not noticed yet), the server connects new sockets with that same identity before it closes the
     * old ones. Without hand-over, ZeroMQ ignores a peer whose identity is taken: everything the
     * student sends on the new connection is dropped, and the reply to the running cell goes to the
     * old one, so the cell never ends in the browser and only a restart helps.
     */
    static JupyterConnection connectionFor(KernelConnectionProperties properties) throws GeneralSecurityException {
        return new KernelConnection(properties);
    }

    /**
     * The kernel's sockets as {@link #connectionFor} describes them, with shell and control read
     * without a fixed sleep ({@link RequestChannel}); the shell socket's queue can be seen. The base
     * library's own shell and control sockets are made but never bound.
     */
    static final class KernelConnection extends JupyterConnection {
        private final ZMQ.Context context = ZMQ.context(1);
        private final KernelConnectionProperties properties;
        private final RequestChannel requests;
        private final RequestChannel controlRequests;

        KernelConnection(KernelConnectionProperties properties) throws GeneralSecurityException {
            super(properties);
            this.properties = properties;
            this.requests = new RequestChannel(context, properties.createHMACGenerator(), false, this);
            this.controlRequests = new RequestChannel(context, properties.createHMACGenerator(), true, this);
            requests.setRouterHandover(true);
            controlRequests.setRouterHandover(true);
            stdin.setRouterHandover(true);
        }

        @Override
        public void connect() {
            for (JupyterSocket socket : List.of(heartbeat, requests, controlRequests, stdin, iopub)) {
                socket.bind(properties);
            }
            iopub.sendMessage(new Message<>(null, PublishStatus.MESSAGE_TYPE, PublishStatus.STARTING));
        }

        @Override
        public void close() {
            requests.close();
            controlRequests.close();
            super.close();
            context.close();
        }

        @Override
        public void waitUntilClose() {
            requests.waitUntilClose();
            controlRequests.waitUntilClose();
            super.waitUntilClose();
        }

        /** Whether requests wait in the shell socket, not yet read (call on the shell's thread only). */
        boolean shellRequestsWaiting() {
            return (requests.getEvents() & ZMQ.Poller.POLLIN) != 0;
        }
    }

    private static void interruptOnSigint(PathlabKernel kernel) {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), signal -> kernel.interrupt());
        } catch (IllegalArgumentException e) {
            LOG.println("pathlab-kernel: SIGINT not available, interrupts work by message only");
        }
    }

    /** PATHLAB_OUTPUT_LIMIT_MB: how much one cell may print (default 10 MB). */
    static long outputLimitBytes() {
        String value = System.getenv("PATHLAB_OUTPUT_LIMIT_MB");
        try {
            double mb = value == null || value.isBlank() ? DEFAULT_OUTPUT_LIMIT_MB : Double.parseDouble(value.strip());
            if (mb > 0) {
                return (long) (mb * 1e6);
            }
        } catch (NumberFormatException e) {
            // fall through to the warning
        }
        LOG.println("pathlab-kernel: PATHLAB_OUTPUT_LIMIT_MB=" + value + " is not a positive number; using "
                + DEFAULT_OUTPUT_LIMIT_MB);
        return DEFAULT_OUTPUT_LIMIT_MB * 1_000_000;
    }
}
