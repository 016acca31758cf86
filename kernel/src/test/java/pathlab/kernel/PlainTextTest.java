package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The text/plain stand-in that goes with every display: short, whatever the content. */
class PlainTextTest {

    @Test
    void imagesAndInlineDataAreNamedNotCopied() {
        assertEquals("<image/png>", PathlabKernel.plainText("image/png", "iVBORw0KGgo="));
        assertEquals("<b>hi</b>", PathlabKernel.plainText("text/html", "<b>hi</b>"));
        assertEquals("<img src=\"data:image/gif;base64,...\" width=\"4\"/>",
                PathlabKernel.plainText("text/html", "<img src=\"data:image/gif;base64,R0lGODlhAQAB+/==\" width=\"4\"/>"));
        assertEquals("<div><svg>...</svg><p>run</p><script>...</script></div>", PathlabKernel.plainText("text/html",
                "<div><svg xmlns=\"http://www.w3.org/2000/svg\">\n<text>A</text></svg><p>run</p><script>\nvar a = 1 < 2;\n</script></div>"));
    }
}
