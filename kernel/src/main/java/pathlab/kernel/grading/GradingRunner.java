package pathlab.kernel.grading;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import pathlab.coursework.Assignment;
import pathlab.coursework.GradedCodePolicy;
import pathlab.coursework.Grading;
import pathlab.coursework.StudentSeed;
import pathlab.coursework.TestOutcome;
import pathlab.kernel.evaluation.CellException;
import pathlab.kernel.evaluation.ClasspathSpec;
import pathlab.kernel.evaluation.Evaluator;

/**
 * The untrusted side of grading: runs one submission's cells and then the assignment's tests, in
 * a sandbox the grader ({@code scripts/grade}) made for it, and reports over a pipe.
 *
 * <p>Idea (the rule of PrairieLearn's and Gradescope's graders): code that decides a score never
 * shares a writable resource with student code. The grader starts this program with nothing but
 * the library on its class path; the hidden tests are not on any disk it can see. The two talk
 * over the process's standard input and output, which this class takes for itself before any
 * cell runs: cells print into a counter that keeps nothing, cannot read standard input, and
 * cannot reach the pipe or the key below without reflection, files or threads, which the
 * graded-code policy ({@link GradedCodePolicy}) refuses before a cell's class is loaded.
 *
 * <pre>
 *   grader -> runner   {"assignment": "A1", "cell_timeout": 60, "cells": [{"number": 3, "source": "..."}, ...]}
 *   runner -> grader   {"cell": 3, "status": "ok"}          one line per cell: ok, error, refused, timeout
 *                      {"cell": 5, "status": "refused", "message": "...", "line": 2}   line: where the refused snippet begins
 *                      {"ready": true, "findings": [{"cell": 5, "api": "java.lang.Thread", "library": false, "message": "..."}, ...],
 *                       "printed": BYTES}
 *   grader -> runner   {"key": "HEX", "classes": {"pathlab.coursework.a1.A1Hidden": "BASE64", ...}, "seed": 123}
 *                      or, in the training of the grader's class archive: {"key": "HEX", "visible_only": true}
 *   runner -> grader   {"signed": "{\"seq\":1,\"id\":...,\"passed\":...,\"message\":...}", "mac": "HEX"}  per test
 *                      {"signed": "{\"seq\":N,\"done\":N-1}", "mac": "HEX"}
 * </pre>
 *
 * The key arrives only after every cell has run, and each test's outcome is signed with it
 * (HMAC-SHA-256) and numbered: the grader accepts an outcome only with a valid signature, in
 * sequence, once per test of its own catalog, after it sent the key. The grader, not this
 * program, turns outcomes into points. The optional {@code seed} is the student's
 * ({@link StudentSeed}), set here before the tests start, after the cells ran; without it the
 * tests use their fixed default seeds. With {@code visible_only} only the visible tests run: the
 * grader's training run of its class archive (scripts/pathlab_tools/grader/class_archive.py), a
 * file every sandbox can read, so no class of the hidden tests may ever be loaded there.
 *
 * <p>Cost: a JVM and JShell per submission (about a second to start), then the cells and tests
 * themselves; one short JSON line per cell and per test on the pipe.
 *
 * <p>Usage (by the grader only): {@code java [limits] -cp KERNEL:LIBRARY:COURSEWORK pathlab.kernel.grading.GradingRunner}.
 */
public final class GradingRunner {

    /** Bytes a submission may print in all; the rest is dropped and each further write fails. */
    private static final long PRINT_LIMIT = 10L * 1024 * 1024;

    private final PrintStream channel;
    private final BufferedReader commands;
    private final AtomicLong printed = new AtomicLong();
    private final List<GradedCodePolicy.Finding> findings = new ArrayList<>();
    private final Evaluator evaluator;
    private Assignment assignment;

    private GradingRunner(PrintStream channel, BufferedReader commands, List<Path> classpath) {
        this.channel = channel;
        this.commands = commands;
        this.evaluator = new Evaluator(classpath);
    }

    public static void main(String[] args) throws Exception {
        // Take the pipe to the grader before anything else runs, and leave cells a sink.
        PrintStream channel = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        BufferedReader commands = new BufferedReader(
                new InputStreamReader(new FileInputStream(FileDescriptor.in), StandardCharsets.UTF_8));
        GradingRunner runner = new GradingRunner(channel, commands,
                ClasspathSpec.resolve(System.getProperty("java.class.path")));
        PrintStream sink = new PrintStream(runner.new CountingSink(), true, StandardCharsets.UTF_8);
        System.setOut(sink);
        System.setErr(sink);
        System.setIn(InputStream.nullInputStream());
        PrintStream log = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        int status = 0;
        try {
            runner.run();
        } catch (Exception | Error e) { // the runner's own failure, for the grader's report
            e.printStackTrace(log);
            log.println("grading runner: " + e);
            status = 1;
        } finally {
            channel.flush();
            Runtime.getRuntime().halt(status); // whatever threads a test left behind
        }
    }

    private void run() throws IOException {
        JsonObject submission = read();
        assignment = Assignment.byId(submission.get("assignment").getAsString());
        long cellTimeoutMillis = 1000L * submission.get("cell_timeout").getAsInt();
        evaluator.refuseClasses((cell, classFile) -> refusals(cell, classFile));
        ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "pathlab-grading-watchdog");
            t.setDaemon(true);
            return t;
        });
        for (var element : submission.getAsJsonArray("cells")) {
            JsonObject cell = element.getAsJsonObject();
            runCell(cell.get("number").getAsInt(), cell.get("source").getAsString(), cellTimeoutMillis, watchdog);
        }
        JsonObject ready = new JsonObject();
        ready.addProperty("ready", true);
        JsonArray found = new JsonArray();
        for (GradedCodePolicy.Finding f : findings) {
            JsonObject o = new JsonObject();
            o.addProperty("cell", f.cell());
            o.addProperty("api", f.api());
            o.addProperty("library", f.libraryUse());
            o.addProperty("message", f.message());
            found.add(o);
        }
        ready.add("findings", found);
        ready.addProperty("printed", printed.get());
        send(ready);

        JsonObject grade = read();
        OutcomeSigner signer = new OutcomeSigner(grade.get("key").getAsString());
        if (grade.has("seed") && !grade.get("seed").isJsonNull()) {
            StudentSeed.set(grade.get("seed").getAsLong());
        }
        AtomicLong count = new AtomicLong();
        Consumer<TestOutcome> report = outcome -> {
            count.incrementAndGet();
            sendSigned(signer.outcome(outcome.id(), outcome.passed(), outcome.message()));
        };
        if (grade.has("visible_only") && grade.get("visible_only").getAsBoolean()) {
            Grading.runVisible(assignment, report);
        } else {
            Grading.run(assignment, new BytesClassLoader(hiddenClasses(grade), GradingRunner.class.getClassLoader()),
                    report);
        }
        sendSigned(signer.done(count.get()));
    }

    /** The hidden tests' class files the grader sent, by class name. */
    private static Map<String, byte[]> hiddenClasses(JsonObject grade) {
        Map<String, byte[]> hidden = new HashMap<>();
        grade.getAsJsonObject("classes").entrySet()
                .forEach(e -> hidden.put(e.getKey(), Base64.getDecoder().decode(e.getValue().getAsString())));
        return hidden;
    }

    /** Runs one cell with a time limit; reports how it ended. */
    private void runCell(int number, String source, long timeoutMillis, ScheduledExecutorService watchdog) {
        AtomicBoolean timedOut = new AtomicBoolean();
        int refusedBefore = refusedCount();
        ScheduledFuture<?> alarm = watchdog.schedule(() -> {
            timedOut.set(true);
            evaluator.interrupt();
        }, timeoutMillis, TimeUnit.MILLISECONDS);
        JsonObject report = new JsonObject();
        report.addProperty("cell", number);
        try {
            evaluator.eval(source, number);
            report.addProperty("status", "ok");
        } catch (CellException e) {
            String status = refusedCount() > refusedBefore ? "refused"
                    : timedOut.get() ? "timeout" : "error";
            report.addProperty("status", status);
            report.addProperty("message", e.lines().isEmpty() ? e.getMessage() : e.lines().get(0));
            if (e instanceof CellException.CodeRefused refused) {
                report.addProperty("line", refused.line());
            }
        } catch (RuntimeException | Error e) { // JShell itself failed on this cell: the cell failed
            report.addProperty("status", "error");
            report.addProperty("message", e.getClass().getSimpleName());
        } finally {
            alarm.cancel(false);
        }
        send(report);
    }

    /** The policy's refusals for one class; every finding is kept for the grader. */
    private synchronized List<String> refusals(int cell, byte[] classFile) {
        List<String> refused = new ArrayList<>();
        for (GradedCodePolicy.Finding f : GradedCodePolicy.check(assignment, cell, classFile)) {
            if (!findings.contains(f)) {
                findings.add(f);
            }
            if (!f.libraryUse()) {
                refused.add(f.message());
            }
        }
        return refused;
    }

    private synchronized int refusedCount() {
        return (int) findings.stream().filter(f -> !f.libraryUse()).count();
    }

    private JsonObject read() throws IOException {
        String line = commands.readLine();
        if (line == null) {
            throw new IOException("the grader closed the pipe");
        }
        return new JsonParser().parse(line).getAsJsonObject(); // Gson 2.8 (the base kernel's)
    }

    private synchronized void send(JsonObject message) {
        channel.println(message);
        channel.flush();
    }

    private void sendSigned(OutcomeSigner.Signed signed) {
        JsonObject o = new JsonObject();
        o.addProperty("signed", signed.text());
        o.addProperty("mac", signed.mac());
        send(o);
    }

    /** Where cells print: counts the bytes, keeps none, and refuses more than the limit. */
    private final class CountingSink extends OutputStream {
        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            if (printed.addAndGet(len) > PRINT_LIMIT) {
                throw new IllegalStateException("graded work may print at most " + PRINT_LIMIT / (1024 * 1024)
                        + " MB in all");
            }
        }
    }
}
