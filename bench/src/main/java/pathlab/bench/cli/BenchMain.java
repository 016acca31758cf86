package pathlab.bench.cli;

import pathlab.cli.Main;
import picocli.CommandLine;

/**
 * The {@code pathlab} command with the benchmarks: the library's command line ({@link Main})
 * plus {@code pathlab bench ...}. This is what ./pathlab runs; bad input gets the same one-line
 * messages and exit codes as every other subcommand.
 *
 * <pre>
 *   pathlab bench astar --maps maps/downloads
 *   pathlab bench open-lists --sizes 64,256
 * </pre>
 */
public final class BenchMain {

    private BenchMain() {}

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code, as {@link Main#run(String...)} does. */
    public static int run(String... args) {
        return Main.run(commandLine(), args);
    }

    /** The library's command line with {@code bench} added, for {@link Main#run(CommandLine, String...)}. */
    public static CommandLine commandLine() {
        return new CommandLine(new Main()).addSubcommand(new BenchCommand());
    }
}
