package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import pathlab.kernel.evaluation.CellApi;
import pathlab.kernel.evaluation.CellException;
import pathlab.kernel.evaluation.Evaluator;

/**
 * The kernel's JJava mode ({@link CellApi#JJAVA}): each of the four ways a notebook written for
 * this kernel breaks on JJava or IJava fails or shows here too, and what they share works.
 */
class JJavaApiTest {

    @RegisterExtension
    static final CellSession session = new CellSession(CellApi.JJAVA);

    private static Evaluator.Value eval(String code) throws CellException {
        return session.eval(code);
    }

    @Test
    void theSharedDisplayFormsWork() throws Exception {
        assertNull(eval("display(\"<b>a1</b>\", \"text/html\");\nint after1 = 1;"));
        assertNull(eval("display(\"b1\");\nint after1b = 2;"));
        assertTrue(session.displayed().contains("text/html:<b>a1</b>"), session.displayed().toString());
        assertTrue(session.displayed().contains("b1"), session.displayed().toString());
    }

    @Test
    void ourArgumentOrderFailsAsOnJJava() {
        CellException.SnippetException e = assertThrows(CellException.SnippetException.class,
                () -> eval("display(\"text/html\", \"<b>a2</b>\");"));
        assertEquals("java.lang.IllegalArgumentException", e.exceptionClass());
        assertTrue(e.lines().get(0).contains("\"<b>a2</b>\" is not a MIME type"), e.lines().get(0));
    }

    @Test
    void aTrailingCallShowsItsValueDespiteTheSemicolon() throws Exception {
        Evaluator.Value id = eval("display(\"a3\");");
        assertNotNull(id, "JJava shows the display id of a trailing display(...);");
        assertEquals(36, ((String) id.object()).length());
        assertEquals("true", eval("var list3 = new ArrayList<String>();\nlist3.add(\"x\");").text());
        assertNull(eval("String none3 = null;\nnone3"), "JJava shows no null");
    }

    @Test
    void onlyTheImportsBothKernelsStartWith() throws Exception {
        assertEquals("1", eval("new ArrayList<>(List.of(1)).size()").text());
        CellException e = assertThrows(CellException.CompileError.class, () -> eval("Path.of(\"a4\")"));
        assertTrue(String.join("\n", e.lines()).contains("cannot find symbol"), e.lines().toString());
    }

    @Test
    void anImportAfterCellsThatDeclaredVariablesFails() throws Exception {
        eval("var kept5 = new ArrayList<>(List.of(1));");
        CellException e = assertThrows(CellException.CompileError.class, () -> eval("int x5 = 1;\nimport java.awt.*;"));
        assertTrue(e.lines().get(0).contains("an import after earlier cells declared variables (")
                && e.lines().get(0).contains("kept5"), e.lines().toString());
        assertTrue(e.lines().get(1).contains("first code cell"), e.lines().toString());
    }

    @Test
    void importsInTheFirstCellAreFine() throws Exception {
        // a session of its own: the other tests' cells declared variables before this one
        try (Evaluator fresh = new Evaluator(List.of(Path.of("target/test-classes")), CellApi.JJAVA)) {
            assertNull(fresh.eval("System.out.println(\"no variables yet\");", 1));
            assertNull(fresh.eval("import java.awt.Point;\nPoint p6 = new Point(1, 2);\nvar name6 = \"kept\";", 2));
            assertEquals("kept", fresh.eval("name6", 3).object());
        }
    }
}
