package pathlab.kernel.evaluation;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * JShell's index of class names, built when a student first asks for a completion rather than
 * in every kernel as it starts.
 *
 * <p>Idea: the first time a JShell's source analysis is made, JShell starts indexing every class
 * on the class path and in the JDK (the JDK's modules, tablesaw's fastutil and icu4j, ...: some
 * 57,000 classes here) on a thread of its own, one executor for the whole JVM. Completion reads
 * that index for package names ({@code java.ut} to {@code util.}); nothing else a cell does needs
 * it. It costs a kernel 0.2-0.4 CPU-seconds as it starts, when the student's first cell wants the
 * CPU, and about 17 MB of heap for as long as the kernel lives, also for the students who never
 * press Tab (measured on JDK 17 with the kernel's class path). So before the analysis is first
 * made, {@link #holdBack} puts a task in front of that executor that waits at a closed gate, and
 * the index queues behind it. The first completion calls {@link #release}, which opens the gate
 * and waits until the index is built (about half a second), so package names are there from the
 * first Tab; on a machine so busy that it takes longer than {@link #WAIT_SECONDS}, that completion
 * answers without package names and the next ones have them.
 *
 * <p>The executor is JShell's private field {@code SourceCodeAnalysisImpl.INDEXER} (JDK 17 to
 * 25), opened to the kernel by its jar's manifest ({@code Add-Opens: jdk.jshell/jdk.jshell}). A JVM
 * started without that (the grading runner's, with {@code -cp}) indexes at start as JShell always
 * does; where the field is gone (a later JDK), the kernel says so in one line of its log (the
 * process's standard error, which Jupyter's server logs, never a cell's output) and does the same.
 * Completion works either way.
 *
 * <p>Cost: O(1) to hold back; a release waits for the index's own cost.
 */
final class ClassNameIndex {
    /** How long the first completion waits for the index before it answers without it. */
    private static final long WAIT_SECONDS = 3;
    /** The kernel's log: the process's own standard error (System.err is the cells' output). */
    private static final PrintStream LOG =
            new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);

    private static CountDownLatch closed;     // the gate JShell's index waits behind, or null when none is closed
    private static ExecutorService indexer;   // JShell's executor, once found

    private ClassNameIndex() {
    }

    /** Queues JShell's index behind a closed gate; call before a JShell's first sourceCodeAnalysis(). */
    static synchronized void holdBack() {
        if (closed != null || jshellIndexer() == null) {
            return;
        }
        CountDownLatch gate = new CountDownLatch(1);
        indexer.submit(() -> awaitQuietly(gate));
        closed = gate;
    }

    /** Opens the gate, if one is closed, and waits until what queued behind it (the index) is done. */
    static void release() {
        Future<?> indexed;   // a task queued behind the index, so done once the index is
        synchronized (ClassNameIndex.class) {
            if (closed == null) {
                return;
            }
            indexed = indexer.submit(() -> { });   // queued before the gate opens: no later hold-back can come between
            closed.countDown();
            closed = null;
        }
        try {
            indexed.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (TimeoutException | ExecutionException e) {
            LOG.println("pathlab-kernel: completing without JShell's class-name index for now (" + e + ")");
        }
    }

    /** Whether a gate is closed: JShell's index waits for the first completion. */
    static synchronized boolean isHeldBack() {
        return closed != null;
    }

    /** JShell's indexing executor, or null when this JVM does not let the kernel reach it. */
    static synchronized ExecutorService jshellIndexer() {
        if (indexer == null) {
            try {
                Field field = Class.forName("jdk.jshell.SourceCodeAnalysisImpl").getDeclaredField("INDEXER");
                field.setAccessible(true);
                indexer = (ExecutorService) field.get(null);
            } catch (InaccessibleObjectException e) {
                return null;   // jdk.jshell not opened to this code (the grading runner): JShell indexes at start
            } catch (ReflectiveOperationException | RuntimeException e) {
                LOG.println("pathlab-kernel: JShell indexes class names as it starts (cannot hold it back: " + e + ")");
                return null;
            }
        }
        return indexer;
    }

    private static void awaitQuietly(CountDownLatch gate) {
        try {
            gate.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
