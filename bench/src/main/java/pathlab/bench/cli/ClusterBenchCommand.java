package pathlab.bench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import pathlab.bench.BenchCase;
import pathlab.bench.ClusterBench;
import pathlab.io.OutputFiles;
import pathlab.picture.FillPicture;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tech.tablesaw.api.Table;

/**
 * {@code pathlab bench cluster}: the cluster heuristics against octile on the project's indoor map
 * and on Dragon Age maps (when ../shared/maps is there): the lecture's over rooms and sector sizes
 * (its size trade-off), pathmax, dead ends and gateways ({@link ClusterBench}, which decides the
 * maps, the sizes and the fill picture's query). With {@code --long N} the Dragon Age maps are
 * searched on their N longest scenarios. Writes {@code cluster.csv}, {@code cluster.txt} (tables
 * and closing note) and {@code cluster-fill.png} (octile and cluster:rooms fills side by side) to
 * the output folder.
 */
@Command(name = "cluster", description = {
        "Measure the cluster heuristics against octile: expansions, table size, precompute time,",
        "for the lecture's on rooms and square sectors, pathmax, dead ends and gateways.",
        "  pathlab bench cluster [--sizes 4,8,16,32] [--dao den312d,den520d] [--queries 200] [--long 12]"})
final class ClusterBenchCommand implements Callable<Integer> {

    @Option(names = "--sizes", split = ",", paramLabel = "N,...", description = "sector sizes (default: 4,8,16,32)")
    int[] sizes = ClusterBench.SIZES;

    @Option(names = "--queries", paramLabel = "N", description = "queries per map (default: 200)")
    int queries = 200;

    @Option(names = "--long", paramLabel = "N",
            description = "Dragon Age maps: their N longest scenarios instead of an even sample (default: 0, even)")
    int longest;

    @Option(names = "--maps", paramLabel = "DIR", description = "the Moving AI maps (default: ../shared/maps)")
    Path maps = Path.of("../shared/maps");

    @Option(names = "--dao", split = ",", paramLabel = "MAP,...",
            description = "Dragon Age maps to add when present, or none (default: den312d,den520d)")
    List<String> dao = ClusterBench.DRAGON_AGE;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the indoor map's queries (default: 1)")
    long seed = 1;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: target/bench)")
    Path out = Path.of("target/bench");

    @Override
    public Integer call() throws IOException {
        List<BenchCase> cases = ClusterBench.cases(maps, dao, queries, longest, seed);
        Files.createDirectories(out);
        StringBuilder report = new StringBuilder("Cluster heuristics against octile"
                + (longest > 0 ? " (Dragon Age maps: the " + longest + " longest scenarios)" : "")
                + "; A* stops when the goal is current, reopening closed nodes, ties to the larger cost-so-far.\n\n");
        Table all = null;
        for (BenchCase bench : cases) {
            Table t = ClusterBench.run(bench, sizes, true);
            report.append(t.printAll()).append("\n\n");
            System.out.println(t.printAll());
            all = all == null ? t : all.append(t);
        }
        report.append(ClusterBench.note(all));
        Table table = all;
        OutputFiles.write(out.resolve("cluster.csv"), temporary -> table.write().csv(temporary.toFile()));
        OutputFiles.writeText(out.resolve("cluster.txt"), StandardCharsets.UTF_8, w -> w.append(report));
        FillPicture.writePng(ClusterBench.fillPicture(), out.resolve("cluster-fill.png"));
        System.out.println(ClusterBench.note(all));
        System.out.println("Wrote " + out.resolve("cluster.csv") + ", cluster.txt and cluster-fill.png.");
        return 0;
    }
}
