package pathlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

import pathlab.graph.FileFormatException;

class HandListingTest {

    /** Every lecture example's own listing reads back step by step, with its final path. */
    @Test
    void theLecturesListingsReadBack() {
        for (LectureExample e : LectureExample.values()) {
            Trace t = e.trace();
            HandListing h = HandListing.parse(t.listing(), e.notation(), "listing");
            assertEquals(t.iterations() + 1, h.steps().size(), e.label());
            assertEquals(Listing.finalPath(t.result()), h.finalPath());
            HandListing.Step last = h.steps().get(t.iterations());
            assertEquals(t.listing(t.iterations()), "[" + last.iteration() + "] N: " + last.current() + "\nC: "
                    + join(last.closed()) + "\nO: " + join(last.open()) + "\n"
                    + (last.unvisited() == null ? "" : "U: " + (last.unvisited().isEmpty() ? "ϕ" : String.join(", ", last.unvisited())) + "\n"));
        }
    }

    private static String join(List<HandListing.Record> records) {
        return records.isEmpty() ? "ϕ" : String.join(" ", records.stream().map(HandListing.Record::toString).toList());
    }

    /** Spaces, commas, blank lines, -, phi and a step on one line, as the slides print it. */
    @Test
    void handTypingIsTolerated() {
        HandListing h = HandListing.parse("""

                initial   C: -   O: A( phi , 0 )   U: B, C, D, E, F

                [1] N: A
                C:A(,0)
                O: B (A, 3), C(A,5)  D(A,9)
                """, Notation.DIJKSTRA, "listing");
        HandListing.Step first = h.steps().get(1);
        assertEquals("A", first.current());
        assertEquals(List.of("B(A,3)", "C(A,5)", "D(A,9)"), first.open().stream().map(HandListing.Record::toString).toList());
        assertNull(first.closed().get(0).from());
        assertEquals(List.of(), h.steps().get(0).closed());
        assertEquals(List.of("B", "C", "D", "E", "F"), h.steps().get(0).unvisited());
        assertNull(h.finalPath());
    }

    @Test
    void aPredictionMayBeLooseLines() {
        HandListing.Step s = HandListing.parseLines(3, Notation.DIJKSTRA, "N: C", "D(C,7) E(C,14)");
        assertEquals("C", s.current());
        assertNull(s.open());
        assertEquals(2, s.records().size());
    }

    /** Bad text is one line naming the line and the problem. */
    @Test
    void badTextNamesTheLineAndTheProblem() {
        assertEquals("listing:3: 'B(A,3' is not a record like B(A,3)", problem("initial\nC: ϕ\nO: B(A,3\n", Notation.DIJKSTRA));
        assertEquals("listing:3: B(A,3) has no estimated-total-cost: A* records are written like B(A,3,19)",
                problem("initial\nC: ϕ\nO: B(A,3)\n", Notation.ASTAR));
        assertEquals("listing:3: B(A,3,5) has three fields: Dijkstra's records are written like B(A,3) (node, from, cost-so-far)",
                problem("initial\nC: ϕ\nO: B(A,3,5)\n", Notation.DIJKSTRA));
        assertEquals("listing:4: [2] where [1] belongs: the listing starts with initial, then numbers the iterations 1, 2, 3, ...",
                problem("initial\nC: ϕ\nO: ϕ\n[2] N: A\n", Notation.DIJKSTRA));
        assertEquals("listing:1: the initial state has no O: line (write O: ϕ for an empty list)",
                problem("initial\nC: ϕ\n", Notation.DIJKSTRA));
        assertEquals("listing:1: 'hello' is not part of a listing: a line starts with initial, [k] N:, C:, O: or U:",
                problem("hello\n", Notation.DIJKSTRA));
        assertEquals("listing:2: C: comes before the first step: start with 'initial'", problem("\nC: ϕ\n", Notation.DIJKSTRA));
        assertEquals("listing: there is no step: a listing starts with 'initial', then C: and O: lines", problem("  \n", Notation.DIJKSTRA));
        assertEquals("listing:5: C: before the N: line of [1]: write [1] N: X first",
                problem("initial\nC: ϕ\nO: ϕ\n[1]\nC: ϕ\n", Notation.DIJKSTRA));
        assertEquals("listing:3: a second C: line in the initial state", problem("initial\nC: ϕ\nC: ϕ\n", Notation.DIJKSTRA));
    }

    private static String problem(String text, Notation notation) {
        return assertThrows(FileFormatException.class, () -> HandListing.parse(text, notation, "listing")).getMessage();
    }
}
