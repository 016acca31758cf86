package pathlab.heuristic.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import pathlab.graph.Clusters;
import pathlab.graph.DirectedGraph;
import pathlab.graph.Graph;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.Rooms;
import pathlab.grid.Sectors;
import pathlab.heuristic.OctileHeuristic;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;

/**
 * The cluster heuristic never overestimates, checked against the true cost on every node, and A*
 * with it returns the optimal cost: on grid maps (hand-made rooms and, when ../shared/maps is
 * present, Dragon Age maps) with sectors of several sizes and with rooms, and on random directed
 * graphs with random clusters.
 */
class ClusterHeuristicAdmissibleTest {
    static final Path DAO = Path.of("../shared/maps/dao");
    static final List<SearchOptions> OPTIONS = List.of(SearchOptions.lecture(), SearchOptions.grid());

    /** A 4 x 3 block of 8 x 8 rooms, each wall with one doorway at a seeded place. */
    static GridMap roomsMap(long seed) {
        Random random = new Random(seed);
        int room = 8;
        int w = 4 * (room + 1) + 1;
        int h = 3 * (room + 1) + 1;
        char[][] cells = new char[h][w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                cells[y][x] = x % (room + 1) == 0 || y % (room + 1) == 0 ? '@' : '.';
            }
        }
        for (int ry = 0; ry < 3; ry++) {
            for (int rx = 0; rx < 4; rx++) {
                int x0 = rx * (room + 1);
                int y0 = ry * (room + 1);
                if (rx > 0) {
                    cells[y0 + 1 + random.nextInt(room)][x0] = '.';
                }
                if (ry > 0) {
                    cells[y0][x0 + 1 + random.nextInt(room)] = '.';
                }
            }
        }
        String[] rows = new String[h];
        for (int y = 0; y < h; y++) {
            rows[y] = new String(cells[y]);
        }
        return GridMap.of(rows);
    }

    @Test
    void admissibleAndOptimalOnHandMadeRooms() {
        for (long seed = 1; seed <= 3; seed++) {
            checkGrid(GridGraph.octile(roomsMap(seed)), 12, seed);
        }
    }

    @Test
    void theRoomsOfTheHandMadeMapAreItsRooms() {
        assertEquals(12, Rooms.of(GridGraph.octile(roomsMap(1))).count());
    }

    @Test
    void admissibleAndOptimalOnDragonAgeMaps() {
        assumeTrue(Files.isDirectory(DAO), "../shared/maps is absent");
        for (String name : List.of("den312d", "lak101d")) {
            checkGrid(GridGraph.octile(GridMap.read(DAO.resolve(name + ".map"))), 4, name.hashCode());
        }
    }

    /** Every node of the map against a few goals; A* from random starts to those goals. */
    static void checkGrid(GridGraph g, int goals, long seed) {
        Random random = new Random(seed);
        OctileHeuristic octile = new OctileHeuristic(g);
        int[] passable = IntStream.range(0, g.nodeCount()).filter(g.map()::passable).toArray();
        for (Clusters clusters : List.of(Sectors.of(g, 5), Sectors.of(g, 12), Rooms.of(g))) {
            ClusterTable table = ClusterTable.build(g, clusters);
            for (Heuristic h : List.of(ClusterHeuristic.of(table, octile), ClusterHeuristic.lecture(table, octile))) {
                for (int i = 0; i < goals; i++) {
                    int goal = passable[random.nextInt(passable.length)];
                    checkEveryNode(g, h, goal, passable);
                    double[] trueCost = new AStar(g).costsFrom(goal);
                    for (SearchOptions options : OPTIONS) {
                        AStar astar = new AStar(g, options);
                        for (int j = 0; j < 5; j++) {
                            int start = passable[random.nextInt(passable.length)];
                            assertEquals(trueCost[start], astar.search(start, goal, h).cost(), 1e-9,
                                    g.map().name() + " " + h + " " + options);
                        }
                    }
                }
            }
        }
    }

    /** h(n, goal) is at most the cheapest cost from n to goal, for every node n. */
    static void checkEveryNode(Graph g, Heuristic h, int goal, int[] nodes) {
        double[] toGoal = new AStar(g.reversed()).costsFrom(goal);
        for (int n : nodes) {
            double estimate = h.estimate(n, goal);
            assertTrue(estimate <= toGoal[n] + 1e-9, "h(" + g.nodeName(n) + ", " + g.nodeName(goal) + ") = "
                    + estimate + " but the cost is " + toGoal[n] + " (" + h + ")");
        }
    }

    @Test
    void admissibleAndOptimalOnRandomDirectedGraphs() {
        Random random = new Random(2024);
        for (int trial = 0; trial < 150; trial++) {
            RandomClusterings.Clustered r = RandomClusterings.clustered(random, 3, 40, 8);
            DirectedGraph g = r.graph();
            ClusterTable table = r.table();
            int[] all = IntStream.range(0, g.nodeCount()).toArray();
            int goal = random.nextInt(g.nodeCount());
            double[] toGoal = new AStar(g.reversed()).costsFrom(goal);
            // An admissible base that is not zero: a random share of the true cost to this goal.
            double share = random.nextDouble();
            Heuristic base = (node, target) -> share * toGoal[node];
            for (Heuristic h : List.of(ClusterHeuristic.of(table, base), ClusterHeuristic.lecture(table, base),
                    ClusterHeuristic.of(table, Heuristic.ZERO))) {
                checkEveryNode(g, h, goal, all);
                for (SearchOptions options : OPTIONS) {
                    AStar astar = new AStar(g, options);
                    for (int start : all) {
                        assertEquals(toGoal[start], astar.search(start, goal, h).cost(), 1e-9,
                                "trial " + trial + " " + options);
                    }
                }
            }
        }
    }
}
