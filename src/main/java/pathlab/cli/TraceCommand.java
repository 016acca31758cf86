package pathlab.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.heuristic.ClusterHeuristic;
import pathlab.heuristic.Heuristic;
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
 * the lecture's worked examples or a search on a graph file.
 */
@Command(name = "trace", description = {
        "Print a search iteration by iteration, as the lecture lists its examples.",
        "  pathlab trace lecture-1|lecture-2|lecture-3 [options]",
        "  pathlab trace --graph FILE --from A --to F [--heuristic TABLE|zero|cluster[:TABLE]] [options]"})
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

    @Mixin
    SearchFlags flags;

    @Override
    public Integer call() {
        SearchOptions options = flags.options(SearchOptions.lecture());
        Trace trace;
        if (example != null) {
            if (graphFile != null) {
                throw new IllegalArgumentException("give either a lecture example or --graph, not both");
            }
            trace = LectureExample.byLabel(example).trace(options);
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
        }
        System.out.print(trace.listing());
        return 0;
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
