package pathlab.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Where the notebooks and tests find a downloaded Moving AI set. */
class BenchmarkSetFindTest {

    @Test
    void aMissingFileIsNotFound() {
        assertTrue(BenchmarkSet.DAO.find("no-such-map.map").isEmpty());
    }

    @Test
    void theSharedFolderIsOneOfThePlaces() {
        Path shared = Path.of("../shared/maps/dao/den312d.map");
        Assumptions.assumeTrue(Files.isRegularFile(shared) && !Files.exists(Path.of("maps/downloads/dao/den312d.map")),
                "no Dragon Age maps in ../shared/maps only");
        assertEquals(shared, BenchmarkSet.DAO.find("den312d.map").orElseThrow());
    }
}
