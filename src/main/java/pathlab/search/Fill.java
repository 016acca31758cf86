package pathlab.search;

import java.util.Arrays;

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

    /**
     * The fill of a search that kept the nodes it touched, in order, and each node's list by node
     * id: {@code touched[0..count)} with {@code stateByNode[touched[i]]}.
     */
    static Fill of(int nodeCount, int[] touched, int count, byte[] stateByNode) {
        int[] nodes = Arrays.copyOf(touched, count);
        byte[] states = new byte[count];
        for (int i = 0; i < count; i++) {
            states[i] = stateByNode[nodes[i]];
        }
        return new Fill(nodeCount, nodes, states);
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
