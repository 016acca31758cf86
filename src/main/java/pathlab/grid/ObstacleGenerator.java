package pathlab.grid;

import java.util.Random;

/**
 * Outdoor terrain: open ground with scattered obstacles (copses of trees, rocks), as in the
 * lecture's "Fill Patterns Outdoors". Obstacles are round clumps of random radius dropped at
 * random places until the requested share of the map is blocked; radius 0 gives single blocked
 * cells, like the Moving AI "random" maps. With few, small obstacles most routes are nearly
 * straight, the Euclidean distance is close to the true cost, and A*'s fill is small.
 *
 * <p>Obstacles are trees ({@code T}). The same arguments give the same map.
 *
 * <pre>
 *   GridMap field = ObstacleGenerator.generate(128, 128, 0.2, 3, 7);
 * </pre>
 */
public final class ObstacleGenerator {

    private ObstacleGenerator() {
    }

    /**
     * Open terrain with obstacles.
     *
     * @param density the share of cells to block, 0 .. 0.9
     * @param maxRadius the largest clump radius in cells (0 for single cells)
     * @param seed the random seed
     */
    public static GridMap generate(int width, int height, double density, int maxRadius, long seed) {
        if (!(density >= 0 && density <= 0.9)) {
            throw new IllegalArgumentException("obstacle density " + density + " must be between 0 and 0.9");
        }
        if (maxRadius < 0) {
            throw new IllegalArgumentException("obstacle radius " + maxRadius + " must not be negative");
        }
        Random random = new Random(seed);
        MapSketch sketch = new MapSketch(width, height, '.');
        long target = Math.round(density * width * height);
        long blocked = 0;
        while (blocked < target) {
            int cx = random.nextInt(width);
            int cy = random.nextInt(height);
            int r = random.nextInt(maxRadius + 1);
            // The cells whose centre lies within r + 0.5 of the clump's centre cell.
            for (int y = cy - r; y <= cy + r; y++) {
                for (int x = cx - r; x <= cx + r; x++) {
                    int dx = x - cx;
                    int dy = y - cy;
                    if (4 * (dx * dx + dy * dy) <= (2 * r + 1) * (2 * r + 1) && x >= 0 && y >= 0
                            && x < width && y < height && sketch.get(x, y) == '.') {
                        sketch.rect(x, y, 1, 1, 'T');
                        blocked++;
                    }
                }
            }
        }
        return sketch.toMap("obstacles" + width + "x" + height + "-d" + Math.round(density * 100)
                + "-r" + maxRadius + "-s" + seed);
    }
}
