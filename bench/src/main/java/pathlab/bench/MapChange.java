package pathlab.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import pathlab.grid.GridGraph;
import pathlab.heuristic.landmark.LandmarkHeuristic;
import pathlab.heuristic.landmark.LandmarkTables;
import pathlab.search.AStar;
import pathlab.search.Dijkstra;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/**
 * What stale landmark tables do after the map changes (Red Blob Games, "Improving Heuristics",
 * appendix "Map changes"):
 * <ol>
 *   <li>a wall is broken: true costs drop, the old tables overestimate (a cell that was a wall
 *       even looks unreachable), and A* can return a path that is not the shortest;</li>
 *   <li>a wall is built: true costs rise, the old bounds are still lower bounds, only weaker, so A*
 *       stays optimal but expands more.</li>
 * </ol>
 * Both show up by comparing the search with stale tables against a fresh search (here: with
 * freshly computed tables) on the changed map; {@link LandmarkTables#isCurrentFor} says in advance
 * that the tables are stale, and {@link LandmarkTables#refresh} fixes them.
 */
public final class MapChange {
    private MapChange() {
    }

    /** Stale versus fresh on the same queries of the changed map. */
    public record Comparison(int queries, int notShortest, double worstExcess, long staleExpanded, long freshExpanded) {
        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT,
                    "%d queries: %d not shortest with stale tables (worst %.2f too long); expansions stale %d, fresh %d",
                    queries, notShortest, worstExcess, staleExpanded, freshExpanded);
        }
    }

    /**
     * The one-cell wall whose removal would make the biggest shortcut for the landmarks: a blocked
     * cell between two passable cells (left and right, or above and below) whose landmark costs
     * differ most. Returns {x, y, xa, ya, xb, yb} (the wall and the two cells beside it), or null.
     */
    public static int[] shortcutWall(GridGraph grid, LandmarkTables tables) {
        int[] best = null;
        double bestGain = 0;
        var map = grid.map();
        for (int y = 0; y < map.height(); y++) {
            for (int x = 0; x < map.width(); x++) {
                if (map.passable(x, y)) {
                    continue;
                }
                for (int[] d : new int[][] {{1, 0}, {0, 1}}) {
                    int xa = x - d[0], ya = y - d[1], xb = x + d[0], yb = y + d[1];
                    if (!map.passable(xa, ya) || !map.passable(xb, yb)) {
                        continue;
                    }
                    for (int i = 0; i < tables.count(); i++) {
                        double gain = Math.abs(tables.from(i, grid.node(xa, ya)) - tables.from(i, grid.node(xb, yb)));
                        if (gain < Double.POSITIVE_INFINITY && gain > bestGain) {
                            bestGain = gain;
                            best = new int[] {x, y, xa, ya, xb, yb};
                        }
                    }
                }
            }
        }
        return best;
    }

    /**
     * Random start/goal pairs near a wall, the start on one side and the goal on the other (sides
     * told apart by the costs on the map before the change): the queries a broken wall shortens.
     */
    public static List<int[]> queriesAcross(GridGraph before, int[] wall, int radius, int count, long seed) {
        Dijkstra.ToEverywhere dijkstra = Dijkstra.toEverywhere(before);
        double[] fromA = dijkstra.costsFrom(before.node(wall[2], wall[3]));
        double[] fromB = dijkstra.costsFrom(before.node(wall[4], wall[5]));
        List<Integer> sideA = new ArrayList<>();
        List<Integer> sideB = new ArrayList<>();
        for (int y = wall[1] - radius; y <= wall[1] + radius; y++) {
            for (int x = wall[0] - radius; x <= wall[0] + radius; x++) {
                if (before.map().passable(x, y)) {
                    int n = before.node(x, y);
                    if (fromA[n] < fromB[n]) {
                        sideA.add(n);
                    } else if (fromB[n] < fromA[n]) {
                        sideB.add(n);
                    }
                }
            }
        }
        Random random = new Random(seed);
        List<int[]> queries = new ArrayList<>();
        for (int i = 0; i < count && !sideA.isEmpty() && !sideB.isEmpty(); i++) {
            queries.add(new int[] {sideA.get(random.nextInt(sideA.size())), sideB.get(random.nextInt(sideB.size()))});
        }
        return queries;
    }

    /** Runs each query on the changed map with the stale tables and with fresh ones; compares costs and expansions. */
    public static Comparison compare(GridGraph changed, Heuristic base, LandmarkTables stale, LandmarkTables fresh,
                                     List<int[]> queries, SearchOptions options) {
        AStar astar = new AStar(changed, options);
        Heuristic staleH = new LandmarkHeuristic(base, stale);
        Heuristic freshH = new LandmarkHeuristic(base, fresh);
        int notShortest = 0;
        double worst = 0;
        long staleExpanded = 0;
        long freshExpanded = 0;
        for (int[] q : queries) {
            SearchResult s = astar.search(q[0], q[1], staleH);
            SearchResult f = astar.search(q[0], q[1], freshH);
            staleExpanded += s.expanded();
            freshExpanded += f.expanded();
            if (s.cost() > f.cost() + 1e-9) {
                notShortest++;
                worst = Math.max(worst, s.cost() - f.cost());
            }
        }
        return new Comparison(queries.size(), notShortest, worst, staleExpanded, freshExpanded);
    }
}
