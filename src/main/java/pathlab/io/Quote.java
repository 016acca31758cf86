package pathlab.io;

/**
 * Shows a piece of an input file inside a one-line message: control characters, invisible ones
 * (a byte-order mark, non-breaking spaces) and, for files read byte by byte, every non-ASCII byte
 * are written as escapes ({@code \x00}, {@code \uFEFF}), and long text is cut, so a binary file
 * can never garble the terminal or spread a message over many lines.
 */
public final class Quote {
    /** The longest piece of input a message shows. */
    static final int MAX = 40;

    private Quote() {
    }

    /** Text decoded as Unicode: escapes what cannot be seen. */
    public static String text(String s) {
        return escape(s, false);
    }

    /** Text read byte by byte (ISO-8859-1): escapes every byte outside printable ASCII. */
    public static String bytes(String s) {
        return escape(s, true);
    }

    /** One character read byte by byte, e.g. {@code x} or {@code \xFF}. */
    public static String bytes(char c) {
        return escape(String.valueOf(c), true);
    }

    private static String escape(String s, boolean asciiOnly) {
        StringBuilder out = new StringBuilder();
        int shown = 0;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (shown++ == MAX) {
                out.append("…");
                break;
            }
            if (c >= 0x20 && c < 0x7F || !asciiOnly && c > 0xA0 && visible(c)) {
                out.appendCodePoint(c);
            } else if (c <= 0xFF) {
                out.append(String.format("\\x%02X", c));
            } else {
                out.append(String.format("\\u%04X", c));
            }
        }
        return out.toString();
    }

    private static boolean visible(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.PRIVATE_USE, Character.SURROGATE,
                    Character.UNASSIGNED, Character.SPACE_SEPARATOR, Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR -> false;
            default -> true;
        };
    }
}
