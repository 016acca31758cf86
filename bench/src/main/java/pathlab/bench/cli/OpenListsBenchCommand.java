package pathlab.bench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import pathlab.bench.BenchCase;
import pathlab.bench.GridCases;
import pathlab.bench.OpenListBench;
import pathlab.bench.OpenListReport;
import pathlab.io.OutputFiles;
import pathlab.search.SearchOptions;
import pathlab.search.TieBreak;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tech.tablesaw.api.Table;

/**
 * {@code pathlab bench open-lists}: A* with the octile heuristic and every open list on the same
 * queries, on generated maps of growing size and on Dragon Age maps when ../shared/maps is there,
 * once with each tie-breaking rule asked for: first-in-first-out (the lecture's) and
 * last-in-first-out (the article's sorted list) by default. Writes {@code open-lists-RULE.csv} and
 * {@code open-lists-RULE.png} (ratio to the indexed heap against map size) for each rule, and
 * {@code open-lists.txt} (method, tables and closing notes) to the output folder.
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
            description = "queries on a 64x64 map; a map twice as wide gets half as many, at least 4 (default: 128)")
    int queries = 128;

    @Option(names = "--maps", paramLabel = "DIR", description = "the Moving AI maps (default: ../shared/maps)")
    Path maps = Path.of("../shared/maps");

    @Option(names = "--dao", split = ",", paramLabel = "MAP,...",
            description = "Dragon Age maps to add when present, or none (default: den520d,ost003d,brc202d)")
    List<String> dao = List.of("den520d", "ost003d", "brc202d");

    @Option(names = "--dao-queries", paramLabel = "N", description = "scenarios sampled per Dragon Age map (default: 24)")
    int daoQueries = 24;

    @Option(names = "--ties", split = ",", paramLabel = "RULE,...",
            description = "tie-breaking rules to run, each a separate benchmark (default: fifo,lifo)")
    List<String> ties = List.of("fifo", "lifo");

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
        Files.createDirectories(out);
        StringBuilder report = new StringBuilder(String.format("Open lists: A* with octile, 8-connected, on generated maps"
                + " (%d%% random obstacles, seed %d) and Dragon Age maps, under each tie-breaking rule.%n%n",
                Math.round(GridCases.OBSTACLES * 100), seed));
        System.out.print(report);
        for (String label : ties) {
            TieBreak rule = TieBreak.byLabel(label);
            OpenListBench bench = new OpenListBench(SearchOptions.grid().withTies(rule), warmup, repeats);
            System.out.println("Ties " + rule.label() + ": " + bench.method());
            Table table = bench.run(cases, System.out::println);
            String name = "open-lists-" + rule.label();
            OutputFiles.write(out.resolve(name + ".csv"), temporary -> table.write().csv(temporary.toFile()));
            OpenListReport.writeChart(table, out.resolve(name + ".png"));
            String section = "== Ties " + rule.label() + ": " + why(rule) + " ==\n" + bench.method() + "\n\n"
                    + table.printAll() + "\n\n" + OpenListReport.note(table) + "\n";
            System.out.println();
            System.out.print(section);
            report.append(section);
        }
        report.append(String.format("Benchmark run time: %.0f s.%n", (System.nanoTime() - t0) / 1e9));
        OutputFiles.writeText(out.resolve("open-lists.txt"), StandardCharsets.UTF_8, w -> w.append(report));
        System.out.print(report.substring(report.lastIndexOf("Benchmark run time")));
        System.out.println("Wrote open-lists-RULE.csv and .png for each rule and open-lists.txt to " + out + ".");
        return 0;
    }

    /** Why a tie rule is in the benchmark. */
    private static String why(TieBreak rule) {
        return switch (rule) {
            case FIFO -> "the lecture's rule";
            case LIFO -> "the article's rule (its sorted list inserts a new node before equal ones)";
            default -> "tie rule " + rule.label();
        };
    }
}
