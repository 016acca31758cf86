package pathlab.grid;

import java.util.Arrays;

import pathlab.Memory;
import pathlab.graph.Graph;
import pathlab.graph.Outgoing;

/**
 * A tile map seen as a graph: every cell is a node (id {@code y * width + x}), and a passable
 * cell has a connection to each passable neighbour it may move to. Connections are made on the
 * fly from the map, with no object per node; connection id {@code cell * 8 + direction}.
 *
 * <p>Moves ({@link Moves}): four straight neighbours (cost 1); with {@link Moves#EIGHT} also four
 * diagonal ones (cost √2 by default, as the exact binary fraction {@link #DIAGONAL}, or 1 for a
 * chess king's moves, as in Richards' "DiagonalDistance"); with {@link Moves#HEX} six neighbours
 * of a hexagonal grid (see {@link #hex}). By default a diagonal move needs both orthogonally
 * adjacent cells passable (no cutting corners), the rule of the Moving AI benchmarks, so their
 * optimal lengths are ours.
 *
 * <p>Terrain ({@link #withTerrain}): each cell may carry a cost multiplier (mud 3, road 0.5, as
 * Richards weighs his edges by slope); a move then costs its base cost times the mean of the
 * multipliers of the two cells it joins, half a step in each. The mean keeps every move as
 * expensive backwards as forwards, so {@link #reversed} is still this graph.
 *
 * <p>The cells are grouped into connected components once, on first use (Richards' "tile sets"):
 * {@link #mayReach} is then O(1), and A* answers "no path" between components at once.
 *
 * <p>Cost: O(1) per connection when a search walks a cell's connections
 * ({@link #firstConnection}, {@link #nextConnection}): which of the eight directions a cell may
 * move in is worked out once, when the graph is made, into one byte per cell, so walking them
 * needs no bounds checks and no look at the neighbours. Components O(cells), once. Memory about
 * one byte (the moves) and three ints (column, row, component) per cell, plus one double per
 * cell with terrain.
 */
public final class GridGraph implements Graph {

    /** Which neighbours a cell connects to. */
    public enum Moves {
        /** Up, right, down, left: a rook's moves (Manhattan distance). */
        FOUR,
        /** Also the four diagonals: a king's moves. */
        EIGHT,
        /**
         * Six neighbours of a hexagonal grid in axial coordinates: the four straight ones and the
         * two diagonals down-right (+1,+1) and up-left (-1,-1), all at cost 1. See {@link #hex}.
         */
        HEX
    }

    /** The square root of two, the cost of a diagonal step between cell centres. */
    public static final double SQRT2 = Math.sqrt(2);

    /**
     * The diagonal cost of {@link #octile} grids: √2 rounded to a multiple of 2^-32, 2.3e-11 below
     * {@link #SQRT2}. Every cost on such a grid is then a binary fraction with 32 places: sums of
     * moves, octile estimates ({@code dx + dy + (DIAGONAL - 2) * min(dx, dy)}) and their sums are
     * exact in a double up to about 2^21, so two routes of the same length cost exactly the same.
     * With {@link #SQRT2} itself, sums of diagonals round differently in different orders: a route
     * can look cheaper by 1e-16, which makes the search update and reopen nodes for nothing and
     * turns ties between equal estimated-total-costs into a matter of rounding. The difference to
     * √2 is far below the benchmarks' tolerance (1e-5 relative).
     */
    public static final double DIAGONAL = Math.rint(SQRT2 * 0x1p32) / 0x1p32;

    // Directions: the four straight ones first, then the diagonals, so straight moves win ties.
    private static final int[] DX = {0, 1, 0, -1, 1, 1, -1, -1};
    private static final int[] DY = {-1, 0, 1, 0, -1, 1, 1, -1};
    private static final int[] OPPOSITE = {2, 3, 0, 1, 6, 7, 4, 5};   // the direction back: (-dx, -dy)
    private static final int STRAIGHT_MOVES = 0b0000_1111;
    private static final int ALL_DIAGONALS = 0b1111_0000;
    private static final int HEX_DIAGONALS = 0b1010_0000;   // directions 5 (+1,+1) and 7 (-1,-1)

    private final GridMap map;
    private final Moves moves;
    private final double diagonalCost;
    private final boolean cutCorners;
    private final double[] terrain;      // cost multiplier per cell, null when every cell is 1
    private final double minMultiplier;
    private final int[] step;            // the node id offset of each direction: dy * width + dx
    private final double[] baseCost;     // the cost of a move in each direction, before terrain
    private final byte[] movesFrom;      // per cell, bit d set when the cell may move in direction d
    // Each cell's column and row, so that a heuristic need not divide by the width.
    private final int[] column;
    private final int[] row;
    private int[] component;             // connected component of each cell, -1 for blocked cells

    /**
     * A grid graph on a map.
     *
     * @param moves four, eight or six (hex) neighbours
     * @param diagonalCost the cost of a diagonal move (√2 for distances, 1 for king's moves; 1 for hex)
     * @param cutCorners whether a diagonal move may pass a blocked orthogonal neighbour (true for
     *     hex, whose diagonal neighbours share an edge with the cell)
     */
    public GridGraph(GridMap map, Moves moves, double diagonalCost, boolean cutCorners) {
        this(map, moves, diagonalCost, cutCorners, null, null);
    }

    /** A graph on {@code map}; {@code shared} (or null) a graph of the same size whose columns and rows it may use. */
    private GridGraph(GridMap map, Moves moves, double diagonalCost, boolean cutCorners, double[] terrain,
                      GridGraph shared) {
        if (!(diagonalCost > 0) || Double.isInfinite(diagonalCost)) {
            throw new IllegalArgumentException("diagonal cost " + diagonalCost + " must be positive and finite");
        }
        if (moves == Moves.HEX && (diagonalCost != 1 || !cutCorners)) {
            throw new IllegalArgumentException("the six hex moves all cost 1 and pass no corners: use GridGraph.hex(map)");
        }
        this.map = map;
        this.moves = moves;
        this.diagonalCost = diagonalCost;
        this.cutCorners = cutCorners;
        this.terrain = terrain;
        int width = map.width();
        int directions = STRAIGHT_MOVES | switch (moves) {
            case FOUR -> 0;
            case EIGHT -> ALL_DIAGONALS;
            case HEX -> HEX_DIAGONALS;
        };
        step = new int[8];
        baseCost = new double[8];
        for (int d = 0; d < 8; d++) {
            step[d] = DY[d] * width + DX[d];
            baseCost[d] = d < 4 ? 1 : diagonalCost;
        }
        if (shared != null) { // the same size: the same columns and rows
            assert shared.map.width() == width && shared.map.height() == map.height() : "shared columns of another size";
            Memory.require(map.cellCount(), "a grid graph of " + map.cellCount() + " cells");
            column = shared.column;
            row = shared.row;
        } else { // column and row of each cell, and its moves: 4 + 4 + 1 bytes
            Memory.require(9L * map.cellCount(), "a grid graph of " + map.cellCount() + " cells");
            column = new int[map.cellCount()];
            row = new int[map.cellCount()];
            for (int cell = 0; cell < map.cellCount(); cell++) {
                column[cell] = cell % width;
                row[cell] = cell / width;
            }
        }
        movesFrom = new byte[map.cellCount()];
        double min = Double.POSITIVE_INFINITY;
        for (int cell = 0; cell < map.cellCount(); cell++) {
            if (map.passable(cell)) {
                movesFrom[cell] = (byte) allowedMoves(column[cell], row[cell], directions);
                min = Math.min(min, terrain == null ? 1 : terrain[cell]);
            }
        }
        minMultiplier = min == Double.POSITIVE_INFINITY ? 1 : min;
        assert indexesAndMovesAgree() : "grid graph of " + map + " disagrees with its map";
    }

    /**
     * The graph's invariants: node id {@code y * width + x} both ways; only a passable cell moves,
     * and only onto a passable cell of the map; and every move can be made backwards at the same
     * cost, which is what lets {@link #reversed} return this graph. O(cells).
     */
    private boolean indexesAndMovesAgree() {
        for (int cell = 0; cell < map.cellCount(); cell++) {
            if (node(x(cell), y(cell)) != cell || map.x(cell) != x(cell) || map.y(cell) != y(cell)) {
                return false;
            }
            if (movesFrom[cell] != 0 && !map.passable(cell)) {
                return false;
            }
            for (int c = firstConnection(cell); c != NONE; c = nextConnection(cell, c)) {
                int to = connectionTo(c);
                int back = to * 8 + OPPOSITE[c & 7];
                if (!map.passable(x(cell) + DX[c & 7], y(cell) + DY[c & 7])
                        || (movesFrom[to] >> OPPOSITE[c & 7] & 1) == 0 || connectionTo(back) != cell
                        || connectionCost(back) != connectionCost(c)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The directions a passable cell may move in: to a passable neighbour inside the map; a
     * diagonal move also needs both cells beside it passable (one step along x, one along y),
     * unless corners may be cut.
     */
    private int allowedMoves(int x, int y, int directions) {
        int allowed = 0;
        for (int d = 0; d < 8; d++) {
            boolean ok = (directions >> d & 1) != 0 && map.passable(x + DX[d], y + DY[d])
                    && (d < 4 || cutCorners || map.passable(x + DX[d], y) && map.passable(x, y + DY[d]));
            if (ok) {
                allowed |= 1 << d;
            }
        }
        return allowed;
    }

    /** The benchmarks' rules: eight neighbours, diagonal cost √2 ({@link #DIAGONAL}), no cutting corners. */
    public static GridGraph octile(GridMap map) {
        return new GridGraph(map, Moves.EIGHT, DIAGONAL, false);
    }

    /** Four neighbours at cost 1. */
    public static GridGraph fourConnected(GridMap map) {
        return new GridGraph(map, Moves.FOUR, 1, false);
    }

    /**
     * A hexagonal grid on the same cells (Richards' "HexDistance" coordinates; Red Blob Games'
     * axial coordinates with q = x and r = y). Cell (x, y) touches (x±1, y), (x, y±1), (x+1, y+1)
     * and (x-1, y-1), each at cost 1. Drawn with pointy-top hexagons, row y is shifted half a cell
     * to the left of row y-1, so the rectangle of cells is a rhombus leaning left:
     *
     * <pre>
     *        (0,0) (1,0) (2,0)
     *     (0,1) (1,1) (2,1)          (1,1) touches (0,1) (2,1) (1,0) (2,2) (1,2) (0,0)
     *  (0,2) (1,2) (2,2)
     * </pre>
     */
    public static GridGraph hex(GridMap map) {
        return new GridGraph(map, Moves.HEX, 1, true);
    }

    /**
     * This graph's moves, costs, corner rule and terrain on {@code edited}, a map of the same size
     * (this one with walls built or broken, {@link GridMap#withCell}): what a live map searches
     * after each edit. It shares each cell's column and row with this graph and works out only the
     * moves again: O(cells) time, one byte per cell (and the components when first asked for).
     */
    public GridGraph withMap(GridMap edited) {
        if (edited.width() != map.width() || edited.height() != map.height()) {
            throw new IllegalArgumentException("map " + edited.name() + " is " + edited.width() + "x" + edited.height()
                    + ", not " + map.width() + "x" + map.height() + " as " + map.name() + ": make a new grid graph for it");
        }
        GridGraph walls = new GridGraph(edited, moves, diagonalCost, cutCorners, null, this);
        return terrain == null ? walls : walls.withTerrain(terrain); // a cell opened up needs a valid multiplier
    }

    /**
     * The same moves with a cost multiplier per cell, indexed like the nodes ({@code y * width + x}):
     * a move from a to b costs its base cost (1 or the diagonal cost) times
     * {@code (multiplier[a] + multiplier[b]) / 2}. Multipliers of passable cells must be positive
     * and finite; those of blocked cells are ignored. Heuristics scale their estimates by
     * {@link #minMultiplier()} so that multipliers below 1 do not make them overestimate.
     */
    public GridGraph withTerrain(double[] multiplierPerCell) {
        if (multiplierPerCell.length != map.cellCount()) {
            throw new IllegalArgumentException("terrain has " + multiplierPerCell.length + " multipliers, the map "
                    + map.name() + " has " + map.cellCount() + " cells");
        }
        for (int cell = 0; cell < multiplierPerCell.length; cell++) {
            double m = multiplierPerCell[cell];
            if (map.passable(cell) && !(m > 0 && m < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("terrain multiplier " + m + " of cell " + nodeName(cell)
                        + " must be positive and finite");
            }
        }
        return new GridGraph(map, moves, diagonalCost, cutCorners, multiplierPerCell.clone(), this);
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

    /** Whether the cells carry terrain multipliers. */
    public boolean hasTerrain() {
        return terrain != null;
    }

    /** The terrain multiplier of a cell, 1 without terrain. */
    public double terrain(int cell) {
        return terrain == null ? 1 : terrain[cell];
    }

    /**
     * The smallest terrain multiplier of a passable cell (1 without terrain). Every move costs at
     * least its base cost times this, so a distance in base costs times this is still a lower bound.
     */
    public double minMultiplier() {
        return minMultiplier;
    }

    @Override
    public int nodeCount() {
        return map.cellCount();
    }

    /** The node of cell (x, y). */
    public int node(int x, int y) {
        return map.cell(x, y);
    }

    /** The column of the node's cell. */
    public int x(int node) {
        return column[node];
    }

    /** The row of the node's cell. */
    public int y(int node) {
        return row[node];
    }

    /** Whether the node's cell is passable. */
    public boolean passable(int node) {
        return map.passable(node);
    }

    @Override
    public String nodeName(int node) {
        return "(" + x(node) + "," + y(node) + ")";
    }

    @Override
    public int maxOutDegree() {
        return switch (moves) {
            case FOUR -> 4;
            case EIGHT -> 8;
            case HEX -> 6;
        };
    }

    // A connection's id is node * 8 + direction. A node's connections are its allowed directions
    // in increasing order: the lowest bit set in its move byte, then the lowest set bit above it.
    @Override
    public int firstConnection(int node) {
        return connectionAt(node, movesFrom[node] & 0xFF);
    }

    @Override
    public int nextConnection(int node, int connection) {
        return connectionAt(node, movesFrom[node] & 0xFF & (-2 << (connection & 7)));
    }

    /**
     * The directions the node's cell may move in, as the bits of one byte: bit d set when it may
     * move in direction d (0-3 up, right, down, left; 4-7 the diagonals up-right, down-right,
     * down-left, up-left). A search written for grids walks them lowest bit first, in the order
     * of {@link #firstConnection} and {@link #nextConnection}, with {@link #step} and
     * {@link #baseCost}: the same moves without connection ids. O(1).
     */
    public int directions(int node) {
        return movesFrom[node] & 0xFF;
    }

    /** The node id offset of a move in direction d: {@code dy * width + dx}. */
    public int step(int direction) {
        return step[direction];
    }

    /** The cost of a move in direction d before terrain: 1 straight, the diagonal cost diagonally. */
    public double baseCost(int direction) {
        return baseCost[direction];
    }

    /** The change of column of a move in direction d: -1, 0 or 1. */
    public static int columnStep(int direction) {
        return DX[direction];
    }

    /** The change of row of a move in direction d: -1, 0 or 1. */
    public static int rowStep(int direction) {
        return DY[direction];
    }

    /** The connection in the lowest direction of {@code directions}, NONE if that set is empty. */
    private static int connectionAt(int node, int directions) {
        return directions == 0 ? NONE : node * 8 + Integer.numberOfTrailingZeros(directions);
    }

    /** A move's cost: its base cost, times the mean terrain multiplier of its two cells. */
    private double cost(double base, int from, int to) {
        return terrain == null ? base : base * 0.5 * (terrain[from] + terrain[to]);
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
        int from = connection >>> 3;
        int d = connection & 7;
        return cost(baseCost[d], from, from + step[d]);
    }

    /**
     * Every move can be made backwards at the same cost (the moves are symmetric, and a terrain
     * cost is the mean of both cells'), so the reversed graph is this one.
     */
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

    /** A wall cell, or two cells in parts of the map that no route joins. */
    @Override
    public String whyUnreachable(int from, int to) {
        if (!passable(from)) {
            return "the start " + nodeName(from) + " is a wall";
        }
        if (!passable(to)) {
            return "the goal " + nodeName(to) + " is a wall";
        }
        return mayReach(from, to) ? null
                : "the start " + nodeName(from) + " and the goal " + nodeName(to) + " are in parts of the map no route joins";
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
        return "GridGraph(" + map.name() + ", " + moves
                + (moves == Moves.EIGHT ? ", diagonal " + diagonalCost + (cutCorners ? ", cutting corners" : "") : "")
                + (terrain != null ? ", terrain" : "") + ")";
    }
}
