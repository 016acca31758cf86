package pathlab.kernel.evaluation;

/**
 * Thrown by the stop checks in cell code when the cell was interrupted (Kernel → Interrupt) or
 * its thread's interrupt flag is set. An {@code Error}, so {@code catch (Exception e)} in a cell
 * does not swallow it; code that catches it anyway is stopped again at its next check, since a
 * stop is sticky (see {@link CellInstrumenter}).
 */
public final class CellStopped extends Error {
    CellStopped(String message) {
        super(message);
    }
}
