package pathlab.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import pathlab.Memory;
import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.openlist.OpenList;
import pathlab.openlist.OpenListKind;
import pathlab.openlist.Priorities;

/**
 * Jump point search (Harabor and Grastien, "Online Graph Pruning for Pathfinding on Grid Maps",
 * AAAI 2011): A* on an octile grid that puts on the open list only the cells where an optimal
 * route may have to turn, the jump points, and walks straight over the rest.
 *
 * <p>The idea, in the lecture's words. On an open stretch of a grid many routes of the same cost
 * lead to a cell (east then south-east, or south-east then east), and A* opens and closes every
 * cell of all of them. Jump point search keeps one route of each cost: from the current node it
 * moves on in the direction it arrived in, and only where a wall beside the route makes a
 * neighbour reachable no other way as cheaply (a <em>forced</em> neighbour) can the route turn.
 * Processing the current node therefore does not look at its eight connections: it scans from it
 * in each direction the route may take next, cell by cell, until it finds a jump point (the goal,
 * a cell with a forced neighbour, or on a diagonal a cell from which a straight scan finds one)
 * or runs into a wall. The jump points found are the current node's successors: each goes on the
 * open list with cost-so-far the current node's plus the length of the jump, exactly as A*
 * records an end node, and the open list, the closed list, the estimated-total-cost and the
 * termination are A*'s. A cell that is not a jump point lies on a straight or diagonal line
 * between two jump points, and the route along that line costs the same as any other route
 * between them, so nothing cheaper is pruned: the cost found is A*'s, only the route between
 * equal-cost alternatives may differ. The path is retrieved through the jump points and filled
 * in cell by cell between them.
 *
 * <p>The rules of the Moving AI benchmarks: a diagonal move needs both orthogonal neighbours
 * passable (no cutting corners, as {@link GridGraph#octile}). With that rule a diagonal move has
 * no forced neighbours, and a straight move east has a forced neighbour north (south) exactly
 * when the cell north (south) is passable and the cell north-west (south-west), beside the cell it
 * came from, is blocked: then the route through this cell is the only cheapest one to it, and to
 * the cell north-east (south-east).
 *
 * <p>Cost: the same O(l log l) open-list work as A* for the l jump points, which on open maps
 * are tens of times fewer than A*'s expanded cells, plus O(1) per scan step; a diagonal scan
 * repeats the two straight scans from every cell it passes, so scans can cover a large part of
 * the map. Where walls are everywhere (a maze, random obstacles) almost every cell is a jump
 * point and the gain is small. Memory: the node records, O(n), allocated once.
 *
 * <pre>
 *   JumpPointSearch jps = new JumpPointSearch(GridGraph.octile(map));
 *   JumpPointResult r = jps.search(start, goal, new OctileHeuristic(grid));
 *   r.search().cost();   r.search().expanded();   r.jumpPoints();   r.scanSteps();
 * </pre>
 */
public final class JumpPointSearch {
    private static final byte UNVISITED = NodeState.UNVISITED.code();
    private static final byte OPEN = NodeState.OPEN.code();
    private static final byte CLOSED = NodeState.CLOSED.code();
    /** The records below: 1 + 4 + 8 + 4 + 24 bytes, and up to 32 for the open list. */
    private static final long BYTES_PER_NODE = 73;

    private final GridGraph grid;
    private final GridMap map;
    private final int width;

    // The node records of the jump points: list, parent jump point, cost-so-far; keys and open list.
    private final byte[] state;
    private final int[] parent;
    private final double[] costSoFar;
    private final Priorities priorities;
    private final OpenList open;
    private final int[] touched;
    private int touchedCount;
    private long arrivals;

    // Per search.
    private Heuristic heuristic;
    private int goal;
    private int goalX;
    private int goalY;
    private int iterations;
    private int expanded;
    private long scanSteps;
    private final int[] successors = new int[8];
    private final double[] jumpCosts = new double[8];
    private int successorCount;

    /**
     * A search on an octile grid: eight moves, no cutting corners, no terrain
     * ({@link GridGraph#octile}), the rules its pruning is proved for.
     */
    public JumpPointSearch(GridGraph grid) {
        if (grid.moves() != GridGraph.Moves.EIGHT || grid.cutsCorners() || grid.hasTerrain()
                || !(grid.diagonalCost() > 1 && grid.diagonalCost() < 2)) {
            throw new IllegalArgumentException("jump point search needs an octile grid (eight moves, diagonal √2,"
                    + " no cutting corners, no terrain: GridGraph.octile(map)), not " + grid);
        }
        int n = grid.nodeCount();
        Memory.require(BYTES_PER_NODE * n, "a jump point search on " + n + " cells");
        this.grid = grid;
        this.map = grid.map();
        this.width = map.width();
        state = new byte[n];
        parent = new int[n];
        costSoFar = new double[n];
        priorities = new Priorities(n);
        open = OpenListKind.INDEXED_HEAP.create(n, priorities);
        touched = new int[n];
    }

    public GridGraph grid() {
        return grid;
    }

    /** Finds a cheapest path from start to goal; start and goal must be passable cells. */
    public JumpPointResult search(int start, int goal, Heuristic heuristic) {
        return search(start, goal, heuristic, null);
    }

    /**
     * Finds a cheapest path from start to goal, telling the listener (may be null) after each
     * iteration the current jump point and the jump points it put on the open list, as A* tells a
     * {@link ChangeListener} about a cell and its neighbours.
     */
    public JumpPointResult search(int start, int goal, Heuristic heuristic, ChangeListener listener) {
        checkCell(start, "start");
        checkCell(goal, "goal");
        reset(goal, heuristic);
        heuristic.beginSearch(start, goal);
        if (grid.mayReach(start, goal)) {
            run(start, listener);
        }
        return result(start);
    }

    /** A start or goal must be a cell of the map, and passable: one message naming which and why. */
    private void checkCell(int cell, String role) {
        grid.checkNode(cell, role);
        map.checkPassable(role, map.x(cell), map.y(cell));
    }

    /** A*'s main loop (lecture 07), with the jump points as the current node's successors. */
    private void run(int start, ChangeListener listener) {
        record(start, -1, 0);
        if (listener != null) {
            report(listener, 0, -1);
        }
        Interrupts.check();
        while (!open.isEmpty()) {
            int current = open.removeSmallest();
            iterations++;
            if ((iterations & (Interrupts.EVERY - 1)) == 0) {
                Interrupts.check();
            }
            state[current] = CLOSED;
            if (current == goal) {
                if (listener != null) {
                    report(listener, iterations, current);
                }
                return;
            }
            expanded++;
            findSuccessors(current);
            double g = costSoFar[current];
            for (int i = 0; i < successorCount; i++) {
                int node = successors[i];
                double newCost = g + jumpCosts[i];
                if (state[node] == UNVISITED) {
                    record(node, current, newCost);
                } else if (state[node] == OPEN && newCost < costSoFar[node]) {
                    cheaperRoute(node, current, newCost);
                }
                // A closed jump point keeps its record: with a consistent heuristic it was closed
                // with its cheapest cost-so-far already.
            }
            if (listener != null) {
                report(listener, iterations, current);
            }
        }
    }

    /**
     * The jump points reachable from the current node, into {@link #successors} with the jumps'
     * lengths: a scan in every direction the route may continue. From the start every direction;
     * after a diagonal move its two straight parts and the diagonal; after a straight move that
     * direction, and where a neighbour beside is forced, the turn towards it and the diagonal
     * between.
     */
    private void findSuccessors(int current) {
        successorCount = 0;
        int x = map.x(current);
        int y = map.y(current);
        int from = parent[current];
        if (from < 0) {
            for (int dx = -1; dx <= 1; dx++) {
                for (int dy = -1; dy <= 1; dy++) {
                    if (dx != 0 || dy != 0) {
                        scan(x, y, dx, dy);
                    }
                }
            }
            return;
        }
        int dx = Integer.signum(x - map.x(from));
        int dy = Integer.signum(y - map.y(from));
        if (dx != 0 && dy != 0) {
            scan(x, y, dx, 0);
            scan(x, y, 0, dy);
            scan(x, y, dx, dy);
        } else if (dx != 0) {
            scan(x, y, dx, 0);
            for (int side = -1; side <= 1; side += 2) {
                if (map.passable(x, y + side) && !map.passable(x - dx, y + side)) {
                    scan(x, y, 0, side);
                    scan(x, y, dx, side);
                }
            }
        } else {
            scan(x, y, 0, dy);
            for (int side = -1; side <= 1; side += 2) {
                if (map.passable(x + side, y) && !map.passable(x + side, y - dy)) {
                    scan(x, y, side, 0);
                    scan(x, y, side, dy);
                }
            }
        }
    }

    /** Scans from (x, y) in direction (dx, dy); a jump point found becomes a successor. */
    private void scan(int x, int y, int dx, int dy) {
        int steps = dx != 0 && dy != 0 ? jumpDiagonal(x, y, dx, dy) : jumpStraight(x, y, dx, dy);
        if (steps > 0) {
            successors[successorCount] = (y + steps * dy) * width + x + steps * dx;
            jumpCosts[successorCount] = dx != 0 && dy != 0 ? steps * grid.diagonalCost() : steps;
            successorCount++;
        }
    }

    /**
     * Steps from (x, y) straight along (dx, dy) until a jump point: the goal, or a cell with a
     * forced neighbour (one beside it passable whose cell behind is blocked). Returns the number of
     * steps to it, 0 when a wall or the map's border comes first.
     */
    private int jumpStraight(int x, int y, int dx, int dy) {
        assert dx == 0 ^ dy == 0 : "not a straight direction (" + dx + "," + dy + ")";
        int steps = 0;
        while (map.passable(x + dx, y + dy)) {
            x += dx;
            y += dy;
            steps++;
            scanSteps++;
            if (x == goalX && y == goalY) {
                return steps;
            }
            // The two cells beside: across the direction of travel (dy, dx) and (-dy, -dx).
            if (map.passable(x + dy, y + dx) && !map.passable(x + dy - dx, y + dx - dy)
                    || map.passable(x - dy, y - dx) && !map.passable(x - dy - dx, y - dx - dy)) {
                return steps;
            }
        }
        return 0;
    }

    /**
     * Steps from (x, y) diagonally along (dx, dy), each step allowed only when both cells beside
     * it are passable (no cutting corners), until a jump point: the goal, or a cell from which a
     * straight scan along dx or along dy finds one. Returns the number of steps, 0 when none.
     */
    private int jumpDiagonal(int x, int y, int dx, int dy) {
        int steps = 0;
        while (map.passable(x + dx, y + dy) && map.passable(x + dx, y) && map.passable(x, y + dy)) {
            x += dx;
            y += dy;
            steps++;
            scanSteps++;
            if (x == goalX && y == goalY || jumpStraight(x, y, dx, 0) > 0 || jumpStraight(x, y, 0, dy) > 0) {
                return steps;
            }
        }
        return 0;
    }

    /**
     * A cheaper route to an open jump point: its record is updated and the open list told its key
     * dropped; if the smaller cost-so-far rounds to the same estimated-total-cost, it keeps its
     * keys and its place (an open list may only be told of keys that drop), as in {@link AStar}.
     */
    private void cheaperRoute(int node, int from, double g) {
        double h = heuristic.estimate(node, goal);
        if (g + h < priorities.estimatedTotalCost(node)) {
            update(node, from, g, h);
            open.decreased(node);
        } else {
            parent[node] = from;
            costSoFar[node] = g;
        }
    }

    /** Gives an unvisited jump point its first record and puts it on the open list. */
    private void record(int node, int from, double g) {
        touched[touchedCount++] = node;
        update(node, from, g, heuristic.estimate(node, goal));
        state[node] = OPEN;
        open.add(node);
    }

    /** Writes a jump point's record and its keys: ties toward the larger cost-so-far, as on grids. */
    private void update(int node, int from, double g, double h) {
        if (!(h >= 0)) {
            throw new IllegalArgumentException("heuristic " + heuristic + " gives " + h + " for cell "
                    + grid.nodeName(node) + ": estimates must be non-negative numbers");
        }
        parent[node] = from;
        costSoFar[node] = g;
        priorities.set(node, g + h, -g, arrivals++);
    }

    private void reset(int newGoal, Heuristic h) {
        for (int i = 0; i < touchedCount; i++) {
            state[touched[i]] = UNVISITED;
        }
        touchedCount = 0;
        open.clear();
        open.resetCounters();
        heuristic = h;
        goal = newGoal;
        goalX = map.x(newGoal);
        goalY = map.y(newGoal);
        iterations = 0;
        expanded = 0;
        scanSteps = 0;
    }

    private JumpPointResult result(int start) {
        Fill fill = Fill.of(grid.nodeCount(), touched, touchedCount, state);
        if (state[goal] == UNVISITED) {
            SearchResult none = new SearchResult(grid, start, goal, List.of(), Double.POSITIVE_INFINITY, iterations,
                    expanded, 0, fill, open.counters());
            return new JumpPointResult(none, new int[0], scanSteps);
        }
        int count = 1;
        for (int node = goal; node != start; node = parent[node]) {
            count++;
        }
        int[] jumpPoints = new int[count];
        for (int node = goal, i = count - 1; i >= 0; node = parent[node], i--) {
            jumpPoints[i] = node;
        }
        List<Connection> path = fillIn(jumpPoints);
        double cost = 0;
        for (Connection c : path) {
            cost += c.cost();
        }
        assert cost == costSoFar[goal] : "the path costs " + cost + ", the goal's cost-so-far is " + costSoFar[goal];
        SearchResult found = new SearchResult(grid, start, goal, path, cost, iterations, expanded, 0, fill,
                open.counters());
        return new JumpPointResult(found, jumpPoints, scanSteps);
    }

    /**
     * The path cell by cell: between two jump points the route runs along one line, straight or
     * diagonal, so each step is the grid's connection one cell along it.
     */
    private List<Connection> fillIn(int[] jumpPoints) {
        List<Connection> path = new ArrayList<>();
        for (int i = 1; i < jumpPoints.length; i++) {
            int from = jumpPoints[i - 1];
            int to = jumpPoints[i];
            int dx = Integer.signum(map.x(to) - map.x(from));
            int dy = Integer.signum(map.y(to) - map.y(from));
            assert dx == 0 || dy == 0 || Math.abs(map.x(to) - map.x(from)) == Math.abs(map.y(to) - map.y(from))
                    : "jump " + grid.nodeName(from) + " to " + grid.nodeName(to) + " is not along one line";
            for (int cell = from; cell != to; ) {
                int next = cell + dy * width + dx;
                path.add(grid.connection(connectionTo(cell, next)));
                cell = next;
            }
        }
        return path;
    }

    /** The grid's connection from a cell to a neighbour (the move is allowed: a jump made it). */
    private int connectionTo(int cell, int neighbour) {
        for (int c = grid.firstConnection(cell); c != Graph.NONE; c = grid.nextConnection(cell, c)) {
            if (grid.connectionTo(c) == neighbour) {
                return c;
            }
        }
        throw new AssertionError("no move from " + grid.nodeName(cell) + " to " + grid.nodeName(neighbour));
    }

    /** Tells the listener the current jump point and the jump points it reached. */
    private void report(ChangeListener listener, int iteration, int current) {
        List<NodeChange> changed = new ArrayList<>();
        if (current < 0) {
            changed.add(change(touched[0]));
        } else {
            changed.add(change(current));
            for (int i = 0; current != goal && i < successorCount; i++) {
                if (state[successors[i]] == OPEN) {
                    changed.add(change(successors[i]));
                }
            }
        }
        listener.changed(iteration, current, Collections.unmodifiableList(changed));
    }

    private NodeChange change(int node) {
        return new NodeChange(NodeState.of(state[node]), new NodeRecord(node, -1, parent[node], costSoFar[node],
                priorities.estimatedTotalCost(node)));
    }
}
