package pathlab.picture;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
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
        int[] rgb = image.getRGB(0, 0, w, h, null, 0, w);
        Map<Integer, Integer> palette = new HashMap<>();
        int[] colours = new int[256];
        boolean indexed = true;
        for (int i = 0; i < rgb.length && indexed; i++) {
            int c = rgb[i] & 0xFFFFFF;
            if (!palette.containsKey(c)) {
                indexed = palette.size() < 256;
                colours[palette.size() & 255] = c;
                palette.put(c, palette.size());
            }
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
                byte[] plte = new byte[palette.size() * 3];
                for (int i = 0; i < palette.size(); i++) {
                    plte[3 * i] = (byte) (colours[i] >> 16);
                    plte[3 * i + 1] = (byte) (colours[i] >> 8);
                    plte[3 * i + 2] = (byte) colours[i];
                }
                chunk(file, "PLTE", plte);
            }
            ByteArrayOutputStream data = new ByteArrayOutputStream();
            Deflater deflater = new Deflater(9);
            try (DeflaterOutputStream z = new DeflaterOutputStream(data, deflater)) {
                byte[] row = new byte[1 + w * (indexed ? 1 : 3)];
                for (int y = 0; y < h; y++) {
                    row[0] = 0;    // filter type None
                    for (int x = 0; x < w; x++) {
                        int c = rgb[y * w + x] & 0xFFFFFF;
                        if (indexed) {
                            row[1 + x] = (byte) (int) palette.get(c);
                        } else {
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
