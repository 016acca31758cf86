package pathlab.picture;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * An animated GIF of pictures: a search growing iteration by iteration ({@link FillAnimation},
 * {@link GraphPicture#iterations}). GIF because every notebook front end, GitHub's notebook
 * preview and every browser play it without a plug-in; {@link #html()} is the form a notebook
 * stores so that it plays in Jupyter, on GitHub and in an exported page alike.
 *
 * <p>The frames are encoded by the JDK's own GIF writer ({@code javax.imageio}), with the
 * metadata an animation needs: a delay per frame and the NETSCAPE2.0 extension that makes it loop.
 * Two things keep the file small and its bytes fixed: all frames share one palette made of the
 * colours they use (our pictures have a few dozen, at most 255; no dithering, no quantisation),
 * and each frame after the first stores only the rectangle in which it differs from the one
 * before, drawn over it ("do not dispose"), with the pixels that did not change transparent. A growing fill changes little from frame
 * to frame, so a search of a Dragon Age map with 80 frames takes a few hundred kilobytes.
 *
 * <pre>
 *   Animation a = Animation.of(GraphPicture.iterations(trace, positions), 1200, 3000);
 *   Files.write(Path.of("trace.gif"), a.bytes());
 *   display("text/html", a.html());          // in a notebook
 * </pre>
 *
 * Cost: O(pixels × frames) time; while encoding, a byte per pixel of each frame (not the frames
 * themselves, when they are drawn one at a time), then the GIF's bytes.
 */
public final class Animation {
    private final byte[] gif;
    private final int frames;
    private final int width;
    private final int height;

    private Animation(byte[] gif, int frames, int width, int height) {
        this.gif = gif;
        this.frames = frames;
        this.width = width;
        this.height = height;
    }

    /**
     * The animation of these frames, each shown {@code delayMillis}, the last one
     * {@code lastDelayMillis} before it starts again (GIF counts in hundredths of a second).
     * Frames of different sizes are placed top-left on the largest size, on white.
     */
    public static Animation of(List<BufferedImage> frames, int delayMillis, int lastDelayMillis) {
        return of(frames.size(), frames::get, delayMillis, lastDelayMillis);
    }

    /**
     * The same for {@code count} frames drawn one at a time by {@code frame} (0 to count - 1), each
     * asked for once and not kept: an animation of many large frames then holds a byte per pixel
     * of each frame, not every frame's picture at once.
     */
    public static Animation of(int count, IntFunction<BufferedImage> frame, int delayMillis, int lastDelayMillis) {
        if (count < 1) {
            throw new IllegalArgumentException("an animation needs at least one frame");
        }
        Palette palette = new Palette();
        byte[][] indexes = new byte[count][];   // each frame's palette indexes, at its own size at first
        int[] widths = new int[count];
        int[] heights = new int[count];
        int width = 0;
        int height = 0;
        for (int i = 0; i < count; i++) {
            BufferedImage picture = frame.apply(i);
            widths[i] = picture.getWidth();
            heights[i] = picture.getHeight();
            width = Math.max(width, widths[i]);
            height = Math.max(height, heights[i]);
            indexes[i] = palette.indexes(picture);
        }
        for (int i = 0; i < count; i++) {
            if (widths[i] != width || heights[i] != height) {
                palette.placeOnWhite(indexes, widths, heights, width, height);
                break;
            }
        }
        int unchanged = palette.size();   // one more palette entry: "as in the frame before" (transparent)
        int bits = 1;
        while (1 << bits < unchanged + 1) {
            bits++;
        }
        int[] table = Arrays.copyOf(palette.colours, 1 << bits);
        IndexColorModel model = new IndexColorModel(bits, table.length, channel(table, 16), channel(table, 8),
                channel(table, 0));
        try {
            ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
                writer.setOutput(out);
                writer.prepareWriteSequence(screen(writer, width, height, table));
                for (int i = 0; i < indexes.length; i++) {
                    int[] box = i == 0 ? new int[] {0, 0, width, height} : changed(indexes[i - 1], indexes[i], width, height);
                    BufferedImage changes = indexed(indexes[i], i == 0 ? null : indexes[i - 1], width, box, unchanged, model);
                    int delay = i == indexes.length - 1 ? lastDelayMillis : delayMillis;
                    IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(changes), null);
                    describe(meta, box, Math.max(2, Math.round(delay / 10f)), i == 0, table, unchanged);
                    writer.writeToSequence(new IIOImage(changes, null, meta), null);
                }
                writer.endWriteSequence();
            } finally {
                writer.dispose();
            }
            return new Animation(bytes.toByteArray(), indexes.length, width, height);
        } catch (IOException e) {
            throw new UncheckedIOException(e);   // in-memory streams do not fail
        }
    }

    /** The GIF file's bytes. */
    public byte[] bytes() {
        return gif.clone();
    }

    /** How many frames the animation has. */
    public int frameCount() {
        return frames;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The size of the GIF file in bytes. */
    public int size() {
        return gif.length;
    }

    /**
     * An HTML {@code <img>} with the GIF inline (a data URI): what a notebook cell displays as
     * {@code text/html}, which Jupyter, GitHub's notebook preview and nbconvert's HTML all show,
     * where a bare {@code image/gif} output is skipped by some of them.
     */
    public String html() {
        return "<img src=\"data:image/gif;base64," + Base64.getEncoder().encodeToString(gif) + "\" width=\"" + width
                + "\" height=\"" + height + "\" alt=\"animation, " + frames + " frames\"/>";
    }

    @Override
    public String toString() {
        return "Animation(" + frames + " frames, " + width + "x" + height + ", " + gif.length + " bytes)";
    }

    // ------------------------------------------------------------------ frames and metadata

    /**
     * The colours of the frames in the order they first appear (frame by frame, row by row, each
     * frame placed top-left on the animation's size), each with its index: a GIF's palette. Runs
     * of one colour are the rule in our pictures, so the last colour looked up is kept at hand and
     * the map is asked only when the colour changes.
     */
    private static final class Palette {
        private static final int WHITE = 0xFFFFFF;

        final int[] colours = new int[256];
        private final Map<Integer, Integer> index = new HashMap<>();
        private int lastColour = -1;
        private int lastIndex;

        int size() {
            return index.size();
        }

        /** The picture's pixels as palette indexes, row by row. */
        byte[] indexes(BufferedImage picture) {
            int[] rgb = Canvas.rgbOf(picture);
            byte[] indexes = new byte[rgb.length];
            for (int i = 0; i < rgb.length; i++) {
                indexes[i] = (byte) indexOf(rgb[i] & 0xFFFFFF);
            }
            return indexes;
        }

        private int indexOf(int colour) {
            if (colour != lastColour) {
                Integer i = index.get(colour);
                if (i == null) {
                    if (index.size() == 255) {
                        throw new IllegalArgumentException("the frames use more than 255 colours: a GIF has 256, "
                                + "one of them transparent");
                    }
                    i = index.size();
                    colours[i] = colour;
                    index.put(colour, i);
                }
                lastColour = colour;
                lastIndex = i;
            }
            return lastIndex;
        }

        /**
         * Places every frame top-left on width x height, on white, and numbers the colours again in
         * the order a reading of the placed frames meets them (white may come earlier there).
         */
        void placeOnWhite(byte[][] indexes, int[] widths, int[] heights, int width, int height) {
            int white = indexOf(WHITE);
            int[] renumbered = new int[size()];
            Arrays.fill(renumbered, -1);
            int next = 0;
            for (int i = 0; i < indexes.length; i++) {
                byte[] placed = new byte[width * height];
                for (int y = 0; y < height; y++) {
                    for (int x = 0; x < width; x++) {
                        int old = x < widths[i] && y < heights[i] ? indexes[i][y * widths[i] + x] & 0xFF : white;
                        if (renumbered[old] < 0) {
                            renumbered[old] = next++;
                        }
                        placed[y * width + x] = (byte) renumbered[old];
                    }
                }
                indexes[i] = placed;
            }
            assert next == size() : "a colour of the palette is in no frame";
            int[] before = colours.clone();
            for (int old = 0; old < next; old++) {
                colours[renumbered[old]] = before[old];
                index.put(before[old], renumbered[old]);
            }
            lastColour = -1;
        }
    }

    /** The smallest rectangle {x, y, w, h} holding every pixel that differs (one pixel if none does). */
    private static int[] changed(byte[] before, byte[] after, int width, int height) {
        int x0 = width;
        int y0 = height;
        int x1 = -1;
        int y1 = -1;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (before[y * width + x] != after[y * width + x]) {
                    x0 = Math.min(x0, x);
                    x1 = Math.max(x1, x);
                    y0 = Math.min(y0, y);
                    y1 = Math.max(y1, y);
                }
            }
        }
        return x1 < 0 ? new int[] {0, 0, 1, 1} : new int[] {x0, y0, x1 - x0 + 1, y1 - y0 + 1};
    }

    /**
     * The rectangle {@code box} of a frame (its palette indexes) as an image; a pixel that has the
     * same colour in the frame before gets the transparent index {@code unchanged}, which lets the
     * frame before show through and makes long runs of one index that compress well.
     */
    private static BufferedImage indexed(byte[] indexes, byte[] before, int width, int[] box, int unchanged,
                                         IndexColorModel model) {
        BufferedImage image = new BufferedImage(box[2], box[3], BufferedImage.TYPE_BYTE_INDEXED, model);
        byte[] data = ((DataBufferByte) image.getRaster().getDataBuffer()).getData();
        for (int y = 0; y < box[3]; y++) {
            for (int x = 0; x < box[2]; x++) {
                int at = (box[1] + y) * width + box[0] + x;
                data[y * box[2] + x] = before != null && before[at] == indexes[at] ? (byte) unchanged : indexes[at];
            }
        }
        return image;
    }

    private static byte[] channel(int[] colours, int shift) {
        byte[] channel = new byte[colours.length];
        for (int i = 0; i < colours.length; i++) {
            channel[i] = (byte) (colours[i] >> shift);
        }
        return channel;
    }

    /** The whole animation's size and its one palette (the GIF's global colour table). */
    private static IIOMetadata screen(ImageWriter writer, int width, int height, int[] table) throws IOException {
        IIOMetadata meta = writer.getDefaultStreamMetadata(null);
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode screen = child(root, "LogicalScreenDescriptor");
        screen.setAttribute("logicalScreenWidth", Integer.toString(width));
        screen.setAttribute("logicalScreenHeight", Integer.toString(height));
        screen.setAttribute("colorResolution", "8");
        screen.setAttribute("pixelAspectRatio", "0");
        IIOMetadataNode colours = colourTable(root, "GlobalColorTable", table);
        colours.setAttribute("sizeOfGlobalColorTable", Integer.toString(table.length));
        colours.setAttribute("backgroundColorIndex", "0");
        meta.setFromTree(format, root);
        return meta;
    }

    /** Sets the palette as the colour table {@code name} (global or local) of a metadata tree. */
    private static IIOMetadataNode colourTable(IIOMetadataNode root, String name, int[] table) {
        IIOMetadataNode colours = child(root, name);
        while (colours.getLength() > 0) {
            colours.removeChild(colours.getFirstChild());
        }
        colours.setAttribute("sortFlag", "FALSE");
        for (int i = 0; i < table.length; i++) {
            IIOMetadataNode entry = new IIOMetadataNode("ColorTableEntry");
            entry.setAttribute("index", Integer.toString(i));
            entry.setAttribute("red", Integer.toString((table[i] >> 16) & 0xFF));
            entry.setAttribute("green", Integer.toString((table[i] >> 8) & 0xFF));
            entry.setAttribute("blue", Integer.toString(table[i] & 0xFF));
            colours.appendChild(entry);
        }
        return colours;
    }

    /** A frame's place, its delay, "draw over the previous frame", and (on the first) loop forever. */
    private static void describe(IIOMetadata meta, int[] box, int delayCentis, boolean first, int[] table,
                                 int unchanged)
            throws IOException {
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode descriptor = child(root, "ImageDescriptor");
        descriptor.setAttribute("imageLeftPosition", Integer.toString(box[0]));
        descriptor.setAttribute("imageTopPosition", Integer.toString(box[1]));
        descriptor.setAttribute("imageWidth", Integer.toString(box[2]));
        descriptor.setAttribute("imageHeight", Integer.toString(box[3]));
        descriptor.setAttribute("interlaceFlag", "FALSE");
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "doNotDispose");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", first ? "FALSE" : "TRUE");
        control.setAttribute("delayTime", Integer.toString(delayCentis));
        control.setAttribute("transparentColorIndex", Integer.toString(unchanged));
        // The JDK's writer gives each frame a local colour table of its own making; it must be ours.
        colourTable(root, "LocalColorTable", table).setAttribute("sizeOfLocalColorTable", Integer.toString(table.length));
        if (first) {
            IIOMetadataNode extensions = child(root, "ApplicationExtensions");
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            loop.setUserObject(new byte[] {1, 0, 0});   // sub-block 1: repeat count 0, for ever
            extensions.appendChild(loop);
        }
        meta.setFromTree(format, root);
    }

    private static IIOMetadataNode child(IIOMetadataNode parent, String name) {
        for (int i = 0; i < parent.getLength(); i++) {
            if (parent.item(i).getNodeName().equals(name)) {
                return (IIOMetadataNode) parent.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        parent.appendChild(node);
        return node;
    }
}
