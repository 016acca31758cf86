package pathlab.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@link AStarBench} in several fresh JVMs: in each launch every library runs alone in a JVM of
 * its own (the same maps, queries, warm-up and timed rounds as the others), one after the other,
 * the order turning by one library from launch to launch; a library's ratio in a launch is its
 * time over ours in that launch, and the report gives the median over the launches with the
 * smallest and largest. One run in one JVM is not enough to compare with other libraries: how
 * well the JIT compiles each library's loop, and what the others left in the heap and the code
 * cache, change from run to run (gdx-ai's time on den520d moved by half between two runs while
 * ours moved by 8 %), and a JVM that times one library only shares nothing with the others.
 *
 * <p>Each child is this program started again ({@code java}, the same JVM options and class
 * path) with {@code pathlab bench astar ... --library NAME --rows}, and prints one tab-separated
 * line per map. Cost: launches × libraries JVMs, each as long as one library's share of a
 * one-JVM run plus its start and the maps' reading (a few seconds).
 */
public final class AStarLaunches {

    /** One library on one map over the launches: medians with their ranges. */
    public record Summary(String map, String library, int queries, double[] millis, double[] expansionsPerSecond,
                          double[] oursFaster, int failures, int mismatches) {

        public static double median(double[] xs) {
            double[] s = xs.clone();
            Arrays.sort(s);
            return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
        }

        public static double min(double[] xs) {
            return Arrays.stream(xs).min().orElse(Double.NaN);
        }

        public static double max(double[] xs) {
            return Arrays.stream(xs).max().orElse(Double.NaN);
        }
    }

    private final int launches;
    private final List<String> names;          // the libraries, ours first
    private final List<String> childArguments; // the bench astar arguments every child gets

    /** {@code names} are the libraries' names, the reference (ours) first. */
    public AStarLaunches(int launches, List<String> names, List<String> childArguments) {
        if (launches < 1) {
            throw new IllegalArgumentException("--launches must be at least 1");
        }
        this.launches = launches;
        this.names = List.copyOf(names);
        this.childArguments = List.copyOf(childArguments);
    }

    /**
     * One library's time on one map in one launch (launches count from 1), as measured: the
     * CPU milliseconds of its queries, its expansions per second (NaN for a library that does
     * not expand as ours), its failed queries and its costs that differed from ours.
     */
    public record Measured(int launch, String map, String library, int queries, double millis,
                           double expansionsPerSecond, int failures, int mismatches) {}

    /** Runs the launches and returns every library's time on every map in every launch; progress hears a line per child. */
    public List<Measured> run(Consumer<String> progress) {
        List<Measured> measured = new ArrayList<>();
        for (int launch = 0; launch < launches; launch++) {
            for (int k = 0; k < names.size(); k++) {
                String library = names.get((k + launch) % names.size());
                long t0 = System.nanoTime();
                for (AStarBench.Row r : child(library)) {
                    measured.add(new Measured(launch + 1, r.map(), r.library(), r.queries(), r.millis(),
                            r.expansionsPerSecond(), r.failures(), r.mismatches()));
                }
                progress.accept(String.format("launch %d/%d, %s: %.0f s", launch + 1, launches, library,
                        (System.nanoTime() - t0) / 1e9));
            }
        }
        return measured;
    }

    /**
     * The launches summed up per map and library, in the order first measured: a library's ratio
     * in a launch is its time over {@code ours}'s on that map in that launch; failures and
     * mismatches are the most in any launch (every launch runs the same queries).
     */
    public static List<Summary> summarize(List<Measured> measured, String ours) {
        Map<String, List<Measured>> byLibrary = new LinkedHashMap<>();   // map \t library -> one per launch
        Map<String, Measured> oursByLaunch = new HashMap<>();            // map \t launch -> ours
        for (Measured m : measured) {
            byLibrary.computeIfAbsent(m.map() + "\t" + m.library(), key -> new ArrayList<>()).add(m);
            if (m.library().equals(ours)) {
                oursByLaunch.put(m.map() + "\t" + m.launch(), m);
            }
        }
        List<Summary> summaries = new ArrayList<>();
        for (List<Measured> perLaunch : byLibrary.values()) {
            Measured first = perLaunch.get(0);
            double[] ratio = new double[perLaunch.size()];
            for (int i = 0; i < ratio.length; i++) {
                Measured m = perLaunch.get(i);
                Measured reference = oursByLaunch.get(m.map() + "\t" + m.launch());
                if (reference == null) {
                    throw new IllegalArgumentException("no time of " + ours + " on " + m.map() + " in launch " + m.launch()
                            + ", to compare " + m.library() + "'s with");
                }
                ratio[i] = m.millis() / reference.millis();
            }
            summaries.add(new Summary(first.map(), first.library(), first.queries(),
                    perLaunch.stream().mapToDouble(Measured::millis).toArray(),
                    perLaunch.stream().mapToDouble(Measured::expansionsPerSecond).toArray(), ratio,
                    perLaunch.stream().mapToInt(Measured::failures).max().orElse(0),
                    perLaunch.stream().mapToInt(Measured::mismatches).max().orElse(0)));
        }
        return summaries;
    }

    /** One fresh JVM timing one library; its rows, read from the lines it prints. */
    private List<AStarBench.Row> child(String library) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add("pathlab.bench.cli.BenchMain");
        command.addAll(List.of("bench", "astar"));
        command.addAll(childArguments);
        command.addAll(List.of("--library", library, "--rows"));
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            List<AStarBench.Row> rows = new ArrayList<>();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    rows.add(parse(line));
                }
            }
            int status = p.waitFor();
            if (status != 0 || rows.isEmpty()) {
                throw new IllegalStateException("the JVM timing " + library + " ended with exit status " + status);
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a JVM for " + library, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while timing " + library, e);
        }
    }

    /** The line a child prints for a row ({@link #format}). */
    static AStarBench.Row parse(String line) {
        String[] f = line.split("\t");
        if (f.length != 9) {
            throw new IllegalStateException("unexpected line from a benchmark JVM: " + line);
        }
        return new AStarBench.Row(f[0], f[1], Integer.parseInt(f[2]), Double.parseDouble(f[3]),
                Double.parseDouble(f[4]), Double.parseDouble(f[5]), Double.parseDouble(f[6]), Integer.parseInt(f[7]),
                Integer.parseInt(f[8]));
    }

    /** A row as one tab-separated line, for the parent to read back ({@link #parse}). */
    public static String format(AStarBench.Row r) {
        return String.join("\t", r.map(), r.library(), Integer.toString(r.queries()), Double.toString(r.millis()),
                Double.toString(r.queriesPerSecond()), Double.toString(r.expansionsPerSecond()),
                Double.toString(r.oursFaster()), Integer.toString(r.failures()), Integer.toString(r.mismatches()));
    }
}
