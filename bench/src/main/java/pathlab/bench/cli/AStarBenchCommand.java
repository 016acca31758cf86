package pathlab.bench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import pathlab.bench.AStarBench;
import pathlab.bench.AStarLaunches;
import pathlab.bench.PathlabAStar;
import pathlab.bench.PeerAStar;
import pathlab.bench.ReferenceBuild;
import pathlab.openlist.OpenListKind;
import pathlab.search.SearchOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pathlab bench astar}: our octile A* against its grid-only rewrite
 * ({@link pathlab.bench.GridOnlyAStar}) and gdx-ai's (and JGraphT's, on request) on the
 * benchmark's maps ({@link AStarBench#MAPS}), each library alone in fresh JVMs, several launches
 * ({@link AStarLaunches}), reporting the medians and ranges of expansions per second and of how
 * many times faster ours is. With {@code --open-list}, ours uses that open list and the default
 * one runs beside it as a peer. With {@code --against DIR}, against another build of Pathlab
 * instead, both in one JVM in alternating rounds ({@link ReferenceBuild}), to see what a change
 * costs or gains.
 */
@Command(name = "astar", description = {
        "Time octile A* against its grid-only rewrite and gdx-ai (JGraphT with --peers) on den520d, brc202d, maze512-1-0, random512-25-0.",
        "  pathlab bench astar [--maps DIR] [--launches N] [--open-list LIST] [--peers A,B] [--queries N] [--warmups N] [--repeats N] [--against DIR]"})
final class AStarBenchCommand implements Callable<Integer> {

    @Option(names = "--maps", paramLabel = "DIR", description = "the Moving AI maps folder (default: ../shared/maps)")
    Path maps = Path.of("../shared/maps");

    @Option(names = "--queries", paramLabel = "N", description = "queries per map, taken evenly from its scenarios (default: 100)")
    int queries = 100;

    @Option(names = "--warmups", paramLabel = "N", description = "untimed rounds first (default: 2)")
    int warmups = 2;

    @Option(names = "--repeats", paramLabel = "N", description = "timed rounds; each query's fastest counts (default: 5)")
    int repeats = 5;

    @Option(names = "--launches", paramLabel = "N", description = "fresh JVMs per library, the order turning from "
            + "launch to launch; the report gives medians and ranges over them (default: 5)")
    int launches = 5;

    @Option(names = "--open-list", paramLabel = "LIST", description = "our A*'s open list (default: indexed-heap); "
            + "another one is timed against the default, which runs as a peer")
    String openList = SearchOptions.grid().openList().label();

    @Option(names = "--peers", paramLabel = "A,B", split = ",", description = "the other libraries: grid-only, "
            + "gdx-ai, jgrapht (√2 itself), jgrapht-rounded (default: grid-only,gdx-ai; JGraphT takes minutes)")
    List<String> peers = List.of("grid-only", "gdx-ai");

    @Option(names = "--against", paramLabel = "DIR", description = "instead of the peers, time another build of "
            + "Pathlab in the same JVM, in alternating rounds (a checkout built with mvn package, e.g. an older "
            + "commit's): 'ours faster' is then its time over ours")
    Path against;

    @Option(names = "--library", hidden = true, description = "time this library alone, in this JVM (a launch's child)")
    String library;

    @Option(names = "--rows", hidden = true, description = "print the rows as tab-separated lines, for the parent")
    boolean rows;

    private static final String ROW = "%-16s %-22s %8s %10s %22s %22s %9s %10s%n";

    @Override
    public Integer call() {
        AStarBench bench = new AStarBench(queries, warmups, repeats);
        List<PeerAStar> libraries = libraries();
        if (library != null || against != null) {
            List<AStarBench.Row> measured = bench.run(maps, libraries, library, line -> System.err.println("  " + line));
            if (rows) {
                measured.forEach(r -> System.out.println(AStarLaunches.format(r)));
            } else {
                System.out.println(bench.method() + " One JVM.");
                printOneRun(measured);
            }
            return 0;
        }
        System.out.println(bench.method() + " Each library alone in a fresh JVM, " + launches
                + " launches, the order turning; medians over the launches, [smallest, largest] beside them.");
        List<String> childArguments = List.of("--maps", maps.toString(), "--queries", Integer.toString(queries),
                "--warmups", Integer.toString(warmups), "--repeats", Integer.toString(repeats),
                "--open-list", openList, "--peers", String.join(",", peers));
        List<AStarLaunches.Summary> summaries = new AStarLaunches(launches,
                libraries.stream().map(PeerAStar::name).toList(), childArguments)
                .run(line -> System.err.println("  " + line));
        System.out.printf(ROW, "map", "library", "queries", "cpu ms", "expansions/s", "ours faster", "failures",
                "mismatches");
        for (AStarLaunches.Summary s : summaries) {
            System.out.printf(ROW, s.map(), s.library(), s.queries(), String.format("%.1f", AStarLaunches.Summary.median(s.millis())),
                    Double.isNaN(s.expansionsPerSecond()[0]) ? "" : range(s.expansionsPerSecond(), 1e-6, "%.2f M"),
                    range(s.oursFaster(), 1, "%.2fx"), s.failures(), s.mismatches());
        }
        return 0;
    }

    /** Ours (with the chosen open list) first, then the default open list if another was chosen, then the peers. */
    private List<PeerAStar> libraries() {
        OpenListKind kind = OpenListKind.byLabel(openList);
        OpenListKind standard = SearchOptions.grid().openList();
        List<PeerAStar> list = new ArrayList<>(List.of(new PathlabAStar(kind)));
        if (against != null) {
            list.add(new ReferenceBuild(against));
            return list;
        }
        if (kind != standard) {
            list.add(new PathlabAStar(standard));
        }
        peers.forEach(name -> list.add(AStarBench.peer(name)));
        return list;
    }

    /** The median and the range, scaled: {@code 1.99x [1.80x, 2.10x]}. */
    private static String range(double[] xs, double scale, String format) {
        return String.format(format, AStarLaunches.Summary.median(xs) * scale) + " ["
                + String.format(format, AStarLaunches.Summary.min(xs) * scale) + ", "
                + String.format(format, AStarLaunches.Summary.max(xs) * scale) + "]";
    }

    private static void printOneRun(List<AStarBench.Row> measured) {
        System.out.printf(ROW, "map", "library", "queries", "cpu ms", "expansions/s", "ours faster", "failures",
                "mismatches");
        for (AStarBench.Row r : measured) {
            System.out.printf(ROW, r.map(), r.library(), r.queries(), String.format("%.1f", r.millis()),
                    Double.isNaN(r.expansionsPerSecond()) ? "" : String.format("%.2f M", r.expansionsPerSecond() / 1e6),
                    String.format("%.2fx", r.oursFaster()), r.failures(), r.mismatches());
        }
    }
}
