package pathlab.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import pathlab.Memory;
import pathlab.graph.Connection;
import pathlab.grid.GridGraph;
import pathlab.openlist.KeyedHeap;
import pathlab.openlist.OpenListCounters;
import pathlab.openlist.OpenListKind;

/**
 * A* for grid maps, laid out for speed: the same search as {@link AStar} with
 * {@link SearchOptions#grid()} and the grid's own distance (octile on eight neighbours, Manhattan
 * on four), node for node, so the same expansions, the same path and the same cost, but written
 * for one kind of graph only. {@link AStar} stays the readable engine of the lecture (listings,
 * traces, listeners, every rule); this is the one the command line and the benchmarks run on a
 * plain grid query ({@code pathlab.heuristic.GridSearch} chooses).
 *
 * <p>The algorithm is the lecture's: take the open node with the smallest estimated-total-cost
 * (ties toward the larger cost-so-far, then the earlier arrival), close it, stop if it is the goal
 * (the goal rule), else process its connections; an unvisited node gets a record and joins the
 * open list, an open or closed one is updated only by a strictly cheaper cost-so-far, a closed
 * one reopened (unless reopening is off). What differs is how the work is laid out, each change
 * measured in the benchmark's maps:
 * <ol>
 *   <li>the sort keys live in the open list's own arrays ({@link KeyedHeap}): a comparison reads
 *       the heap, never a per-node array; nodes beyond the front wait unsorted in fine buckets
 *       of estimated-total-cost, so the heap holds few;</li>
 *   <li>node records are arrays indexed by cell, stamped with the query's number: a record whose
 *       stamp is old is an unvisited node, so nothing is cleared between queries;</li>
 *   <li>a node's connections are the bits of its cell's move byte ({@link GridGraph#directions}),
 *       walked lowest bit first with each direction's offset and cost from a table of eight: no
 *       connection ids and no calls through {@code Graph};</li>
 *   <li>the heuristic is worked out inline from the expanded cell's offset to the goal, one step
 *       along the direction for each neighbour: no table look-up of the neighbour's column and
 *       row, no call through {@link Heuristic}.</li>
 * </ol>
 * A node reached by a direction remembers the direction (one byte); the path's connections are
 * made from it at the end, as {@link AStar#search} returns them, with the fill. The same loop
 * with no goal and no heuristic is {@link #costsFrom}, Dijkstra's costs to everywhere, which the
 * map analysis of landmarks and of clusters runs on grids ({@link Dijkstra#toEverywhere}).
 *
 * <p>It takes grids without terrain with four or eight neighbours ({@link #unsupported} says what
 * else it refuses), the goal rule, ties toward the larger cost-so-far, reopening on or off, and no
 * counting of the open list's work (the result's counts are zeros but for the peak size, as
 * {@link AStar}'s with counters off).
 *
 * <p>Cost: O(l m log l) time as {@link AStar}, l the nodes processed and m ≤ 8; memory about 53
 * bytes per cell, allocated once, and 24 bytes per node on the open list's heap and on its stack
 * of ties at their fullest (grown by half at a time and kept for the next query); a query costs
 * in proportion to its fill, not to the map. One instance serves many queries on one
 * grid, from one thread at a time.
 *
 * <pre>
 *   GridAStar search = new GridAStar(GridGraph.octile(map), SearchOptions.grid().withCounters(false));
 *   SearchResult r = search.search(start, goal);   // as new AStar(grid, options).search(start, goal, octile)
 * </pre>
 */
public final class GridAStar {
    private static final byte OPEN = NodeState.OPEN.code();
    private static final byte CLOSED = NodeState.CLOSED.code();
    private static final int START = -1;   // the direction the start node was "reached by"
    /** The records (stamp 4, cost-so-far 8, direction 1, touched 4) and the open list (index 4, a bucket's links 8 and keys 24). */
    private static final long BYTES_PER_NODE = 53;

    private final GridGraph grid;
    private final SearchOptions options;
    private final boolean reopen;
    private final int[] step = new int[8];         // the node id offset of each direction
    private final double[] moveCost = new double[8];
    private final int[] columnStep = new int[8];
    private final int[] rowStep = new int[8];
    private final double diagonalMinusTwo;         // the octile distance's; 0 gives Manhattan on four neighbours

    // The node records, by cell. A record is this query's when its stamp is; else the node is unvisited.
    private final int[] stamp;
    private final double[] costSoFar;
    private final byte[] reachedBy;                // the direction of the connection the node was reached by
    private final KeyedHeap open;                  // the open nodes with their keys; a stamped node off it is closed
    private final int[] touched;                   // this query's nodes in the order first reached, for the fill
    private int touchedCount;
    private int query;

    // Per search.
    private long arrivals;
    private int goalColumn;
    private int goalRow;
    private int iterations;
    private int expanded;
    private int reopened;

    /** An engine for queries on the grid; the options must be ones it supports ({@link #unsupported}). */
    public GridAStar(GridGraph grid, SearchOptions options) {
        String why = unsupported(grid, options);
        if (why != null) {
            throw new IllegalArgumentException("the grid engine cannot run this search: " + why + "; use AStar");
        }
        int n = grid.nodeCount();
        Memory.require(BYTES_PER_NODE * n, "a search on " + n + " nodes");
        this.grid = grid;
        this.options = options;
        reopen = options.reopen();
        for (int d = 0; d < 8; d++) {
            step[d] = grid.step(d);
            moveCost[d] = grid.baseCost(d);
            columnStep[d] = GridGraph.columnStep(d);
            rowStep[d] = GridGraph.rowStep(d);
        }
        diagonalMinusTwo = grid.moves() == GridGraph.Moves.EIGHT ? grid.diagonalCost() - 2 : 0;
        stamp = new int[n];
        costSoFar = new double[n];
        reachedBy = new byte[n];
        open = new KeyedHeap(n);
        touched = new int[n];
    }

    /**
     * Why this engine cannot run a search on the grid with the options, or null when it can: it
     * runs the grid rules ({@link SearchOptions#grid()}: the goal rule, ties toward the larger
     * cost-so-far, the default open list) with reopening on or off and counters off, on a grid
     * without terrain with four or eight neighbours.
     */
    public static String unsupported(GridGraph grid, SearchOptions options) {
        SearchOptions rules = SearchOptions.grid();
        if (grid.hasTerrain()) {
            return "the grid has terrain";
        }
        if (grid.moves() == GridGraph.Moves.HEX) {
            return "the grid is hexagonal";
        }
        if (options.termination() != rules.termination()) {
            return "it stops by the goal rule only";
        }
        if (options.ties() != rules.ties()) {
            return "it breaks ties toward the larger cost-so-far only";
        }
        if (options.openList() != OpenListKind.INDEXED_HEAP) {
            return "it has an open list of its own, the indexed heap's";
        }
        if (options.counters()) {
            return "it does not count the open list's work";
        }
        return null;
    }

    public GridGraph grid() {
        return grid;
    }

    public SearchOptions options() {
        return options;
    }

    /**
     * Finds a path from start to goal with the grid's own distance as the heuristic: octile with
     * the grid's diagonal cost on eight neighbours, Manhattan on four. Start and goal must be
     * passable cells of the grid; a goal in another component is "no path" at once, as in
     * {@link AStar}.
     */
    public SearchResult search(int start, int goal) {
        checkCell(start, "start");
        checkCell(goal, "goal");
        newQuery();
        goalColumn = grid.x(goal);
        goalRow = grid.y(goal);
        if (grid.mayReach(start, goal)) {
            run(start, goal);
        }
        return result(start, goal);
    }

    /**
     * The cheapest cost from the nearest of the sources to every node, +infinity where none is
     * reachable: {@link AStar#costsFrom(int...)} (Dijkstra's algorithm, the loop with no goal and
     * no heuristic, until the open list is empty), the same costs to the last bit, laid out as the
     * searches are. Equal, not merely close: nodes come off the open list in order of cost (a step
     * added never rounds below the cost it is added to, every step being positive), so a closed
     * node never gets cheaper, and each cost is the least over all routes of the route's steps
     * added in order from its source, rounded at each step: nothing in that depends on the order
     * in which nodes of equal cost come off. The loop is {@link #search}'s without the goal and the
     * heuristic: it shares the taking of the current node, and its body is written out again so
     * that A*'s stays as it was measured. O(m log n).
     */
    public double[] costsFrom(int... sources) {
        for (int source : sources) {
            grid.checkNode(source, "source");
        }
        newQuery();
        for (int source : sources) {
            if (stamp[source] != query) {
                record(source, START, 0, 0);
            }
        }
        Interrupts.check();
        final int[] stamp = this.stamp;
        final double[] costSoFar = this.costSoFar;
        final int[] step = this.step;
        final double[] moveCost = this.moveCost;
        final int query = this.query;
        while (!open.isEmpty()) {
            int current = takeCurrent();
            double g = costSoFar[current];
            for (int directions = grid.directions(current); directions != 0; directions &= directions - 1) {
                int d = Integer.numberOfTrailingZeros(directions);
                int node = current + step[d];
                double newCost = g + moveCost[d];
                if (stamp[node] != query) {
                    record(node, d, newCost, 0);
                } else if (newCost < costSoFar[node]) {
                    assert open.contains(node) : "closed node " + grid.nodeName(node) + " got cheaper with no heuristic";
                    costSoFar[node] = newCost;
                    reachedBy[node] = (byte) d;
                    open.decreased(node, newCost, -newCost, arrivals++);
                }
            }
        }
        double[] costs = new double[grid.nodeCount()];
        Arrays.fill(costs, Double.POSITIVE_INFINITY);
        for (int i = 0; i < touchedCount; i++) {
            costs[touched[i]] = costSoFar[touched[i]];
        }
        return costs;
    }

    /** A node id in range and on a passable cell, or one line saying which it is not. */
    private void checkCell(int node, String role) {
        grid.checkNode(node, role);
        grid.map().checkPassable(role, grid.x(node), grid.y(node));
    }

    /** Every record goes out of date at once: the next stamp. Once in 2^32 queries the stamps start again. */
    private void newQuery() {
        open.clear();
        touchedCount = 0;
        query++;
        if (query == 0) {
            Arrays.fill(stamp, 0);
            query = 1;
        }
        arrivals = 0;
        iterations = 0;
        expanded = 0;
        reopened = 0;
    }

    /**
     * The lecture's main loop under the goal rule. The arrays and the stamp are read into locals
     * once: fields would be read again after every call the compiler does not inline.
     */
    private void run(int start, int goal) {
        record(start, START, 0, distance(grid.x(start) - goalColumn, grid.y(start) - goalRow));
        Interrupts.check();
        final KeyedHeap open = this.open;
        final int[] stamp = this.stamp;
        final double[] costSoFar = this.costSoFar;
        final int[] step = this.step;
        final double[] moveCost = this.moveCost;
        final int[] columnStep = this.columnStep;
        final int[] rowStep = this.rowStep;
        final int query = this.query;
        while (!open.isEmpty()) {
            int current = takeCurrent();
            if (current == goal) {
                return;
            }
            expanded++;
            double g = costSoFar[current];
            int dx = grid.x(current) - goalColumn;
            int dy = grid.y(current) - goalRow;
            for (int directions = grid.directions(current); directions != 0; directions &= directions - 1) {
                int d = Integer.numberOfTrailingZeros(directions);
                int node = current + step[d];
                double newCost = g + moveCost[d];
                if (stamp[node] != query) {
                    record(node, d, newCost, distance(dx + columnStep[d], dy + rowStep[d]));
                } else if (newCost < costSoFar[node]) {   // only a strictly better route updates a node
                    cheaperRoute(node, d, newCost, dx + columnStep[d], dy + rowStep[d]);
                }
            }
        }
    }

    /** Takes the open node that comes first, the next iteration; now and then a check for a stop request. */
    private int takeCurrent() {
        int current = open.removeSmallest();
        iterations++;
        if ((iterations & (Interrupts.EVERY - 1)) == 0) {
            Interrupts.check();
        }
        return current;
    }

    /** Gives an unvisited node its first record and puts it on the open list. */
    private void record(int node, int direction, double g, double h) {
        stamp[node] = query;
        touched[touchedCount++] = node;
        costSoFar[node] = g;
        reachedBy[node] = (byte) direction;
        open.add(node, g + h, -g, arrivals++);
    }

    /**
     * A connection gives an open or closed node (at offset dx, dy from the goal) a cheaper
     * cost-so-far g, as {@link AStar} handles it: a closed node is reopened unless reopening is
     * off; an open node whose estimated-total-cost drops gets new keys, and one whose new total
     * rounds to the old one gets the better route but keeps its keys and its place.
     */
    private void cheaperRoute(int node, int direction, double g, int dx, int dy) {
        double h = distance(dx, dy);
        if (!open.contains(node)) {
            if (!reopen) {
                return;
            }
            reopened++;
            costSoFar[node] = g;
            reachedBy[node] = (byte) direction;
            open.add(node, g + h, -g, arrivals++);
        } else if (g + h < open.estimatedTotalCost(node)) {
            costSoFar[node] = g;
            reachedBy[node] = (byte) direction;
            open.decreased(node, g + h, -g, arrivals++);
        } else {
            costSoFar[node] = g;
            reachedBy[node] = (byte) direction;
        }
    }

    /**
     * The octile distance of an offset, {@code (dx + dy) + (d - 2) min(dx, dy)} for |dx|, |dy|,
     * in the same operations as {@code OctileHeuristic} (and as {@code ManhattanHeuristic} with
     * d = 2), so every estimate is the same double.
     */
    private double distance(int dx, int dy) {
        int ax = Math.abs(dx);
        int ay = Math.abs(dy);
        return (ax + ay) + diagonalMinusTwo * Math.min(ax, ay);
    }

    private SearchResult result(int start, int goal) {
        int[] nodes = Arrays.copyOf(touched, touchedCount);
        byte[] states = new byte[touchedCount];
        for (int i = 0; i < touchedCount; i++) {
            states[i] = open.contains(nodes[i]) ? OPEN : CLOSED;
        }
        List<Connection> path = List.of();
        double cost = Double.POSITIVE_INFINITY;
        if (stamp[goal] == query) {
            path = retrievePath(start, goal);
            cost = 0;
            for (Connection c : path) {
                cost += c.cost();
            }
        }
        return new SearchResult(grid, start, goal, path, cost, iterations, expanded, reopened,
                new Fill(grid.nodeCount(), nodes, states), new OpenListCounters(0, 0, 0, 0, 0, open.peakSize()));
    }

    /** Lecture, "Retrieving the Path": the directions back from the goal, as the grid's connections. */
    private List<Connection> retrievePath(int start, int goal) {
        List<Connection> path = new ArrayList<>();
        for (int node = goal; node != start; ) {
            int d = reachedBy[node];
            assert d != START : "node " + grid.nodeName(node) + " on the path has no connection it was reached by";
            int from = node - step[d];
            path.add(grid.connection(from * 8 + d));
            node = from;
        }
        Collections.reverse(path);
        return path;
    }
}
