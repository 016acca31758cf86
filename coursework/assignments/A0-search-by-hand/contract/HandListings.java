package pathlab.assignment;

/**
 * Assignment A0, "Search by hand": the exam question of lecture 07 as coursework. The student
 * works out by hand the listing of Dijkstra on one small graph and of A* on another, where a
 * closed node has to be reopened, and types each as text in the lecture's notation, exactly as
 * {@code pathlab trace} prints a listing:
 *
 * <pre>
 *   initial
 *   C: ϕ
 *   O: S(ϕ,0)
 *   [1] N: S
 *   C: S(ϕ,0)
 *   O: A(S,2) ...
 *   ...
 *   Final path: S ... G (cost c)
 * </pre>
 *
 * Dijkstra's records are {@code X(Y,c)} (node, the node its connection leaves, cost-so-far), A*'s
 * {@code X(Y,c,e)} with the estimated-total-cost; {@code ϕ} may be typed {@code -}. Grading reads
 * the text with {@link pathlab.trace.HandListing} and marks it iteration by iteration with
 * {@link pathlab.trace.ListingCheck}.
 */
public interface HandListings {

    /**
     * The listing of Dijkstra from S to G on the student's first graph
     * ({@code maps/by-hand-dijkstra.graph} without a student id).
     */
    String dijkstra();

    /**
     * The listing of A* from S to G on the student's second graph, heuristic "estimate"
     * ({@code maps/by-hand-astar.graph} without a student id).
     */
    String astar();
}
