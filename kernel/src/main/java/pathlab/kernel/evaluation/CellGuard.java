package pathlab.kernel.evaluation;

/**
 * The calls that {@link CellInstrumenter} compiles into every class made from a cell: stop checks,
 * and replacements for the calls that would end the JVM.
 *
 * <p>Idea: the JDK no longer lets one thread stop another ({@code Thread.stop} throws from
 * Java 20 on), so a cell must stop itself. Its code checks, at every method entry and every
 * backward jump (each loop iteration), whether it should stop,
 * as JShell does for its own execution engine since JDK 20. The check is two field reads when
 * nothing is to be stopped.
 *
 * <p>Public because code compiled from cells, in JShell's class loader, calls it.
 */
public final class CellGuard {

    private CellGuard() {
    }

    /** Stops the current thread if its cell was interrupted or the thread's interrupt flag is set. */
    public static void check() {
        Thread thread = Thread.currentThread();
        if (thread.isInterrupted()) {
            throw new CellStopped("the cell's thread was interrupted");
        }
        if (CellThreads.currentThreadStopped()) {
            throw new CellStopped("the cell was interrupted");
        }
    }

    /** Replaces {@code System.exit(status)} in cell code. */
    public static void systemExit(int status) {
        throw new ExitNotAllowed("System.exit");
    }

    /** Replaces {@code runtime.exit(status)} in cell code. */
    public static void runtimeExit(Runtime runtime, int status) {
        throw new ExitNotAllowed("Runtime.exit");
    }

    /** Replaces {@code runtime.halt(status)} in cell code. */
    public static void runtimeHalt(Runtime runtime, int status) {
        throw new ExitNotAllowed("Runtime.halt");
    }
}
