package pathlab.picture;

/**
 * A 3×5 pixel font for the labels and keys of pictures. System fonts are rendered differently by
 * every JDK and machine (hinting, antialiasing, font files), so text drawn with
 * {@code Graphics2D.drawString} would not give the same PNG bytes everywhere; these glyphs are
 * plain pixels and always do.
 *
 * <p>Upper-case letters (lower case is drawn as upper case), digits, some punctuation and the
 * lecture's ϕ ("nothing"); any other character is drawn as {@code ?}. A glyph is 3 pixels wide
 * and 5 high, times the scale, with one scaled pixel of space after it.
 */
final class BitmapFont {
    /** Glyph height in unscaled pixels. */
    static final int HEIGHT = 5;
    /** Horizontal advance per character in unscaled pixels: the glyph and one pixel of space. */
    static final int ADVANCE = 4;

    private static final String CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:-+=*/()%?_<>'#ϕ[]";
    // One glyph per character of CHARS: five rows of three pixels, '#' set, rows separated by spaces.
    private static final String[] GLYPHS = {
        ".#. #.# ### #.# #.#", "##. #.# ##. #.# ##.", ".## #.. #.. #.. .##", "##. #.# #.# #.# ##.",
        "### #.. ##. #.. ###", "### #.. ##. #.. #..", ".## #.. #.# #.# .##", "#.# #.# ### #.# #.#",
        "### .#. .#. .#. ###", "..# ..# ..# #.# .#.", "#.# #.# ##. #.# #.#", "#.. #.. #.. #.. ###",
        "#.# ### ### #.# #.#", "##. #.# #.# #.# #.#", ".#. #.# #.# #.# .#.", "##. #.# ##. #.. #..",
        ".#. #.# #.# ##. .##", "##. #.# ##. #.# #.#", ".## #.. .#. ..# ##.", "### .#. .#. .#. .#.",
        "#.# #.# #.# #.# ###", "#.# #.# #.# #.# .#.", "#.# #.# ### ### #.#", "#.# #.# .#. #.# #.#",
        "#.# #.# .#. .#. .#.", "### ..# .#. #.. ###",
        ".#. #.# #.# #.# .#.", ".#. ##. .#. .#. ###", "##. ..# .#. #.. ###", "##. ..# .#. ..# ##.",
        "#.# #.# ### ..# ..#", "### #.. ##. ..# ##.", ".## #.. ### #.# ###", "### ..# .#. .#. .#.",
        "### #.# ### #.# ###", "### #.# ### ..# ##.",
        "... ... ... ... ...", "... ... ... ... .#.", "... ... ... .#. #..", "... .#. ... .#. ...",
        "... ... ### ... ...", "... .#. ### .#. ...", "... ### ... ### ...", "#.# .#. #.# ... ...",
        "..# ..# .#. #.. #..", "..# .#. .#. .#. ..#", "#.. .#. .#. .#. #..", "#.# ..# .#. #.. #.#",
        "##. ..# .#. ... .#.", "... ... ... ... ###", "..# .#. #.. .#. ..#", "#.. .#. ..# .#. #..",
        ".#. .#. ... ... ...", "#.# ### #.# ### #.#", ".#. ### #.# ### .#.", "##. #.. #.. #.. ##.",
        ".## ..# ..# ..# .##",
    };
    private static final int UNKNOWN = CHARS.indexOf('?');

    static {
        if (GLYPHS.length != CHARS.length()) {
            throw new AssertionError(GLYPHS.length + " glyphs for " + CHARS.length() + " characters");
        }
    }

    private BitmapFont() {
    }

    /** The width in pixels of {@code text} at this scale, without the space after the last glyph. */
    static int width(String text, int scale) {
        return text.isEmpty() ? 0 : (text.length() * ADVANCE - 1) * scale;
    }

    /** Draws {@code text} with its top-left corner at (left, top); pixels off the canvas are skipped. */
    static void draw(Canvas canvas, String text, int left, int top, int scale, int rgb) {
        for (int i = 0; i < text.length(); i++) {
            String glyph = GLYPHS[index(text.charAt(i))];
            int x0 = left + i * ADVANCE * scale;
            for (int row = 0; row < HEIGHT; row++) {
                for (int col = 0; col < 3; col++) {
                    if (glyph.charAt(row * 4 + col) == '#') {
                        canvas.fill(x0 + col * scale, top + row * scale, scale, scale, rgb);
                    }
                }
            }
        }
    }

    private static int index(char c) {
        int i = CHARS.indexOf(c);   // first as it is: ϕ's upper case is Φ
        i = i >= 0 ? i : CHARS.indexOf(Character.toUpperCase(c));
        return i < 0 ? UNKNOWN : i;
    }
}
