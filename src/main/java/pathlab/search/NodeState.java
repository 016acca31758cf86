package pathlab.search;

/**
 * The three lists of lecture 07 ("Node Lists"): every node is on exactly one of them.
 */
public enum NodeState {
    /** Neither reached nor processed. */
    UNVISITED,
    /** Reached from another node, not yet processed in its own iteration. */
    OPEN,
    /** Processed in its own iteration. */
    CLOSED;

    private static final NodeState[] BY_CODE = values();

    /** The state for the byte code the search stores per node (its ordinal). */
    static NodeState of(byte code) {
        return BY_CODE[code];
    }
}
