package pathlab.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

class JsonTextTest {

    @Test
    void quotesBackslashesAndControlCharactersAreEscaped() {
        assertEquals("\"a \\\"b\\\" c\\\\d\"", JsonText.quote("a \"b\" c\\d"));
        assertEquals("\"1\\n2\\r3\\t4\\u0001\"", JsonText.quote("1\n2\r3\t4\u0001"));
    }

    @Test
    void noStringCanEndTheScriptItSitsInOrALineOfJavaScript() {
        String quoted = JsonText.quote("</script><!-- \u2028 \u2029");
        assertFalse(quoted.contains("<"), quoted);
        assertFalse(quoted.contains("\u2028") || quoted.contains("\u2029"), quoted);
        assertEquals("\"\\u003c/script>\\u003c!-- \\u2028 \\u2029\"", quoted);
    }

    @Test
    void textOutsideAsciiIsKeptAsItIs() {
        assertEquals("\"ϕ → é\"", JsonText.quote("ϕ → é"));
    }
}
