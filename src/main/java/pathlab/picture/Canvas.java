package pathlab.picture;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.awt.image.SinglePixelPackedSampleModel;
import java.awt.image.WritableRaster;
import java.util.Arrays;

import pathlab.Memory;

/**
 * A picture under construction: a plain array of RGB pixels with the few drawing operations the
 * pictures need (rectangles, the lecture's × and ○ marks, bitmap text; for graphs, thick lines,
 * discs, circles and arrowheads). Every pixel is set by
 * integer arithmetic, never by Java2D's rasteriser, so the same picture has the same pixels on
 * every machine and JDK.
 *
 * <p>The canvas is backed by the {@link BufferedImage} it returns, without a copy.
 */
final class Canvas implements Drawing {
    private final BufferedImage image;
    private final int[] pixels;
    final int width;
    final int height;

    /** A canvas of this size, all pixels {@code background}. */
    Canvas(int width, int height, int background) {
        this(newImage(width, height), background);
    }

    private Canvas(BufferedImage image, int background) {
        this.image = image;
        width = image.getWidth();
        height = image.getHeight();
        pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        Arrays.fill(pixels, background);
    }

    private static BufferedImage newImage(int width, int height) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("picture size " + width + "x" + height + " must be positive");
        }
        // The pixels, and as much again and more to encode them as a PNG (PngWriter).
        Memory.require(12L * width * height, "a picture of " + width + "x" + height + " pixels");
        return new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    }

    /**
     * A canvas of this size, all pixels {@code background}, drawn on {@code old} (a canvas's
     * picture no longer needed, or null) where it has this size, else on a new picture: what draws
     * many pictures of one size one after another (an animation's frames) reuses its memory.
     */
    static Canvas reusing(BufferedImage old, int width, int height, int background) {
        boolean fits = old != null && old.getType() == BufferedImage.TYPE_INT_RGB && old.getWidth() == width
                && old.getHeight() == height && old.getRaster().getDataBuffer() instanceof DataBufferInt data
                && data.getData().length == width * height;
        return fits ? new Canvas(old, background) : new Canvas(width, height, background);
    }

    BufferedImage image() {
        return image;
    }

    /** Fills a rectangle, clipped to the canvas. */
    void fill(int left, int top, int w, int h, int rgb) {
        int x0 = Math.max(0, left);
        int y0 = Math.max(0, top);
        int x1 = Math.min(width, left + w);
        int y1 = Math.min(height, top + h);
        for (int y = y0; y < y1; y++) {
            Arrays.fill(pixels, y * width + x0, Math.max(y * width + x0, y * width + x1), rgb);
        }
    }

    /** Sets one pixel if it lies on the canvas. */
    void set(int x, int y, int rgb) {
        if (x >= 0 && y >= 0 && x < width && y < height) {
            pixels[y * width + x] = rgb;
        }
    }

    /** Draws an × (the lecture's closed node) inside a square cell, leaving a one-pixel margin. */
    void cross(int left, int top, int size, int rgb) {
        for (int i = 1; i < size - 1; i++) {
            set(left + i, top + i, rgb);
            set(left + size - 1 - i, top + i, rgb);
        }
    }

    /** Draws a ○ (the lecture's open node) inside a square cell, leaving a one-pixel margin. */
    void ring(int left, int top, int size, int rgb) {
        // The pixels whose centre lies within half a pixel of a circle of radius size/2 - 1.5
        // about the cell's centre; in doubled coordinates, so the test is exact integer arithmetic.
        int inner = (size - 4) * (size - 4);
        int outer = (size - 2) * (size - 2);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int dx = 2 * x + 1 - size;
                int dy = 2 * y + 1 - size;
                int d2 = dx * dx + dy * dy;
                if (d2 >= inner && d2 < outer) {
                    set(left + x, top + y, rgb);
                }
            }
        }
    }

    /** Draws a line {@code width} pixels thick from (x0, y0) to (x1, y1) (Bresenham's steps, a square brush). */
    @Override
    public void line(int x0, int y0, int x1, int y1, int width, int rgb) {
        int dx = Math.abs(x1 - x0);
        int dy = -Math.abs(y1 - y0);
        int sx = x0 < x1 ? 1 : -1;
        int sy = y0 < y1 ? 1 : -1;
        int err = dx + dy;
        int half = (width - 1) / 2;
        for (int x = x0, y = y0; ; ) {
            fill(x - half, y - half, width, width, rgb);
            if (x == x1 && y == y1) {
                return;
            }
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y += sy;
            }
        }
    }

    /** Fills the disc of pixels whose centre lies within {@code radius} of (cx, cy). */
    @Override
    public void disc(int cx, int cy, int radius, int rgb) {
        circle(cx, cy, -1, radius, rgb);
    }

    /** Draws the ring of pixels whose distance from (cx, cy) is above {@code inner} and at most {@code outer}. */
    @Override
    public void circle(int cx, int cy, int inner, int outer, int rgb) {
        for (int y = -outer; y <= outer; y++) {
            for (int x = -outer; x <= outer; x++) {
                int d2 = x * x + y * y;
                if (d2 <= outer * outer && (inner < 0 || d2 > inner * inner)) {
                    set(cx + x, cy + y, rgb);
                }
            }
        }
    }

    /** Fills the triangle with these corners: the pixels whose centre is inside it or on its edges. */
    @Override
    public void triangle(int ax, int ay, int bx, int by, int cx, int cy, int rgb) {
        int area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
        if (area == 0) {
            return;
        }
        int sign = area > 0 ? 1 : -1;
        for (int y = Math.min(ay, Math.min(by, cy)); y <= Math.max(ay, Math.max(by, cy)); y++) {
            for (int x = Math.min(ax, Math.min(bx, cx)); x <= Math.max(ax, Math.max(bx, cx)); x++) {
                int e1 = sign * ((bx - ax) * (y - ay) - (by - ay) * (x - ax));
                int e2 = sign * ((cx - bx) * (y - by) - (cy - by) * (x - bx));
                int e3 = sign * ((ax - cx) * (y - cy) - (ay - cy) * (x - cx));
                if (e1 >= 0 && e2 >= 0 && e3 >= 0) {
                    set(x, y, rgb);
                }
            }
        }
    }

    /** Draws text in the bitmap font with its top-left corner at (left, top). */
    @Override
    public void text(String text, int left, int top, int scale, int rgb) {
        BitmapFont.draw(this, text, left, top, scale, rgb);
    }

    /** Text centred at (cx, cy) on a white box two pixels wider than the text on every side. */
    @Override
    public void label(String text, int cx, int cy, int scale, int rgb) {
        int w = BitmapFont.width(text, scale);
        int h = BitmapFont.HEIGHT * scale;
        fill(cx - w / 2 - 2, cy - h / 2 - 2, w + 4, h + 4, 0xFFFFFF);
        text(text, cx - w / 2, cy - h / 2, scale, rgb);
    }

    /** Copies another picture onto this one with its top-left corner at (left, top). */
    void paste(BufferedImage picture, int left, int top) {
        int w = picture.getWidth();
        int[] rgb = rgbOf(picture);
        int x0 = Math.max(0, left);
        int x1 = Math.min(width, left + w);
        for (int y = Math.max(0, top); y < Math.min(height, top + picture.getHeight()); y++) {
            int from = (y - top) * w - left;   // the picture's pixel under canvas pixel (x, y) is rgb[from + x]
            for (int x = x0; x < x1; x++) {
                pixels[y * width + x] = rgb[from + x] & 0xFFFFFF;
            }
        }
    }

    /**
     * The picture's pixels row by row, each colour in the low 24 bits (as {@code getRGB}, whose
     * alpha byte is to be masked off): a canvas's own int array where the picture has one (its
     * pixels read in place, no colour model per pixel), else {@code getRGB}'s copy.
     */
    static int[] rgbOf(BufferedImage picture) {
        int w = picture.getWidth();
        int h = picture.getHeight();
        WritableRaster raster = picture.getRaster();
        if (picture.getType() == BufferedImage.TYPE_INT_RGB
                && picture.getColorModel().getColorSpace().isCS_sRGB()
                && raster.getSampleModel() instanceof SinglePixelPackedSampleModel packed
                && packed.getScanlineStride() == w
                && raster.getDataBuffer() instanceof DataBufferInt data
                && data.getNumBanks() == 1 && data.getOffset() == 0 && data.getSize() == w * h
                && data.getData().length == w * h
                && raster.getSampleModelTranslateX() == 0
                && raster.getSampleModelTranslateY() == 0) {
            return data.getData();
        }
        return picture.getRGB(0, 0, w, h, null, 0, w);
    }
}
