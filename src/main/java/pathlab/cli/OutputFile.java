package pathlab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * The one place where the command line writes a file it made (pictures, animations): into a
 * temporary file beside the target, then renamed onto it, so an interrupted run never leaves a
 * half-written file behind and a reader never sees one. Missing parent folders are created.
 */
final class OutputFile {

    private OutputFile() {
    }

    /** Writes {@code bytes} to {@code target}, replacing it whole or not at all. */
    static void write(Path target, byte[] bytes) {
        Path file = target.toAbsolutePath();
        try {
            Files.createDirectories(file.getParent());
            // A new name of our own (not createTempFile, whose file only its owner may read).
            Path temporary = file.resolveSibling("." + file.getFileName() + "." + UUID.randomUUID() + ".part");
            try {
                Files.write(temporary, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                try {
                    Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }
}
