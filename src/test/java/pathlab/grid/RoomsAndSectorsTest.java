package pathlab.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringReader;

import org.junit.jupiter.api.Test;

import pathlab.graph.Clusters;
import pathlab.graph.FileFormatException;

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

    @Test
    void aHandDrawnLayerNamesTheClusters() throws IOException {
        GridMap map = GridMap.of("...@...", ".......", "...@...");
        Clusters c = ClusterLayer.parse("rooms.layer", new StringReader(
                "# two rooms\naaa@bbb\naaaabbb\naaa@bbb\n"), map);
        assertEquals(2, c.count());
        assertEquals("b", c.name(c.clusterOf(map.cell(6, 2))));
        assertEquals(Clusters.NONE, c.clusterOf(map.cell(3, 0)));
        assertEquals(10, c.size(0));
    }

    @Test
    void badLayersNameFileLineAndColumn() {
        GridMap map = GridMap.of("...@...", ".......");
        assertEquals("l:2: column 4: the map has a blocked cell here, expected '@', found 'a'",
                layerProblem(map, "# c\naaaabbb\naaaabbb\n"));
        assertEquals("l:2: column 2: a passable cell needs a cluster name (a letter or digit), found '.'",
                layerProblem(map, "aaa@bbb\na.aabbb\n"));
        assertEquals("l:1: row 0 has 6 cells, the map rows is 7 wide", layerProblem(map, "aaa@bb\n"));
        assertEquals("l:1: the layer has 1 rows, the map rows has 2", layerProblem(map, "aaa@bbb\n"));
        assertEquals("l:3: more rows than the map's height 2", layerProblem(map, "aaa@bbb\naaaabbb\naaaabbb\n"));
    }

    static String layerProblem(GridMap map, String text) {
        return assertThrows(FileFormatException.class,
                () -> ClusterLayer.parse("l", new StringReader(text), map)).getMessage();
    }
}
