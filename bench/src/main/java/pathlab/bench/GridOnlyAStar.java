package pathlab.bench;

import pathlab.grid.GridGraph;
import pathlab.openlist.Priorities;
import pathlab.openlist.TunedBinaryHeap;
import pathlab.search.AStar;
import pathlab.search.SearchOptions;

/**
 * Our own A* written again for octile grids and nothing else, as a measuring stick: the peer
 * "grid-only" of {@code pathlab bench astar}. The ratio of the lecture's engine's time (the peer
 * {@code pathlab/general}) to this one's is what its generality costs on a grid; the library's grid
 * engine ({@link pathlab.search.GridAStar}, the benchmark's {@code pathlab}) goes further, with the
 * keys in its open list's own arrays, and builds the whole result besides.
 *
 * <p>It searches exactly as {@link AStar} does with {@link SearchOptions#grid()} and the octile
 * heuristic: the same node records (connection, cost-so-far, keys), the same open list
 * ({@link TunedBinaryHeap} on the same {@link Priorities}: estimated-total-cost, then the larger
 * cost-so-far, then arrival), the same updates, so it expands the same nodes in the same order
 * and records the same connections ({@code PeerAStarTest} checks the expansions, the cost and
 * the path). What it leaves out is what makes the library's engine general:
 * <ul>
 *   <li>the connection walk of {@code Graph} (connection ids, {@code nextConnection}, terrain
 *       costs): here a cell's moves are a bit set, walked lowest bit first, with each
 *       direction's offset and cost looked up in a table of eight;</li>
 *   <li>the {@code Heuristic} interface: the octile distance is worked out inline;</li>
 *   <li>the choice of termination and tie rules, listeners, interrupt checks, the checks for
 *       overflowing costs and negative estimates, and the fill and the path's connections in
 *       the result (it returns the goal's cost-so-far).</li>
 * </ul>
 *
 * <p>It takes grids without terrain, where each direction's move costs the same everywhere.
 * Cost: that of {@link AStar}; O(n) memory per grid, allocated once in {@link #prepare}.
 *
 * <pre>
 *   PeerAStar.Query gridOnly = new GridOnlyAStar().prepare(GridGraph.octile(map));
 *   double cost = gridOnly.cost(start, goal);
 * </pre>
 */
public final class GridOnlyAStar implements PeerAStar {
    private static final byte UNVISITED = 0;
    private static final byte OPEN = 1;
    private static final byte CLOSED = 2;

    @Override
    public String name() {
        return "grid-only";
    }

    @Override
    public boolean expandsAsOurs() {
        return true;
    }

    @Override
    public Query prepare(GridGraph grid) {
        return new Search(grid)::cost;
    }

    /** One grid's tables and records; the search reuses them query after query. */
    static final class Search {
        private final GridGraph grid;
        private final byte[] moves;                // per cell, bit d set when it may move in direction d
        private final int[] offset = new int[8];   // the node id offset of direction d
        private final double[] stepCost = new double[8];
        private final int[] column;
        private final int[] row;
        private final double diagonalMinusTwo;

        private final byte[] state;
        // The connection a node was reached by (cell * 8 + direction). Only the test reads it, but
        // the library keeps it for the path, so the measure keeps it too.
        private final int[] connection;
        private final double[] costSoFar;
        private final Priorities priorities;
        private final TunedBinaryHeap open;
        private final int[] touched;
        private int touchedCount;
        private long arrivals;
        private int goalColumn;
        private int goalRow;
        long expanded;                             // expansions since the grid was prepared, as AStar counts them

        Search(GridGraph grid) {
            if (grid.hasTerrain()) {
                throw new IllegalArgumentException("grid-only A* takes grids without terrain, not " + grid);
            }
            this.grid = grid;
            int n = grid.nodeCount();
            moves = new byte[n];
            column = new int[n];
            row = new int[n];
            for (int cell = 0; cell < n; cell++) {
                column[cell] = grid.x(cell);
                row[cell] = grid.y(cell);
                // Connection ids are cell * 8 + direction, so the low three bits name the direction.
                for (int c = grid.firstConnection(cell); c != GridGraph.NONE; c = grid.nextConnection(cell, c)) {
                    moves[cell] |= (byte) (1 << (c & 7));
                    offset[c & 7] = grid.connectionTo(c) - cell;
                    stepCost[c & 7] = grid.connectionCost(c);
                }
            }
            diagonalMinusTwo = grid.diagonalCost() - 2;
            state = new byte[n];
            connection = new int[n];
            costSoFar = new double[n];
            priorities = new Priorities(n);
            open = new TunedBinaryHeap(n, priorities);
            open.countWork(false);
            touched = new int[n];
        }

        /** The cost of the cheapest path, +infinity when there is none. */
        double cost(int start, int goal) {
            if (!grid.mayReach(start, goal)) {
                return Double.POSITIVE_INFINITY;      // as AStar: no search between components
            }
            for (int i = 0; i < touchedCount; i++) {
                state[touched[i]] = UNVISITED;
            }
            touchedCount = 0;
            open.clear();
            goalColumn = column[goal];
            goalRow = row[goal];
            touched[touchedCount++] = start;
            record(start, -1, 0, octile(start));
            while (!open.isEmpty()) {
                int current = open.removeSmallest();
                state[current] = CLOSED;
                if (current == goal) {
                    return costSoFar[goal];
                }
                expanded++;
                double g = costSoFar[current];
                for (int directions = moves[current] & 0xFF; directions != 0; directions &= directions - 1) {
                    int d = Integer.numberOfTrailingZeros(directions);
                    processConnection(current * 8 + d, current + offset[d], g + stepCost[d]);
                }
            }
            return Double.POSITIVE_INFINITY;
        }

        /** One connection of the current node, as {@link AStar} processes it. */
        private void processConnection(int via, int node, double g) {
            if (state[node] == UNVISITED) {
                touched[touchedCount++] = node;
                record(node, via, g, octile(node));
            } else if (g < costSoFar[node]) {
                double h = octile(node);
                if (state[node] == CLOSED) {
                    record(node, via, g, h);                  // reopened
                } else if (g + h < priorities.estimatedTotalCost(node)) {
                    update(node, via, g, h);
                    open.decreased(node);
                } else {
                    // As in AStar.cheaperRoute: the smaller cost-so-far rounded to the same total,
                    // and an open list may only be told of keys that drop, so the keys stay.
                    connection[node] = via;
                    costSoFar[node] = g;
                }
            }
        }

        private void record(int node, int via, double g, double h) {
            update(node, via, g, h);
            state[node] = OPEN;
            open.add(node);
        }

        private void update(int node, int via, double g, double h) {
            connection[node] = via;
            costSoFar[node] = g;
            priorities.set(node, g + h, -g, arrivals++);
        }

        /** The connection node was reached by, for the test. */
        int connection(int node) {
            return connection[node];
        }

        private double octile(int node) {
            int dx = Math.abs(column[node] - goalColumn);
            int dy = Math.abs(row[node] - goalRow);
            return (dx + dy) + diagonalMinusTwo * Math.min(dx, dy);
        }
    }
}
