package pathlab.kernel.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import jdk.jshell.DeclarationSnippet;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pathlab.kernel.CellSession;

/**
 * A valid cell always runs whole: every declaration defined, every statement run, in order, on
 * every JDK. The corpus (resources {@code pathlab/kernel/evaluation/cells/}, its README says the format) holds
 * the cells JShell's source analysis finds hard; each is run and checked for the names it defines,
 * the lines it prints and the value it shows, and cut both by the evaluator and by the JDK's
 * parser alone, which must agree snippet by snippet. Every snippet the evaluator cuts from the
 * notebooks' cells and the assignments' editions must be one snippet for the parser too, so that
 * none of our cells loses code on any JDK.
 */
class CellCorpusTest {

    @RegisterExtension
    static final CellSession session = new CellSession(CellApi.PATHLAB);

    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();

    /** One corpus cell and what it must do. */
    record Cell(String name, String code, List<String> defines, List<String> prints, String value) {

        @Override
        public String toString() {
            return name;
        }

        static Cell read(Path file) {
            try {
                String code = Files.readString(file);
                List<String> comments = code.lines().takeWhile(l -> l.startsWith("//")).map(l -> l.substring(2).strip()).toList();
                return new Cell(file.getFileName().toString(), code,
                        header(comments, "defines:").stream().flatMap(d -> Stream.of(d.split(" +"))).toList(),
                        header(comments, "prints:"),
                        header(comments, "value:").stream().findFirst().orElse(null));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private static List<String> header(List<String> comments, String key) {
            return comments.stream().filter(c -> c.startsWith(key)).map(c -> c.substring(key.length()).strip()).toList();
        }
    }

    static List<Cell> corpus() throws IOException, URISyntaxException {
        Path folder = Path.of(CellCorpusTest.class.getResource("cells").toURI());
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".jsh")).sorted().map(Cell::read).toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void aValidCellRunsWhole(Cell cell) throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream out = System.out;
        Evaluator.Value value;
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            value = session.eval(cell.code());
        } finally {
            System.setOut(out);
        }
        assertEquals(cell.prints(), printed.toString(StandardCharsets.UTF_8).lines().toList(), cell + " printed");
        assertEquals(cell.value(), value == null ? null : value.text(), cell + "'s value");
        Set<String> defined = definedNames(session.evaluator().ready());
        for (String name : cell.defines()) {
            assertTrue(defined.contains(name), cell + " did not define " + name);
        }
        assertEquals(parserCut(cell.code()), evaluatorCut(cell.code()), cell + ": the evaluator and the parser cut it differently");
    }

    @Test
    void codeAfterAnUnknownSnippetThatDoesNotParseIsAnErrorAtItsLine() throws Exception {
        String code = """
                class Throws15 {
                    int f(int x) { return switch (x) { case 0 -> 0; default -> throw new IllegalStateException(); }; }
                }
                int broken15( {
                """;
        CellException e = assertThrows(CellException.CompileError.class, () -> session.eval(code));
        assertTrue(e.getMessage().contains("line 4"), e.getMessage());
        assertTrue(definedNames(session.evaluator().ready()).contains("Throws15"), "the class before the error is defined");
        assertNull(session.eval("int after15 = 15;"));
    }

    @Test
    void aConsoleFrontEndMayRunACellOnlyAParserCanCut() {
        String code = "class Throws16 { void f(int x) { switch (x) { default -> throw new IllegalStateException(); } } }\nint g16 = 1;";
        assertEquals("complete", session.evaluator().completeness(code));
        assertEquals("incomplete", session.evaluator().completeness(code + "\nint h16() {"));
        assertEquals("invalid", session.evaluator().completeness("class Throws17 { void f(int x) { switch (x) { default -> throw ; } } }"));
    }

    @Test
    void theParserCountsSnippetsAsJShellDoes() {
        assertEquals(1, SnippetParser.snippetsIn("int a = 1, b = 2;"), "one declaration of two variables");
        assertEquals(2, SnippetParser.snippetsIn("int a = 1; int b = 2;"));
        assertEquals(1, SnippetParser.snippetsIn("if (true) { } else { }"));
        assertEquals(1, SnippetParser.snippetsIn("new Object() { }.toString()"), "an expression without a semicolon");
        assertEquals(1, SnippetParser.snippetsIn("import java.util.List;"));
        assertEquals(0, SnippetParser.snippetsIn("  // only a comment\n"));
        assertEquals(-1, SnippetParser.snippetsIn("int broken( {"));
        assertEquals(List.of(10, 27), SnippetParser.possibleEnds("int a = 1; String s = \"};\";"));
    }

    @Test
    void everySnippetOfTheNotebooksAndEditionsIsOneSnippetForTheParser() throws IOException {
        List<Path> notebooks = new ArrayList<>();
        try (Stream<Path> files = Stream.concat(Files.list(REPOSITORY.resolve("notebooks")),
                Files.walk(REPOSITORY.resolve("coursework/assignments"), 2))) {
            files.filter(f -> f.toString().endsWith(".ipynb")).sorted().forEach(notebooks::add);
        }
        assertFalse(notebooks.isEmpty(), "no notebooks found under " + REPOSITORY);
        List<String> problems = new ArrayList<>();
        int cells = 0;
        for (Path notebook : notebooks) {
            JsonObject json = new JsonParser().parse(Files.readString(notebook)).getAsJsonObject();
            int index = 0;
            for (JsonElement element : json.getAsJsonArray("cells")) {
                index++;
                JsonObject cell = element.getAsJsonObject();
                if (!cell.get("cell_type").getAsString().equals("code")) {
                    continue;
                }
                cells++;
                for (CellSnippets.Snippet snippet : CellSnippets.cut(session.evaluator().ready().sourceCodeAnalysis(), source(cell))) {
                    if (SnippetParser.snippetsIn(snippet.source()) != 1) {
                        problems.add(REPOSITORY.relativize(notebook) + ", cell " + index + ", line " + snippet.line()
                                + ": the JDK's parser does not find one snippet in " + snippet.source());
                    }
                }
            }
        }
        assertTrue(cells > 100, "only " + cells + " code cells found");
        assertEquals(List.of(), problems);
    }

    private static String source(JsonObject cell) {
        JsonElement source = cell.get("source");
        if (source.isJsonArray()) {
            StringBuilder text = new StringBuilder();
            source.getAsJsonArray().forEach(line -> text.append(line.getAsString()));
            return text.toString();
        }
        return source.getAsString();
    }

    /** The snippets as the evaluator cuts them, each from its first line of code. */
    private static List<String> evaluatorCut(String code) {
        return CellSnippets.cut(session.evaluator().ready().sourceCodeAnalysis(), code).stream()
                .map(s -> trimmed(s.typed())).toList();
    }

    /** The snippets as the JDK's parser alone cuts them; the rest whole where it cannot. */
    private static List<String> parserCut(String code) {
        List<String> snippets = new ArrayList<>();
        String remaining = code;
        while (Evaluator.leadingCommentsAndSpace(remaining) < remaining.length()) {
            int end = SnippetParser.firstSnippetEnd(remaining);
            int cut = end < 0 ? remaining.length() : end;
            snippets.add(trimmed(remaining.substring(0, cut)));
            remaining = remaining.substring(cut);
        }
        return snippets;
    }

    private static String trimmed(String snippet) {
        return snippet.substring(Evaluator.leadingCommentsAndSpace(snippet)).stripTrailing();
    }

    private static Set<String> definedNames(JShell jshell) {
        return jshell.snippets().filter(s -> jshell.status(s) == Snippet.Status.VALID)
                .filter(DeclarationSnippet.class::isInstance).map(s -> ((DeclarationSnippet) s).name())
                .collect(Collectors.toSet());
    }
}
