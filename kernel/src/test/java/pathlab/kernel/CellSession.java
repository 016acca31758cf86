package pathlab.kernel;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One JShell evaluator for a whole test class, without Jupyter, with everything its cells display
 * recorded in {@link #displayed}: a value shown as itself, content of a MIME type as
 * {@code "type:content"}.
 *
 * <p>Idea: starting JShell is the slow part of these tests, so a class starts one session in
 * {@code @BeforeAll} and closes it in {@code @AfterAll}; its tests use their own names, so their
 * order does not matter. Cells are numbered from 1, as Jupyter's execution counts are.
 * <pre>
 *   session = new CellSession(CellApi.JJAVA);
 *   session.eval("display(\"&lt;b&gt;x&lt;/b&gt;\", \"text/html\");");
 *   assertEquals(List.of("text/html:&lt;b&gt;x&lt;/b&gt;"), session.displayed);
 * </pre>
 */
final class CellSession implements AutoCloseable {
    final Evaluator evaluator;
    final List<Object> displayed = new ArrayList<>();
    private int cell;

    CellSession(CellApi api) {
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

    /** Runs the code as the next cell. */
    Evaluator.Value eval(String code) throws CellException {
        return evaluator.eval(code, ++cell);
    }

    /** The number of the cell run last. */
    int cell() {
        return cell;
    }

    @Override
    public void close() {
        Display.install(null);
        evaluator.close();
    }
}
