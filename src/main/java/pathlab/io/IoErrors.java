package pathlab.io;

import java.io.EOFException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.net.UnknownHostException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipException;

/**
 * The reason of an input/output error in words a user knows: the operating system's own text
 * ({@code No such file or directory}, {@code Permission denied}, {@code No space left on device}),
 * never a Java exception's class. Java's file exceptions carry the file name as their message and
 * the reason only for some errors; this fills in the rest.
 */
public final class IoErrors {
    private IoErrors() {
    }

    /** Java's file exceptions without a reason of their own, and the operating system's words for them. */
    private static final List<Map.Entry<Class<? extends IOException>, String>> REASONS = List.of(
            Map.entry(NoSuchFileException.class, "No such file or directory"),
            Map.entry(AccessDeniedException.class, "Permission denied"),
            Map.entry(FileAlreadyExistsException.class, "File exists"),
            Map.entry(NotDirectoryException.class, "Not a directory"),
            Map.entry(DirectoryNotEmptyException.class, "Directory not empty"),
            Map.entry(FileSystemLoopException.class, "Too many levels of symbolic links"),
            Map.entry(EOFException.class, "the data ends too early (a truncated file or download?)"),
            Map.entry(CharacterCodingException.class, "not valid text in the expected encoding"));

    /** The reason of the error, without the file name (messages name the file themselves). */
    public static String reason(IOException e) {
        for (Map.Entry<Class<? extends IOException>, String> r : REASONS) {
            if (r.getKey().isInstance(e)) {
                return r.getValue();
            }
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();   // the operating system's text, e.g. "No space left on device"
        }
        if (e instanceof FileNotFoundException && e.getMessage() != null && e.getMessage().endsWith(")")) {
            String m = e.getMessage();   // "NAME (REASON)"
            return m.substring(m.lastIndexOf('(') + 1, m.length() - 1);
        }
        if (e instanceof ZipException) {
            return "not a valid zip file" + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")");
        }
        if (e instanceof UnknownHostException) {
            return "unknown host " + e.getMessage();
        }
        return e.getMessage() != null ? e.getMessage() : "input/output error";
    }
}
