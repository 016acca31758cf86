package pathlab.bench.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code pathlab bench}: the benchmarks, one subcommand each. Performance claims are measured
 * here, as ratios within one run, never in unit tests.
 */
@Command(name = "bench", description = "Benchmarks: they report ratios measured in one run.",
        subcommands = {AStarBenchCommand.class, OpenListsBenchCommand.class, ClusterBenchCommand.class,
                LandmarksBenchCommand.class, WeightedBenchCommand.class, JumpPointBenchCommand.class})
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new IllegalArgumentException("choose a benchmark: " + String.join(", ", spec.subcommands().keySet()));
    }
}
