package pathlab.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import pathlab.Memory;
import pathlab.graph.Connection;
import pathlab.graph.Graph;
import pathlab.openlist.OpenList;
import pathlab.openlist.OpenListKind;
import pathlab.openlist.Priorities;

/**
 * A*, exactly as lecture 07 runs it; with {@link Heuristic#ZERO} it is Dijkstra ("Dijkstra is
 * A*"), so this one engine is both algorithms.
 *
 * <p>The algorithm, in the lecture's words. Every node is unvisited, open or closed. The open
 * list starts with the start node at cost-so-far 0. Each iteration takes the open node with the
 * smallest estimated-total-cost as the current node, closes it, and processes each outgoing
 * connection: the end node's cost-so-far would be the current node's plus the connection's cost.
 * An unvisited end node gets a record (connection, cost-so-far, estimated-total-cost = cost-so-far
 * + heuristic) and goes on the open list. An open or closed end node is updated only if the new
 * cost-so-far is smaller; an updated closed node is reopened (unless reopening is off). The search
 * stops by its {@link Termination} rule or when the open list is empty; the path is retrieved by
 * following the connections back from the goal. Without a goal, {@link #costsFrom(int...)} runs
 * the same loop until the open list is empty: Dijkstra's "shortest routes to everywhere", from one
 * or several start nodes, which cluster tables, landmark tables and heuristic checks are built on
 * (through {@link Dijkstra#toEverywhere}, which runs the grid engine's on a plain grid).
 *
 * <p>Implementation: node records live in primitive arrays indexed by node id, the keys of the
 * open list in {@link Priorities}; only the nodes a search touched are reset for the next one, so
 * a query costs in proportion to its fill, not to the map. The inner loop allocates nothing and
 * tracing ({@link SearchListener}) costs one null check per iteration when off.
 *
 * <p>Cost: O(l m log l) time with a binary heap, l the nodes processed and m the average
 * out-degree (the lecture's O(lm), times the open list's cost); O(n) memory, allocated once.
 * One instance serves many queries on one graph, from one thread at a time; {@link #movedTo} hands
 * its arrays to an engine for an edited copy of the graph (a live map's painted walls).
 *
 * <pre>
 *   AStar astar = new AStar(graph, SearchOptions.lecture());
 *   SearchResult r = astar.search(start, goal, heuristic);
 *   double[] toGoal = new AStar(graph.reversed()).costsFrom(goal);   // true cost to the goal
 * </pre>
 */
public final class AStar {
    // The node states, stored as one byte per node; the bytes are NodeState's own codes, so
    // NodeState.of reads them back. Static finals: the compiler treats them as constants.
    private static final byte UNVISITED = NodeState.UNVISITED.code();
    private static final byte OPEN = NodeState.OPEN.code();
    private static final byte CLOSED = NodeState.CLOSED.code();
    private static final int NO_GOAL = -1;
    /** The node records, keys and open list below: 1 + 4 + 8 + 4 + 24 bytes, and up to 32 for the list;
     *  the heap-on-top queue takes 12 more (its buckets' links). */
    private static final long BYTES_PER_NODE = 73;
    private static final long BUCKET_BYTES_PER_NODE = 12;

    private final Graph graph;
    private final SearchOptions options;
    // The optimal rule stops when no open node is cheaper than the goal, so it counts those nodes;
    // under the goal rule the counting is skipped.
    private final boolean optimalRule;

    // The node records (lecture: "Illustration: A* Node Stored Values").
    private final byte[] state;
    private final int[] connection;       // the connection the node was reached by, -1 for the start
    private final double[] costSoFar;
    private final Priorities priorities;  // estimated-total-cost and the tie-breaking keys
    private final OpenList open;

    private final int[] touched;          // the nodes this search gave a record, to reset cheaply
    private int touchedCount;
    private int[] nameRank;               // node ranks by name, for TieBreak.NAME
    private long arrivals;
    private boolean moved;                // the arrays went to another engine (movedTo)

    // Per search.
    private Heuristic heuristic;
    private int goal;
    private double goalCost;              // the goal's cost-so-far, infinite until it is reached
    private int openBelowGoal;            // open nodes whose cost-so-far is below goalCost
    private int reopened;
    private int iterations;
    private int expanded;

    public AStar(Graph graph, SearchOptions options) {
        int n = graph.nodeCount();
        long perNode = BYTES_PER_NODE + (options.openList() == OpenListKind.HEAP_ON_TOP ? BUCKET_BYTES_PER_NODE : 0);
        Memory.require(perNode * n, "a search on " + n + " nodes");
        this.graph = graph;
        this.options = options;
        optimalRule = options.termination() == Termination.OPTIMAL;
        state = new byte[n];
        connection = new int[n];
        costSoFar = new double[n];
        priorities = new Priorities(n);
        open = options.openList().create(n, priorities);
        open.countWork(options.counters());
        touched = new int[n];
    }

    /** An engine with the lecture's options. */
    public AStar(Graph graph) {
        this(graph, SearchOptions.lecture());
    }

    /** The engine {@link #movedTo} makes: {@code from}'s options and arrays, for {@code graph}. */
    private AStar(Graph graph, AStar from) {
        this.graph = graph;
        this.options = from.options;
        optimalRule = from.optimalRule;
        state = from.state;
        connection = from.connection;
        costSoFar = from.costSoFar;
        priorities = from.priorities;
        open = from.open;
        touched = from.touched;
        touchedCount = from.touchedCount; // the next reset clears what the last search touched
        arrivals = from.arrivals;
    }

    /**
     * An engine for {@code other}, a graph with as many nodes as this one's (the same map with
     * walls built or broken), that takes over this engine's arrays instead of allocating its own:
     * this engine cannot search any more. A live map that searches again after each edit then pays
     * for the search, not for megabytes of new arrays and the garbage collection they cause in a
     * kernel's small heap. Cost: O(1).
     */
    public AStar movedTo(Graph other) {
        if (other.nodeCount() != graph.nodeCount()) {
            throw new IllegalArgumentException("an engine for " + graph.nodeCount() + " nodes cannot move to a graph of "
                    + other.nodeCount() + " nodes");
        }
        checkNotMoved();
        moved = true;
        return new AStar(other, this);
    }

    private void checkNotMoved() {
        if (moved) {
            throw new IllegalStateException("this engine's arrays moved to another graph's engine (movedTo): "
                    + "search with that one");
        }
    }

    public Graph graph() {
        return graph;
    }

    public SearchOptions options() {
        return options;
    }

    /** Finds a path from start to goal. */
    public SearchResult search(int start, int goal, Heuristic heuristic) {
        return search(start, goal, heuristic, null);
    }

    /** Finds a path from start to goal, reporting every iteration to the listener (may be null). */
    public SearchResult search(int start, int goal, Heuristic heuristic, SearchListener listener) {
        graph.checkNode(start, "start");
        graph.checkNode(goal, "goal");
        reset(goal, heuristic);
        heuristic.beginSearch(start, goal);
        if (graph.mayReach(start, goal)) {
            run(new int[] {start}, listener);
        }
        assert closedNodesSettled() : "a closed node's connection offers a cheaper cost-so-far";
        return result(start);
    }

    /**
     * The invariant behind the cheapest route (lecture 07, "Dijkstra": a processed node has tried
     * all its connections): every closed node was expanded with the cost-so-far it has now, so no
     * connection from it offers a cheaper route, and every node it leads to has a record. A goal
     * closed by the goal rule was never expanded; with reopening off a closed node may keep a
     * cost-so-far that a later route beat, so then there is nothing to check. O(touched
     * connections), for {@code assert} only: the tests run with assertions on.
     */
    private boolean closedNodesSettled() {
        if (!options.reopen()) {
            return true;
        }
        for (int i = 0; i < touchedCount; i++) {
            int node = touched[i];
            if (state[node] != CLOSED || (node == goal && !optimalRule)) {
                continue;
            }
            for (int c = graph.firstConnection(node); c != Graph.NONE; c = graph.nextConnection(node, c)) {
                int to = graph.connectionTo(c);
                if (state[to] == UNVISITED || costSoFar[node] + graph.connectionCost(c) < costSoFar[to]) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The cheapest cost from the nearest of the sources to every node, +infinity where none is
     * reachable. This is the problem Dijkstra's algorithm was designed for (lecture 07,
     * "Dijkstra": "the shortest routes to everywhere from an initial point"): the same loop with
     * no goal, run until the open list is empty. With several sources it is one multi-source
     * search (all of them start at cost 0), as a cluster's lookup-table row needs. O(m log n).
     */
    public double[] costsFrom(int... sources) {
        searchEverywhere(sources);
        double[] costs = new double[graph.nodeCount()];
        Arrays.fill(costs, Double.POSITIVE_INFINITY);
        for (int i = 0; i < touchedCount; i++) {
            costs[touched[i]] = costSoFar[touched[i]];
        }
        return costs;
    }

    /**
     * {@link #costsFrom(int...)} read at some nodes only: {@code costs[i]} is the cheapest cost
     * from the nearest source to {@code nodes[i]}, +infinity where none reaches it. For many
     * searches that each stay in a small part of a large graph (one room of a map): the result is
     * as long as {@code nodes}, not the graph.
     */
    public double[] costsFrom(int[] sources, int[] nodes) {
        for (int node : nodes) {
            graph.checkNode(node, "node");
        }
        searchEverywhere(sources);
        double[] costs = new double[nodes.length];
        for (int i = 0; i < nodes.length; i++) {
            costs[i] = state[nodes[i]] == UNVISITED ? Double.POSITIVE_INFINITY : costSoFar[nodes[i]];
        }
        return costs;
    }

    private void searchEverywhere(int[] sources) {
        for (int source : sources) {
            graph.checkNode(source, "source");
        }
        reset(NO_GOAL, Heuristic.ZERO);
        run(sources, null);
    }

    /** The lecture's main loop, from the given start nodes until the termination rule stops it. */
    private void run(int[] starts, SearchListener listener) {
        for (int start : starts) {
            if (state[start] == UNVISITED) {
                record(start, -1, 0);
                reachedGoalCheck(start, 0);
            }
        }
        if (listener != null) {
            report(listener, 0, -1);
        }
        Interrupts.check();
        while (!open.isEmpty() && !(optimalRule && goalReachedAndNothingCheaperOpen())) {
            int current = open.removeSmallest();
            iterations++;
            if ((iterations & (Interrupts.EVERY - 1)) == 0) {
                Interrupts.check();
            }
            double g = costSoFar[current];
            if (optimalRule && g < goalCost) {
                openBelowGoal--;
            }
            state[current] = CLOSED;
            if (current == goal && !optimalRule) {
                if (listener != null) {
                    report(listener, iterations, current);
                }
                return;
            }
            expanded++;
            for (int c = graph.firstConnection(current); c != Graph.NONE; c = graph.nextConnection(current, c)) {
                int node = graph.connectionTo(c);
                double newCost = g + graph.connectionCost(c);
                if (state[node] == UNVISITED) {
                    record(node, c, newCost);
                    reachedGoalCheck(node, newCost);
                } else if (newCost < costSoFar[node]) {   // only a strictly better route updates a node
                    cheaperRoute(c, node, newCost);
                }
                // Any other connection reaches a node that already has a route as cheap: nothing to do.
            }
            if (listener != null) {
                report(listener, iterations, current);
            }
        }
    }

    /** The lecture's optimal rule: the goal has a record and no open node is cheaper than it. */
    private boolean goalReachedAndNothingCheaperOpen() {
        return goal != NO_GOAL && state[goal] != UNVISITED && openBelowGoal == 0;
    }

    /**
     * A connection gives an open or closed node a cheaper cost-so-far {@code g} (lecture,
     * "Calculating Cost-So-Far for Open and Closed Nodes"): update its record; a closed node is
     * reopened, unless reopening is off. Kept apart from the common cases in the main loop, which
     * then stays small enough for the compiler to make it tight.
     */
    private void cheaperRoute(int via, int node, double g) {
        if (state[node] == CLOSED) {
            if (!options.reopen()) {
                return;
            }
            reopened++;
            update(node, via, g);
            state[node] = OPEN;
            open.add(node);
            countIfCheaperThanGoal(g);
        } else {
            boolean wasBelow = costSoFar[node] < goalCost;
            double h = estimate(node);
            if (g + h < priorities.estimatedTotalCost(node)) {
                update(node, via, g, h);
                open.decreased(node);
            } else {
                // The smaller cost-so-far rounded to the same estimated-total-cost (g + h in
                // floating point, e.g. sums of sqrt(2) on grids). New tie-breaking keys could
                // come later than the old ones, and an open list may only be told of keys that
                // drop: the node gets the better route but keeps its keys and its place.
                connection[node] = via;
                costSoFar[node] = g;
            }
            if (optimalRule && !wasBelow && g < goalCost) {
                openBelowGoal++;
            }
        }
        reachedGoalCheck(node, g);
    }

    /** Gives an unvisited node its first record and puts it on the open list. */
    private void record(int node, int via, double g) {
        if (g == Double.POSITIVE_INFINITY) {
            throw overflow(via, node, "cost-so-far");
        }
        touched[touchedCount++] = node;
        update(node, via, g);
        state[node] = OPEN;
        open.add(node);
        countIfCheaperThanGoal(g);
    }

    /** Writes a node's record and its open-list keys. */
    private void update(int node, int via, double g) {
        update(node, via, g, estimate(node));
    }

    /** Writes a node's record and its open-list keys, given its heuristic estimate. */
    private void update(int node, int via, double g, double h) {
        if (g + h == Double.POSITIVE_INFINITY && h != Double.POSITIVE_INFINITY) {
            throw overflow(via, node, "estimated-total-cost");
        }
        connection[node] = via;
        costSoFar[node] = g;
        long arrival = arrivals++;
        // First-in-first-out and last-in-first-out ties use the arrival number as the tie value
        // too (exact in a double up to 2^53): an open list that keeps the tie value beside the
        // cost then decides every tie without looking further.
        switch (options.ties()) {
            case FIFO -> priorities.set(node, g + h, arrival, arrival);
            case LIFO -> priorities.set(node, g + h, -arrival, -arrival);
            case LOW_G -> priorities.set(node, g + h, g, arrival);
            case HIGH_G -> priorities.set(node, g + h, -g, arrival);
            case NAME -> priorities.set(node, g + h, nameRank()[node], arrival);
        }
    }

    /**
     * A cost beyond the largest double ({@code 1.8e308}) is not a cost: carried on as infinity
     * it would make a reachable goal look unreachable. The error names the connection.
     */
    private IllegalArgumentException overflow(int via, int node, String what) {
        return new IllegalArgumentException("the " + what + " of " + graph.nodeName(node) + " overflows at connection "
                + graph.nodeName(graph.connectionFrom(via)) + ">" + graph.nodeName(node) + " (cost "
                + graph.connectionCost(via) + "): costs add up to more than the largest number, about 1.8e308;"
                + " use smaller costs");
    }

    /** The heuristic's estimate from the node to the goal, checked. */
    private double estimate(int node) {
        double h = heuristic.estimate(node, goal);
        if (!(h >= 0)) {
            throw new IllegalArgumentException("heuristic " + heuristic + " gives " + h + " for node "
                    + graph.nodeName(node) + ": estimates must be non-negative numbers");
        }
        return h;
    }

    private void countIfCheaperThanGoal(double g) {
        if (optimalRule && g < goalCost) {
            openBelowGoal++;
        }
    }

    /** When the goal gets a (better) record, recount the open nodes cheaper than it. */
    private void reachedGoalCheck(int node, double g) {
        if (node != goal) {
            return;
        }
        goalCost = g;
        openBelowGoal = 0;
        for (int i = 0; optimalRule && i < open.size(); i++) {
            if (costSoFar[open.get(i)] < g) {
                openBelowGoal++;
            }
        }
    }

    private void reset(int newGoal, Heuristic h) {
        checkNotMoved();
        for (int i = 0; i < touchedCount; i++) {
            state[touched[i]] = UNVISITED;
        }
        touchedCount = 0;
        open.clear();
        open.resetCounters();
        heuristic = h;
        goal = newGoal;
        goalCost = Double.POSITIVE_INFINITY;
        openBelowGoal = 0;
        reopened = 0;
        iterations = 0;
        expanded = 0;
    }

    private SearchResult result(int start) {
        Fill fill = Fill.of(graph.nodeCount(), touched, touchedCount, state);
        List<Connection> path = List.of();
        double cost = Double.POSITIVE_INFINITY;
        if (state[goal] != UNVISITED) {
            path = retrievePath(start);
            cost = 0;
            for (Connection c : path) {
                cost += c.cost();
            }
        }
        return new SearchResult(graph, start, goal, path, cost, iterations, expanded, reopened, fill,
                open.counters());
    }

    /** Lecture, "Retrieving the Path": follow the connections back from the goal, then reverse. */
    private List<Connection> retrievePath(int start) {
        List<Connection> path = new ArrayList<>();
        for (int node = goal; node != start; ) {
            Connection c = graph.connection(connection[node]);
            path.add(c);
            node = c.from();
        }
        Collections.reverse(path);
        return path;
    }

    /**
     * Tells the listener what the iteration did: only the changes to a {@link ChangeListener}
     * (the current node and the nodes its connections reach), a copy of every list to others.
     */
    private void report(SearchListener listener, int iteration, int current) {
        if (!(listener instanceof ChangeListener changes)) {
            listener.step(snapshot(iteration, current));
            return;
        }
        List<NodeChange> changed = new ArrayList<>();
        if (current < 0) {
            for (int i = 0; i < touchedCount; i++) {
                changed.add(change(touched[i]));
            }
        } else {
            changed.add(change(current));
            for (int c = graph.firstConnection(current); c != Graph.NONE; c = graph.nextConnection(current, c)) {
                if (state[graph.connectionTo(c)] != UNVISITED) {
                    changed.add(change(graph.connectionTo(c)));
                }
            }
        }
        changes.changed(iteration, current, changed);
    }

    private NodeChange change(int node) {
        return new NodeChange(NodeState.of(state[node]), record(node));
    }

    private NodeRecord record(int node) {
        int via = connection[node];
        return new NodeRecord(node, via, via < 0 ? -1 : graph.connectionFrom(via), costSoFar[node],
                priorities.estimatedTotalCost(node));
    }

    /** Copies the lists for a trace; only called when a listener is attached. */
    private SearchStep snapshot(int iteration, int current) {
        List<NodeRecord> closed = new ArrayList<>();
        List<NodeRecord> opened = new ArrayList<>();
        List<Integer> unvisited = new ArrayList<>();
        for (int node = 0; node < graph.nodeCount(); node++) {
            if (state[node] == UNVISITED) {
                unvisited.add(node);
                continue;
            }
            (state[node] == CLOSED ? closed : opened).add(record(node));
        }
        return new SearchStep(iteration, current, List.copyOf(closed), List.copyOf(opened), List.copyOf(unvisited));
    }

    private int[] nameRank() {
        if (nameRank == null) {
            Integer[] byName = new Integer[graph.nodeCount()];
            for (int i = 0; i < byName.length; i++) {
                byName[i] = i;
            }
            Arrays.sort(byName, (a, b) -> graph.nodeName(a).compareTo(graph.nodeName(b)));
            nameRank = new int[byName.length];
            for (int rank = 0; rank < byName.length; rank++) {
                nameRank[byName[rank]] = rank;
            }
        }
        return nameRank;
    }
}
