package pathlab.graph;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import pathlab.io.Quote;

/**
 * A small text format for hand-written graphs, such as the lecture's example graph in
 * {@code maps/lecture.graph}.
 *
 * <pre>
 *   # comments start with '#', blank lines are ignored
 *   nodes A B C D E F      # optional: declares nodes (and their order) before any connection
 *   A B 3                  # a connection: FROM TO COST, directed, cost non-negative
 *   A C 5
 *   cluster hall A B C     # optional: a cluster (lecture, "Cluster Heuristic") and its nodes
 *   position A 0 2         # optional: where a picture draws node A (x right, y down, any unit)
 *   heuristic under        # a heuristic table: estimated cost from each node to the goal
 *   A 10
 *   B 8
 * </pre>
 *
 * Nodes are numbered in the order they first appear. Every line after {@code heuristic NAME}
 * belongs to that table until the next {@code heuristic} or {@code cluster} line; a table must
 * give a value for every node. {@code cluster NAME NODE...} lines name already declared nodes;
 * if there are any, every node must be in exactly one cluster ({@link #clusters()}).
 * {@code position NODE X Y} lines place already declared nodes for pictures; if there are any,
 * every node must have one ({@link #positions()}). Every problem is reported as a
 * {@link FileFormatException} naming file and line.
 *
 * <p>Cost: one pass over the file, O(lines).
 */
public final class GraphFile {
    private final String source;
    private final DirectedGraph graph;
    private final Map<String, double[]> heuristics;
    private final Clusters clusters;
    private final Positions positions;

    private GraphFile(String source, DirectedGraph graph, Map<String, double[]> heuristics,
                      Clusters clusters, Positions positions) {
        this.source = source;
        this.graph = graph;
        this.heuristics = heuristics;
        this.clusters = clusters;
        this.positions = positions;
    }

    /**
     * Reads a graph file from disk (UTF-8; a byte-order mark at the start is ignored). A file that
     * cannot be read is an error with the operating system's reason.
     */
    public static GraphFile read(Path file) {
        try (InputLines lines = InputLines.open(file, "graph file", true)) {
            return parse(file.toString(), lines);
        } catch (IOException e) {
            throw InputLines.failure(file.toString(), "graph file", e);
        }
    }

    /** The lecture's example graph with its two heuristic tables, "underestimating" and "overestimating". */
    public static GraphFile lecture() {
        return Lecture.FILE;
    }

    /** Reads the lecture's graph once, on first use; graphs and tables are immutable. */
    private static final class Lecture {
        static final GraphFile FILE = resource("maps/lecture.graph");
    }

    /** Reads a graph file shipped on the class path, such as {@code maps/lecture.graph}. */
    public static GraphFile resource(String name) {
        InputStream in = GraphFile.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IllegalArgumentException("no graph file " + name + " on the class path");
        }
        try (InputLines lines = InputLines.of(name, in, true)) {
            return parse(name, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses graph-file text; {@code source} names the file in error messages. */
    public static GraphFile parse(String source, Reader text) throws IOException {
        return parse(source, InputLines.of(source, text));
    }

    /**
     * One pass over the lines: each goes to the part of the file it belongs to (connections and
     * nodes to the graph's builder, tables, clusters, positions), and every part is checked whole
     * at the end, when all nodes are known.
     */
    private static GraphFile parse(String source, InputLines in) throws IOException {
        Parts parts = new Parts();
        for (String line; (line = in.next()) != null; ) {
            String[] words = words(line);
            if (words[0].isEmpty()) {
                continue;
            }
            try {
                parts.add(words, in.number());
            } catch (IllegalArgumentException e) {
                throw e instanceof FileFormatException ? e : new FileFormatException(source, in.number(), e.getMessage());
            }
        }
        DirectedGraph graph = parts.builder.build();
        if (graph.nodeCount() == 0) {
            throw new FileFormatException(source, 0, "no nodes: expected connections such as 'A B 3'");
        }
        return new GraphFile(source, graph, parts.tables.tables(source, graph), parts.clusters.clusters(source, graph),
                parts.positions.positions(source, graph));
    }

    /** A line's words, its comment (from '#') left out; one empty word for a blank line. */
    private static String[] words(String line) {
        int hash = line.indexOf('#');
        return (hash >= 0 ? line.substring(0, hash) : line).trim().split("\\s+");
    }

    /** The parts of a file as its lines build them; a line belongs to the part its first word names. */
    private static final class Parts {
        final DirectedGraph.Builder builder = new DirectedGraph.Builder();
        final HeuristicLines tables = new HeuristicLines();
        final ClusterLines clusters = new ClusterLines();
        final PositionLines positions = new PositionLines();

        void add(String[] words, int lineNo) {
            switch (words[0]) {
                case "heuristic" -> tables.start(words, lineNo);
                case "cluster" -> {
                    tables.end();
                    clusters.add(words, builder, lineNo);
                }
                case "position" -> {
                    tables.end();
                    positions.add(words, builder, lineNo);
                }
                default -> {
                    if (tables.inTable()) {
                        tables.add(words, builder);
                    } else if (words[0].equals("nodes")) {
                        for (String name : Arrays.asList(words).subList(1, words.length)) {
                            builder.addNode(name);
                        }
                    } else if (words.length == 3) {
                        builder.connect(words[0], words[1], number(words[2], "cost"));
                    } else {
                        throw problem("expected a connection 'FROM TO COST', 'nodes ...' or 'heuristic NAME'");
                    }
                }
            }
        }
    }

    /** The {@code heuristic NAME} tables and their {@code NODE VALUE} lines, collected as they come. */
    private static final class HeuristicLines {
        final Map<String, Map<Integer, Double>> values = new LinkedHashMap<>();
        final Map<String, Integer> firstLines = new LinkedHashMap<>();
        Map<Integer, Double> current;

        void start(String[] words, int lineNo) {
            if (words.length != 2) {
                throw problem("expected 'heuristic NAME'");
            }
            if (values.containsKey(words[1])) {
                throw problem("heuristic table '" + Quote.text(words[1]) + "' is defined twice");
            }
            current = new LinkedHashMap<>();
            values.put(words[1], current);
            firstLines.put(words[1], lineNo);
        }

        /** Whether the lines now belong to a table (until a {@code cluster} or {@code position} line). */
        boolean inTable() {
            return current != null;
        }

        void end() {
            current = null;
        }

        void add(String[] words, DirectedGraph.Builder builder) {
            if (words.length != 2) {
                throw problem("expected 'NODE VALUE' in a heuristic table, found " + words.length + " words");
            }
            int node = builder.nodeId(words[0]);
            if (node < 0) {
                throw problem("unknown node '" + Quote.text(words[0]) + "' in heuristic table");
            }
            double value = number(words[1], "heuristic value");
            if (value < 0 || Double.isNaN(value)) {
                throw problem("heuristic value " + words[1] + " for " + words[0]
                        + " is negative or not a number: the lecture says it cannot be negative");
            }
            if (Double.isInfinite(value)) {
                throw problem("heuristic value " + words[1] + " for " + words[0]
                        + " is infinite: an estimate must be a finite number");
            }
            if (current.put(node, value) != null) {
                throw problem("node " + words[0] + " has two values in this heuristic table");
            }
        }

        /** The tables as arrays by node id; every table must give every node a value. */
        Map<String, double[]> tables(String source, DirectedGraph graph) {
            Map<String, double[]> tables = new LinkedHashMap<>();
            for (var entry : values.entrySet()) {
                double[] table = new double[graph.nodeCount()];
                List<String> missing = new ArrayList<>();
                for (int node = 0; node < table.length; node++) {
                    Double v = entry.getValue().get(node);
                    if (v == null) {
                        missing.add(graph.nodeName(node));
                    } else {
                        table[node] = v;
                    }
                }
                if (!missing.isEmpty()) {
                    throw new FileFormatException(source, firstLines.get(entry.getKey()), "heuristic table '"
                            + entry.getKey() + "' has no value for " + String.join(" ", missing));
                }
                tables.put(entry.getKey(), table);
            }
            return tables;
        }
    }

    /** The {@code position NODE X Y} lines, collected as they come. */
    private static final class PositionLines {
        final Map<Integer, double[]> at = new LinkedHashMap<>();
        int firstLine;

        void add(String[] words, DirectedGraph.Builder builder, int lineNo) {
            if (words.length != 4) {
                throw problem("expected 'position NODE X Y'");
            }
            int node = builder.nodeId(words[1]);
            if (node < 0) {
                throw problem("unknown node '" + words[1] + "' in a position line: declare nodes before their positions");
            }
            double x = number(words[2], "x coordinate");
            double y = number(words[3], "y coordinate");
            if (!Double.isFinite(x) || !Double.isFinite(y)) {
                throw problem("position of " + words[1] + " must be two finite numbers");
            }
            if (at.put(node, new double[] {x, y}) != null) {
                throw problem("node " + words[1] + " has two positions");
            }
            firstLine = firstLine == 0 ? lineNo : firstLine;
        }

        /** The positions, or null when the file has none; every node must have one. */
        Positions positions(String source, DirectedGraph graph) {
            if (at.isEmpty()) {
                return null;
            }
            double[] x = new double[graph.nodeCount()];
            double[] y = new double[graph.nodeCount()];
            List<String> missing = new ArrayList<>();
            for (int node = 0; node < x.length; node++) {
                double[] xy = at.get(node);
                if (xy == null) {
                    missing.add(graph.nodeName(node));
                } else {
                    x[node] = xy[0];
                    y[node] = xy[1];
                }
            }
            if (!missing.isEmpty()) {
                throw new FileFormatException(source, firstLine, "no position for " + String.join(" ", missing)
                        + ": when a file has position lines, every node must have one");
            }
            return new Positions(x, y);
        }
    }

    /** The {@code cluster NAME NODE...} lines, collected as they come. */
    private static final class ClusterLines {
        final List<String> names = new ArrayList<>();
        final Map<Integer, Integer> clusterOf = new LinkedHashMap<>();
        int firstLine;

        void add(String[] words, DirectedGraph.Builder builder, int lineNo) {
            if (words.length < 3) {
                throw problem("expected 'cluster NAME NODE...' with at least one node");
            }
            if (names.contains(words[1])) {
                throw problem("cluster '" + Quote.text(words[1]) + "' is defined twice");
            }
            for (int i = 2; i < words.length; i++) {
                int node = builder.nodeId(words[i]);
                if (node < 0) {
                    throw problem("unknown node '" + Quote.text(words[i]) + "' in cluster " + Quote.text(words[1])
                            + ": declare nodes before their clusters");
                }
                Integer before = clusterOf.put(node, names.size());
                if (before != null) {
                    throw problem("node " + Quote.text(words[i]) + " is already in cluster " + names.get(before));
                }
            }
            names.add(words[1]);
            firstLine = firstLine == 0 ? lineNo : firstLine;
        }

        /** The clusters, or null when the file has none; every node must be in one. */
        Clusters clusters(String source, DirectedGraph graph) {
            if (names.isEmpty()) {
                return null;
            }
            int[] of = new int[graph.nodeCount()];
            List<String> missing = new ArrayList<>();
            for (int node = 0; node < of.length; node++) {
                Integer c = clusterOf.get(node);
                if (c == null) {
                    missing.add(graph.nodeName(node));
                }
                of[node] = c == null ? Clusters.NONE : c;
            }
            if (!missing.isEmpty()) {
                throw new FileFormatException(source, firstLine, "no cluster for " + String.join(" ", missing)
                        + ": when a file has clusters, every node must be in one");
            }
            return Clusters.of(of, names.toArray(String[]::new));
        }
    }

    /**
     * A decimal number such as {@code 3}, {@code 0.5} or {@code 1e3}; also {@code Infinity} and
     * {@code NaN}, so that the graph's own checks can say what is wrong with them. Java's other
     * spellings ({@code 0x1p3}, {@code 1d}, {@code 2f}) are not numbers in a graph file.
     */
    private static double number(String word, String what) {
        if (!DECIMAL.matcher(word).matches()) {
            throw problem(what + " '" + Quote.text(word) + "' is not a number");
        }
        return Double.parseDouble(word);
    }

    private static final Pattern DECIMAL =
            Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?|[+-]?Infinity|NaN");

    private static IllegalArgumentException problem(String message) {
        return new IllegalArgumentException(message);
    }

    /** Where the graph was read from. */
    public String source() {
        return source;
    }

    public DirectedGraph graph() {
        return graph;
    }

    /** Whether the file has {@code cluster} lines. */
    public boolean hasClusters() {
        return clusters != null;
    }

    /** The clusters of the file's {@code cluster} lines, in file order; an error if it has none. */
    public Clusters clusters() {
        if (clusters == null) {
            throw new IllegalArgumentException(source + " has no clusters: add lines 'cluster NAME NODE...'");
        }
        return clusters;
    }

    /** Whether the file has {@code position} lines. */
    public boolean hasPositions() {
        return positions != null;
    }

    /**
     * Where pictures draw the nodes: the file's {@code position} lines, or, in a file without
     * them, the nodes on a circle ({@link Positions#circle}).
     */
    public Positions positions() {
        return positions != null ? positions : Positions.circle(graph.nodeCount());
    }

    /** The names of the heuristic tables, in file order. */
    public Set<String> heuristicNames() {
        return heuristics.keySet();
    }

    /**
     * A heuristic table by name: one estimate per node id, a copy (a search uses it as
     * {@code pathlab.heuristic.TableHeuristic.of(file, name)}). An unknown name is an error
     * listing the ones there are.
     */
    public double[] heuristicTable(String name) {
        double[] values = heuristics.get(name);
        if (values == null) {
            throw new IllegalArgumentException(source + " has no heuristic table '" + name + "'"
                    + (heuristics.isEmpty() ? "" : ": it has " + String.join(", ", heuristics.keySet())));
        }
        return values.clone();
    }
}
