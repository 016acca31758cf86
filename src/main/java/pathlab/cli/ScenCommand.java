package pathlab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import pathlab.heuristic.ScenarioValidation;
import pathlab.heuristic.ScenarioValidation.Summary;
import pathlab.heuristic.names.Heuristics;
import pathlab.search.SearchOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pathlab scen}: runs Moving AI scenario files and checks every path's cost against the
 * optimal length in the file. Prints one row per file (and a total for several), then the first
 * mismatches; the exit code is 1 when any cost differs.
 */
@Command(name = "scen", description = {
        "Run Moving AI scenario files and compare every cost with the optimal length.",
        "  pathlab scen FILE.map.scen [--map FILE.map] [--heuristic H] [options]",
        "  pathlab scen --all DIR      (every .scen file under DIR, each with the map beside it)",
        "Exit code 1 when a cost differs from the optimal length."})
final class ScenCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "scenario files (.map.scen)")
    List<Path> files = new ArrayList<>();

    @Option(names = "--all", paramLabel = "DIR", description = "run every .scen file under DIR (may be repeated)")
    List<Path> all = new ArrayList<>();

    @Option(names = "--map", paramLabel = "FILE",
            description = "the map, for one scenario file (default: the map field's file name, beside the .scen)")
    Path map;

    @Option(names = "--heuristic", paramLabel = "H", description = "a heuristic name (default: octile)")
    String heuristic = "octile";

    @Mixin
    SearchFlags flags;

    private static final String ROW = "%-28s %10s %10s %14s %16s %12s%n";

    @Override
    public Integer call() {
        List<Path> scenarioFiles = new ArrayList<>(files);
        for (Path dir : all) {
            List<Path> under = scenarioFilesUnder(dir);
            if (under.isEmpty()) {
                throw new IllegalArgumentException("no scenario files (*.scen) under " + dir);
            }
            scenarioFiles.addAll(under);
        }
        if (scenarioFiles.isEmpty()) {
            throw new IllegalArgumentException("give a scenario file, or --all DIR");
        }
        if (map != null && scenarioFiles.size() > 1) {
            throw new IllegalArgumentException("--map goes with a single scenario file");
        }
        ScenarioValidation validation = new ScenarioValidation(grid -> Heuristics.byName(heuristic, grid),
                flags.options(SearchOptions.grid()));
        System.out.printf(ROW, "file", "scenarios", "mismatches", "mean expanded", "median expanded", "time ms");
        for (Path file : scenarioFiles) {
            print(validation.run(file, map));
        }
        Summary total = validation.total();
        if (scenarioFiles.size() > 1) {
            print(total);
        }
        for (String example : total.examples()) {
            System.out.println("mismatch: " + example);
        }
        return total.mismatches() == 0 ? 0 : 1;
    }

    private static void print(Summary s) {
        System.out.printf(ROW, s.name(), s.scenarios(), s.mismatches(), String.format("%.1f", s.meanExpanded()),
                String.format("%.1f", s.medianExpanded()), String.format("%.0f", s.millis()));
        System.out.flush();
    }

    /** The .scen files under a folder, sorted by path. */
    private static List<Path> scenarioFilesUnder(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(dir + " is not a folder");
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(".scen")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir + ": " + e.getMessage(), e);
        }
    }
}
