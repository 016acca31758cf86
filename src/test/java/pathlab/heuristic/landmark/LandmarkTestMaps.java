package pathlab.heuristic.landmark;

import java.util.Random;

import pathlab.graph.DirectedGraph;
import pathlab.grid.GridMap;

/** Small seeded maps and graphs for the landmark tests. */
final class LandmarkTestMaps {
    private LandmarkTestMaps() {
    }

    /** A w × h map with about {@code wallPercent} % of the cells blocked, at random. */
    static GridMap randomMap(int w, int h, int wallPercent, long seed) {
        Random random = new Random(seed);
        String[] rows = new String[h];
        for (int y = 0; y < h; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < w; x++) {
                row.append(random.nextInt(100) < wallPercent ? '@' : '.');
            }
            rows[y] = row.toString();
        }
        return GridMap.of(rows);
    }

    /** A random directed graph with non-integer costs; some pairs unreachable. */
    static DirectedGraph randomDirected(int n, int connections, long seed) {
        Random random = new Random(seed);
        DirectedGraph.Builder b = new DirectedGraph.Builder();
        for (int i = 0; i < n; i++) {
            b.addNode("n" + i);
        }
        for (int c = 0; c < connections; c++) {
            b.addConnection(random.nextInt(n), random.nextInt(n), 0.5 + random.nextInt(40) / 7.0);
        }
        return b.build();
    }
}
