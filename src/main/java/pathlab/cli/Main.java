package pathlab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.InvalidPathException;

import pathlab.Memory;
import pathlab.io.IoErrors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code pathlab} command: one subcommand per task. Bad input ends with a one-line message
 * and exit code 2, never a stack trace (see {@link #run}). The benchmarks module adds
 * {@code pathlab bench} to it ({@code pathlab.bench.cli.BenchMain}, what ./pathlab runs).
 *
 * <pre>
 *   pathlab trace lecture-3 --stop goal
 *   pathlab trace --graph maps/lecture.graph --from A --to F --heuristic underestimating
 * </pre>
 */
@Command(name = "pathlab", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT, version = "pathlab 0.1.0",
        description = "Dijkstra, A* and heuristics, as the lecture teaches them.",
        subcommands = {TraceCommand.class, SolveCommand.class, ScenCommand.class, MapsCommand.class,
                HeapDemoCommand.class})
public final class Main {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * Runs the command line and returns its exit code (for tests): 0 done, 1 a check failed (a
     * scenario's cost differs), 2 bad input or a refused request, said in one line. An exception
     * that is not one of those is a bug in Pathlab: one line and exit code 3 (with the stack
     * trace when the system property {@code pathlab.debug} is set).
     */
    public static int run(String... args) {
        return run(new CommandLine(new Main()), args);
    }

    /** Runs this command line with more subcommands added to it, as {@link #run(String...)} does. */
    public static int run(CommandLine cli, String... args) {
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (isBug(e)) {
                commandLine.getErr().println("pathlab: internal error (" + e.getClass().getSimpleName()
                        + "): please report it with the command that caused it");
                if (System.getProperty("pathlab.debug") != null) {
                    e.printStackTrace(commandLine.getErr());
                }
                return 3;
            }
            commandLine.getErr().println("pathlab: " + (e instanceof IOException io && !(io.getCause() instanceof IOException)
                    ? io.getMessage() + ": " + IoErrors.reason(io) : e.getMessage()));
            return 2;
        });
        cli.setParameterExceptionHandler((e, args1) -> {
            CommandLine command = e.getCommandLine();
            // picocli numbers the words it did not understand; a user wants the words.
            String message = e instanceof UnmatchedArgumentException u && e.getMessage().startsWith("Unmatched argument")
                    ? "unexpected argument" + (u.getUnmatched().size() > 1 ? "s " : " ")
                            + String.join(" ", u.getUnmatched().stream().map(w -> "'" + w + "'").toList())
                    : e.getMessage();
            command.getErr().println("pathlab: " + message + " (see: pathlab "
                    + (command.getCommandName().equals("pathlab") ? "" : command.getCommandName() + " ") + "--help)");
            return 2;
        });
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError e) {
            cli.getErr().println("pathlab: out of memory (Java may use " + Memory.size(Runtime.getRuntime().maxMemory())
                    + "): give it more with -Xmx, e.g. JAVA_OPTS=-Xmx8g ./pathlab ...");
            return 2;
        } catch (StackOverflowError e) {
            cli.getErr().println("pathlab: internal error (too deep a recursion): please report it with the command that caused it");
            return 3;
        }
    }

    /**
     * Whether an exception is a bug rather than a refusal: our refusals are illegal arguments,
     * illegal states (not enough memory) and input/output errors, each with a message for the
     * user; Java's own parsing and path errors carry its wording, so they count as bugs too.
     */
    private static boolean isBug(Exception e) {
        if (e instanceof NumberFormatException || e instanceof InvalidPathException || e.getMessage() == null) {
            return true;
        }
        return !(e instanceof IllegalArgumentException || e instanceof IllegalStateException
                || e instanceof UncheckedIOException || e instanceof IOException);
    }
}
