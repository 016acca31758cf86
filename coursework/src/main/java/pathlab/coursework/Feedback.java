package pathlab.coursework;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.opentest4j.AssertionFailedError;

import pathlab.assignment.AStarSearch;
import pathlab.assignment.DijkstraSearch;
import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.search.SearchStep;
import pathlab.search.Termination;
import pathlab.trace.HandListing;
import pathlab.trace.LectureExample;
import pathlab.trace.Listing;
import pathlab.trace.ListingCheck;
import pathlab.trace.ListingDiff;
import pathlab.trace.Notation;

/**
 * Immediate feedback in an assignment notebook, and the tests' own view of a listing: runs a
 * student's search on one of the lecture's worked examples, prints its listing with the library's
 * {@link Listing}, and compares it with the lecture's line by line; where they differ, it names the
 * mistake behind the first wrong record and the lecture's rule it breaks ({@link ListingCheck}).
 *
 * <pre>
 *   Feedback.showExample1(new MyDijkstra());   // in a notebook cell
 * </pre>
 */
public final class Feedback {

    private Feedback() {}

    /** The listing a student's Dijkstra gives for a search on {@code g} from start to goal. */
    public static String listing(DijkstraSearch search, Graph g, int start, int goal) {
        List<SearchStep> steps = new ArrayList<>();
        List<Connection> path = search.search(g, start, goal, steps::add);
        return Listing.of(g, Notation.DIJKSTRA, steps, start, path);
    }

    /** The listing a student's A* gives for the example (A to F with its heuristic) under a termination rule. */
    public static String listing(AStarSearch search, LectureExample example, Termination rule) {
        Graph g = example.graph();
        int start = example.graph().node("A");
        List<SearchStep> steps = new ArrayList<>();
        List<Connection> path = search.search(g, start, example.graph().node("F"), example.heuristic(), rule, steps::add);
        return Listing.of(g, example.notation(), steps, start, path);
    }

    /** The listing a student's Dijkstra gives for Example 1 (from A to F on the lecture's graph). */
    public static String listing(DijkstraSearch search) {
        var g = LectureExample.EXAMPLE_1.graph();
        return listing(search, g, g.node("A"), g.node("F"));
    }

    /** The empty string when {@code yours} is the example's listing, else the first difference. */
    public static String differenceFromLecture(LectureExample example, String yours) {
        return ListingDiff.firstDifference(example.trace().listing(), yours, "lecture", "yours");
    }

    /**
     * The mistake behind the first wrong record of {@code yours}, with the lecture's rule it breaks
     * ({@code the mistake: [6] O: ...}), or the empty string when there is none or the listing cannot
     * be read back (the difference alone then says what is wrong).
     */
    public static String mistakeBehind(LectureExample example, String yours) {
        try {
            HandListing listing = HandListing.parse(yours, example.notation(), "your listing");
            return ListingCheck.of(example.trace()).check(listing).first().map(m -> "the mistake: " + m).orElse("");
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    /**
     * Fails the calling test, showing the first difference and the mistake behind it, unless
     * {@code yours} is the example's listing.
     */
    public static void assertListedAsInLecture(LectureExample example, String yours) {
        String diff = differenceFromLecture(example, yours);
        if (!diff.isEmpty()) {
            String mistake = mistakeBehind(example, yours);
            throw new AssertionFailedError("your listing differs from the lecture's, " + diff
                    + (mistake.isEmpty() ? "" : "\n" + mistake));
        }
    }

    /** Prints the listing of a student's Dijkstra for Example 1, then how it compares with the lecture's. */
    public static void showExample1(DijkstraSearch search) {
        show(LectureExample.EXAMPLE_1, () -> listing(search));
    }

    /** Prints the listing of a student's A* for Example 2, then how it compares with the lecture's. */
    public static void showExample2(AStarSearch search) {
        show(LectureExample.EXAMPLE_2, () -> listing(search, LectureExample.EXAMPLE_2, Termination.OPTIMAL));
    }

    /** Prints the listing of a student's A* for Example 3, then how it compares with the lecture's. */
    public static void showExample3(AStarSearch search) {
        show(LectureExample.EXAMPLE_3, () -> listing(search, LectureExample.EXAMPLE_3, Termination.OPTIMAL));
    }

    private static void show(LectureExample example, Supplier<String> listing) {
        String yours;
        try {
            yours = listing.get();
        } catch (RuntimeException e) {
            System.out.println("your search stopped with " + Grading.message(e));
            return;
        }
        System.out.print(yours);
        String diff = differenceFromLecture(example, yours);
        System.out.println();
        System.out.println(diff.isEmpty() ? "same as the lecture's listing, line by line" : diff);
        String mistake = diff.isEmpty() ? "" : mistakeBehind(example, yours);
        if (!mistake.isEmpty()) {
            System.out.println(mistake);
        }
    }
}
