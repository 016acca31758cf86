package pathlab.bench;

import com.badlogic.gdx.ai.pfa.Connection;
import com.badlogic.gdx.ai.pfa.DefaultGraphPath;
import com.badlogic.gdx.ai.pfa.Heuristic;
import com.badlogic.gdx.ai.pfa.indexed.IndexedAStarPathFinder;
import com.badlogic.gdx.ai.pfa.indexed.IndexedGraph;
import com.badlogic.gdx.utils.Array;

import pathlab.graph.Outgoing;
import pathlab.grid.GridGraph;

/**
 * gdx-ai's {@link IndexedAStarPathFinder} on the grid: one node object per cell holding its
 * connections, the octile heuristic; the peer "gdx-ai" of {@code pathlab bench astar}. gdx-ai
 * searches with float costs; the reported cost sums the path's connections in double, like ours.
 */
public final class GdxAiAStar implements PeerAStar {

    @Override
    public String name() {
        return "gdx-ai";
    }

    /** A cell, its coordinates (for the heuristic) and the connections that leave it. */
    static final class Node {
        final int index;
        final int x;
        final int y;
        final Array<Connection<Node>> out = new Array<>(false, 8);

        Node(int index, int x, int y) {
            this.index = index;
            this.x = x;
            this.y = y;
        }
    }

    /** A connection with its float cost for the search and its double cost for the result. */
    record Edge(Node from, Node to, float cost, double exactCost) implements Connection<Node> {
        @Override
        public float getCost() {
            return cost;
        }

        @Override
        public Node getFromNode() {
            return from;
        }

        @Override
        public Node getToNode() {
            return to;
        }
    }

    @Override
    public Query prepare(GridGraph grid) {
        Node[] nodes = new Node[grid.nodeCount()];
        for (int n = 0; n < nodes.length; n++) {
            nodes[n] = new Node(n, grid.x(n), grid.y(n));
        }
        Outgoing out = new Outgoing(grid.maxOutDegree());
        for (int n = 0; n < nodes.length; n++) {
            grid.outgoing(n, out);
            for (int i = 0; i < out.size(); i++) {
                nodes[n].out.add(new Edge(nodes[n], nodes[out.to(i)], (float) out.cost(i), out.cost(i)));
            }
        }
        IndexedGraph<Node> graph = new IndexedGraph<>() {
            @Override
            public int getIndex(Node node) {
                return node.index;
            }

            @Override
            public int getNodeCount() {
                return nodes.length;
            }

            @Override
            public Array<Connection<Node>> getConnections(Node from) {
                return from.out;
            }
        };
        float diagonalMinusTwo = (float) (grid.diagonalCost() - 2);
        Heuristic<Node> octile = (a, b) -> {
            int dx = Math.abs(a.x - b.x);
            int dy = Math.abs(a.y - b.y);
            return (dx + dy) + diagonalMinusTwo * Math.min(dx, dy);
        };
        IndexedAStarPathFinder<Node> finder = new IndexedAStarPathFinder<>(graph);
        DefaultGraphPath<Connection<Node>> path = new DefaultGraphPath<>();
        return (start, goal) -> {
            path.clear();
            boolean found = finder.searchConnectionPath(nodes[start], nodes[goal], octile, path);
            if (!found) {
                return Double.POSITIVE_INFINITY;
            }
            double cost = 0;
            for (Connection<Node> c : path) {
                cost += ((Edge) c).exactCost();
            }
            return cost;
        };
    }
}
