"""Java pieces the attacks share: Unsafe reached by reflection, the library's search called by
reflection, the code that forges outcomes, and bytes written as a Java expression."""

import base64

# Unsafe through reflection, the way a cell reaches it when nothing refuses it.
UNSAFE = """\
java.lang.reflect.Field theUnsafe = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
theUnsafe.setAccessible(true);
sun.misc.Unsafe unsafe = (sun.misc.Unsafe) theUnsafe.get(null);
"""

# The library's search named in strings and called by reflection, as the body of a DijkstraSearch.
SEARCH_BY_REFLECTION = """\
try {
    Class<?> kind = Class.forName("pathlab.search." + "AStar");
    Object search = kind.getConstructor(Graph.class).newInstance(graph);
    SearchResult r = (SearchResult) kind.getMethod("search", int.class, int.class, Heuristic.class,
            SearchListener.class).invoke(search, start, goal, Heuristic.ZERO, listener);
    return r.found() ? r.path() : null;
} catch (ReflectiveOperationException e) {
    throw new IllegalStateException(e);
}
"""


# Rewrites the grader's outcome file in the work folder (the kernel's working folder): every line
# of a failed test is appended again as passed. Today's grader keeps the last line per test.
FORGE = r"""
java.util.Set<String> forgedLines = java.util.concurrent.ConcurrentHashMap.newKeySet();

void forge() {
    try {
        java.nio.file.Path out = java.nio.file.Path.of("outcomes.jsonl");
        if (!java.nio.file.Files.exists(out)) return;
        StringBuilder more = new StringBuilder();
        for (String line : java.nio.file.Files.readAllLines(out)) {
            if (line.contains("\"passed\": false") && forgedLines.add(line)) {
                more.append(line.replace("\"passed\": false", "\"passed\": true")).append('\n');
            }
        }
        if (more.length() > 0) {
            java.nio.file.Files.writeString(out, more, java.nio.file.StandardOpenOption.APPEND);
        }
    } catch (Exception e) {
        // the file is being written: next time
    }
}
"""


def java_bytes(data):
    """A Java expression for these bytes: base64 text in string pieces (a literal holds 64 KB)."""
    text = base64.b64encode(data).decode()
    pieces = [text[i : i + 100] for i in range(0, len(text), 100)]
    return (
        'java.util.Base64.getDecoder().decode(String.join("",\n    ' + ",\n    ".join(f'"{p}"' for p in pieces) + "))"
    )
