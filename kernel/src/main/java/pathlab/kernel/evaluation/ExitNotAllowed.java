package pathlab.kernel.evaluation;

/**
 * What {@code System.exit}, {@code Runtime.exit} and {@code Runtime.halt} throw when called from
 * a cell: ending the JVM would end the kernel and lose every variable of the notebook (and, in
 * grading, the whole submission's results). An {@code Error}, so {@code catch (Exception e)}
 * does not hide it.
 */
public final class ExitNotAllowed extends Error {
    ExitNotAllowed(String call) {
        super(call + " is not allowed in a notebook: restart the kernel instead (Kernel → Restart)");
    }
}
