package pathlab.kernel.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A widget's handlers as the runner runs them: off the caller's thread, one at a time in order,
 * stopped by their time limit or by Interrupt, given up when no stop reaches them, their failures
 * one line, their printing captured. The loops call {@link CellGuard#check()} as cell code compiled
 * by the kernel does at every backward jump.
 */
class HandlerRunnerTest {

    private static final long WAIT_SECONDS = 30;

    private final HandlerRunner runner = new HandlerRunner("handler of Widget(test)", Duration.ofSeconds(10));

    /** Runs {@code handler} and waits for its outcome. */
    private HandlerRunner.Outcome run(Runnable handler) throws Exception {
        return submit(handler).get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    private CompletableFuture<HandlerRunner.Outcome> submit(Runnable handler) {
        CompletableFuture<HandlerRunner.Outcome> outcome = new CompletableFuture<>();
        runner.submit(handler, outcome::complete);
        return outcome;
    }

    private static void loopForEver() {
        while (true) {
            CellGuard.check();
        }
    }

    @Test
    void aHandlerRunsOffTheCallersThreadAndReturnsWithoutAProblem() throws Exception {
        Thread caller = Thread.currentThread();
        List<Thread> ranOn = new ArrayList<>();
        HandlerRunner.Outcome outcome = run(() -> ranOn.add(Thread.currentThread()));
        assertNull(outcome.problem());
        assertEquals("", outcome.printed());
        assertNotSame(caller, ranOn.get(0));
        assertEquals("handler of Widget(test)", ranOn.get(0).getName());
    }

    @Test
    void messagesAreHandledInTheOrderTheyCameOneAtATime() throws Exception {
        List<Integer> order = new ArrayList<>();
        AtomicInteger running = new AtomicInteger();
        AtomicInteger mostAtOnce = new AtomicInteger();
        List<CompletableFuture<HandlerRunner.Outcome>> outcomes = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            int message = i;
            outcomes.add(submit(() -> {
                mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                synchronized (order) {
                    order.add(message);
                }
                running.decrementAndGet();
            }));
        }
        for (CompletableFuture<HandlerRunner.Outcome> outcome : outcomes) {
            assertNull(outcome.get(WAIT_SECONDS, TimeUnit.SECONDS).problem());
        }
        assertEquals(List.of(0, 1, 2, 3, 4, 5), order);
        assertEquals(1, mostAtOnce.get());
    }

    @Test
    void aHandlerPastItsTimeLimitIsStoppedAndTheNextOneRuns() throws Exception {
        runner.timeLimit(Duration.ofMillis(300));
        long started = System.nanoTime();
        HandlerRunner.Outcome outcome = run(HandlerRunnerTest::loopForEver);
        long tookMillis = (System.nanoTime() - started) / 1_000_000;
        assertEquals("stopped: it ran longer than its time limit of 0.3 s", outcome.problem());
        assertTrue(tookMillis >= 300 && tookMillis < 5000, tookMillis + " ms");
        assertNull(run(() -> { }).problem(), "the widget works for the next click");
    }

    @Test
    void aWaitingHandlerIsStoppedByItsTimeLimitToo() throws Exception {
        runner.timeLimit(Duration.ofMillis(200));
        HandlerRunner.Outcome outcome = run(() -> {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e); // what a student's catch might do
            }
        });
        assertEquals("stopped: it ran longer than its time limit of 0.2 s", outcome.problem());
    }

    @Test
    void theKernelsInterruptStopsARunningHandler() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<HandlerRunner.Outcome> outcome = submit(() -> {
            started.countDown();
            loopForEver();
        });
        assertTrue(started.await(WAIT_SECONDS, TimeUnit.SECONDS));
        CellThreads.stopAll();
        assertEquals("stopped by Interrupt", outcome.get(WAIT_SECONDS, TimeUnit.SECONDS).problem());
        assertNull(run(() -> { }).problem(), "the widget works for the next click");
    }

    @Test
    void aHandlerThatNoStopReachesIsGivenUpAndTheNextOneRuns() throws Exception {
        runner.timeLimit(Duration.ofMillis(100));
        CountDownLatch release = new CountDownLatch(1);
        HandlerRunner.Outcome outcome = run(() -> {
            while (release.getCount() > 0) {
                Thread.onSpinWait(); // a library call that never looks at the interrupt flag
            }
        });
        try {
            assertEquals("stopped: it ran longer than its time limit of 0.1 s, and did not end 2 s later"
                    + " (blocked where no interrupt reaches it): it was left running", outcome.problem());
            assertNull(run(() -> { }).problem(), "the widget works for the next click");
        } finally {
            release.countDown();
        }
    }

    @Test
    void aFailingHandlerIsOneLine() throws Exception {
        HandlerRunner.Outcome outcome = run(() -> {
            throw new IllegalArgumentException("the start (3, 4) is on a wall\n\tand more");
        });
        assertEquals("failed: java.lang.IllegalArgumentException: the start (3, 4) is on a wall", outcome.problem());
        assertNull(run(() -> { }).problem(), "the widget works for the next click");
    }

    @Test
    void whatAHandlerPrintsIsItsOwnNotTheCells() throws Exception {
        CellOutputTest.Messages jupyter = new CellOutputTest.Messages();
        CellOutput output = new CellOutput(jupyter, 1_000_000);
        PrintStream out = output.printStream();
        output.begin(7);
        HandlerRunner.Outcome outcome = run(() -> {
            out.println("expanded 12 nodes");
            Thread helper = new Thread(() -> out.print("and a thread it started"));
            helper.start();
            try {
                helper.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        output.end();
        assertEquals("expanded 12 nodes\nand a thread it started", outcome.printed());
        assertEquals(List.of(), jupyter.sent(), "nothing reaches the running cell");
        assertEquals("", run(() -> { }).printed(), "each message's text is its own");
    }

    @Test
    void whatAHandlerPrintsIsKeptUpToTheLimit() throws Exception {
        CellOutput output = new CellOutput(new CellOutputTest.Messages(), 1_000_000);
        PrintStream out = output.printStream();
        HandlerRunner.Outcome outcome = run(() -> out.print("x".repeat(HandlerRunner.PRINTED_LIMIT_BYTES + 5)));
        assertEquals("x".repeat(HandlerRunner.PRINTED_LIMIT_BYTES) + "\n[5 more bytes printed were not kept]\n",
                outcome.printed());
    }
}
