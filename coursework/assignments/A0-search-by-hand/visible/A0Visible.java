package pathlab.coursework.a0;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.opentest4j.AssertionFailedError;

import pathlab.assignment.HandListings;
import pathlab.coursework.Graded;
import pathlab.coursework.Submission;
import pathlab.graph.FileFormatException;
import pathlab.graph.GraphFile;
import pathlab.trace.HandListing;
import pathlab.trace.Notation;

/**
 * Assignment A0, search by hand: the tests a student runs in the notebook. They check the form
 * only: each listing is written in the lecture's notation and names only the graph's nodes.
 * Whether its iterations are right is for the hidden tests, so the notebook cannot be used to
 * guess the listing line by line.
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public class A0Visible {
    /**
     * The example Dijkstra graph, searched from S to G. Each student's own ({@link ByHandGraphs}) has
     * the same nodes, so the example names the nodes a listing may use.
     */
    public static final String DIJKSTRA_GRAPH = "maps/by-hand-dijkstra.graph";
    /** The example A* graph, searched from S to G with its heuristic table {@link #HEURISTIC}; the same nodes as each student's. */
    public static final String ASTAR_GRAPH = "maps/by-hand-astar.graph";
    public static final String HEURISTIC = "estimate";

    /** The student's listings; public, as the hidden tests are loaded by a class loader of their own. */
    public static HandListings listings() {
        return Submission.of(HandListings.class);
    }

    /** The student's Dijkstra listing, read; text that is not a listing fails the test with its one-line message. */
    public static HandListing dijkstra() {
        return read(listings().dijkstra(), Notation.DIJKSTRA, "your Dijkstra listing", DIJKSTRA_GRAPH);
    }

    /** The student's A* listing, read. */
    public static HandListing astar() {
        return read(listings().astar(), Notation.ASTAR, "your A* listing", ASTAR_GRAPH);
    }

    private static HandListing read(String text, Notation notation, String name, String graph) {
        HandListing listing;
        try {
            listing = HandListing.parse(text == null ? "" : text, notation, name);
        } catch (FileFormatException e) {
            throw new AssertionFailedError(e.getMessage());
        }
        GraphFile file = GraphFile.resource(graph);
        for (HandListing.Step s : listing.steps()) {
            if (s.current() != null && !file.graph().hasNode(s.current())) {
                throw new AssertionFailedError(name + ": [" + s.iteration() + "] N: " + s.current() + " is not a node of the graph");
            }
            for (List<HandListing.Record> list : List.of(s.closed(), s.open())) {
                for (HandListing.Record r : list) {
                    if (!file.graph().hasNode(r.node()) || r.from() != null && !file.graph().hasNode(r.from())) {
                        throw new AssertionFailedError(name + ": " + (s.iteration() == 0 ? "initial" : "[" + s.iteration() + "]")
                                + ": " + r + " names a node the graph does not have");
                    }
                }
            }
        }
        return listing;
    }

    @Test
    @Order(1)
    @Graded(points = 1)
    @DisplayName("the Dijkstra listing is written in the lecture's notation")
    void dijkstraNotation() {
        dijkstra();
    }

    @Test
    @Order(2)
    @Graded(points = 1)
    @DisplayName("the A* listing is written in the lecture's notation")
    void astarNotation() {
        astar();
    }
}
