package pathlab.bench;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.jgrapht.alg.shortestpath.ALTAdmissibleHeuristic;
import org.jgrapht.alg.shortestpath.AStarShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

import pathlab.graph.Outgoing;
import pathlab.grid.GridGraph;
import pathlab.grid.Scenario;

/**
 * The peer for the landmark benchmark: JGraphT's A* with its own landmark heuristic
 * ({@code ALTAdmissibleHeuristic}, Goldberg and Harrelson's "ALT": A*, landmarks, triangle
 * inequality), given the same landmarks, on the same grid as a JGraphT graph of the passable cells.
 * Its heuristic is the landmark bound alone (no octile term), computed from JGraphT's own Dijkstra.
 *
 * <p>JGraphT's A* fails with "Invalid handle!" when a closed node is improved by a rounding-level
 * amount (a known bug). The benchmark's grid has costs that are exact binary fractions (√2 rounded
 * to a multiple of 2^-32), so such improvements cannot happen; any failure is still caught and
 * counted rather than ending the run.
 */
final class JGraphTAltPeer {
    private final GridGraph grid;
    private final SimpleWeightedGraph<Integer, DefaultWeightedEdge> graph =
            new SimpleWeightedGraph<>(DefaultWeightedEdge.class);

    /** What one configuration measured (search time: CPU time of the searching thread). */
    record Result(long precomputeNanos, long searchNanos, long expanded, int optimal, int failures) {
    }

    JGraphTAltPeer(GridGraph grid) {
        this.grid = grid;
        for (int n = 0; n < grid.nodeCount(); n++) {
            if (grid.map().passable(n)) {
                graph.addVertex(n);
            }
        }
        Outgoing out = new Outgoing(grid.maxOutDegree());
        for (int n = 0; n < grid.nodeCount(); n++) {
            grid.outgoing(n, out);
            for (int i = 0; i < out.size(); i++) {
                if (out.to(i) > n) {                       // undirected: each pair once
                    graph.setEdgeWeight(graph.addEdge(n, out.to(i)), out.cost(i));
                }
            }
        }
    }

    /** Runs the queries with ALT on these landmarks: precompute time, search time, expansions, optimal count. */
    Result run(int[] landmarks, List<Scenario> queries) {
        Set<Integer> set = new HashSet<>();
        for (int l : landmarks) {
            set.add(l);
        }
        long t0 = System.nanoTime();
        ALTAdmissibleHeuristic<Integer, DefaultWeightedEdge> alt = new ALTAdmissibleHeuristic<>(graph, set);
        long precompute = System.nanoTime() - t0;
        AStarShortestPath<Integer, DefaultWeightedEdge> astar = new AStarShortestPath<>(graph, alt);
        long expanded = 0;
        int optimal = 0;
        int failures = 0;
        long t1 = LandmarkBench.cpuNanos();
        for (Scenario s : queries) {
            try {
                var path = astar.getPath(grid.node(s.startX(), s.startY()), grid.node(s.goalX(), s.goalY()));
                expanded += astar.getNumberOfExpandedNodes();
                if (path != null && s.matches(path.getWeight())) {
                    optimal++;
                }
            } catch (RuntimeException e) {
                failures++;
            }
        }
        return new Result(precompute, LandmarkBench.cpuNanos() - t1, expanded, optimal, failures);
    }
}
