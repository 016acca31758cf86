package pathlab.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The landmark benchmark's bad input: one line, exit code 2. (Running it takes minutes: not here.) */
class LandmarksBenchCommandTest {

    @Test
    void aMissingMapFolderIsOneLine() {
        BenchRun r = BenchRun.of("bench", "landmarks", "--maps", "no/such/folder");
        assertEquals(2, r.exit());
        assertEquals("pathlab: no Dragon Age maps in no/such/folder/dao: give --maps DIR (pathlab maps download dao puts them in maps/downloads)\n", r.err());
    }
}
