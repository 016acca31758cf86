package pathlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.picture.FillPicture;
import pathlab.picture.GraphPicture;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.trace.LectureExample;
import pathlab.trace.Notation;
import pathlab.trace.Trace;

/** The trace command's output and its one-line errors with a non-zero exit code. */
class TraceCommandTest {

    record Run(int exit, String out, String err) {}

    static Run run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int exit = Main.run(args);
            return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void lectureExample() {
        Run r = run("trace", "lecture-2");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("initial\nC: ϕ\nO: A(ϕ,0,10)\n[1] N: A\n"), r.out());
        assertTrue(r.out().endsWith("Final path: A B C D E F (cost 14)\n"));
    }

    @Test
    void graphFileWithHeuristicTable() {
        Run r = run("trace", "--graph", "maps/lecture.graph", "--from", "A", "--to", "F", "--heuristic", "overestimating",
                "--stop", "goal");
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("[5] N: F\n"));
        assertTrue(r.out().endsWith("Final path: A C D E F (cost 15)\n"));
    }

    @TempDir
    Path dir;

    @Test
    void picturesOfEachIterationAndAnAnimation() throws java.io.IOException {
        Path gif = dir.resolve("example3.gif");
        Run r = run("trace", "lecture-3", "--pictures", dir.resolve("steps").toString(), "--animate", gif.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().endsWith("Final path: A B C D E F (cost 14)\n"), "the listing is unchanged");
        try (var files = Files.list(dir.resolve("steps"))) {
            assertEquals(10, files.count());
        }
        // The last iteration's file holds exactly the picture the library draws of that step.
        BufferedImage last = GraphPicture.iterations(LectureExample.byLabel("lecture-3").trace(SearchOptions.lecture()),
                GraphFile.lecture().positions()).get(9);
        assertArrayEquals(FillPicture.png(last), Files.readAllBytes(dir.resolve("steps/iteration-09.png")));
        assertTrue(r.err().contains("wrote 10 pictures"), r.err());
        assertTrue(r.err().contains("wrote " + gif + ": 10 frames, "), r.err());
    }

    @Test
    void picturesOfAGraphFileWithoutPositions() throws java.io.IOException {
        Path graph = dir.resolve("t.graph");
        Files.writeString(graph, "A B 1\nB C 2\nA C 5\n");
        Run r = run("trace", "--graph", graph.toString(), "--from", "A", "--to", "C", "--pictures", dir.toString());
        assertEquals(0, r.exit(), r.err());
        GraphFile file = GraphFile.read(graph);
        DirectedGraph g = file.graph();
        Trace trace = Trace.record(g, g.node("A"), g.node("C"), Heuristic.ZERO, SearchOptions.lecture(), Notation.DIJKSTRA);
        assertArrayEquals(FillPicture.png(GraphPicture.iterations(trace, file.positions()).get(0)),
                Files.readAllBytes(dir.resolve("iteration-00.png")), "the initial state, drawn where the file puts no nodes");
    }

    @Test
    void unknownExample() {
        Run r = run("trace", "lecture-4");
        assertEquals(2, r.exit());
        assertEquals("pathlab: unknown lecture example 'lecture-4': choose one of lecture-1, lecture-2, lecture-3\n", r.err());
    }

    @Test
    void badOption() {
        Run r = run("trace", "lecture-1", "--ties", "random");
        assertEquals(2, r.exit());
        assertEquals("pathlab: unknown tie-breaking rule 'random': choose one of fifo, lifo, low-g, high-g, name\n", r.err());
    }

    @Test
    void unknownOptionIsOneLine() {
        Run r = run("trace", "lecture-1", "--fast");
        assertEquals(2, r.exit());
        assertEquals("pathlab: Unknown option: '--fast' (see: pathlab trace --help)\n", r.err());
    }

    @Test
    void malformedGraphFileNamesFileAndLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.graph");
        Files.writeString(file, "A B 1\nB C -4\n");
        Run r = run("trace", "--graph", file.toString(), "--from", "A", "--to", "C");
        assertEquals(2, r.exit());
        assertEquals("pathlab: " + file + ":2: connection B>C has negative cost -4.0: the lecture's graphs have non-negative costs\n",
                r.err());
    }

    @Test
    void unknownStartNode() {
        Run r = run("trace", "--graph", "maps/lecture.graph", "--from", "Q", "--to", "F");
        assertEquals(2, r.exit());
        assertEquals("pathlab: unknown node 'Q': the graph's nodes are A B C D E F\n", r.err());
    }

    @Test
    void anUnknownPlacementNamesTheChoices() {
        Run r = run("solve", "maps/indoor.map", "--from", "100,1", "--to", "41,11",
                "--heuristic", "landmarks:4:nowhere");
        assertEquals(2, r.exit());
        assertEquals("pathlab: unknown landmark placement 'nowhere': choose one of random, farthest, avoid, corners, adaptive, optimized\n", r.err());
    }
}
