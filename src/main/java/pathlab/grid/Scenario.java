package pathlab.grid;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import pathlab.graph.FileFormatException;
import pathlab.graph.InputLines;
import pathlab.io.Quote;

/**
 * One query of a Moving AI scenario file ({@code .map.scen}): a start and a goal cell on a map,
 * and the optimal path length under the benchmark's rules (8 neighbours, diagonal √2, no corner
 * cutting). Lengths in the published files have about six significant digits: compare with
 * {@link #matches}.
 *
 * <pre>
 *   version 1
 *   bucket  map             width height startX startY goalX goalY optimal
 *   0       maps/dao/x.map  49    49     28     13     29     12    1.41421
 * </pre>
 * (tab-separated, x the column, y the row.)
 */
public record Scenario(int bucket, String mapName, int mapWidth, int mapHeight,
                       int startX, int startY, int goalX, int goalY, double optimalLength) {

    /**
     * Whether a path's cost is the optimal length, within the tolerance of the published lengths:
     * absolute 0.01 or relative 1e-5, whichever is larger. When the file expects no path
     * ({@link #expectsNoPath()}), only an infinite cost matches.
     */
    public boolean matches(double length) {
        if (expectsNoPath()) {
            return length == Double.POSITIVE_INFINITY;
        }
        return Math.abs(length - optimalLength) <= Math.max(0.01, 1e-5 * optimalLength);
    }

    /**
     * Whether start and goal are not connected: some published files (brc201d, for one) list such
     * queries with optimal length 0 although start and goal differ.
     */
    public boolean expectsNoPath() {
        return optimalLength == 0 && (startX != goalX || startY != goalY);
    }

    /** The map file's name without folders: the field is a path such as {@code maps/dao/den312d.map}. */
    public String mapFileName() {
        return fileName(mapName);
    }

    /** Reads a scenario file, skipping blank lines and carriage returns. */
    public static List<Scenario> read(Path file) {
        return read(file, null);
    }

    /**
     * Reads a scenario file for a map, checking every query against it: the file's map size must
     * be the map's, and start and goal must lie on passable cells of the map. Each problem is a
     * {@link FileFormatException} naming the scenario file, the line and the problem.
     */
    public static List<Scenario> read(Path file, GridMap map) {
        String source = file.toString();
        List<Scenario> scenarios = new ArrayList<>();
        try (InputLines in = InputLines.open(file, "scenarios", false)) {
            for (String line; (line = in.next()) != null; ) {
                int number = in.number();
                line = line.strip();
                if (line.isEmpty()) {
                    continue;
                }
                if (number == 1 && line.startsWith("version")) {
                    continue;
                }
                Scenario s = parse(line, source, number);
                if (map != null) {
                    s.check(map, source, number);
                }
                scenarios.add(s);
            }
        } catch (IOException e) {
            throw InputLines.failure(source, "scenarios", e);
        }
        return scenarios;
    }

    /** The fields of a line, by name, for messages. */
    private static final String[] FIELDS = {"bucket", "map", "width", "height", "startX", "startY", "goalX", "goalY",
            "length"};

    private static Scenario parse(String line, String source, int number) {
        String[] f = line.split("\\t");
        if (f.length != 9) {
            throw new FileFormatException(source, number, "expected 9 tab-separated fields "
                    + "(bucket map width height startX startY goalX goalY length), found " + f.length);
        }
        int[] whole = new int[9];
        for (int i = 0; i < 8; i++) {
            if (i == 1) {
                continue;
            }
            if (!f[i].matches("-?[0-9]{1,9}")) {
                throw new FileFormatException(source, number, "field " + (i + 1) + " (" + FIELDS[i] + ") '"
                        + Quote.bytes(f[i]) + "' is not a whole number");
            }
            whole[i] = Integer.parseInt(f[i]);
        }
        if (!f[8].matches("[0-9]+(\\.[0-9]*)?([eE][+-]?[0-9]+)?")) {
            throw new FileFormatException(source, number, "optimal length " + Quote.bytes(f[8])
                    + " must be a non-negative number");
        }
        if (fileName(f[1]).isEmpty() || f[1].chars().anyMatch(c -> c < ' ')) {
            throw new FileFormatException(source, number, "field 2 (map) '" + Quote.bytes(f[1])
                    + "' names no map file, e.g. maps/dao/den312d.map");
        }
        Scenario s = new Scenario(whole[0], f[1], whole[2], whole[3], whole[4], whole[5], whole[6], whole[7],
                Double.parseDouble(f[8]));
        if (Double.isInfinite(s.optimalLength)) {
            throw new FileFormatException(source, number, "optimal length " + f[8] + " must be a non-negative number");
        }
        return s;
    }

    /** The last part of a map field, after any / or \\ (empty if there is none). */
    private static String fileName(String mapField) {
        String name = mapField.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1).strip();
        return name.equals(".") || name.equals("..") ? "" : name;
    }

    /** Checks that this query fits the map; the problem names {@code source} and {@code line}. */
    private void check(GridMap map, String source, int line) {
        if (mapWidth != map.width() || mapHeight != map.height()) {
            throw new FileFormatException(source, line, "the scenario is for a map of " + mapWidth + "x" + mapHeight
                    + " cells, but map " + map.name() + " has " + map.width() + "x" + map.height());
        }
        try {
            map.checkPassable("start", startX, startY);
            map.checkPassable("goal", goalX, goalY);
        } catch (IllegalArgumentException e) {
            throw new FileFormatException(source, line, e.getMessage());
        }
    }
}
