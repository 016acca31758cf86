package pathlab.cli;

import picocli.CommandLine.Command;

/** {@code pathlab bench}: the benchmarks, one subcommand each. Times are only comparable within one run. */
@Command(name = "bench", description = "Benchmarks: they report ratios measured in one run.",
        subcommands = {AStarBenchCommand.class, BenchLandmarksCommand.class})
final class BenchCommand {
}
