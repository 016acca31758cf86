package pathlab.kernel.evaluation;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The threads a notebook's cells run on, one thread group per cell, so that an interrupt can
 * reach every thread a cell started and output can be told apart by the cell it came from.
 * A widget's handlers run the same way, in groups of their own ({@link HandlerRunner}).
 *
 * <p>Idea: each cell's code runs on a thread of a fresh {@link Cell} group ("cell [5]"). A thread
 * started by cell code joins its creator's group (Java's rule for new threads), and so do the
 * threads of an executor the cell creates. {@link #stopAll()} marks every cell group as stopped
 * and interrupts its threads: blocking calls such as {@code sleep}, {@code wait} or
 * {@code BlockingQueue.take} end at once, and the stop checks compiled into cell code
 * ({@link CellGuard#check()}) end loops that never look at the interrupt flag. A group stays
 * stopped, so a thread that swallows one interruption is stopped at its next check.
 *
 * <p>What cannot be stopped: a thread blocked in native I/O that ignores interrupts (e.g.
 * {@code ServerSocket.accept()}, a read from a plain socket). The cell is then given up (its
 * reply says so) and the kernel goes on; the thread ends when its I/O does.
 *
 * <p>Cost: one thread group per cell; finding the group of the current thread walks the
 * group's parents (usually one step).
 */
final class CellThreads {

    /** The thread group of one cell, or of a widget's handlers (number -1, their text captured). */
    static final class Cell extends ThreadGroup {
        final int number;
        private volatile boolean stopped;
        /** Where the group's printed text goes instead of a cell's output (a handler's), or null. */
        private volatile ByteArrayOutputStream captured;

        private Cell(ThreadGroup parent, int number, String name) {
            super(parent, name);
            this.number = number;
        }

        boolean isStopped() {
            return stopped;
        }

        ByteArrayOutputStream captured() {
            return captured;
        }

        void capture(ByteArrayOutputStream sink) {
            captured = sink;
        }

        /**
         * A background thread of a cell that ends with an exception reports it in the notebook, in
         * one line; one stopped by an interrupt ends quietly.
         */
        @Override
        public void uncaughtException(Thread thread, Throwable e) {
            if (e instanceof CellStopped) {
                return;
            }
            System.err.println("Exception in thread \"" + thread.getName() + "\" started by " + getName() + ": "
                    + (e.getMessage() == null ? e.getClass().getName() : e.getClass().getName() + ": " + e.getMessage()));
        }
    }

    private static final ThreadGroup ROOT = new ThreadGroup("pathlab-cells");

    /** True while some stopped cell may still have a live thread: the stop checks' slow path. */
    private static volatile boolean stopping;

    private static final List<Cell> stoppedCells = new CopyOnWriteArrayList<>();

    private CellThreads() {
    }

    /** A new group for the cell with this execution number; forgets stopped cells that have ended. */
    static Cell newCell(int number) {
        return newGroup(number, "cell [" + number + "]");
    }

    /** A new group for handlers, named for what they handle (e.g. "handler of Widget(grid)"). */
    static Cell newHandlerGroup(String name) {
        return newGroup(-1, name);
    }

    /** Synchronized with {@link #markStopped}, so a stop made meanwhile is never forgotten. */
    private static synchronized Cell newGroup(int number, String name) {
        stoppedCells.removeIf(cell -> cell.activeCount() == 0);
        stopping = !stoppedCells.isEmpty();
        return new Cell(ROOT, number, name);
    }

    /** The group for threads that watch cells' threads: outside every cell's, so no interrupt reaches them. */
    static ThreadGroup outsideCells() {
        return ROOT.getParent();
    }

    /** The cell whose group the thread belongs to, or null for threads no cell started. */
    static Cell cellOf(Thread thread) {
        for (ThreadGroup group = thread.getThreadGroup(); group != null; group = group.getParent()) {
            if (group instanceof Cell cell) {
                return cell;
            }
        }
        return null;
    }

    /** True if the current thread belongs to a stopped cell. */
    static boolean currentThreadStopped() {
        if (!stopping) {
            return false;
        }
        Cell cell = cellOf(Thread.currentThread());
        return cell != null && cell.stopped;
    }

    /** Stops every thread any cell started: marks the groups stopped and interrupts their threads. */
    static void stopAll() {
        List<Cell> cells = new ArrayList<>();
        ThreadGroup[] groups = new ThreadGroup[ROOT.activeGroupCount() + 16];
        int n = ROOT.enumerate(groups, false);
        for (int i = 0; i < n; i++) {
            if (groups[i] instanceof Cell cell) {
                cells.add(cell);
            }
        }
        cells.forEach(CellThreads::markStopped);
        cells.forEach(CellThreads::interruptThreads);
    }

    /** Stops the threads of one group (a handler past its time limit). */
    static void stop(Cell cell) {
        markStopped(cell);
        interruptThreads(cell);
    }

    private static synchronized void markStopped(Cell cell) {
        cell.stopped = true;
        stoppedCells.add(cell);
        stopping = true;
    }

    private static void interruptThreads(Cell cell) {
        Thread[] threads = new Thread[cell.activeCount() + 16];
        int count = cell.enumerate(threads, true);
        for (int i = 0; i < count; i++) {
            threads[i].interrupt();
        }
    }
}
