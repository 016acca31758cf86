package pathlab.graph;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import pathlab.io.IoErrors;

/**
 * Reads a text file line by line, counting lines, the way every input file of Pathlab is read:
 * a line ends at LF, CRLF or CR; a UTF-8 byte-order mark at the start (which some editors write)
 * is dropped, so it can never become part of the first word; and a line that is not valid UTF-8
 * is a {@link FileFormatException} naming its line and column, not an error without a place.
 * Latin-1 files (the Moving AI maps) are read byte for byte and never fail to decode.
 *
 * <pre>
 *   try (InputLines lines = InputLines.open(path, "graph file", true)) {
 *       for (String line; (line = lines.next()) != null; ) { ... lines.number() ... }
 *   }
 * </pre>
 * Cost: O(bytes); one line in memory at a time.
 */
public final class InputLines implements Closeable {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private final String source;
    private final InputStream bytes;   // null when reading chars
    private final BufferedReader chars;
    private final CharsetDecoder utf8;  // null for Latin-1
    private final byte[] buffer = new byte[8192];
    private int position;
    private int limit;
    private byte[] line = new byte[256];
    private int number;

    private InputLines(String source, InputStream bytes, BufferedReader chars, boolean utf8) {
        this.source = source;
        this.bytes = bytes;
        this.chars = chars;
        this.utf8 = utf8 ? StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT) : null;
    }

    /**
     * Opens a file; {@code what} names it in the error when it cannot be opened, e.g.
     * {@code cannot read graph file x.graph: No such file or directory}.
     */
    public static InputLines open(Path file, String what, boolean utf8) {
        try {
            return new InputLines(file.toString(), Files.newInputStream(file), null, utf8);
        } catch (IOException e) {
            throw failure(file.toString(), what, e);
        }
    }

    /** Reads a stream of bytes (UTF-8, or Latin-1 when {@code utf8} is false). */
    public static InputLines of(String source, InputStream in, boolean utf8) {
        return new InputLines(source, in, null, utf8);
    }

    /** Reads text that is already characters; a leading byte-order mark is dropped all the same. */
    public static InputLines of(String source, Reader in) {
        return new InputLines(source, null, in instanceof BufferedReader b ? b : new BufferedReader(in), false);
    }

    /** The error for a file that cannot be read, with the operating system's reason. */
    public static UncheckedIOException failure(String file, String what, IOException e) {
        return new UncheckedIOException("cannot read " + what + " " + file + ": " + IoErrors.reason(e), e);
    }

    /** The number of the line {@link #next} returned last (1 for the first). */
    public int number() {
        return number;
    }

    /** The next line without its line end, or null at the end of the file. */
    public String next() throws IOException {
        String text = bytes == null ? chars.readLine() : nextFromBytes();
        if (text == null) {
            return null;
        }
        number++;
        if (number == 1 && !text.isEmpty() && text.charAt(0) == '\uFEFF') {
            text = text.substring(1);
        }
        return text;
    }

    private String nextFromBytes() throws IOException {
        int length = 0;
        boolean any = false;
        while (true) {
            if (position == limit && !fill()) {
                break;
            }
            any = true;
            byte b = buffer[position++];
            if (b == '\n') {
                break;
            }
            if (b == '\r') {
                if ((position < limit || fill()) && buffer[position] == '\n') {
                    position++;
                }
                break;
            }
            if (length == line.length) {
                line = Arrays.copyOf(line, length * 2);
            }
            line[length++] = b;
        }
        if (!any) {
            return null;
        }
        int start = number == 0 && length >= 3 && Arrays.equals(line, 0, 3, BOM, 0, 3) ? 3 : 0;
        if (utf8 == null) {
            return new String(line, start, length - start, StandardCharsets.ISO_8859_1);
        }
        try {
            return utf8.decode(ByteBuffer.wrap(line, start, length - start)).toString();
        } catch (CharacterCodingException e) {
            int column = badColumn(start, length);
            throw new FileFormatException(source, number + 1, "the text is not valid UTF-8 (byte "
                    + String.format("0x%02X", line[column] & 0xFF) + " at byte " + (column - start + 1)
                    + " of the line): save the file as UTF-8");
        }
    }

    /** The first byte of the line that does not decode: where the decoder stops. */
    private int badColumn(int start, int length) {
        ByteBuffer in = ByteBuffer.wrap(line, start, length - start);
        utf8.reset();
        utf8.decode(in, CharBuffer.allocate(length - start + 1), true);
        return in.position();
    }

    private boolean fill() throws IOException {
        int n = bytes.read(buffer);
        if (n <= 0) {
            return false;
        }
        position = 0;
        limit = n;
        return true;
    }

    @Override
    public void close() throws IOException {
        if (bytes != null) {
            bytes.close();
        } else {
            chars.close();
        }
    }
}
