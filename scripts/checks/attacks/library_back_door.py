"""The library's search through the back door: A1 asks for the student's own Dijkstra, and these
attacks hand in the library's instead.

A class of the student's named like the library's (the shadow-class trick), the search called by
name through reflection or method handles, the grading code's list of forbidden library names
emptied by reflection, a static final field of the grading code or the policy's allowlist rewritten
with sun.misc.Unsafe, a class compiled at test time with javax.tools, a second JShell that runs the
library's Dijkstra. What defends against them: library use read from the bytecode, not the text;
reflection, Unsafe, javax.tools, jdk.jshell and class loaders refused by the graded-code policy,
which runs in the trusted grader before a class loads; the grading code out of the submission's JVM.
"""

from .edit import CLASS, cell_before, class_members, indent, search_body
from .java_pieces import SEARCH_BY_REFLECTION, UNSAFE
from .words import WORDS

# The library's own search behind the contract: 12/12 if the grader lets it through (the existing
# corpus's `library-search` shows the listing equals the lecture's).
LIBRARY_SEARCH = """
SearchResult r = new AStar(graph).search(start, goal, pathlab.search.Heuristic.ZERO, listener);
return r.found() ? r.path() : null;
"""


def add_attacks(nb, add):
    """Adds this family's attacks in their order: nb() gives a fresh copy of the student edition,
    add(name, notebook, words) files one."""
    w = WORDS

    # -- the library through the back door -------------------------------------------------------
    # The known shadow-class trick: a class of the student's called AStar makes today's text check
    # think "AStar" is theirs, while the search names the library's fully qualified. 12/12 today.
    # Defence: library use read from the bytecode (pathlab.search.AStar is named there).
    add(
        "shadow-class",
        search_body(
            cell_before(nb(), CLASS, "class AStar {}"),
            """
pathlab.search.SearchResult r = new pathlab.search.AStar(graph).search(start, goal, pathlab.search.Heuristic.ZERO, listener);
return r.found() ? r.path() : null;
""",
        ),
        w["library"],
    )
    # The library's search by name through Class.forName and Method.invoke: the name is in a string,
    # which the text check blanks out. Defence: reflection refused.
    add("reflect-forname", search_body(nb(), "\n" + SEARCH_BY_REFLECTION), w["reflection"])
    # The same with method handles (java.lang.invoke, not java.lang.reflect). Defence: refused.
    add(
        "reflect-methodhandles",
        search_body(
            nb(),
            """
try {
    Class<?> kind = Class.forName("pathlab.search.A" + "Star");
    var lookup = java.lang.invoke.MethodHandles.publicLookup();
    Object search = lookup.findConstructor(kind, java.lang.invoke.MethodType.methodType(void.class, Graph.class))
            .invoke(graph);
    SearchResult r = (SearchResult) lookup.findVirtual(kind, "search", java.lang.invoke.MethodType.methodType(
            SearchResult.class, int.class, int.class, pathlab.search.Heuristic.class, SearchListener.class))
            .invoke(search, start, goal, pathlab.search.Heuristic.ZERO, listener);
    return r.found() ? r.path() : null;
} catch (Throwable e) {
    throw new IllegalStateException(e);
}
""",
        ),
        w["reflection"],
    )
    # Reflection into the grading code: getDeclaredField + setAccessible empties the list of library
    # names A1 forbids, then the search uses the library openly. 12/12 today. Defence: reflection
    # refused; grading code out of the submission's JVM.
    add(
        "reflect-grading-field",
        search_body(
            cell_before(
                nb(),
                CLASS,
                """
java.lang.reflect.Field parts = Assignment.class.getDeclaredField("libraryParts");
parts.setAccessible(true);
parts.set(Assignment.byId("A1"), List.of());
""",
            ),
            LIBRARY_SEARCH,
        ),
        w["reflection"],
    )
    # sun.misc.Unsafe writes a static final field of the grading code: Submission's map of what was
    # handed in becomes one that answers every contract with the library's search (named through
    # Class.forName, so no text check sees it). Defence: Unsafe and reflection refused.
    add(
        "reflect-unsafe-static-final",
        cell_before(
            nb(),
            CLASS,
            "\n"
            + UNSAFE
            + """\
Class.forName(Submission.class.getName(), true, Submission.class.getClassLoader());   // its own value first
java.lang.reflect.Field handedIn = Submission.class.getDeclaredField("handedIn");
DijkstraSearch library = (graph, start, goal, listener) -> {
"""
            + indent(SEARCH_BY_REFLECTION, 4)
            + "\n"
            + """\
};
unsafe.putObject(unsafe.staticFieldBase(handedIn), unsafe.staticFieldOffset(handedIn),
        new java.util.LinkedHashMap<Object, Object>() {
            @Override
            public Object get(Object contract) { return library; }
        });
""",
        ),
        w["reflection"],
    )
    # A static field of a grading class rewritten: the graded-code policy's set of harmless
    # java.lang names (JdkAllowlist.LANG_BASICS) becomes one that holds every name, so a policy
    # judging later cells in this JVM would pass them, here a search through reflection.
    # Defence: the policy runs in the trusted grader, before a class loads; Unsafe refused.
    add(
        "static-write-grading-class",
        search_body(
            cell_before(
                nb(),
                CLASS,
                "\n"
                + UNSAFE
                + """\
Class<?> allowlist = Class.forName("pathlab.coursework.JdkAllowlist", true, Submission.class.getClassLoader());
java.lang.reflect.Field basics = allowlist.getDeclaredField("LANG_BASICS");
unsafe.putObject(unsafe.staticFieldBase(basics), unsafe.staticFieldOffset(basics),
        new java.util.HashSet<Object>() {
            @Override
            public boolean contains(Object name) { return true; }
        });
""",
            ),
            "\n" + SEARCH_BY_REFLECTION,
        ),
        w["static"] + w["reflection"],
    )
    # javax.tools compiles, at test time, a class that calls the library's search (its source is a
    # string), and loads it beside the notebook's classes. Defence: javax.tools, class loaders and
    # files refused.
    add(
        "javax-tools-compiler",
        search_body(
            class_members(
                nb(),
                r"""
static DijkstraSearch compiled;

static DijkstraSearch compiled() throws Exception {
    if (compiled != null) return compiled;
    java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("fast");
    java.nio.file.Files.writeString(dir.resolve("Fast.java"),
        "public class Fast implements pathlab.assignment.DijkstraSearch {\n"
        + "  public java.util.List<pathlab.graph.Connection> search(pathlab.graph.Graph g, int s, int t, pathlab.search.SearchListener l) {\n"
        + "    pathlab.search.SearchResult r = new pathlab.search.AStar(g).search(s, t, pathlab.search.Heuristic.ZERO, l);\n"
        + "    return r.found() ? r.path() : null;\n  }\n}\n");
    ClassLoader loader = Submission.class.getClassLoader();
    StringBuilder cp = new StringBuilder();
    for (java.net.URL u : ((java.net.URLClassLoader) loader).getURLs()) cp.append(java.io.File.pathSeparator).append(java.nio.file.Path.of(u.toURI()));
    javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-cp", cp.toString(), "-d", dir.toString(),
            dir.resolve("Fast.java").toString());
    compiled = (DijkstraSearch) new java.net.URLClassLoader(new java.net.URL[] {dir.toUri().toURL()}, loader)
            .loadClass("Fast").getConstructor().newInstance();
    return compiled;
}
""",
            ),
            """
try {
    return compiled().search(graph, start, goal, listener);
} catch (Exception e) {
    throw new IllegalStateException(e);
}
""",
        ),
        w["refused"],
    )
    # The JShell API: a second JShell, run in this JVM, evaluates the library's Dijkstra on a copy
    # of the graph given as text (its source in a string) and answers with connection ids: every
    # test of the path (8 of 12 points). Defence: jdk.jshell refused.
    add(
        "jshell-api",
        search_body(
            class_members(
                nb(),
                r"""
static jdk.jshell.JShell inner;

static List<Connection> inner(Graph graph, int start, int goal) throws Exception {
    if (inner == null) {
        inner = jdk.jshell.JShell.builder().executionEngine("local").build();
        for (java.net.URL u : ((java.net.URLClassLoader) Submission.class.getClassLoader()).getURLs()) {
            inner.addToClasspath(java.nio.file.Path.of(u.toURI()).toString());
        }
    }
    // the whole query as one expression: a throwaway object whose method builds and searches
    StringBuilder src = new StringBuilder("new Object() { String run() { var b = new pathlab.graph.DirectedGraph.Builder();");
    for (int n = 0; n < graph.nodeCount(); n++) src.append("b.addNode(\"n" + n + "\");");
    int count = 0;
    for (int n = 0; n < graph.nodeCount(); n++) {
        for (int c = graph.firstConnection(n); c != Graph.NONE; c = graph.nextConnection(n, c)) count = Math.max(count, c + 1);
    }
    for (int c = 0; c < count; c++) {
        src.append("b.addConnection(" + graph.connectionFrom(c) + ", " + graph.connectionTo(c) + ", " + graph.connectionCost(c) + ");");
    }
    src.append("var r = new pathlab.search.Dijkstra(b.build()).search(" + start + ", " + goal + ");");
    src.append("return r.found() ? r.path().stream().map(c -> String.valueOf(c.id())).collect(java.util.stream.Collectors.joining(\",\")) : \"none\"; } }.run()");
    String ids = inner.eval(src.toString()).get(0).value();
    ids = ids.replace("\"", "");
    if (ids.equals("none")) return null;
    List<Connection> path = new ArrayList<>();
    for (String id : ids.split(",")) if (!id.isEmpty()) path.add(graph.connection(Integer.parseInt(id)));
    return path;
}
""",
            ),
            """
try {
    return inner(graph, start, goal);
} catch (Exception e) {
    throw new IllegalStateException(e);
}
""",
        ),
        w["refused"],
    )
