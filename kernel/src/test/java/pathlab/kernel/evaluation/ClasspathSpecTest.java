package pathlab.kernel.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClasspathSpecTest {

    @Test
    void splitsOnColonAndSemicolonButKeepsDriveLetters() {
        assertEquals(List.of("/a/classes", "/a/lib/*", "C:\\lib\\x.jar", "rel"),
                ClasspathSpec.split("/a/classes:/a/lib/*;C:\\lib\\x.jar;;rel"));
    }

    @Test
    void expandsGlobsAndSkipsMissingEntries(@TempDir Path dir) throws Exception {
        Path classes = Files.createDirectory(dir.resolve("classes"));
        Path lib = Files.createDirectory(dir.resolve("lib"));
        Path b = Files.createFile(lib.resolve("b.jar"));
        Path a = Files.createFile(lib.resolve("a.jar"));
        Files.createFile(lib.resolve("notes.txt"));
        String spec = classes + ":" + dir.resolve("missing") + ":" + lib.resolve("*");
        assertEquals(List.of(classes, a, b), ClasspathSpec.resolve(spec));
        assertEquals(List.of(a), ClasspathSpec.resolve(lib.resolve("a*.jar").toString()));
    }
}
