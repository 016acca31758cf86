package pathlab.coursework;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

import org.junit.jupiter.engine.JupiterTestEngine;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import pathlab.io.JsonText;

/**
 * Runs an assignment's tests in the JVM that holds the student's work: the notebook's kernel.
 * This is the usual JUnit 5 route to grading: the JUnit Platform Launcher runs the test classes,
 * a {@link TestExecutionListener} turns each finished test into a {@link TestOutcome} with the
 * points of its {@link Graded} annotation.
 *
 * <ul>
 * <li>In the notebook: {@code Grading.runVisibleTests("A1")} runs the visible tests and returns
 *     the table (test, points, passed, message).
 * <li>In grading: the sandboxed runner ({@code pathlab.kernel.grading.GradingRunner}) executes the
 *     submission's cells, then calls {@link #run} with the hidden tests, which the grader hands it
 *     only then; each outcome goes back to the grader the moment the test finishes. Only the
 *     grader turns outcomes into points, from its own catalog.
 * <li>{@code java -cp ... pathlab.coursework.Grading catalog A1 HIDDEN_DIR} lists the tests
 *     without running them: the grader's catalog of tests and points, made without any student code.
 * </ul>
 *
 * Every test runs with a timeout in a thread of its own ({@code SEPARATE_THREAD}): a test whose
 * code never returns fails when its time is up and the next test starts.
 */
public final class Grading {

    private Grading() {}

    /**
     * Runs the assignment's visible tests on the work handed in, for the notebook's table; first
     * prints what grading would refuse in the cells' code ({@link GradingPreview}).
     */
    public static ResultsTable runVisibleTests(String assignment) {
        Assignment a = Assignment.byId(assignment);
        System.out.print(GradingPreview.of(a, CellClasses.all()));
        return new ResultsTable(runVisible(a, outcome -> {}));
    }

    /**
     * Runs only the assignment's visible tests, giving each outcome to {@code each} as it finishes:
     * the notebook's table, and the grader's training of its class archive, which every sandbox
     * can read and which therefore must never hold a class of the hidden tests.
     */
    public static List<TestOutcome> runVisible(Assignment assignment, Consumer<TestOutcome> each) {
        return run(List.of(load(assignment.visibleTests(), Grading.class.getClassLoader())), each);
    }

    /**
     * Runs the assignment's visible tests and then the hidden ones, loaded by {@code hidden} (whose
     * parent sees the visible tests), giving each outcome to {@code each} as it finishes.
     */
    public static void run(Assignment assignment, ClassLoader hidden, Consumer<TestOutcome> each) {
        run(List.of(load(assignment.visibleTests(), Grading.class.getClassLoader()),
                load(assignment.hiddenTests(), hidden)), each);
    }

    /** {@code catalog ASSIGNMENT HIDDEN_DIR}: prints every test as a JSON line, not run. */
    public static void main(String[] args) {
        if (args.length != 3 || !args[0].equals("catalog")) {
            System.err.println("usage: Grading catalog ASSIGNMENT HIDDEN_CLASSES_DIR");
            System.exit(2);
        }
        Assignment a = Assignment.byId(args[1]);
        System.out.println("{\"own_work\": " + JsonText.quote(a.ownWork()) + "}");
        TestPlan plan = launcher().discover(request(testClasses(a, Path.of(args[2]))));
        for (TestIdentifier test : tests(plan)) {
            System.out.println(outcome(test, false, "").json());
        }
    }

    private static List<Class<?>> testClasses(Assignment a, Path hiddenClasses) {
        ClassLoader visible = Grading.class.getClassLoader();
        ClassLoader hidden;
        try {
            hidden = new URLClassLoader(new URL[] {hiddenClasses.toUri().toURL()}, visible);
        } catch (IOException e) {
            throw new IllegalArgumentException("hidden tests: " + hiddenClasses + ": " + e.getMessage());
        }
        return List.of(load(a.visibleTests(), visible), load(a.hiddenTests(), hidden));
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the tests " + name + " are not on the class path: build coursework/ "
                    + "(scripts/setup)");
        }
    }

    /**
     * The tests to run and how: only the configuration written here counts. JUnit would also read
     * system properties, a {@code junit-platform.properties} and service files from the class path;
     * none of those may change how a submission is graded, so implicit configuration is off and
     * the launcher registers no listener, filter or extension it finds on the class path.
     */
    private static LauncherDiscoveryRequest request(List<Class<?>> classes) {
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request()
                .enableImplicitConfigurationParameters(false)
                .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "false")
                .configurationParameter("junit.jupiter.execution.parallel.enabled", "false")
                .configurationParameter("junit.jupiter.execution.timeout.default", "10 s")
                .configurationParameter("junit.jupiter.execution.timeout.thread.mode.default", "SEPARATE_THREAD")
                .configurationParameter("junit.jupiter.testmethod.order.default",
                        "org.junit.jupiter.api.MethodOrderer$OrderAnnotation");
        classes.forEach(c -> request.selectors(selectClass(c)));
        return request.build();
    }

    /** Runs the classes' tests in order, giving each outcome to {@code each} as it finishes. */
    private static List<TestOutcome> run(List<Class<?>> classes, Consumer<TestOutcome> each) {
        List<TestOutcome> outcomes = new ArrayList<>();
        Thread thread = Thread.currentThread();
        ClassLoader context = thread.getContextClassLoader();
        thread.setContextClassLoader(classes.get(classes.size() - 1).getClassLoader());
        try {
            Launcher launcher = launcher();
            launcher.execute(request(classes), new TestExecutionListener() {
                @Override
                public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                    if (id.isTest()) {
                        finished(outcome(id, result.getStatus() == TestExecutionResult.Status.SUCCESSFUL,
                                result.getThrowable().map(Grading::message).orElse("")));
                    }
                }

                @Override
                public void executionSkipped(TestIdentifier id, String reason) {
                    if (id.isTest()) {
                        finished(outcome(id, false, "skipped: " + reason));
                    }
                }

                private void finished(TestOutcome outcome) {
                    outcomes.add(outcome);
                    each.accept(outcome);
                }
            });
        } finally {
            thread.setContextClassLoader(context);
        }
        return outcomes;
    }

    private static Launcher launcher() {
        return LauncherFactory.create(LauncherConfig.builder()
                .enableTestEngineAutoRegistration(false)
                .addTestEngines(new JupiterTestEngine())
                .enableTestExecutionListenerAutoRegistration(false)
                .enableLauncherSessionListenerAutoRegistration(false)
                .enableLauncherDiscoveryListenerAutoRegistration(false)
                .enablePostDiscoveryFilterAutoRegistration(false)
                .build());
    }

    private static List<TestIdentifier> tests(TestPlan plan) {
        List<TestIdentifier> tests = new ArrayList<>();
        plan.getRoots().forEach(root -> collect(plan, root, tests));
        return tests;
    }

    private static void collect(TestPlan plan, TestIdentifier id, List<TestIdentifier> tests) {
        if (id.isTest()) {
            tests.add(id);
        }
        plan.getChildren(id).forEach(child -> collect(plan, child, tests));
    }

    private static TestOutcome outcome(TestIdentifier id, boolean passed, String message) {
        Method method = id.getSource().filter(MethodSource.class::isInstance)
                .map(s -> ((MethodSource) s).getJavaMethod()).orElse(null);
        Graded graded = method == null ? null : method.getAnnotation(Graded.class);
        String testId = method == null ? id.getUniqueId()
                : method.getDeclaringClass().getSimpleName() + "." + method.getName();
        return new TestOutcome(testId, id.getDisplayName(), graded == null ? 0 : graded.points(),
                graded == null ? Visibility.HIDDEN : graded.visibility(), passed, message);
    }

    /** What went wrong, for a student: the assertion's message, or the exception and where it came from. */
    static String message(Throwable t) {
        if (t instanceof AssertionError) {
            return t.getMessage() == null ? "assertion failed" : t.getMessage();
        }
        if (t instanceof TimeoutException) {
            return t.getMessage() + " (does your code loop forever?)";
        }
        if (t instanceof StackOverflowError) {
            return "StackOverflowError: the calls went too deep (endless recursion?)" + where(t);
        }
        return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage()) + where(t);
    }

    /** Where in the notebook's code an exception was thrown: the first frame of a cell's class. */
    private static String where(Throwable t) {
        for (StackTraceElement frame : t.getStackTrace()) {
            if (frame.getClassName().startsWith("REPL.")) {
                String name = frame.getClassName();
                return " (in " + name.substring(name.lastIndexOf('$') + 1) + "." + frame.getMethodName()
                        + (frame.getLineNumber() > 0 ? ", line " + frame.getLineNumber() + " of its cell" : "") + ")";
            }
        }
        return "";
    }
}
