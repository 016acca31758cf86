package pathlab.cli;

import pathlab.openlist.OpenListKind;
import pathlab.search.SearchOptions;
import pathlab.search.Termination;
import pathlab.search.TieBreak;
import picocli.CommandLine.Option;

/**
 * The search options as command-line flags, shared by every command that runs a search. A flag
 * not given takes the command's defaults: the lecture's choices for {@code trace}
 * ({@link SearchOptions#lecture()}), the grid rules for {@code solve} and {@code scen}
 * ({@link SearchOptions#grid()}: stop at the goal, ties to the larger cost-so-far).
 */
public final class SearchFlags {
    @Option(names = "--stop", paramLabel = "optimal|goal",
            description = "termination rule (default: optimal for the lecture's graphs, goal on grid maps)")
    String stop;

    @Option(names = "--reopen", paramLabel = "yes|no", description = "reopen closed nodes (default: yes)")
    String reopen = "yes";

    @Option(names = "--ties", paramLabel = "fifo|lifo|low-g|high-g|name", description = "which of several open nodes with the same estimated-total-cost goes first"
            + " (default: fifo for the lecture's graphs, reproducing its listings; high-g on grid maps, where"
            + " equal totals are everywhere and the larger cost-so-far heads for the goal instead of widening"
            + " the fill: notebook 04 measures it)")
    String ties;

    @Option(names = "--open-list", paramLabel = "LIST", description = "open list data structure: unsorted, sorted-front,"
            + " sorted-average, sorted-halving, binary-heap (Lester's), plain-indexed-heap (with an index),"
            + " indexed-heap (tuned; the default) or heap-on-top (buckets under the tuned heap, for keys that only grow);"
            + " all find the same path")
    String openList = "indexed-heap";

    /** The options the flags ask for, starting from {@code defaults} for flags not given. */
    public SearchOptions options(SearchOptions defaults) {
        if (!reopen.equals("yes") && !reopen.equals("no")) {
            throw new IllegalArgumentException("--reopen takes yes or no, not '" + reopen + "'");
        }
        return new SearchOptions(stop == null ? defaults.termination() : Termination.byLabel(stop),
                reopen.equals("yes"), ties == null ? defaults.ties() : TieBreak.byLabel(ties), OpenListKind.byLabel(openList), defaults.counters());
    }
}
