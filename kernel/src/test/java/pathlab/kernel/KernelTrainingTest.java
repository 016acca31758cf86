package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.Test;
import pathlab.kernel.evaluation.ClasspathSpec;
import pathlab.kernel.evaluation.Evaluator;

/** The training run's cells: each still compiles and runs on the library and the jars it needs, as install runs them. */
class KernelTrainingTest {

    @Test
    void everyTrainingCellRunsOnTheLibrary() throws Exception {
        List<String> cells = KernelTraining.cells();
        assertTrue(cells.size() >= 10 && cells.get(0).startsWith("import pathlab.graph.*;"), cells.toString());
        String library = String.join(File.pathSeparator, "../target/classes", "../target/lib" + File.separator + "*");
        try (Evaluator evaluator = new Evaluator(ClasspathSpec.resolve(library))) {
            for (int i = 0; i < cells.size(); i++) {
                String cell = cells.get(i);
                int number = i + 1;
                assertDoesNotThrow(() -> evaluator.eval(cell, number), () -> "training cell " + number + ":\n" + cell);
            }
        }
    }
}
