package pathlab.picture;

/**
 * The few strokes a graph picture is made of (lines, discs, rings, arrowheads, text), so that one
 * routine ({@link GraphPicture}) draws the picture both as pixels ({@link Canvas}, for PNG files
 * and GIF animations) and as SVG ({@link SvgDrawing}, crisp at any zoom, for notebooks and the
 * {@link StepPlayer}). Coordinates are whole pixels, so both outputs are exact and deterministic.
 */
interface Drawing {

    /** A line {@code width} pixels thick from (x0, y0) to (x1, y1). */
    void line(int x0, int y0, int x1, int y1, int width, int rgb);

    /** A filled disc of this radius about (cx, cy). */
    void disc(int cx, int cy, int radius, int rgb);

    /** A ring about (cx, cy): the points farther than {@code inner} and at most {@code outer} away. */
    void circle(int cx, int cy, int inner, int outer, int rgb);

    /** A filled triangle with these corners. */
    void triangle(int ax, int ay, int bx, int by, int cx, int cy, int rgb);

    /** Text with its top-left corner at (left, top); {@code scale} 2 is the pictures' normal size. */
    void text(String text, int left, int top, int scale, int rgb);

    /** Text centred at (cx, cy) on a box of paper, so no line drawn before hides it. */
    void label(String text, int cx, int cy, int scale, int rgb);
}
