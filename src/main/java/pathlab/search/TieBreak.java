package pathlab.search;

import pathlab.Labelled;

/**
 * Which node the search takes when several open nodes share the smallest estimated-total-cost.
 * The lecture never says; its listings are reproduced by first-in-first-out (Example 2 at [1]: B
 * and C tie on 11, B was found first; Example 3 at [3]: D, E and F tie on 16, D was updated
 * first). A node's arrival is the moment it entered the open list or was last updated on it.
 */
public enum TieBreak implements Labelled {
    /** The node that arrived first: reproduces the lecture. The default. */
    FIFO("fifo"),
    /** The node that arrived last, as a sorted list that inserts before equal items does. */
    LIFO("lifo"),
    /** The lower cost-so-far (the node farther from the goal by the heuristic), then FIFO. */
    LOW_G("low-g"),
    /** The higher cost-so-far, then FIFO: prefers nodes nearer the goal; common on grids. */
    HIGH_G("high-g"),
    /** The node whose name comes first. */
    NAME("name");

    private final String label;

    TieBreak(String label) {
        this.label = label;
    }

    @Override
    public String label() {
        return label;
    }

    public static TieBreak byLabel(String label) {
        return Labelled.byLabel(TieBreak.class, label, "tie-breaking rule");
    }
}
