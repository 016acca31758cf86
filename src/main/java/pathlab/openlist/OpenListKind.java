package pathlab.openlist;

import pathlab.Labelled;

/**
 * The open list data structures a search can use, by the names the command line and the
 * notebooks use for them.
 */
public enum OpenListKind implements Labelled {
    /** A binary heap with a position index: O(log n) for every operation. The default. */
    INDEXED_HEAP("indexed-heap") {
        @Override
        public OpenList create(int nodeCount, Priorities priorities) {
            return new IndexedBinaryHeap(nodeCount, priorities);
        }
    };

    private final String label;

    OpenListKind(String label) {
        this.label = label;
    }

    /** Makes an empty open list for a graph of {@code nodeCount} nodes. */
    public abstract OpenList create(int nodeCount, Priorities priorities);

    @Override
    public String label() {
        return label;
    }

    /** The kind with this label; an unknown label is an error listing the known ones. */
    public static OpenListKind byLabel(String label) {
        return Labelled.byLabel(OpenListKind.class, label, "open list");
    }

    @Override
    public String toString() {
        return label;
    }
}
