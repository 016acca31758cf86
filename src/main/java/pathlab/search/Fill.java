package pathlab.search;

/**
 * The fill of a search: which nodes it left open and closed (lecture 07, "Illustration: Dijkstra
 * in Steps": the nodes considered but never part of the final route are the fill). Every other
 * node is unvisited.
 *
 * <p>Only the nodes the search touched are stored, so keeping the fill costs in proportion to the
 * search's own work, not to the size of the map. Cost: {@link #state} is O(1) after a one-time
 * O(n) expansion on first use.
 */
public final class Fill {
    private final int nodeCount;
    private final int[] nodes;
    private final byte[] states;
    private byte[] stateByNode;

    Fill(int nodeCount, int[] nodes, byte[] states) {
        this.nodeCount = nodeCount;
        this.nodes = nodes;
        this.states = states;
    }

    /** The list a node ended on. */
    public NodeState state(int node) {
        if (stateByNode == null) {
            byte[] all = new byte[nodeCount];
            for (int i = 0; i < nodes.length; i++) {
                all[nodes[i]] = states[i];
            }
            stateByNode = all;
        }
        return NodeState.of(stateByNode[node]);
    }

    /** How many nodes ended on the closed list. */
    public int closedCount() {
        return count(NodeState.CLOSED);
    }

    /** How many nodes ended on the open list. */
    public int openCount() {
        return count(NodeState.OPEN);
    }

    private int count(NodeState s) {
        int n = 0;
        for (byte b : states) {
            if (b == s.code()) {
                n++;
            }
        }
        return n;
    }

    /** The nodes the search reached, open or closed, in the order it first reached them. */
    public int[] reached() {
        return nodes.clone();
    }
}
