package pathlab.coursework.a0;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import pathlab.graph.Connection;
import pathlab.graph.DirectedGraph;
import pathlab.graph.Graph;
import pathlab.graph.GraphFile;
import pathlab.heuristic.TableHeuristic;
import pathlab.search.AStar;
import pathlab.search.Costs;
import pathlab.search.Heuristic;
import pathlab.search.NodeRecord;
import pathlab.search.SearchResult;
import pathlab.search.SearchOptions;
import pathlab.search.SearchStep;
import pathlab.search.TieBreak;
import pathlab.trace.Notation;
import pathlab.trace.Trace;

/**
 * Assignment A0's two graphs, a pair for each student: the same exercise for everyone and an
 * answer of one's own, as PrairieLearn gives each student a variant drawn from their own seed.
 *
 * <p>Idea: generate and check. The course's key and the student's id give a seed
 * ({@link #seed}); the seed draws small random graphs, and a draw is kept only when the
 * library's own searches show that it holds what the exercise is there to test, else the next
 * one is drawn:
 * <ul>
 * <li>Dijkstra's graph (nodes S A B C D G): the search runs {@value #ITERATIONS} iterations; the
 *     goal gets a record whose cost-so-far a later iteration improves, so stopping at the goal's
 *     first record is wrong; and two open nodes tie where the lecture's rule (first arrival)
 *     and name order take different nodes.
 * <li>A*'s graph (nodes S A B C G, heuristic {@value A0Visible#HEURISTIC}): the estimates never exceed the
 *     true cost to G (admissible), yet iteration [{@value #REOPENED_AT}] reaches a closed node more
 *     cheaply and reopens it (so they are not consistent); without reopening the path found is
 *     longer; the search runs {@value #ITERATIONS} iterations; and some current node reaches a
 *     closed node at a cost that is not cheaper, which must not reopen it.
 * </ul>
 * So the hidden tests' iterations, and each mistake they explain, exist on every variant. Costs
 * and estimates are whole numbers up to 9, as in the example graphs
 * ({@code maps/by-hand-dijkstra.graph}, {@code maps/by-hand-astar.graph}): the variant of an
 * unknown student, and of the solution edition. One seed always gives the same graphs.
 *
 * <pre>
 *   ByHandGraphs graphs = ByHandGraphs.forStudent(courseKey, "s001");   // the notebook
 *   GraphFile first = graphs.dijkstra(), second = graphs.astar();
 *   ByHandGraphs.drawn(seed)                                             // grading, from the grader's seed
 * </pre>
 *
 * <p>Cost: a draw and its check are a few searches on 6 nodes, a few microseconds; a variant
 * takes a few hundred draws, a few milliseconds. Draws are bounded ({@value #TRIES} per graph).
 */
public final class ByHandGraphs {
    /** The iterations each search runs, as the hidden tests mark them. */
    public static final int ITERATIONS = 5;
    /** The iteration of the A* search that reopens a closed node. */
    public static final int REOPENED_AT = 3;
    static final int TRIES = 200_000;

    private static final String[] DIJKSTRA_NODES = {"S", "A", "B", "C", "D", "G"};
    private static final String[] ASTAR_NODES = {"S", "A", "B", "C", "G"};
    private static final int MAX_COST = 9;
    private static final double EPSILON = 1e-9;

    private final String dijkstraText;
    private final String astarText;
    private final GraphFile dijkstra;
    private final GraphFile astar;

    private ByHandGraphs(String dijkstraName, String dijkstraText, String astarName, String astarText) {
        this.dijkstraText = dijkstraText;
        this.astarText = astarText;
        this.dijkstra = parse(dijkstraName, dijkstraText);
        this.astar = parse(astarName, astarText);
    }

    /** The example graphs, the same for everyone: the variant when the student is not known. */
    public static ByHandGraphs example() {
        return new ByHandGraphs(A0Visible.DIJKSTRA_GRAPH, resource(A0Visible.DIJKSTRA_GRAPH),
                A0Visible.ASTAR_GRAPH, resource(A0Visible.ASTAR_GRAPH));
    }

    /**
     * The student's graphs. {@code courseKey} is written into the released notebook; without one
     * (the solution edition) every id gets the example graphs. With a key, the id must be given.
     */
    public static ByHandGraphs forStudent(String courseKey, String studentId) {
        if (courseKey == null || courseKey.isBlank()) {
            return example();
        }
        if (studentId == null || studentId.isBlank()) {
            throw new IllegalArgumentException("type your student id, as on the course's roster, between the quotes of "
                    + "String studentId = \"\": your graphs are drawn from it");
        }
        return drawn(seed(courseKey, studentId));
    }

    /**
     * The seed of a student's graphs: the first 8 bytes of HMAC-SHA-256, keyed with the course key's
     * text, over {@code "A0:" + id} (the id trimmed, in lower case), as a signed long, big-endian.
     * The grader computes the same ({@code scripts/pathlab_tools/grader/variants.py}).
     */
    public static long seed(String courseKey, String studentId) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(courseKey.strip().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] digest = mac.doFinal(("A0:" + studentId.strip().toLowerCase(Locale.ROOT)).getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(digest, 0, Long.BYTES).getLong();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this Java has no HmacSHA256: " + e.getMessage(), e);
        }
    }

    /** The variant of a seed: the first draw of each graph that passes its checks. */
    public static ByHandGraphs drawn(long seed) {
        Random random = new Random(seed);
        String dijkstra = drawDijkstra(random, seed);
        return new ByHandGraphs("the Dijkstra graph of seed " + seed, dijkstra, "the A* graph of seed " + seed,
                drawAStar(random, seed));
    }

    private static String resource(String name) {
        try (InputStream in = ByHandGraphs.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no graph file " + name + " on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code ByHandGraphs KEY ID DIR}: writes the student's two graphs into DIR as
     * {@code by-hand-dijkstra.graph} and {@code by-hand-astar.graph}, for the teacher (KEY is the
     * released notebook's, {@code scripts/pathlab_tools/grader/variants.py}'s notebook_key); {@code pathlab trace --graph} lists them.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: ByHandGraphs COURSE_KEY STUDENT_ID DIR");
            System.exit(2);
        }
        ByHandGraphs graphs = forStudent(args[0], args[1]);
        Path dir = Files.createDirectories(Path.of(args[2]));
        Files.writeString(dir.resolve("by-hand-dijkstra.graph"), graphs.dijkstraText);
        Files.writeString(dir.resolve("by-hand-astar.graph"), graphs.astarText);
    }

    /** Dijkstra's graph, searched from S to G. */
    public GraphFile dijkstra() {
        return dijkstra;
    }

    /** A*'s graph, searched from S to G with the heuristic table {@value A0Visible#HEURISTIC}. */
    public GraphFile astar() {
        return astar;
    }

    /** The search of one of the graphs from S to G as the lecture runs it, every step kept. */
    public static Trace search(GraphFile file, Notation notation) {
        DirectedGraph g = file.graph();
        return search(g, notation == Notation.ASTAR ? TableHeuristic.of(file, A0Visible.HEURISTIC) : Heuristic.ZERO, notation,
                SearchOptions.lecture());
    }

    private static Trace search(DirectedGraph g, Heuristic h, Notation notation, SearchOptions options) {
        return Trace.record(g, g.node("S"), g.node("G"), h, options, notation);
    }

    /** Both graphs in the graph-file format. */
    @Override
    public String toString() {
        return dijkstraText + "\n" + astarText;
    }

    /** A Dijkstra graph that passes the checks of the class comment, as graph-file text. */
    private static String drawDijkstra(Random random, long seed) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            DirectedGraph g = draw(random, DIJKSTRA_NODES);
            if (dijkstraTeaches(g)) {
                return "# Assignment A0, \"Search by hand\": Dijkstra from S to G, the variant of seed " + seed + "\n"
                        + text(g);
            }
        }
        throw new IllegalStateException("no Dijkstra graph for seed " + seed + " in " + TRIES + " draws");
    }

    /** An A* graph and heuristic table that pass the checks of the class comment, as graph-file text. */
    private static String drawAStar(Random random, long seed) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            DirectedGraph g = draw(random, ASTAR_NODES);
            double[] toGoal = new AStar(g.reversed()).costsFrom(g.node("G"));
            double[] h = new double[g.nodeCount()];
            for (int n = 0; n < h.length && toGoal[n] < Double.POSITIVE_INFINITY; n++) {
                h[n] = random.nextInt((int) Math.min(toGoal[n], MAX_COST) + 1);
            }
            if (astarTeaches(g, h, toGoal)) {
                StringBuilder text = new StringBuilder("# Assignment A0, \"Search by hand\": A* from S to G with the heuristic \"")
                        .append(A0Visible.HEURISTIC).append("\", the variant of seed ").append(seed).append('\n').append(text(g))
                        .append("heuristic ").append(A0Visible.HEURISTIC).append('\n');
                for (int n = 0; n < h.length; n++) {
                    text.append(g.nodeName(n)).append(' ').append(Costs.format(h[n])).append('\n');
                }
                return text.toString();
            }
        }
        throw new IllegalStateException("no A* graph for seed " + seed + " in " + TRIES + " draws");
    }

    /** A draw: each connection between two nodes (none into S, none out of G) with probability 2/5, cost 1 to 9. */
    private static DirectedGraph draw(Random random, String[] nodes) {
        DirectedGraph.Builder b = new DirectedGraph.Builder();
        for (String node : nodes) {
            b.addNode(node);
        }
        for (int from = 0; from < nodes.length - 1; from++) {
            for (int to = 1; to < nodes.length; to++) {
                if (from != to && random.nextInt(5) < 2) {
                    b.addConnection(from, to, 1 + random.nextInt(MAX_COST));
                }
            }
        }
        return b.build();
    }

    /** The graph's nodes and connections in the graph-file format. */
    private static String text(DirectedGraph g) {
        StringBuilder text = new StringBuilder("nodes");
        for (int n = 0; n < g.nodeCount(); n++) {
            text.append(' ').append(g.nodeName(n));
        }
        text.append('\n');
        for (int c = 0; c < g.connectionCount(); c++) {
            Connection k = g.connection(c);
            text.append(g.nodeName(k.from())).append(' ').append(g.nodeName(k.to())).append(' ')
                    .append(Costs.format(k.cost())).append('\n');
        }
        return text.toString();
    }

    private static GraphFile parse(String name, String text) {
        try {
            return GraphFile.parse(name, new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The Dijkstra checks of the class comment. */
    private static boolean dijkstraTeaches(DirectedGraph g) {
        SearchResult quick = new AStar(g).search(g.node("S"), g.node("G"), Heuristic.ZERO);
        if (!quick.found() || quick.iterations() != ITERATIONS) {
            return false;
        }
        Trace t = search(g, Heuristic.ZERO, Notation.DIJKSTRA, SearchOptions.lecture());
        int goal = t.result().goal();
        NodeRecord first = null;
        for (SearchStep s : t.steps()) {
            first = first != null ? first : record(s.open(), goal);
        }
        if (first == null || first.costSoFar() <= t.result().cost() + EPSILON) {
            return false;
        }
        Trace byName = search(g, Heuristic.ZERO, Notation.DIJKSTRA, SearchOptions.lecture().withTies(TieBreak.NAME));
        for (int k = 1; k <= ITERATIONS && k <= byName.iterations(); k++) {
            if (t.step(k).current() != byName.step(k).current()) {
                return true;
            }
        }
        return false;
    }

    /** The A* checks of the class comment, for estimates {@code h} and true costs to G {@code toGoal}. */
    private static boolean astarTeaches(DirectedGraph g, double[] h, double[] toGoal) {
        for (int n = 0; n < h.length; n++) {
            if (!(h[n] <= toGoal[n]) || toGoal[n] == Double.POSITIVE_INFINITY) {   // admissible; G in reach of every node
                return false;
            }
        }
        Heuristic estimate = new TableHeuristic(A0Visible.HEURISTIC, h);
        SearchResult quick = new AStar(g).search(g.node("S"), g.node("G"), estimate);
        if (quick.iterations() != ITERATIONS || quick.reopened() == 0) {
            return false;
        }
        SearchOptions closedStayClosed = SearchOptions.lecture().withReopen(false);
        if (new AStar(g, closedStayClosed).search(g.node("S"), g.node("G"), estimate).cost() <= quick.cost() + EPSILON) {
            return false;
        }
        Trace t = search(g, estimate, Notation.ASTAR, SearchOptions.lecture());
        boolean reopened = t.step(REOPENED_AT - 1).closed().stream()
                .anyMatch(r -> record(t.step(REOPENED_AT).open(), r.node()) != null);
        return reopened && closedNotCheaper(g, t);
    }

    /** Whether some iteration's current node has a connection to a node closed before it that is not cheaper. */
    private static boolean closedNotCheaper(DirectedGraph g, Trace t) {
        for (int k = 1; k <= t.iterations(); k++) {
            SearchStep before = t.step(k - 1), now = t.step(k);
            NodeRecord current = record(now.closed(), now.current());
            for (int c = g.firstConnection(now.current()); c != Graph.NONE; c = g.nextConnection(now.current(), c)) {
                NodeRecord reached = record(before.closed(), g.connectionTo(c));
                if (reached != null && reached.node() != now.current()
                        && current.costSoFar() + g.connectionCost(c) >= reached.costSoFar() - EPSILON) {
                    return true;
                }
            }
        }
        return false;
    }

    private static NodeRecord record(List<NodeRecord> list, int node) {
        for (NodeRecord r : list) {
            if (r.node() == node) {
                return r;
            }
        }
        return null;
    }
}
