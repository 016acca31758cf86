package pathlab.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class HtmlTextTest {

    @Test
    void theFiveCharactersWithAMeaningAreWrittenAsReferences() {
        assertEquals("a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;", HtmlText.escape("a <b> & \"c\" 'd'"));
    }

    @Test
    void noTextCanOpenATagOrEndAnAttribute() {
        String escaped = HtmlText.escape("\"><script>alert('x')</script><a title='");
        assertEquals("&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;a title=&#39;", escaped);
    }

    @Test
    void referencesAreEscapedAgainAndOtherTextIsKept() {
        assertEquals("&amp;lt; ϕ → é\n\t", HtmlText.escape("&lt; ϕ → é\n\t"));
        assertEquals("", HtmlText.escape(""));
    }
}
