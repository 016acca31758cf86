package pathlab.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import pathlab.graph.Clusters;

/**
 * The simplest automatic clustering of a grid: square sectors of {@code size × size} cells, like
 * the sectors of hierarchical pathfinding (Botea, Müller and Schaeffer, "Near Optimal Hierarchical
 * Path-Finding", 2004). The passable cells of each sector form one cluster; sectors with no
 * passable cell are left out; blocked cells are in no cluster.
 *
 * <p>The size is the lecture's trade-off ("Cluster Heuristic (2)"): small sectors give an accurate
 * table that is large and slow to make, large ones a small table that helps little. A sector's
 * cells need not be connected to each other (a wall may cut it); the table's lower bound does not
 * care.
 *
 * <p>Cost: O(cells). A sector is named {@code "sx,sy"} (its column and row of sectors); clusters
 * are numbered in the order of their first passable cell, row by row.
 */
public final class Sectors {
    private Sectors() {}

    /** The passable cells of each non-empty {@code size × size} sector, one cluster per sector. */
    public static Clusters of(GridGraph grid, int size) {
        if (size < 1) {
            throw new IllegalArgumentException("sector size " + size + " must be at least 1");
        }
        GridMap map = grid.map();
        int across = (map.width() + size - 1) / size;
        int down = (map.height() + size - 1) / size;
        int[] number = new int[across * down];        // sector -> cluster number, or -1 while empty
        Arrays.fill(number, Clusters.NONE);
        int[] clusterOf = new int[map.cellCount()];
        List<String> names = new ArrayList<>();
        for (int cell = 0; cell < clusterOf.length; cell++) {
            clusterOf[cell] = Clusters.NONE;
            if (map.passable(cell)) {
                int sx = map.x(cell) / size;
                int sy = map.y(cell) / size;
                int sector = sy * across + sx;
                if (number[sector] == Clusters.NONE) {
                    number[sector] = names.size();
                    names.add(sx + "," + sy);
                }
                clusterOf[cell] = number[sector];
            }
        }
        return Clusters.of(clusterOf, names.toArray(String[]::new));
    }
}
