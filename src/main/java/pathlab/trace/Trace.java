package pathlab.trace;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

import pathlab.graph.Graph;
import pathlab.search.AStar;
import pathlab.search.ChangeListener;
import pathlab.search.Heuristic;
import pathlab.search.NodeChange;
import pathlab.search.NodeRecord;
import pathlab.search.NodeState;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.search.SearchStep;
import pathlab.search.TieBreak;

/**
 * A recorded search: every step of it, from the initial state to the last iteration, and its
 * result. This is what the lecture's worked examples write out by hand; a notebook can show one
 * step per cell with {@link #step(int)} and print the whole listing with {@link #listing()}.
 *
 * <p>Storage: what each iteration changed (the current node and the nodes its connections
 * reached; {@link ChangeListener}), in primitive arrays, so memory grows with the iterations
 * and the out-degree, not with iterations × nodes. A step's lists ({@link SearchStep}) are
 * rebuilt from the changes when asked: going forward one step costs that step's changes plus
 * O(n) to list the nodes; going back replays from the start. A listing still prints every
 * list at every iteration, O(iterations × n) text: long searches are for paging through
 * ({@code pathlab trace --iterations}).
 *
 * <pre>
 *   Trace t = Trace.record(graph, a, f, heuristic, SearchOptions.lecture(), Notation.ASTAR);
 *   System.out.println(t.listing());
 * </pre>
 */
public final class Trace {
    private final Graph graph;
    private final Changes changes;
    private final List<SearchStep> steps;
    private final SearchResult result;
    private final Notation notation;
    private final TieBreak ties;

    private Trace(Graph graph, Changes changes, SearchResult result, Notation notation, TieBreak ties) {
        this.graph = graph;
        this.changes = changes;
        this.steps = new Steps();
        this.result = result;
        this.notation = notation;
        this.ties = ties;
    }

    /** Runs a search from start to goal, keeping every step. */
    public static Trace record(Graph graph, int start, int goal, Heuristic heuristic, SearchOptions options,
                               Notation notation) {
        Changes changes = new Changes();
        SearchResult result = new AStar(graph, options).search(start, goal, heuristic, changes);
        return new Trace(graph, changes, result, notation, options.ties());
    }

    public Graph graph() {
        return graph;
    }

    /** The steps: index 0 is the initial state, index i is iteration [i]. Read-only, built on demand. */
    public List<SearchStep> steps() {
        return steps;
    }

    /** The step after iteration i (0 for the initial state). */
    public SearchStep step(int iteration) {
        return steps.get(iteration);
    }

    /** The number of iterations run. */
    public int iterations() {
        return changes.steps - 1;
    }

    public SearchResult result() {
        return result;
    }

    public Notation notation() {
        return notation;
    }

    /** Which of several open nodes with the same smallest key the search took (the lecture's: first in, first out). */
    public TieBreak ties() {
        return ties;
    }

    /** The whole listing in the lecture's notation, ending with the final path. */
    public String listing() {
        return Listing.of(this);
    }

    /** The lines of one step in the lecture's notation, e.g. {@code [2] N: B}, {@code C: ...}. */
    public String listing(int iteration) {
        return Listing.step(this, steps.get(iteration));
    }

    /** The trace as a table: iteration, current, closed, open, unvisited. */
    public tech.tablesaw.api.Table table() {
        return TraceTable.of(this);
    }

    @Override
    public String toString() {
        return listing();
    }

    /** The changes of every iteration, in flat arrays: step s owns changes first[s] .. first[s+1]-1. */
    private static final class Changes implements ChangeListener {
        int steps;
        int[] current = new int[16];
        int[] first = new int[17];
        int count;
        int[] node = new int[16];
        int[] connection = new int[16];
        int[] from = new int[16];
        double[] costSoFar = new double[16];
        double[] estimatedTotalCost = new double[16];
        byte[] closed = new byte[16];

        @Override
        public void changed(int iteration, int currentNode, List<NodeChange> changed) {
            if (steps + 1 == current.length) {
                int n = 2 * current.length;
                current = Arrays.copyOf(current, n);
                first = Arrays.copyOf(first, n + 1);
            }
            current[steps] = currentNode;
            for (NodeChange c : changed) {
                if (count == node.length) {
                    grow();
                }
                NodeRecord r = c.record();
                node[count] = r.node();
                connection[count] = r.connection();
                from[count] = r.from();
                costSoFar[count] = r.costSoFar();
                estimatedTotalCost[count] = r.estimatedTotalCost();
                closed[count] = (byte) (c.state() == NodeState.CLOSED ? 1 : 0);
                count++;
            }
            steps++;
            first[steps] = count;
        }

        private void grow() {
            int n = 2 * node.length;
            node = Arrays.copyOf(node, n);
            connection = Arrays.copyOf(connection, n);
            from = Arrays.copyOf(from, n);
            costSoFar = Arrays.copyOf(costSoFar, n);
            estimatedTotalCost = Arrays.copyOf(estimatedTotalCost, n);
            closed = Arrays.copyOf(closed, n);
        }
    }

    /**
     * The steps as a list, each rebuilt from the changes: a replay of the changes up to the last
     * step asked for is kept, so reading the steps in order costs each change once.
     */
    private final class Steps extends AbstractList<SearchStep> implements RandomAccess {
        private int replayed = -1;      // the last step applied to the arrays below
        private int[] latest;           // per node: the index of its latest change, -1 for none

        @Override
        public int size() {
            return changes.steps;
        }

        @Override
        public synchronized SearchStep get(int index) {
            if (index < 0 || index >= changes.steps) {
                throw new IndexOutOfBoundsException("there is no step " + index + ": the trace has steps 0.."
                        + (changes.steps - 1));
            }
            if (latest == null || index < replayed) {
                latest = new int[graph.nodeCount()];
                Arrays.fill(latest, -1);
                replayed = -1;
            }
            for (; replayed < index; replayed++) {
                for (int c = changes.first[replayed + 1]; c < changes.first[replayed + 2]; c++) {
                    latest[changes.node[c]] = c;
                }
            }
            List<NodeRecord> closed = new ArrayList<>();
            List<NodeRecord> open = new ArrayList<>();
            List<Integer> unvisited = new ArrayList<>();
            for (int n = 0; n < latest.length; n++) {
                int c = latest[n];
                if (c < 0) {
                    unvisited.add(n);
                } else {
                    (changes.closed[c] == 1 ? closed : open).add(new NodeRecord(n, changes.connection[c],
                            changes.from[c], changes.costSoFar[c], changes.estimatedTotalCost[c]));
                }
            }
            return new SearchStep(index, changes.current[index], List.copyOf(closed), List.copyOf(open),
                    List.copyOf(unvisited));
        }
    }
}
