package pathlab.kernel.library;

/**
 * Stands in for the library's long loops in the evaluator's tests: code from a jar is not
 * instrumented, so it stops only because it looks at the interrupt flag, as the library does.
 */
public final class LongLoop {
    private LongLoop() {
    }

    /** Counts until interrupted, looking at the flag every 4,096 iterations. */
    public static long run() {
        long i = 0;
        while (true) {
            if ((++i & 4095) == 0 && Thread.currentThread().isInterrupted()) {
                throw new java.util.concurrent.CancellationException("interrupted");
            }
        }
    }
}
