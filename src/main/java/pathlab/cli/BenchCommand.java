package pathlab.cli;

import picocli.CommandLine.Command;

/** {@code pathlab bench}: the benchmarks, one subcommand each. They write CSV and PNG files to target/. */
@Command(name = "bench", description = "Run a benchmark; results go to target/.",
        subcommands = {BenchLandmarksCommand.class})
final class BenchCommand {
}
