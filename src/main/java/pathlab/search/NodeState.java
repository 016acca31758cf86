package pathlab.search;

/**
 * The three lists of lecture 07 ("Node Lists"): every node is on exactly one of them.
 */
public enum NodeState {
    /** Neither reached nor processed. First, so its code is 0, the value a new byte array holds. */
    UNVISITED,
    /** Reached from another node, not yet processed in its own iteration. */
    OPEN,
    /** Processed in its own iteration. */
    CLOSED;

    private static final NodeState[] BY_CODE = values();

    /**
     * The byte the search stores per node for this state: its ordinal, so that {@link #of} reads
     * it back with one array access. {@link AStar} takes its constants from here rather than
     * numbering the states itself.
     */
    byte code() {
        return (byte) ordinal();
    }

    /** The state for a byte code the search stores per node ({@link #code}). */
    static NodeState of(byte code) {
        return BY_CODE[code];
    }
}
