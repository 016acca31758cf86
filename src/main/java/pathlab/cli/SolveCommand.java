package pathlab.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.GridSearch;
import pathlab.heuristic.names.Heuristics;
import pathlab.io.OutputFiles;
import pathlab.picture.Animation;
import pathlab.picture.FillAnimation;
import pathlab.picture.FillPicture;
import pathlab.search.Costs;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.search.Termination;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pathlab solve}: one A* query on a map, printed as four lines for scripts to read:
 *
 * <pre>
 *   cost 1234.5678        (or: no path)
 *   path length 1001      (the number of moves, i.e. connections, on the path)
 *   expanded 23456
 *   time 12.345 ms
 * </pre>
 *
 * The search runs on the grid engine where it can ({@link GridSearch}: the default heuristic and
 * rules), else on the lecture's; both find the same path with the same expansions.
 * With {@code --picture out.png} it also draws the fill and the path ({@link FillPicture}), with
 * {@code --animate out.gif} the search growing iteration by iteration ({@link FillAnimation}), beside
 * a search with another heuristic with {@code --against H2}; it
 * says on standard error where it wrote them, so the four lines stay as they are.
 */
@Command(name = "solve", description = {
        "Find a path on a map (Moving AI .map) with A*.",
        "  pathlab solve MAP --from x,y --to x,y [--heuristic H] [--moves eight|king|four|hex]",
        "                [--picture out.png] [--animate out.gif [--against H2]]",
        "Prints: cost C (or no path), path length L (moves), expanded N, time T ms."})
final class SolveCommand implements Callable<Integer> {

    @Parameters(paramLabel = "MAP", description = "a map file in the Moving AI format")
    Path mapFile;

    @Option(names = "--from", required = true, paramLabel = "x,y", description = "start cell (column,row)")
    String from;

    @Option(names = "--to", required = true, paramLabel = "x,y", description = "goal cell (column,row)")
    String to;

    @Option(names = "--heuristic", paramLabel = "H",
            description = "zero, manhattan, chebyshev, octile, euclidean, hex, landmarks:16, cluster:rooms, weighted:1.5:octile, ... (default: the best for the moves)")
    String heuristic;

    @Option(names = "--moves", paramLabel = "eight|king|four|hex",
            description = "eight: diagonals cost √2, no corner cutting (the benchmarks' rules, default); "
                    + "king: diagonals cost 1; four: no diagonals; hex: six axial neighbours")
    String moves = "eight";

    @Option(names = "--picture", paramLabel = "FILE.png", description = "draw the fill and the path into a PNG file")
    Path picture;

    @Option(names = "--animate", paramLabel = "FILE.gif",
            description = "draw the search growing iteration by iteration, then the path, as an animated GIF")
    Path animate;

    @Option(names = "--against", paramLabel = "H2",
            description = "with --animate: a second search with heuristic H2 beside the first, on the same iterations")
    String against;

    @Mixin
    SearchFlags flags;

    @Override
    public Integer call() {
        if (against != null && animate == null) {
            throw new IllegalArgumentException("--against draws a second search into the animation: give --animate FILE.gif too");
        }
        GridMap map = GridMap.read(mapFile);
        GridGraph grid = grid(map, moves);
        int start = cell(map, "start", from);
        int goal = cell(map, "goal", to);
        // Counters off: nothing here reads the open list's counts (nodes fallen back are counted anyway).
        SearchOptions options = flags.options(SearchOptions.grid().withCounters(false));
        // Made before the clock starts: a heuristic with a table (cluster:16) precomputes it here.
        String name = heuristic != null ? heuristic : Heuristics.defaultName(grid);
        Heuristic h = Heuristics.byName(name, grid);
        GridSearch search = GridSearch.of(grid, options, h);
        long t0 = System.nanoTime();
        SearchResult r = search.search(start, goal);
        double millis = (System.nanoTime() - t0) / 1e6;
        System.out.println(r.found() ? "cost " + Costs.format(r.cost()) : "no path");
        System.out.println("path length " + r.path().size());
        System.out.println("expanded " + r.expanded());
        System.out.printf("time %.3f ms%n", millis);
        if (r.openList().fellBack() > 0) {
            System.err.println("open list " + options.openList().label() + ": " + r.openList().fellBack()
                    + " nodes fell back to its heap, since their estimated-total-costs did not only grow (an"
                    + " inconsistent heuristic, reopened nodes, or costs far from 1): the result is exact, the"
                    + " buckets did not help");
        }
        // Folders for the outputs are made if missing, and the command says so: a mistyped path
        // shows up instead of going unnoticed.
        Path made = picture != null ? OutputFiles.makeFolderFor(picture) : null;
        Path madeForAnimation = animate != null ? OutputFiles.makeFolderFor(animate) : null;
        if (picture != null) {
            OutputFiles.write(picture, FillPicture.png(FillPicture.draw(grid, r)));
            int closed = r.fill().closedCount();
            System.err.println("wrote the fill to " + picture + ": " + closed + " closed, " + r.fill().openCount()
                    + " open" + (closed == r.expanded() + 1 && options.termination() == Termination.GOAL
                    ? " (the goal rule closes the goal without expanding it: one more than expanded)" : ""));
        }
        if (animate != null) {
            Animation a = against == null ? FillAnimation.of(grid, start, goal, h, options, name)
                    : FillAnimation.compare(grid, start, goal, options, h, name,
                            Heuristics.byName(against, grid), against);
            OutputFiles.write(animate, a.bytes());
            System.err.println("wrote the search to " + animate + " (" + a.frameCount() + " frames, " + a.size() + " bytes)");
        }
        for (Path folder : new Path[] {made, madeForAnimation}) {
            if (folder != null) {
                System.err.println("made the folder " + folder + ", which did not exist");
            }
        }
        return 0;
    }

    private static GridGraph grid(GridMap map, String moves) {
        return switch (moves) {
            case "eight" -> GridGraph.octile(map);
            case "king" -> new GridGraph(map, GridGraph.Moves.EIGHT, 1, false);
            case "four" -> GridGraph.fourConnected(map);
            case "hex" -> GridGraph.hex(map);
            default -> throw new IllegalArgumentException("unknown moves '" + moves + "': choose one of eight, king, four, hex");
        };
    }

    /** The node of a cell given as {@code x,y}, which must be passable. */
    private static int cell(GridMap map, String role, String text) {
        String[] xy = text.split(",");
        try {
            if (xy.length == 2) {
                int x = Integer.parseInt(xy[0].trim());
                int y = Integer.parseInt(xy[1].trim());
                map.checkPassable(role, x, y);
                return map.cell(x, y);
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(role + " '" + text + "' is not a cell x,y (column,row)");
    }
}
