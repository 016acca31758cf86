package pathlab.coursework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.execution.DirectExecutionControl;
import jdk.jshell.spi.ExecutionControl;
import jdk.jshell.spi.ExecutionControlProvider;
import jdk.jshell.spi.ExecutionEnv;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The solution edition of every assignment notebook passes the graded-code policy without a
 * single finding: an honest solution is never refused. Each notebook's code cells are compiled
 * by JShell, as the kernel compiles them, and every class JShell hands over to be loaded is
 * checked; nothing is run (the classes are checked, not executed).
 */
class SolutionEditionsTest {

    /**
     * What a live map's cell calls: grading leaves that locked cell out (it shows the student's search
     * on the kernel's widget and grades nothing: LIVE_MAP_CELL in scripts/pathlab_tools/grader/notebook.py).
     */
    private static final String LIVE_MAP_CELL = "LiveGrid.of(";
    private static final Pattern CELL = Pattern.compile("\"cell_type\":\\s*\"(\\w+)\"");
    private static final Pattern SOURCE = Pattern.compile("\"source\":\\s*\\[");
    private static final Pattern STRING = Pattern.compile("\"((?:\\\\.|[^\"\\\\])*)\"");

    static List<Assignment> assignments() {
        return Assignment.all();
    }

    @ParameterizedTest
    @MethodSource("assignments")
    void theSolutionPassesThePolicy(Assignment assignment) throws IOException {
        List<String> problems = new ArrayList<>();
        ChecksInstead control = new ChecksInstead(assignment, problems);
        try (JShell jshell = JShell.builder().executionEngine(control, Map.of()).build()) {
            for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
                jshell.addToClasspath(entry);
            }
            List<String> cells = codeCells(notebook(assignment));
            for (int i = 0; i < cells.size(); i++) {
                if (cells.get(i).contains(LIVE_MAP_CELL)) {
                    continue;
                }
                control.cell = i + 1;
                String remaining = cells.get(i);
                while (!remaining.isBlank()) {
                    SourceCodeAnalysis.CompletionInfo info = jshell.sourceCodeAnalysis().analyzeCompletion(remaining);
                    remaining = info.remaining();
                    for (SnippetEvent e : jshell.eval(info.source())) {
                        if (e.status() == Snippet.Status.REJECTED) {
                            problems.add("cell " + control.cell + " does not compile: " + e.snippet().source()
                                    + jshell.diagnostics(e.snippet()).map(d -> d.getMessage(null)).toList());
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(control.checked > 5, "only " + control.checked + " classes were checked");
    }

    /** The solution edition: assignments/A1-dijkstra/A1-dijkstra.ipynb. */
    private static Path notebook(Assignment assignment) throws IOException {
        try (var folders = Files.list(Path.of("assignments"))) {
            Path folder = folders.filter(f -> f.getFileName().toString().startsWith(assignment.id() + "-")).findFirst()
                    .orElseThrow();
            return folder.resolve(folder.getFileName() + ".ipynb");
        }
    }

    /** The sources of a notebook's code cells, in order (nbformat writes cell_type before source). */
    static List<String> codeCells(Path notebook) throws IOException {
        String json = Files.readString(notebook);
        List<String> cells = new ArrayList<>();
        Matcher cell = CELL.matcher(json);
        while (cell.find()) {
            Matcher source = SOURCE.matcher(json);
            if (!cell.group(1).equals("code") || !source.find(cell.end())) {
                continue;
            }
            StringBuilder text = new StringBuilder();
            Matcher line = STRING.matcher(json).region(source.end(), json.length());
            int at = source.end();
            while (line.find() && json.substring(at, line.start()).trim().matches(",?")) {
                text.append(unescape(line.group(1)));
                at = line.end();
            }
            cells.add(text.toString());
        }
        return cells;
    }

    private static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'u' -> {
                    out.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> out.append(e);
            }
        }
        return out.toString();
    }

    /** An execution engine that checks every class instead of loading it, and runs nothing. */
    private static final class ChecksInstead extends DirectExecutionControl implements ExecutionControlProvider {
        private final Assignment assignment;
        private final List<String> problems;
        int cell;
        int checked;

        ChecksInstead(Assignment assignment, List<String> problems) {
            this.assignment = assignment;
            this.problems = problems;
        }

        @Override
        public void load(ClassBytecodes[] classes) throws ClassInstallException, NotImplementedException,
                EngineTerminationException {
            checked += classes.length;
            for (ClassBytecodes c : classes) {
                GradedCodePolicy.check(assignment, cell, c.bytecodes()).forEach(f -> problems.add(f.message()));
            }
            super.load(classes);
        }

        @Override
        public String invoke(String className, String methodName) {
            return "";
        }

        @Override
        public String name() {
            return "checks-instead";
        }

        @Override
        public ExecutionControl generate(ExecutionEnv env, Map<String, String> parameters) {
            return this;
        }
    }
}
