package pathlab.kernel.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import pathlab.coursework.Assignment;
import pathlab.coursework.CellClasses;
import pathlab.coursework.GradedCodePolicy;

/**
 * The kernel in grading: with the graded-code policy installed, a class that uses what grading
 * refuses is never loaded (so its code never runs), its cell fails with the policy's lines, and
 * what it declared is gone for later cells; everything graded work is made of still runs.
 */
class RefusedCodeTest {

    private static Evaluator evaluator;
    private static int cell;

    @BeforeAll
    static void start() {
        evaluator = new Evaluator(List.of(Path.of("target/test-classes")));
        evaluator.refuseClasses((cell, classFile) -> GradedCodePolicy.check(Assignment.byId("A1"), cell, classFile).stream()
                .filter(f -> !f.libraryUse()).map(GradedCodePolicy.Finding::message).toList());
    }

    @AfterAll
    static void stop() {
        evaluator.close();
    }

    private static Evaluator.Value eval(String code) throws CellException {
        return evaluator.eval(code, ++cell);
    }

    @Test
    void aThreadIsRefusedAndNeverStarts() throws Exception {
        eval("int started = 0;");
        CellException e = assertThrows(CellException.CodeRefused.class,
                () -> eval("new Thread(() -> System.out.println(\"ran\")).start();\nstarted = 1;"));
        assertEquals("cell " + cell + " uses java.lang.Thread: threads are not allowed in graded work", e.getMessage());
        assertEquals("0", eval("started").text());
    }

    @Test
    void aRefusalSaysOnWhichLineOfTheCellTheRefusedSnippetBegins() {
        CellException.CodeRefused e = assertThrows(CellException.CodeRefused.class,
                () -> eval("int fine = 1;\n\n// spawns\nclass Spawn {\n  void go() { new Thread(() -> {}).start(); }\n}"));
        assertEquals(4, e.line());
    }

    @Test
    void aRefusedClassIsNotThereForLaterCells() throws Exception {
        CellException e = assertThrows(CellException.CodeRefused.class,
                () -> eval("class Peek { Object m() { return Peek.class.getDeclaredMethods(); } }"));
        assertEquals(List.of("cell " + cell + " uses java.lang.Class.getDeclaredMethods: reflection is not allowed in"
                + " graded work"), e.lines());
        assertThrows(CellException.CompileError.class, () -> eval("new Peek()"));
    }

    /** The kernel's own classes, in every package of it, are refused; its display functions run. */
    @Test
    void theKernelsOwnClassesAreRefusedItsDisplayFunctionsRun() throws Exception {
        CellException e = assertThrows(CellException.CodeRefused.class,
                () -> eval("pathlab.kernel.evaluation.CellGuard.check();"));
        assertTrue(e.getMessage().startsWith("cell " + cell + " uses pathlab.kernel.evaluation.CellGuard")
                && e.getMessage().endsWith(": it is part of the notebook's kernel: not allowed in graded work"), e.getMessage());
        assertEquals(null, eval("pathlab.kernel.Display.display(\"shown\");"));
    }

    @Test
    void whatGradedWorkIsMadeOfRuns() throws Exception {
        eval("record Edge(int to, double cost) {}\n"
                + "String describe(Object o) { if (o instanceof Edge e && e.cost() > 1) { return \"far \" + e.to(); }"
                + " return \"near\"; }\n"
                + "List<Edge> edges = new ArrayList<>(List.of(new Edge(2, 3.5), new Edge(1, 0.5)));");
        eval("edges.sort(Comparator.comparingDouble(Edge::cost));");
        assertEquals("\"near far 2 2\"", eval("edges.stream().map(e -> describe(e)).collect(Collectors.joining(\" \"))"
                + " + \" \" + edges.size()").text());
    }

    @Test
    void theClassesAreDepositedAsJShellCompiledThem() throws Exception {
        eval("class Deposited { int twice(int x) { return 2 * x; } }");
        CellClasses.CellClass deposited = CellClasses.all().stream()
                .filter(c -> c.name().endsWith("$Deposited")).findFirst().orElseThrow();
        assertEquals(cell, deposited.cell());
        assertFalse(new String(deposited.bytes(), java.nio.charset.StandardCharsets.ISO_8859_1)
                .contains("CellGuard"), "the bytes before the kernel's stop checks");
        assertTrue(GradedCodePolicy.check(Assignment.byId("A1"), cell, deposited.bytes()).isEmpty());
    }
}
