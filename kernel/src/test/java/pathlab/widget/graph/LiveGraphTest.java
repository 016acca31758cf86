package pathlab.widget.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.spencerpark.jupyter.messages.Message;
import io.github.spencerpark.jupyter.messages.MessageType;
import io.github.spencerpark.jupyter.messages.comm.CommMsgCommand;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.graph.Positions;
import pathlab.kernel.comm.Comms;
import pathlab.picture.GraphPicture;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.trace.LectureExample;
import pathlab.trace.Listing;
import pathlab.trace.Notation;
import pathlab.trace.Trace;
import pathlab.widget.RecordedComms;
import pathlab.widget.Widget;

/**
 * The live graph's messages in and state out, on the lecture's graph and a kernel's comms kept in a
 * list: each answer is the lecture's own listing and the step player's own picture.
 */
class LiveGraphTest {

    private static final GraphFile LECTURE = GraphFile.lecture();
    private static final Positions AT = LECTURE.positions();

    @RegisterExtension
    final RecordedComms kernel = new RecordedComms();
    private final List<Message<?>> published = kernel.published;

    /** The state the last update (or the opening) set, leaving out the updates that say how handlers ended. */
    private JsonObject lastState() {
        synchronized (published) {
            for (int i = published.size() - 1; i >= 0; i--) {
                if (published.get(i).getContent() instanceof JsonObject content && content.has("comm_id")
                        && !RecordedComms.saysHandlersEnded(content.getAsJsonObject("data"))) {
                    return content.getAsJsonObject("data").getAsJsonObject("state");
                }
            }
        }
        throw new AssertionError("no comm message published");
    }

    /** Sends {@code content} from the front end and waits until the widget's handlers of it have ended. */
    private void send(Widget widget, String content) {
        JsonObject data = new JsonObject();
        data.addProperty("method", "custom");
        data.add("content", new Gson().fromJson(content, JsonObject.class));
        Message<CommMsgCommand> message =
                new Message<>(null, MessageType.COMM_MSG_COMMAND, new CommMsgCommand(widget.id(), data));
        kernel.comms.received(message);
        try {
            kernel.answersTo(message);
        } catch (InterruptedException e) {
            throw new AssertionError("interrupted while waiting for the handlers of " + content, e);
        }
    }

    /** The state shows the trace's iteration {@code i}: the step player's picture, the lecture's listing, the final path. */
    private void assertShows(Trace trace, int i) {
        JsonObject state = lastState();
        assertEquals(trace.listing(i), state.get("listing").getAsString());
        assertEquals(GraphPicture.iterationSvg(trace, AT, i).svg(), state.get("svg").getAsString());
        assertEquals(Listing.finalPath(trace.result()), state.get("path").getAsString());
        assertEquals(trace.iterations(), state.get("iterations").getAsInt());
    }

    @Test
    void showingOpensTheModuleWithTheLecturesExample1AtItsEnd() throws IOException {
        Widget graph = LiveGraph.of(LECTURE).from("A").to("F").show().widget();
        JsonObject state = lastState();
        assertEquals(Files.readString(Path.of("src/main/resources/pathlab/widget/graph/livegraph.js")),
                state.get("_esm").getAsString());
        assertEquals(Files.readString(Path.of("src/main/resources/pathlab/widget/graph/livegraph.css")),
                state.get("_css").getAsString());
        Trace example1 = LectureExample.EXAMPLE_1.trace();
        assertShows(example1, example1.iterations());
        assertEquals(-1, state.get("step").getAsInt());
        JsonArray nodes = state.getAsJsonArray("nodes");
        int b = LECTURE.graph().node("B");
        assertEquals("B", nodes.get(b).getAsJsonObject().get("name").getAsString());
        assertEquals(GraphPicture.centre(AT, b)[0], nodes.get(b).getAsJsonObject().get("x").getAsInt());
        assertEquals(GraphPicture.centre(AT, b)[1], nodes.get(b).getAsJsonObject().get("y").getAsInt());
        assertEquals(GraphPicture.iterationSvg(example1, AT, 0).width(), state.get("width").getAsInt());
        assertEquals(LECTURE.graph().connectionCount(), state.getAsJsonArray("connections").size());
        assertEquals("[\"zero (Dijkstra)\",\"underestimating\",\"overestimating\"]", state.get("heuristics").toString());
        assertEquals("Dijkstra from A to F: " + example1.result(), state.get("message").getAsString());
        assertEquals("Widget(live graph of maps/lecture.graph (6 nodes, " + LECTURE.graph().connectionCount()
                + " connections))", graph.toString());
    }

    @Test
    void aStepShowsThatIterationsPictureAndListing() {
        Widget graph = LiveGraph.of(LECTURE).from("A").to("F").show().widget();
        Trace example1 = LectureExample.EXAMPLE_1.trace();
        send(graph, "{\"type\": \"step\", \"to\": 0, \"request\": 1}");
        assertShows(example1, 0);
        assertEquals(0, lastState().get("step").getAsInt());
        send(graph, "{\"type\": \"step\", \"to\": 3, \"request\": 2}");
        assertShows(example1, 3);
        send(graph, "{\"type\": \"step\", \"to\": 99, \"request\": 3}");
        assertShows(example1, example1.iterations());
        assertEquals(-1, lastState().get("step").getAsInt(), "past the last iteration is the end");
    }

    @Test
    void theOverestimatingTableGivesExample3AndAClickedGoalSearchesAgain() {
        Widget graph = LiveGraph.of(LECTURE).from("A").to("F").heuristic("overestimating").show().widget();
        Trace example3 = LectureExample.EXAMPLE_3.trace();
        assertShows(example3, example3.iterations());
        send(graph, "{\"type\": \"choose\", \"heuristic\": \"zero (Dijkstra)\", \"request\": 1}");
        assertShows(LectureExample.EXAMPLE_1.trace(), LectureExample.EXAMPLE_1.trace().iterations());
        send(graph, "{\"type\": \"place\", \"what\": \"goal\", \"node\": \"D\", \"request\": 2}");
        DirectedGraph g = LECTURE.graph();
        Trace toD = Trace.record(g, g.node("A"), g.node("D"), Heuristic.ZERO, SearchOptions.lecture(), Notation.DIJKSTRA);
        assertShows(toD, toD.iterations());
        assertEquals("D", lastState().get("goal").getAsString());
        assertEquals(2, lastState().get("answered").getAsInt());
    }

    @Test
    void anEditedCostIsSearchedAgainAndABadOneIsOneLine() {
        Widget graph = LiveGraph.of(LECTURE).from("A").to("F").show().widget();
        DirectedGraph g = LECTURE.graph();
        int ab = g.firstConnection(g.node("A"));
        String name = g.nodeName(g.connectionFrom(ab)) + " -> " + g.nodeName(g.connectionTo(ab));
        send(graph, "{\"type\": \"cost\", \"connection\": " + ab + ", \"cost\": \" 0.5 \", \"request\": 1}");
        DirectedGraph.Builder cheaper = new DirectedGraph.Builder();
        for (int n = 0; n < g.nodeCount(); n++) {
            cheaper.addNode(g.nodeName(n));
        }
        for (int c = 0; c < g.connectionCount(); c++) {
            cheaper.addConnection(g.connectionFrom(c), g.connectionTo(c), c == ab ? 0.5 : g.connectionCost(c));
        }
        Trace changed = Trace.record(cheaper.build(), g.node("A"), g.node("F"), Heuristic.ZERO, SearchOptions.lecture(),
                Notation.DIJKSTRA);
        assertShows(changed, changed.iterations());
        assertEquals("0.5", lastState().getAsJsonArray("connections").get(ab).getAsJsonObject().get("cost").getAsString());
        for (String bad : List.of("-3", "cheap", "1e999", "NaN", "")) {
            send(graph, "{\"type\": \"cost\", \"connection\": " + ab + ", \"cost\": \"" + bad + "\", \"request\": 2}");
            assertEquals("the cost of " + name + " must be a number of at least 0, not '" + bad + "'",
                    lastState().get("message").getAsString());
            assertShows(changed, changed.iterations()); // as it was
        }
        send(graph, "{\"type\": \"cost\", \"connection\": 99, \"cost\": \"1\", \"request\": 3}");
        assertEquals("there is no connection 99 in the graph", lastState().get("message").getAsString());
    }

    @Test
    void anUnknownNodeHeuristicOrMessageIsOneLine() {
        Widget graph = LiveGraph.of(LECTURE).from("A").to("F").show().widget();
        send(graph, "{\"type\": \"place\", \"what\": \"goal\", \"node\": \"<script>\", \"request\": 1}");
        assertEquals("there is no node '<script>' in the graph", lastState().get("message").getAsString());
        assertEquals("F", lastState().get("goal").getAsString());
        send(graph, "{\"type\": \"place\", \"what\": \"wall\", \"node\": \"B\", \"request\": 2}");
        assertEquals("a click places the start or the goal, not 'wall'", lastState().get("message").getAsString());
        send(graph, "{\"type\": \"choose\", \"heuristic\": \"octile\", \"request\": 3}");
        assertEquals("unknown heuristic 'octile': choose one of zero (Dijkstra), underestimating, overestimating",
                lastState().get("message").getAsString());
        send(graph, "{\"type\": \"fly\", \"request\": 4}");
        assertEquals("the live graph does not know the message 'fly'", lastState().get("message").getAsString());
        assertEquals(4, lastState().get("answered").getAsInt());
        assertEquals("unknown heuristic 'octile': choose one of zero (Dijkstra), underestimating, overestimating",
                assertThrows(IllegalArgumentException.class, () -> LiveGraph.of(LECTURE).heuristic("octile")).getMessage());
    }

    @Test
    void withoutWidgetsShowingPrintsOneLineAndTheNotebookGoesOn() {
        Comms.install(null); // as on JJava, IJava or in plain JShell: no kernel's comms
        PrintStream before = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        LiveGraph graph;
        try {
            graph = LiveGraph.of(LECTURE).show();
        } finally {
            System.setOut(before);
        }
        assertEquals(LiveGraph.NO_WIDGETS + System.lineSeparator(), printed.toString(StandardCharsets.UTF_8));
        assertTrue(assertThrows(IllegalStateException.class, graph::widget).getMessage().endsWith(
                "has no widget: show() opens one, on the Pathlab kernel"));
    }
}
