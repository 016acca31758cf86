package pathlab.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import pathlab.heuristic.names.Heuristics;

class SandboxTest {
    private static final String PROBLEM = "<p class=\"pathlab-sandbox-problem\" style=\"color:#b00000\">";

    /** The one line of a problem, or fails when the output is not one. */
    private static String problem(String html) {
        assertTrue(html.startsWith(PROBLEM) && html.endsWith("</p>\n"), html);
        String line = html.substring(PROBLEM.length(), html.length() - "</p>\n".length());
        assertFalse(line.contains("\n"), line);
        return line;
    }

    @Test
    void aGoodGridQueryShowsThePlayerAndTheComparison() {
        String html = Sandbox.grid("indoor", 5, 9, 100, 100, "octile", "binary-heap");
        assertTrue(html.startsWith("<div class=\"pathlab-sandbox\">\n<p><b>A* octile</b> on indoor from (5,9) to (100,100), "
                + "open list binary-heap: path cost "), html);
        assertTrue(html.contains("class=\"pathlab-player\""), "the step player");
        assertTrue(html.contains("Dijkstra (zero)") && html.contains("data:image/png;base64,"), "the comparison");
        assertEquals(html, Sandbox.grid("indoor", 5, 9, 100, 100, "octile", "binary-heap"), "the same input, the same HTML");
    }

    @Test
    void badGridInputGivesOneLine() {
        assertEquals("the goal (60,60) is a wall", problem(Sandbox.grid("indoor", 5, 9, 60, 60, "octile", "binary-heap")));
        assertEquals("the goal (200,3) is outside the map maze (x 0..63, y 0..63)",
                problem(Sandbox.grid("maze", 1, 1, 200, 3, "octile", "binary-heap")));
        assertTrue(problem(Sandbox.grid("no-such-map", 3, 4, 40, 30, "octile", "binary-heap"))
                .startsWith("no-such-map: no such map; the maps are indoor, outdoor, maze, and the Moving AI maps downloaded here ("));
        assertTrue(problem(Sandbox.grid(null, 3, 4, 40, 30, "octile", "binary-heap")).startsWith("no map given; the maps are indoor,"));
        assertTrue(problem(Sandbox.grid("../secret", 3, 4, 40, 30, "octile", "binary-heap")).startsWith("../secret: no such map;"));
        assertEquals("no heuristic named foo; the names are " + Heuristics.names(),
                problem(Sandbox.grid("indoor", 5, 9, 100, 100, "foo", "binary-heap")));
        assertTrue(problem(Sandbox.grid("indoor", 5, 9, 100, 100, "landmarks:0", "binary-heap")).startsWith("landmarks:0: "));
        assertEquals("no open list named heap; the names are unsorted, sorted-front, sorted-average, sorted-halving, "
                + "binary-heap, plain-indexed-heap, indexed-heap, heap-on-top",
                problem(Sandbox.grid("indoor", 5, 9, 100, 100, "octile", "heap")));
        assertEquals("no heuristic given; the names are " + Heuristics.names(),
                problem(Sandbox.grid("indoor", 5, 9, 100, 100, null, "binary-heap")));
    }

    @Test
    void aGoodGraphQueryShowsThePlayerAndBothListings() {
        String html = Sandbox.graph("lecture", "A", "F", "astar", "binary-heap");
        assertTrue(html.startsWith("<div class=\"pathlab-sandbox\">\n<p><b>A* (underestimating)</b> on lecture.graph from A to F, "
                + "open list binary-heap: A B C D E F (cost 14"), html);
        assertTrue(html.contains("class=\"pathlab-player\""), "the step player");
        assertTrue(html.contains("<p><b>Dijkstra</b>: A B C D E F (cost 14"), "Dijkstra's listing beside it");
        assertTrue(Sandbox.graph("lecture", "A", "F", "dijkstra", "unsorted").contains("<p><b>A* (underestimating)</b>: "));
        assertTrue(Sandbox.graph("lecture", "A", "F", "astar:overestimating", "unsorted").contains("A* (overestimating)"));
        assertTrue(Sandbox.graph("lecture", "A", "E", "astar", "unsorted").contains("The table underestimating is not 0 at E"));
        assertTrue(Sandbox.graph("by-hand-dijkstra", "S", "G", "dijkstra", "indexed-heap").contains("there is no A* to compare"));
        assertEquals(html, Sandbox.graph("lecture", "A", "F", "astar", "binary-heap"), "the same input, the same HTML");
    }

    @Test
    void badGraphInputGivesOneLine() {
        assertEquals("Z is not a node of lecture.graph; its nodes are A, B, C, D, E, F",
                problem(Sandbox.graph("lecture", "A", "Z", "astar", "binary-heap")));
        assertEquals("no start node given; its nodes are A, B, C, D, E, F",
                problem(Sandbox.graph("lecture", null, "F", "astar", "binary-heap")));
        assertEquals("no graph named lectures; the graphs are lecture, clusters, by-hand-astar and by-hand-dijkstra",
                problem(Sandbox.graph("lectures", "A", "F", "astar", "binary-heap")));
        assertEquals("no search named bfs; the searches are dijkstra and astar (astar:TABLE for one of the tables "
                + "underestimating and overestimating)", problem(Sandbox.graph("lecture", "A", "F", "bfs", "binary-heap")));
        assertEquals("lecture.graph has no heuristic table exact; its tables are underestimating and overestimating",
                problem(Sandbox.graph("lecture", "A", "F", "astar:exact", "binary-heap")));
        assertEquals("by-hand-dijkstra.graph has no heuristic table for astar; use dijkstra",
                problem(Sandbox.graph("by-hand-dijkstra", "S", "G", "astar", "binary-heap")));
        assertTrue(problem(Sandbox.graph("lecture", "A", "F", "astar", "")).startsWith("no open list given; the names are "));
    }

    @Test
    void everyGraphLoads() {
        for (String g : Sandbox.GRAPHS) {
            assertTrue(Sandbox.graph(g, "", "", "dijkstra", "indexed-heap").contains("no start node given; its nodes are "), g);
        }
    }
}
