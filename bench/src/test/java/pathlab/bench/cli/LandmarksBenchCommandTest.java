package pathlab.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

import pathlab.cli.Main;
import picocli.CommandLine;

/** The landmark benchmark's bad input: one line, exit code 2. (Running it takes minutes: not here.) */
class LandmarksBenchCommandTest {

    @Test
    void aMissingMapFolderIsOneLine() {
        StringWriter err = new StringWriter();
        CommandLine cli = BenchMain.commandLine().setErr(new PrintWriter(err, true));
        assertEquals(2, Main.run(cli, "bench", "landmarks", "--maps", "no/such/folder"));
        assertEquals("pathlab: no Dragon Age maps in no/such/folder/dao: give --maps DIR (pathlab maps download dao puts them in maps/downloads)\n",
                err.toString());
    }
}
