package pathlab.bench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import pathlab.bench.BenchCase;
import pathlab.bench.GridCases;
import pathlab.bench.WeightedBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tech.tablesaw.api.Table;

/**
 * {@code pathlab bench weighted}: weighted A* (w times octile, w times landmarks) on Dragon Age
 * maps, expansions against the path's excess over the optimum, each path checked against the
 * lecture's bound ({@link WeightedBench}, which decides the maps, heuristics and weights). Writes
 * {@code weighted.csv}, {@code weighted.txt} and {@code weighted.png} (the chart) to the output
 * folder.
 */
@Command(name = "weighted", description = {
        "Weighted A*: w x heuristic for w from 1 to 3, expansions against the path's excess over the",
        "optimum, every path checked against the lecture's bound (at most (w - 1) x optimum too long).",
        "  pathlab bench weighted [--dao den520d,brc202d] [--queries 100] [--heuristics octile,landmarks:16]"})
final class WeightedBenchCommand implements Callable<Integer> {

    @Option(names = "--maps", paramLabel = "DIR", description = "the Moving AI maps (default: ../shared/maps)")
    Path maps = Path.of("../shared/maps");

    @Option(names = "--dao", split = ",", paramLabel = "MAP,...", description = "Dragon Age maps (default: den520d,brc202d)")
    List<String> dao = WeightedBench.MAPS;

    @Option(names = "--queries", paramLabel = "N", description = "scenarios per map, spread over the file (default: 100)")
    int queries = 100;

    @Option(names = "--heuristics", split = ",", paramLabel = "H,...",
            description = "admissible heuristics to weigh (default: octile,landmarks:16)")
    List<String> heuristics = WeightedBench.HEURISTICS;

    @Option(names = "--weights", split = ",", paramLabel = "W,...", description = "weights, the first 1 (default: 1,1.1,1.25,1.5,2,2.5,3)")
    double[] weights = WeightedBench.WEIGHTS;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: target/bench)")
    Path out = Path.of("target/bench");

    @Override
    public Integer call() throws IOException {
        List<BenchCase> cases = GridCases.dragonAge(maps, dao, queries);
        if (cases.isEmpty()) {
            throw new IllegalArgumentException("no Dragon Age maps under " + maps + ": give --maps DIR");
        }
        Files.createDirectories(out);
        Table all = null;
        for (BenchCase bench : cases) {
            Table t = WeightedBench.run(bench, heuristics, weights);
            System.out.println(t.printAll());
            all = all == null ? t : all.append(t);
        }
        all.write().csv(out.resolve("weighted.csv").toFile());
        Files.writeString(out.resolve("weighted.txt"), "Weighted A* (" + queries + " scenarios per map; every path"
                + " within the lecture's bound)\n\n" + all.printAll() + "\n");
        WeightedBench.writeChart(all, out.resolve("weighted.png"));
        System.out.println("Wrote " + out.resolve("weighted.csv") + ", weighted.txt and weighted.png.");
        return 0;
    }
}
