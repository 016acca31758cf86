package pathlab.picture;

import java.util.List;

import pathlab.io.HtmlText;

/**
 * A picture written as SVG text: the same strokes as a {@link Canvas} draws in pixels, so a graph
 * picture ({@link GraphPicture}) is crisp at any zoom in a notebook and its text is set in a real
 * (monospace) font. Text takes the room the bitmap font would take (8 pixels a character at scale
 * 2), so the boxes behind labels and the key's layout are the same as in the PNG.
 *
 * <p>Deterministic: whole-pixel coordinates, colours as {@code #rrggbb}, attributes always in the
 * same order and no generated ids, so the same picture is the same text on every run. Cost: O(1)
 * per stroke, a few dozen bytes each.
 */
final class SvgDrawing implements Drawing {
    private static final String FONT = "DejaVu Sans Mono, Menlo, Consolas, monospace";
    private static final int PAPER_RGB = 0xFFFFFF;

    private final int width;
    private final int height;
    private final StringBuilder body = new StringBuilder();

    SvgDrawing(int width, int height) {
        this.width = width;
        this.height = height;
    }

    @Override
    public void line(int x0, int y0, int x1, int y1, int width, int rgb) {
        body.append("<line x1=\"").append(x0).append("\" y1=\"").append(y0).append("\" x2=\"").append(x1)
                .append("\" y2=\"").append(y1).append("\" stroke=\"").append(colour(rgb))
                .append("\" stroke-width=\"").append(width).append("\"/>\n");
    }

    @Override
    public void disc(int cx, int cy, int radius, int rgb) {
        body.append("<circle cx=\"").append(cx).append("\" cy=\"").append(cy).append("\" r=\"").append(radius)
                .append("\" fill=\"").append(colour(rgb)).append("\"/>\n");
    }

    @Override
    public void circle(int cx, int cy, int inner, int outer, int rgb) {
        // A stroke centred on the middle radius, as wide as the ring.
        body.append("<circle cx=\"").append(cx).append("\" cy=\"").append(cy).append("\" r=\"")
                .append(half(inner + outer)).append("\" fill=\"none\" stroke=\"").append(colour(rgb))
                .append("\" stroke-width=\"").append(outer - inner).append("\"/>\n");
    }

    @Override
    public void triangle(int ax, int ay, int bx, int by, int cx, int cy, int rgb) {
        body.append("<polygon points=\"").append(ax).append(',').append(ay).append(' ').append(bx).append(',')
                .append(by).append(' ').append(cx).append(',').append(cy).append("\" fill=\"").append(colour(rgb))
                .append("\"/>\n");
    }

    @Override
    public void text(String text, int left, int top, int scale, int rgb) {
        // The baseline where the bitmap font's glyphs end: capitals are as tall as its 5 rows.
        body.append("<text x=\"").append(left).append("\" y=\"").append(top + BitmapFont.HEIGHT * scale)
                .append("\" font-size=\"").append(fontSize(scale)).append("\" fill=\"").append(colour(rgb))
                .append("\">").append(HtmlText.escape(text)).append("</text>\n");
    }

    @Override
    public void label(String text, int cx, int cy, int scale, int rgb) {
        int w = BitmapFont.width(text, scale);
        int h = BitmapFont.HEIGHT * scale;
        rectangle(cx - w / 2 - 2, cy - h / 2 - 2, w + 4, h + 4, PAPER_RGB);
        body.append("<text x=\"").append(cx).append("\" y=\"").append(cy - h / 2 + h)
                .append("\" font-size=\"").append(fontSize(scale)).append("\" text-anchor=\"middle\" fill=\"")
                .append(colour(rgb)).append("\">").append(HtmlText.escape(text)).append("</text>\n");
    }

    /** A filled rectangle. */
    void rectangle(int left, int top, int w, int h, int rgb) {
        body.append("<rect x=\"").append(left).append("\" y=\"").append(top).append("\" width=\"").append(w)
                .append("\" height=\"").append(h).append("\" fill=\"").append(colour(rgb)).append("\"/>\n");
    }

    /** The finished picture with the key below it, laid out as {@link FillPicture#withKey} lays out a PNG's. */
    SvgPicture picture(List<FillPicture.KeyEntry> key) {
        FillPicture.KeyLayout layout = FillPicture.KeyLayout.of(key, width);
        int total = key.isEmpty() ? height : height + layout.height();
        StringBuilder out = new StringBuilder();
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(layout.width()).append("\" height=\"")
                .append(total).append("\" viewBox=\"0 0 ").append(layout.width()).append(' ').append(total)
                .append("\" font-family=\"").append(FONT).append("\">\n");
        out.append("<rect width=\"100%\" height=\"100%\" fill=\"").append(colour(PAPER_RGB)).append("\"/>\n");
        out.append(body);
        for (int i = 0; i < key.size(); i++) {
            FillPicture.KeyEntry e = key.get(i);
            int top = height + layout.top(i);
            SvgDrawing entry = new SvgDrawing(0, 0);
            entry.rectangle(layout.left(i), top, FillPicture.SWATCH, FillPicture.SWATCH, 0x000000);
            entry.rectangle(layout.left(i) + 1, top + 1, FillPicture.SWATCH - 2, FillPicture.SWATCH - 2, e.rgb());
            entry.text(e.label(), layout.left(i) + FillPicture.SWATCH + 4, top + 1, FillPicture.TEXT_SCALE, 0x000000);
            out.append(entry.body);
        }
        return new SvgPicture(out.append("</svg>\n").toString(), layout.width(), total);
    }

    static String colour(int rgb) {
        return String.format("#%06x", rgb & 0xFFFFFF);
    }

    /** A monospace font about as tall and as wide per character as the bitmap font at this scale. */
    private static int fontSize(int scale) {
        return 13 * scale / 2;
    }

    /** n / 2, written without a fraction when it has none. */
    private static String half(int n) {
        return n % 2 == 0 ? Integer.toString(n / 2) : (n / 2) + ".5";
    }
}
