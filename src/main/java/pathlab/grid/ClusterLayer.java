package pathlab.grid;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import pathlab.graph.Clusters;
import pathlab.graph.FileFormatException;

/**
 * Clusters drawn by hand over a map: an annotation layer, as a level designer would mark the
 * rooms (lecture 07, "Cluster Heuristic (1)": clusters "manually, or a by-product of the level
 * design"). The layer has one line per map row and one character per cell: a letter or digit
 * names the cluster of a passable cell, {@code @} marks a blocked cell.
 *
 * <pre>
 *   # the rooms of a 7 x 3 map        (comment lines start with '#')
 *   aaa@bbb
 *   aaaabbb
 *   aaa@bbb
 * </pre>
 *
 * Clusters are named by their character and numbered in order of first appearance. Each
 * passable cell must have a name and each blocked cell {@code @}, so a layer that is shifted
 * against its map is caught; every problem is reported with file, line and column.
 * Cost: O(cells).
 */
public final class ClusterLayer {
    private ClusterLayer() {}

    /** Reads a layer for the map from a file. */
    public static Clusters read(Path file, GridMap map) {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(file.toString(), r, map);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read cluster layer " + file + ": " + e.getMessage(), e);
        }
    }

    /** Parses a layer; {@code source} names the file in error messages. */
    public static Clusters parse(String source, Reader text, GridMap map) throws IOException {
        BufferedReader in = new BufferedReader(text);
        int[] clusterOf = new int[map.cellCount()];
        Map<Character, Integer> numbers = new LinkedHashMap<>();
        int lineNo = 0;
        int y = 0;
        for (String line; (line = in.readLine()) != null; ) {
            lineNo++;
            line = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
            if (line.startsWith("#") || line.isBlank() && y == map.height()) {
                continue;
            }
            if (y == map.height()) {
                throw new FileFormatException(source, lineNo, "more rows than the map's height " + map.height());
            }
            if (line.length() != map.width()) {
                throw new FileFormatException(source, lineNo, "row " + y + " has " + line.length()
                        + " cells, the map " + map.name() + " is " + map.width() + " wide");
            }
            for (int x = 0; x < map.width(); x++) {
                char c = line.charAt(x);
                int cell = map.cell(x, y);
                if (!map.passable(cell)) {
                    if (c != '@') {
                        throw new FileFormatException(source, lineNo, "column " + (x + 1) + ": the map has a blocked cell here, expected '@', found '" + c + "'");
                    }
                    clusterOf[cell] = Clusters.NONE;
                } else if (Character.isLetterOrDigit(c)) {
                    clusterOf[cell] = numbers.computeIfAbsent(c, k -> numbers.size());
                } else {
                    throw new FileFormatException(source, lineNo, "column " + (x + 1)
                            + ": a passable cell needs a cluster name (a letter or digit), found '" + c + "'");
                }
            }
            y++;
        }
        if (y < map.height()) {
            throw new FileFormatException(source, lineNo, "the layer has " + y + " rows, the map " + map.name()
                    + " has " + map.height());
        }
        List<String> names = new ArrayList<>();
        numbers.keySet().forEach(c -> names.add(c.toString()));
        return Clusters.of(clusterOf, names.toArray(String[]::new));
    }
}
