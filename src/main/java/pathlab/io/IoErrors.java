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

    /** The reason of the error, without the file name (messages name the file themselves). */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "File exists";
        }
        if (e instanceof NotDirectoryException) {
            return "Not a directory";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "Directory not empty";
        }
        if (e instanceof FileSystemLoopException) {
            return "Too many levels of symbolic links";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();   // the operating system's text, e.g. "No space left on device"
        }
        if (e instanceof FileNotFoundException && e.getMessage() != null && e.getMessage().endsWith(")")) {
            String m = e.getMessage();   // "NAME (REASON)"
            return m.substring(m.lastIndexOf('(') + 1, m.length() - 1);
        }
        if (e instanceof EOFException) {
            return "the data ends too early (a truncated file or download?)";
        }
        if (e instanceof ZipException) {
            return "not a valid zip file" + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")");
        }
        if (e instanceof CharacterCodingException) {
            return "not valid text in the expected encoding";
        }
        if (e instanceof UnknownHostException) {
            return "unknown host " + e.getMessage();
        }
        return e.getMessage() != null ? e.getMessage() : "input/output error";
    }
}
