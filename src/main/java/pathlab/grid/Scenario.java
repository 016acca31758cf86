package pathlab.grid;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import pathlab.graph.FileFormatException;

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

    /** The tolerance of the published lengths: absolute 0.01 or relative 1e-5, whichever is larger. */
    public boolean matches(double length) {
        return Math.abs(length - optimalLength) <= Math.max(0.01, 1e-5 * optimalLength);
    }

    /** The map file's name without folders: the field is a path such as {@code maps/dao/den312d.map}. */
    public String mapFileName() {
        return Path.of(mapName.replace('\\', '/')).getFileName().toString();
    }

    /** Reads a scenario file, skipping blank lines and carriage returns. */
    public static List<Scenario> read(Path file) {
        String source = file.toString();
        List<Scenario> scenarios = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            int number = 0;
            for (String line; (line = in.readLine()) != null; ) {
                number++;
                line = line.strip();
                if (line.isEmpty()) {
                    continue;
                }
                if (number == 1 && line.startsWith("version")) {
                    continue;
                }
                String[] f = line.split("\\t");
                if (f.length != 9) {
                    throw new FileFormatException(source, number, "expected 9 tab-separated fields "
                            + "(bucket map width height startX startY goalX goalY length), found " + f.length);
                }
                try {
                    scenarios.add(new Scenario(Integer.parseInt(f[0]), f[1], Integer.parseInt(f[2]),
                            Integer.parseInt(f[3]), Integer.parseInt(f[4]), Integer.parseInt(f[5]),
                            Integer.parseInt(f[6]), Integer.parseInt(f[7]), Double.parseDouble(f[8])));
                } catch (NumberFormatException e) {
                    throw new FileFormatException(source, number, "a field is not a number: " + e.getMessage());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read scenarios " + file + ": " + e.getMessage(), e);
        }
        return scenarios;
    }
}
