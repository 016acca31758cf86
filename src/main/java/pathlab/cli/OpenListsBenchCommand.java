package pathlab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import pathlab.bench.BenchCase;
import pathlab.bench.GridCases;
import pathlab.bench.OpenListBench;
import pathlab.bench.OpenListReport;
import pathlab.search.SearchOptions;
import pathlab.search.TieBreak;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tech.tablesaw.api.Table;

/**
 * {@code pathlab bench open-lists}: A* with the octile heuristic and every open list on the same
 * queries, on generated maps of growing size and on Dragon Age maps when ../shared/maps is there.
 * Writes {@code open-lists.csv}, {@code open-lists.png} (ratio to the indexed heap against map
 * size) and {@code open-lists.txt} (method, table and closing note) to the output folder.
 */
@Command(name = "open-lists", description = {
        "Time A* (octile heuristic) with every open list on the same queries, on maps of",
        "growing size, and test the binary heap article's \"2-3 times faster\".",
        "  pathlab bench open-lists [--sizes 64,128,256,512,1024] [--dao den520d,...]"})
final class OpenListsBenchCommand implements Callable<Integer> {

    @Option(names = "--sizes", split = ",", paramLabel = "N,...",
            description = "sides of the generated square maps (default: 64,128,256,512,1024)")
    int[] sizes = {64, 128, 256, 512, 1024};

    @Option(names = "--queries", paramLabel = "N",
            description = "queries on a 64x64 map; a map twice as wide gets half as many, at least 4 (default: 200)")
    int queries = 200;

    @Option(names = "--maps", paramLabel = "DIR", description = "the Moving AI maps (default: ../shared/maps)")
    Path maps = Path.of("../shared/maps");

    @Option(names = "--dao", split = ",", paramLabel = "MAP,...",
            description = "Dragon Age maps to add when present, or none (default: den520d,ost003d,brc202d)")
    List<String> dao = List.of("den520d", "ost003d", "brc202d");

    @Option(names = "--dao-queries", paramLabel = "N", description = "scenarios sampled per Dragon Age map (default: 24)")
    int daoQueries = 24;

    @Option(names = "--ties", paramLabel = "fifo|lifo|low-g|high-g|name", description = "tie-breaking (default: fifo)")
    String ties = "fifo";

    @Option(names = "--warmup", paramLabel = "N", description = "untimed warm-up rounds per map (default: 1)")
    int warmup = 1;

    @Option(names = "--repeats", paramLabel = "N", description = "timed rounds per map; the fastest is kept (default: 5)")
    int repeats = 5;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the generated maps and queries (default: 1)")
    long seed = 1;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: target/bench)")
    Path out = Path.of("target/bench");

    @Override
    public Integer call() throws IOException {
        long t0 = System.nanoTime();
        List<BenchCase> cases = new ArrayList<>();
        for (int size : sizes) {
            cases.add(GridCases.generated(size, Math.max(4, (int) ((long) queries * 64 / size)), seed));
        }
        cases.addAll(GridCases.dragonAge(maps, dao, daoQueries));
        OpenListBench bench = new OpenListBench(SearchOptions.grid().withTies(TieBreak.byLabel(ties)), warmup, repeats);
        System.out.println("Open lists: A* with octile, 8-connected, on generated maps (" + Math.round(GridCases.OBSTACLES * 100)
                + "% random obstacles, seed " + seed + ") and Dragon Age maps.");
        System.out.println(bench.method());
        Table table = bench.run(cases, System.out::println);
        Files.createDirectories(out);
        table.write().csv(out.resolve("open-lists.csv").toFile());
        OpenListReport.writeChart(table, out.resolve("open-lists.png"));
        String report = bench.method() + "\n\n" + table.printAll() + "\n\n" + OpenListReport.note(table)
                + String.format("%nBenchmark run time: %.0f s.%n", (System.nanoTime() - t0) / 1e9);
        Files.writeString(out.resolve("open-lists.txt"), report);
        System.out.println();
        System.out.print(report.substring(report.indexOf("\n\n") + 2));
        System.out.println("Wrote " + out.resolve("open-lists.csv") + ", open-lists.png and open-lists.txt.");
        return 0;
    }
}
