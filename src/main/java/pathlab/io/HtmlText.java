package pathlab.io;

/**
 * Text for HTML and SVG, the one escaper of the project for them (the pictures, the step players,
 * the tables, the notebooks' exercises): the five characters that HTML and XML give a meaning are
 * written as references, so a node's name, a listing or a message is shown as it is and can never
 * open a tag, end an attribute in either quotes, or start an entity.
 *
 * <p>Cost: one pass over the text.
 *
 * <pre>
 *   HtmlText.escape("a <b> & \"c\" 'd'")   // a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;
 * </pre>
 */
public final class HtmlText {
    private HtmlText() {
    }

    /** The text with {@code & < > " '} written as {@code &amp; &lt; &gt; &quot; &#39;}. */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
