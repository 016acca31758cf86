package pathlab.bench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import pathlab.bench.AStarBench;
import pathlab.bench.AStarLaunches;
import pathlab.bench.AStarReport;
import pathlab.bench.PathlabAStar;
import pathlab.bench.PeerAStar;
import pathlab.bench.ReferenceBuild;
import pathlab.openlist.OpenListKind;
import pathlab.search.SearchOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pathlab bench astar}: our octile A* against its grid-only rewrite
 * ({@link pathlab.bench.GridOnlyAStar}) and gdx-ai's (and JGraphT's, on request) on the
 * benchmark's maps ({@link AStarBench#MAPS}), each library alone in fresh JVMs, several launches
 * ({@link AStarLaunches}), reporting the medians and ranges of expansions per second and of how
 * many times faster ours is. With {@code --open-list}, ours uses that open list and the default
 * one runs beside it as a peer. With {@code --against DIR}, against another build of Pathlab
 * instead, both in one JVM in alternating rounds ({@link ReferenceBuild}), to see what a change
 * costs or gains; the peer {@code ref:DIR} times such a build in launches instead, each in fresh
 * JVMs like the other peers.
 *
 * <p>The launches are saved to {@code astar.csv} in the output folder ({@link AStarReport}), and
 * with {@code --report FILE} written as a Markdown table into FILE between its marker lines;
 * {@code --from CSV --report FILE} writes a saved run's table without timing anything. This is
 * how bench/README.md's table is made:
 * <pre>
 *   ./pathlab bench astar --peers grid-only,gdx-ai,pathlab/heap-on-top --out bench/results --report bench/README.md
 * </pre>
 */
@Command(name = "astar", description = {
        "Time octile A* against its grid-only rewrite and gdx-ai (JGraphT with --peers) on den520d, brc202d, maze512-1-0, random512-25-0.",
        "  pathlab bench astar [--maps DIR] [--launches N] [--open-list LIST] [--peers A,B] [--queries N] [--warmups N] [--repeats N] [--against DIR]",
        "                      [--out DIR] [--report FILE] [--from CSV]"})
final class AStarBenchCommand implements Callable<Integer> {

    @Option(names = "--maps", paramLabel = "DIR", description = "the Moving AI maps folder (default: ../shared/maps)")
    Path maps = Path.of("../shared/maps");

    @Option(names = "--queries", paramLabel = "N", description = "queries per map, taken evenly from its scenarios (default: 100)")
    int queries = 100;

    @Option(names = "--warmups", paramLabel = "N", description = "untimed rounds first, and (unless 0) more until each library has searched a map for a second of CPU time (default: 2)")
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
            + "gdx-ai, jgrapht (√2 itself), jgrapht-rounded, pathlab/general (ours on the lecture's engine), "
            + "pathlab/LIST (ours with another open list), ref:DIR (another build of Pathlab, e.g. an older commit's, "
            + "reported as ref:FOLDER) (default: grid-only,gdx-ai; JGraphT takes minutes)")
    List<String> peers = List.of("grid-only", "gdx-ai");

    @Option(names = "--against", paramLabel = "DIR", description = "instead of the peers, time another build of "
            + "Pathlab in the same JVM, in alternating rounds (a checkout built with mvn package, e.g. an older "
            + "commit's): 'ours faster' is then its time over ours")
    Path against;

    @Option(names = "--out", paramLabel = "DIR", description = "where the launches are saved, as astar.csv (default: target/bench)")
    Path out = Path.of("target/bench");

    @Option(names = "--report", paramLabel = "FILE", description = "also write the table into this Markdown file, "
            + "between its lines '" + AStarReport.BEGIN + "...' and '" + AStarReport.END + "'")
    Path report;

    @Option(names = "--from", paramLabel = "CSV", description = "with --report: write the table of a saved run "
            + "(an astar.csv) instead of timing")
    Path from;

    @Spec
    CommandSpec spec;

    @Option(names = "--library", hidden = true, description = "time this library alone, in this JVM (a launch's child)")
    String library;

    @Option(names = "--rows", hidden = true, description = "print the rows as tab-separated lines, for the parent")
    boolean rows;

    /** A peer {@code ref:DIR}: another build of Pathlab, timed in launches like any peer. */
    private static final String REFERENCE = "ref:";

    private static final String ROW = "%-16s %-22s %8s %10s %22s %22s %9s %10s%n";

    @Override
    public Integer call() throws IOException {
        if (from != null) {
            if (report == null) {
                throw new IllegalArgumentException("--from " + from + " needs --report FILE: the document to write its table into");
            }
            writeReport(AStarReport.read(from), from);
            return 0;
        }
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
        Files.createDirectories(out);
        if (report != null) {   // refused now, not after the launches
            AStarReport.blockOf(Files.readString(report), report.toString());
        }
        System.out.println(bench.method() + " Each library alone in a fresh JVM, " + launches
                + " launches, the order turning; medians over the launches, [smallest, largest] beside them.");
        List<String> childArguments = List.of("--maps", maps.toString(), "--queries", Integer.toString(queries),
                "--warmups", Integer.toString(warmups), "--repeats", Integer.toString(repeats),
                "--open-list", openList, "--peers", String.join(",", peers));
        String loadAtStart = AStarReport.Conditions.loadAverage();
        long t0 = System.nanoTime();
        List<AStarLaunches.Measured> measured = new AStarLaunches(launches,
                libraries.stream().map(PeerAStar::name).toList(), childArguments)
                .run(line -> System.err.println("  " + line));
        String command = "./pathlab bench astar" + spec.commandLine().getParseResult().originalArgs().stream()
                .dropWhile(word -> !word.equals("astar")).skip(1).map(word -> " " + word).collect(Collectors.joining());
        AStarReport.Run run = new AStarReport.Run(AStarReport.Conditions.now(command, libraries.get(0).name(),
                loadAtStart, (System.nanoTime() - t0) / 1e9), measured);
        System.out.printf(ROW, "map", "library", "queries", "cpu ms", "expansions/s", "ours faster", "failures",
                "mismatches");
        for (AStarLaunches.Summary s : run.summaries()) {
            System.out.printf(ROW, s.map(), s.library(), s.queries(), String.format("%.1f", AStarLaunches.Summary.median(s.millis())),
                    Double.isNaN(s.expansionsPerSecond()[0]) ? "" : range(s.expansionsPerSecond(), 1e-6, "%.2f M"),
                    range(s.oursFaster(), 1, "%.2fx"), s.failures(), s.mismatches());
        }
        Path csv = out.resolve("astar.csv");
        AStarReport.save(run, csv);
        System.out.println("Saved the launches to " + csv + ".");
        if (report != null) {
            writeReport(run, csv);
        }
        return 0;
    }

    /** Writes a run's table into the --report document, naming the saved run relative to it. */
    private void writeReport(AStarReport.Run run, Path csv) {
        Path folder = report.toAbsolutePath().normalize().getParent();
        String source = folder.relativize(csv.toAbsolutePath().normalize()).toString().replace('\\', '/');
        AStarReport.writeInto(report, AStarReport.markdown(run, source));
        System.out.println("Wrote the table of " + csv + " into " + report + ".");
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
        for (String name : peers) {
            if (list.stream().anyMatch(library -> library.name().equals(name))) {
                throw new IllegalArgumentException("--peers names " + name + ", which is timed already");
            }
            list.add(name.startsWith(REFERENCE) ? new ReferenceBuild(Path.of(name.substring(REFERENCE.length())))
                    : AStarBench.peer(name));
        }
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
