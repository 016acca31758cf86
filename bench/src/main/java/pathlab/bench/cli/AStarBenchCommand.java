package pathlab.bench.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import pathlab.bench.AStarBench;
import pathlab.bench.PeerAStar;
import pathlab.bench.ReferenceBuild;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pathlab bench astar}: our octile A* against its grid-only rewrite
 * ({@link pathlab.bench.GridOnlyAStar}), JGraphT's and gdx-ai's on the benchmark's maps
 * ({@link AStarBench#MAPS}), reporting queries and expansions per second and how many times
 * faster ours is; with {@code --against DIR}, against another build of Pathlab instead
 * ({@link ReferenceBuild}), to see what a change costs or gains.
 */
@Command(name = "astar", description = {
        "Time octile A* against its grid-only rewrite, JGraphT and gdx-ai on den520d, brc202d, maze512-1-0, random512-25-0.",
        "  pathlab bench astar [--maps DIR] [--queries N] [--warmups N] [--repeats N] [--against DIR]"})
final class AStarBenchCommand implements Callable<Integer> {

    @Option(names = "--maps", paramLabel = "DIR", description = "the Moving AI maps folder (default: ../shared/maps)")
    Path maps = Path.of("../shared/maps");

    @Option(names = "--queries", paramLabel = "N", description = "queries per map, taken evenly from its scenarios (default: 100)")
    int queries = 100;

    @Option(names = "--warmups", paramLabel = "N", description = "untimed rounds first (default: 2)")
    int warmups = 2;

    @Option(names = "--repeats", paramLabel = "N", description = "timed rounds; each query's fastest counts (default: 5)")
    int repeats = 5;

    @Option(names = "--against", paramLabel = "DIR", description = "instead of the peers, time another build of "
            + "Pathlab in the same run (a checkout built with mvn package, e.g. an older commit's): 'ours faster' is "
            + "then its time over ours")
    Path against;

    private static final String ROW = "%-16s %-16s %8s %14s %12s %14s %12s %9s %10s%n";

    @Override
    public Integer call() {
        List<PeerAStar> peers = against == null ? AStarBench.peers() : List.of(new ReferenceBuild(against));
        AStarBench bench = new AStarBench(queries, warmups, repeats);
        System.out.println(bench.method());
        List<AStarBench.Row> rows = bench.run(maps, peers, line -> System.err.println("  " + line));
        System.out.printf(ROW, "map", "library", "queries", "cpu ms", "queries/s", "expansions/s", "ours faster",
                "failures", "mismatches");
        for (AStarBench.Row r : rows) {
            System.out.printf(ROW, r.map(), r.library(), r.queries(), String.format("%.1f", r.millis()),
                    String.format("%.1f", r.queriesPerSecond()),
                    Double.isNaN(r.expansionsPerSecond()) ? "" : String.format("%.0f", r.expansionsPerSecond()),
                    String.format("%.2fx", r.oursFaster()), r.failures(), r.mismatches());
        }
        return 0;
    }
}
