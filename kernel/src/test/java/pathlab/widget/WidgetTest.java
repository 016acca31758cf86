package pathlab.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import io.github.spencerpark.jupyter.messages.Message;
import io.github.spencerpark.jupyter.messages.MessageType;
import io.github.spencerpark.jupyter.messages.comm.CommMsgCommand;
import io.github.spencerpark.jupyter.messages.comm.CommOpenCommand;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import pathlab.kernel.comm.Comms;

/** The widget protocol's messages, as a counter widget sends them to a kernel's comms (kept in a list). */
class WidgetTest {

    @RegisterExtension
    final RecordedComms kernel = new RecordedComms();
    private final List<Message<?>> published = kernel.published;
    private final Comms comms = kernel.comms;

    private static JsonObject json(String text) {
        return new Gson().fromJson(text, JsonObject.class);
    }

    private Message<?> last(String type) {
        synchronized (published) {
            for (int i = published.size() - 1; i >= 0; i--) {
                if (published.get(i).getHeader().getType().getName().equals(type)) {
                    return published.get(i);
                }
            }
        }
        throw new AssertionError("no " + type + " in " + published);
    }

    /** The state the last answer to {@code request} set: how its handlers ended. */
    private JsonObject ended(Message<?> request) throws InterruptedException {
        List<JsonObject> answers = kernel.answersTo(request);
        return answers.get(answers.size() - 1).getAsJsonObject("state");
    }

    private static JsonObject content(Message<?> message) {
        return (JsonObject) message.getContent();
    }

    private Message<CommMsgCommand> fromFrontEnd(String commId, String data) {
        Message<CommMsgCommand> message = new Message<>(null, MessageType.COMM_MSG_COMMAND, new CommMsgCommand(commId, json(data)));
        comms.received(message);
        return message;
    }

    @Test
    void anyNameIsASafeIdForAnywidgetsStyleSelector() {
        Widget.open("the library's A* <b>", "export default {};", Map.of());
        JsonObject state = content(last("comm_open")).getAsJsonObject("data").getAsJsonObject("state");
        assertEquals("the-library-s-A---b-", state.get("_anywidget_id").getAsString());
    }

    @Test
    void aWidgetOpensAtTheWidgetTargetWithAnywidgetsModelAndItsModule() throws IOException {
        Widget counter = Counter.show();
        JsonObject open = content(last("comm_open"));
        assertEquals("jupyter.widget", open.get("target_name").getAsString());
        assertEquals(Map.of("version", "2.1.0"), last("comm_open").getMetadata());
        JsonObject state = open.getAsJsonObject("data").getAsJsonObject("state");
        assertEquals("AnyModel", state.get("_model_name").getAsString());
        assertEquals("AnyView", state.get("_view_name").getAsString());
        assertEquals("anywidget", state.get("_model_module").getAsString());
        assertEquals(0, state.get("count").getAsInt());
        assertEquals(Files.readString(Path.of("src/main/resources/pathlab/widget/counter.js")),
                state.get("_esm").getAsString());
        assertEquals(0, open.getAsJsonObject("data").getAsJsonArray("buffer_paths").size());
        JsonObject view = content(last("display_data")).getAsJsonObject("data");
        assertEquals(json("{\"version_major\": 2, \"version_minor\": 1, \"model_id\": \"" + counter.id() + "\"}"),
                view.getAsJsonObject("application/vnd.jupyter.widget-view+json"));
        assertEquals("Widget(counter)", view.get("text/plain").getAsString());
        assertFalse(view.has("image/png"), "show() offers no picture");
    }

    @Test
    void aClickIsAnsweredWithAnUpdateWhoseParentIsTheClickThenHowItsHandlersEnded() throws InterruptedException {
        Widget counter = Counter.show();
        Message<CommMsgCommand> click = fromFrontEnd(counter.id(), "{\"method\": \"custom\", \"content\": {\"type\": \"click\"}}");
        assertEquals(List.of(json("{\"method\": \"update\", \"state\": {\"count\": 1}, \"buffer_paths\": []}"),
                json("{\"method\": \"update\", \"state\": {\"busy\": false, \"error\": \"\", \"printed\": \"\"},"
                        + " \"buffer_paths\": []}")), kernel.answersTo(click));
        assertEquals(1, counter.get("count").getAsInt());
    }

    @Test
    void aHandlerSendsUnderItsClickWhateverTheShellHandlesMeanwhile() throws InterruptedException {
        Widget counter = Counter.show();
        CountDownLatch cellStarted = new CountDownLatch(1);
        counter.onMessage(content -> {
            try {
                cellStarted.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            counter.send(Map.of("after", "the cell"));
        });
        Message<CommMsgCommand> click = fromFrontEnd(counter.id(), "{\"method\": \"custom\", \"content\": {}}");
        fromFrontEnd("another-comm", "{\"method\": \"custom\", \"content\": {}}"); // the shell goes on meanwhile
        cellStarted.countDown();
        List<JsonObject> answers = kernel.answersTo(click);
        assertEquals(3, answers.size(), answers.toString());
        assertEquals("custom", answers.get(1).get("method").getAsString());
    }

    @Test
    void theFrontEndsUpdatesChangeTheStateAndReachTheHandlers() throws InterruptedException {
        Widget counter = Counter.show();
        List<String> changes = new ArrayList<>();
        counter.onChange((key, value) -> changes.add(key + "=" + value));
        Message<CommMsgCommand> update = fromFrontEnd(counter.id(),
                "{\"method\": \"update\", \"state\": {\"count\": 5}, \"buffer_paths\": []}");
        assertEquals(5, counter.get("count").getAsInt());
        ended(update);
        assertEquals(List.of("count=5"), changes);
    }

    @Test
    void aReloadedPageGetsEveryOpenWidgetsStateFromTheControlComm() {
        Widget counter = Counter.show();
        Widget closed = Counter.show();
        closed.close();
        comms.opened(new Message<>(null, MessageType.COMM_OPEN_COMMAND,
                new CommOpenCommand("control", "jupyter.widget.control", new JsonObject())));
        Message<CommMsgCommand> request = fromFrontEnd("control", "{\"method\": \"request_states\"}");
        Message<?> answer = last("comm_msg");
        assertSame(request.getHeader(), answer.getParentHeader());
        JsonObject data = content(answer).getAsJsonObject("data");
        assertEquals("update_states", data.get("method").getAsString());
        JsonObject model = data.getAsJsonObject("states").getAsJsonObject(counter.id());
        assertEquals("AnyModel", model.get("model_name").getAsString());
        assertEquals("anywidget", model.get("model_module").getAsString());
        assertEquals(WidgetMessages.ANYWIDGET_VERSIONS, model.get("model_module_version").getAsString());
        assertEquals(0, model.getAsJsonObject("state").get("count").getAsInt());
        assertTrue(!data.getAsJsonObject("states").has(closed.id()), "a closed widget is not restored");
    }

    @Test
    void requestStateIsAnsweredWithTheWholeStateToItsRequester() {
        Widget counter = Counter.show();
        Message<CommMsgCommand> request = fromFrontEnd(counter.id(), "{\"method\": \"request_state\"}");
        Message<?> answer = last("comm_msg");
        assertSame(request.getHeader(), answer.getParentHeader());
        JsonObject data = content(answer).getAsJsonObject("data");
        assertEquals("update", data.get("method").getAsString());
        assertEquals(content(published.get(0)).getAsJsonObject("data").getAsJsonObject("state"), data.getAsJsonObject("state"));
    }

    @Test
    void aFailingHandlerIsOneLineInTheWidgetAndTheNextClickWorks() throws InterruptedException {
        Widget counter = Counter.show();
        counter.onMessage(content -> {
            if (counter.get("count").getAsInt() == 1) {
                throw new IllegalStateException("the start (3, 4) is on a wall");
            }
        });
        JsonObject failed = ended(fromFrontEnd(counter.id(), "{\"method\": \"custom\", \"content\": {}}"));
        assertEquals("failed: java.lang.IllegalStateException: the start (3, 4) is on a wall", failed.get("error").getAsString());
        assertEquals(1, counter.get("count").getAsInt()); // the counter's own handler ran before it
        JsonObject next = ended(fromFrontEnd(counter.id(), "{\"method\": \"custom\", \"content\": {}}"));
        assertEquals("", next.get("error").getAsString());
        assertEquals(2, counter.get("count").getAsInt());
    }

    @Test
    void aHandlerPastTheWidgetsTimeLimitIsStoppedAndSaysSo() throws InterruptedException {
        Widget counter = Counter.show().timeLimit(Duration.ofMillis(200));
        counter.onMessage(content -> {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        JsonObject stopped = ended(fromFrontEnd(counter.id(), "{\"method\": \"custom\", \"content\": {}}"));
        assertEquals("stopped: it ran longer than its time limit of 0.2 s", stopped.get("error").getAsString());
        assertEquals(false, stopped.get("busy").getAsBoolean());
    }

    @Test
    void aWidgetsStateSaysHowItsHandlersDidFromTheStart() {
        Counter.show();
        JsonObject state = content(last("comm_open")).getAsJsonObject("data").getAsJsonObject("state");
        assertEquals(json("{\"busy\": false, \"error\": \"\", \"printed\": \"\"}"),
                json("{\"busy\": " + state.get("busy") + ", \"error\": " + state.get("error") + ", \"printed\": "
                        + state.get("printed") + "}"));
    }

    @Test
    void withoutThisKernelOpeningSaysWhatItNeeds() {
        Comms.install(null);
        IllegalStateException e = assertThrows(IllegalStateException.class, Counter::show);
        assertTrue(e.getMessage().startsWith("widgets need the Pathlab kernel"), e.getMessage());
    }

    /** The kernel's models ask for the anywidget front end that requirements.txt installs. */
    @Test
    void theModelsAskForTheFrontEndThatRequirementsPin() throws IOException {
        String pin = Files.readAllLines(Path.of("../requirements.txt")).stream()
                .filter(line -> line.startsWith("anywidget=="))
                .map(line -> line.substring("anywidget==".length()).split(";")[0].strip())
                .findFirst().orElseThrow(() -> new AssertionError("requirements.txt pins no anywidget"));
        String[] version = pin.split("\\.");
        assertEquals("~" + version[0] + "." + version[1] + ".*", WidgetMessages.ANYWIDGET_VERSIONS);
    }
}
