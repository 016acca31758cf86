package pathlab.kernel;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * A long cell gives the cores to the short ones: once a cell has used {@link #LONG_CELL_CPU_SECONDS}
 * seconds of CPU, the kernel's scheduling group is set to nice {@link #YIELDING_NICE} until the cell
 * ends, then back to the nice it had.
 *
 * <p>Idea: on a hub, thirty students share a few cores. Almost every cell of the notebooks uses a
 * second of CPU or less; a cell still computing after ten CPU-seconds is a long study or a loop
 * that runs away, and while it runs every other student's short cell waits beside it. Linux with
 * autogroups ({@code /proc/sys/kernel/sched_autogroup_enabled} = 1, the default of most
 * distributions) shares the cores among sessions first, and each kernel is a session of its own
 * (Jupyter starts it so), so the nice that counts is its session's: {@code /proc/self/autogroup}.
 * At nice 19 a session weighs 15 against the 1024 of one at nice 0: the long cell runs at full
 * speed whenever the cores are free and gives way whenever a short cell wants them. Alone on a
 * laptop nothing changes. Any process may raise its own session's nice and lower it back to 0 (only
 * below 0 needs privilege), so no setting is needed; where there are no autogroups, or the session
 * has a nice this class could not give back (below 0, or already 19), it does nothing.
 *
 * <p>Linux lets an unprivileged process change an autogroup's nice only once per 100 ms on the whole
 * machine ({@code EAGAIN} otherwise), so a change refused is tried again every
 * {@link #RETRY_MILLIS} ms until it is made: a cell's end must give the next cell its priority back
 * even when thirty kernels change theirs at once.
 *
 * <p>Cost: while a cell runs, one read of {@code /proc/self/stat} a second on a daemon thread;
 * nothing between cells. Use: {@link #cellBegins()} before a cell, {@link #cellEnds()} after it.
 */
final class LongCellPriority {
    /** The CPU time (all the kernel's threads) after which a cell counts as long. */
    static final double LONG_CELL_CPU_SECONDS = 10;
    /** The session's nice while a long cell runs: the lowest priority there is. */
    static final int YIELDING_NICE = 19;
    static final long RETRY_MILLIS = 150;
    /** Tries of one change before it is given up (and said in the kernel's log): 15 s of refusals. */
    static final int TRIES = 100;
    private static final long CHECK_MILLIS = 1000;

    /** A session's nice: read and set, as {@code /proc/self/autogroup} does it. */
    interface SessionNice {
        int get() throws IOException;

        void set(int nice) throws IOException;
    }

    private final SessionNice session;
    private final LongSupplier cpuNanos;
    private final ScheduledExecutorService timer;
    private final PrintStream log;
    private final int usualNice;
    private int wantedNice;
    private int currentNice;
    private long cellStartNanos;
    private ScheduledFuture<?> watch;
    private boolean cellRunning;
    private ScheduledFuture<?> retry;
    private int tries;

    /**
     * Watches cells with the session's nice, the process's CPU time in ns and a timer of its own;
     * when the session's nice cannot be read, or is one it could not give back, it does nothing.
     */
    LongCellPriority(SessionNice session, LongSupplier cpuNanos, ScheduledExecutorService timer, PrintStream log) {
        this.session = session;
        this.cpuNanos = cpuNanos;
        this.timer = timer;
        this.log = log;
        int nice;
        try {
            nice = session.get();
        } catch (IOException | RuntimeException unreadable) {
            nice = YIELDING_NICE;
        }
        usualNice = nice;
        wantedNice = nice;
        currentNice = nice;
    }

    /**
     * This process's: its session's autogroup when Linux has autogroups and the process leads a
     * session of its own (as Jupyter starts a kernel: its nice is then the kernel's alone), else
     * one that does nothing.
     */
    static LongCellPriority forThisProcess(PrintStream log) {
        Path autogroup = Path.of("/proc/self/autogroup");
        boolean own;
        try {
            own = Files.readString(Path.of("/proc/sys/kernel/sched_autogroup_enabled")).trim().equals("1")
                    && Files.isWritable(autogroup)
                    && ProcessStat.read().session() == ProcessHandle.current().pid();
        } catch (IOException | RuntimeException absent) {
            own = false;
        }
        SessionNice session = new Autogroup(own ? autogroup : null);
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "pathlab-long-cell-priority");
            t.setDaemon(true);
            return t;
        });
        return new LongCellPriority(session, ProcessStat::processCpuNanos, timer, log);
    }

    /** Whether it can change the session's nice at all. */
    boolean active() {
        return usualNice >= 0 && usualNice < YIELDING_NICE;
    }

    /** A cell begins: its CPU is counted from now, at the session's usual nice. */
    synchronized void cellBegins() {
        if (!active()) {
            return;
        }
        cellStartNanos = cpuNanos.getAsLong();
        cellRunning = true;
        stopWatching();
        watch = timer.scheduleWithFixedDelay(this::check, CHECK_MILLIS, CHECK_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** The cell ended: the session gets its usual nice back (tried again until Linux allows it). */
    synchronized void cellEnds() {
        if (!active()) {
            return;
        }
        cellRunning = false;
        stopWatching();
        want(usualNice);
    }

    /** Once a second while a cell runs: a cell past the limit makes the session yield. */
    synchronized void check() {
        if (cellRunning && cpuNanos.getAsLong() - cellStartNanos >= (long) (LONG_CELL_CPU_SECONDS * 1e9)) {
            stopWatching();
            want(YIELDING_NICE);
        }
    }

    /** The session's nice now, as this class last set it. */
    synchronized int currentNice() {
        return currentNice;
    }

    private void stopWatching() {
        if (watch != null) {
            watch.cancel(false);
            watch = null;
        }
    }

    private void want(int nice) {
        wantedNice = nice;
        tries = 0;
        apply();
    }

    /** Sets the wanted nice if it is not the current one; a refusal is tried again shortly. */
    private void apply() {
        if (wantedNice == currentNice) {
            return;
        }
        try {
            session.set(wantedNice);
            currentNice = wantedNice;
        } catch (IOException refused) {   // EAGAIN: another process changed an autogroup less than 100 ms ago
            if (++tries == TRIES) {
                log.println("pathlab-kernel: the session's nice stays " + currentNice + ": setting it to "
                        + wantedNice + " was refused " + TRIES + " times (" + refused.getMessage() + ")");
                return;
            }
            if (retry == null) {
                retry = timer.schedule(this::applyAgain, RETRY_MILLIS, TimeUnit.MILLISECONDS);
            }
        }
    }

    private synchronized void applyAgain() {
        retry = null;
        apply();
    }

    /** {@code /proc/self/autogroup}: "/autogroup-N nice X"; null for none (its nice reads as 19: nothing to do). */
    record Autogroup(Path file) implements SessionNice {
        @Override
        public int get() throws IOException {
            if (file == null) {
                return YIELDING_NICE;
            }
            String text = Files.readString(file).trim();
            int at = text.lastIndexOf(" nice ");
            if (at < 0) {
                throw new IOException(file + " does not say a nice: " + text);
            }
            return Integer.parseInt(text.substring(at + " nice ".length()).trim());
        }

        @Override
        public void set(int nice) throws IOException {
            Files.writeString(file, Integer.toString(nice));
        }
    }

    /** The fields of {@code /proc/self/stat} used here: the session's id and the CPU time in ns. */
    record ProcessStat(long session, long cpuNanos) {
        /** /proc counts CPU time in USER_HZ, which Linux fixes at 100 a second. */
        private static final long NANOS_PER_TICK = 10_000_000L;

        static ProcessStat read() throws IOException {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            // after "pid (name) " come the state (field 3), ..., the session (6), utime (14) and stime (15)
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return new ProcessStat(Long.parseLong(fields[3]),
                    (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * NANOS_PER_TICK);
        }

        /** The process's CPU time (user and system, every thread), in ns; 0 when it cannot be read. */
        static long processCpuNanos() {
            try {
                return read().cpuNanos();
            } catch (IOException | RuntimeException unreadable) {
                return 0;
            }
        }
    }
}
