package pathlab.grid;

import java.util.Arrays;

import pathlab.graph.Clusters;
import pathlab.graph.Outgoing;

/**
 * Finds the rooms of an indoor map: clusters that follow the level's layout, as the lecture
 * suggests ("portal-based game engines lend themselves well to having clusters for each room",
 * "Cluster Heuristic (1)"). A flood fill that stops at doorways and corridors, in two steps:
 *
 * <ol>
 *   <li><b>Clearance.</b> A breadth-first search outwards from the walls gives every passable cell
 *       its clearance: how many steps (8 directions, so in Chebyshev distance) it lies from the
 *       nearest blocked cell or map edge. A cell next to a wall has clearance 1; the middle of a
 *       room 9 cells wide has clearance 5; a doorway 2 cells wide has clearance 1.</li>
 *   <li><b>Flooding from the middles of the rooms.</b> Think of clearance as height: the middle
 *       of each room is a hill top, a doorway a pass between two hills. The cells are taken from
 *       the highest clearance down. A cell next to no region yet starts a new room; otherwise it
 *       joins the room of its highest neighbour (ties: the room with the higher top), the way
 *       water would run. Where two rooms meet, the meeting cell is a doorway if it is a real
 *       narrowing for the lower room (top t, doorway clearance d): {@code d <= 2t / 3} and
 *       {@code t - d >= 2}; then the rooms stay apart. Otherwise the narrowing is only a bump in
 *       a wall and the two rooms are merged.</li>
 * </ol>
 *
 * This is the watershed segmentation of the distance transform, with regions merged unless
 * separated by a deep enough pass (as in room segmentation for robot maps: Bormann et al., "Room
 * Segmentation: Survey, Implementation, and Analysis", ICRA 2016), kept to its simplest form. A
 * corridor becomes a room of its own or part of a room it opens into, depending on its width. It
 * is a heuristic: an open cave with no narrow places is one big "room", and there the cluster
 * heuristic gains little ("if cluster sizes are too large, then there will be marginal
 * performance gain").
 *
 * <p>Cost: O(cells α(cells)) time (a union-find of the rooms as they meet), a few ints per cell.
 * Deterministic: ties are broken by cell index. Clusters are numbered in order of their top cell.
 *
 * <pre>
 *   Clusters rooms = Rooms.of(grid);
 * </pre>
 */
public final class Rooms {
    private Rooms() {}

    /** The rooms of the grid's map; adjacency is the grid's own moves. */
    public static Clusters of(GridGraph grid) {
        GridMap map = grid.map();
        int[] clearance = clearance(map);
        int[] order = byClearanceDescending(map, clearance);
        int[] parent = new int[map.cellCount()];      // union-find over cells; -1 = not flooded yet
        int[] top = new int[map.cellCount()];         // per root: the room's highest clearance
        Arrays.fill(parent, -1);
        Outgoing out = new Outgoing(grid.maxOutDegree());
        for (int cell : order) {
            int level = clearance[cell];
            int room = -1;
            int uphill = -1;
            grid.outgoing(cell, out);
            for (int i = 0; i < out.size(); i++) {      // join the room of the highest neighbour
                int next = out.to(i);
                if (parent[next] >= 0) {
                    int r = find(parent, next);
                    if (room < 0 || clearance[next] > uphill
                            || clearance[next] == uphill && (top[r] > top[room] || top[r] == top[room] && r < room)) {
                        room = r;
                        uphill = clearance[next];
                    }
                }
            }
            if (room < 0) {                            // a hill top: a new room
                parent[cell] = cell;
                top[cell] = level;
                continue;
            }
            parent[cell] = room;
            for (int i = 0; i < out.size(); i++) {      // the other rooms met here: doorway or bump?
                int next = out.to(i);
                if (parent[next] >= 0) {
                    int r = find(parent, next);
                    if (r != room && !isDoorway(top[r], level)) {
                        parent[r] = room;
                    }
                }
            }
        }
        return numbered(map, parent);
    }

    /** Whether clearance {@code level} is a real narrowing for a room whose top is {@code top}. */
    static boolean isDoorway(int top, int level) {
        return 3 * level <= 2 * top && top - level >= 2;
    }

    private static int find(int[] parent, int cell) {
        int root = cell;
        while (parent[root] != root) {
            root = parent[root];
        }
        while (parent[cell] != root) {                 // path compression
            int next = parent[cell];
            parent[cell] = root;
            cell = next;
        }
        return root;
    }

    /** The passable cells, highest clearance first, ties by cell index (a counting sort). */
    private static int[] byClearanceDescending(GridMap map, int[] clearance) {
        int max = 0;
        for (int c : clearance) {
            max = Math.max(max, c);
        }
        int[] start = new int[max + 2];
        for (int cell = 0; cell < clearance.length; cell++) {
            if (map.passable(cell)) {
                start[max - clearance[cell] + 1]++;
            }
        }
        for (int i = 1; i < start.length; i++) {
            start[i] += start[i - 1];
        }
        int[] order = new int[start[start.length - 1]];
        for (int cell = 0; cell < clearance.length; cell++) {
            if (map.passable(cell)) {
                order[start[max - clearance[cell]]++] = cell;
            }
        }
        return order;
    }

    /** Numbers the union-find roots 0, 1, ... in order of their top cell's index. */
    private static Clusters numbered(GridMap map, int[] parent) {
        int[] number = new int[parent.length];
        Arrays.fill(number, Clusters.NONE);
        int[] clusterOf = new int[parent.length];
        int rooms = 0;
        for (int cell = 0; cell < parent.length; cell++) {
            if (parent[cell] >= 0 && parent[cell] == cell) {
                number[cell] = rooms++;
            }
        }
        for (int cell = 0; cell < parent.length; cell++) {
            clusterOf[cell] = parent[cell] < 0 ? Clusters.NONE : number[find(parent, cell)];
        }
        return Clusters.of(clusterOf, rooms);
    }

    /**
     * Each cell's clearance: 0 for blocked cells, else the Chebyshev distance (steps in 8
     * directions) to the nearest blocked cell or the outside of the map. Breadth first from the
     * cells next to a wall. O(cells).
     */
    public static int[] clearance(GridMap map) {
        int[] clearance = new int[map.cellCount()];
        int[] queue = new int[map.cellCount()];
        int tail = 0;
        for (int cell = 0; cell < clearance.length; cell++) {
            if (map.passable(cell) && touchesWall(map, map.x(cell), map.y(cell))) {
                clearance[cell] = 1;
                queue[tail++] = cell;
            }
        }
        for (int head = 0; head < tail; head++) {
            int cell = queue[head];
            int x = map.x(cell);
            int y = map.y(cell);
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if (map.passable(x + dx, y + dy)) {
                        int next = map.cell(x + dx, y + dy);
                        if (clearance[next] == 0) {
                            clearance[next] = clearance[cell] + 1;
                            queue[tail++] = next;
                        }
                    }
                }
            }
        }
        return clearance;
    }

    /** Whether any of the 8 cells around (x, y) is blocked or off the map. */
    private static boolean touchesWall(GridMap map, int x, int y) {
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (!map.passable(x + dx, y + dy)) {
                    return true;
                }
            }
        }
        return false;
    }
}
