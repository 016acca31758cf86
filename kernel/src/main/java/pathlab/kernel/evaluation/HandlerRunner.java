package pathlab.kernel.evaluation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Runs the handlers of one widget (what a click in the browser starts: a student's search) off the
 * kernel's shell thread, one at a time in the order their messages came, each under a time limit,
 * stoppable by the kernel's Interrupt; what a handler prints, and how it ended, go back to the widget.
 *
 * <p>Idea: a handler runs as a cell's snippet does ({@link CellExecutionControl}): on a thread of a
 * thread group of {@link CellThreads}, so the stop checks compiled into cell code end its loops,
 * an interrupt ends its waits, and the kernel's Interrupt ({@link CellThreads#stopAll()}) reaches
 * it like every cell's threads. A watching thread, outside every cell's group, starts the handler's
 * thread and waits for it: past the time limit it stops the handler's group; a handler still
 * running {@link CellExecutionControl#GIVE_UP_MILLIS} after a stop (blocked in native I/O, or in a
 * long library call that never looks at the interrupt flag) is given up and left running, and the
 * next handler goes on. A stopped group stays stopped, so the next handler gets a fresh one. The
 * group captures what its threads print ({@link CellOutput} sends it there, not to a cell), up to
 * {@link #PRINTED_LIMIT_BYTES}; what a thread the handler started prints after the handler has
 * ended goes to the next cell, marked with the group's name, as a cell's late threads' text does.
 *
 * <p>A later message waits for the one before it rather than replacing it: a widget's messages are
 * not all alike (a painted wall, then a search), so none may be dropped; a front end that sends a
 * stream of positions (a drag) sends the next when the kernel has answered the last.
 *
 * <p>Cost: one short-lived thread per handled message (tens of microseconds) and a watching thread
 * from a shared pool while a widget has messages to handle; the watcher waits on the handler's
 * thread, so a handler's end is seen at once.
 *
 * <p>Usage (what {@code pathlab.widget.Widget} does with each message):
 * <pre>
 *   HandlerRunner runner = new HandlerRunner("handler of Widget(grid)", HandlerRunner.DEFAULT_TIME_LIMIT);
 *   runner.submit(() -&gt; search(start, goal), outcome -&gt; show(outcome.problem(), outcome.printed()));
 * </pre>
 */
public final class HandlerRunner {

    /** How long a handler may run unless its widget says otherwise. */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(10);
    /** How much of what one handler prints is kept; the rest is cut, and the text says so. */
    static final int PRINTED_LIMIT_BYTES = 16_000;
    /** How often the watcher looks whether the limit has passed or an Interrupt stopped the handler. */
    private static final long LOOK_MILLIS = 50;

    private static final ExecutorService WATCHERS = Executors.newCachedThreadPool(task -> {
        Thread watcher = new Thread(CellThreads.outsideCells(), task, "pathlab-handler-watcher");
        watcher.setDaemon(true);
        return watcher;
    });

    /** How a handler ended: {@code problem} is one line (null if it returned), {@code printed} its text. */
    public record Outcome(String problem, String printed) {
    }

    private record Task(Runnable handler, Consumer<Outcome> done) {
    }

    private final String name;
    private volatile Duration timeLimit;
    private final Queue<Task> waiting = new ArrayDeque<>();
    private boolean watching;
    private CellThreads.Cell group;

    /** A runner whose threads are named {@code name} (as their printed text is marked when late). */
    public HandlerRunner(String name, Duration timeLimit) {
        this.name = name;
        this.timeLimit = positive(timeLimit);
    }

    /** Lets each handler from now on run for {@code limit}. */
    public void timeLimit(Duration limit) {
        timeLimit = positive(limit);
    }

    /**
     * Runs {@code handler} after the handlers submitted before it; then calls {@code done} with how
     * it ended (on the watching thread). Returns at once.
     */
    public void submit(Runnable handler, Consumer<Outcome> done) {
        synchronized (waiting) {
            waiting.add(new Task(handler, done));
            if (!watching) {
                watching = true;
                WATCHERS.execute(this::runWaiting);
            }
        }
    }

    /** Whether messages wait behind the running one (the widget then still says it is busy). */
    public boolean hasWaiting() {
        synchronized (waiting) {
            return !waiting.isEmpty();
        }
    }

    private void runWaiting() {
        while (true) {
            Task task;
            synchronized (waiting) {
                task = waiting.poll();
                if (task == null) {
                    watching = false;
                    return;
                }
            }
            Outcome outcome = run(task.handler());
            try {
                task.done().accept(outcome);
            } catch (RuntimeException e) {
                System.err.println(name + ": its outcome could not be sent: " + e);
            }
        }
    }

    private Outcome run(Runnable handler) {
        if (group == null || group.isStopped()) {
            group = CellThreads.newHandlerGroup(name);
        }
        CellThreads.Cell runningIn = group;
        Printed printed = new Printed();
        runningIn.capture(printed);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(runningIn, () -> {
            try {
                handler.run();
            } catch (Throwable t) {
                failure.set(t);
            }
        }, name, CellExecutionControl.SNIPPET_STACK_BYTES);
        worker.setDaemon(true);
        worker.setContextClassLoader(handler.getClass().getClassLoader());
        long limitMillis = timeLimit.toMillis();
        long started = System.currentTimeMillis();
        long stoppedAt = 0;
        boolean timedOut = false;
        worker.start();
        try {
            while (worker.isAlive()) {
                worker.join(LOOK_MILLIS);
                long now = System.currentTimeMillis();
                if (!runningIn.isStopped() && now - started > limitMillis && worker.isAlive()) {
                    timedOut = true;
                    CellThreads.stop(runningIn);
                }
                if (runningIn.isStopped() && worker.isAlive()) {
                    stoppedAt = stoppedAt == 0 ? now : stoppedAt;
                    if (now - stoppedAt > CellExecutionControl.GIVE_UP_MILLIS) {
                        break;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        runningIn.capture(null);
        return new Outcome(problem(worker.isAlive(), runningIn.isStopped(), timedOut, failure.get()), printed.text());
    }

    /** The one line that says why a handler did not return, or null if it did. */
    private String problem(boolean givenUp, boolean stopped, boolean timedOut, Throwable failure) {
        String stoppedBy = timedOut
                ? "stopped: it ran longer than its time limit of " + seconds(timeLimit)
                : "stopped by Interrupt";
        if (givenUp) {
            return stoppedBy + ", and did not end " + seconds(Duration.ofMillis(CellExecutionControl.GIVE_UP_MILLIS))
                    + " later (blocked where no interrupt reaches it): it was left running";
        }
        if (failure == null) {
            return null;
        }
        if (stopped) {
            return stoppedBy; // whatever the stop made it throw (CellStopped, an InterruptedException wrapped)
        }
        String message = failure.getMessage() == null ? "" : ": " + failure.getMessage().lines().findFirst().orElse("");
        return "failed: " + failure.getClass().getName() + message;
    }

    private static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis / 1000.0 + " s";
    }

    private static Duration positive(Duration limit) {
        if (limit == null || limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("a handler's time limit must be positive, not " + limit);
        }
        return limit;
    }

    /** What a handler printed, up to the limit; then a note of how much more there was. */
    private static final class Printed extends ByteArrayOutputStream {
        private long dropped;

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            int kept = Math.min(length, Math.max(0, PRINTED_LIMIT_BYTES - count));
            super.write(bytes, offset, kept);
            dropped += length - kept;
        }

        synchronized String text() {
            String text = toString(StandardCharsets.UTF_8);
            return dropped == 0 ? text : text + "\n[" + dropped + " more bytes printed were not kept]\n";
        }
    }
}
