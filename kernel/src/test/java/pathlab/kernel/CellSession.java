package pathlab.kernel;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import pathlab.kernel.evaluation.CellApi;
import pathlab.kernel.evaluation.CellException;
import pathlab.kernel.evaluation.Evaluator;

/**
 * One JShell evaluator for a whole test class, without Jupyter, with everything its cells display
 * recorded in {@link #displayed()}: a value shown as itself, content of a MIME type as
 * {@code "type:content"}.
 *
 * <p>Idea: starting JShell is the slow part of these tests, so a class registers one session as a
 * JUnit extension; it starts before the class's first test and closes after its last. The tests
 * use their own names, so their order does not matter. Cells are numbered from 1, as Jupyter's
 * execution counts are.
 * <pre>
 *   &#64;RegisterExtension
 *   static final CellSession session = new CellSession(CellApi.JJAVA);
 *   ...
 *   session.eval("display(\"&lt;b&gt;x&lt;/b&gt;\", \"text/html\");");
 *   assertEquals(List.of("text/html:&lt;b&gt;x&lt;/b&gt;"), session.displayed());
 * </pre>
 */
public final class CellSession implements BeforeAllCallback, AfterAllCallback {
    private final CellApi api;
    private final List<Object> displayed = new ArrayList<>();
    private Evaluator evaluator;
    private int cell;

    public CellSession(CellApi api) {
        this.api = api;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        evaluator = new Evaluator(List.of(Path.of("target/test-classes")), api);
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

    @Override
    public void afterAll(ExtensionContext context) {
        Display.install(null);
        evaluator.close();
    }

    /** Runs the code as the next cell. */
    public Evaluator.Value eval(String code) throws CellException {
        return evaluator.eval(code, ++cell);
    }

    public Evaluator evaluator() {
        return evaluator;
    }

    /** What the cells displayed so far, in order. */
    public List<Object> displayed() {
        return displayed;
    }

    /** The number of the cell run last. */
    public int cell() {
        return cell;
    }
}
