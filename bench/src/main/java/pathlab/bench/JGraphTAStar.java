package pathlab.bench;

import org.jgrapht.GraphPath;
import org.jgrapht.alg.shortestpath.AStarShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

import pathlab.graph.Outgoing;
import pathlab.grid.GridGraph;

/**
 * JGraphT's {@link AStarShortestPath} on the grid as a {@link SimpleWeightedGraph} of Integer
 * vertices, with the octile heuristic: the peer "jgrapht" of {@code pathlab bench astar}.
 *
 * <p>This peer gives diagonals the weight √2 itself ({@link GridGraph#SQRT2}), as a JGraphT user
 * would. Its A* then sometimes throws "Invalid handle!": sums of √2 in a different order differ
 * in the last bit, it finds a closed node cheaper by 1e-15 and reopens it through a heap handle it
 * has already deleted. {@link Rounded} uses the grid's own diagonal cost, √2 rounded to a multiple
 * of 2^-32 ({@link GridGraph#DIAGONAL}), with which every sum along a path is exact and the error
 * does not occur.
 */
public class JGraphTAStar implements PeerAStar {

    @Override
    public String name() {
        return "jgrapht";
    }

    /** The diagonal weight this peer gives the library. */
    protected double diagonal(GridGraph grid) {
        return GridGraph.SQRT2;
    }

    @Override
    public Query prepare(GridGraph grid) {
        double diagonal = diagonal(grid);
        SimpleWeightedGraph<Integer, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        Integer[] vertex = new Integer[grid.nodeCount()];
        for (int n = 0; n < vertex.length; n++) {
            if (grid.passable(n)) {
                vertex[n] = n;
                g.addVertex(vertex[n]);
            }
        }
        Outgoing out = new Outgoing(grid.maxOutDegree());
        for (int n = 0; n < vertex.length; n++) {
            grid.outgoing(n, out);
            for (int i = 0; i < out.size(); i++) {
                if (out.to(i) > n) {                   // each undirected edge once
                    g.setEdgeWeight(g.addEdge(vertex[n], vertex[out.to(i)]), out.cost(i) == 1 ? 1 : diagonal);
                }
            }
        }
        AStarShortestPath<Integer, DefaultWeightedEdge> astar = new AStarShortestPath<>(g, (a, b) -> {
            int dx = Math.abs(grid.x(a) - grid.x(b));   // the grid's coordinate tables, as ours uses
            int dy = Math.abs(grid.y(a) - grid.y(b));
            return (dx + dy) + (diagonal - 2) * Math.min(dx, dy);
        });
        return (start, goal) -> {
            GraphPath<Integer, DefaultWeightedEdge> path = astar.getPath(vertex[start], vertex[goal]);
            return path == null ? Double.POSITIVE_INFINITY : path.getWeight();
        };
    }

    /** The same with the grid's own diagonal cost, √2 rounded to a multiple of 2^-32: the peer "jgrapht-rounded". */
    public static final class Rounded extends JGraphTAStar {
        @Override
        public String name() {
            return "jgrapht-rounded";
        }

        @Override
        protected double diagonal(GridGraph grid) {
            return grid.diagonalCost();
        }
    }
}
