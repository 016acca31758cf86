package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Tests the evaluation layer on its own: one JShell shared by all tests (start-up is the slow
 * part), no Jupyter involved. Each test uses its own names so the order does not matter.
 */
class EvaluatorTest {

    private static Evaluator evaluator;
    private static final List<Object> displayed = new ArrayList<>();
    private static int cell;

    @BeforeAll
    static void start() {
        evaluator = new Evaluator(List.of());
        evaluator.ready();
        Display.install(new Display.Sink() {
            @Override
            public void show(Object value) {
                displayed.add(value);
            }

            @Override
            public void show(String mimeType, String content) {
                displayed.add(mimeType + ":" + content);
            }
        });
    }

    @AfterAll
    static void stop() {
        Display.install(null);
        evaluator.close();
    }

    private static Evaluator.Value eval(String code) throws CellException {
        return evaluator.eval(code, ++cell);
    }

    @Test
    void trailingExpressionIsTheValue() throws Exception {
        Evaluator.Value value = eval("int a1 = 20;\nint b1 = 22;\na1 + b1");
        assertEquals("42", value.text());
        assertEquals(42, value.object());
    }

    @Test
    void statementsAndDeclarationsHaveNoValue() throws Exception {
        assertNull(eval("var list2 = new ArrayList<String>();\nlist2.add(\"x\");\n"));
        assertNull(eval("int twice2(int x) { return 2 * x; }"));
        assertEquals("14", eval("twice2(7)").text());
        assertNull(eval("twice2(7);"), "a trailing semicolon hides the value");
    }

    @Test
    void importsAndTopLevelMethodsAndClassesWork() throws Exception {
        eval("import java.awt.Point;\nrecord Pair3(int a, int b) {}\nPoint p3 = new Point(1, 2);");
        assertEquals("Pair3[a=1, b=2]", eval("new Pair3(p3.x, p3.y)").text());
    }

    @Test
    void compileErrorShowsLineAndCaret() {
        CellException e = assertThrows(CellException.CompileError.class,
                () -> eval("int ok4 = 1;\nSystem.out.println(missing4);"));
        String report = String.join("\n", e.lines());
        assertTrue(report.contains("line 2: error: cannot find symbol"), report);
        assertTrue(report.contains("    System.out.println(missing4);\n                       ^"), report);
    }

    @Test
    void runtimeExceptionShowsClassMessageAndSnippetFrames() {
        CellException.SnippetException e = assertThrows(CellException.SnippetException.class,
                () -> eval("void fail5() {\n  throw new IllegalStateException(\"boom\");\n}\nfail5();"));
        assertEquals("java.lang.IllegalStateException", e.exceptionClass());
        assertEquals("java.lang.IllegalStateException: boom", e.lines().get(0));
        assertTrue(e.lines().get(1).contains("fail5 (cell [" + cell + "], line 2)"), e.lines().toString());
        assertTrue(e.lines().stream().noneMatch(l -> l.contains("jdk.jshell") || l.contains("pathlab.kernel")),
                e.lines().toString());
    }

    @Test
    void runtimeErrorLinesCountFromTheCellStart() {
        CellException e = assertThrows(CellException.SnippetException.class,
                () -> eval("int zero6 = 0;\n\n// divide\nint bad6 = 1 / zero6;"));
        assertEquals("java.lang.ArithmeticException: / by zero", e.lines().get(0));
        assertEquals("    at cell [" + cell + "], line 4", e.lines().get(1));
    }

    @Test
    void kernelIsUsableAfterAnException() throws Exception {
        assertThrows(CellException.class, () -> eval("Integer.parseInt(\"not a number\")"));
        assertEquals("3", eval("1 + 2").text());
    }

    @Test
    void infiniteLoopCanBeInterrupted() throws Exception {
        Thread interrupter = new Thread(() -> {
            try {
                Thread.sleep(500);
            } catch (InterruptedException ignored) {
                return;
            }
            evaluator.interrupt();
        });
        interrupter.start();
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            CellException e = assertThrows(CellException.class, () -> eval("while (true) {}"));
            assertInstanceOf(CellException.CellInterrupted.class, e);
        });
        assertEquals("after", eval("\"after\"").object());
    }

    @Test
    void displayReachesTheSinkAndImagesAreValues() throws Exception {
        displayed.clear();
        eval("display(\"text/html\", \"<b>hi</b>\");\ndisplay(7);");
        assertEquals(List.of("text/html:<b>hi</b>", 7), displayed);
        Object image = eval("new java.awt.image.BufferedImage(4, 3, java.awt.image.BufferedImage.TYPE_INT_RGB)").object();
        assertEquals(4, ((BufferedImage) image).getWidth());
    }

    @Test
    void undeclaredDependencyIsReported() {
        assertNull(assertDoesNotThrow(() -> eval("int usesLater9() { return later9(); }")));
        CellException e = assertThrows(CellException.CompileError.class, () -> eval("usesLater9()"));
        assertTrue(e.getMessage().contains("later9"), e.getMessage());
    }

    @Test
    void completesMembers() {
        int[] anchor = new int[1];
        String code = "String s10 = \"\"; s10.toUpp";
        List<String> options = evaluator.complete(code, code.length(), anchor);
        assertTrue(options.contains("toUpperCase("), options.toString());
        assertEquals(code.length() - "toUpp".length(), anchor[0]);
    }

    @Test
    void knowsWhenCodeIsComplete() {
        assertEquals("complete", evaluator.completeness("int x11 = 1;"));
        assertEquals("incomplete", evaluator.completeness("for (int i = 0; i < 3; i++) {"));
    }
}
