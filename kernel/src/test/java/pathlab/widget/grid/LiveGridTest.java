package pathlab.widget.grid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.spencerpark.jupyter.messages.Message;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.OctileHeuristic;
import pathlab.picture.FillPicture;
import pathlab.search.AStar;
import pathlab.search.NodeChange;
import pathlab.search.NodeRecord;
import pathlab.search.NodeState;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.search.SearchStep;
import pathlab.trace.GridTrace;
import pathlab.widget.RecordedComms;
import pathlab.widget.Widget;

/**
 * The live grid's messages in and state out, on a kernel's comms kept in a list. A message's
 * handlers run off the calling thread: {@code send} waits until they have ended.
 */
class LiveGridTest {

    /** Five by four, a wall in the middle row: (0,0) to (4,3) goes round it. */
    private static final GridMap MAP = GridMap.of(
            ".....",
            ".@@@.",
            ".....",
            ".....");

    @RegisterExtension
    final RecordedComms kernel = new RecordedComms();
    private final List<Message<?>> published = kernel.published;


    /** The state the last update (or the opening) set. */
    private JsonObject lastState() {
        return kernel.lastData().getAsJsonObject("state");
    }

    /** What the state shows of the first search (or the only one): its fill, path and line. */
    private JsonObject firstSide() {
        return side(lastState(), 0);
    }

    private static JsonObject side(JsonObject state, int index) {
        return state.getAsJsonArray("sides").get(index).getAsJsonObject();
    }


    private static int[] ints(JsonArray array) {
        int[] out = new int[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = array.get(i).getAsInt();
        }
        return out;
    }

    @Test
    void showingOpensTheModuleWithTheMapTheSearchAndItsFillPacked() throws IOException {
        Widget grid = LiveGrid.of(MAP).show().widget();
        JsonObject state = lastState();
        assertEquals(Files.readString(Path.of("src/main/resources/pathlab/widget/grid/livegrid.js")),
                state.get("_esm").getAsString());
        assertEquals(Files.readString(Path.of("src/main/resources/pathlab/widget/grid/livegrid.css")),
                state.get("_css").getAsString());
        assertEquals(5, state.get("width").getAsInt());
        assertEquals(4, state.get("height").getAsInt());
        assertArrayEquals(new int[] {0, 0}, ints(state.getAsJsonArray("start")));
        assertArrayEquals(new int[] {4, 3}, ints(state.getAsJsonArray("goal")));
        assertArrayEquals(new int[] {0, 6, 1, 3, 0, 11}, ints(state.getAsJsonArray("walls")));
        int[] path = ints(side(state, 0).getAsJsonArray("path"));
        assertEquals(0, path[0]);
        assertEquals(19, path[path.length - 1]);
        assertEquals(20, cells(ints(side(state, 0).getAsJsonArray("fill"))), "the runs cover the map");
        assertTrue(side(state, 0).get("message").getAsString().startsWith("the library's A* (octile, indexed-heap): path of "),
                side(state, 0).get("message").getAsString());
        assertEquals(-1, state.get("step").getAsInt(), "the search's end");
        assertEquals(1, state.getAsJsonArray("sides").size());
        assertEquals("Widget(live grid of map rows (5x4), searched by the library's A*)", grid.toString());
    }

    private static int cells(int[] runs) {
        int sum = 0;
        for (int i = 1; i < runs.length; i += 2) {
            sum += runs[i];
        }
        return sum;
    }

    @Test
    void aSecondShowOpensAWidgetWithTheWallsToo() {
        LiveGrid grid = LiveGrid.of(MAP);
        grid.show();
        grid.show();
        assertArrayEquals(new int[] {0, 6, 1, 3, 0, 11}, ints(lastState().getAsJsonArray("walls")));
    }

    @Test
    void draggingTheGoalSearchesAgainAndAnswersTheRequest() {
        Widget grid = LiveGrid.of(MAP).show().widget();
        kernel.send(grid, "{\"type\": \"move\", \"what\": \"goal\", \"x\": 2, \"y\": 2, \"request\": 7}");
        JsonObject data = kernel.lastData();
        assertEquals("update", data.get("method").getAsString());
        JsonObject state = data.getAsJsonObject("state");
        assertEquals(7, state.get("answered").getAsInt());
        assertTrue(!state.has("walls"), "the walls did not change, and are not sent again");
        assertArrayEquals(new int[] {2, 2}, ints(state.getAsJsonArray("goal")));
        int[] path = ints(side(state, 0).getAsJsonArray("path"));
        assertEquals(2 * 5 + 2, path[path.length - 1]);
        assertEquals(7, grid.get("answered").getAsInt(), "the kernel keeps the state a reload gets back");
    }

    @Test
    void aStartOnAWallIsOneLineAndNoSearch() {
        Widget grid = LiveGrid.of(MAP).show().widget();
        kernel.send(grid, "{\"type\": \"move\", \"what\": \"start\", \"x\": 2, \"y\": 1, \"request\": 1}");
        JsonObject state = firstSide();
        assertEquals("start (2,1) is on a blocked cell '@' of map rows", state.get("message").getAsString());
        assertArrayEquals(new int[] {0, 20}, ints(state.getAsJsonArray("fill")));
        assertEquals(0, state.getAsJsonArray("path").size());
    }

    @Test
    void aGoalOutsideTheMapIsOneLineAndStaysWhereItWas() {
        Widget grid = LiveGrid.of(MAP).show().widget();
        kernel.send(grid, "{\"type\": \"move\", \"what\": \"goal\", \"x\": 5, \"y\": -1, \"request\": 1}");
        assertEquals("goal (5,-1) is outside the map rows: it stays where it was", firstSide().get("message").getAsString());
        assertArrayEquals(new int[] {4, 3}, ints(lastState().getAsJsonArray("goal")));
        kernel.send(grid, "{\"type\": \"move\", \"what\": \"goal\", \"x\": \"far\"}");
        assertTrue(firstSide().get("message").getAsString().startsWith("goal (-1,-1) is outside the map"));
    }

    @Test
    void startAndGoalGivenInJavaOnAWallAreOneLineToo() {
        LiveGrid.of(MAP).from(1, 1).to(9, 9).show();
        assertEquals("start (1,1) is on a blocked cell '@' of map rows", firstSide().get("message").getAsString());
        int[] noClass = new int[MAP.cellCount()];
        Arrays.fill(noClass, -1);
        assertSamePixels(FillPicture.drawCells(GridGraph.octile(MAP), noClass), shownPicture()); // the map alone
    }

    @Test
    void whereWidgetsDoNotShowTheViewIsAPictureOfTheSearchAsShown() {
        LiveGrid.of(MAP).show();
        GridGraph grid = GridGraph.octile(MAP);
        SearchResult same = new AStar(grid, SearchOptions.grid()).search(0, 19, new OctileHeuristic(grid));
        assertSamePixels(FillPicture.draw(grid, same), shownPicture());
    }

    /** The picture the last view offers where widgets do not show. */
    private BufferedImage shownPicture() {
        synchronized (published) {
            for (int i = published.size() - 1; i >= 0; i--) {
                if (published.get(i).getHeader().getType().getName().equals("display_data")) {
                    JsonObject bundle = ((JsonObject) published.get(i).getContent()).getAsJsonObject("data");
                    try {
                        return ImageIO.read(new ByteArrayInputStream(
                                Base64.getDecoder().decode(bundle.get("image/png").getAsString())));
                    } catch (IOException e) {
                        throw new AssertionError("the view's picture is no PNG", e);
                    }
                }
            }
        }
        throw new AssertionError("no view displayed");
    }

    private static void assertSamePixels(BufferedImage expected, BufferedImage actual) {
        assertEquals(expected.getWidth() + "x" + expected.getHeight(), actual.getWidth() + "x" + actual.getHeight());
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                assertEquals(expected.getRGB(x, y) & 0xFFFFFF, actual.getRGB(x, y) & 0xFFFFFF, "pixel " + x + "," + y);
            }
        }
    }

    @Test
    void paintingBuildsAndBreaksWallsButNotOnTheStartOrTheGoal() {
        Widget grid = LiveGrid.of(MAP).show().widget();
        kernel.send(grid, "{\"type\": \"paint\", \"wall\": true, \"cells\": [0, 2, 1, 2, 0, 0], \"request\": 1}");
        JsonObject state = lastState();
        assertArrayEquals(new int[] {0, 6, 1, 3, 0, 1, 1, 2, 0, 8}, ints(state.getAsJsonArray("walls")));
        assertEquals("1 cell(s) not painted: a wall goes neither on the start, the goal, nor outside the map",
                side(state, 0).get("message").getAsString());
        kernel.send(grid, "{\"type\": \"paint\", \"wall\": false, \"cells\": [1, 1, 2, 1, 3, 1], \"request\": 2}");
        assertArrayEquals(new int[] {0, 10, 1, 2, 0, 8}, ints(lastState().getAsJsonArray("walls")));
    }

    @Test
    void theHeuristicAndTheOpenListAreChosenFromTheLibrarysLists() {
        Widget grid = LiveGrid.of(MAP).show().widget();
        kernel.send(grid, "{\"type\": \"choose\", \"heuristic\": \"zero\", \"openList\": \"unsorted\", \"request\": 1}");
        assertTrue(firstSide().get("message").getAsString().startsWith("the library's A* (zero, unsorted): path of "));
        kernel.send(grid, "{\"type\": \"choose\", \"heuristic\": \"landmarks\", \"request\": 2}");
        assertEquals("unknown heuristic 'landmarks': choose one of zero, manhattan, chebyshev, octile, euclidean, hex",
                firstSide().get("message").getAsString());
        assertEquals("zero", firstSide().get("heuristic").getAsString());
        kernel.send(grid, "{\"type\": \"choose\", \"openList\": \"" + "x".repeat(5000) + "\", \"request\": 3}");
        String refused = firstSide().get("message").getAsString();
        assertTrue(refused.startsWith("unknown open list 'xxx") && refused.length() < 300,
                "a long name is cut in the line: " + refused.length() + " characters");
    }

    @Test
    void hoveringACellAnswersItsRecordInTheLecturesNotation() {
        Widget grid = LiveGrid.of(MAP).show().widget();
        kernel.send(grid, "{\"type\": \"record\", \"x\": 0, \"y\": 0}");
        JsonObject content = kernel.lastData().getAsJsonObject("content");
        assertEquals("record", content.get("type").getAsString());
        assertEquals("(0,0)(ϕ,0,5.2426) closed: g = 0, h = 5.2426, f = 5.2426, parent none", content.get("text").getAsString());
        kernel.send(grid, "{\"type\": \"record\", \"x\": 1, \"y\": 1}");
        assertEquals("(1,1) wall '@'", kernel.lastData().getAsJsonObject("content").get("text").getAsString());
        kernel.send(grid, "{\"type\": \"record\", \"x\": 40, \"y\": 1}");
        assertEquals("(40,1) is outside the map", kernel.lastData().getAsJsonObject("content").get("text").getAsString());
    }

    @Test
    void aStudentsSearchDrivesTheGridAndItsFailureIsOneLine() {
        AtomicInteger calls = new AtomicInteger();
        Widget grid = LiveGrid.of(MAP).search("my A*", q -> {
            calls.incrementAndGet();
            if (q.goal() == q.map().cell(2, 2)) {
                throw new IllegalStateException("my open list is empty");
            }
            return new AStar(q.grid()).search(q.start(), q.goal(), q.heuristic());
        }).show().widget();
        assertEquals(1, calls.get());
        assertTrue(firstSide().get("message").getAsString().startsWith("my A* (octile, indexed-heap): path of "));
        assertEquals("Widget(live grid of map rows (5x4), searched by my A*)", grid.toString());
        kernel.send(grid, "{\"type\": \"record\", \"x\": 0, \"y\": 0}");
        assertEquals("(0,0) closed: h = 5.2426 (this search reports no records)",
                kernel.lastData().getAsJsonObject("content").get("text").getAsString());
        kernel.send(grid, "{\"type\": \"move\", \"what\": \"goal\", \"x\": 2, \"y\": 2, \"request\": 1}");
        assertEquals(2, calls.get());
        assertEquals("my A* failed: java.lang.IllegalStateException: my open list is empty",
                firstSide().get("message").getAsString());
    }

    @Test
    void theRunsPackEachValueWithHowManyCellsInARowHaveIt() {
        assertArrayEquals(new int[] {0, 2, 1, 1, 2, 3}, LiveGrid.runs(new byte[] {0, 0, 1, 2, 2, 2}));
        assertArrayEquals(new int[] {}, LiveGrid.runs(new byte[] {}));
        byte[] large = new byte[512 * 512];
        assertArrayEquals(new int[] {0, 512 * 512}, LiveGrid.runs(large));
    }

    @Test
    void withoutWidgetsShowingPrintsOneLineAndTheNotebookGoesOn() {
        LiveGrid grid = LiveGrid.of(MAP);
        assertEquals(LiveGrid.NO_WIDGETS + System.lineSeparator(), RecordedComms.printedWithoutComms(grid::show));
        IllegalStateException e = assertThrows(IllegalStateException.class, grid::widget);
        assertEquals("the live grid of map rows (5x4), searched by the library's A* has no widget: show() opens one, "
                + "on the Pathlab kernel", e.getMessage());
    }

    @Test
    void anUnknownMessageIsOneLine() {
        Widget grid = LiveGrid.of(MAP).show().widget();
        kernel.send(grid, "{\"type\": \"fly\", \"request\": 3}");
        assertEquals("the live grid does not know the message 'fly'", firstSide().get("message").getAsString());
        assertEquals(3, lastState().get("answered").getAsInt());
    }

    @Test
    void dijkstraBesideAStarSearchesTheSameQueryAndAChangeOnEitherMapChangesBoth() {
        LiveGrid both = LiveGrid.of(MAP).beside("zero").show();
        JsonObject state = lastState();
        assertEquals(2, state.getAsJsonArray("sides").size());
        assertEquals("Dijkstra", side(state, 1).get("search").getAsString());
        assertEquals("zero", side(state, 1).get("heuristic").getAsString());
        assertTrue(side(state, 1).get("message").getAsString().startsWith("Dijkstra (zero, indexed-heap): path of "),
                side(state, 1).get("message").getAsString());
        assertEquals("Widget(live grid of map rows (5x4), searched by the library's A* and by Dijkstra)",
                both.widget().toString());
        GridGraph grid = GridGraph.octile(MAP);
        SearchResult astar = new AStar(grid, SearchOptions.grid()).search(0, 19, new OctileHeuristic(grid));
        SearchResult dijkstra = new AStar(grid, SearchOptions.grid()).search(0, 19, pathlab.search.Heuristic.ZERO);
        assertSamePixels(FillPicture.compare(grid, astar, "the library's A* (octile, indexed-heap)",
                dijkstra, "Dijkstra (zero, indexed-heap)"), shownPicture());

        kernel.send(both.widget(), "{\"type\": \"move\", \"what\": \"goal\", \"x\": 2, \"y\": 2, \"request\": 1}");
        for (int i = 0; i < 2; i++) {
            int[] path = ints(side(lastState(), i).getAsJsonArray("path"));
            assertEquals(2 * 5 + 2, path[path.length - 1], "search " + i + " goes to the new goal");
        }
        kernel.send(both.widget(), "{\"type\": \"choose\", \"side\": 1, \"heuristic\": \"manhattan\", \"request\": 2}");
        assertEquals("octile", side(lastState(), 0).get("heuristic").getAsString(), "a choice is the side's own");
        assertEquals("manhattan", side(lastState(), 1).get("heuristic").getAsString());
        kernel.send(both.widget(), "{\"type\": \"record\", \"side\": 1, \"x\": 0, \"y\": 0}");
        assertEquals(1, kernel.lastData().getAsJsonObject("content").get("side").getAsInt());
        assertTrue(kernel.lastData().getAsJsonObject("content").get("text").getAsString().contains("h = 4"),
                "the hover answers with the side's heuristic: " + kernel.lastData());
        kernel.send(both.widget(), "{\"type\": \"choose\", \"side\": 2, \"heuristic\": \"zero\", \"request\": 3}");
        assertEquals("there is no search 2 in this live grid", side(lastState(), 0).get("message").getAsString());
    }

    @Test
    void aThirdSearchOrAnUnknownHeuristicBesideIsOneLine() {
        LiveGrid two = LiveGrid.of(MAP).beside("zero");
        assertEquals("a live grid shows at most 2 searches side by side",
                assertThrows(IllegalStateException.class, () -> two.beside("octile")).getMessage());
        assertEquals("unknown heuristic 'landmarks': choose one of zero, manhattan, chebyshev, octile, euclidean, hex",
                assertThrows(IllegalArgumentException.class, () -> LiveGrid.of(MAP).beside("landmarks")).getMessage());
    }

    @Test
    void aStepShowsTheListsAfterThatIterationAsTheStepPlayerDoes() {
        Widget grid = LiveGrid.of(MAP).show().widget();
        GridGraph graph = GridGraph.octile(MAP);
        GridTrace trace = GridTrace.record(graph, 0, 19, new OctileHeuristic(graph), SearchOptions.grid());
        assertEquals(trace.iterations(), lastState().get("iterations").getAsInt());

        kernel.send(grid, "{\"type\": \"step\", \"to\": 0, \"request\": 1}");
        assertEquals(0, lastState().get("step").getAsInt());
        assertArrayEquals(new int[] {1, 1, 0, 19}, ints(firstSide().getAsJsonArray("fill")), "the start alone, open");
        assertEquals(0, firstSide().getAsJsonArray("path").size(), "no path before the end");
        assertEquals(-1, firstSide().get("current").getAsInt());
        assertEquals("the library's A* (octile, indexed-heap) [0] the start goes on the open list; 0 closed, 1 open",
                firstSide().get("message").getAsString());

        kernel.send(grid, "{\"type\": \"step\", \"to\": 1, \"request\": 2}");
        assertEquals(0, firstSide().get("current").getAsInt(), "N is the start");
        assertEquals("the library's A* (octile, indexed-heap) [1] N: (0,0) g = 0, f = 5.2426; 1 closed, "
                + trace.opened(1).length + " open", firstSide().get("message").getAsString());
        kernel.send(grid, "{\"type\": \"record\", \"x\": 4, \"y\": 3}");
        assertEquals("(4,3) unvisited: h = 0", kernel.lastData().getAsJsonObject("content").get("text").getAsString(),
                "the goal is not reached yet at [1]");
        kernel.send(grid, "{\"type\": \"record\", \"x\": 0, \"y\": 0}");
        assertEquals("(0,0)(ϕ,0,5.2426) closed: g = 0, h = 5.2426, f = 5.2426, parent none (its record as the search ended)",
                kernel.lastData().getAsJsonObject("content").get("text").getAsString());

        kernel.send(grid, "{\"type\": \"step\", \"to\": 1000, \"request\": 3}");
        assertEquals(-1, lastState().get("step").getAsInt(), "past the last iteration is the end");
        assertTrue(firstSide().getAsJsonArray("path").size() > 0);
        kernel.send(grid, "{\"type\": \"step\", \"to\": 1, \"request\": 4}");
        kernel.send(grid, "{\"type\": \"move\", \"what\": \"goal\", \"x\": 2, \"y\": 2, \"request\": 5}");
        assertEquals(-1, lastState().get("step").getAsInt(), "a change shows the new search's end");
    }

    @Test
    void aStudentsSearchThatReportsNonsenseOrNothingUsefulIsOneLineNotAnException() {
        Widget odd = LiveGrid.of(MAP).search("my A*", q -> {
            q.listener().changed(0, 999, List.of(new NodeChange(NodeState.OPEN, new NodeRecord(-7, -1, -1, 0, 0))));
            for (int i = 1; i < 1000; i++) {   // reports far more than the map has
                q.listener().changed(i, 3, List.of(new NodeChange(NodeState.OPEN, new NodeRecord(4, -1, 3, i, i))));
            }
            return new AStar(q.grid()).search(q.start(), q.goal(), q.heuristic());
        }).show().widget();
        int kept = lastState().get("iterations").getAsInt();
        assertEquals(LiveGrid.CHANGES_PER_CELL * MAP.cellCount() / 2 - 1, kept, "recorded until the cap");
        kernel.send(odd, "{\"type\": \"step\", \"to\": 0, \"request\": 1}");
        assertArrayEquals(new int[] {0, 20}, ints(firstSide().getAsJsonArray("fill")), "node -7 and 999 are skipped");
        kernel.send(odd, "{\"type\": \"step\", \"to\": 5, \"request\": 2}");
        assertEquals(3, firstSide().get("current").getAsInt());

        Widget none = LiveGrid.of(MAP).search("my A*", q -> null).show().widget();
        assertEquals("my A* returned no result (null): a search returns its SearchResult",
                firstSide().get("message").getAsString());
        assertEquals(0, lastState().get("iterations").getAsInt());
        kernel.send(none, "{\"type\": \"step\", \"to\": 0, \"request\": 1}");
        assertEquals(-1, lastState().get("step").getAsInt(), "nothing to step through");
    }

    /** An assignment's search as a student writes it: whole steps to the listener, the path as connections or null. */
    private static final OwnSearch WHOLE_STEPS = (graph, start, goal, heuristic, rule, listener) -> {
        SearchResult r = new AStar(graph, SearchOptions.grid()).search(start, goal, heuristic, step -> listener.step(step));
        return r.found() ? r.path() : null;
    };

    @Test
    void anAssignmentsSearchReportingWholeStepsIsSteppedAndHoveredLikeTheLibrarys() {
        LiveGrid both = LiveGrid.of(MAP).search("my A*", WHOLE_STEPS).beside("octile").show();
        JsonObject end = lastState();
        assertArrayEquals(ints(side(end, 1).getAsJsonArray("fill")), ints(side(end, 0).getAsJsonArray("fill")));
        assertArrayEquals(ints(side(end, 1).getAsJsonArray("path")), ints(side(end, 0).getAsJsonArray("path")));
        String mine = side(end, 0).get("message").getAsString();
        String library = side(end, 1).get("message").getAsString();
        assertEquals(library.substring(library.indexOf(": path")).replaceAll(", \\d+ ms$", ""),
                mine.substring(mine.indexOf(": path")).replaceAll(", \\d+ ms$", ""), "the same path, iterations and lists");
        for (int step = 0; step < end.get("iterations").getAsInt(); step++) {
            kernel.send(both.widget(), "{\"type\": \"step\", \"to\": " + step + ", \"request\": 1}");
            assertArrayEquals(ints(side(lastState(), 1).getAsJsonArray("fill")), ints(side(lastState(), 0).getAsJsonArray("fill")),
                    "the lists after iteration " + step);
            assertEquals(side(lastState(), 1).get("message").getAsString().replace("A* octile", "my A*"),
                    side(lastState(), 0).get("message").getAsString());
        }
        kernel.send(both.widget(), "{\"type\": \"record\", \"side\": 0, \"x\": 0, \"y\": 0}");
        assertEquals("(0,0)(ϕ,0,5.2426) closed: g = 0, h = 5.2426, f = 5.2426, parent none (its record as the search ended)",
                kernel.lastData().getAsJsonObject("content").get("text").getAsString());
    }

    @Test
    void anAssignmentsSearchWithABrokenPathOrNoneIsOneLine() {
        LiveGrid.of(MAP).search("my Dijkstra", (graph, start, goal, h, rule, listener) -> {
            listener.step(new SearchStep(0, -1, List.of(), List.of(new NodeRecord(start, -1, -1, 0, 0)), List.of()));
            return List.of(graph.connection(graph.firstConnection(start)));
        }).heuristic("zero").show();
        assertEquals("my Dijkstra failed: java.lang.IllegalArgumentException: the path ends at (1,0), not at the goal (4,3)",
                firstSide().get("message").getAsString());
        assertEquals("zero", firstSide().get("heuristic").getAsString());
        Widget walledIn = LiveGrid.of(MAP).search("my A*", WHOLE_STEPS).show().widget();
        kernel.send(walledIn, "{\"type\": \"paint\", \"cells\": [1, 0, 0, 1, 1, 1], \"wall\": \"true\", \"request\": 1}");
        assertTrue(firstSide().get("message").getAsString().startsWith("my A* (octile, indexed-heap): no path: the start (0,0) and "
                + "the goal (4,3) are in parts of the map no route joins"),
                firstSide().get("message").getAsString());
    }
}
