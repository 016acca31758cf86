package pathlab.picture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.graph.Positions;
import pathlab.trace.LectureExample;
import pathlab.trace.Trace;

/** The lecture's graph and its iterations as pictures: colours at known pixels, same bytes every time. */
class GraphPictureTest {
    private static final GraphFile LECTURE = GraphFile.lecture();
    private static final DirectedGraph G = LECTURE.graph();
    private static final Positions AT = LECTURE.positions();

    /** The fill colour of a node: a pixel inside its circle, left of its name. */
    private static int fill(BufferedImage image, String node) {
        int[] c = GraphPicture.centre(AT, G.node(node));
        return image.getRGB(c[0] - GraphPicture.RADIUS + 6, c[1]) & 0xFFFFFF;
    }

    /** The colour of the ring round a node: its outermost pixel on the left. */
    private static int ring(BufferedImage image, String node) {
        int[] c = GraphPicture.centre(AT, G.node(node));
        return image.getRGB(c[0] - GraphPicture.RADIUS, c[1]) & 0xFFFFFF;
    }

    /** The colour of a connection's line a third of the way from one node to the other. */
    private static int line(BufferedImage image, String from, String to) {
        int[] a = GraphPicture.centre(AT, G.node(from));
        int[] b = GraphPicture.centre(AT, G.node(to));
        return image.getRGB(a[0] + (b[0] - a[0]) / 3, a[1] + (b[1] - a[1]) / 3) & 0xFFFFFF;
    }

    @Test
    void theGraphHasEveryNodeAndConnection() {
        BufferedImage image = GraphPicture.draw(LECTURE);
        for (int n = 0; n < G.nodeCount(); n++) {
            assertEquals(FillPicture.UNVISITED_RGB, fill(image, G.nodeName(n)));
            assertEquals(0x000000, ring(image, G.nodeName(n)));
        }
        for (int c = 0; c < G.connectionCount(); c++) {
            assertEquals(GraphPicture.CONNECTION_RGB, line(image, G.nodeName(G.connectionFrom(c)),
                    G.nodeName(G.connectionTo(c))), "connection " + c);
        }
    }

    @Test
    void example3sSixthIterationShowsTheReopenedNode() {
        Trace t = LectureExample.EXAMPLE_3.trace();
        BufferedImage image = GraphPicture.iteration(t, AT, 6);   // [6] N: B, C reopened
        assertEquals(GraphPicture.CURRENT_RGB, fill(image, "B"));
        assertEquals(FillPicture.OPEN_RGB, fill(image, "C"));
        assertEquals(GraphPicture.REOPENED_RGB, ring(image, "C"));
        assertEquals(FillPicture.CLOSED_RGB, fill(image, "A"));
        assertEquals(FillPicture.CLOSED_RGB, fill(image, "F"));
        assertEquals(GraphPicture.ARRIVAL_RGB, line(image, "B", "C"), "C arrived by B > C");
        assertEquals(GraphPicture.ARRIVAL_RGB, line(image, "E", "F"), "F arrived by E > F");
        assertEquals(GraphPicture.CONNECTION_RGB, line(image, "A", "C"), "C's old connection");
    }

    @Test
    void example1sSecondIterationShowsTheUpdatedOpenNode() {
        Trace t = LectureExample.EXAMPLE_1.trace();
        BufferedImage initial = GraphPicture.iteration(t, AT, 0);
        assertEquals(FillPicture.OPEN_RGB, fill(initial, "A"));
        assertEquals(FillPicture.UNVISITED_RGB, fill(initial, "B"));
        BufferedImage second = GraphPicture.iteration(t, AT, 2);  // [2] N: B, C(A,5) becomes C(B,4)
        assertEquals(GraphPicture.UPDATED_RGB, ring(second, "C"));
        assertEquals(FillPicture.UNVISITED_RGB, fill(second, "E"));
        List<BufferedImage> all = GraphPicture.iterations(t, AT);
        assertEquals(t.iterations() + 1, all.size());
        for (BufferedImage b : all) {
            assertEquals(initial.getWidth(), b.getWidth());
            assertEquals(initial.getHeight(), b.getHeight());
        }
    }

    @Test
    void thePathIsDrawnAsConnectionsWithRomanNumerals() {
        var result = LectureExample.EXAMPLE_1.trace().result();
        assertEquals(List.of("IX", "VIII", "V", "IV", "I"), GraphPicture.backwards(result));
        BufferedImage image = GraphPicture.path(result, AT);
        assertEquals(FillPicture.PATH_RGB, line(image, "C", "D"));
        assertEquals(GraphPicture.CONNECTION_RGB, line(image, "A", "C"));
        assertEquals("MCMXCIV", GraphPicture.roman(1994));
    }

    @Test
    void picturesAreTheSameBytesEveryTime() {
        Trace t = LectureExample.EXAMPLE_3.trace();
        assertArrayEquals(FillPicture.png(GraphPicture.iteration(t, AT, 8)),
                FillPicture.png(GraphPicture.iteration(LectureExample.EXAMPLE_3.trace(), AT, 8)));
    }

    @Test
    void parallelConnectionsAreDrawnApart() {
        // A walkway and a ladder from A to B, and a way back (lecture, "Problem (cont.)").
        DirectedGraph g = new DirectedGraph.Builder().connect("A", "B", 1).connect("A", "B", 2).connect("B", "A", 3).build();
        Positions at = new Positions(new double[] {0, 3}, new double[] {0, 0});
        BufferedImage image = GraphPicture.draw(g, at);
        int[] a = GraphPicture.centre(at, 0);
        int[] b = GraphPicture.centre(at, 1);
        int x = a[0] + (b[0] - a[0]) / 4;
        for (int k = -1; k <= 1; k++) {
            assertEquals(GraphPicture.CONNECTION_RGB, image.getRGB(x, a[1] + k * GraphPicture.PARALLEL_GAP) & 0xFFFFFF,
                    "the line " + k * GraphPicture.PARALLEL_GAP + " pixels off the centre line");
        }
        assertEquals(0xFFFFFF, image.getRGB(x, a[1] + GraphPicture.PARALLEL_GAP / 2) & 0xFFFFFF, "a gap between lines");
    }

    @Test
    void positionsMustFitTheGraph() {
        assertThrows(IllegalArgumentException.class, () -> GraphPicture.draw(G, Positions.circle(3)));
    }

    @Test
    void theSvgPictureDrawsTheSameSceneWithRealText() {
        Trace t = LectureExample.EXAMPLE_3.trace();
        SvgPicture picture = GraphPicture.iterationSvg(t, AT, 6);
        String svg = picture.svg();
        BufferedImage png = GraphPicture.iteration(t, AT, 6);
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + png.getWidth()
                + "\" height=\"" + png.getHeight() + "\""), "the same size as the PNG: " + svg.substring(0, 120));
        for (String text : List.of(">[6] N: B</text>", ">C(B,4,15)</text>", ">WAS C(A,5,16)</text>", ">REOPENED</text>")) {
            assertTrue(svg.contains(text), text);
        }
        int[] c = GraphPicture.centre(AT, G.node("C"));
        assertTrue(svg.contains("<circle cx=\"" + c[0] + "\" cy=\"" + c[1] + "\" r=\"" + GraphPicture.RADIUS
                + "\" fill=\"" + SvgDrawing.colour(GraphPicture.REOPENED_RGB) + "\"/>"), "C's red ring");
        assertEquals(svg, GraphPicture.iterationSvg(LectureExample.EXAMPLE_3.trace(), AT, 6).svg(), "the same text every time");
        assertEquals(png.getWidth(), picture.width());
        assertTrue(picture.html().startsWith("<img src=\"data:image/svg+xml;base64,PHN2Zy"), "an HTML image of the SVG");
        assertTrue(GraphPicture.drawSvg(G, AT).svg().contains(">11</text>"), "a connection's cost");
        assertTrue(GraphPicture.pathSvg(t.result(), AT).svg().contains(">BACK FROM THE GOAL: IX, VIII, V, IV, I</text>"));
    }
    @Test
    void aConnectionThatWouldCrossANodeBendsAroundIt() {
        // The ladder A -> F of notebook 01's exercise: straight, it would run through C.
        DirectedGraph.Builder builder = new DirectedGraph.Builder();
        for (int c = 0; c < G.connectionCount(); c++) {
            builder.connect(G.nodeName(G.connectionFrom(c)), G.nodeName(G.connectionTo(c)), G.connectionCost(c));
        }
        DirectedGraph ladder = builder.connect("A", "F", 13).build();
        String svg = GraphPicture.drawSvg(ladder, AT).svg();
        int[] c = GraphPicture.centre(AT, ladder.node("C"));
        Matcher line = Pattern.compile("<line x1=\"(-?\\d+)\" y1=\"(-?\\d+)\" x2=\"(-?\\d+)\" y2=\"(-?\\d+)\"").matcher(svg);
        int lines = 0;
        while (line.find()) {
            double x0 = Integer.parseInt(line.group(1)), y0 = Integer.parseInt(line.group(2));
            double x1 = Integer.parseInt(line.group(3)), y1 = Integer.parseInt(line.group(4));
            double distance = distanceToSegment(c[0], c[1], x0, y0, x1, y1);
            boolean touchesC = Math.hypot(x0 - c[0], y0 - c[1]) <= GraphPicture.RADIUS + 2
                    || Math.hypot(x1 - c[0], y1 - c[1]) <= GraphPicture.RADIUS + ARROW_ROOM;
            assertTrue(touchesC || distance > GraphPicture.RADIUS,
                    "a line from (" + x0 + "," + y0 + ") to (" + x1 + "," + y1 + ") passes " + distance + " px from C's centre");
            lines++;
        }
        assertEquals(G.connectionCount() + 2, lines, "one line per connection, two for the bent ladder");
    }

    /** How far an arrow's line may end from the centre of the node it points at (the head fills the rest). */
    private static final int ARROW_ROOM = 14;

    private static double distanceToSegment(double px, double py, double x0, double y0, double x1, double y1) {
        double dx = x1 - x0, dy = y1 - y0;
        double t = Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy)));
        return Math.hypot(px - (x0 + t * dx), py - (y0 + t * dy));
    }

    @Test
    void aGraphWithoutPositionsIsLaidOutFromTheStartOnTheLeftToTheGoalOnTheRight() throws Exception {
        GraphFile file = GraphFile.parse("layers", new java.io.StringReader(
                "nodes S A B C G\nS A 1\nS B 2\nA C 1\nB C 1\nC G 1\nS G 9\n"));
        DirectedGraph g = file.graph();
        Positions at = GraphPicture.positions(file, g.node("S"), g.node("G"));
        assertEquals(0, at.x(g.node("S")));
        assertEquals(at.x(g.node("A")), at.x(g.node("B")), "one connection from S: the same column");
        assertTrue(at.x(g.node("C")) > at.x(g.node("A")) && at.x(g.node("G")) > at.x(g.node("C")), "the goal alone on the right");
        assertTrue(at.y(g.node("A")) != at.y(g.node("B")));
        assertEquals(GraphFile.lecture().positions().x(0), GraphPicture.positions(GraphFile.lecture(), 0, 5).x(0),
                "a file's own positions are kept");
    }
}
