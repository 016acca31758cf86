package pathlab.kernel;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import pathlab.kernel.evaluation.CellException;
import pathlab.kernel.evaluation.ClasspathSpec;
import pathlab.kernel.evaluation.Evaluator;

/**
 * The training run of install's class archive ({@code pathlab.kernel.install.ClassArchive}):
 * {@code java OPTIONS -XX:ArchiveClassesAtExit=FILE -jar pathlab-kernel.jar train} evaluates
 * typical cells of notebooks 01 and 02 ({@code training-cells.jsh}) as a kernel does, through the
 * {@link Evaluator} with the library from PATHLAB_CLASSPATH, so that the JVM, at its exit, archives
 * the classes a student's kernel needs: JShell, the compiler, the kernel and its libraries.
 *
 * <p>Output of the cells is dropped (display() prints, into the same nowhere, without a kernel). A cell that fails is said on standard error, as "training
 * cell N: ...", and the exit code is 1 (install then installs the kernel without an archive and
 * says so). Cost: about 5 s of CPU with the default JIT, 3 s with {@code --jit quick}.
 */
final class KernelTraining {

    private static final String CELLS = "training-cells.jsh";
    private static final String CELL_MARK = "// cell";

    private KernelTraining() {
    }

    /** Evaluates every training cell; returns the exit code. */
    static int run() throws IOException {
        PrintStream err = System.err;
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream(), false, UTF_8);
        System.setOut(nowhere);
        System.setErr(nowhere);
        try (Evaluator evaluator = new Evaluator(ClasspathSpec.resolve(ClasspathSpec.fromEnvironment()))) {
            List<String> cells = cells();
            for (int i = 0; i < cells.size(); i++) {
                try {
                    evaluator.eval(cells.get(i), i + 1);
                } catch (CellException e) {
                    err.println("training cell " + (i + 1) + ": " + String.join(" ", e.lines()).strip());
                    return 1;
                } catch (RuntimeException | Error e) { // JShell's own failure, e.g. a library jar missing
                    err.println("training cell " + (i + 1) + ": " + e);
                    return 1;
                }
            }
            return 0;
        }
    }

    /** The training cells, in order: the text after each "// cell" line up to the next. */
    static List<String> cells() throws IOException {
        String text;
        try (InputStream in = KernelTraining.class.getResourceAsStream(CELLS)) {
            if (in == null) {
                throw new IOException("the kernel jar has no " + CELLS);
            }
            text = new String(in.readAllBytes(), UTF_8);
        }
        List<String> cells = new ArrayList<>();
        StringBuilder cell = null;
        for (String line : text.split("\n", -1)) {
            if (line.strip().equals(CELL_MARK)) {
                if (cell != null) {
                    cells.add(cell.toString());
                }
                cell = new StringBuilder();
            } else if (cell != null) {
                cell.append(line).append('\n');
            }
        }
        if (cell != null) {
            cells.add(cell.toString());
        }
        return cells;
    }
}
