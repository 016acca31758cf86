package pathlab.grid;

import java.util.Random;

/**
 * Indoor levels: rooms joined by corridors, as in the lecture's "Fill Patterns Indoors". The map
 * is divided into square slots; each slot holds one room of random size and place, and the rooms
 * of neighbouring slots are joined by L-shaped corridors along a random spanning tree
 * ({@link RandomSpanningTree}), plus a few extra corridors that make loops. Routes between rooms
 * that are close as the crow flies often wind through several others, which is why the Euclidean
 * distance is a poor guide indoors and A* fills much of the level.
 *
 * <p>The same arguments give the same map.
 *
 * <pre>
 *   GridMap level = RoomGenerator.generate(128, 128, 16, 1, 0.1, 4);   // 8 × 8 rooms
 * </pre>
 */
public final class RoomGenerator {
    private static final int MIN_ROOM = 4;

    private RoomGenerator() {
    }

    /**
     * An indoor level.
     *
     * @param slot the side of the square slot that holds each room (rooms are 4 .. slot-2 wide)
     * @param corridor the width of a corridor in cells
     * @param loops the probability of a corridor between neighbouring rooms beyond the tree (0..1)
     * @param seed the random seed
     */
    public static GridMap generate(int width, int height, int slot, int corridor, double loops, long seed) {
        if (slot < MIN_ROOM + 2) {
            throw new IllegalArgumentException("slot size " + slot + " leaves no room: it must be at least " + (MIN_ROOM + 2));
        }
        if (corridor < 1 || corridor > MIN_ROOM) {
            throw new IllegalArgumentException("corridor width " + corridor + " must be between 1 and " + MIN_ROOM);
        }
        if (!(loops >= 0 && loops <= 1)) {
            throw new IllegalArgumentException("loop probability " + loops + " must be between 0 and 1");
        }
        int columns = width / slot;
        int rows = height / slot;
        if (columns < 1 || rows < 1) {
            throw new IllegalArgumentException("a " + width + "x" + height + " map holds no slot of size " + slot);
        }
        Random random = new Random(seed);
        MapSketch sketch = new MapSketch(width, height, '@');
        // Each room: a random size, at a random place inside its slot, a wall's width from its edges.
        int[] centreX = new int[columns * rows];
        int[] centreY = new int[columns * rows];
        for (int s = 0; s < columns * rows; s++) {
            int w = MIN_ROOM + random.nextInt(slot - 1 - MIN_ROOM);
            int h = MIN_ROOM + random.nextInt(slot - 1 - MIN_ROOM);
            int x = s % columns * slot + 1 + random.nextInt(slot - 1 - w);
            int y = s / columns * slot + 1 + random.nextInt(slot - 1 - h);
            sketch.rect(x, y, w, h, '.');
            centreX[s] = x + (w - corridor) / 2;
            centreY[s] = y + (h - corridor) / 2;
        }
        for (int[] join : RandomSpanningTree.joins(columns, rows, loops, random)) {
            int a = join[0];
            int b = join[1];
            if (b == a + 1 && columns > 1) {
                // Left to right: along a's row to the slots' border, down or up to b's row, on to b.
                int border = b % columns * slot;
                horizontal(sketch, centreX[a], border, centreY[a], corridor);
                vertical(sketch, border, centreY[a], centreY[b], corridor);
                horizontal(sketch, border, centreX[b], centreY[b], corridor);
            } else {
                // Top to bottom, the same turned by a quarter.
                int border = b / columns * slot;
                vertical(sketch, centreX[a], centreY[a], border, corridor);
                horizontal(sketch, centreX[a], centreX[b], border, corridor);
                vertical(sketch, centreX[b], border, centreY[b], corridor);
            }
        }
        return sketch.toMap("rooms" + width + "x" + height + "-r" + slot + "-c" + corridor + "-s" + seed);
    }

    private static void horizontal(MapSketch sketch, int x0, int x1, int y, int corridor) {
        sketch.rect(Math.min(x0, x1), y, Math.abs(x1 - x0) + corridor, corridor, '.');
    }

    private static void vertical(MapSketch sketch, int x, int y0, int y1, int corridor) {
        sketch.rect(x, Math.min(y0, y1), corridor, Math.abs(y1 - y0) + corridor, '.');
    }
}
