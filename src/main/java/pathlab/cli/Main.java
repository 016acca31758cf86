package pathlab.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code pathlab} command: one subcommand per task. Bad input ends with a one-line message
 * and a non-zero exit code, never a stack trace.
 *
 * <pre>
 *   pathlab trace lecture-3 --stop goal
 *   pathlab trace --graph maps/lecture.graph --from A --to F --heuristic underestimating
 * </pre>
 */
@Command(name = "pathlab", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT, version = "pathlab 0.1.0",
        description = "Dijkstra, A* and heuristics, as the lecture teaches them.",
        subcommands = {TraceCommand.class, SolveCommand.class, ScenCommand.class, MapsCommand.class,
                HeapDemoCommand.class, BenchCommand.class})
public final class Main {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code (for tests). */
    public static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            commandLine.getErr().println("pathlab: " + e.getMessage());
            return 2;
        });
        cli.setParameterExceptionHandler((e, args1) -> {
            CommandLine command = e.getCommandLine();
            command.getErr().println("pathlab: " + e.getMessage() + " (see: pathlab "
                    + (command.getCommandName().equals("pathlab") ? "" : command.getCommandName() + " ") + "--help)");
            return 2;
        });
        return cli.execute(args);
    }
}
