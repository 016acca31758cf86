package pathlab.picture;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A picture as SVG text ({@link GraphPicture#iterationSvg} and the like): crisp at any zoom, its
 * text in a real font, the same text on every run.
 *
 * <p>A notebook shows it with {@code display(picture.html(), "text/html")}: an HTML image whose
 * source is the SVG itself, the way {@link Animation#html()} shows a GIF. That form is shown
 * everywhere a notebook is read: by Jupyter also before the notebook is trusted (a raw
 * {@code image/svg+xml} output is not), in GitHub's preview and in nbconvert's pages (whose
 * HTML cleaner empties raw SVG outputs in the versions Debian ships). {@link #svg()} is the
 * text itself, for a file or {@code display(picture.svg(), "image/svg+xml")}.
 *
 * @param svg    the picture, a complete {@code <svg>} element
 * @param width  its width in pixels
 * @param height its height in pixels
 */
public record SvgPicture(String svg, int width, int height) {

    /** The picture as an HTML image, for {@code display(picture.html(), "text/html")}. */
    public String html() {
        return "<img src=\"data:image/svg+xml;base64,"
                + Base64.getEncoder().encodeToString(svg.getBytes(StandardCharsets.UTF_8))
                + "\" width=\"" + width + "\" height=\"" + height + "\" alt=\"picture\"/>";
    }

    /** E.g. {@code SvgPicture(544x458, 6153 bytes)}. */
    @Override
    public String toString() {
        return "SvgPicture(" + width + "x" + height + ", " + svg.getBytes(StandardCharsets.UTF_8).length + " bytes)";
    }
}
