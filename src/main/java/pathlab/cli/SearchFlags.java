package pathlab.cli;

import pathlab.openlist.OpenListKind;
import pathlab.search.SearchOptions;
import pathlab.search.Termination;
import pathlab.search.TieBreak;
import picocli.CommandLine.Option;

/**
 * The search options as command-line flags, shared by every command that runs a search. Each
 * flag's default is the lecture's choice.
 */
public final class SearchFlags {
    @Option(names = "--stop", paramLabel = "optimal|goal", description = "termination rule (default: optimal)")
    String stop;

    @Option(names = "--reopen", paramLabel = "yes|no", description = "reopen closed nodes (default: yes)")
    String reopen = "yes";

    @Option(names = "--ties", paramLabel = "fifo|lifo|low-g|high-g|name", description = "tie-breaking (default: fifo)")
    String ties = "fifo";

    @Option(names = "--open-list", paramLabel = "LIST", description = "open list data structure (default: indexed-heap)")
    String openList = "indexed-heap";

    /** The options the flags ask for, starting from {@code defaults} for flags not given. */
    public SearchOptions options(SearchOptions defaults) {
        if (!reopen.equals("yes") && !reopen.equals("no")) {
            throw new IllegalArgumentException("--reopen takes yes or no, not '" + reopen + "'");
        }
        return new SearchOptions(stop == null ? defaults.termination() : Termination.byLabel(stop),
                reopen.equals("yes"), TieBreak.byLabel(ties), OpenListKind.byLabel(openList), defaults.counters());
    }
}
