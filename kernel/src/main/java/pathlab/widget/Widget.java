package pathlab.widget;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.github.spencerpark.jupyter.messages.MessageContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import pathlab.kernel.comm.Comm;
import pathlab.kernel.comm.Comms;
import pathlab.kernel.evaluation.HandlerRunner;

/**
 * A live widget in a notebook: a model whose state the kernel and the browser share, drawn by an
 * ES module in the browser (anywidget's front end), driven by Java in the kernel.
 *
 * <p>Idea: opening a widget opens a comm at {@code jupyter.widget} carrying the model's state,
 * the ES module included ({@link WidgetMessages}); {@link #show()} displays a view of it. The
 * module reads the state ({@code model.get("count")}), redraws when it changes
 * ({@code model.on("change:count", ...)}) and sends messages ({@code model.send({...})}), which
 * reach {@link #onMessage} handlers in the kernel; {@link #set} changes the state in both places.
 * The state lives in the kernel too, so a page reloaded while the kernel runs asks for it and gets
 * every open widget back live (the {@code jupyter.widget.control} comm, {@link #install}). Each
 * call costs one message.
 *
 * <p>Handlers (a search started by a click) run off the kernel's shell thread, so cells run while
 * they do ({@link HandlerRunner}): one at a time per widget, in the order the messages came (a
 * later click waits for the one before it; none is dropped), each under a time limit
 * ({@value #DEFAULT_TIME_LIMIT_SECONDS} s unless {@link #timeLimit} says otherwise), and the kernel's
 * Interrupt stops them as it stops a cell's threads. What a handler sends goes out as a reply to
 * the message that caused it. When a message's handlers end, the kernel sets three keys every
 * widget's state has: {@code busy} (false once no message of the widget waits), {@code error}
 * (one line if a handler failed, was stopped or went past its limit, else "") and {@code printed}
 * (what the handlers printed, which shows in the widget, not with the next cell). A module sets
 * {@code busy} itself when it sends ({@code model.set("busy", true)}, not saved): a click made while
 * a cell runs waits until the cell ends, since the kernel reads messages one at a time, and the
 * widget says it is waiting meanwhile.
 *
 * <p>Usage in a cell (the module is a {@code .js} resource beside the widget's class):
 * <pre>
 *   Widget counter = Widget.open("counter", Widget.module(Counter.class, "counter.js"), Map.of("count", 0)).show();
 *   counter.onMessage(content -&gt; counter.set("count", counter.get("count").getAsInt() + 1));
 * </pre>
 * Widgets need this kernel (pathlab-java), in either of its modes: in its JJava mode
 * ({@code PATHLAB_KERNEL_API=jjava}) they work as here, handlers, limits and Interrupt included.
 * On JJava or IJava themselves, or in plain JShell, {@link #open} fails with one line saying so.
 */
public final class Widget {

    /** How long a handler may run unless {@link #timeLimit} says otherwise. */
    public static final long DEFAULT_TIME_LIMIT_SECONDS = 10;

    private static final Gson GSON = new Gson();
    /** The open widgets, by comm id: what a reloaded page gets back. */
    private static final Map<String, Widget> OPEN = new ConcurrentHashMap<>();

    private final Comms comms;
    private final String name;
    private final JsonObject state;
    private final Comm comm;
    private final List<Consumer<JsonElement>> messageHandlers = new CopyOnWriteArrayList<>();
    private final List<BiConsumer<String, JsonElement>> changeHandlers = new CopyOnWriteArrayList<>();
    private final HandlerRunner handlers;

    private Widget(Comms comms, String name, JsonObject state) {
        this.comms = comms;
        this.name = name;
        this.state = state;
        this.handlers = new HandlerRunner("handler of " + this, Duration.ofSeconds(DEFAULT_TIME_LIMIT_SECONDS));
        this.comm = comms.open(WidgetMessages.TARGET, WidgetMessages.open(state), WidgetMessages.METADATA,
                new Comms.Listener() {
                    @Override
                    public void received(Comm from, JsonObject data) {
                        Widget.this.received(data);
                    }

                    @Override
                    public void closed(Comm from) {
                        OPEN.remove(from.id());
                    }
                });
        OPEN.put(comm.id(), this);
    }

    /**
     * Opens the widget {@code name} (what a front end without widgets shows), drawn by the ES
     * {@code module} (its source text), with {@code state}'s keys as the model's first state
     * (values as Gson writes them: numbers, strings, lists, maps).
     */
    public static Widget open(String name, String module, Map<String, ?> state) {
        Comms comms = Comms.ofKernel().orElseThrow(() -> new IllegalStateException(
                "widgets need the Pathlab kernel (pathlab-java): this is not it, or not a notebook"));
        JsonObject initial = WidgetMessages.initialState(name, module);
        state.forEach((key, value) -> initial.add(key, GSON.toJsonTree(value)));
        return new Widget(comms, name, initial);
    }

    /** Whether widgets can be opened here: in a notebook on the Pathlab kernel (else {@link #open} fails with one line). */
    public static boolean available() {
        return Comms.ofKernel().isPresent();
    }

    /** The text of the resource {@code name} beside {@code owner}'s class file (a widget's ES module). */
    public static String module(Class<?> owner, String name) {
        try (InputStream in = owner.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("no resource " + name + " beside " + owner.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name + " beside " + owner.getName(), e);
        }
    }

    /** Lets the front end's widget manager get every open widget back after a page reload. */
    public static void install(Comms comms) {
        comms.register(WidgetMessages.CONTROL_TARGET, control -> (from, data) -> {
            if (WidgetMessages.method(data).equals("request_states")) {
                Map<String, JsonObject> states = new TreeMap<>();
                OPEN.forEach((id, widget) -> states.put(id, widget.state()));
                from.send(WidgetMessages.updateStates(states));
            }
        });
    }

    /** Displays a view of the widget (again, for a second view); returns the widget. */
    public Widget show() {
        comms.display(WidgetMessages.view(comm.id(), toString(), null));
        return this;
    }

    /**
     * Displays a view of the widget with the picture {@code png} (its PNG bytes, such as
     * {@code FillPicture.png} makes) where widgets do not show: a notebook saved by a headless run,
     * GitHub's viewer, an HTML export, an untrusted notebook. Returns the widget.
     */
    public Widget show(byte[] png) {
        comms.display(WidgetMessages.view(comm.id(), toString(), png));
        return this;
    }

    /** Calls {@code handler} with the content of each message the module sends ({@code model.send(content)}). */
    public Widget onMessage(Consumer<JsonElement> handler) {
        messageHandlers.add(handler);
        return this;
    }

    /** Calls {@code handler} with each key and new value the front end sets ({@code model.set}, {@code save_changes}). */
    public Widget onChange(BiConsumer<String, JsonElement> handler) {
        changeHandlers.add(handler);
        return this;
    }

    /** Lets each handler from now on run for {@code limit} before it is stopped (default 10 s); returns the widget. */
    public Widget timeLimit(Duration limit) {
        handlers.timeLimit(limit);
        return this;
    }

    /** The state's value for {@code key}, or null. */
    public JsonElement get(String key) {
        synchronized (state) {
            JsonElement value = state.get(key);
            return value == null ? null : value.deepCopy();
        }
    }

    /** Sets {@code key} to {@code value} here and in the browser, which redraws what depends on it. */
    public void set(String key, Object value) {
        set(Map.of(key, value));
    }

    /** Sets several keys at once, in one message. */
    public void set(Map<String, ?> values) {
        JsonObject changed = new JsonObject();
        values.forEach((key, value) -> changed.add(key, GSON.toJsonTree(value)));
        synchronized (state) {
            changed.entrySet().forEach(e -> state.add(e.getKey(), e.getValue()));
        }
        comm.send(WidgetMessages.update(changed));
    }

    /** Sends {@code content} to the module ({@code model.on("msg:custom", content => ...)}). */
    public void send(Object content) {
        comm.send(WidgetMessages.custom(GSON.toJsonTree(content)));
    }

    /** Closes the widget: its views stop working, and a reloaded page no longer gets it. */
    public void close() {
        OPEN.remove(comm.id());
        comm.close();
    }

    /** The model's id, as the browser knows it. */
    public String id() {
        return comm.id();
    }

    /** What a front end without widgets shows: the widget's name. */
    @Override
    public String toString() {
        return "Widget(" + name + ")";
    }

    private JsonObject state() {
        synchronized (state) {
            return state.deepCopy();
        }
    }

    private void received(JsonObject data) {
        switch (WidgetMessages.method(data)) {
            case "custom" -> {
                JsonElement content = data.get("content");
                handle(() -> messageHandlers.forEach(handler -> handler.accept(content)));
            }
            case "update" -> {
                JsonElement changed = data.get("state");
                if (changed != null && changed.isJsonObject()) {
                    synchronized (state) {
                        changed.getAsJsonObject().entrySet().forEach(e -> state.add(e.getKey(), e.getValue()));
                    }
                    if (!changeHandlers.isEmpty()) {
                        handle(() -> changed.getAsJsonObject().entrySet().forEach(e ->
                                changeHandlers.forEach(handler -> handler.accept(e.getKey(), e.getValue()))));
                    }
                }
            }
            case "request_state" -> comm.send(WidgetMessages.update(state()));
            default -> {
                // other methods (echo_update from newer front ends) change nothing here
            }
        }
    }

    /**
     * Runs a message's handlers after those of the messages before it, off the shell thread, as
     * replies to the message; then says in the state how they ended.
     */
    private void handle(Runnable toRun) {
        MessageContext request = comms.handlingNow();
        handlers.submit(() -> comms.replyingTo(request, toRun),
                outcome -> comms.replyingTo(request, () -> set(Map.of(
                        "busy", handlers.hasWaiting(),
                        "error", outcome.problem() == null ? "" : outcome.problem(),
                        "printed", outcome.printed()))));
    }
}
