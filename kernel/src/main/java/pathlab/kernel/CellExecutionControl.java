package pathlab.kernel;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import jdk.jshell.execution.LocalExecutionControl;
import jdk.jshell.spi.ExecutionControl;
import jdk.jshell.spi.ExecutionControlProvider;
import jdk.jshell.spi.ExecutionEnv;

/**
 * Runs JShell snippets inside the kernel's own JVM, each on a fresh thread that can be stopped.
 *
 * <p>Idea: JShell compiles every snippet into a class with a {@code do_it$} method and asks the
 * execution control to invoke it. Running it in-process (instead of in a second JVM, JShell's
 * default) means snippets see the kernel's {@link Display} and start instantly. We extend
 * JShell's {@link LocalExecutionControl} for class loading and override two things:
 * <ul>
 *   <li>{@link #invoke(Method)} runs the snippet on its own thread, remembers the returned
 *       object (so the kernel can render a trailing {@code BufferedImage} as PNG rather than its
 *       {@code toString()}), and gives the thread the snippet class loader as context loader;</li>
 *   <li>{@link #stop()} stops that thread, which is how an interrupt ends {@code while(true){}}.
 *       It uses {@code Thread.stop}, deprecated but working on Java 17 and the only way to
 *       end a loop that never checks for interruption; the snippet thread holds no kernel
 *       state, so the kernel stays usable.</li>
 * </ul>
 *
 * <p>Cost: one short-lived thread per executed snippet (microseconds). Snippet threads get a
 * 64 MB stack so recursive searches on big grids do not overflow as early as on 1 MB.
 */
final class CellExecutionControl extends LocalExecutionControl {

    private static final long SNIPPET_STACK_BYTES = 64L * 1024 * 1024;

    private volatile Thread running;
    private volatile boolean stopped;
    private final AtomicReference<Object> lastValue = new AtomicReference<>();

    @Override
    protected String invoke(Method doItMethod) throws Exception {
        AtomicReference<Object> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(null, () -> {
            try {
                result.set(doItMethod.invoke(null));
            } catch (Throwable t) { // includes ThreadDeath from stop()
                failure.set(t);
            }
        }, "pathlab-snippet", SNIPPET_STACK_BYTES);
        worker.setDaemon(true);
        worker.setContextClassLoader(doItMethod.getDeclaringClass().getClassLoader());
        stopped = false;
        running = worker;
        try {
            worker.start();
            worker.join();
        } finally {
            running = null;
        }
        Throwable t = failure.get();
        if (stopped || isThreadDeath(t)) {
            throw new ExecutionControl.StoppedException();
        }
        if (t instanceof Exception e) {
            throw e; // InvocationTargetException: JShell reports the snippet's own exception
        }
        if (t != null) {
            throw new InvocationTargetException(t);
        }
        lastValue.set(result.get());
        return valueString(result.get());
    }

    @SuppressWarnings({"deprecation", "removal"})
    @Override
    public void stop() {
        Thread worker = running;
        if (worker != null) {
            stopped = true;
            worker.interrupt(); // lets sleep()/wait() end at once
            worker.stop();      // ends loops that never look at the interrupt flag
        }
    }

    /** True while a snippet is running. */
    boolean isRunning() {
        return running != null;
    }

    /** True if the last snippet was ended by {@link #stop()}. */
    boolean wasStopped() {
        return stopped;
    }

    /** The object returned by the last snippet that completed normally; cleared by the call. */
    Object takeLastValue() {
        return lastValue.getAndSet(null);
    }

    private static boolean isThreadDeath(Throwable t) {
        return t instanceof ThreadDeath
                || (t instanceof InvocationTargetException && t.getCause() instanceof ThreadDeath);
    }

    /** Hands JShell one shared instance so the evaluator can stop it and read values. */
    static final class Provider implements ExecutionControlProvider {
        private final CellExecutionControl control;

        Provider(CellExecutionControl control) {
            this.control = control;
        }

        @Override
        public String name() {
            return "pathlab-local";
        }

        @Override
        public ExecutionControl generate(ExecutionEnv env, Map<String, String> parameters) {
            return control;
        }
    }
}
