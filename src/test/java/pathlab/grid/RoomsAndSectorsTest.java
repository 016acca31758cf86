package pathlab.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import pathlab.graph.Clusters;

/** Square sectors and rooms found by flood fill, on small hand-drawn maps. */
class RoomsAndSectorsTest {

    /** Two 7x7 rooms joined by a doorway one cell wide, and a wall cell. */
    static final GridMap TWO_ROOMS = GridMap.of(
            ".......@.......",
            ".......@.......",
            ".......@.......",
            "...............",
            ".......@.......",
            ".......@.......",
            ".......@.......");

    @Test
    void sectorsCoverThePassableCellsOfEachSquare() {
        GridGraph g = GridGraph.octile(TWO_ROOMS);
        Clusters c = Sectors.of(g, 5);
        assertEquals(6, c.count());                        // 3 across, 2 down
        assertEquals(TWO_ROOMS.passableCount(), c.clusteredCount());
        assertEquals(Clusters.NONE, c.clusterOf(g.node(7, 0)));
        assertEquals(c.clusterOf(g.node(0, 0)), c.clusterOf(g.node(4, 4)));
        assertNotEquals(c.clusterOf(g.node(4, 4)), c.clusterOf(g.node(5, 4)));
        assertEquals("0,0", c.name(c.clusterOf(g.node(4, 4))));
        assertEquals(25, c.size(c.clusterOf(g.node(0, 0))));
        assertThrows(IllegalArgumentException.class, () -> Sectors.of(g, 0));
    }

    @Test
    void aNarrowDoorwaySeparatesTwoRooms() {
        GridGraph g = GridGraph.octile(TWO_ROOMS);
        Clusters rooms = Rooms.of(g);
        assertEquals(2, rooms.count());
        assertEquals(TWO_ROOMS.passableCount(), rooms.clusteredCount());
        assertEquals(rooms.clusterOf(g.node(0, 0)), rooms.clusterOf(g.node(6, 6)));
        assertEquals(rooms.clusterOf(g.node(8, 0)), rooms.clusterOf(g.node(14, 6)));
        assertNotEquals(rooms.clusterOf(g.node(0, 0)), rooms.clusterOf(g.node(14, 0)));
    }

    @Test
    void anOpenHallIsOneRoom() {
        GridMap hall = GridMap.of(".........", ".........", ".........", ".........", ".........");
        assertEquals(1, Rooms.of(GridGraph.octile(hall)).count());
    }

    @Test
    void unconnectedAreasAreDifferentRooms() {
        GridMap map = GridMap.of("..@..", "..@..", "..@..");
        assertEquals(2, Rooms.of(GridGraph.octile(map)).count());
    }

    @Test
    void clearanceCountsStepsToTheNearestWallOrEdge() {
        GridMap map = GridMap.of(".....", ".....", ".....", ".....", "....@");
        int[] c = Rooms.clearance(map);
        assertEquals(1, c[map.cell(0, 0)]);
        assertEquals(2, c[map.cell(2, 2)]);           // the wall cell is two diagonal steps away
        assertEquals(0, c[map.cell(4, 4)]);
        GridMap open = GridMap.of(".......", ".......", ".......", ".......", ".......", ".......", ".......");
        assertEquals(4, Rooms.clearance(open)[open.cell(3, 3)]);
    }
}
