package pathlab.grid;

import java.util.Random;

/**
 * Mazes like the Moving AI "maze" set: corridors of a given width between walls one cell thick,
 * with exactly one route between any two places (a random spanning tree of the corridor cells,
 * {@link RandomSpanningTree}). In a maze every heuristic that ignores walls is poor: the route to
 * a cell next door may lead across the whole map.
 *
 * <p>The map is {@code width × height}; the maze fills the largest part of it that is a whole
 * number of corridor-plus-wall steps, the rest stays wall. The same arguments give the same map.
 *
 * <pre>
 *   GridMap maze = MazeGenerator.generate(64, 64, 2, 1);   // 21 × 21 corridor cells, 2 wide
 * </pre>
 */
public final class MazeGenerator {

    private MazeGenerator() {
    }

    /**
     * A maze.
     *
     * @param corridor the width of a corridor in cells (1 or more)
     * @param seed the random seed
     */
    public static GridMap generate(int width, int height, int corridor, long seed) {
        if (corridor < 1) {
            throw new IllegalArgumentException("corridor width " + corridor + " must be at least 1");
        }
        int step = corridor + 1;
        int columns = (width - 1) / step;
        int rows = (height - 1) / step;
        if (columns < 1 || rows < 1) {
            throw new IllegalArgumentException("a " + width + "x" + height + " map has no room for corridors " + corridor + " wide");
        }
        MapSketch sketch = new MapSketch(width, height, '@');
        for (int slot = 0; slot < columns * rows; slot++) {
            sketch.rect(1 + slot % columns * step, 1 + slot / columns * step, corridor, corridor, '.');
        }
        for (int[] join : RandomSpanningTree.joins(columns, rows, 0, new Random(seed))) {
            // Open the wall between the two corridor cells: they are neighbours, a below or left of b.
            int ax = 1 + join[0] % columns * step;
            int ay = 1 + join[0] / columns * step;
            boolean right = columns > 1 && join[1] == join[0] + 1;   // else b is the slot below
            sketch.rect(right ? ax + corridor : ax, right ? ay : ay + corridor, right ? 1 : corridor, right ? corridor : 1, '.');
        }
        return sketch.toMap("maze" + width + "x" + height + "-c" + corridor + "-s" + seed);
    }
}
