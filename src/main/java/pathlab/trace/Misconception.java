package pathlab.trace;

/**
 * The mistakes {@link ListingCheck} recognises in a hand-written listing, each with the rule of
 * lecture 07 it breaks, in the lecture's words, so a verdict can quote the rule to the student.
 * One rule, which node goes first, the lecture words differently for Dijkstra (the smallest
 * cost-so-far) and for A* (the smallest estimated-total-cost), so {@link #rule} takes the
 * algorithm. The first five are the misconceptions the exam question is set to find.
 */
public enum Misconception {
    /** The search ended when the goal got its first record, or became the current node. */
    STOPPED_AT_GOAL("stopped when the goal was first reached",
            "the goal is not final until no open node is cheaper: the search terminates only when the node "
                    + "in the open list with the smallest cost-so-far has a cost-so-far not below the goal's "
                    + "(\"Terminating the Algorithm\")"),
    /** A cheaper connection to a closed node was ignored. */
    NOT_REOPENED("a closed node not reopened",
            "a closed node is updated only when cheaper, and then it must be: \"Closed nodes that have their "
                    + "values revised are removed from the closed list and placed on the open list\""),
    /** A node's record was changed, or a closed node reopened, by a connection that is not cheaper. */
    UPDATED_WHEN_NOT_CHEAPER("a record updated by a connection that is not cheaper",
            "a closed node is updated only when cheaper: if the new cost-so-far \"is higher than the node's current "
                    + "cost-so-far, then do not update the node at all and do not change what list it is on\""),
    /** A cheaper connection to an open node was ignored. */
    COST_NOT_UPDATED("a record's cost not updated",
            "if the new cost-so-far \"is smaller than the node's current cost-so-far, then update it with the better "
                    + "value, and set its connection record\""),
    /** Of two open nodes with the same value, the one the search's tie rule does not take was written. */
    TIE_ORDER("the wrong tie order",
            "when open nodes tie, the search's tie rule decides; the lecture's takes the one that arrived on the open list "
                    + "first (or was updated first)"),
    /** An A* record whose estimated-total-cost is not its cost-so-far plus the heuristic. */
    TOTAL_COST_WRONG("the estimated-total-cost added wrongly",
            "estimated-total-cost = cost-so-far + the heuristic's estimate from the node to the goal"),
    /** The current node is not the smallest open node. */
    WRONG_NODE("the wrong node chosen",
            "the smallest cost-so-far goes first: \"the algorithm chooses the node from the open list that has the "
                    + "smallest cost-so-far\"",
            "the smallest estimated-total-cost goes first: \"the node from the open list with the smallest "
                    + "estimated-total-cost (not cost-so-far) is selected at each iteration\""),
    /** The listing goes on past the last iteration. */
    WENT_ON("went on after the search had ended",
            "the search terminates as soon as the goal has a record and no open node has a smaller cost-so-far "
                    + "(or the open list is empty)"),
    /** The listing ends before the goal had a record. */
    ENDED_EARLY("ended before the search did",
            "the search goes on until the goal has a record and no open node is cheaper, or the open list is empty"),
    /** Any other wrong, missing or extra record. */
    WRONG_RECORD("a wrong record",
            "processing the current node moves it to the closed list and gives each node at the end of one of its "
                    + "connections a record: the connection and the current node's cost-so-far plus the connection's "
                    + "cost; an unvisited node goes on the open list"),
    /** The unvisited list holds nodes that have a record, or misses one that has none. */
    WRONG_UNVISITED("a wrong unvisited list", "the unvisited list holds the nodes that have no record yet"),
    /** The final path is not the one the records give. */
    WRONG_PATH("a wrong final path",
            "\"Retrieving the Path\": follow the connections back from the goal to the start");

    private final String label;
    private final String rule;
    private final String astarRule;

    Misconception(String label, String rule) {
        this(label, rule, rule);
    }

    /** A mistake whose rule the lecture words differently for A* (which node goes first). */
    Misconception(String label, String rule, String astarRule) {
        this.label = label;
        this.rule = rule;
        this.astarRule = astarRule;
    }

    /** What went wrong, e.g. "a closed node not reopened". */
    public String label() {
        return label;
    }

    /** The lecture's rule the mistake breaks, in its words for A* or for Dijkstra. */
    public String rule(boolean astar) {
        return astar ? astarRule : rule;
    }
}
