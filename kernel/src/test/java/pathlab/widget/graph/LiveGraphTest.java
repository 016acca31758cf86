package pathlab.widget.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.graph.Positions;
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

    /** The state the last update (or the opening) set. */
    private JsonObject lastState() {
        return kernel.lastData().getAsJsonObject("state");
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
        kernel.send(graph, "{\"type\": \"step\", \"to\": 0, \"request\": 1}");
        assertShows(example1, 0);
        assertEquals(0, lastState().get("step").getAsInt());
        kernel.send(graph, "{\"type\": \"step\", \"to\": 3, \"request\": 2}");
        assertShows(example1, 3);
        kernel.send(graph, "{\"type\": \"step\", \"to\": 99, \"request\": 3}");
        assertShows(example1, example1.iterations());
        assertEquals(-1, lastState().get("step").getAsInt(), "past the last iteration is the end");
    }

    @Test
    void theOverestimatingTableGivesExample3AndAClickedGoalSearchesAgain() {
        Widget graph = LiveGraph.of(LECTURE).from("A").to("F").heuristic("overestimating").show().widget();
        Trace example3 = LectureExample.EXAMPLE_3.trace();
        assertShows(example3, example3.iterations());
        kernel.send(graph, "{\"type\": \"choose\", \"heuristic\": \"zero (Dijkstra)\", \"request\": 1}");
        assertShows(LectureExample.EXAMPLE_1.trace(), LectureExample.EXAMPLE_1.trace().iterations());
        kernel.send(graph, "{\"type\": \"place\", \"what\": \"goal\", \"node\": \"D\", \"request\": 2}");
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
        kernel.send(graph, "{\"type\": \"cost\", \"connection\": " + ab + ", \"cost\": \" 0.5 \", \"request\": 1}");
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
            kernel.send(graph, "{\"type\": \"cost\", \"connection\": " + ab + ", \"cost\": \"" + bad + "\", \"request\": 2}");
            assertEquals("the cost of " + name + " must be a number of at least 0, not '" + bad + "'",
                    lastState().get("message").getAsString());
            assertShows(changed, changed.iterations()); // as it was
        }
        kernel.send(graph, "{\"type\": \"cost\", \"connection\": " + ab + ", \"cost\": \"9\\n" + "9".repeat(5000) + "\"}");
        String refused = lastState().get("message").getAsString();
        assertTrue(refused.startsWith("the cost of " + name + " must be a number of at least 0, not '9\\x0A99")
                && refused.length() < 300, "a long or many-line cost is cut and escaped in the line: " + refused);
        kernel.send(graph, "{\"type\": \"cost\", \"connection\": 99, \"cost\": \"1\", \"request\": 3}");
        assertEquals("there is no connection 99 in the graph", lastState().get("message").getAsString());
    }

    @Test
    void anUnknownNodeHeuristicOrMessageIsOneLine() {
        Widget graph = LiveGraph.of(LECTURE).from("A").to("F").show().widget();
        kernel.send(graph, "{\"type\": \"place\", \"what\": \"goal\", \"node\": \"<script>\", \"request\": 1}");
        assertEquals("there is no node '<script>' in the graph", lastState().get("message").getAsString());
        assertEquals("F", lastState().get("goal").getAsString());
        kernel.send(graph, "{\"type\": \"place\", \"what\": \"wall\", \"node\": \"B\", \"request\": 2}");
        assertEquals("a click places the start or the goal, not 'wall'", lastState().get("message").getAsString());
        kernel.send(graph, "{\"type\": \"choose\", \"heuristic\": \"octile\", \"request\": 3}");
        assertEquals("unknown heuristic 'octile': choose one of zero (Dijkstra), underestimating, overestimating",
                lastState().get("message").getAsString());
        kernel.send(graph, "{\"type\": \"fly\", \"request\": 4}");
        assertEquals("the live graph does not know the message 'fly'", lastState().get("message").getAsString());
        assertEquals(4, lastState().get("answered").getAsInt());
        assertEquals("unknown heuristic 'octile': choose one of zero (Dijkstra), underestimating, overestimating",
                assertThrows(IllegalArgumentException.class, () -> LiveGraph.of(LECTURE).heuristic("octile")).getMessage());
    }

    @Test
    void withoutWidgetsShowingPrintsOneLineAndTheNotebookGoesOn() {
        LiveGraph graph = LiveGraph.of(LECTURE);
        assertEquals(LiveGraph.NO_WIDGETS + System.lineSeparator(), RecordedComms.printedWithoutComms(graph::show));
        assertTrue(assertThrows(IllegalStateException.class, graph::widget).getMessage().endsWith(
                "has no widget: show() opens one, on the Pathlab kernel"));
    }
}
