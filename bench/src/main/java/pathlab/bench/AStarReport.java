package pathlab.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import pathlab.io.IoErrors;
import pathlab.io.OutputFiles;

/**
 * The report of {@code pathlab bench astar}: a run's launches saved as a table, read back, and
 * written as Markdown into a document between two marker lines. The table of bench/README.md is
 * never typed: it is this class's rendering of a saved run ({@code bench/results/astar.csv}), and
 * a test renders that file again and compares.
 *
 * <p>The saved run is CSV, a row per launch, map and library as measured
 * ({@link AStarLaunches.Measured}), under {@code #} lines that say how and where it ran
 * ({@link Conditions}):
 * <pre>
 *   # command: ./pathlab bench astar --peers grid-only,gdx-ai,pathlab/heap-on-top --out bench/results --report bench/README.md
 *   # ours: pathlab
 *   ...
 *   launch,map,library,queries,cpu_ms,expansions_per_s,failures,mismatches
 *   1,den520d,pathlab,100,82.1,5550000.0,0,0
 * </pre>
 * The Markdown gives per map ours's median time, its expansions per second, and every other
 * library's time over ours's, each a median with the smallest and largest over the launches.
 *
 * <pre>
 *   AStarReport.Run run = new AStarReport.Run(AStarReport.Conditions.now(command, ours, loadAtStart, seconds), measured);
 *   AStarReport.save(run, Path.of("bench/results/astar.csv"));
 *   AStarReport.writeInto(Path.of("bench/README.md"), AStarReport.read(Path.of("bench/results/astar.csv")),
 *           "results/astar.csv");
 * </pre>
 * Cost: linear in the rows.
 */
public final class AStarReport {

    /** The first marker line's start; the rest of the line names the saved run the block comes from. */
    public static final String BEGIN = "<!-- pathlab bench astar: generated from ";
    /** The last marker line. */
    public static final String END = "<!-- pathlab bench astar: end -->";

    private static final String COLUMNS = "launch,map,library,queries,cpu_ms,expansions_per_s,failures,mismatches";

    /**
     * How and where a run ran, for the reader to weigh its numbers: the command (to run it again),
     * ours (the library the ratios divide by), when, on which Java and machine, how busy the
     * machine was at the start and at the end, and how long it took.
     */
    public record Conditions(String command, String ours, String date, String java, String machine, String load,
                             String duration) {

        /** The keys of the {@code #} lines, in the order of the fields. */
        static final List<String> KEYS = List.of("command", "ours", "date", "java", "machine", "load average",
                "run time");

        /** This JVM's and this machine's conditions now, for a run that started with {@code loadAtStart}. */
        public static Conditions now(String command, String ours, String loadAtStart, double seconds) {
            String java = Runtime.version() + " (" + System.getProperty("java.vm.name") + ", "
                    + System.getProperty("java.vendor") + ")"
                    + (ManagementFactory.getRuntimeMXBean().getInputArguments().isEmpty() ? ""
                    : ", options " + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
            String machine = System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                    + System.getProperty("os.arch") + ", " + Runtime.getRuntime().availableProcessors() + " cores"
                    + processor().map(p -> " (" + p + ")").orElse("");
            return new Conditions(command, ours, DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
                    .format(Instant.now().atOffset(ZoneOffset.UTC)), java, machine,
                    loadAtStart + " at the start, " + loadAverage() + " at the end",
                    seconds < 120 ? String.format(Locale.ROOT, "%.0f s", seconds)
                            : String.format(Locale.ROOT, "%.0f min", seconds / 60));
        }

        /** The machine's load average over the last minute, or "not known" where Java cannot tell (Windows). */
        public static String loadAverage() {
            double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            return load < 0 ? "not known" : String.format(Locale.ROOT, "%.2f", load);
        }

        /** The processor's model name, where the system says it (Linux's /proc/cpuinfo). */
        private static Optional<String> processor() {
            try {
                return Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                        .map(l -> l.substring(l.indexOf(':') + 1).strip()).findFirst();
            } catch (IOException | UncheckedIOException e) {
                return Optional.empty();
            }
        }

        List<String> values() {
            return List.of(command, ours, date, java, machine, load, duration);
        }
    }

    /** A run: its conditions and what it measured. */
    public record Run(Conditions conditions, List<AStarLaunches.Measured> measured) {

        public Run {
            measured = List.copyOf(measured);
        }

        /** The medians per map and library ({@link AStarLaunches#summarize}). */
        public List<AStarLaunches.Summary> summaries() {
            return AStarLaunches.summarize(measured, conditions.ours());
        }
    }

    private AStarReport() {}

    /** Saves a run as CSV under its conditions' lines, whole or not at all. */
    public static void save(Run run, Path csv) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Conditions.KEYS.size(); i++) {
            text.append("# ").append(Conditions.KEYS.get(i)).append(": ").append(run.conditions().values().get(i))
                    .append('\n');
        }
        text.append(COLUMNS).append('\n');
        for (AStarLaunches.Measured m : run.measured()) {
            if ((m.map() + m.library()).matches("(?s).*[,\\n\\r].*")) {
                throw new IllegalArgumentException("a map or library name with a comma or a line break: " + m.map()
                        + " / " + m.library());
            }
            text.append(String.format(Locale.ROOT, "%d,%s,%s,%d,%s,%s,%d,%d%n", m.launch(), m.map(), m.library(),
                    m.queries(), m.millis(), Double.isNaN(m.expansionsPerSecond()) ? "" : m.expansionsPerSecond(),
                    m.failures(), m.mismatches()));
        }
        OutputFiles.writeText(csv, StandardCharsets.UTF_8, w -> w.append(text));
    }

    /** Reads a run saved by {@link #save}; a line it cannot read is an error naming the file and line. */
    public static Run read(Path csv) {
        List<String> lines;
        try {
            lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException(csv + ": cannot read the saved run: " + IoErrors.reason(e));
        }
        Map<String, String> conditions = new LinkedHashMap<>();
        List<AStarLaunches.Measured> measured = new ArrayList<>();
        boolean columns = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String where = csv + ":" + (i + 1) + ": ";
            if (line.isBlank()) {
                continue;
            }
            if (!columns && line.startsWith("# ") && line.contains(": ")) {
                conditions.put(line.substring(2, line.indexOf(": ")), line.substring(line.indexOf(": ") + 2));
            } else if (!columns) {
                if (!line.equals(COLUMNS)) {
                    throw new IllegalArgumentException(where + "expected the columns '" + COLUMNS + "'");
                }
                columns = true;
            } else {
                measured.add(row(line, where));
            }
        }
        for (String key : Conditions.KEYS) {
            if (!conditions.containsKey(key)) {
                throw new IllegalArgumentException(csv + ": no '# " + key + ": ...' line above the table");
            }
        }
        if (measured.isEmpty()) {
            throw new IllegalArgumentException(csv + ": no measurements");
        }
        List<String> v = Conditions.KEYS.stream().map(conditions::get).toList();
        return new Run(new Conditions(v.get(0), v.get(1), v.get(2), v.get(3), v.get(4), v.get(5), v.get(6)), measured);
    }

    private static AStarLaunches.Measured row(String line, String where) {
        String[] f = line.split(",", -1);
        if (f.length != 8) {
            throw new IllegalArgumentException(where + "expected 8 values (" + COLUMNS + "), found " + f.length);
        }
        try {
            return new AStarLaunches.Measured(Integer.parseInt(f[0]), f[1], f[2], Integer.parseInt(f[3]),
                    Double.parseDouble(f[4]), f[5].isEmpty() ? Double.NaN : Double.parseDouble(f[5]),
                    Integer.parseInt(f[6]), Integer.parseInt(f[7]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + "not a number where one belongs: " + line);
        }
    }

    /**
     * The run as Markdown, between the marker lines: a sentence on how it ran, the table, and what
     * the columns mean; {@code source} (the saved run, relative to the document) is named in the
     * first marker.
     */
    public static String markdown(Run run, String source) {
        Conditions c = run.conditions();
        List<AStarLaunches.Summary> summaries = run.summaries();
        Set<String> maps = new LinkedHashSet<>();
        Set<String> others = new LinkedHashSet<>();
        summaries.forEach(s -> {
            maps.add(s.map());
            if (!s.library().equals(c.ours())) {
                others.add(s.library());
            }
        });
        int launches = run.measured().stream().mapToInt(AStarLaunches.Measured::launch).max().orElse(0);
        StringBuilder md = new StringBuilder();
        md.append(BEGIN).append(source).append("; to change it, run the command again -->\n");
        md.append("One run of `").append(c.command()).append("` (").append(c.date()).append(", ")
                .append(c.duration()).append("):\n\n- Java ").append(c.java()).append("\n- ").append(c.machine())
                .append("; load average ").append(c.load()).append("\n\nMedians and [smallest, largest] over ")
                .append(launches).append(launches == 1 ? " launch" : " launches").append(":\n\n");
        md.append("| map | ").append(c.ours()).append(" | expansions/s | ").append(String.join(" | ", others))
                .append(" |\n|---|").append("---:|".repeat(2 + others.size())).append('\n');
        for (String map : maps) {
            AStarLaunches.Summary ours = find(summaries, map, c.ours());
            md.append("| ").append(map).append(" | ")
                    .append(String.format(Locale.ROOT, "%.1f ms", AStarLaunches.Summary.median(ours.millis())))
                    .append(" | ").append(range(ours.expansionsPerSecond(), 1e-6, "%.2f M", "%.2f"));
            for (String library : others) {
                AStarLaunches.Summary s = find(summaries, map, library);
                md.append(" | ").append(s == null ? "" : range(s.oursFaster(), 1, "%.2f×", "%.2f"));
            }
            md.append(" |\n");
        }
        String queries = summaries.stream().map(s -> Integer.toString(s.queries())).distinct()
                .collect(Collectors.joining(" or "));
        md.append("\n").append(c.ours()).append("'s column is its CPU time for the map's ").append(queries)
                .append(" queries; each other library's is its time over ").append(c.ours())
                .append("'s in the same launch (above 1: slower). ").append(agreement(summaries, c.ours())).append('\n');
        md.append(END).append('\n');
        return md.toString();
    }

    /** Whether every library found ours's costs on every query, or which did not. */
    private static String agreement(List<AStarLaunches.Summary> summaries, String ours) {
        List<String> problems = summaries.stream().filter(s -> s.failures() > 0 || s.mismatches() > 0)
                .map(s -> s.library() + " on " + s.map() + ": " + s.failures() + " queries failed, "
                        + s.mismatches() + " costs differed").toList();
        return problems.isEmpty() ? "Every library found " + ours + "'s costs on every query."
                : "Not every library found " + ours + "'s costs: " + String.join("; ", problems) + ".";
    }

    private static AStarLaunches.Summary find(List<AStarLaunches.Summary> summaries, String map, String library) {
        return summaries.stream().filter(s -> s.map().equals(map) && s.library().equals(library)).findFirst()
                .orElse(null);
    }

    /** The median and the range, scaled: {@code 1.99× [1.80, 2.10]}. */
    private static String range(double[] xs, double scale, String median, String bound) {
        return String.format(Locale.ROOT, median + " [" + bound + ", " + bound + "]",
                AStarLaunches.Summary.median(xs) * scale, AStarLaunches.Summary.min(xs) * scale,
                AStarLaunches.Summary.max(xs) * scale);
    }

    /**
     * Writes the block into a Markdown document in place of the one between its marker lines,
     * whole or not at all. The document must have both markers: where the table goes is the
     * document's author's choice, not this program's.
     */
    public static void writeInto(Path document, String block) {
        String text;
        try {
            text = Files.readString(document, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException(document + ": cannot read it: " + IoErrors.reason(e));
        }
        int[] span = span(text, document.toString());
        String updated = text.substring(0, span[0]) + block + text.substring(span[1]);
        OutputFiles.writeText(document, StandardCharsets.UTF_8, w -> w.append(updated));
    }

    /** A document's block as it stands (its marker lines included), and the saved run its first marker names. */
    public record Block(String text, String source) {}

    /** Reads the block of a document ({@code name} says which, in errors), for comparing with a fresh rendering. */
    public static Block blockOf(String document, String name) {
        int[] span = span(document, name);
        String first = document.substring(span[0] + BEGIN.length(), document.indexOf('\n', span[0]));
        int semicolon = first.indexOf(';');
        return new Block(document.substring(span[0], span[1]), semicolon < 0 ? first : first.substring(0, semicolon));
    }

    /** Where the block is: from the start of its first marker line to past the end of its last. */
    private static int[] span(String text, String name) {
        int begin = text.startsWith(BEGIN) ? 0 : text.indexOf("\n" + BEGIN) + 1;
        int end = begin > 0 || text.startsWith(BEGIN) ? text.indexOf("\n" + END, begin) : -1;
        if (begin == 0 && !text.startsWith(BEGIN) || end < 0 || text.indexOf('\n', begin) < 0) {
            throw new IllegalArgumentException(name + ": no lines '" + BEGIN + "...' and '" + END
                    + "' to put the report between; add them where it goes");
        }
        int afterEnd = text.indexOf('\n', end + 1);
        return new int[] {begin, afterEnd < 0 ? text.length() : afterEnd + 1};
    }
}
