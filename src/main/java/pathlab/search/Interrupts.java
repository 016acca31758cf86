package pathlab.search;

import java.util.concurrent.CancellationException;

/**
 * Lets a long computation be stopped from outside: Kernel → Interrupt in a notebook, a grader's
 * time limit, {@code Future.cancel(true)}.
 *
 * <p>Idea: Java stops a thread only by asking it: another thread sets its interrupt flag, and
 * the thread looks at the flag now and then. The library's long loops (the search's main loop,
 * breadth-first search, the tables built from many searches) call {@link #check()} at their
 * start and every {@link #EVERY} iterations, and end with a {@link CancellationException} when
 * the flag is set. The flag stays set, so the code that called the library sees it too.
 *
 * <p>Cost: a mask test per iteration and a field read every 4,096 iterations, below what any
 * benchmark of the search can measure (the A* benchmark's run-to-run spread is several percent).
 */
public final class Interrupts {

    /** Iterations between checks, a power of two: {@code (i & (EVERY - 1)) == 0} picks them. */
    public static final int EVERY = 1 << 12;

    private Interrupts() {
    }

    /** Ends the computation if the current thread was interrupted. */
    public static void check() {
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("interrupted");
        }
    }
}
