package pathlab.search;

import pathlab.Labelled;

/**
 * When the search stops (lecture 07, "Terminating the Algorithm").
 */
public enum Termination implements Labelled {
    /**
     * The lecture's rule that guarantees an optimal path even with an overestimating heuristic:
     * stop once the goal has been reached and no node on the open list has a cost-so-far below the
     * goal's. Example 3 goes on past the goal at [5] and stops after [9] with cost 14. Needs
     * reopening to be optimal. With a consistent heuristic it is optimal but does extra work:
     * every open node cheaper than the goal is still processed.
     */
    OPTIMAL("optimal"),
    /**
     * The common game rule (Richards, "Pathfinding II"): stop when the goal becomes the current
     * node. Optimal with an admissible heuristic and reopening, or with a consistent one; Example
     * 3 stops at [5] with A-C-F, cost 16.
     */
    GOAL("goal");

    private final String label;

    Termination(String label) {
        this.label = label;
    }

    @Override
    public String label() {
        return label;
    }

    public static Termination byLabel(String label) {
        return Labelled.byLabel(Termination.class, label, "termination rule");
    }
}
