package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A long cell yields the cores: its session goes to nice 19 past ten CPU-seconds and back when the
 * cell ends, with Linux's refusals (one change per 100 ms machine-wide) tried again.
 */
class LongCellPriorityTest {
    private static final long SECOND = 1_000_000_000L;

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    private final AtomicLong cpu = new AtomicLong(5 * SECOND);
    private final ByteArrayOutputStream logged = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(logged, true, StandardCharsets.UTF_8);

    @AfterEach
    void stopTimer() {
        timer.shutdownNow();
    }

    /** A session whose nice starts at {@code nice}, recording what is set, refusing the first {@code refusals} sets. */
    private static final class FakeSession implements LongCellPriority.SessionNice {
        final List<Integer> set = new ArrayList<>();
        int nice;
        int refusals;

        FakeSession(int nice, int refusals) {
            this.nice = nice;
            this.refusals = refusals;
        }

        @Override
        public synchronized int get() {
            return nice;
        }

        @Override
        public synchronized void set(int value) throws IOException {
            if (refusals > 0) {
                refusals--;
                throw new IOException("Resource temporarily unavailable");
            }
            nice = value;
            set.add(value);
        }
    }

    private LongCellPriority watching(FakeSession session) {
        return new LongCellPriority(session, cpu::get, timer, log);
    }

    /** A cell begun that has used the CPU-seconds given, and checked once since. */
    private LongCellPriority cellThatUsed(FakeSession session, long seconds) {
        LongCellPriority priority = watching(session);
        priority.cellBegins();
        cpu.addAndGet(seconds * SECOND);
        priority.check();
        return priority;
    }

    @Test
    void aShortCellLeavesTheNiceAlone() {
        FakeSession session = new FakeSession(0, 0);
        cellThatUsed(session, 9).cellEnds();
        assertEquals(List.of(), session.set, "a cell under ten CPU-seconds changes nothing");
    }

    @Test
    void aLongCellYieldsUntilItEnds() {
        FakeSession session = new FakeSession(0, 0);
        LongCellPriority priority = cellThatUsed(session, 10);
        assertEquals(LongCellPriority.YIELDING_NICE, session.nice, "past ten CPU-seconds: nice 19");
        priority.check();
        priority.cellEnds();
        assertEquals(List.of(19, 0), session.set, "set once each way");
        priority.cellBegins();
        priority.check();
        assertEquals(0, session.nice, "the next cell counts its own CPU, from its beginning");
    }

    @Test
    void aCheckAfterTheCellEndedChangesNothing() {
        FakeSession session = new FakeSession(0, 0);
        LongCellPriority priority = watching(session);
        priority.cellBegins();
        priority.cellEnds();
        cpu.addAndGet(60 * SECOND);
        priority.check();   // (as a check queued behind the cell's end would)
        assertEquals(List.of(), session.set);
    }

    @Test
    void theNiceComesBackEvenWhenLinuxRefusesAtFirst() throws InterruptedException {
        FakeSession session = new FakeSession(0, 0);
        LongCellPriority priority = cellThatUsed(session, 11);
        synchronized (session) {
            session.refusals = 3;
        }
        priority.cellEnds();
        long deadline = System.nanoTime() + 30 * SECOND;   // 3 tries 150 ms apart, with room for a loaded machine
        while (priority.currentNice() != 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(0, priority.currentNice(), "tried again until set");
        assertEquals(List.of(19, 0), session.set);
        assertEquals("", logged.toString(StandardCharsets.UTF_8), "a refusal tried again says nothing");
    }

    @Test
    void aNiceItCouldNotGiveBackIsLeftAlone() {
        for (int usual : new int[] {-5, 19}) {
            FakeSession session = new FakeSession(usual, 0);
            LongCellPriority priority = cellThatUsed(session, 60);
            assertFalse(priority.active(), "nice " + usual);
            priority.cellEnds();
            assertEquals(List.of(), session.set, "nice " + usual);
        }
    }

    @Test
    void theAutogroupFileIsReadAsLinuxWritesIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("autogroup");
        Files.writeString(file, "/autogroup-1234 nice 0\n");
        LongCellPriority.Autogroup autogroup = new LongCellPriority.Autogroup(file);
        assertEquals(0, autogroup.get());
        autogroup.set(19);
        assertEquals("19", Files.readString(file));
        assertEquals(LongCellPriority.YIELDING_NICE, new LongCellPriority.Autogroup(null).get(),
                "no autogroup reads as a nice there is nothing to do with");
    }

    @Test
    void thisProcessCpuTimeGrowsWithWork() {
        Path stat = Path.of("/proc/self/stat");
        Assumptions.assumeTrue(Files.isReadable(stat), "no /proc/self/stat (not Linux)");
        long before = LongCellPriority.ProcessStat.processCpuNanos();
        long deadline = System.nanoTime() + 30 * SECOND;
        double sink = 0;
        while (LongCellPriority.ProcessStat.processCpuNanos() == before && System.nanoTime() < deadline) {
            for (int i = 0; i < 100_000; i++) {
                sink += Math.sqrt(sink + i);
            }
        }
        assertTrue(sink > 0);
        assertTrue(LongCellPriority.ProcessStat.processCpuNanos() > before, "CPU time read from /proc/self/stat grows");
    }
}
