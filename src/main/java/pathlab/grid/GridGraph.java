package pathlab.grid;

import java.util.Arrays;

import pathlab.graph.Graph;
import pathlab.graph.Outgoing;

/**
 * A tile map seen as a graph: every cell is a node (id {@code y * width + x}), and a passable
 * cell has a connection to each passable neighbour it may move to. Connections are made on the
 * fly from the map, with no object per node; connection id {@code cell * 8 + direction}.
 *
 * <p>Moves: four straight neighbours (cost 1), and with {@link Moves#EIGHT} four diagonal ones
 * (cost √2 by default, or 1 for a chess king's moves, as in Richards' "DiagonalDistance").
 * By default a diagonal move needs both orthogonally adjacent cells passable (no cutting
 * corners), the rule of the Moving AI benchmarks, so their optimal lengths are ours.
 *
 * <p>The cells are grouped into connected components once, on first use (Richards' "tile sets"):
 * {@link #mayReach} is then O(1), and A* answers "no path" between components at once.
 *
 * <p>Cost: {@link #outgoing} O(1) (at most 8 neighbours); components O(cells), once; memory one
 * int per cell for the components.
 */
public final class GridGraph implements Graph {

    /** Which neighbours a cell connects to. */
    public enum Moves {
        /** Up, right, down, left: a rook's moves (Manhattan distance). */
        FOUR,
        /** Also the four diagonals: a king's moves. */
        EIGHT
    }

    /** The square root of two, the cost of a diagonal step between cell centres. */
    public static final double SQRT2 = Math.sqrt(2);

    // Directions: the four straight ones first, then the diagonals, so straight moves win ties.
    private static final int[] DX = {0, 1, 0, -1, 1, 1, -1, -1};
    private static final int[] DY = {-1, 0, 1, 0, -1, 1, 1, -1};

    private final GridMap map;
    private final Moves moves;
    private final double diagonalCost;
    private final boolean cutCorners;
    private final int width;
    private final int[] step;        // the id offset of each direction: dy * width + dx
    private int[] component;         // connected component of each cell, -1 for blocked cells

    /**
     * A grid graph on a map.
     *
     * @param moves four or eight neighbours
     * @param diagonalCost the cost of a diagonal move (√2 for distances, 1 for king's moves)
     * @param cutCorners whether a diagonal move may pass a blocked orthogonal neighbour
     */
    public GridGraph(GridMap map, Moves moves, double diagonalCost, boolean cutCorners) {
        if (!(diagonalCost > 0) || Double.isInfinite(diagonalCost)) {
            throw new IllegalArgumentException("diagonal cost " + diagonalCost + " must be positive and finite");
        }
        this.map = map;
        this.moves = moves;
        this.diagonalCost = diagonalCost;
        this.cutCorners = cutCorners;
        this.width = map.width();
        step = new int[8];
        for (int d = 0; d < 8; d++) {
            step[d] = DY[d] * width + DX[d];
        }
    }

    /** The benchmarks' rules: eight neighbours, diagonal cost √2, no corner cutting. */
    public static GridGraph octile(GridMap map) {
        return new GridGraph(map, Moves.EIGHT, SQRT2, false);
    }

    /** Four neighbours at cost 1. */
    public static GridGraph fourConnected(GridMap map) {
        return new GridGraph(map, Moves.FOUR, 1, false);
    }

    public GridMap map() {
        return map;
    }

    public Moves moves() {
        return moves;
    }

    public double diagonalCost() {
        return diagonalCost;
    }

    public boolean cutsCorners() {
        return cutCorners;
    }

    @Override
    public int nodeCount() {
        return map.cellCount();
    }

    /** The node of cell (x, y). */
    public int node(int x, int y) {
        return map.cell(x, y);
    }

    public int x(int node) {
        return node % width;
    }

    public int y(int node) {
        return node / width;
    }

    @Override
    public String nodeName(int node) {
        return "(" + x(node) + "," + y(node) + ")";
    }

    @Override
    public int maxOutDegree() {
        return moves == Moves.EIGHT ? 8 : 4;
    }

    @Override
    public void outgoing(int node, Outgoing out) {
        out.clear();
        if (!map.passable(node)) {
            return;
        }
        int x = x(node);
        int y = y(node);
        for (int d = 0; d < 4; d++) {
            if (map.passable(x + DX[d], y + DY[d])) {
                out.add(node * 8 + d, node + step[d], 1);
            }
        }
        if (moves == Moves.EIGHT) {
            for (int d = 4; d < 8; d++) {
                int nx = x + DX[d];
                int ny = y + DY[d];
                if (map.passable(nx, ny) && (cutCorners || map.passable(nx, y) && map.passable(x, ny))) {
                    out.add(node * 8 + d, node + step[d], diagonalCost);
                }
            }
        }
    }

    @Override
    public int connectionFrom(int connection) {
        return connection >>> 3;
    }

    @Override
    public int connectionTo(int connection) {
        return (connection >>> 3) + step[connection & 7];
    }

    @Override
    public double connectionCost(int connection) {
        return (connection & 7) < 4 ? 1 : diagonalCost;
    }

    /** Every move can be made backwards at the same cost, so the reversed graph is this one. */
    @Override
    public Graph reversed() {
        return this;
    }

    /** False when the two cells are in different connected components (or either is blocked). */
    @Override
    public boolean mayReach(int from, int to) {
        int[] c = components();
        return c[from] >= 0 && c[from] == c[to];
    }

    /** The connected component of a cell (-1 for a blocked cell). */
    public int component(int node) {
        return components()[node];
    }

    /** Labels the components by flood fill over the graph's own moves, once. */
    private synchronized int[] components() {
        if (component == null) {
            int[] label = new int[nodeCount()];
            Arrays.fill(label, -1);
            int[] stack = new int[nodeCount()];
            Outgoing out = new Outgoing(maxOutDegree());
            int next = 0;
            for (int seed = 0; seed < label.length; seed++) {
                if (label[seed] >= 0 || !map.passable(seed)) {
                    continue;
                }
                int top = 0;
                stack[top++] = seed;
                label[seed] = next;
                while (top > 0) {
                    outgoing(stack[--top], out);
                    for (int i = 0; i < out.size(); i++) {
                        if (label[out.to(i)] < 0) {
                            label[out.to(i)] = next;
                            stack[top++] = out.to(i);
                        }
                    }
                }
                next++;
            }
            component = label;
        }
        return component;
    }

    @Override
    public String toString() {
        return "GridGraph(" + map.name() + ", " + moves + ", diagonal " + diagonalCost
                + (cutCorners ? ", cutting corners" : "") + ")";
    }
}
