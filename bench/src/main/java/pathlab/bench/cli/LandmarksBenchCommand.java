package pathlab.bench.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import pathlab.bench.LandmarkBench;
import pathlab.bench.LandmarkBench.Row;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pathlab bench landmarks}: octile vs landmarks (every placement, k = 1..16) vs the perfect
 * heuristic vs JGraphT's ALT on Dragon Age maps; see {@link LandmarkBench}, which decides what a
 * run measures. Writes target/bench/landmarks.csv and prints, per map, each heuristic's
 * expansions as ratios to octile's and to the perfect heuristic's.
 */
@Command(name = "landmarks", description = {
        "Landmark heuristics on Dragon Age maps: expansions and time per query.",
        "  pathlab bench landmarks [--maps DIR] [--map NAME]... [--queries N] [--check-all]"})
final class LandmarksBenchCommand implements Callable<Integer> {

    @Option(names = "--maps", paramLabel = "DIR", description = "the Moving AI maps folder, with the Dragon Age maps in dao/ (default: ../shared/maps)")
    Path maps = Path.of("../shared/maps");

    @Option(names = "--map", paramLabel = "NAME", description = "a map to measure (repeatable; default: den520d brc202d lak303d orz103d)")
    List<String> names = new ArrayList<>(LandmarkBench.MAPS);

    @Option(names = "--queries", paramLabel = "N", description = "long queries per map (default: 100)")
    int queries = 100;

    @Option(names = "--check-all", description = "also run " + LandmarkBench.CHECKED + " on every scenario of the maps and count optimal paths")
    boolean checkAll;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: target/bench)")
    Path out = Path.of("target/bench");

    @Override
    public Integer call() {
        Path dao = maps.resolve("dao");
        if (!Files.isDirectory(dao)) {
            throw new IllegalArgumentException("no Dragon Age maps in " + dao + ": give --maps DIR (pathlab maps download dao puts them in maps/downloads)");
        }
        LandmarkBench bench = new LandmarkBench(System.err);
        List<Row> rows = new ArrayList<>();
        for (String name : names) {
            Path file = dao.resolve(name + ".map");
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("no map " + file);
            }
            System.err.println("measuring " + name + " ...");
            List<Row> mapRows = bench.runMap(file, queries);
            rows.addAll(mapRows);
            printSummary(name, mapRows);
        }
        Path csv = out.resolve("landmarks.csv");
        LandmarkBench.writeCsv(rows, csv);
        System.out.println("wrote " + csv);
        if (names.contains(LandmarkBench.PRECOMPUTE_MAP)) {
            LandmarkBench.Precompute p = LandmarkBench.timePrecompute(dao);
            System.out.printf(Locale.ROOT, "precompute of %d tables on %s, median of %d builds on %d threads: "
                    + "%.0f ms elapsed, %.0f ms CPU per thread (load average %.1f)%n", p.k(), p.map(), p.builds(),
                    Runtime.getRuntime().availableProcessors(), p.elapsedMillis(), p.cpuMillisPerThread(),
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
        if (names.contains(LandmarkBench.STUDIES_MAP)) {
            Path studies = out.resolve("landmarks-" + LandmarkBench.STUDIES_MAP);
            bench.writeStudies(dao.resolve(LandmarkBench.STUDIES_MAP + ".map"), queries, studies);
            System.out.println("wrote the studies on " + LandmarkBench.STUDIES_MAP + " to " + studies);
        }
        if (checkAll) {
            for (String name : names) {
                int[] c = LandmarkBench.checkAll(dao.resolve(name + ".map"));
                System.out.printf("all scenarios of %s with %s: %d queries, %d optimal, %d no path%n",
                        name, LandmarkBench.CHECKED, c[0], c[1], c[2]);
            }
        }
        return 0;
    }

    private static void printSummary(String name, List<Row> rows) {
        double octile = find(rows, "octile", "-", 0).meanExpanded();
        double perfect = find(rows, "perfect", "-", 0).meanExpanded();
        System.out.printf(Locale.ROOT, "%s: %d long queries; mean expansions octile %.0f, perfect %.0f%n", name,
                rows.get(0).queries(), octile, perfect);
        System.out.printf(Locale.ROOT, "  %-22s %4s %10s %8s %8s %9s %8s%n", "heuristic", "k", "expanded", "oct/this",
                "this/perf", "cpu us/q", "optimal");
        for (Row r : rows) {
            System.out.printf(Locale.ROOT, "  %-22s %4d %10.0f %8.1f %8.2f %9.0f %5d/%d%n",
                    r.heuristic() + (r.placement().equals("-") ? "" : ":" + r.placement()), r.k(), r.meanExpanded(),
                    octile / r.meanExpanded(), r.meanExpanded() / perfect, r.microsPerQuery(), r.optimal(), r.queries());
        }
    }

    private static Row find(List<Row> rows, String heuristic, String placement, int k) {
        return rows.stream().filter(r -> r.heuristic().equals(heuristic) && r.placement().equals(placement) && r.k() == k)
                .findFirst().orElseThrow();
    }
}
