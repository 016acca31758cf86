package pathlab.bench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import pathlab.bench.GridCases;
import pathlab.bench.JumpPointBench;
import pathlab.io.OutputFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tech.tablesaw.api.Table;

/**
 * {@code pathlab bench jps}: jump point search beside octile A* on Moving AI maps, expansions and
 * time per query, every cost checked to be A*'s ({@link JumpPointBench}). A map missing from the
 * maps folder is named in one line and left out. Writes {@code jps.csv} and {@code jps.txt} to the
 * output folder.
 */
@Command(name = "jps", description = {
        "Jump point search beside A*: expansions and time per query on Moving AI maps, every cost",
        "checked to equal A*'s.",
        "  pathlab bench jps [--map dao/den520d,dao/brc202d,maze/maze512-1-0,random/random512-25-0]",
        "                    [--queries 200] [--rounds 7]"})
final class JumpPointBenchCommand implements Callable<Integer> {

    @Option(names = "--maps", paramLabel = "DIR", description = "the Moving AI maps (default: ../shared/maps)")
    Path maps = Path.of("../shared/maps");

    @Option(names = "--map", split = ",", paramLabel = "SET/MAP,...",
            description = "maps under the maps folder (default: dao/den520d,dao/brc202d,maze/maze512-1-0,random/random512-25-0)")
    List<String> names = JumpPointBench.MAPS;

    @Option(names = "--queries", paramLabel = "N", description = "scenarios per map, spread over the file (default: 200)")
    int queries = 200;

    @Option(names = "--rounds", paramLabel = "N", description = "timed rounds of all queries, after one to warm up (default: 7)")
    int rounds = 7;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: target/bench)")
    Path out = Path.of("target/bench");

    @Override
    public Integer call() throws IOException {
        if (queries < 1) {
            throw new IllegalArgumentException("--queries " + queries + " must be at least 1");
        }
        Table all = null;
        for (String name : names) {
            Path map = maps.resolve(name + ".map");
            if (!Files.isRegularFile(map)) {
                System.out.println("(no map " + map + ": left out)");
                continue;
            }
            Path file = Path.of(name);
            Table t = JumpPointBench.run(GridCases.movingAi(maps.resolve(name).getParent(),
                    file.getFileName().toString(), queries), rounds);
            System.out.println(t.printAll());
            all = all == null ? t : all.append(t);
        }
        if (all == null) {
            throw new IllegalArgumentException("none of the maps " + String.join(", ", names) + " under " + maps
                    + ": give --maps DIR");
        }
        Files.createDirectories(out);
        Table table = all;
        String text = "Jump point search and A* (" + queries + " scenarios per map, median of " + rounds
                + " rounds; times in microseconds per query)\n\n" + all.printAll() + "\n";
        OutputFiles.writeText(out.resolve("jps.csv"), StandardCharsets.UTF_8, w -> table.write().csv(w));
        OutputFiles.writeText(out.resolve("jps.txt"), StandardCharsets.UTF_8, w -> w.write(text));
        System.out.println("Wrote " + out.resolve("jps.csv") + " and jps.txt.");
        return 0;
    }
}
