package pathlab.kernel.evaluation;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import pathlab.kernel.CellSession;

/**
 * JShell's class-name index waits for the first completion, and completion still offers package
 * names. Runs on every JDK the tests run on, so a JDK whose JShell no longer has the executor
 * fails here rather than quietly indexing at every start.
 */
class ClassNameIndexTest {

    @RegisterExtension
    static final CellSession session = new CellSession(CellApi.PATHLAB);

    @Test
    void jshellsIndexerIsReachableOnThisJdk() {
        assertNotNull(ClassNameIndex.jshellIndexer(), "JShell's SourceCodeAnalysisImpl.INDEXER, opened as the kernel's jar opens it");
    }

    @Test
    void workQueuedBehindTheGateRunsAtTheFirstCompletion() throws Exception {
        ClassNameIndex.holdBack();
        assertTrue(ClassNameIndex.isHeldBack());
        ExecutorService indexer = ClassNameIndex.jshellIndexer();
        CountDownLatch ran = new CountDownLatch(1);
        indexer.submit(ran::countDown);   // where JShell's index waits
        assertFalse(ran.await(200, TimeUnit.MILLISECONDS), "ran before the gate opened");
        ClassNameIndex.release();
        assertFalse(ClassNameIndex.isHeldBack());
        assertTrue(ran.getCount() == 0, "release returns only after what queued behind the gate is done");
    }

    @Test
    void completionOffersPackageNames() {
        for (String code : List.of("java.ut", "import pathlab.gr")) {
            int[] anchor = new int[1];
            List<String> options = session.evaluator().complete(code, code.length(), anchor);
            String wanted = code.endsWith("ut") ? "util." : "grid.";
            assertTrue(options.contains(wanted), code + ": " + options);
        }
    }
}
