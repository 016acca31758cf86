package pathlab.cli;

import java.net.URI;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import pathlab.grid.BenchmarkSet;
import pathlab.grid.GridMap;
import pathlab.grid.MazeGenerator;
import pathlab.grid.ObstacleGenerator;
import pathlab.grid.ProjectMaps;
import pathlab.grid.RoomGenerator;
import pathlab.io.Quote;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code pathlab maps}: makes the project's own maps, and fetches the Moving AI benchmark sets.
 *
 * <pre>
 *   pathlab maps generate                               # maps/indoor.map, outdoor.map, maze.map
 *   pathlab maps generate maze --size 64x64 --corridor 2 --seed 2 --out my-maze.map
 *   pathlab maps download dao                           # into maps/downloads/dao/
 * </pre>
 */
@Command(name = "maps", description = "Make the project's maps, or download Moving AI benchmark sets.",
        subcommands = {MapsCommand.Generate.class, MapsCommand.Download.class})
final class MapsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }

    /** {@code pathlab maps generate}: the project's maps, or one map from a generator. */
    @Command(name = "generate", description = {
            "Make maps with the seeded generators; the same arguments always give the same file.",
            "  pathlab maps generate [--into DIR]      the project's maps (default DIR: maps)",
            "  pathlab maps generate rooms|maze|obstacles [--size WxH] [--seed N] [options] --out FILE"})
    static final class Generate implements Callable<Integer> {
        /** WIDTHxHEIGHT: two numbers of at most nine digits, so they fit a long when multiplied. */
        private static final Pattern SIZE = Pattern.compile("0*([0-9]{1,9})x0*([0-9]{1,9})");

        @Spec
        CommandSpec spec;

        @Parameters(arity = "0..1", paramLabel = "KIND", description = "rooms, maze or obstacles")
        String kind;

        @Option(names = "--into", paramLabel = "DIR", description = "folder for the project's maps (default: maps)")
        Path into = Path.of("maps");

        @Option(names = "--out", paramLabel = "FILE", description = "the .map file to write")
        Path out;

        @Option(names = "--size", paramLabel = "WxH", description = "map size (default: 128x128)")
        String size = "128x128";

        @Option(names = "--seed", description = "random seed (default: 1)")
        long seed = 1;

        @Option(names = "--slot", description = "rooms: the square each room sits in (default: 16)")
        int slot = 16;

        @Option(names = "--corridor", description = "rooms, maze: corridor width (default: 1)")
        int corridor = 1;

        @Option(names = "--loops", description = "rooms: chance of an extra corridor between neighbours (default: 0.1)")
        double loops = 0.1;

        @Option(names = "--density", description = "obstacles: share of blocked cells (default: 0.2)")
        double density = 0.2;

        @Option(names = "--radius", description = "obstacles: largest clump radius (default: 3)")
        int radius = 3;

        @Override
        public Integer call() {
            if (kind == null) {
                for (Path file : ProjectMaps.generateAll(into)) {
                    spec.commandLine().getOut().println("wrote " + file);
                }
                return 0;
            }
            if (out == null) {
                throw new IllegalArgumentException("give --out FILE for the generated map");
            }
            Matcher wh = SIZE.matcher(size);
            if (!wh.matches()) {
                throw new IllegalArgumentException(size.matches("[0-9]+x[0-9]+")
                        ? String.format(Locale.ROOT, "--size %s is too large: a map has at most %,d cells", size, GridMap.MAX_CELLS)
                        : "--size '" + Quote.text(size) + "' is not WIDTHxHEIGHT, e.g. 128x128");
            }
            // Checked as long numbers first: 100000x100000 is too large, not a negative int.
            long w = Long.parseLong(wh.group(1));
            long h = Long.parseLong(wh.group(2));
            GridMap.checkSize(w, h).ifPresent(problem -> {
                throw new IllegalArgumentException("--size " + size + ": " + problem);
            });
            int width = (int) w;
            int height = (int) h;
            GridMap map = switch (kind) {
                case "rooms" -> RoomGenerator.generate(width, height, slot, corridor, loops, seed);
                case "maze" -> MazeGenerator.generate(width, height, corridor, seed);
                case "obstacles" -> ObstacleGenerator.generate(width, height, density, radius, seed);
                default -> throw new IllegalArgumentException("unknown map kind '" + kind + "': choose rooms, maze or obstacles");
            };
            map.write(out);
            spec.commandLine().getOut().println("wrote " + out + " (" + map.width() + "x" + map.height()
                    + ", " + map.passableCount() + " passable cells)");
            return 0;
        }
    }

    /** {@code pathlab maps download}: a Moving AI benchmark set, unzipped. */
    @Command(name = "download", description = {
            "Download a Moving AI benchmark set (maps and scenarios) and unzip it into DIR/<set>.",
            "  pathlab maps download dao|mazes|rooms|random|street [--into DIR] [--from URL]"})
    static final class Download implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "SET", description = "dao, mazes, rooms, random or street")
        String set;

        @Option(names = "--into", paramLabel = "DIR", description = "download folder (default: maps/downloads)")
        Path into = Path.of("maps", "downloads");

        @Option(names = "--from", paramLabel = "URL", description = "base address (default: https://movingai.com/benchmarks/)")
        URI from = BenchmarkSet.MOVING_AI;

        @Override
        public Integer call() {
            BenchmarkSet benchmarks = BenchmarkSet.byLabel(set);
            var files = benchmarks.download(into, from);
            spec.commandLine().getOut().println("unpacked " + files.size() + " files into "
                    + into.resolve(benchmarks.folder()));
            return 0;
        }
    }
}
