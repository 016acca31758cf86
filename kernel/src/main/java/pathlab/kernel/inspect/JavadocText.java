package pathlab.kernel.inspect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Javadoc comment made readable in a tooltip, as Markdown or as plain text.
 *
 * <p>Idea: a doc comment is HTML with inline tags ({@code {@code x}}, {@code {@link A#b}}) and
 * block tags at its end ({@code @param}, {@code @return}, {@code @throws}). The description's
 * HTML becomes paragraphs, lists and code (Markdown's {@code `x`}, fenced blocks for
 * {@code <pre>}; plain text keeps the words, indents code four spaces), the wrapped lines of a
 * paragraph are joined, and the block tags become titled sections ("Parameters", "Returns",
 * "Throws", "See also"). Tags it does not know keep their text.
 *
 * <p>Cost: linear in the comment's length.
 * <pre>
 *   JavadocText.markdown("Returns {@code a}.\n@param a the value")
 *       // "Returns `a`.\n\n**Parameters:**\n- `a`: the value"
 * </pre>
 */
final class JavadocText {

    /** Block tags in the order their sections are shown, with their titles. */
    private static final Map<String, String> SECTIONS = new LinkedHashMap<>();

    static {
        SECTIONS.put("param", "Parameters");
        SECTIONS.put("return", "Returns");
        SECTIONS.put("throws", "Throws");
        SECTIONS.put("apiNote", "API Note");
        SECTIONS.put("implSpec", "Implementation Requirements");
        SECTIONS.put("implNote", "Implementation Note");
        SECTIONS.put("deprecated", "Deprecated");
        SECTIONS.put("since", "Since");
        SECTIONS.put("see", "See also");
    }

    /** Tags whose argument is a name described by the rest: "@param a the value". */
    private static final List<String> NAMED = List.of("param", "throws");
    private static final Pattern BLOCK_TAG = Pattern.compile("(?m)^\\s*@(\\w+)\\s?");
    private static final Pattern INLINE_TAG = Pattern.compile("\\{@(\\w+)\\s?");
    private static final Pattern HTML_TAG = Pattern.compile("<(/?)(\\w+)[^>]*>");
    private static final Pattern PRE = Pattern.compile("(?is)<pre[^>]*>(.*?)</pre>");

    private final boolean markdown;

    private JavadocText(boolean markdown) {
        this.markdown = markdown;
    }

    /** The comment as Markdown: code in backticks, sections in bold, lists with "-". */
    static String markdown(String javadoc) {
        return new JavadocText(true).render(javadoc);
    }

    /** The comment as plain text. */
    static String plain(String javadoc) {
        return new JavadocText(false).render(javadoc);
    }

    private String render(String javadoc) {
        Matcher tag = BLOCK_TAG.matcher(outsidePre(javadoc));
        int end = tag.find() ? tag.start() : javadoc.length();
        StringBuilder out = new StringBuilder(description(javadoc.substring(0, end)));
        Map<String, List<String>> sections = new LinkedHashMap<>();
        while (end < javadoc.length()) {
            String name = tag.group(1);
            int start = tag.end();
            end = tag.find() ? tag.start() : javadoc.length();
            String body = javadoc.substring(start, end).strip();
            String section = SECTIONS.getOrDefault(name.equals("exception") ? "throws" : name, null);
            if (name.equals("jls") || name.equals("jvms")) {
                section = SECTIONS.get("see");
                body = name.toUpperCase() + " " + body;
            }
            if (section != null) {
                sections.computeIfAbsent(section, s -> new ArrayList<>()).add(item(name, body));
            }
        }
        sections.forEach((title, items) -> {
            out.append("\n\n").append(markdown ? "**" + title + ":**" : title + ":");
            if (items.size() == 1 && !items.get(0).startsWith("-")) {
                out.append(' ').append(items.get(0));
            } else {
                items.forEach(item -> out.append('\n').append(item));
            }
        });
        return out.toString().strip();
    }

    /** One entry of a section: "- `a`: the value" for a named tag, else the text. */
    private String item(String tag, String body) {
        if (NAMED.contains(tag) || tag.equals("exception")) {
            String[] nameAndText = body.split("\\s+", 2);
            String text = nameAndText.length > 1 ? inline(nameAndText[1]) : "";
            return "- " + code(nameAndText[0]) + (text.isEmpty() ? "" : (markdown ? ": " : " - ") + text);
        }
        return inline(body);
    }

    /** The description: paragraphs of joined lines, with {@code <pre>} blocks kept as they are. */
    private String description(String html) {
        StringBuilder out = new StringBuilder();
        Matcher pre = PRE.matcher(html);
        int at = 0;
        while (pre.find()) {
            out.append(inline(html.substring(at, pre.start())));
            out.append("\n\n").append(codeBlock(pre.group(1))).append("\n\n");
            at = pre.end();
        }
        out.append(inline(html.substring(at)));
        return out.toString().replaceAll("\n{3,}", "\n\n").strip();
    }

    private String codeBlock(String content) {
        String code = unwrapCodeTag(content).replaceAll("<[^>]+>", "");
        code = entities(code).stripTrailing().replaceAll("^\\s*\n", "");
        String[] lines = code.split("\n", -1);
        int indent = Integer.MAX_VALUE;
        for (String line : lines) {
            if (!line.isBlank()) {
                indent = Math.min(indent, line.length() - line.stripLeading().length());
            }
        }
        StringBuilder block = new StringBuilder(markdown ? "```java\n" : "");
        for (String line : lines) {
            String trimmed = line.length() >= indent ? line.substring(indent) : line.strip();
            block.append(markdown ? "" : "    ").append(trimmed).append('\n');
        }
        return markdown ? block.append("```").toString() : block.toString().stripTrailing();
    }

    /** {@code <pre>{@code ...}</pre>}: the code inside the tag, taken literally. */
    private static String unwrapCodeTag(String content) {
        String stripped = content.strip();
        if (stripped.startsWith("{@code") && stripped.endsWith("}")) {
            int end = matchingBrace(stripped, 0);
            if (end == stripped.length() - 1) {
                String inner = stripped.substring("{@code".length(), end);
                return inner.startsWith(" ") ? inner.substring(1) : inner;
            }
        }
        return content;
    }

    /** Inline tags and HTML in running text; the text's line breaks become spaces. */
    private String inline(String html) {
        StringBuilder out = new StringBuilder();
        Matcher tag = INLINE_TAG.matcher(html);
        int at = 0;
        while (at < html.length() && tag.find(at)) {
            out.append(htmlText(html.substring(at, tag.start())));
            int end = matchingBrace(html, tag.start());
            if (end < 0) {
                at = tag.start();
                break;
            }
            out.append(inlineTag(tag.group(1), html.substring(tag.end(), end)));
            at = end + 1;
        }
        out.append(htmlText(html.substring(Math.min(at, html.length()))));
        return out.toString().replaceAll("[ \t]*\n[ \t]*", "\n").replaceAll("\n{3,}", "\n\n").strip();
    }

    private String inlineTag(String name, String argument) {
        String arg = argument.strip();
        return switch (name) {
            case "code", "literal" -> name.equals("code") ? code(arg) : arg;
            case "link", "linkplain" -> {
                String[] refAndLabel = arg.split("\\s+", 2);
                if (refAndLabel.length > 1) {
                    yield htmlText(refAndLabel[1]); // a label is prose
                }
                String ref = refAndLabel[0].replaceFirst("^#", "").replace('#', '.');
                yield name.equals("link") ? code(ref) : ref;
            }
            case "inheritDoc" -> "";
            case "value" -> code(arg.replaceFirst("^#", "").replace('#', '.'));
            default -> htmlText(arg); // {@index}, {@summary}, ...: their text
        };
    }

    /** HTML to text: paragraphs and list items on lines of their own, emphasis and code marked. */
    private String htmlText(String html) {
        String text = html.replaceAll("\\s+", " ");
        StringBuilder out = new StringBuilder();
        Matcher tag = HTML_TAG.matcher(text);
        int at = 0;
        while (tag.find()) {
            out.append(entities(text.substring(at, tag.start())));
            boolean closing = !tag.group(1).isEmpty();
            out.append(switch (tag.group(2).toLowerCase()) {
                case "p", "ul", "ol", "dl", "table", "blockquote" -> "\n\n";
                case "h1", "h2", "h3", "h4", "h5", "h6" -> closing ? (markdown ? "**\n\n" : "\n\n") : (markdown ? "\n\n**" : "\n\n");
                case "br", "tr", "dt" -> "\n";
                case "li" -> closing ? "" : "\n- ";
                case "dd" -> closing ? "" : "\n  ";
                case "em", "i", "var", "cite" -> markdown ? "*" : "";
                case "b", "strong" -> markdown ? "**" : "";
                case "code", "tt", "samp", "kbd" -> markdown ? "`" : "";
                case "td", "th" -> closing ? " " : "";
                default -> "";
            });
            at = tag.end();
        }
        out.append(entities(text.substring(at)));
        return out.toString();
    }

    private String code(String text) {
        return markdown ? "`" + entities(text) + "`" : entities(text);
    }

    private static String entities(String text) {
        return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'")
                .replace("&nbsp;", " ").replace("&mdash;", "—").replace("&ndash;", "–").replace("&#64;", "@")
                .replace("&amp;", "&");
    }

    /** The javadoc with the contents of {@code <pre>} blocks blanked out, so "@" in code is no block tag. */
    private static String outsidePre(String javadoc) {
        StringBuilder out = new StringBuilder(javadoc);
        Matcher pre = PRE.matcher(javadoc);
        while (pre.find()) {
            for (int i = pre.start(1); i < pre.end(1); i++) {
                if (out.charAt(i) != '\n') {
                    out.setCharAt(i, ' ');
                }
            }
        }
        return out.toString();
    }

    /** The index of the brace closing the one at {@code open}, or -1. */
    private static int matchingBrace(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
