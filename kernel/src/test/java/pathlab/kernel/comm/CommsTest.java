package pathlab.kernel.comm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import io.github.spencerpark.jupyter.messages.Message;
import io.github.spencerpark.jupyter.messages.MessageType;
import io.github.spencerpark.jupyter.messages.comm.CommCloseCommand;
import io.github.spencerpark.jupyter.messages.comm.CommMsgCommand;
import io.github.spencerpark.jupyter.messages.comm.CommOpenCommand;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The comms' messages as the kernel would publish them, without sockets: each kept in a list. */
class CommsTest {

    private final List<Message<?>> published = new ArrayList<>();
    private final List<String> displayedAfter = new ArrayList<>();
    private final List<String> logged = new ArrayList<>();
    private final Comms comms = new Comms(published::add, () -> displayedAfter.add("flushed"), logged::add);

    private static JsonObject json(String text) {
        return new Gson().fromJson(text, JsonObject.class);
    }

    private JsonObject content(int index) {
        return (JsonObject) published.get(index).getContent();
    }

    private static Message<CommMsgCommand> frontEndMessage(String commId, String data) {
        return new Message<>(null, MessageType.COMM_MSG_COMMAND, new CommMsgCommand(commId, json(data)));
    }

    @Test
    void openingSendsCommOpenWithTargetDataAndMetadataUnderTheRequestBeingHandled() {
        Message<CommMsgCommand> cell = frontEndMessage("none", "{}");
        comms.handling(cell);
        Comm comm = comms.open("jupyter.widget", json("{\"state\": {\"count\": 0}}"), Map.of("version", "2.1.0"),
                (c, data) -> { });
        Message<?> open = published.get(0);
        assertEquals("comm_open", open.getHeader().getType().getName());
        assertEquals(json("{\"comm_id\": \"" + comm.id() + "\", \"target_name\": \"jupyter.widget\","
                + " \"data\": {\"state\": {\"count\": 0}}}"), content(0));
        assertEquals(Map.of("version", "2.1.0"), open.getMetadata());
        assertSame(cell.getHeader(), open.getParentHeader());
    }

    @Test
    void anAnswerToAFrontEndMessageHasThatMessageAsItsParent() {
        Comm comm = comms.open("echo", new JsonObject(), null, (c, data) -> c.send(data));
        Message<CommMsgCommand> click = frontEndMessage(comm.id(), "{\"method\": \"custom\", \"content\": 1}");
        comms.received(click);
        Message<?> answer = published.get(1);
        assertEquals("comm_msg", answer.getHeader().getType().getName());
        assertEquals(json("{\"comm_id\": \"" + comm.id() + "\", \"data\": {\"method\": \"custom\", \"content\": 1}}"),
                content(1));
        assertSame(click.getHeader(), answer.getParentHeader());
    }

    @Test
    void theFrontEndOpensCommsAtRegisteredTargetsOnly() {
        List<String> heard = new ArrayList<>();
        comms.register("known", comm -> (c, data) -> heard.add(c.target() + " " + data));
        comms.opened(new Message<>(null, MessageType.COMM_OPEN_COMMAND, new CommOpenCommand("c1", "known", new JsonObject())));
        comms.opened(new Message<>(null, MessageType.COMM_OPEN_COMMAND, new CommOpenCommand("c2", "unknown", new JsonObject())));
        comms.received(frontEndMessage("c1", "{\"a\": 1}"));
        comms.received(frontEndMessage("c2", "{\"a\": 2}"));
        assertEquals(List.of("known {\"a\":1}"), heard);
        assertEquals(1, published.size());
        assertEquals("comm_close", published.get(0).getHeader().getType().getName());
        assertEquals("c2", content(0).get("comm_id").getAsString());
    }

    @Test
    void commInfoListsTheOpenCommsOfATargetWithStatus() {
        Comm widget = comms.open("jupyter.widget", new JsonObject(), null, (c, data) -> { });
        comms.open("other", new JsonObject(), null, (c, data) -> { });
        assertEquals(json("{\"status\": \"ok\", \"comms\": {\"" + widget.id() + "\": {\"target_name\": \"jupyter.widget\"}}}"),
                comms.info("jupyter.widget"));
        assertEquals(2, comms.info(null).getAsJsonObject("comms").size());
    }

    @Test
    void aClosedCommSendsAndHearsNothingMore() {
        List<String> heard = new ArrayList<>();
        Comm comm = comms.open("t", new JsonObject(), null, new Comms.Listener() {
            @Override
            public void received(Comm c, JsonObject data) {
                heard.add("message");
            }

            @Override
            public void closed(Comm c) {
                heard.add("closed");
            }
        });
        comms.closed(new Message<>(null, MessageType.COMM_CLOSE_COMMAND, new CommCloseCommand(comm.id(), new JsonObject())));
        comm.send(new JsonObject());
        comm.close();
        comms.received(frontEndMessage(comm.id(), "{}"));
        assertFalse(comm.isOpen());
        assertEquals(List.of("closed"), heard);
        assertEquals(1, published.size()); // the comm_open only
        assertEquals(json("{\"status\": \"ok\", \"comms\": {}}"), comms.info(null));
    }

    @Test
    void displayDataComesAfterTheTextPrintedBeforeIt() {
        comms.display(json("{\"text/plain\": \"a widget\"}"));
        assertEquals(List.of("flushed"), displayedAfter);
        assertEquals("display_data", published.get(0).getHeader().getType().getName());
        assertEquals(json("{\"data\": {\"text/plain\": \"a widget\"}, \"metadata\": {}, \"transient\": {}}"), content(0));
    }

    @Test
    void aRequestWithoutItsCommIdOrTargetIsIgnoredWithOneLineInTheLog() {
        List<String> heard = new ArrayList<>();
        comms.register("known", comm -> (c, data) -> heard.add(c.id()));
        comms.opened(new Message<>(null, MessageType.COMM_OPEN_COMMAND, new CommOpenCommand(null, "known", new JsonObject())));
        comms.opened(new Message<>(null, MessageType.COMM_OPEN_COMMAND, new CommOpenCommand("c1", null, new JsonObject())));
        comms.received(frontEndMessage(null, "{}"));
        comms.closed(new Message<>(null, MessageType.COMM_CLOSE_COMMAND, new CommCloseCommand(null, new JsonObject())));
        assertEquals(List.of(
                "pathlab-kernel: a comm_open without comm_id was ignored",
                "pathlab-kernel: a comm_open without target_name was ignored",
                "pathlab-kernel: a comm_msg without comm_id was ignored",
                "pathlab-kernel: a comm_close without comm_id was ignored"), logged);
        assertEquals(List.of(), published);
        assertEquals(List.of(), heard);
        assertEquals("{}", comms.info(null).get("comms").toString());
    }
}
