package pathlab.grid;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A random spanning tree of a rectangle of slots (the rooms of a level, the cells of a maze),
 * each slot joined to some of its four neighbours: the skeleton that makes every slot reachable
 * by exactly one route. Built by a randomised depth-first search (the "recursive backtracker"),
 * which gives long winding routes, the point of a maze and of the lecture's convoluted indoor
 * levels. Optionally some of the remaining neighbour pairs are joined too, making loops.
 *
 * <p>Cost: O(slots) time and memory. The same {@link Random} state gives the same tree.
 */
final class RandomSpanningTree {
    private static final int[] DX = {0, 1, 0, -1};
    private static final int[] DY = {-1, 0, 1, 0};

    private RandomSpanningTree() {
    }

    /**
     * The joined pairs of slots, each as {@code {a, b}} with slot ids {@code row * columns + column}
     * and a before b: the tree's {@code columns * rows - 1} pairs, then each other neighbour pair
     * with probability {@code loops}.
     */
    static List<int[]> joins(int columns, int rows, double loops, Random random) {
        int n = columns * rows;
        boolean[] visited = new boolean[n];
        boolean[][] joined = new boolean[n][4];
        List<int[]> joins = new ArrayList<>();
        int[] stack = new int[n];
        int top = 0;
        stack[top++] = 0;
        visited[0] = true;
        int[] choices = new int[4];
        while (top > 0) {
            int slot = stack[top - 1];
            int x = slot % columns;
            int y = slot / columns;
            int count = 0;
            for (int d = 0; d < 4; d++) {
                int nx = x + DX[d];
                int ny = y + DY[d];
                if (nx >= 0 && ny >= 0 && nx < columns && ny < rows && !visited[ny * columns + nx]) {
                    choices[count++] = d;
                }
            }
            if (count == 0) {
                top--;     // a dead end: back up
                continue;
            }
            int d = choices[random.nextInt(count)];
            int next = (y + DY[d]) * columns + x + DX[d];
            joined[slot][d] = true;
            joined[next][(d + 2) % 4] = true;
            joins.add(new int[] {Math.min(slot, next), Math.max(slot, next)});
            visited[next] = true;
            stack[top++] = next;
        }
        if (loops > 0) {
            // Only right (1) and down (2) neighbours, so each pair is considered once, in slot order.
            for (int slot = 0; slot < n; slot++) {
                for (int d = 1; d <= 2; d++) {
                    int nx = slot % columns + DX[d];
                    int ny = slot / columns + DY[d];
                    if (nx < columns && ny < rows && !joined[slot][d] && random.nextDouble() < loops) {
                        joins.add(new int[] {slot, ny * columns + nx});
                    }
                }
            }
        }
        return joins;
    }
}
