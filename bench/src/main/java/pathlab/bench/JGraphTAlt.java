package pathlab.bench;

import java.util.HashSet;
import java.util.Set;

import org.jgrapht.GraphPath;
import org.jgrapht.alg.shortestpath.ALTAdmissibleHeuristic;
import org.jgrapht.alg.shortestpath.AStarShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

import pathlab.graph.Graph;
import pathlab.graph.Outgoing;
import pathlab.grid.GridGraph;

/**
 * JGraphT's A* with its own landmark heuristic ({@code ALTAdmissibleHeuristic}, Goldberg and
 * Harrelson's ALT: A*, landmarks, triangle inequality), the peer "jgrapht-alt" of
 * {@code pathlab bench landmarks}. The heuristic is the landmark bound alone (no octile term),
 * from JGraphT's own Dijkstra; the graph is the passable cells as a {@link SimpleWeightedGraph}.
 *
 * <p>JGraphT's A* fails with "Invalid handle!" when a closed node is improved by a rounding-level
 * amount (see {@link JGraphTAStar}). The benchmark's grid already has the diagonal as √2 rounded to
 * a multiple of 2^-32, so sums are exact and this cannot happen; the benchmark counts failures
 * anyway.
 */
public class JGraphTAlt implements PeerAlt {

    @Override
    public String name() {
        return "jgrapht-alt";
    }

    @Override
    public Graph prepare(GridGraph grid) {
        SimpleWeightedGraph<Integer, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        for (int n = 0; n < grid.nodeCount(); n++) {
            if (grid.passable(n)) {
                g.addVertex(n);
            }
        }
        Outgoing out = new Outgoing(grid.maxOutDegree());
        for (int n = 0; n < grid.nodeCount(); n++) {
            grid.outgoing(n, out);
            for (int i = 0; i < out.size(); i++) {
                if (out.to(i) > n) {                   // each undirected edge once
                    g.setEdgeWeight(g.addEdge(n, out.to(i)), out.cost(i));
                }
            }
        }
        return landmarks -> {
            Set<Integer> set = new HashSet<>();
            for (int l : landmarks) {
                set.add(l);
            }
            AStarShortestPath<Integer, DefaultWeightedEdge> astar =
                    new AStarShortestPath<>(g, new ALTAdmissibleHeuristic<>(g, set));
            return new Query() {
                @Override
                public double cost(int start, int goal) {
                    GraphPath<Integer, DefaultWeightedEdge> path = astar.getPath(start, goal);
                    return path == null ? Double.POSITIVE_INFINITY : path.getWeight();
                }

                @Override
                public int expanded() {
                    return astar.getNumberOfExpandedNodes();
                }
            };
        };
    }
}
