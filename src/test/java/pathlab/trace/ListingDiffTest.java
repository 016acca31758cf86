package pathlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.graph.DirectedGraph;
import pathlab.search.Dijkstra;
import pathlab.search.SearchResult;
import pathlab.search.SearchStep;

class ListingDiffTest {

    @Test
    void equalListingsHaveNoDifference() {
        String lecture = LectureExample.EXAMPLE_1.trace().listing();
        assertEquals("", ListingDiff.firstDifference(lecture, lecture, "lecture", "yours"));
    }

    @Test
    void theFirstDifferingLineIsShownBesideTheExpectedOne() {
        String expected = "initial\nC: ϕ\nO: A(ϕ,0)\n";
        String actual = "initial\nC: ϕ\nO: B(ϕ,0)\nmore\n";
        assertEquals("""
                first difference at line 3:
                   lecture   | yours
                   initial   | initial
                   C: ϕ      | C: ϕ
                ≠  O: A(ϕ,0) | O: B(ϕ,0)""", ListingDiff.firstDifference(expected, actual, "lecture", "yours"));
    }

    @Test
    void aShorterListingEndsWhereTheOtherGoesOn() {
        assertEquals("""
                first difference at line 2:
                   lecture | yours
                   initial | initial
                ≠  C: ϕ    | (the listing ends here)""", ListingDiff.firstDifference("initial\nC: ϕ\n", "initial\n", "lecture", "yours"));
    }

    /** Steps reported through a listener and a path as connections give the library's own listing. */
    @Test
    void anySearchsStepsAndPathGiveTheListing() {
        DirectedGraph g = LectureExample.EXAMPLE_1.graph();
        List<SearchStep> steps = new ArrayList<>();
        SearchResult r = new Dijkstra(g).search(g.node("A"), g.node("F"), steps::add);
        assertEquals(LectureExample.EXAMPLE_1.trace().listing(), Listing.of(g, Notation.DIJKSTRA, steps, g.node("A"), r.path()));
        assertEquals("No path", Listing.finalPath(g, g.node("A"), null));
        assertEquals("Final path: B (cost 0)", Listing.finalPath(g, g.node("B"), List.of()));
    }
}
