package pathlab.coursework;

import java.util.List;

/**
 * The assignments: each has a notebook ({@code coursework/notebooks/ID-*.ipynb}), a class of
 * visible tests ({@code pathlab.coursework.a1.A1Visible}, on the kernel's class path), a class of
 * hidden tests ({@code A1Hidden}, only in grading) and the library classes its students must not
 * call, since the assignment asks them to write that part themselves.
 */
public enum Assignment {
    A1("Dijkstra", "your own search",
            List.of("AStar", "Dijkstra", "Trace", "LectureExample", "BreadthFirst", "costsFrom")),
    A2("A*", "your own search",
            List.of("AStar", "Dijkstra", "Trace", "LectureExample", "BreadthFirst", "costsFrom")),
    A3("Open lists", "your own open lists",
            List.of("BinaryHeap", "PlainIndexedHeap", "TunedBinaryHeap", "SortedList", "UnsortedList", "OpenListKind", "HeapWalkThrough")),
    A4("Heuristics on grids", "your own heuristics, components and table",
            List.of("OctileHeuristic", "HexHeuristic", "ChebyshevHeuristic", "GridHeuristic", "Heuristics",
                    "ClusterTable", "ClusterHeuristic", "AStar", "Dijkstra", ".component", ".mayReach"));

    private final String title;
    private final String ownWork;
    private final List<String> libraryParts;

    Assignment(String title, String ownWork, List<String> libraryParts) {
        this.title = title;
        this.ownWork = ownWork;
        this.libraryParts = libraryParts;
    }

    public String title() {
        return title;
    }

    /** What the student writes themselves, for messages: "your own search". */
    public String ownWork() {
        return ownWork;
    }

    /** Names of library classes, and of methods after a dot ({@code .component}), the student's code must not use. */
    public List<String> libraryParts() {
        return libraryParts;
    }

    /** The class of visible tests. */
    public String visibleTests() {
        return "pathlab.coursework." + name().toLowerCase() + "." + name() + "Visible";
    }

    /** The class of hidden tests. */
    public String hiddenTests() {
        return "pathlab.coursework." + name().toLowerCase() + "." + name() + "Hidden";
    }

    /** The assignment with this id ("A1"); an unknown id is an error naming the known ones. */
    public static Assignment byId(String id) {
        for (Assignment a : values()) {
            if (a.name().equalsIgnoreCase(id.trim())) {
                return a;
            }
        }
        throw new IllegalArgumentException("no assignment '" + id + "': the assignments are "
                + java.util.Arrays.toString(values()));
    }
}
