package pathlab.kernel.evaluation;

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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import pathlab.kernel.CellSession;

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
        return interruptedWhen(code, () -> Thread.sleep(500));
    }

    /** Something to wait for before the interrupt. */
    private interface Wait {
        void until() throws InterruptedException;
    }

    /** Runs the cell and interrupts it once {@code wait} returns; returns how the cell ended. */
    private static CellException interruptedWhen(String code, Wait wait) {
        Thread interrupter = new Thread(() -> {
            try {
                wait.until();
            } catch (InterruptedException ignored) {
                return;
            }
            session.evaluator().interrupt();
        });
        interrupter.start();
        return assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(CellException.class, () -> eval(code)));
    }

    /** Waits (at most 20 s, however loaded the machine) until a cell's thread is in {@code method}. */
    private static void cellThreadIn(String method) throws InterruptedException {
        long giveUp = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < giveUp && Thread.getAllStackTraces().entrySet().stream()
                .noneMatch(e -> e.getKey().getName().equals("pathlab-snippet")
                        && Stream.of(e.getValue()).anyMatch(frame -> frame.getMethodName().equals(method)))) {
            Thread.sleep(20);
        }
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

    /**
     * Whether a JDK's interrupt reaches a thread blocked in {@code ServerSocket.accept()} is not
     * ours to assume (on some machines it does, on others it does not): what the kernel tells the
     * student must be true either way, and the kernel must go on.
     */
    @Test
    void blockingIoIsInterruptedOrLeftBehindAndTheMessageSaysWhich() throws Exception {
        eval("var server15 = new java.net.ServerSocket(0);\nThread[] acceptor15 = new Thread[1];");
        // one snippet, so one thread: each snippet of a cell runs on a thread of its own
        CellException e = interruptedWhen("{\n    acceptor15[0] = Thread.currentThread();\n    server15.accept();\n}",
                () -> cellThreadIn("accept"));
        assertInstanceOf(CellException.CellInterrupted.class, e);
        boolean saysLeftBehind = String.join("\n", e.lines()).contains("cannot be interrupted");
        String alive = eval(saysLeftBehind ? "acceptor15[0].isAlive()" : "acceptor15[0].join(5000);\nacceptor15[0].isAlive()").text();
        assertEquals(String.valueOf(saysLeftBehind), alive,
                "the message says the thread " + (saysLeftBehind ? "was left behind" : "stopped") + ": " + e.lines());
        assertEquals("after", eval("\"after\"").object());
        eval("server15.close();");
        assertEquals("false", eval("acceptor15[0].join(5000);\nacceptor15[0].isAlive()").text(),
                "closing the socket ends the thread that was left behind");
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
