package pathlab.kernel.inspect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import pathlab.kernel.CellSession;
import pathlab.kernel.evaluation.CellApi;

/**
 * Shift+Tab: JShell's signatures with the Javadoc read from the library's sources (here the test
 * library under src/test/java, whose classes JShell finds in target/test-classes).
 */
class InspectorTest {

    @RegisterExtension
    static final CellSession session = new CellSession(CellApi.PATHLAB);

    private static final Inspector inspector = new Inspector(new SourceDocs(List.of(Path.of("src/test/java"))), false);

    private static Optional<Inspector.Inspection> inspect(String code) {
        return inspector.inspect(session.evaluator().ready(), code, code.length());
    }

    @Test
    void aLibraryClassShowsItsHeader() {
        Inspector.Inspection inspection = inspect("pathlab.kernel.library.LongLoop").orElseThrow();
        assertTrue(inspection.text().startsWith("pathlab.kernel.library.LongLoop\n\nStands in for the library's long loops"),
                inspection.text());
        assertTrue(inspection.markdown().startsWith("```java\npathlab.kernel.library.LongLoop\n```\n\nStands in"),
                inspection.markdown());
    }

    @Test
    void aLibraryMethodWithoutItsParenthesisShowsItsComment() throws Exception {
        session.eval("import pathlab.kernel.library.LongLoop;");
        String text = inspect("LongLoop.run").orElseThrow().text();
        assertEquals("long LongLoop.run()\n\nCounts until interrupted, looking at the flag every 4,096 iterations.", text);
    }

    @Test
    void theCursorMayBeInsideTheName() {
        String code = "long n = pathlab.kernel.library.LongLoop.run();";
        int insideRun = code.indexOf("run") + 1;
        String text = inspector.inspect(session.evaluator().ready(), code, insideRun).orElseThrow().text();
        assertTrue(text.endsWith("every 4,096 iterations."), text);
    }

    @Test
    void aJdkMethodWithoutTheJdksSourcesShowsItsSignaturesAndWhy() {
        String text = inspect("Math.abs(").orElseThrow().text();
        assertTrue(text.startsWith("int Math.abs(int a)"), text);
        if (text.contains("No Javadoc")) {
            assertTrue(text.endsWith("has no lib/src.zip with its sources (on Debian and Ubuntu the package openjdk-"
                    + Runtime.version().feature() + "-source adds it)."), text);
        }
    }

    @Test
    void nothingToShow() {
        assertFalse(inspect("   ").isPresent());
        assertFalse(inspect("noSuchName17").isPresent());
    }

    @Test
    void prefixesEndAtTheNameOrTheCallsParenthesis() {
        assertEquals(List.of("Math.max", "Math.max("), Inspector.prefixes("Math.max", 8));
        assertEquals(List.of("Math.max("), Inspector.prefixes("Math.max(1, 2)", 6));
        assertEquals(List.of("Math", "Math("), Inspector.prefixes("Math.max(1, 2)", 2));
        assertEquals(List.of("f(a, "), Inspector.prefixes("f(a, ", 5));
    }

    @Test
    void signaturesNameTheirClassMemberAndParameters() {
        assertEquals(new Inspector.Target("java.lang.Math", "max", List.of("int", "int")),
                Inspector.parse("int java.lang.Math.max(int a, int b)").orElseThrow());
        assertEquals(new Inspector.Target("Map", "of", List.of("K", "V")),
                Inspector.parse("Map<K, V> Map<K, V>.<K, V>of(K k1, V v1)").orElseThrow());
        assertEquals(new Inspector.Target("pathlab.search.AStar", "<init>", List.of("pathlab.graph.Graph")),
                Inspector.parse("pathlab.search.AStar(pathlab.graph.Graph graph)").orElseThrow());
        assertEquals(new Inspector.Target("AStar", "costsFrom", List.of("int...")),
                Inspector.parse("double[] AStar.costsFrom(int... sources) throws X").orElseThrow());
        assertEquals(new Inspector.Target("java.util.Map.Entry", null, null),
                Inspector.parse("java.util.Map.Entry<K, V>").orElseThrow());
        assertEquals(new Inspector.Target("Heuristic", "ZERO", null),
                Inspector.parse("Heuristic.ZERO:pathlab.search.Heuristic").orElseThrow());
        assertEquals(new Inspector.Target("Util", "sum", List.of("java.util.Map<java.lang.String, java.lang.Integer>")),
                Inspector.parse("int Util.sum(java.util.Map<java.lang.String, java.lang.Integer> m)").orElseThrow());
        assertFalse(Inspector.parse("x:int").isPresent(), "a cell's variable has no class");
    }

    private static Optional<String> find(SourceDocs docs, String className, String member, List<String> parameters) {
        return docs.find(className, member, parameters).map(String::strip);
    }

    @Test
    void sourcesAreBesideTheClassFolders(@TempDir Path checkout) throws IOException {
        Path sources = Files.createDirectories(checkout.resolve("src/main/java/a/b"));
        Files.writeString(sources.resolve("C.java"), """
                package a.b;
                /** The class. */
                public class C {
                    /** The nested one. */
                    public static final class D {
                        /** Two ints. */ public void f(int x, int y) { }
                        /** A list. */ public void f(java.util.List<String> xs) { }
                    }
                    /** The field. */ public int size;
                    /** Made. */ public C(int n) { }
                }
                """);
        SourceDocs docs = SourceDocs.besideClasses(List.of(checkout.resolve("target/classes"), checkout.resolve("target/lib/x.jar")));
        assertEquals(Optional.of("The class."), find(docs, "a.b.C", null, null));
        assertEquals(Optional.of("The nested one."), find(docs, "a.b.C.D", null, null));
        assertEquals(Optional.of("A list."), find(docs, "a.b.C.D", "f", List.of("java.util.List<java.lang.String>")));
        assertEquals(Optional.of("Two ints."), find(docs, "a.b.C.D", "f", List.of("int", "int")));
        assertEquals(Optional.of("The field."), find(docs, "a.b.C", "size", null));
        assertEquals(Optional.of("Made."), find(docs, "a.b.C", "<init>", List.of("int")));
        assertFalse(docs.has("a.b.E"));
    }

    @Test
    void anAssignmentsContractIsFoundInItsFolder(@TempDir Path checkout) throws IOException {
        Path contract = Files.createDirectories(checkout.resolve("assignments/A9-x/contract"));
        Files.writeString(contract.resolve("Search.java"), """
                package pathlab.assignment;
                /** What A9 asks for. */
                public interface Search { }
                """);
        SourceDocs docs = SourceDocs.besideClasses(List.of(checkout.resolve("target/classes")));
        assertEquals(Optional.of("What A9 asks for."), find(docs, "pathlab.assignment.Search", null, null));
        assertFalse(docs.has("other.Search"), "a file in a folder named by its class is found only in its own package");
    }
}
