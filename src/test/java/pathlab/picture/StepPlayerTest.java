package pathlab.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.graph.GraphFile;
import pathlab.grid.BenchmarkSet;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.ObstacleGenerator;
import pathlab.grid.Scenario;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.trace.GridTrace;
import pathlab.trace.LectureExample;
import pathlab.trace.Trace;

/**
 * The step player's HTML: the hooks a page and a browser test rely on, the data of the lecture's
 * Example 3, the same text on every run and byte for byte the pinned page of a small fill, the
 * fallback without scripts, and the size of a long fill.
 */
class StepPlayerTest {
    /** A notebook output should stay well below this. */
    private static final int MAX_BYTES = 2_000_000;

    private static final Pattern LINE = Pattern.compile(
            "<span class=\"pathlab-line\" data-iteration=\"(\\d+)\">([^<]*)</span>");

    @Test
    void theOutputHasEveryHookOfThePlayer() {
        String html = StepPlayer.of(LectureExample.EXAMPLE_3.trace()).html();
        assertTrue(html.startsWith("<div class=\"pathlab-player\" id=\"pathlab-player-"), html.substring(0, 80));
        assertTrue(html.contains("tabindex=\"0\" data-iteration=\"0\" data-iterations=\"9\" data-lm-suppress-shortcuts=\"true\">"));
        for (String action : List.of("first", "back", "play", "forward", "last")) {
            assertTrue(html.contains("<button type=\"button\" data-action=\"" + action + "\""), action);
        }
        for (String hook : List.of("<input type=\"range\" class=\"pathlab-slider\" min=\"0\" max=\"9\" value=\"0\"",
                "<select class=\"pathlab-speed\"", "<span class=\"pathlab-position\">iteration 0 of 9</span>",
                "<div class=\"pathlab-picture\">", "<pre class=\"pathlab-listing\">", "<div class=\"pathlab-records\">",
                "<div class=\"pathlab-static\">", "<div class=\"pathlab-live\" hidden style=\"display:none\">",
                "run the cell to step through")) {
            assertTrue(html.contains(hook), hook);
        }
        assertEquals(1, count(html, "<script>"), "one inline script");
        assertTrue(!html.contains("src=\"http") && !html.contains("<link"), "nothing from the network");
    }

    @Test
    void aListingLineNeverWrapsOnANarrowScreen() {
        String html = StepPlayer.of(LectureExample.EXAMPLE_3.trace()).html();
        // the front-ends style pre as pre-wrap; the player's own rule wins (two classes) and scrolls instead
        assertTrue(html.contains(".pathlab-player .pathlab-side pre.pathlab-listing{max-height:24em;overflow:auto;white-space:pre;"));
        assertTrue(html.contains("min-height:4em;white-space:nowrap;overflow-x:auto}"), "the records do not wrap either");
        // a flex item is at least as wide as its longest line unless told otherwise: then the page, not the pane, scrolls
        assertTrue(html.contains(".pathlab-player .pathlab-side{flex:1 1 26em;min-width:0;"));
    }

    @Test
    void theListingIsTheTracesListingLineByLine() {
        Trace t = LectureExample.EXAMPLE_3.trace();
        String html = StepPlayer.of(t).html();
        StringBuilder text = new StringBuilder();
        Matcher m = LINE.matcher(html);
        int sixth = 0;
        while (m.find()) {
            text.append(m.group(2).replace("&gt;", ">"));
            if (m.group(1).equals("6")) {
                sixth++;
            }
        }
        assertEquals(t.listing(), text.toString());
        assertEquals(3, sixth, "[6]'s header, C and O");
    }

    @Test
    void theFramesCarryEachIterationsPictureAndChangedRecords() {
        String html = StepPlayer.of(LectureExample.EXAMPLE_3.trace()).html();
        for (int i = 0; i <= 9; i++) {
            assertTrue(html.contains("{\"iteration\":" + i + ",\"picture\":\"\\u003csvg"), "frame " + i);
        }
        // [6]: B is processed and reopens the closed C (lecture, "Example: Closed Node Update").
        assertTrue(html.contains("\\u003cb>N: B(A,3,19)\\u003c/b> closed"));
        assertTrue(html.contains("reopened C(B,4,15), was C(A,5,16)"));
        // Example 1's [2]: the open node C is updated.
        assertTrue(StepPlayer.of(LectureExample.EXAMPLE_1.trace()).html().contains("updated C(B,4), was C(A,5)"));
        assertEquals(1, count(html, "</script>"), "no string in the data ends the script");
    }

    @Test
    void theSameSearchGivesTheSameTextAndPlayersOpenWhereAsked() {
        StepPlayer p = StepPlayer.of(LectureExample.EXAMPLE_3.trace());
        assertEquals(p.html(), StepPlayer.of(LectureExample.EXAMPLE_3.trace()).html());
        StepPlayer six = p.at(6);
        assertEquals(6, six.iteration());
        assertTrue(six.html().contains("data-iteration=\"6\" data-iterations=\"9\""));
        assertTrue(six.html().contains("START = 6;"));
        assertTrue(!id(six.html()).equals(id(p.html())), "another player, another id");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.at(10));
        assertEquals("no iteration 10: the search ran 0..9", e.getMessage());
        assertTrue(p.toString().matches("StepPlayer\\(9 iterations, \\d+ bytes\\)"), p.toString());
    }

    @Test
    void withoutScriptsTheFirstAndLastPicturesShow() {
        String html = StepPlayer.of(LectureExample.EXAMPLE_3.trace()).html();
        String fallback = html.substring(html.indexOf("<div class=\"pathlab-static\">"), html.indexOf("<div class=\"pathlab-live\""));
        assertEquals(2, count(fallback, "<img src=\"data:image/svg+xml;base64,"));
        assertTrue(fallback.contains(GraphPicture.iterationSvg(LectureExample.EXAMPLE_3.trace(), GraphFile.lecture().positions(), 9).html()));
        assertTrue(fallback.contains("<figcaption>initial</figcaption>") && fallback.contains("<figcaption>after iteration [9]</figcaption>"));
    }

    @Test
    void aGridFillStepsInGroupsAndStaysSmall() {
        // Open ground with clumps: Dijkstra from corner to corner closes almost every cell.
        GridGraph grid = GridGraph.octile(ObstacleGenerator.generate(400, 300, 0.15, 4, 7));
        int start = first(grid, true);
        int goal = first(grid, false);
        GridTrace t = GridTrace.record(grid, start, goal, Heuristic.ZERO, SearchOptions.grid());
        assertTrue(t.iterations() > 80_000, t.iterations() + " iterations");
        assertTrue(t.opened(0).length == 1 && t.opened(0)[0] == start && t.current(0) == -1);
        StepPlayer p = StepPlayer.of(t);
        String html = p.html();
        assertBelowBound(html);
        assertEquals(FillFrames.MAX_FRAMES + 1, count(html, "{\"iteration\":"));
        assertTrue(html.contains("data-iterations=\"" + t.iterations() + "\""));
        assertEquals(2, count(html, "src=\"data:image/png;base64,"), "the fallback's first and last picture");
        assertTrue(p.at(t.iterations() / 2).iteration() >= t.iterations() / 2);
        assertEquals(html, StepPlayer.of(t).html(), "the same text every time");
    }

    @Test
    void aGridPlayersListingNamesTheListsWhileTheyAreShortAndCountsThemAfter() {
        // The fill of FillPictureTest's grid: a few cells at first, the whole grid at the end.
        GridTrace t = GridTrace.record(FillPictureTest.GRID, FillPictureTest.GRID.node(1, 2),
                FillPictureTest.GRID.node(8, 2), Heuristic.ZERO, SearchOptions.grid());
        String html = StepPlayer.of(t).html();
        assertTrue(html.contains("initial\n  C: ϕ\n  O: (1,2)\n"), "the initial state: the start alone on the open list");
        assertTrue(html.contains("[1] N: (1,2)\n  C: (1,2)\n  O: (1,1) (2,2) (1,3) (0,2) (2,1) (2,3) (0,3) (0,1)\n"),
                "the first iteration closes the start and opens its eight neighbours in the order reached");
        assertTrue(html.contains(" ... and "), "a list longer than " + FillFrames.LISTED + " cells: its first ones and how many more");
        GridGraph large = GridGraph.octile(ObstacleGenerator.generate(60, 40, 0.1, 4, 7));
        String longer = StepPlayer.of(GridTrace.record(large, first(large, true), first(large, false), Heuristic.ZERO,
                SearchOptions.grid())).html();
        assertTrue(longer.contains("  closed: "), "a long list: only its size");
    }

    @Test
    void aDragonAgeFillStaysBelowTwoMegabytes() {
        Optional<Path> map = BenchmarkSet.DAO.find("orz900d.map");
        if (map.isEmpty()) {
            System.err.println("SKIPPED StepPlayerTest.aDragonAgeFillStaysBelowTwoMegabytes: no Dragon Age map orz900d"
                    + " in maps/downloads or ../shared/maps (pathlab maps download dao)");
        }
        Assumptions.assumeTrue(map.isPresent(), "the Dragon Age map orz900d is absent");
        GridMap m = GridMap.read(map.get());
        GridGraph grid = GridGraph.octile(m);
        List<Scenario> scenarios = Scenario.read(Path.of(map.get() + ".scen"), m);
        Scenario longest = scenarios.get(scenarios.size() - 1);
        GridTrace t = GridTrace.record(grid, grid.node(longest.startX(), longest.startY()),
                grid.node(longest.goalX(), longest.goalY()), Heuristic.ZERO, SearchOptions.grid());
        assertTrue(t.iterations() > 90_000, t.iterations() + " iterations");
        assertBelowBound(StepPlayer.of(t).html());
    }

    private static void assertBelowBound(String html) {
        int bytes = html.getBytes(StandardCharsets.UTF_8).length;
        assertTrue(bytes < MAX_BYTES, bytes + " bytes");
    }

    /** The first passable cell in reading order, or the last. */
    private static int first(GridGraph grid, boolean fromTheTop) {
        int n = grid.nodeCount();
        for (int i = 0; i < n; i++) {
            int cell = fromTheTop ? i : n - 1 - i;
            if (grid.passable(cell)) {
                return cell;
            }
        }
        throw new AssertionError("no passable cell");
    }

    private static String id(String html) {
        return html.substring(html.indexOf("id=\""), html.indexOf("\" tabindex"));
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    /**
     * A small fill's page, byte for byte as src/test/resources/players/small-grid.html pins it:
     * the script and the style come from files of their own, and a saved notebook output must not
     * change because of where they live. A deliberate change to the player writes the file again.
     */
    @Test
    void aSmallFillsPageIsThePinnedPage() throws IOException {
        GridGraph grid = GridGraph.octile(GridMap.of("....", ".@@.", "...."));
        GridTrace t = GridTrace.record(grid, grid.node(0, 0), grid.node(3, 2), new OctileHeuristic(grid), SearchOptions.grid());
        try (InputStream pinned = getClass().getResourceAsStream("/players/small-grid.html")) {
            assertEquals(new String(pinned.readAllBytes(), StandardCharsets.UTF_8), StepPlayer.of(t).at(2).html());
        }
    }

    /**
     * The script as a page gets it, its placeholders filled, parses as JavaScript for Node
     * ({@code node --check}), a graph's player and a grid's; the browser test runs it. Without
     * Node the test is skipped, and says so.
     */
    @Test
    void thePlayersScriptParses(@TempDir Path scratch) throws IOException, InterruptedException {
        Optional<Path> node = onPath("node");
        Assumptions.assumeTrue(node.isPresent(), "node is not on the PATH: the player's script was not parsed");
        GridGraph grid = GridGraph.octile(GridMap.of("....", ".@@.", "...."));
        GridTrace fill = GridTrace.record(grid, grid.node(0, 0), grid.node(3, 2), new OctileHeuristic(grid), SearchOptions.grid());
        for (StepPlayer player : List.of(StepPlayer.of(LectureExample.EXAMPLE_3.trace()), StepPlayer.of(fill))) {
            String html = player.html();
            int start = html.indexOf("<script>\n") + "<script>\n".length();
            Path script = Files.writeString(scratch.resolve("player.js"), html.substring(start, html.indexOf("</script>", start)));
            Process check = new ProcessBuilder(node.get().toString(), "--check", script.toString())
                    .redirectErrorStream(true).start();
            String said = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(check.waitFor(60, TimeUnit.SECONDS), "node --check did not finish in a minute");
            assertEquals(0, check.exitValue(), player + ": " + said);
        }
    }

    /** The program's file in a folder of the PATH, if there is one. */
    private static Optional<Path> onPath(String program) {
        return Pattern.compile(Pattern.quote(File.pathSeparator)).splitAsStream(System.getenv().getOrDefault("PATH", ""))
                .filter(dir -> !dir.isEmpty())
                .map(dir -> Path.of(dir, program))
                .filter(Files::isExecutable)
                .findFirst();
    }

    @Test
    void aGridSearchFromAWallIsAPlayerOfItsInitialStateThatSaysWhy() {
        GridGraph grid = GridGraph.octile(GridMap.of("....", ".@@.", "...."));
        GridTrace t = GridTrace.record(grid, grid.node(1, 1), grid.node(3, 2), new OctileHeuristic(grid), SearchOptions.grid());
        StepPlayer p = StepPlayer.of(t);
        assertEquals(0, p.iterations());
        String html = p.html();
        assertTrue(html.contains("No path: the start (1,1) is a wall"), "the listing's last line says why");
        assertTrue(html.contains("the search cannot start: the start (1,1) is a wall"), "the initial frame says why");
    }
}
