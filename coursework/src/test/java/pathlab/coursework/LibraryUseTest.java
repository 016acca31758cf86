package pathlab.coursework;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class LibraryUseTest {

    @Test
    void findsTheLibrarysSearchInACell() {
        String cells = "//// cell 3\nimport pathlab.search.*;\n//// cell 5\n"
                + "class MyDijkstra implements DijkstraSearch {\n  var r = new AStar(graph).search(s, g, Heuristic.ZERO);\n}\n";
        assertEquals(List.of("cell 5 uses the library's AStar"), LibraryUse.find(Assignment.A1, cells));
    }

    @Test
    void ignoresCommentsStringsAndTheStudentsOwnClasses() {
        String cells = "//// cell 1\n// not AStar, my own\n/* Dijkstra\n would */ String s = \"Trace\";\n"
                + "class Dijkstra implements DijkstraSearch { Dijkstra() {} }\nchar c = 'A';\n"
                + "//// cell 2\nvar d = new Dijkstra(); System.out.println(\"new AStar\");\n";
        assertEquals(List.of(), LibraryUse.find(Assignment.A1, cells));
    }
}
