package pathlab.coursework;

import java.util.List;

/**
 * The assignments: each has a notebook ({@code coursework/notebooks/ID-*.ipynb}), a class of
 * visible tests ({@code pathlab.coursework.a1.A1Visible}, on the kernel's class path), a class of
 * hidden tests ({@code A1Hidden}, only in grading), the library packages its graded code may use
 * (the notebook's and an honest solution's: graphs, the search's records and contracts...) and,
 * within them, the library classes its students must not call, since the assignment asks them to
 * write that part themselves ({@link GradedCodePolicy} checks both).
 */
public enum Assignment {
    A0("Search by hand", "your own listings",
            List.of("pathlab.graph", "pathlab.search", "pathlab.assignment"),
            List.of("AStar", "Dijkstra", "BreadthFirst", "costsFrom")),
    A1("Dijkstra", "your own search",
            List.of("pathlab.graph", "pathlab.search", "pathlab.trace", "pathlab.picture", "pathlab.assignment"),
            List.of("AStar", "Dijkstra", "Trace", "LectureExample", "BreadthFirst", "costsFrom")),
    A2("A*", "your own search",
            List.of("pathlab.graph", "pathlab.search", "pathlab.heuristic", "pathlab.trace", "pathlab.picture",
                    "pathlab.assignment"),
            List.of("AStar", "Dijkstra", "Trace", "LectureExample", "BreadthFirst", "costsFrom")),
    A3("Open lists", "your own open lists",
            List.of("pathlab.openlist", "pathlab.assignment"),
            List.of("BinaryHeap", "PlainIndexedHeap", "TunedBinaryHeap", "SortedList", "UnsortedList", "OpenListKind", "HeapWalkThrough")),
    A4("Heuristics on grids", "your own heuristics, components and table",
            List.of("pathlab.graph", "pathlab.grid", "pathlab.search", "pathlab.picture", "pathlab.assignment"),
            List.of("OctileHeuristic", "HexHeuristic", "ChebyshevHeuristic", "GridHeuristic", "Heuristics",
                    "ClusterTable", "ClusterHeuristic", "AStar", "Dijkstra", ".component", ".mayReach"));

    private final String title;
    private final String ownWork;
    private final List<String> libraryPackages;
    private final List<String> libraryParts;

    Assignment(String title, String ownWork, List<String> libraryPackages, List<String> libraryParts) {
        this.title = title;
        this.ownWork = ownWork;
        this.libraryPackages = libraryPackages;
        this.libraryParts = libraryParts;
    }

    public String title() {
        return title;
    }

    /** What the student writes themselves, for messages: "your own search". */
    public String ownWork() {
        return ownWork;
    }

    /** The library packages its graded code may use ({@code pathlab.graph}); the rest of the library is refused. */
    public List<String> libraryPackages() {
        return libraryPackages;
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
