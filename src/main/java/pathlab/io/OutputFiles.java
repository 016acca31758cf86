package pathlab.io;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.Charset;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes an output file whole or not at all. The content goes to a hidden temporary file beside
 * the target ({@code .NAME.tmp-RANDOM.EXT}, in the same folder, so on the same file system);
 * only when it is complete, flushed to the disk and closed is it renamed over the target, which
 * on POSIX file systems replaces the old file in one step. A full disk, a failing writer or a
 * crash leave the old file (or no file) and no temporary file, never a truncated one. The folder
 * must exist: a mistyped path is an error, not a new folder.
 *
 * <p>Every file the command line writes (maps, pictures, downloads, benchmark tables) goes
 * through here. Cost: the content written once, one rename.
 *
 * <pre>
 *   OutputFiles.write(Path.of("fill.png"), pngBytes);
 *   OutputFiles.writeText(Path.of("my.map"), StandardCharsets.US_ASCII, w -> map.write(w));
 *   OutputFiles.write(Path.of("chart.png"), temporary -> library.save(chart, temporary));
 * </pre>
 */
public final class OutputFiles {

    /** Writes the content into the temporary file it is given (and nowhere else). */
    @FunctionalInterface
    public interface Content {
        void writeTo(Path temporary) throws IOException;
    }

    /** Writes text through a writer. */
    @FunctionalInterface
    public interface Text {
        void writeTo(Writer out) throws IOException;
    }

    /** Writes bytes through a stream. */
    @FunctionalInterface
    public interface Bytes {
        void writeTo(OutputStream out) throws IOException;
    }

    private OutputFiles() {
    }

    /** Writes the bytes to {@code file}, whole or not at all. */
    public static void write(Path file, byte[] bytes) {
        writeStream(file, out -> out.write(bytes));
    }

    /** Writes what {@code content} writes to a stream to {@code file}, whole or not at all. */
    public static void writeStream(Path file, Bytes content) {
        write(file, temporary -> {
            try (OutputStream out = Files.newOutputStream(temporary)) {
                content.writeTo(out);
            }
        });
    }

    /** Writes text in the charset to {@code file}, whole or not at all. */
    public static void writeText(Path file, Charset charset, Text content) {
        write(file, temporary -> {
            try (Writer out = Files.newBufferedWriter(temporary, charset)) {
                content.writeTo(out);
            }
        });
    }

    /**
     * Lets {@code content} write a temporary file beside {@code file}, then renames it to
     * {@code file}. On any failure the temporary file is deleted and the error names the file and
     * the operating system's reason, e.g. {@code cannot write out.png: No space left on device}.
     */
    public static void write(Path file, Content content) {
        Path target = file.toAbsolutePath();
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new UncheckedIOException("cannot write " + file + ": the folder " + (folder == null ? file : folder)
                    + " does not exist", new java.nio.file.NoSuchFileException(String.valueOf(folder)));
        }
        if (Files.isDirectory(target)) {
            throw new UncheckedIOException("cannot write " + file + ": it is a folder",
                    new java.nio.file.FileAlreadyExistsException(file.toString()));
        }
        Path temporary = folder.resolve(temporaryName(target.getFileName().toString()));
        boolean renamed = false;
        try {
            content.writeTo(temporary);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.force(true);   // the bytes are on the disk before the name points at them
            }
            move(temporary, target);
            renamed = true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + IoErrors.reason(e), e);
        } finally {
            if (!renamed) {
                deleteQuietly(temporary);
            }
        }
    }

    /**
     * Makes the missing folders a file will go into; returns the outermost folder it made, or
     * null if they all existed. For commands that make folders on request and say so.
     */
    public static Path makeFolderFor(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        Path outermost = null;
        for (Path f = folder; f != null && !Files.exists(f); f = f.getParent()) {
            outermost = f;
        }
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create folder " + folder + ": " + IoErrors.reason(e), e);
        }
        return outermost;
    }

    /** {@code .NAME.tmp-RANDOM.EXT}: hidden, and with the target's extension (some writers add one). */
    static String temporaryName(String name) {
        int dot = name.lastIndexOf('.');
        String extension = dot > 0 ? name.substring(dot) : "";
        String base = dot > 0 ? name.substring(0, dot) : name;
        return "." + base + ".tmp-" + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + extension;
    }

    private static void move(Path temporary, Path target) throws IOException {
        try {
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteQuietly(Path temporary) {
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            // the original failure is the one to report
        }
    }
}
