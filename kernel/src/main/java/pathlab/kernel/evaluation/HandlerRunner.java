package pathlab.kernel.evaluation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Runs the handlers of one widget (what a click in the browser starts: a student's search) off the
 * kernel's shell thread, one at a time in the order their messages came, each under a time limit,
 * stoppable by the kernel's Interrupt; what a handler prints, and how it ended, go back to the widget.
 *
 * <p>Idea: a handler runs as a cell's snippet does ({@link CellExecutionControl}): on a thread of a
 * thread group of {@link CellThreads}, so the stop checks compiled into cell code end its loops,
 * an interrupt ends its waits, and the kernel's Interrupt ({@link CellThreads#stopAll()}) reaches
 * it like every cell's threads. A worker thread takes a widget's messages in turn and waits up to
 * {@value #IDLE_MILLIS} ms for the next (the scheduler runs a woken thread sooner than a new one,
 * so a click's handler starts a thread switch after the click is read); a stop ends the worker
 * with its group, and the next message gets a new one in a fresh group. A watching thread,
 * outside every cell's group, looks at each running handler every {@value #LOOK_MILLIS} ms: past
 * the time limit it stops the handler's group; a handler still running
 * {@link CellExecutionControl#GIVE_UP_MILLIS} after a stop (blocked in native I/O, or in a
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
 * <p>Cost: one thread switch from a message to its handler (the watcher is not on that way), an
 * idle thread per widget clicked in the last {@value #IDLE_MILLIS} ms, and a look every
 * {@value #LOOK_MILLIS} ms while a handler runs.
 *
 * <p>Usage (what {@code pathlab.widget.Widget} does with each message):
 * <pre>
 *   HandlerRunner runner = new HandlerRunner("handler of Widget(grid)", Duration.ofSeconds(10));
 *   runner.submit(() -&gt; search(start, goal), outcome -&gt; show(outcome.problem(), outcome.printed()));
 * </pre>
 */
public final class HandlerRunner {

    /** How much of what one handler prints is kept; the rest is cut, and the text says so. */
    static final int PRINTED_LIMIT_BYTES = 16_000;
    /** How often the watcher looks whether the limit has passed or an Interrupt stopped the handler. */
    private static final long LOOK_MILLIS = 50;
    /** How long a worker waits for a widget's next message before it ends (a drag's come much faster). */
    private static final long IDLE_MILLIS = 30_000;

    /** The thread that watches every running handler, outside every cell's group. */
    private static final ScheduledExecutorService WATCHER = Executors.newSingleThreadScheduledExecutor(task -> {
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
    private Thread worker; // the thread that takes the messages in turn, or null (guarded by waiting)

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
     * it ended (on the handler's thread, or the watching one for a handler given up). Returns at once.
     */
    public void submit(Runnable handler, Consumer<Outcome> done) {
        synchronized (waiting) {
            waiting.add(new Task(handler, done));
            if (worker == null) {
                startWorker();
            } else {
                waiting.notifyAll();
            }
        }
    }

    /** Whether messages wait behind the running one (the widget then still says it is busy). */
    public boolean hasWaiting() {
        synchronized (waiting) {
            return !waiting.isEmpty();
        }
    }

    /** Starts a worker in a fresh group (the last one may be stopped); call holding {@code waiting}. */
    private void startWorker() {
        CellThreads.Cell group = CellThreads.newHandlerGroup(name);
        worker = new Thread(group, () -> work(group), name, CellExecutionControl.SNIPPET_STACK_BYTES);
        worker.setDaemon(true);
        worker.start();
    }

    /**
     * A worker's life: the waiting messages' handlers in turn, until its group is stopped, it was
     * given up, or no message came for {@value #IDLE_MILLIS} ms; then a waiting message gets a new one.
     */
    private void work(CellThreads.Cell group) {
        Thread self = Thread.currentThread();
        while (true) {
            Task task;
            synchronized (waiting) {
                long idleUntil = System.currentTimeMillis() + IDLE_MILLIS;
                while ((task = waiting.peek()) == null && worker == self && !group.isStopped()
                        && System.currentTimeMillis() < idleUntil) {
                    try {
                        waiting.wait(Math.max(1, idleUntil - System.currentTimeMillis()));
                    } catch (InterruptedException e) {
                        break; // an Interrupt while idle: the group is stopped, a new worker takes over
                    }
                }
                if (task == null || worker != self || group.isStopped()) {
                    if (worker == self) {
                        worker = null;
                        if (!waiting.isEmpty()) {
                            startWorker();
                        }
                    }
                    return;
                }
                waiting.poll();
            }
            Thread.interrupted(); // a flag the last handler left set is not this one's
            new Run(task, self, group, timeLimit).run();
        }
    }

    /** Gives up the worker that runs a handler no stop ended: the waiting messages get a new one. */
    private void giveUp(Thread stuck) {
        synchronized (waiting) {
            if (worker == stuck) {
                worker = null;
                if (!waiting.isEmpty()) {
                    startWorker();
                }
            }
        }
    }

    /** One handler running on a worker: the watch on it, and whichever of the two ends it first says how. */
    private final class Run {
        private final Task task;
        private final Thread thread;
        private final CellThreads.Cell group;
        private final Duration limit;
        private final Printed printed = new Printed();
        private final AtomicBoolean reported = new AtomicBoolean();
        private volatile ScheduledFuture<?> watch;
        private volatile boolean timedOut;
        private long started;
        private long stoppedAt; // when the watch first saw the group stopped (the watching thread's alone)

        Run(Task task, Thread thread, CellThreads.Cell group, Duration limit) {
            this.task = task;
            this.thread = thread;
            this.group = group;
            this.limit = limit;
        }

        /** Runs the handler on this thread, watched. */
        void run() {
            group.capture(printed);
            started = System.currentTimeMillis();
            watch = WATCHER.scheduleWithFixedDelay(this::look, LOOK_MILLIS, LOOK_MILLIS, TimeUnit.MILLISECONDS);
            thread.setContextClassLoader(task.handler().getClass().getClassLoader());
            Throwable failure = null;
            try {
                task.handler().run();
            } catch (Throwable t) {
                failure = t;
            }
            report(problem(false, group.isStopped(), timedOut, failure));
        }

        /** The watch: stops the handler past its limit, gives it up when a stop has not ended it. */
        private void look() {
            if (reported.get()) {
                watch.cancel(false);
                return;
            }
            long now = System.currentTimeMillis();
            if (!group.isStopped() && now - started > limit.toMillis()) {
                timedOut = true;
                CellThreads.stop(group);
            }
            if (group.isStopped()) {
                stoppedAt = stoppedAt == 0 ? now : stoppedAt;
                if (now - stoppedAt > CellExecutionControl.GIVE_UP_MILLIS && report(problem(true, true, timedOut, null))) {
                    giveUp(thread);
                }
            }
        }

        /** Says how the handler ended, once; whether this call said it. */
        private boolean report(String problem) {
            if (!reported.compareAndSet(false, true)) {
                return false; // a handler given up that ended later
            }
            ScheduledFuture<?> scheduled = watch;
            if (scheduled != null) {
                scheduled.cancel(false);
            }
            group.capture(null);
            try {
                task.done().accept(new Outcome(problem, printed.text()));
            } catch (RuntimeException e) {
                System.err.println(name + ": how it ended could not be sent: " + e);
            }
            return true;
        }

        /** The one line that says why the handler did not return, or null if it did. */
        private String problem(boolean givenUp, boolean stopped, boolean timedOut, Throwable failure) {
            String stoppedBy = timedOut
                    ? "stopped: it ran longer than its time limit of " + seconds(limit)
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
