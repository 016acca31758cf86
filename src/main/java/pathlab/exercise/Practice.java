package pathlab.exercise;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import pathlab.graph.DirectedGraph;
import pathlab.graph.Positions;
import pathlab.heuristic.TableHeuristic;
import pathlab.picture.GraphPicture;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.trace.Notation;
import pathlab.trace.Trace;

/**
 * Unlimited practice, as VisuAlgo's training mode: a small random graph drawn from a seed, on
 * which the student predicts the steps of Dijkstra or A* with {@link Predict} and gets the same
 * verdicts as on the lecture's examples. The same seed is the same graph on every machine
 * ({@link Random}'s sequence is fixed by its specification); another seed is another graph.
 *
 * <pre>
 *   Practice p = Practice.dijkstra(7);          // change the seed for a new graph
 *   display(p.html(), "text/html");             // the graph, from A to the last node
 *   System.out.print(p.listing(0));             // the initial state
 *   System.out.println(p.next(1, "N: A", "O: B(A,3) C(A,5)"));
 * </pre>
 *
 * The graph is drawn as the lecture draws its example: the start A on the left, the goal (the
 * last letter) on the right, the other nodes in three columns of up to three between them, named
 * column by column. Connections lead from one column to the next, over a column where no node is
 * in the way, or between neighbours of a column, so none passes through a node, and every node
 * can be reached from A. Each costs at least twice its length in the picture, so for A* twice the straight-line distance to the goal (rounded
 * down) is an admissible heuristic, shown as {@code h=} above each node. The search is the
 * lecture's ({@link SearchOptions#lecture()}); costs are whole numbers, so ties happen, as in the
 * lecture. Cost: O(1) to draw (6 or 7 nodes), then one recorded search.
 */
public final class Practice {
    private static final int COLUMNS = 5;       // A, three columns of other nodes, the goal
    private static final int ROWS = 3;
    private static final double DX = 1.5;      // picture units between columns, as the lecture's layout
    private static final double DY = 2;        // and between rows

    private final long seed;
    private final DirectedGraph graph;
    private final Positions positions;
    private final Heuristic heuristic;        // Heuristic.ZERO for Dijkstra
    private final Trace trace;

    /** A graph drawn from a seed, with where its nodes go. */
    private record Drawn(DirectedGraph graph, Positions positions) {}

    private Practice(long seed, Drawn drawn, Heuristic heuristic, Notation notation) {
        this.seed = seed;
        this.graph = drawn.graph();
        this.positions = drawn.positions();
        this.heuristic = heuristic;
        this.trace = Trace.record(graph, 0, graph.nodeCount() - 1, heuristic, SearchOptions.lecture(), notation);
    }

    /** A practice graph for Dijkstra, from A to its last node. */
    public static Practice dijkstra(long seed) {
        return new Practice(seed, draw(seed), Heuristic.ZERO, Notation.DIJKSTRA);
    }

    /** A practice graph for A*, from A to its last node, with an admissible heuristic. */
    public static Practice astar(long seed) {
        Drawn drawn = draw(seed);
        Positions at = drawn.positions();
        int goal = at.size() - 1;
        double[] h = new double[at.size()];
        for (int n = 0; n < h.length; n++) {
            double dx = at.x(n) - at.x(goal), dy = at.y(n) - at.y(goal);
            h[n] = StrictMath.floor(2 * StrictMath.sqrt(dx * dx + dy * dy));
        }
        return new Practice(seed, drawn, new TableHeuristic("straight-line", h), Notation.ASTAR);
    }

    /** Draws the graph of a seed: the nodes' places, then the connections and their costs. */
    private static Drawn draw(long seed) {
        Random random = new Random(seed);
        // the start in the middle row of the first column, the goal of the last; one node in each
        // column between them, then one or two more anywhere between them
        List<int[]> places = new ArrayList<>();
        places.add(new int[] {0, 1});
        for (int column = 1; column < COLUMNS - 1; column++) {
            places.add(new int[] {column, random.nextInt(ROWS)});
        }
        int more = 1 + random.nextInt(2);
        while (more > 0) {
            int[] place = {1 + random.nextInt(COLUMNS - 2), random.nextInt(ROWS)};
            if (index(places, place[0], place[1]) < 0) {
                places.add(place);
                more--;
            }
        }
        places.add(new int[] {COLUMNS - 1, 1});
        places.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int n = places.size();
        double[] x = new double[n];
        double[] y = new double[n];
        DirectedGraph.Builder builder = new DirectedGraph.Builder();
        for (int i = 0; i < n; i++) {
            builder.addNode(String.valueOf((char) ('A' + i)));
            x[i] = places.get(i)[0] * DX;
            y[i] = places.get(i)[1] * DY;
        }
        for (int to = 1; to < n; to++) {
            int[] t = places.get(to);
            // from the previous column: neighbouring rows at random, and always one, so A reaches every node
            int nearest = -1;
            boolean reached = false;
            for (int from = 0; from < to; from++) {
                int[] f = places.get(from);
                if (f[0] == t[0] - 1) {
                    if (nearest < 0 || Math.abs(f[1] - t[1]) < Math.abs(places.get(nearest)[1] - t[1])) {
                        nearest = from;
                    }
                    if (Math.abs(f[1] - t[1]) <= 1 && random.nextInt(3) > 0) {
                        connect(builder, random, x, y, from, to);
                        reached = true;
                    }
                } else if (f[0] == t[0] - 2 && (f[1] + t[1]) % 2 == 0 && index(places, t[0] - 1, (f[1] + t[1]) / 2) < 0
                        && random.nextInt(3) == 0) {
                    // over a column, where no node is in the way: a longer way round, as A to D in the lecture
                    connect(builder, random, x, y, from, to);
                }
            }
            if (!reached) {
                connect(builder, random, x, y, nearest, to);
            }
            // within the column: the node above, one way or the other, now and then
            int above = to - 1;
            if (places.get(above)[0] == t[0] && places.get(above)[1] == t[1] - 1 && random.nextInt(2) == 0) {
                if (random.nextBoolean()) {
                    connect(builder, random, x, y, above, to);
                } else {
                    connect(builder, random, x, y, to, above);
                }
            }
        }
        return new Drawn(builder.build(), new Positions(x, y));
    }

    /** The index of the node at a column and row, or -1. */
    private static int index(List<int[]> places, int column, int row) {
        for (int i = 0; i < places.size(); i++) {
            if (places.get(i)[0] == column && places.get(i)[1] == row) {
                return i;
            }
        }
        return -1;
    }

    /** A connection costing twice its length in the picture, rounded up, plus 0 to 3. */
    private static void connect(DirectedGraph.Builder builder, Random random, double[] x, double[] y, int from, int to) {
        double dx = x[to] - x[from], dy = y[to] - y[from];
        builder.addConnection(from, to, StrictMath.ceil(2 * StrictMath.sqrt(dx * dx + dy * dy)) + random.nextInt(4));
    }

    public long seed() {
        return seed;
    }

    public DirectedGraph graph() {
        return graph;
    }

    /** Where the pictures draw each node. */
    public Positions positions() {
        return positions;
    }

    /** The heuristic: zero for Dijkstra, twice the straight-line distance to the goal (rounded down) for A*. */
    public Heuristic heuristic() {
        return heuristic;
    }

    /** The search from A to the goal, recorded step by step: the answers. */
    public Trace trace() {
        return trace;
    }

    /** The initial state and iterations [1] to [k] of the listing: what is known before predicting [k + 1]. */
    public String listing(int k) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i <= Math.min(Math.max(k, 0), trace.iterations()); i++) {
            out.append(trace.listing(i));
        }
        return out.toString();
    }

    /** Checks a prediction of iteration k, as {@link Predict#next}; its player draws this graph. */
    public Predict next(int iteration, String... lines) {
        return Predict.next(trace, iteration, lines).drawnAt(positions);
    }

    /** The graph as a picture (for A* with h above each node) and a line saying what to search. */
    public String html() {
        int goal = graph.nodeCount() - 1;
        String picture = trace.notation() == Notation.ASTAR
                ? GraphPicture.drawSvg(graph, positions, heuristic, goal).html()
                : GraphPicture.drawSvg(graph, positions).html();
        return picture + "<p>" + this + "</p>";
    }

    /** {@code Dijkstra practice, seed 7: from A to F, 6 nodes, 8 connections}. */
    @Override
    public String toString() {
        return (trace.notation() == Notation.ASTAR ? "A*" : "Dijkstra") + " practice, seed " + seed + ": from A to "
                + graph.nodeName(graph.nodeCount() - 1) + ", " + graph.nodeCount() + " nodes, "
                + graph.connectionCount() + " connections";
    }
}
