package pathlab.kernel.inspect;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jdk.jshell.JShell;
import jdk.jshell.SourceCodeAnalysis;

/**
 * What Shift+Tab shows ({@code inspect_request}): the signatures and Javadoc of the name at the
 * cursor, as plain text and Markdown.
 *
 * <p>Idea: JShell knows what a name in a cell means ({@link SourceCodeAnalysis#documentation}):
 * a class, a field, or every overload of a method or constructor, each with its signature, and
 * the Javadoc of the JDK's classes when the JDK has its sources ({@code lib/src.zip}). The
 * library's Javadoc comes from its own sources ({@link SourceDocs}), found from the signature:
 * {@code SearchResult pathlab.search.AStar.search(int start, int goal, Heuristic heuristic)} names
 * the class, the method and its parameter types. The cursor may be anywhere in a name: the whole
 * name is inspected, and a method name without its parenthesis ({@code Math.max}) as a call, so
 * every overload shows. A JDK without its sources gets the signatures and a line saying why there
 * is no Javadoc.
 *
 * <p>Cost: one JShell analysis of the cell up to the cursor (tens of milliseconds once JShell is
 * warm; the JDK's Javadoc is read from src.zip each time, about as much again), plus one parse per
 * library file the first time it is asked about.
 * <pre>
 *   Inspector inspector = new Inspector(classpath);
 *   inspector.inspect(jshell, "Math.max", 8)   // Optional[Inspection[text=int java.lang.Math.max(int a, int b) ...]]
 * </pre>
 */
public final class Inspector {

    /** The reply: the same content as text/plain and text/markdown. */
    public record Inspection(String text, String markdown) {
    }

    /** What a signature names: a class ({@code member} null), a field ({@code parameters} null), a method or {@code <init>}. */
    record Target(String className, String member, List<String> parameters) {
    }

    private final SourceDocs library;
    private final boolean jdkHasSources;

    public Inspector(List<Path> classpath) {
        this(SourceDocs.besideClasses(classpath), jdkHasSources());
    }

    Inspector(SourceDocs library, boolean jdkHasSources) {
        this.library = library;
        this.jdkHasSources = jdkHasSources;
    }

    /** Where JShell looks for the JDK's sources (and so for its Javadoc). */
    private static boolean jdkHasSources() {
        Path home = Path.of(System.getProperty("java.home"));
        return Files.isReadable(home.resolve("lib/src.zip"))
                || home.getParent() != null && Files.isReadable(home.getParent().resolve("src.zip"));
    }

    /** The documentation of the name at {@code cursor} in {@code code}; empty if there is none. */
    public Optional<Inspection> inspect(JShell jshell, String code, int cursor) {
        SourceCodeAnalysis analysis = jshell.sourceCodeAnalysis();
        List<SourceCodeAnalysis.Documentation> docs = new ArrayList<>();
        for (String prefix : prefixes(code, Math.max(0, Math.min(cursor, code.length())))) {
            docs = analysis.documentation(prefix, prefix.length(), true);
            if (!docs.isEmpty()) {
                break;
            }
        }
        StringBuilder text = new StringBuilder();
        StringBuilder markdown = new StringBuilder();
        Set<String> seen = new LinkedHashSet<>();
        Map<String, Target> resolved = new HashMap<>(); // overloads share their class: resolve it once
        boolean jdkWithoutJavadoc = false;
        for (SourceCodeAnalysis.Documentation doc : docs) {
            if (!seen.add(doc.signature())) {
                continue;
            }
            String javadoc = doc.javadoc();
            if (javadoc == null) {
                Optional<Target> target = parse(doc.signature()).map(t -> withClassResolved(analysis, t, resolved));
                javadoc = target.flatMap(this::libraryJavadoc).orElse(null);
                jdkWithoutJavadoc |= javadoc == null && !jdkHasSources && target.filter(Inspector::inJdk).isPresent();
            }
            text.append(text.isEmpty() ? "" : "\n\n").append(doc.signature());
            markdown.append(markdown.isEmpty() ? "" : "\n\n---\n\n").append("```java\n").append(doc.signature()).append("\n```");
            if (javadoc != null && !javadoc.isBlank()) {
                text.append("\n\n").append(JavadocText.plain(javadoc));
                markdown.append("\n\n").append(JavadocText.markdown(javadoc));
            }
        }
        if (seen.isEmpty()) {
            return Optional.empty();
        }
        if (jdkWithoutJavadoc) {
            String note = "No Javadoc: this JDK (" + System.getProperty("java.home") + ") has no lib/src.zip with its "
                    + "sources (on Debian and Ubuntu the package openjdk-" + Runtime.version().feature() + "-source adds it).";
            text.append("\n\n").append(note);
            markdown.append("\n\n*").append(note).append('*');
        }
        return Optional.of(new Inspection(text.toString(), markdown.toString()));
    }

    /**
     * The code JShell is asked about: the cell up to the end of the name at the cursor, or up to
     * the call's parenthesis; a name not followed by one is also tried as a call.
     */
    static List<String> prefixes(String code, int cursor) {
        int end = cursor;
        while (end < code.length() && Character.isJavaIdentifierPart(code.charAt(end))) {
            end++;
        }
        int next = end;
        while (next < code.length() && Character.isWhitespace(code.charAt(next))) {
            next++;
        }
        if (next < code.length() && code.charAt(next) == '(') {
            return List.of(code.substring(0, next + 1));
        }
        String name = code.substring(0, end);
        return end > 0 && Character.isJavaIdentifierPart(code.charAt(end - 1)) ? List.of(name, name + "(") : List.of(name);
    }

    private Optional<String> libraryJavadoc(Target target) {
        Optional<String> javadoc = library.find(target.className(), target.member(), target.parameters());
        if (javadoc.isEmpty() && "<init>".equals(target.member())) {
            return library.find(target.className(), null, null); // a record's constructor: the record
        }
        if (javadoc.isEmpty() && target.member() == null) {
            int dot = target.className().lastIndexOf('.');  // an enum constant prints like a class
            return dot < 0 ? javadoc : library.find(target.className().substring(0, dot),
                    target.className().substring(dot + 1), null);
        }
        return javadoc;
    }

    /** The target with its class fully qualified: JShell prints a member's class as the cells would write it ("AStar"). */
    private Target withClassResolved(SourceCodeAnalysis analysis, Target target, Map<String, Target> resolved) {
        String name = target.className();
        Target known = resolved.computeIfAbsent(name, n -> n.isEmpty() || library.has(n) || inJdk(target) ? target
                : analysis.documentation(n, n.length(), false).stream().findFirst()
                        .map(doc -> new Target(withoutTypeArguments(doc.signature().replaceFirst("\\(.*", "")), null, null))
                        .orElse(target));
        return new Target(known.className(), target.member(), target.parameters());
    }

    private static boolean inJdk(Target target) {
        try {
            Class.forName(target.className(), false, ClassLoader.getPlatformClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /**
     * Reads a JShell signature: {@code int java.lang.Math.max(int a, int b)} (a method: a return
     * type before the name), {@code pathlab.search.AStar(Graph graph)} (a constructor),
     * {@code pathlab.search.AStar} (a class or an enum constant), {@code Owner.name:type} (a field).
     * Empty for what has no class (a cell's variable {@code x:int}).
     */
    static Optional<Target> parse(String signature) {
        int colon = topLevel(signature, ':');
        int open = topLevel(signature, '(');
        if (colon >= 0 && (open < 0 || colon < open)) {
            String field = signature.substring(0, colon);
            int dot = field.lastIndexOf('.');
            return dot < 0 ? Optional.empty()
                    : Optional.of(new Target(withoutTypeArguments(field.substring(0, dot)), field.substring(dot + 1), null));
        }
        if (open < 0) {
            return Optional.of(new Target(withoutTypeArguments(signature.strip()), null, null));
        }
        List<String> parameters = new ArrayList<>();
        int close = matching(signature, open);
        for (String parameter : splitTopLevel(signature.substring(open + 1, close), ',')) {
            List<String> words = splitTopLevel(parameter.strip(), ' ');
            if (!parameter.isBlank()) {
                parameters.add(words.size() > 1 ? String.join(" ", words.subList(0, words.size() - 1)) : words.get(0));
            }
        }
        List<String> head = splitTopLevel(signature.substring(0, open).strip(), ' ');
        String name = withoutTypeArguments(head.get(head.size() - 1));
        boolean method = head.size() > 1 && !head.get(0).startsWith("<");
        if (!method) {
            return Optional.of(new Target(name, "<init>", parameters));
        }
        int dot = name.lastIndexOf('.');
        return dot < 0 ? Optional.empty() : Optional.of(new Target(name.substring(0, dot), name.substring(dot + 1), parameters));
    }

    private static String withoutTypeArguments(String type) {
        String previous;
        String result = type;
        do {
            previous = result;
            result = result.replaceAll("<[^<>]*>", "");
        } while (!result.equals(previous));
        return result.strip();
    }

    /** The first {@code c} outside angle brackets and parentheses, or -1. */
    private static int topLevel(String text, char c) {
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char at = text.charAt(i);
            if (at == c && depth == 0) {
                return i;
            }
            depth += at == '<' || at == '(' ? 1 : at == '>' || at == ')' ? -1 : 0;
        }
        return -1;
    }

    private static int matching(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            depth += text.charAt(i) == '(' ? 1 : text.charAt(i) == ')' ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        return text.length();
    }

    private static List<String> splitTopLevel(String text, char separator) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += c == '<' ? 1 : c == '>' ? -1 : 0;
            if (c == separator && depth == 0) {
                parts.add(text.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(text.substring(start));
        parts.removeIf(String::isBlank);
        return parts.isEmpty() ? List.of("") : parts;
    }
}
