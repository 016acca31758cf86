package pathlab.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** Every map of the repository's maps/ ships on the class path, read the same as from its file. */
class ShippedMapsTest {

    @Test
    void everyMapOfTheFolderShipsUnchanged() throws IOException {
        int shipped = 0;
        try (Stream<Path> files = Files.list(Path.of("maps"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".map")).toList()) {
                GridMap fromFile = GridMap.read(file);
                GridMap fromJar = GridMap.resource("maps/" + file.getFileName());
                assertEquals(fromFile.name(), fromJar.name());
                assertEquals(fromFile.width(), fromJar.width());
                assertEquals(fromFile.height(), fromJar.height());
                for (int cell = 0; cell < fromFile.cellCount(); cell++) {
                    assertEquals(fromFile.terrain(fromFile.x(cell), fromFile.y(cell)),
                            fromJar.terrain(fromJar.x(cell), fromJar.y(cell)), file + ", cell " + cell);
                }
                shipped++;
            }
        }
        assertTrue(shipped >= 3, "only " + shipped + " maps in maps/");
    }

    @Test
    void aMapNotShippedIsOneLineSayingWhatShips() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GridMap.resource("maps/none.map"));
        assertEquals("no map maps/none.map on the class path: the library ships the repository's maps/*.map as "
                + "maps/NAME.map", e.getMessage());
    }
}
