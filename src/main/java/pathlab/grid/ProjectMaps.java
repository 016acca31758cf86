package pathlab.grid;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import pathlab.io.IoErrors;

/**
 * The project's own maps, in maps/: each made by a seeded generator, so the files can always be
 * made again, byte for byte ({@code pathlab maps generate}, and a test checks that they are).
 *
 * <ul>
 *   <li>{@code indoor.map}: 128 × 128 rooms and corridors (lecture: "Fill Patterns Indoors");
 *   <li>{@code outdoor.map}: 128 × 128 open ground with clumps of trees ("Fill Patterns Outdoors");
 *   <li>{@code maze.map}: a 64 × 64 maze with corridors two cells wide.
 * </ul>
 *
 * The indoor and outdoor maps show the lecture's contrast: from one corner to the opposite one,
 * A* with the Euclidean distance closes about two thirds of the indoor level but only a fifth of
 * the outdoor one, where Dijkstra (the zero heuristic) closes nearly everything on both.
 */
public final class ProjectMaps {

    /**
     * One generated map: its name (the file is {@code name.map}), the arguments of
     * {@code pathlab maps generate} that make the same map alone, and the generator call.
     */
    public record Entry(String name, String command, Supplier<GridMap> generator) {
        public GridMap generate() {
            return generator.get();
        }

        /** The file name in a maps folder. */
        public Path file(Path folder) {
            return folder.resolve(name + ".map");
        }
    }

    /** The project's maps in the order they are made. */
    public static final List<Entry> ALL = List.of(
            new Entry("indoor", "rooms --size 128x128 --slot 16 --corridor 1 --loops 0.1 --seed 4",
                    () -> RoomGenerator.generate(128, 128, 16, 1, 0.1, 4)),
            new Entry("outdoor", "obstacles --size 128x128 --density 0.2 --radius 3 --seed 4",
                    () -> ObstacleGenerator.generate(128, 128, 0.2, 3, 4)),
            new Entry("maze", "maze --size 64x64 --corridor 2 --seed 2",
                    () -> MazeGenerator.generate(64, 64, 2, 2)));

    private ProjectMaps() {
    }

    /** Writes every project map into {@code folder} (normally maps/); returns the files written. */
    public static List<Path> generateAll(Path folder) {
        createFolderOf(folder.resolve("x.map"));
        return ALL.stream().map(e -> {
            Path file = e.file(folder);
            e.generate().write(file);
            return file;
        }).toList();
    }

    /** Creates the folder a map file goes into, if missing. */
    public static void createFolderOf(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create folder " + folder + ": " + IoErrors.reason(e), e);
        }
    }

    /** The entry of a project map by name. */
    public static Entry byName(String name) {
        return ALL.stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("no project map '" + name + "'; there are "
                        + ALL.stream().map(Entry::name).toList()));
    }
}
