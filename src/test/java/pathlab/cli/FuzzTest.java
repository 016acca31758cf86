package pathlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Stream;

import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.graph.DirectedGraph;
import pathlab.graph.Graph;
import pathlab.graph.GraphFile;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.ObstacleGenerator;

/**
 * Seeded fuzzing of the command line: good graph files, maps and scenario files are mutated
 * (bytes flipped, inserted, deleted; lines repeated, swapped, cut; numbers replaced by extreme
 * ones; byte-order marks and binary bytes added) and each mutant is run in-process. A run
 * fails on any stack trace or exception text, an exit code other than 0, 1 or 2, more than one
 * line of error, an output file (or a temporary one) left behind after a failure, a run over
 * 20 s, or a wrong answer: when a mutant is accepted, its path cost must equal an independent
 * Dijkstra's (JGraphT's) on the graph the file describes.
 *
 * <p>1,050 mutants per run (350 of each kind; 15 to 45 ms each, most of it building the command
 * line), stopping early only after a minute of this thread's processor time (wall time on a
 * machine shared with other work can be several times longer).
 * {@code -Dpathlab.fuzz.seed=N} replays or explores another seed; the seed is printed.
 */
class FuzzTest {
    static final int PER_KIND = 350;
    static final long BUDGET_NANOS = 60_000_000_000L;
    static final long RUN_LIMIT_NANOS = 20_000_000_000L;

    static final String[] NUMBERS = {"0", "-0", "-1", "1e308", "1.7976931348623157e308", "4.9e-324", "1e-400", "1e400",
        "NaN", "Infinity", "-Infinity", "2147483647", "2147483648", "-2147483649", "99999999999", "0x10", "1d", "1f",
        "+5", "00007", "3.", ".5", "1e", "--1", "1_000", "١٢"};
    static final String[] INSERTS = {"\u0000", "\r", "\n", "\t", " ", "#", "-", ".", "e", "9", "(", ",", "ϕ", "\uFEFF",
        "\u00A0", "@", "T", "\u00FF"};

    @TempDir
    Path dir;

    private final Random random = new Random(Long.getLong("pathlab.fuzz.seed", 16));
    private int runs;
    private int accepted;
    private int refused;
    private int answersChecked;

    @Test
    void mutantsNeverCrashLeaveFilesOrGiveWrongAnswers() throws IOException {
        long seed = Long.getLong("pathlab.fuzz.seed", 16);
        String graph = new String(Files.readAllBytes(Path.of("maps/lecture.graph")), StandardCharsets.UTF_8);
        StringWriter mapText = new StringWriter();
        ObstacleGenerator.generate(16, 12, 0.25, 1, seed).write(mapText);
        String map = mapText.toString();
        String scenarios = "version 1\n0\tmaps/x/good.map\t16\t12\t0\t0\t15\t11\t20\n"
                + "1\tmaps/x/good.map\t16\t12\t3\t4\t9\t2\t7.5\n";
        Files.writeString(dir.resolve("good.map"), map);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long start = System.nanoTime();
        long cpuStart = cpu.getCurrentThreadCpuTime();
        for (int i = 0; i < PER_KIND && cpu.getCurrentThreadCpuTime() - cpuStart < BUDGET_NANOS; i++) {
            graphMutant(mutate(graph));
            mapMutant(mutate(map));
            scenarioMutant(mutate(scenarios));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (cpu.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        System.out.printf(Locale.ROOT, "fuzz: seed %d, %d mutants in %.1f s (%.1f s of processor time): %d accepted (%d answers checked against"
                + " JGraphT), %d refused in one line; 0 stack traces, 0 wrong answers, 0 files left behind%n",
                seed, runs, seconds, cpuSeconds, accepted, answersChecked, refused);
        assertTrue(runs >= 1000, "only " + runs + " mutants in a minute");
    }

    private void graphMutant(byte[] text) throws IOException {
        Path file = write("mutant.graph", text);
        String heuristic = random.nextBoolean() ? "zero" : random.nextBoolean() ? "underestimating" : "overestimating";
        String[] args = {"trace", "--graph", file.toString(), "--from", "A", "--to", "F", "--heuristic", heuristic};
        TraceCommandTest.Run r = run(text, args);
        if (r.exit() == 0) {
            DirectedGraph g = GraphFile.read(file).graph();
            checkAnswer(text, args, g, g.node("A"), g.node("F"), lastLine(r.out()));
        }
    }

    private void mapMutant(byte[] text) throws IOException {
        Path file = write("mutant.map", text);
        Path picture = dir.resolve("fill.png");
        Files.deleteIfExists(picture);
        int[] cells = {random.nextInt(17) - 1, random.nextInt(13) - 1, random.nextInt(17) - 1, random.nextInt(13) - 1};
        List<String> args = new ArrayList<>(List.of("solve", file.toString(), "--from", cells[0] + "," + cells[1],
                "--to", cells[2] + "," + cells[3]));
        boolean drawing = random.nextBoolean();
        if (drawing) {
            args.addAll(List.of("--picture", picture.toString()));
        }
        TraceCommandTest.Run r = run(text, args.toArray(String[]::new));
        if (r.exit() != 0 && Files.exists(picture)) {
            fail("a picture was left after a failure: " + describe(text, args.toArray(String[]::new), r));
        }
        if (r.exit() == 0) {
            GridGraph grid = GridGraph.octile(GridMap.read(file));
            checkAnswer(text, args.toArray(String[]::new), grid, grid.node(cells[0], cells[1]), grid.node(cells[2], cells[3]),
                    r.out().lines().findFirst().orElse(""));
        }
    }

    private void scenarioMutant(byte[] text) throws IOException {
        Path file = write("mutant.map.scen", text);
        run(text, "scen", file.toString(), "--map", dir.resolve("good.map").toString());
    }

    /** Runs a mutant and checks what every run must hold. */
    private TraceCommandTest.Run run(byte[] input, String... args) throws IOException {
        long t0 = System.nanoTime();
        TraceCommandTest.Run r = TraceCommandTest.run(args);
        long nanos = System.nanoTime() - t0;
        runs++;
        String what = describe(input, args, r);
        String all = r.out() + r.err();
        if (all.contains("\tat ") || all.contains("Exception") || all.contains("Error:")) {
            fail("a stack trace or exception text: " + what);
        }
        if (r.exit() < 0 || r.exit() > 2) {
            fail("exit code " + r.exit() + ": " + what);
        }
        if (r.exit() == 2) {
            refused++;
            assertEquals(1, r.err().lines().count(), "not one line: " + what);
        } else {
            accepted++;
        }
        assertTrue(nanos < RUN_LIMIT_NANOS, "a run took " + nanos / 1e9 + " s: " + what);
        try (Stream<Path> files = Files.list(dir)) {
            List<String> temporary = files.map(p -> p.getFileName().toString()).filter(n -> n.contains(".tmp-")).toList();
            assertTrue(temporary.isEmpty(), "temporary files left: " + temporary + ": " + what);
        }
        return r;
    }

    /** The cost printed ({@code cost C}, {@code Final path: ... (cost C)}, or no path) must be JGraphT's. */
    private void checkAnswer(byte[] input, String[] args, Graph g, int start, int goal, String line) {
        DirectedWeightedPseudograph<Integer, Integer> j = new DirectedWeightedPseudograph<>(Integer.class);
        for (int v = 0; v < g.nodeCount(); v++) {
            j.addVertex(v);
        }
        for (int v = 0; v < g.nodeCount(); v++) {
            for (int c = g.firstConnection(v); c != Graph.NONE; c = g.nextConnection(v, c)) {
                j.addEdge(v, g.connectionTo(c), c);
                j.setEdgeWeight(c, g.connectionCost(c));
            }
        }
        var path = new DijkstraShortestPath<>(j).getPath(start, goal);
        answersChecked++;
        String what = "answer '" + line + "' for " + describe(input, args, null);
        if (path == null) {
            assertTrue(line.equals("no path") || line.equals("No path"), "JGraphT finds no path: " + what);
            return;
        }
        int at = line.lastIndexOf("cost ");
        assertTrue(at >= 0, "JGraphT finds cost " + path.getWeight() + ": " + what);
        String number = line.substring(at + 5).replace(")", "").strip();
        double printed = number.equals("∞") ? Double.POSITIVE_INFINITY : new BigDecimal(number).doubleValue();
        assertEquals(path.getWeight(), printed, 1e-4 * Math.max(1, path.getWeight()), "JGraphT's cost differs: " + what);
    }

    /** One to three mutations of a good file. */
    private byte[] mutate(String good) {
        byte[] b = good.getBytes(StandardCharsets.UTF_8);
        for (int n = 1 + random.nextInt(3); n > 0; n--) {
            b = mutateOnce(b);
        }
        return b;
    }

    private byte[] mutateOnce(byte[] b) {
        String text = new String(b, StandardCharsets.ISO_8859_1);
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        int at = b.length == 0 ? 0 : random.nextInt(b.length);
        int line = random.nextInt(lines.size());
        switch (random.nextInt(10)) {
            case 0 -> {   // flip a byte
                if (b.length > 0) {
                    b = b.clone();
                    b[at] = (byte) random.nextInt(256);
                }
                return b;
            }
            case 1 -> {   // insert an interesting character
                String s = INSERTS[random.nextInt(INSERTS.length)];
                return splice(b, at, 0, s.getBytes(random.nextBoolean() ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1));
            }
            case 2 -> {   // delete a range
                return splice(b, at, Math.min(b.length - at, 1 + random.nextInt(12)), new byte[0]);
            }
            case 3 -> lines.add(line, lines.get(line));                                  // duplicate a line
            case 4 -> java.util.Collections.swap(lines, line, random.nextInt(lines.size()));   // swap two lines
            case 5 -> {   // cut the file short
                return Arrays.copyOf(b, at);
            }
            case 6 -> lines.set(line, replaceNumber(lines.get(line)));                  // an extreme number
            case 7 -> {   // a byte-order mark, at the start or not
                return splice(b, random.nextBoolean() ? 0 : at, 0, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
            }
            case 8 -> {   // repeat a line many times
                for (int i = random.nextInt(200); i > 0; i--) {
                    lines.add(line, lines.get(line));
                }
            }
            default -> {  // a line of random bytes
                byte[] junk = new byte[random.nextInt(20)];
                random.nextBytes(junk);
                lines.set(line, new String(junk, StandardCharsets.ISO_8859_1));
            }
        }
        return String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1);
    }

    private String replaceNumber(String line) {
        String[] words = line.split("((?<=\\s)|(?=\\s))");
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            if (words[i].matches("-?[0-9.]+")) {
                numbers.add(i);
            }
        }
        if (numbers.isEmpty()) {
            return line;
        }
        words[numbers.get(random.nextInt(numbers.size()))] = new String(
                NUMBERS[random.nextInt(NUMBERS.length)].getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
        return String.join("", words);
    }

    private static byte[] splice(byte[] b, int at, int remove, byte[] insert) {
        byte[] out = new byte[b.length - remove + insert.length];
        System.arraycopy(b, 0, out, 0, at);
        System.arraycopy(insert, 0, out, at, insert.length);
        System.arraycopy(b, at + remove, out, at + insert.length, b.length - at - remove);
        return out;
    }

    private Path write(String name, byte[] text) {
        try {
            return Files.write(dir.resolve(name), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String lastLine(String out) {
        String[] lines = out.split("\n");
        return lines[lines.length - 1];
    }

    private static String describe(byte[] input, String[] args, TraceCommandTest.Run r) {
        String shown = new String(input, StandardCharsets.ISO_8859_1);
        shown = shown.length() > 400 ? shown.substring(0, 400) + "…" : shown;
        return String.join(" ", args) + "\ninput: " + shown.replace("\n", "\\n")
                + (r == null ? "" : "\nexit " + r.exit() + "\nstderr: " + r.err());
    }
}
