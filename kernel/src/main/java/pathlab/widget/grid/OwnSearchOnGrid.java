package pathlab.widget.grid;

import java.util.ArrayList;
import java.util.List;
import pathlab.graph.Connection;
import pathlab.search.ChangeListener;
import pathlab.search.NodeChange;
import pathlab.search.NodeRecord;
import pathlab.search.NodeState;
import pathlab.search.SearchListener;
import pathlab.search.SearchResult;
import pathlab.search.SearchStep;

/**
 * A search of one's own ({@link OwnSearch}) as a live grid runs one: on the query's grid, rule
 * and heuristic, each whole step it reports passed on as what changed since the step before, and
 * its result made from its path and its last step ({@link SearchResult#ofSteps}).
 *
 * <p>Cost: O(closed + open) per step to find what changed; two arrays over the map's cells.
 */
final class OwnSearchOnGrid implements LiveGrid.Search {
    private final OwnSearch own;

    OwnSearchOnGrid(OwnSearch own) {
        this.own = own;
    }

    @Override
    public SearchResult find(LiveGrid.Query query) {
        StepChanges steps = new StepChanges(query.grid().nodeCount(), query.listener());
        List<Connection> path = own.search(query.grid(), query.start(), query.goal(), query.heuristic(),
                query.options().termination(), steps);
        return SearchResult.ofSteps(query.grid(), query.start(), query.goal(), path, steps.last);
    }

    /** Whole steps passed on as what each changed since the one before; the last one kept. */
    private static final class StepChanges implements SearchListener {
        private final ChangeListener changes;
        /** Each node's list as last reported (0: on neither) and its record there. */
        private final byte[] list;
        private final NodeRecord[] record;
        SearchStep last;

        StepChanges(int nodes, ChangeListener changes) {
            this.changes = changes;
            this.list = new byte[nodes];
            this.record = new NodeRecord[nodes];
        }

        @Override
        public void step(SearchStep step) {
            if (step == null) {
                throw new IllegalArgumentException("the search reported a null step");
            }
            last = step;
            List<NodeChange> changed = new ArrayList<>();
            changedOn(step.closed(), NodeState.CLOSED, changed);
            changedOn(step.open(), NodeState.OPEN, changed);
            changes.changed(step.iteration(), step.current(), changed);
        }

        /** Adds the records of one list that are new on it or changed; a record naming no cell of the map is left out. */
        private void changedOn(List<NodeRecord> records, NodeState state, List<NodeChange> changed) {
            if (records == null) {
                return; // SearchResult.ofSteps names it, if it is the last step
            }
            for (NodeRecord r : records) {
                if (r == null || r.node() < 0 || r.node() >= list.length) {
                    continue;
                }
                if (list[r.node()] != state.ordinal() || !r.equals(record[r.node()])) {
                    list[r.node()] = (byte) state.ordinal();
                    record[r.node()] = r;
                    changed.add(new NodeChange(state, r));
                }
            }
        }
    }
}
