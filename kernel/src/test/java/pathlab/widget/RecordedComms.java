package pathlab.widget;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import io.github.spencerpark.jupyter.messages.Message;
import io.github.spencerpark.jupyter.messages.MessageType;
import io.github.spencerpark.jupyter.messages.comm.CommMsgCommand;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import pathlab.kernel.comm.Comms;

/**
 * A kernel's comms for the widgets' tests: everything they publish is kept in {@link #published},
 * in order. Registered in a test class ({@code @RegisterExtension final RecordedComms kernel = new
 * RecordedComms();}), they are the kernel's comms (with the widgets' control comm) during each
 * test; {@link #answersTo} waits for a message's handlers, which run off the calling thread, and
 * {@link #send} sends a widget a message as its module would and waits for them.
 */
public final class RecordedComms implements BeforeEachCallback, AfterEachCallback {

    private static final long WAIT_MILLIS = 30_000;

    /** What the comms published, in order (lock it to read it while handlers run). */
    public final List<Message<?>> published = Collections.synchronizedList(new ArrayList<>());
    /** The comms, as the kernel's shell would call them. */
    public final Comms comms = new Comms(published::add, () -> { }, line -> { });

    /** Before each test: these are the kernel's comms, with the widgets' control comm registered. */
    @Override
    public void beforeEach(ExtensionContext test) {
        Comms.install(comms);
        Widget.install(comms);
    }

    /** After each test: the kernel has no comms again. */
    @Override
    public void afterEach(ExtensionContext test) {
        Comms.install(null);
    }

    /**
     * The data of the comm messages answering {@code request}, once its handlers have ended: the
     * last is the update that says how (busy, error, printed). Fails after 30 s.
     */
    public List<JsonObject> answersTo(Message<?> request) throws InterruptedException {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        while (System.currentTimeMillis() < deadline) {
            List<JsonObject> answers = new ArrayList<>();
            synchronized (published) {
                for (Message<?> message : published) {
                    if (message.getParentHeader() == request.getHeader()) {
                        answers.add(((JsonObject) message.getContent()).getAsJsonObject("data"));
                    }
                }
            }
            if (!answers.isEmpty() && saysHandlersEnded(answers.get(answers.size() - 1))) {
                return answers;
            }
            Thread.sleep(5);
        }
        throw new AssertionError("the handlers of " + request.getContent() + " did not end: " + published);
    }

    /**
     * Whether {@code data} is an update that says how a message's handlers ended: it sets busy
     * (with error and printed). An opening's state has them too, and is not one.
     */
    public static boolean saysHandlersEnded(JsonObject data) {
        return data != null && data.has("method") && data.get("method").getAsString().equals("update")
                && data.getAsJsonObject("state").has("busy");
    }

    /**
     * Sends {@code content} (JSON) to {@code widget} as its module does ({@code model.send}) and
     * waits until the widget's handlers of it have ended.
     */
    public void send(Widget widget, String content) {
        JsonObject data = new JsonObject();
        data.addProperty("method", "custom");
        data.add("content", new Gson().fromJson(content, JsonObject.class));
        Message<CommMsgCommand> message =
                new Message<>(null, MessageType.COMM_MSG_COMMAND, new CommMsgCommand(widget.id(), data));
        comms.received(message);
        try {
            answersTo(message);
        } catch (InterruptedException e) {
            throw new AssertionError("interrupted while waiting for the handlers of " + content, e);
        }
    }

    /**
     * The data of the last comm message published (an opening, an update or a custom message),
     * leaving out the updates that say how a message's handlers ended.
     */
    public JsonObject lastData() {
        synchronized (published) {
            for (int i = published.size() - 1; i >= 0; i--) {
                if (published.get(i).getContent() instanceof JsonObject content && content.has("comm_id")
                        && !saysHandlersEnded(content.getAsJsonObject("data"))) {
                    return content.getAsJsonObject("data");
                }
            }
        }
        throw new AssertionError("no comm message published");
    }

    /**
     * Runs {@code cell} as on JJava, IJava or in plain JShell, with no kernel's comms (until the
     * next test), and returns what it printed.
     */
    public static String printedWithoutComms(Runnable cell) {
        Comms.install(null);
        PrintStream before = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            cell.run();
        } finally {
            System.setOut(before);
        }
        return printed.toString(StandardCharsets.UTF_8);
    }
}
