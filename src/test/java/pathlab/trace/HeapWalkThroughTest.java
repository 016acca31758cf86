package pathlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.cli.Main;

/**
 * The binary heap walk-through of Lester's article, replayed on the real BinaryHeap, matches the
 * transcription step by step; the full listing, trees included, is pinned in
 * src/test/resources/listings/heap-walk-through.txt.
 */
class HeapWalkThroughTest {

    /** Every step of the article, pinned here so the suite checks it when ../shared is absent. */
    static final List<String> ARTICLE_STEPS = List.of(
            "start:                 10 30 20 34 38 30 24",
            "add 17 at position 8:  10 30 20 34 38 30 24 17",
            "swap with parent 4:    10 30 20 17 38 30 24 34",
            "swap with parent 2:    10 17 20 30 38 30 24 34",
            "17 >= 10 at the top: stop.",
            "",
            "remove the top (10); last item (34) moves to position 1:",
            "                       34 17 20 30 38 30 24",
            "swap with lower child: 17 34 20 30 38 30 24",
            "swap with lower child: 17 30 20 34 38 30 24",
            "position 4 has no children: stop.");

    @Test
    void everyStepIsTheArticles() {
        assertEquals(ARTICLE_STEPS, HeapWalkThrough.article().steps());
    }

    @Test
    void pinnedStepsAreTheTranscription() throws IOException {
        assumeTrue(Files.exists(LectureListingsTest.TRANSCRIPTION), "../shared/reference is absent");
        String markdown = Files.readString(LectureListingsTest.TRANSCRIPTION);
        List<String> lines = new ArrayList<>();
        for (String line : markdown.substring(markdown.indexOf("## Binary heap walk-through")).split("\n")) {
            if (line.startsWith("    ")) {
                lines.add(line.substring(4));
            } else if (line.isEmpty() && !lines.isEmpty()) {
                lines.add("");
            }
        }
        while (lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        assertEquals(ARTICLE_STEPS, lines);
    }

    @Test
    void listingWithTreesIsPinned() throws IOException {
        assertEquals(LectureListingsTest.expected("heap-walk-through"), HeapWalkThrough.article().listing());
    }

    @Test
    void theTreeShowsEachItemAboveItsChildren() {
        assertEquals(String.join("\n",
                "       10",
                "     /    \\",
                "   30      20",
                "  /  \\    /  \\",
                " 34  38  30  24",
                ""), HeapTree.draw(List.of("10", "30", "20", "34", "38", "30", "24")));
        assertEquals("(empty)\n", HeapTree.draw(List.of()));
    }

    @Test
    void otherValuesWork() {
        List<String> steps = new HeapWalkThrough(new double[] {5, 8, 6, 9}, 7).steps();
        assertEquals(List.of(
                "start:                 5 8 6 9",
                "add 7 at position 5:   5 8 6 9 7",
                "swap with parent 2:    5 7 6 9 8",
                "7 >= 5 at the top: stop.",
                "",
                "remove the top (5); last item (8) moves to position 1:",
                "                       8 7 6 9",
                "swap with lower child: 6 7 8 9",
                "position 3 has no children: stop."), steps);
        assertEquals("0.5 is at the top: stop.", new HeapWalkThrough(new double[] {1, 2}, 0.5).steps().get(3));
        assertEquals("9 >= 8 at position 2: stop.", new HeapWalkThrough(new double[] {1, 8, 2}, 9).steps().get(2));
        assertEquals("5 <= its lower child 7: stop.",
                new HeapWalkThrough(new double[] {1, 5, 6, 7}, 4).steps().get(8));
    }

    @Test
    void theCommandPrintsTheWalkThroughAndRejectsBadValues() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream old = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            assertEquals(0, Main.run("heap-demo"));
        } finally {
            System.setOut(old);
        }
        assertEquals(LectureListingsTest.expected("heap-walk-through"), out.toString(StandardCharsets.UTF_8));
        assertEquals(2, Main.run("heap-demo", "1", "2", "--add", "NaN"));
        assertThrows(IllegalArgumentException.class, () -> new HeapWalkThrough(new double[0], 1));
    }
}
