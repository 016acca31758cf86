package pathlab.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Output files are written whole or not at all: a writer that fails midway (as on a full disk)
 * leaves the old file as it was and no temporary file; the error names the file and the
 * operating system's reason. On Linux as root, the same is tried on a real full disk: a tmpfs of
 * 64 KB.
 */
class OutputFilesTest {
    @TempDir
    Path dir;

    @Test
    void aWriterThatFailsMidwayLeavesTheOldFileAndNoTemporaryOne() throws IOException {
        Path file = dir.resolve("indoor.map");
        Files.writeString(file, "the good old map\n");
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> OutputFiles.writeText(file,
                StandardCharsets.US_ASCII, out -> {
                    out.write("type octile\nheight 128\n");
                    out.flush();
                    throw new FileSystemException(file.toString(), null, "No space left on device");
                }));
        assertEquals("cannot write " + file + ": No space left on device", e.getMessage());
        assertEquals("the good old map\n", Files.readString(file));
        assertEquals(List.of("indoor.map"), names());
    }

    @Test
    void aCompleteFileReplacesTheOldOne() throws IOException {
        Path file = dir.resolve("fill.png");
        Files.writeString(file, "old");
        OutputFiles.write(file, new byte[] {1, 2, 3});
        assertEquals(3, Files.size(file));
        assertEquals(List.of("fill.png"), names());
    }

    @Test
    void aMissingFolderIsAnErrorNotANewFolder() throws IOException {
        Path file = dir.resolve("no/such/fill.png");
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> OutputFiles.write(file, new byte[1]));
        assertEquals("cannot write " + file + ": the folder " + file.getParent() + " does not exist", e.getMessage());
        assertTrue(names().isEmpty());
    }

    @Test
    void aRealFullDisk() throws Exception {
        Path disk = dir.resolve("disk");
        Files.createDirectories(disk);
        Assumptions.assumeTrue(System.getProperty("os.name").startsWith("Linux") && mount(disk),
                "needs root and mount -t tmpfs (not available here): the failing writer above stands in for it");
        try {
            Path file = disk.resolve("big.map");
            Files.writeString(file, "the good old map\n");
            UncheckedIOException e = assertThrows(UncheckedIOException.class,
                    () -> OutputFiles.write(file, new byte[200_000]));
            assertEquals("cannot write " + file + ": No space left on device", e.getMessage());
            assertEquals("the good old map\n", Files.readString(file));
            try (Stream<Path> files = Files.list(disk)) {
                assertEquals(List.of("big.map"), files.map(p -> p.getFileName().toString()).toList());
            }
        } finally {
            new ProcessBuilder("umount", disk.toString()).inheritIO().start().waitFor();
        }
    }

    /** Mounts a 64 KB tmpfs; false if this machine does not allow it. */
    private static boolean mount(Path at) throws InterruptedException {
        try {
            Process p = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", at.toString())
                    .redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
