package pathlab.picture;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

/**
 * A minimal PNG encoder (PNG specification, ISO/IEC 15948) whose bytes depend only on the pixels:
 * no timestamps, no metadata, no gamma chunk, one fixed filter and compression level. Pictures of
 * grids have few colours, so an image with at most 256 colours is written with a palette (in the
 * order the colours first appear, row by row), which makes the files small; others as 8-bit RGB.
 *
 * <p>ImageIO's writer would do, but its filter choices and chunks may change between JDKs; here
 * the same image gives the same file, so pictures in notebooks and tests can be compared by bytes.
 * Cost: O(pixels) time and memory.
 */
final class PngWriter {
    private static final byte[] SIGNATURE = {(byte) 137, 80, 78, 71, 13, 10, 26, 10};

    private PngWriter() {
    }

    /** The PNG file of an image (alpha is ignored). */
    static byte[] encode(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] rgb = Canvas.rgbOf(image);
        Palette palette = new Palette();
        byte[] index = new byte[rgb.length];   // each pixel's place in the palette, while it has at most 256 colours
        boolean indexed = true;
        for (int i = 0; i < rgb.length && indexed; i++) {
            int at = palette.indexOf(rgb[i] & 0xFFFFFF);
            indexed = at >= 0;
            index[i] = (byte) at;
        }
        try {
            ByteArrayOutputStream file = new ByteArrayOutputStream();
            file.write(SIGNATURE);
            ByteArrayOutputStream header = new ByteArrayOutputStream();
            DataOutputStream ihdr = new DataOutputStream(header);
            ihdr.writeInt(w);
            ihdr.writeInt(h);
            ihdr.writeByte(8);                 // bits per sample (or per palette index)
            ihdr.writeByte(indexed ? 3 : 2);   // colour type: palette, or truecolour
            ihdr.writeByte(0);                 // deflate
            ihdr.writeByte(0);                 // adaptive filtering (we use filter 0 on every row)
            ihdr.writeByte(0);                 // no interlace
            chunk(file, "IHDR", header.toByteArray());
            if (indexed) {
                byte[] plte = new byte[palette.size * 3];
                for (int i = 0; i < palette.size; i++) {
                    plte[3 * i] = (byte) (palette.colours[i] >> 16);
                    plte[3 * i + 1] = (byte) (palette.colours[i] >> 8);
                    plte[3 * i + 2] = (byte) palette.colours[i];
                }
                chunk(file, "PLTE", plte);
            }
            ByteArrayOutputStream data = new ByteArrayOutputStream();
            Deflater deflater = new Deflater(9);
            try (DeflaterOutputStream z = new DeflaterOutputStream(data, deflater)) {
                byte[] row = new byte[1 + w * (indexed ? 1 : 3)];
                for (int y = 0; y < h; y++) {
                    row[0] = 0;    // filter type None
                    if (indexed) {
                        System.arraycopy(index, y * w, row, 1, w);
                    } else {
                        for (int x = 0; x < w; x++) {
                            int c = rgb[y * w + x];
                            row[1 + 3 * x] = (byte) (c >> 16);
                            row[2 + 3 * x] = (byte) (c >> 8);
                            row[3 + 3 * x] = (byte) c;
                        }
                    }
                    z.write(row);
                }
            } finally {
                deflater.end();
            }
            chunk(file, "IDAT", data.toByteArray());
            chunk(file, "IEND", new byte[0]);
            return file.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);   // in-memory streams do not fail
        }
    }

    /**
     * The colours of a picture in the order they first appear, at most 256: a small hash table of
     * ints (open addressing, 512 slots), since a grid's picture asks it once per pixel. The
     * colour last asked for is checked first: neighbouring pixels mostly share a colour.
     */
    private static final class Palette {
        private static final int SLOTS = 512;   // twice the most colours, a power of two
        final int[] colours = new int[256];
        int size;
        private final int[] slotColour = new int[SLOTS];
        private final short[] slotIndex = new short[SLOTS];   // index + 1; 0 marks an empty slot
        private int lastColour = -1;
        private int lastIndex;

        /** The colour's index, added if it is new; -1 when a 257th colour is asked for. */
        int indexOf(int colour) {
            if (colour == lastColour) {
                return lastIndex;
            }
            int slot = (colour * 0x9E3779B9) >>> 23;   // the top 9 bits of a multiplicative hash
            while (slotIndex[slot] != 0 && slotColour[slot] != colour) {
                slot = (slot + 1) & (SLOTS - 1);
            }
            if (slotIndex[slot] == 0) {
                if (size == 256) {
                    return -1;
                }
                colours[size] = colour;
                slotColour[slot] = colour;
                slotIndex[slot] = (short) (++size);
            }
            lastColour = colour;
            lastIndex = slotIndex[slot] - 1;
            return lastIndex;
        }
    }

    /** Writes one chunk: length, type, data, and the CRC of type and data. */
    private static void chunk(ByteArrayOutputStream file, String type, byte[] data) throws IOException {
        DataOutputStream out = new DataOutputStream(file);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeInt(data.length);
        out.write(name);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.writeInt((int) crc.getValue());
    }
}
