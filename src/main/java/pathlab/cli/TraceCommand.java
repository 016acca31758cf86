package pathlab.cli;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.heuristic.ClusterHeuristic;
import pathlab.graph.Positions;
import pathlab.heuristic.Heuristic;
import pathlab.picture.Animation;
import pathlab.picture.FillPicture;
import pathlab.picture.GraphPicture;
import pathlab.search.SearchOptions;
import pathlab.trace.LectureExample;
import pathlab.trace.Notation;
import pathlab.trace.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pathlab trace}: prints a search step by step in the lecture's notation, either one of
 * the lecture's worked examples or a search on a graph file. With {@code --pictures DIR} it also
 * draws each iteration ({@link GraphPicture#iteration}) as {@code DIR/iteration-00.png} and on,
 * with {@code --animate FILE.gif} all of them as one animation; the graph file's {@code position}
 * lines place the nodes.
 */
@Command(name = "trace", description = {
        "Print a search iteration by iteration, as the lecture lists its examples.",
        "  pathlab trace lecture-1|lecture-2|lecture-3 [options]",
        "  pathlab trace --graph FILE --from A --to F [--heuristic TABLE|zero|cluster[:TABLE]] [options]",
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
            Heuristic h = dijkstra ? Heuristic.ZERO : heuristic(file);
            trace = Trace.record(g, g.node(from), g.node(to), h, options,
                    dijkstra ? Notation.DIJKSTRA : Notation.ASTAR);
            positions = file.positions();
        }
        System.out.print(trace.listing());
        if (pictures != null || animate != null) {
            draw(GraphPicture.iterations(trace, positions));
        }
        return 0;
    }

    /** Writes the pictures and says where, on standard error (standard output is the listing). */
    private void draw(List<BufferedImage> steps) {
        if (pictures != null) {
            int digits = Math.max(2, Integer.toString(steps.size() - 1).length());
            for (int i = 0; i < steps.size(); i++) {
                String name = String.format("iteration-%0" + digits + "d.png", i);
                OutputFile.write(pictures.resolve(name), FillPicture.png(steps.get(i)));
            }
            System.err.println("wrote " + steps.size() + " pictures (the initial state and each iteration) to "
                    + pictures.resolve(String.format("iteration-%0" + digits + "d.png", 0)) + " ...");
        }
        if (animate != null) {
            Animation a = Animation.of(steps, ITERATION_MILLIS, LAST_MILLIS);
            OutputFile.write(animate, a.bytes());
            System.err.println("wrote " + animate + ": " + a.frameCount() + " frames, " + a.size() + " bytes");
        }
    }

    /** A table of the file, or {@code cluster[:TABLE]}: the cluster heuristic on its clusters. */
    private Heuristic heuristic(GraphFile file) {
        if (heuristic.equals("cluster") || heuristic.startsWith("cluster:")) {
            Heuristic base = heuristic.equals("cluster") ? Heuristic.ZERO : file.heuristic(heuristic.substring(8));
            return ClusterHeuristic.build(file.graph(), file.clusters(), base);
        }
        return file.heuristic(heuristic);
    }
}
