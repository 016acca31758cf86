package pathlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

import pathlab.openlist.OpenListKind;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.search.Termination;
import pathlab.search.TieBreak;

/**
 * The lecture's three worked examples, listed by our trace, equal the transcription in
 * ../shared/reference/lecture-examples.md line by line, initial block and final path included.
 * The expected listings are also kept in src/test/resources/listings so the suite checks them
 * when ../shared is absent; a test pins those files to the transcription.
 */
class LectureListingsTest {
    static final Path TRANSCRIPTION = Path.of("../shared/reference/lecture-examples.md");

    static String expected(String name) throws IOException {
        try (InputStream in = LectureListingsTest.class.getResourceAsStream("/listings/" + name + ".txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest
    @EnumSource(LectureExample.class)
    void listingEqualsTheLecture(LectureExample example) throws IOException {
        assertEquals(expected(example.label()), example.trace().listing());
    }

    @ParameterizedTest
    @EnumSource(LectureExample.class)
    void expectedListingsAreTheTranscription(LectureExample example) throws IOException {
        assumeTrue(Files.exists(TRANSCRIPTION), "../shared/reference is absent");
        int number = example.ordinal() + 1;
        assertEquals(fromTranscription(Files.readString(TRANSCRIPTION), number),
                expected(example.label()).lines().toList());
    }

    @ParameterizedTest
    @EnumSource(OpenListKind.class)
    void everyOpenListGivesTheLecturesListings(OpenListKind kind) throws IOException {
        for (LectureExample example : LectureExample.values()) {
            assertEquals(expected(example.label()),
                    example.trace(SearchOptions.lecture().withOpenList(kind)).listing(), example + " " + kind);
        }
    }

    @Test
    void lowerCostSoFarAndNameOrderTiesAlsoReproduceTheLecture() throws IOException {
        for (TieBreak ties : List.of(TieBreak.LOW_G, TieBreak.NAME)) {
            for (LectureExample example : LectureExample.values()) {
                assertEquals(expected(example.label()),
                        example.trace(SearchOptions.lecture().withTies(ties)).listing(), example + " " + ties);
            }
        }
    }

    /**
     * The goal rule stops when F becomes the current node, at [5]. By then [4] has updated F's
     * record to F(E,15,15), so the path is A C D E F with cost 15, one more than the optimal 14.
     * (The transcription's note says A-C-F, cost 16; that was F's record at [2] and [3], before
     * E's connection improved it.)
     */
    @Test
    void example3StopsAtTheGoalInIteration5() throws IOException {
        Trace t = LectureExample.EXAMPLE_3.trace(SearchOptions.lecture().withTermination(Termination.GOAL));
        SearchResult r = t.result();
        assertEquals(5, t.iterations());
        assertEquals(5, r.iterations());
        assertEquals("F", t.graph().nodeName(t.step(5).current()));
        assertEquals("A C D E F", r.pathNames());
        assertEquals(15, r.cost());
        assertEquals(expected("lecture-3-stop-goal"), t.listing());
        // The first five iterations are the lecture's own.
        assertEquals(expected("lecture-3").lines().limit(17).toList(), t.listing().lines().limit(17).toList());
    }

    /** Last-in-first-out ties take F, the last of D, E, F to tie on 16, at [3]. */
    @Test
    void lifoTiesDifferFromTheLectureAtIteration3() throws IOException {
        Trace t = LectureExample.EXAMPLE_3.trace(SearchOptions.lecture().withTies(TieBreak.LIFO));
        List<String> lifo = t.listing().lines().toList();
        List<String> lecture = expected("lecture-3").lines().toList();
        assertEquals(lecture.subList(0, 9), lifo.subList(0, 9));
        assertEquals("[3] N: D", lecture.get(9));
        assertEquals("[3] N: F", lifo.get(9));
        assertNotEquals(lecture, lifo);
        assertEquals(expected("lecture-3-lifo"), t.listing());
        assertEquals(14, t.result().cost());
        assertEquals(11, t.iterations());
    }

    @Test
    void dijkstraIsAStarWithAZeroHeuristic() {
        Trace dijkstra = LectureExample.EXAMPLE_1.trace();
        for (int i = 0; i <= dijkstra.iterations(); i++) {
            for (var r : dijkstra.step(i).open()) {
                assertEquals(r.costSoFar(), r.estimatedTotalCost());
            }
        }
    }

    @Test
    void traceTableHasOneRowPerStep() {
        Trace t = LectureExample.EXAMPLE_1.trace();
        var table = t.table();
        assertEquals(t.iterations() + 1, table.rowCount());
        assertEquals(List.of("iteration", "current", "closed", "open", "unvisited"), table.columnNames());
        assertEquals("D(C,7) E(C,14) F(C,15)", table.stringColumn("open").get(3));
        assertEquals("ϕ", table.stringColumn("unvisited").get(3));
    }

    /**
     * Turns one example of the transcription into our listing's lines: each line of the code
     * block is split before its {@code C:}, {@code O:} and {@code U:} parts, and the final path
     * {@code F <- E <- ... <- A (...; cost 14)} becomes {@code Final path: A ... F (cost 14)}.
     */
    static List<String> fromTranscription(String markdown, int example) {
        int from = markdown.indexOf("## Example " + example + ":");
        int to = markdown.indexOf("\n## ", from + 1);
        List<String> lines = new ArrayList<>();
        Pattern finalPath = Pattern.compile("Final path: (.*?) \\(.*cost (\\d+)\\)");
        for (String line : markdown.substring(from, to < 0 ? markdown.length() : to).split("\n")) {
            if (!line.startsWith("    ")) {
                continue;
            }
            line = line.strip();
            Matcher m = finalPath.matcher(line);
            if (m.matches()) {
                List<String> nodes = new ArrayList<>(List.of(m.group(1).split(" <- ")));
                Collections.reverse(nodes);
                lines.add("Final path: " + String.join(" ", nodes) + " (cost " + m.group(2) + ")");
            } else {
                for (String part : line.split("\\s{2,}(?=[COU]: )")) {
                    lines.add(part.strip());
                }
            }
        }
        return lines;
    }
}
