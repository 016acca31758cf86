package pathlab.search;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@link SearchListener} that receives only what each iteration changed: the current node,
 * closed, and the nodes its connections reached, opened or updated. A whole {@link SearchStep}
 * copies every list, O(n) per iteration, so keeping every step of a long search costs O(n²)
 * memory; the changes are O(out-degree) per iteration, so a recorded search ({@code Trace})
 * stays linear in its iterations and rebuilds any step from them when asked.
 *
 * <p>{@link AStar} reports changes to a listener of this kind and whole steps to any other. A
 * whole step is also a valid report of changes (every node with a record), which is what
 * {@link #step} passes on for engines that only make whole steps.
 */
public interface ChangeListener extends SearchListener {

    /**
     * Iteration {@code iteration} (0 for the initial state) with current node {@code current}
     * ({@code -1} in the initial state) left these nodes with these records, in these lists.
     */
    void changed(int iteration, int current, List<NodeChange> changes);

    @Override
    default void step(SearchStep step) {
        List<NodeChange> all = new ArrayList<>();
        step.closed().forEach(r -> all.add(new NodeChange(NodeState.CLOSED, r)));
        step.open().forEach(r -> all.add(new NodeChange(NodeState.OPEN, r)));
        changed(step.iteration(), step.current(), all);
    }
}
