package pathlab.trace;

/**
 * How the lecture writes node records. Dijkstra's examples write {@code X(Y,c)} and list the
 * unvisited nodes; the A* examples write {@code X(Y,c,e)} with the estimated-total-cost and leave
 * the unvisited list out ("U: Unvisited List (will be omitted)").
 */
public enum Notation {
    /** {@code X(Y,c)}, with a {@code U:} line. */
    DIJKSTRA,
    /** {@code X(Y,c,e)}, without a {@code U:} line. */
    ASTAR
}
