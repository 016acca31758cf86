package pathlab.heuristic.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import pathlab.graph.Clusters;
import pathlab.graph.GraphFile;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.ProjectMaps;
import pathlab.grid.Rooms;
import pathlab.grid.Sectors;
import pathlab.heuristic.OctileHeuristic;
import pathlab.heuristic.PathmaxHeuristic;
import pathlab.heuristic.names.Heuristics;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;

/**
 * The gateway heuristic, the dead-end heuristic and pathmax keep A* optimal: the gateway
 * heuristic and pathmax never overestimate (checked on every node against the true cost), and A*
 * with each of them, and with dead ends left out, returns the optimal cost, on hand-made rooms, the
 * project's indoor map and, when ../shared/maps is present, Dragon Age maps.
 */
class GatewayHeuristicTest {

    /** Every node against a few goals, then A* from random starts to those goals. */
    static void check(GridGraph g, Clusters clusters, int goals, long seed) {
        Random random = new Random(seed);
        OctileHeuristic octile = new OctileHeuristic(g);
        int[] passable = IntStream.range(0, g.nodeCount()).filter(g.map()::passable).toArray();
        GatewayTable table = GatewayTable.build(g, clusters);
        GatewayHeuristic gateway = GatewayHeuristic.of(table, octile);
        for (int i = 0; i < goals; i++) {
            int goal = passable[random.nextInt(passable.length)];
            ClusterHeuristicAdmissibleTest.checkEveryNode(g, gateway, goal, passable);
            ClusterHeuristicAdmissibleTest.checkEveryNode(g, PathmaxHeuristic.of(g, gateway), goal, passable);
            double[] trueCost = new AStar(g).costsFrom(goal);
            List<Heuristic> all = List.of(gateway, PathmaxHeuristic.of(g, gateway),
                    DeadEndHeuristic.build(g, clusters, octile, octile), DeadEndHeuristic.build(g, clusters, octile, gateway),
                    PathmaxHeuristic.of(g, ClusterHeuristic.build(g, clusters, octile)));
            for (Heuristic h : all) {
                AStar astar = new AStar(g, SearchOptions.grid());
                for (int j = 0; j < 6; j++) {
                    int start = passable[random.nextInt(passable.length)];
                    assertEquals(trueCost[start], astar.search(start, goal, h).cost(), 1e-9, g.map().name() + " " + h);
                }
            }
        }
    }

    @Test
    void optimalOnHandMadeRooms() {
        for (long seed = 1; seed <= 3; seed++) {
            GridGraph g = GridGraph.octile(ClusterHeuristicAdmissibleTest.roomsMap(seed));
            check(g, Rooms.of(g), 6, seed);
            check(g, Sectors.of(g, 7), 3, seed);
        }
    }

    @Test
    void optimalOnTheIndoorMap() {
        GridGraph g = GridGraph.octile(ProjectMaps.byName("indoor").generate());
        check(g, Rooms.of(g), 3, 5);
    }

    @Test
    void optimalOnDragonAgeMaps() {
        assumeTrue(Files.isDirectory(ClusterHeuristicAdmissibleTest.DAO), "../shared/maps is absent");
        for (String name : List.of("den312d", "lak101d")) {
            GridGraph g = GridGraph.octile(GridMap.read(ClusterHeuristicAdmissibleTest.DAO.resolve(name + ".map")));
            check(g, Rooms.of(g), 2, name.hashCode());
        }
    }

    @Test
    void aDoorwayIsOneGatewayOnEachSide() {
        // Two rooms joined by a doorway two cells wide: two gateways, one on each side.
        GridGraph g = GridGraph.octile(GridMap.of(
                "....@....",
                ".........",
                ".........",
                "....@...."));
        int[] clusterOf = new int[g.nodeCount()];
        for (int cell = 0; cell < clusterOf.length; cell++) {
            clusterOf[cell] = !g.map().passable(cell) ? Clusters.NONE : g.map().x(cell) < 4 ? 0 : 1;
        }
        GatewayTable t = GatewayTable.build(g, Clusters.of(clusterOf, "west", "east"));
        assertEquals(2, t.gatewayCount());
        assertEquals(0, t.between(0, 0));
        assertEquals(1, t.between(0, 1), 1e-6, "one straight step through the doorway");
        assertEquals(3, t.inside(g.node(0, 1), 0), 1e-6, "from the west wall to the doorway's west side");
        // From (0,1) west to (8,2) east: 3 steps to the doorway, 1 through it, then at least 4 more.
        assertTrue(GatewayHeuristic.of(t, Heuristic.ZERO).estimate(g.node(0, 1), g.node(8, 2)) >= 8 - 1e-6);
    }

    @Test
    void aWideOpeningIsCutIntoNarrowGateways() {
        GridGraph g = GridGraph.octile(GridMap.of(".....", ".....", ".....", ".....", ".....", ".....", ".....", ".....", "....."));
        int[] clusterOf = new int[g.nodeCount()];
        for (int cell = 0; cell < clusterOf.length; cell++) {
            clusterOf[cell] = g.map().x(cell) < 2 ? 0 : 1;
        }
        // Nine cells on each side of the border, at most GatewayTable.WIDTH = 4 per gateway: 3 + 3.
        assertEquals(6, GatewayTable.build(g, Clusters.of(clusterOf, 2)).gatewayCount());
    }

    @Test
    void aSealedDeadEndIsLeftOutOfSearchesThatPassBy() {
        // A corridor along the top; a closet below it, entered through a doorway one cell wide.
        GridGraph g = GridGraph.octile(GridMap.of(
                "..........",
                "@@@@.@@@@@",
                "@@@...@@@@",
                "@@@...@@@@"));
        int[] clusterOf = new int[g.nodeCount()];
        for (int cell = 0; cell < clusterOf.length; cell++) {
            clusterOf[cell] = !g.map().passable(cell) ? Clusters.NONE : g.map().y(cell) == 0 ? 0 : 1;
        }
        Clusters clusters = Clusters.of(clusterOf, "corridor", "closet");
        OctileHeuristic octile = new OctileHeuristic(g);
        DeadEndHeuristic deadEnds = DeadEndHeuristic.build(g, clusters, octile, octile);
        // Each room touches only the other, so both are dead ends; the rooms of start and goal never count.
        assertEquals(2, deadEnds.deadEndCount());
        assertTrue(deadEnds.isDeadEnd(1));
        AStar astar = new AStar(g, SearchOptions.grid());
        var passing = astar.search(g.node(0, 0), g.node(9, 0), deadEnds);
        assertEquals(9, passing.cost(), 1e-9);
        assertEquals(Double.POSITIVE_INFINITY, deadEnds.estimate(g.node(4, 2), g.node(9, 0)));
        var intoCloset = astar.search(g.node(0, 0), g.node(4, 3), deadEnds);
        assertEquals(7, intoCloset.cost(), 1e-9, "along the corridor to the doorway, then down");
    }

    @Test
    void needsAnUndirectedGraph() {
        var file = GraphFile.lecture();
        Clusters one = Clusters.of(new int[file.graph().nodeCount()], "all");
        assertThrows(IllegalArgumentException.class, () -> GatewayTable.build(file.graph(), one));
        assertThrows(IllegalArgumentException.class, () -> PathmaxHeuristic.of(file.graph(), Heuristic.ZERO));
    }

    @Test
    void byName() {
        GridGraph g = GridGraph.octile(ClusterHeuristicAdmissibleTest.roomsMap(1));
        for (String name : List.of("cluster:rooms", "cluster-lecture:rooms", "cluster:8", "gateway:rooms", "deadend:rooms",
                "pathmax:cluster-lecture:8", "weighted:1.5:octile")) {
            Heuristics.byName(name, g);
        }
        assertTrue(Heuristics.byName("cluster:rooms", g) instanceof DeadEndHeuristic);
        assertTrue(Heuristics.byName("cluster:8", g) instanceof ClusterHeuristic);
        assertThrows(IllegalArgumentException.class, () -> Heuristics.byName("weighted:x:octile", g));
        assertThrows(IllegalArgumentException.class, () -> Heuristics.byName("weighted:0.5:octile", g));
        assertThrows(IllegalArgumentException.class, () -> Heuristics.byName("gateway:big", g));
    }
}
