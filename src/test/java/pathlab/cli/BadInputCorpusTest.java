package pathlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The bad-input corpus, {@code src/test/resources/bad-input/*.txt}: every case runs the command
 * line in-process on its own input file and must end with exactly the expected exit code and
 * one-line message (or, for exit codes 0 and 1, print the expected line: the right answer), with
 * no stack trace and no file left behind when it fails. The format is in the folder's README.md.
 */
class BadInputCorpusTest {
    static final String FOLDER = "bad-input/";
    static final List<String> FILES = List.of("graphs.txt", "maps.txt", "scenarios.txt", "commands.txt");

    /** The good map every case finds beside its input: (0,2) to (4,0) costs 6; (4,2) is walled in. */
    static final String SMALL_MAP = "type octile\nheight 3\nwidth 5\nmap\n.....\n.@@@@\n..@@.\n";

    /** One line of the corpus. */
    record Case(String file, int line, String name, String command, byte[] input, int exit, String expected) {
        @Override
        public String toString() {
            return file + ":" + line + " " + name;
        }
    }

    @TestFactory
    Stream<DynamicTest> everyCase() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> check(c)));
    }

    @Test
    void theCorpusHasAtLeast150CasesWithUniqueNames() {
        List<Case> all = cases();
        assertTrue(all.size() >= 150, "only " + all.size() + " cases");
        Set<String> names = new TreeSet<>();
        for (Case c : all) {
            assertTrue(names.add(c.name()), "two cases are called " + c.name());
        }
    }

    /** Runs a case in a fresh folder and checks everything the corpus promises. */
    static void check(Case c) throws IOException {
        Path dir = Files.createTempDirectory("bad-input");
        try {
            Files.writeString(dir.resolve("small.map"), SMALL_MAP);
            List<String> args = new ArrayList<>();
            String memory = null;
            for (String word : c.command().split(" ")) {
                if (word.startsWith("memory=")) {
                    memory = word.substring("memory=".length());
                    continue;
                }
                if (word.startsWith("file=")) {
                    Path file = dir.resolve(word.substring("file=".length()));
                    Files.createDirectories(file.getParent());
                    Files.write(file, c.input());
                    continue;
                }
                java.util.regex.Matcher in = Pattern.compile("\\{in(\\.[^}]*)?}").matcher(word);
                if (in.find()) {
                    Path file = dir.resolve("in" + (in.group(1) == null ? "" : in.group(1)));
                    Files.write(file, c.input());
                    word = word.replace(in.group(), file.toString());
                }
                args.add(word.replace("{dir}", dir.toString()));
            }
            Set<String> before = listing(dir);
            TraceCommandTest.Run r = runWithMemory(memory, args.toArray(String[]::new));
            String err = r.err().replace(dir + "/", "");
            String out = r.out().replace(dir + "/", "");
            String where = c + "\nstdout: " + shorten(out) + "\nstderr: " + err;
            assertFalse(err.contains("\tat ") || err.contains("Exception") || out.contains("Exception"),
                    "a stack trace or an exception's text: " + where);
            assertEquals(c.exit(), r.exit(), where);
            if (c.exit() == 2) {
                assertTrue(err.endsWith("\n") && err.indexOf('\n') == err.length() - 1, "not one line: " + where);
                assertTrue(matches(c.expected(), err.strip()), "expected: " + c.expected() + "\n" + where);
                assertEquals(before, listing(dir), "a file was left behind: " + where);
            } else {
                assertTrue(out.lines().anyMatch(line -> matches(c.expected(), line)), "expected the line: "
                        + c.expected() + "\n" + where);
                assertTrue(listing(dir).stream().noneMatch(f -> f.contains(".tmp-")), "a temporary file was left: " + where);
            }
        } finally {
            try (Stream<Path> walk = Files.walk(dir)) {
                walk.sorted((a, b) -> b.compareTo(a)).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Runs the command line with the memory cap {@code pathlab.memory} set (or not). */
    static TraceCommandTest.Run runWithMemory(String memory, String... args) {
        if (memory == null) {
            return TraceCommandTest.run(args);
        }
        System.setProperty("pathlab.memory", memory);
        try {
            return TraceCommandTest.run(args);
        } finally {
            System.clearProperty("pathlab.memory");
        }
    }

    /** Whether a line is the expected one, where {@code *} in the expected line stands for any text. */
    static boolean matches(String expected, String line) {
        StringBuilder regex = new StringBuilder();
        for (String part : expected.split("\\*", -1)) {
            if (regex.length() > 0) {
                regex.append(".*");
            }
            regex.append(Pattern.quote(part));
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(line).matches();
    }

    static Set<String> listing(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return new TreeSet<>(walk.map(p -> dir.relativize(p).toString()).toList());
        }
    }

    private static String shorten(String s) {
        return s.length() > 600 ? s.substring(0, 600) + "…" : s;
    }

    /** Every case of every corpus file. */
    static List<Case> cases() {
        List<Case> all = new ArrayList<>();
        for (String file : FILES) {
            String text = resource(FOLDER + file);
            int number = 0;
            for (String line : text.split("\n", -1)) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split(" \\| ", 5);
                if (f.length != 5) {
                    throw new IllegalStateException(file + ":" + number + ": expected 5 fields separated by ' | '");
                }
                all.add(new Case(file, number, f[0].strip(), f[1].strip(),
                        f[2].strip().equals("-") ? new byte[0] : unescape(f[2].strip()),
                        Integer.parseInt(f[3].strip()), f[4].strip()));
            }
        }
        return all;
    }

    /** The input field as bytes: UTF-8, with \n \r \t \\ \s (space) \| and \xNN (one raw byte). */
    static byte[] unescape(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 == s.length()) {
                int end = Character.isHighSurrogate(c) && i + 1 < s.length() ? i + 2 : i + 1;
                out.writeBytes(s.substring(i, end).getBytes(StandardCharsets.UTF_8));
                i = end - 1;
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case 'n' -> out.write('\n');
                case 'r' -> out.write('\r');
                case 't' -> out.write('\t');
                case 's' -> out.write(' ');
                case '\\' -> out.write('\\');
                case '|' -> out.write('|');
                case 'x' -> {
                    out.write(Integer.parseInt(s.substring(i + 1, i + 3), 16));
                    i += 2;
                }
                default -> throw new IllegalStateException("unknown escape \\" + e + " in " + s);
            }
        }
        return out.toByteArray();
    }

    static String resource(String name) {
        try (InputStream in = BadInputCorpusTest.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
