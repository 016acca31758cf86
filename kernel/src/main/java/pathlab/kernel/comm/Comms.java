package pathlab.kernel.comm;

import com.google.gson.JsonObject;
import io.github.spencerpark.jupyter.messages.Message;
import io.github.spencerpark.jupyter.messages.MessageContext;
import io.github.spencerpark.jupyter.messages.MessageType;
import io.github.spencerpark.jupyter.messages.comm.CommCloseCommand;
import io.github.spencerpark.jupyter.messages.comm.CommMsgCommand;
import io.github.spencerpark.jupyter.messages.comm.CommOpenCommand;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The kernel's comms (Jupyter's messaging between kernel objects and front-end objects, which
 * widgets are built on): targets, the open comms, and what the kernel publishes for them.
 *
 * <p>Idea: the kernel hands every request it handles to {@link #handling} first, and each comm
 * request ({@code comm_open}, {@code comm_msg}, {@code comm_close}, {@code comm_info_request}) to
 * the method of that name; whatever a comm then sends has the request being handled as its parent,
 * as ipykernel's do: a cell's widget opens under its {@code execute_request}, the answer to a
 * click or to the widget manager's {@code request_state} under that message, so the front end can
 * match it to its request. The base library's comm manager would send everything under the last
 * {@code execute_request}, and a cell cannot reach it; this class replaces it. A thread that
 * answers a request after the shell has moved on (a widget's handler) sends under that request
 * ({@link #replyingTo}). A request without the comm's id (or a comm_open without its target) is
 * ignored with one line in the kernel's log, as the front end's messages are not ours to trust.
 * Every method costs a map look-up and at most one message; any thread may call them (cells run on
 * their own).
 *
 * <p>Usage: the kernel {@link #install installs} one; code in cells (the widgets) reaches it by
 * {@link #ofKernel()}:
 * <pre>
 *   Comms comms = Comms.ofKernel().orElseThrow();
 *   comms.register("my.target", comm -&gt; (c, data) -&gt; c.send(data));    // the front end opens, we echo
 *   Comm comm = comms.open("my.target", data, Map.of(), (c, data) -&gt; ...);  // we open
 *   comms.display(bundle);                                               // display_data for a view
 * </pre>
 */
public final class Comms {

    /** What a comm's owner hears from the front end. */
    public interface Listener {
        /** A {@code comm_msg}'s data, on the kernel's shell thread (the request is its parent): return soon. */
        void received(Comm comm, JsonObject data);

        /** The front end closed the comm (not called when the kernel closes it). */
        default void closed(Comm comm) {
        }
    }

    /** Where the messages go: the kernel's iopub socket (a list, in tests). */
    public interface Outlet {
        void publish(Message<?> message);
    }

    private static volatile Comms kernel;

    private final Outlet outlet;
    private final Runnable beforeDisplay;
    private final Consumer<String> log;
    private final Map<String, Function<Comm, Listener>> targets = new ConcurrentHashMap<>();
    private final Map<String, Comm> open = new ConcurrentHashMap<>();
    private volatile MessageContext parent;
    /** The request a thread answers when it is not the shell's (a widget's handler: {@link #replyingTo}). */
    private final InheritableThreadLocal<MessageContext> answering = new InheritableThreadLocal<>();

    /**
     * Comms publishing to {@code outlet}; {@code beforeDisplay} runs before each display (flushes
     * printed text); {@code log} takes the line about a request that is ignored.
     */
    public Comms(Outlet outlet, Runnable beforeDisplay, Consumer<String> log) {
        this.outlet = outlet;
        this.beforeDisplay = beforeDisplay;
        this.log = log;
    }

    /** The running kernel's comms; empty in plain JShell, in tests and on other kernels. */
    public static Optional<Comms> ofKernel() {
        return Optional.ofNullable(kernel);
    }

    /** Makes {@code comms} the running kernel's (the kernel calls it once, before its sockets open). */
    public static void install(Comms comms) {
        kernel = comms;
    }

    /** Lets the front end open comms at {@code target}: {@code opener} gives each new comm its listener. */
    public void register(String target, Function<Comm, Listener> opener) {
        targets.put(target, opener);
    }

    /** Opens a comm at the front end's {@code target}, with {@code data} and {@code metadata} in its comm_open. */
    public Comm open(String target, JsonObject data, Map<String, Object> metadata, Listener listener) {
        Comm comm = new Comm(this, UUID.randomUUID().toString().replace("-", ""), target);
        comm.listenWith(listener);
        open.put(comm.id(), comm);
        JsonObject content = comm.commContent(data);
        content.addProperty("target_name", target);
        publish(MessageType.COMM_OPEN_COMMAND, content, metadata);
        return comm;
    }

    /** Publishes {@code display_data} with this MIME bundle, after the text printed before it. */
    public void display(JsonObject bundle) {
        beforeDisplay.run();
        JsonObject content = new JsonObject();
        content.add("data", bundle);
        content.add("metadata", new JsonObject());
        content.add("transient", new JsonObject());
        publish(MessageType.PUBLISH_DISPLAY_DATA, content, null);
    }

    /** The request the kernel is handling now: the parent of everything sent until the next one. */
    public void handling(MessageContext request) {
        parent = request;
    }

    /** The request being handled now, for a thread that answers it later ({@link #replyingTo}). */
    public MessageContext handlingNow() {
        return parent;
    }

    /**
     * Runs {@code action} on this thread with {@code request} as the parent of everything it sends,
     * and everything the threads it starts send, whatever request the kernel handles meanwhile.
     */
    public void replyingTo(MessageContext request, Runnable action) {
        MessageContext before = answering.get();
        answering.set(request);
        try {
            action.run();
        } finally {
            answering.set(before);
        }
    }

    /** comm_open from the front end: a comm for a registered target, else closed again at once. */
    public void opened(Message<CommOpenCommand> message) {
        handling(message);
        CommOpenCommand request = message.getContent();
        if (lacks(message, "comm_id", request.getCommID()) || lacks(message, "target_name", request.getTargetName())) {
            return;
        }
        Function<Comm, Listener> opener = targets.get(request.getTargetName());
        Comm comm = new Comm(this, request.getCommID(), request.getTargetName());
        if (opener == null) {
            publish(MessageType.COMM_CLOSE_COMMAND, comm.commContent(new JsonObject()), null);
            return;
        }
        open.put(comm.id(), comm);
        comm.listenWith(opener.apply(comm));
    }

    /** comm_msg from the front end: to the comm's listener (none for a comm that is not open). */
    public void received(Message<CommMsgCommand> message) {
        handling(message);
        if (lacks(message, "comm_id", message.getContent().getCommID())) {
            return;
        }
        Comm comm = open.get(message.getContent().getCommID());
        JsonObject data = message.getContent().getData();
        if (comm != null) {
            comm.listener().received(comm, data == null ? new JsonObject() : data);
        }
    }

    /** comm_close from the front end. */
    public void closed(Message<CommCloseCommand> message) {
        handling(message);
        if (lacks(message, "comm_id", message.getContent().getCommID())) {
            return;
        }
        Comm comm = open.get(message.getContent().getCommID());
        if (comm != null && forget(comm)) {
            comm.listener().closed(comm);
        }
    }

    /** comm_info_reply's content: the open comms, of {@code target} only if it is not null. */
    public JsonObject info(String target) {
        JsonObject comms = new JsonObject();
        for (Comm comm : open.values()) {
            if (target == null || target.equals(comm.target())) {
                JsonObject info = new JsonObject();
                info.addProperty("target_name", comm.target());
                comms.add(comm.id(), info);
            }
        }
        JsonObject reply = new JsonObject();
        reply.addProperty("status", "ok");
        reply.add("comms", comms);
        return reply;
    }

    /** Whether the request lacks {@code field} ({@code value} is null), said in one line of the log if so. */
    private boolean lacks(Message<?> message, String field, String value) {
        if (value == null) {
            log.accept("pathlab-kernel: a " + message.getHeader().getType().getName() + " without " + field
                    + " was ignored");
        }
        return value == null;
    }

    /** Removes a comm; whether it was open. */
    boolean forget(Comm comm) {
        boolean wasOpen = open.remove(comm.id(), comm);
        comm.markClosed();
        return wasOpen;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    void publish(MessageType<?> type, JsonObject content, Map<String, Object> metadata) {
        MessageContext answered = answering.get();
        outlet.publish(new Message(answered != null ? answered : parent, type, content, null, metadata));
    }
}
