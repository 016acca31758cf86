package pathlab.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The widgets' ES modules (src/main/resources/pathlab/widget/**.js), checked by Node: each parses
 * as an ES module ({@code node --check}), and the counter's, the live grid's and the live graph's
 * run against a stand-in model (src/test/resources/pathlab/widget/counter.test.mjs,
 * grid/livegrid.test.mjs, graph/livegraph.test.mjs; the last two share standin.mjs);
 * the browser test runs them in a page.
 * Without Node the test is skipped, and says so.
 */
class WidgetModulesTest {

    private static final Path MODULES = Path.of("src/main/resources/pathlab/widget");

    /** Runs node with {@code args}; its exit code and what it said. */
    private static String[] node(String... args) throws IOException, InterruptedException {
        Process node;
        try {
            node = new ProcessBuilder(Stream.concat(Stream.of("node"), Stream.of(args)).toList())
                    .redirectErrorStream(true).start();
        } catch (IOException e) {
            Assumptions.abort("node is not on the PATH: the widgets' modules were not checked");
            throw e;
        }
        String said = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(node.waitFor(60, TimeUnit.SECONDS), "node did not finish in a minute");
        return new String[] {String.valueOf(node.exitValue()), said};
    }

    /** The module as an .mjs file, which Node reads as an ES module. */
    private static Path asModule(Path js, Path scratch) throws IOException {
        return Files.copy(js, scratch.resolve(js.getFileName() + ".mjs"), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void everyModuleParsesAsAnEsModule(@TempDir Path scratch) throws IOException, InterruptedException {
        List<Path> modules;
        try (Stream<Path> files = Files.walk(MODULES)) {
            modules = files.filter(f -> f.toString().endsWith(".js")).sorted().toList();
        }
        assertTrue(!modules.isEmpty(), "no module in " + MODULES);
        for (Path js : modules) {
            String[] result = node("--check", asModule(js, scratch).toString());
            assertEquals("0", result[0], js + ": " + result[1]);
        }
    }

    /** Each module against its stand-in model: the test file beside the tests' resources, then the module as .mjs. */
    @ParameterizedTest(name = "{0} by {1}")
    @CsvSource({
        "counter.js, counter.test.mjs",
        "grid/livegrid.js, grid/livegrid.test.mjs",
        "graph/livegraph.js, graph/livegraph.test.mjs"})
    void eachModuleDrawsItsModelAndSendsWhatTheUserDoes(String module, String test, @TempDir Path scratch)
            throws IOException, InterruptedException {
        String[] result = node("src/test/resources/pathlab/widget/" + test,
                asModule(MODULES.resolve(module), scratch).toString());
        assertEquals("0", result[0], result[1]);
    }
}
