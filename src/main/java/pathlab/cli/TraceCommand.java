package pathlab.cli;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.graph.Positions;
import pathlab.heuristic.names.Heuristics;
import pathlab.io.IoErrors;
import pathlab.io.OutputFiles;
import pathlab.io.Quote;
import pathlab.picture.Animation;
import pathlab.picture.FillPicture;
import pathlab.picture.GraphPicture;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchStep;
import pathlab.trace.LectureExample;
import pathlab.trace.Listing;
import pathlab.trace.Notation;
import pathlab.trace.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pathlab trace}: prints a search step by step in the lecture's notation, either one of
 * the lecture's worked examples or a search on a graph file.
 *
 * <p>A listing prints every list at every iteration, so a long search makes a very long listing
 * (a chain of 4,000 nodes: 8 million records, about 190 MB). The command prints steps as they
 * are rebuilt, and stops after {@link #RECORD_LIMIT} records with the final path and a warning
 * that says how to see the rest: {@code --iterations FIRST..LAST} pages, {@code --all} prints
 * everything.
 *
 * <p>With {@code --pictures DIR} it also draws each iteration ({@link GraphPicture#iteration}) as
 * {@code DIR/iteration-00.png} and on (DIR is made if missing), with {@code --animate FILE.gif}
 * all of them as one animation; the graph file's {@code position} lines place the nodes.
 */
@Command(name = "trace", description = {
        "Print a search iteration by iteration, as the lecture lists its examples.",
        "  pathlab trace lecture-1|lecture-2|lecture-3 [options]",
        "  pathlab trace --graph FILE --from A --to F [--heuristic TABLE|zero|cluster[:TABLE]] [options]",
        "Long listings stop after about 20 MB with a warning: page with --iterations FIRST..LAST, or give --all.",
        "  ... [--pictures DIR] [--animate FILE.gif]   a PNG per iteration, one GIF"})
final class TraceCommand implements Callable<Integer> {

    @Parameters(arity = "0..1", paramLabel = "EXAMPLE", description = "lecture-1, lecture-2 or lecture-3")
    String example;

    @Option(names = "--graph", paramLabel = "FILE", description = "a graph file (see maps/lecture.graph)")
    Path graphFile;

    @Option(names = "--from", paramLabel = "NODE", description = "start node")
    String from;

    @Option(names = "--to", paramLabel = "NODE", description = "goal node")
    String to;

    @Option(names = "--heuristic", paramLabel = "TABLE|zero|cluster[:TABLE]",
            description = {"a heuristic table of the graph file, or zero for Dijkstra (default: zero),",
                    "or the cluster heuristic on the file's clusters, with a table (or zero) within a cluster"})
    String heuristic = "zero";

    @Option(names = "--iterations", paramLabel = "FIRST..LAST",
            description = "print only these steps (0 is the initial state), e.g. --iterations 100..200")
    String iterations;

    @Option(names = "--all", description = "print every step however long the listing (default: stop after about 20 MB)")
    boolean all;

    @Option(names = "--pictures", paramLabel = "DIR",
            description = "draw each iteration into DIR/iteration-NN.png (nodes placed by the file's position lines)")
    Path pictures;

    @Option(names = "--animate", paramLabel = "FILE.gif", description = "draw the iterations as an animated GIF")
    Path animate;

    /** How long each iteration is shown in an animation, and the last one. */
    static final int ITERATION_MILLIS = 1500;
    static final int LAST_MILLIS = 4000;

    @Mixin
    SearchFlags flags;

    /** The most records (and unvisited names) a listing prints without --all: about 20 MB of text. */
    static final long RECORD_LIMIT = 1_000_000;

    @Override
    public Integer call() {
        SearchOptions options = flags.options(SearchOptions.lecture());
        Trace trace;
        Positions positions;
        if (example != null) {
            if (graphFile != null) {
                throw new IllegalArgumentException("give either a lecture example or --graph, not both");
            }
            trace = LectureExample.byLabel(example).trace(options);
            positions = GraphFile.lecture().positions();
        } else {
            if (graphFile == null || from == null || to == null) {
                throw new IllegalArgumentException("give a lecture example, or --graph FILE --from NODE --to NODE");
            }
            GraphFile file = GraphFile.read(graphFile);
            DirectedGraph g = file.graph();
            boolean dijkstra = heuristic.equals("zero");
            Heuristic h = dijkstra ? Heuristic.ZERO : Heuristics.byName(heuristic, file);
            trace = Trace.record(g, g.node(from), g.node(to), h, options,
                    dijkstra ? Notation.DIJKSTRA : Notation.ASTAR);
            positions = file.positions();
        }
        print(trace);
        if (pictures != null || animate != null) {
            draw(GraphPicture.iterations(trace, positions));
        }
        return 0;
    }

    /** Prints the steps asked for, within the record limit, then the final path. */
    private void print(Trace trace) {
        int[] range = range(trace.iterations());
        long left = all ? Long.MAX_VALUE : RECORD_LIMIT;
        for (int i = range[0]; i <= range[1]; i++) {
            SearchStep step = trace.step(i);
            long records = step.closed().size() + step.open().size()
                    + (trace.notation() == Notation.DIJKSTRA ? step.unvisited().size() : 0);
            if (records > left && i > range[0]) {
                System.out.println(Listing.finalPath(trace.result()));
                System.out.flush();
                System.err.println("pathlab: the listing is long (" + trace.iterations() + " iterations): printed steps "
                        + range[0] + ".." + (i - 1) + " and the final path; see more with --iterations " + i + ".."
                        + range[1] + ", or everything with --all");
                return;
            }
            left -= records;
            System.out.print(Listing.step(trace, step));
        }
        System.out.println(Listing.finalPath(trace.result()));
    }

    /** The steps --iterations asks for, within 0..last; all of them without it. */
    private int[] range(int last) {
        if (iterations == null) {
            return new int[] {0, last};
        }
        Matcher m = RANGE.matcher(iterations);
        if (!m.matches()) {
            throw new IllegalArgumentException("--iterations '" + Quote.text(iterations)
                    + "' is not FIRST..LAST or one step, e.g. 0..20");
        }
        long first = Long.parseLong(m.group(1));
        long to = m.group(2) == null ? first : Long.parseLong(m.group(2));
        if (first > to || to > last) {
            throw new IllegalArgumentException("--iterations " + iterations + ": the search has steps 0.." + last);
        }
        return new int[] {(int) first, (int) to};
    }

    private static final Pattern RANGE = Pattern.compile("([0-9]{1,9})(?:\\.\\.([0-9]{1,9}))?");

    /** Writes the pictures and says where, on standard error (standard output is the listing). */
    private void draw(List<BufferedImage> steps) {
        if (pictures != null) {
            try {
                Files.createDirectories(pictures);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create folder " + pictures + ": " + IoErrors.reason(e), e);
            }
            int digits = Math.max(2, Integer.toString(steps.size() - 1).length());
            for (int i = 0; i < steps.size(); i++) {
                String name = String.format("iteration-%0" + digits + "d.png", i);
                OutputFiles.write(pictures.resolve(name), FillPicture.png(steps.get(i)));
            }
            System.err.println("wrote " + steps.size() + " pictures (the initial state and each iteration) to "
                    + pictures.resolve(String.format("iteration-%0" + digits + "d.png", 0)) + " ...");
        }
        if (animate != null) {
            Path made = OutputFiles.makeFolderFor(animate);
            if (made != null) {
                System.err.println("made the folder " + made + ", which did not exist");
            }
            Animation a = Animation.of(steps, ITERATION_MILLIS, LAST_MILLIS);
            OutputFiles.write(animate, a.bytes());
            System.err.println("wrote " + animate + ": " + a.frameCount() + " frames, " + a.size() + " bytes");
        }
    }

}
