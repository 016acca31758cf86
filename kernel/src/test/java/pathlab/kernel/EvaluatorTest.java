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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Tests the evaluation layer on its own: one JShell shared by all tests (start-up is the slow
 * part), no Jupyter involved. Each test uses its own names so the order does not matter.
 */
class EvaluatorTest {

    @RegisterExtension
    static final CellSession session = new CellSession(CellApi.PATHLAB);

    private static Evaluator.Value eval(String code) throws CellException {
        return session.eval(code);
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
        assertTrue(e.lines().get(1).contains("fail5 (cell [" + session.cell() + "], line 2)"), e.lines().toString());
        assertTrue(e.lines().stream().noneMatch(l -> l.contains("jdk.jshell") || l.contains("pathlab.kernel")),
                e.lines().toString());
    }

    @Test
    void runtimeErrorLinesCountFromTheCellStart() {
        CellException e = assertThrows(CellException.SnippetException.class,
                () -> eval("int zero6 = 0;\n\n// divide\nint bad6 = 1 / zero6;"));
        assertEquals("java.lang.ArithmeticException: / by zero", e.lines().get(0));
        assertEquals("    at cell [" + session.cell() + "], line 4", e.lines().get(1));
    }

    @Test
    void kernelIsUsableAfterAnException() throws Exception {
        assertThrows(CellException.class, () -> eval("Integer.parseInt(\"not a number\")"));
        assertEquals("3", eval("1 + 2").text());
    }

    /** Runs the cell and interrupts it after half a second; returns how the cell ended. */
    private static CellException interrupted(String code) {
        Thread interrupter = new Thread(() -> {
            try {
                Thread.sleep(500);
            } catch (InterruptedException ignored) {
                return;
            }
            session.evaluator().interrupt();
        });
        interrupter.start();
        return assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThrows(CellException.class, () -> eval(code)));
    }

    @Test
    void infiniteLoopCanBeInterrupted() throws Exception {
        assertInstanceOf(CellException.CellInterrupted.class, interrupted("while (true) {}"));
        assertEquals("after", eval("\"after\"").object());
    }

    @Test
    void loopsInDeclaredMethodsLambdasAndCatchAllHandlersAreInterrupted() throws Exception {
        eval("void spin12() { for (long i = 0; ; i++) { try { if (i < 0) throw new Exception(); } catch (Throwable t) { } } }");
        assertInstanceOf(CellException.CellInterrupted.class, interrupted("spin12();"));
        assertInstanceOf(CellException.CellInterrupted.class, interrupted("Runnable r12 = () -> { while (true) { } };\nr12.run();"));
        assertInstanceOf(CellException.CellInterrupted.class, interrupted("int x12 = 0;\ndo { x12 = (x12 + 1) % 7; } while (x12 >= 0);"));
        assertEquals("after", eval("\"after\"").object());
    }

    @Test
    void libraryLoopsThatLookAtTheInterruptFlagAreInterrupted() {
        assertInstanceOf(CellException.CellInterrupted.class, interrupted("pathlab.kernel.library.LongLoop.run()"));
    }

    @Test
    void aSetInterruptFlagStopsCellCode() throws Exception {
        // What a grader's per-test time limit does: interrupt the thread that runs the student's method.
        eval("void forever13() { while (true) { } }");
        String result = eval("""
                var failure13 = new java.util.concurrent.atomic.AtomicReference<Throwable>();
                Thread t13 = new Thread(() -> { try { forever13(); } catch (Throwable t) { failure13.set(t); } });
                t13.start();
                Thread.sleep(200);
                t13.interrupt();
                t13.join(5000);
                t13.isAlive() + " " + failure13.get().getMessage()""").text();
        assertEquals("\"false the cell's thread was interrupted\"", result);
    }

    @Test
    void threadsStartedByACellAreStoppedByAnInterrupt() throws Exception {
        eval("Thread spinner14 = new Thread(() -> { while (true) { } });\nspinner14.start();");
        assertEquals("true", eval("spinner14.isAlive() && spinner14.getThreadGroup().getName().startsWith(\"cell [\")").text());
        session.evaluator().interrupt(); // no cell running: the background thread alone
        assertEquals("false", eval("spinner14.join(5000);\nspinner14.isAlive()").text());
    }

    @Test
    void blockingIoThatIgnoresInterruptsIsLeftBehind() throws Exception {
        CellException e = interrupted("var server15 = new java.net.ServerSocket(0);\nserver15.accept();");
        assertInstanceOf(CellException.CellInterrupted.class, e);
        assertTrue(String.join("\n", e.lines()).contains("cannot be interrupted"), e.lines().toString());
        assertEquals("after", eval("\"after\"").object());
        eval("server15.close();");
    }

    @Test
    void exitCallsFailTheCellAndKeepTheState() throws Exception {
        eval("int kept16 = 16;");
        for (String call : List.of("System.exit(0);", "Runtime.getRuntime().exit(3);", "Runtime.getRuntime().halt(1);")) {
            CellException.SnippetException e = assertThrows(CellException.SnippetException.class, () -> eval(call));
            String name = call.startsWith("System") ? "System.exit" : call.contains("halt") ? "Runtime.halt" : "Runtime.exit";
            assertEquals(name + " is not allowed in a notebook: restart the kernel instead (Kernel → Restart)",
                    e.lines().get(0));
            assertEquals("    at cell [" + session.cell() + "], line 1", e.lines().get(1));
        }
        eval("void quit16() { try { System.exit(2); } catch (Exception e) { } }");
        assertThrows(CellException.SnippetException.class, () -> eval("quit16();"), "catch (Exception) does not hide it");
        assertEquals("16", eval("kept16").text());
    }

    @Test
    void displayReachesTheSinkAndImagesAreValues() throws Exception {
        session.displayed().clear();
        eval("display(\"text/html\", \"<b>hi</b>\");\ndisplay(7);");
        assertEquals(List.of("text/html:<b>hi</b>", 7), session.displayed());
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
        List<String> options = session.evaluator().complete(code, code.length(), anchor);
        assertTrue(options.contains("toUpperCase("), options.toString());
        assertEquals(code.length() - "toUpp".length(), anchor[0]);
    }

    @Test
    void knowsWhenCodeIsComplete() {
        assertEquals("complete", session.evaluator().completeness("int x11 = 1;"));
        assertEquals("incomplete", session.evaluator().completeness("for (int i = 0; i < 3; i++) {"));
    }
}
