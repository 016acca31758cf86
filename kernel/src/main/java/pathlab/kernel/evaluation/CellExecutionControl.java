package pathlab.kernel.evaluation;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import pathlab.coursework.CellClasses;
import jdk.jshell.execution.DirectExecutionControl;
import jdk.jshell.spi.ExecutionControl;
import jdk.jshell.spi.ExecutionControlProvider;
import jdk.jshell.spi.ExecutionEnv;

/**
 * Runs JShell snippets inside the kernel's own JVM, each cell on threads of its own that can be
 * stopped.
 *
 * <p>Idea: JShell compiles every snippet into a class with a {@code do_it$} method and asks the
 * execution control to load the class and invoke the method. Running it in-process (instead of
 * in a second JVM, JShell's default) means snippets see the kernel's {@link pathlab.kernel.Display} and start
 * instantly. We build on JShell's {@link DirectExecutionControl}, which is the same on every
 * JDK, and add three things:
 * <ul>
 *   <li>{@link #load} and {@link #redefine} pass every class through {@link CellInstrumenter}
 *       (stop checks, no exit calls). In grading, {@link #load} first asks the
 *       {@link CodePolicy}: a class with problems is not loaded, and the problems wait in
 *       {@link #takeRefusals()} for the evaluator to report. Every class it loads is deposited
 *       as JShell compiled it in {@link CellClasses}, where the notebook's visible tests check it;</li>
 *   <li>{@link #invoke(Method)} runs the snippet on a thread of the cell's
 *       {@link CellThreads.Cell} group, remembers the returned object (so the kernel can render
 *       a trailing {@code BufferedImage} as PNG rather than its {@code toString()}), and gives the
 *       thread the snippet class loader as context loader;</li>
 *   <li>{@link #stop()} stops every thread of every cell ({@link CellThreads#stopAll()}). A
 *       snippet thread that is still running {@link #GIVE_UP_MILLIS} later (blocked in native
 *       I/O, or in a long library call that never looks at the interrupt flag) is given up: the cell ends as interrupted and the kernel goes on.</li>
 * </ul>
 *
 * <p>Cost: one short-lived thread per executed snippet (microseconds). Snippet threads get a
 * 64 MB stack so recursive searches on big grids do not overflow as early as on 1 MB.
 */
final class CellExecutionControl extends DirectExecutionControl {

    static final long SNIPPET_STACK_BYTES = 64L * 1024 * 1024;
    static final long GIVE_UP_MILLIS = 2000;

    private volatile CellThreads.Cell cell = CellThreads.newCell(0);
    private volatile long stopRequestedAt;
    private volatile boolean stopped;
    private volatile boolean abandoned;
    private final AtomicReference<Object> lastValue = new AtomicReference<>();
    private volatile CodePolicy policy;
    private final List<String> refusals = new ArrayList<>();

    /** Starts a new cell: its snippets run in a new thread group. */
    void beginCell(int number) {
        cell = CellThreads.newCell(number);
        stopped = false;
        abandoned = false;
    }

    /** From now on, classes with problems under {@code policy} are not loaded. */
    void refuseClasses(CodePolicy policy) {
        this.policy = policy;
    }

    /**
     * Loads the classes the policy accepts. JShell takes a {@link ClassInstallException} as
     * "these classes are not installed" and goes on without an error of its own (a statement's
     * {@code do_it$} is then not found and nothing runs), so the problems are kept for the
     * evaluator, which fails the cell with them.
     */
    @Override
    public void load(ClassBytecodes[] classes) throws ClassInstallException, NotImplementedException,
            EngineTerminationException {
        List<String> problems = new ArrayList<>();
        List<ClassBytecodes> accepted = new ArrayList<>();
        for (ClassBytecodes c : classes) {
            List<String> found = problems(c);
            problems.addAll(found);
            if (found.isEmpty()) {
                accepted.add(c);
            }
        }
        try {
            super.load(instrumented(accepted.toArray(ClassBytecodes[]::new)));
        } catch (ClassInstallException e) {
            throw new ClassInstallException(e.getMessage(), installed(classes, accepted, e.installed()));
        }
        accepted.forEach(c -> CellClasses.loaded(cell.number, c.name(), c.bytecodes()));
        if (!problems.isEmpty()) {
            synchronized (refusals) {
                problems.stream().filter(p -> !refusals.contains(p)).forEach(refusals::add);
            }
            boolean[] all = new boolean[accepted.size()];
            Arrays.fill(all, true);
            throw new ClassInstallException(String.join("; ", problems), installed(classes, accepted, all));
        }
    }

    /** The policy's problems with a class; one that cannot even be read is refused, not loaded unchecked. */
    private List<String> problems(ClassBytecodes c) {
        CodePolicy current = policy;
        if (current == null) {
            return List.of();
        }
        try {
            return current.problems(cell.number, c.bytecodes());
        } catch (RuntimeException e) {
            return List.of("cell " + cell.number + ": " + c.name() + " could not be checked: " + e);
        }
    }

    /** Which of {@code classes} are installed, given which of the {@code accepted} ones are. */
    private static boolean[] installed(ClassBytecodes[] classes, List<ClassBytecodes> accepted, boolean[] acceptedInstalled) {
        boolean[] installed = new boolean[classes.length];
        for (int i = 0; i < classes.length; i++) {
            int j = accepted.indexOf(classes[i]);
            installed[i] = j >= 0 && acceptedInstalled[j];
        }
        return installed;
    }

    /** The policy's problems with the classes refused since the last call, once each. */
    List<String> takeRefusals() {
        synchronized (refusals) {
            List<String> taken = List.copyOf(refusals);
            refusals.clear();
            return taken;
        }
    }

    @Override
    public void redefine(ClassBytecodes[] classes) throws ClassInstallException, NotImplementedException,
            EngineTerminationException {
        super.redefine(instrumented(classes));
    }

    private static ClassBytecodes[] instrumented(ClassBytecodes[] classes) {
        ClassBytecodes[] result = new ClassBytecodes[classes.length];
        for (int i = 0; i < classes.length; i++) {
            result[i] = new ClassBytecodes(classes[i].name(), CellInstrumenter.instrument(classes[i].bytecodes()));
        }
        return result;
    }

    @Override
    protected String invoke(Method doItMethod) throws Exception {
        if (stopped) {
            throw new ExecutionControl.StoppedException(); // the cell was interrupted between snippets
        }
        AtomicReference<Object> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(cell, () -> {
            try {
                result.set(doItMethod.invoke(null));
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "pathlab-snippet", SNIPPET_STACK_BYTES);
        worker.setDaemon(true);
        worker.setContextClassLoader(doItMethod.getDeclaringClass().getClassLoader());
        worker.start();
        while (worker.isAlive()) {
            worker.join(50);
            if (stopped && worker.isAlive() && System.currentTimeMillis() - stopRequestedAt > GIVE_UP_MILLIS) {
                abandoned = true; // where no interrupt reaches it: leave it, keep the kernel going
                break;
            }
        }
        Throwable t = failure.get();
        if (stopped) {
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

    @Override
    public void stop() {
        stopRequestedAt = System.currentTimeMillis();
        stopped = true;
        CellThreads.stopAll();
    }

    /** True if the current cell was ended by {@link #stop()}. */
    boolean wasStopped() {
        return stopped;
    }

    /** True if the current cell was stopped but a thread of it could not be ended (native I/O). */
    boolean wasAbandoned() {
        return abandoned;
    }

    /** The object returned by the last snippet that completed normally; cleared by the call. */
    Object takeLastValue() {
        return lastValue.getAndSet(null);
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
