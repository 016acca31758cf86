package pathlab.exercise;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import pathlab.Labelled;
import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.grid.BenchmarkSet;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.grid.ProjectMaps;
import pathlab.heuristic.TableHeuristic;
import pathlab.heuristic.names.Heuristics;
import pathlab.io.HtmlText;
import pathlab.openlist.OpenListKind;
import pathlab.picture.FillPicture;
import pathlab.picture.HtmlTable;
import pathlab.picture.StepPlayer;
import pathlab.search.AStar;
import pathlab.search.Costs;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.trace.GridTrace;
import pathlab.trace.Listing;
import pathlab.trace.Notation;
import pathlab.trace.Trace;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Experimenting in one line: a search of the student's choosing, by names, with its step player
 * and a comparison beside it. Every name is checked first, and bad input gives one line saying
 * what is wrong and what would be right ("the start (60,60) is a wall", "Q is not a node of
 * lecture.graph; its nodes are A, B, ..."), never an exception, so a notebook's sandbox cell can
 * be edited freely.
 *
 * <pre>
 *   display(Sandbox.grid("indoor", 5, 117, 120, 8, "octile", "binary-heap"), "text/html");
 *   display(Sandbox.graph("lecture", "A", "F", "astar", "binary-heap"), "text/html");
 * </pre>
 *
 * <p>On a grid map (a project map, {@link ProjectMaps}, or a Moving AI map downloaded with
 * {@code pathlab maps download}, {@link BenchmarkSet#find}), eight neighbours as in the notebooks,
 * the grid rules ({@link SearchOptions#grid()}): the player of A* with the heuristic named as
 * {@code pathlab solve --heuristic} names it ({@link Heuristics}), and its fill beside Dijkstra's
 * (the zero heuristic) on the same query. On a graph file of maps/ ({@link #GRAPHS}), the
 * lecture's rules ({@link SearchOptions#lecture()}): the player of Dijkstra or A* (with the file's
 * first heuristic table, or {@code astar:TABLE}), and its listing beside the other search's.
 * The open list is named as {@code --open-list} names it ({@link OpenListKind}); every one gives
 * the same search. The output is deterministic: the same input gives the same HTML.
 */
public final class Sandbox {
    /** The graph files of maps/ by name ({@code lecture} is maps/lecture.graph), shipped with the library. */
    public static final List<String> GRAPHS = List.of("lecture", "clusters", "by-hand-astar", "by-hand-dijkstra");

    /** The searches on a graph file. */
    public static final List<String> SEARCHES = List.of("dijkstra", "astar");

    /** How many maps of each downloaded Moving AI set a "no such map" line names as examples. */
    private static final int EXAMPLES = 3;

    private static final String PROBLEM = "<p class=\"pathlab-sandbox-problem\" style=\"color:#b00000\">";
    private static final String SIDE_BY_SIDE = "display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start";

    private Sandbox() {}

    /** Bad input: the message is the one line the student sees. */
    private static final class BadInput extends RuntimeException {
        BadInput(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * A* on a grid map from (startX, startY) to (goalX, goalY), as HTML: its step player, then its
     * fill beside Dijkstra's with both searches' counts; or one line saying what is wrong.
     *
     * @param map       indoor, outdoor, maze, or a downloaded Moving AI map such as den520d
     * @param heuristic a name as {@code pathlab solve --heuristic} takes it: octile, zero, landmarks:4, ...
     * @param openList  a name as {@code --open-list} takes it: binary-heap, unsorted, ...
     */
    public static String grid(String map, int startX, int startY, int goalX, int goalY, String heuristic, String openList) {
        try {
            String mapName = text(map);
            GridGraph grid = GridGraph.octile(gridMap(mapName));
            int start = cell(grid, mapName, "start", startX, startY);
            int goal = cell(grid, mapName, "goal", goalX, goalY);
            String why = grid.whyUnreachable(start, goal);
            if (why != null) {
                throw new BadInput(why);
            }
            Heuristic h = heuristic(text(heuristic), grid);
            SearchOptions options = SearchOptions.grid().withOpenList(openList(text(openList)));
            GridTrace trace = GridTrace.record(grid, start, goal, h, options);
            SearchResult chosen = trace.result();
            SearchResult dijkstra = new AStar(grid, options).search(start, goal, Heuristic.ZERO);
            String name = "A* " + heuristic;
            Table counts = Table.create("the same query, two heuristics",
                    StringColumn.create("search", "Dijkstra (zero)", name),
                    IntColumn.create("expanded", dijkstra.expanded(), chosen.expanded()),
                    IntColumn.create("closed", dijkstra.fill().closedCount(), chosen.fill().closedCount()),
                    DoubleColumn.create("path cost", Double.valueOf(Costs.format(dijkstra.cost())),
                            Double.valueOf(Costs.format(chosen.cost()))));
            return "<div class=\"pathlab-sandbox\">\n<p><b>" + HtmlText.escape(name) + "</b> on " + HtmlText.escape(mapName)
                    + " from " + grid.nodeName(start) + " to " + grid.nodeName(goal) + ", open list " + options.openList()
                    + ": " + HtmlText.escape(chosen.found() ? "path cost " + Costs.format(chosen.cost()) : chosen.toString())
                    + ", " + chosen.expanded() + " expanded</p>\n"
                    + StepPlayer.of(trace).html()
                    + HtmlTable.of(counts)
                    + "<img alt=\"the fills of Dijkstra and " + HtmlText.escape(name) + "\" src=\"data:image/png;base64,"
                    + Base64.getEncoder().encodeToString(FillPicture.png(FillPicture.compare(grid, dijkstra, "dijkstra", chosen, name)))
                    + "\">\n</div>\n";
        } catch (BadInput e) {
            return problem(e.getMessage());
        }
    }

    /**
     * Dijkstra or A* on a graph file of maps/ from node {@code start} to node {@code goal}, with
     * the lecture's rules, as HTML: its step player, then its listing beside the other search's;
     * or one line saying what is wrong.
     *
     * @param graph    lecture, clusters, by-hand-astar or by-hand-dijkstra ({@link #GRAPHS})
     * @param search   dijkstra, astar (with the file's first heuristic table) or astar:TABLE
     * @param openList a name as {@code --open-list} takes it: binary-heap, unsorted, ...
     */
    public static String graph(String graph, String start, String goal, String search, String openList) {
        try {
            String name = text(graph);
            if (!GRAPHS.contains(name)) {
                throw new BadInput(noSuch("graph", name) + "; the graphs are " + and(GRAPHS));
            }
            GraphFile file = GraphFile.resource("maps/" + name + ".graph");
            DirectedGraph g = file.graph();
            int from = node(file, name, "start", text(start));
            int to = node(file, name, "goal", text(goal));
            String table = table(file, name, text(search));
            SearchOptions options = SearchOptions.lecture().withOpenList(openList(text(openList)));
            String other = table == null ? file.heuristicNames().stream().findFirst().orElse(null) : null;
            Trace chosen = trace(file, from, to, table, options);
            StringBuilder h = new StringBuilder("<div class=\"pathlab-sandbox\">\n<p><b>").append(HtmlText.escape(title(table)))
                    .append("</b> on ").append(name).append(".graph from ").append(g.nodeName(from)).append(" to ")
                    .append(g.nodeName(to)).append(", open list ").append(options.openList()).append(": ")
                    .append(HtmlText.escape(chosen.result().toString())).append("</p>\n");
            if (table != null && file.heuristicTable(table)[to] != 0) {
                h.append("<p>The table ").append(HtmlText.escape(table)).append(" is not 0 at ").append(g.nodeName(to))
                        .append(": it estimates the cost to another goal, so A* may not find the cheapest path.</p>\n");
            }
            h.append(StepPlayer.of(chosen, file.positions()).html());
            h.append("<div style=\"").append(SIDE_BY_SIDE).append("\">\n").append(listing(title(table), chosen));
            if (table != null) {
                h.append(listing(title(null), trace(file, from, to, null, options)));
            } else if (other != null) {
                h.append(listing(title(other), trace(file, from, to, other, options)));
            } else {
                h.append("<p>").append(name).append(".graph has no heuristic table, so there is no A* to compare.</p>\n");
            }
            return h.append("</div>\n</div>\n").toString();
        } catch (BadInput e) {
            return problem(e.getMessage());
        }
    }

    // ------------------------------------------------------------------ grids

    /** A project map by name, or a downloaded Moving AI map. */
    private static GridMap gridMap(String name) {
        for (ProjectMaps.Entry e : ProjectMaps.ALL) {
            if (e.name().equals(name)) {
                return e.generate();
            }
        }
        // A plain file name only: a name with a folder in it (../x) is no map of ours.
        Path file = name.matches("[A-Za-z0-9][A-Za-z0-9_.-]*") ? Arrays.stream(BenchmarkSet.values())
                .flatMap(set -> set.find(name + ".map").stream()).findFirst().orElse(null) : null;
        if (file == null) {
            throw new BadInput((name.isEmpty() ? "no map given" : name + ": no such map") + "; the maps are "
                    + ProjectMaps.ALL.stream().map(ProjectMaps.Entry::name).collect(Collectors.joining(", "))
                    + ", and the Moving AI maps downloaded here (" + downloaded() + ")");
        }
        try {
            return GridMap.read(file);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw new BadInput(name + ": " + e.getMessage());
        }
    }

    /** Which Moving AI maps are here, by set with a few names each, or none and how to get them. */
    private static String downloaded() {
        List<String> sets = new ArrayList<>();
        for (BenchmarkSet set : BenchmarkSet.values()) {
            TreeSet<String> names = new TreeSet<>();
            for (Path place : BenchmarkSet.PLACES) {
                Path folder = place.resolve(set.folder());
                if (Files.isDirectory(folder)) {
                    try (Stream<Path> files = Files.list(folder)) {
                        files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".map"))
                                .forEach(f -> names.add(f.substring(0, f.length() - ".map".length())));
                    } catch (IOException e) {
                        // an unreadable folder has no maps to offer
                    }
                }
            }
            if (!names.isEmpty()) {
                sets.add(set.label() + ": " + names.size() + " such as " + String.join(", ", names.stream().limit(EXAMPLES).toList()));
            }
        }
        return sets.isEmpty() ? "none yet: ./pathlab maps download dao" : String.join("; ", sets);
    }

    /** The cell (x, y) as a node of the grid, if it is a passable cell of the map. */
    private static int cell(GridGraph grid, String map, String role, int x, int y) {
        GridMap m = grid.map();
        if (!m.contains(x, y)) {
            throw new BadInput("the " + role + " (" + x + "," + y + ") is outside the map " + map + " (x 0.."
                    + (m.width() - 1) + ", y 0.." + (m.height() - 1) + ")");
        }
        if (!m.passable(x, y)) {
            throw new BadInput("the " + role + " (" + x + "," + y + ") is a wall");
        }
        return grid.node(x, y);
    }

    /** The heuristic by its name; a name's argument that is wrong gives the heuristic's own message. */
    private static Heuristic heuristic(String spec, GridGraph grid) {
        String name = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        if (!Heuristics.NAMES.contains(name)) {
            throw new BadInput(noSuch("heuristic", spec) + "; the names are " + Heuristics.names());
        }
        try {
            return Heuristics.byName(spec, grid);
        } catch (IllegalArgumentException e) {
            throw new BadInput(e.getMessage());
        }
    }

    // ------------------------------------------------------------------ graphs

    /** The node of this name, if the graph has one. */
    private static int node(GraphFile file, String graph, String role, String name) {
        DirectedGraph g = file.graph();
        if (!g.hasNode(name)) {
            List<String> names = new ArrayList<>();
            for (int n = 0; n < g.nodeCount(); n++) {
                names.add(g.nodeName(n));
            }
            throw new BadInput((name.isEmpty() ? "no " + role + " node given" : name + " is not a node of " + graph + ".graph")
                    + "; its nodes are " + String.join(", ", names));
        }
        return g.node(name);
    }

    /** The heuristic table the search names: null for Dijkstra, the first one for plain astar. */
    private static String table(GraphFile file, String graph, String search) {
        if (search.equals("dijkstra")) {
            return null;
        }
        List<String> tables = List.copyOf(file.heuristicNames());
        if (!search.equals("astar") && !search.startsWith("astar:")) {
            throw new BadInput(noSuch("search", search) + "; the searches are dijkstra and astar"
                    + (tables.isEmpty() ? "" : " (astar:TABLE for one of the tables " + and(tables) + ")"));
        }
        if (tables.isEmpty()) {
            throw new BadInput(graph + ".graph has no heuristic table for astar; use dijkstra");
        }
        String table = search.equals("astar") ? tables.get(0) : search.substring("astar:".length());
        if (!tables.contains(table)) {
            throw new BadInput(graph + ".graph has no heuristic table " + table + "; its tables are " + and(tables));
        }
        return table;
    }

    /** Dijkstra (no table) or A* with the table, recorded. */
    private static Trace trace(GraphFile file, int from, int to, String table, SearchOptions options) {
        return table == null ? Trace.record(file.graph(), from, to, Heuristic.ZERO, options, Notation.DIJKSTRA)
                : Trace.record(file.graph(), from, to, TableHeuristic.of(file, table), options, Notation.ASTAR);
    }

    private static String title(String table) {
        return table == null ? "Dijkstra" : "A* (" + table + ")";
    }

    /** One search's listing under its title, a column of the side-by-side view. */
    private static String listing(String title, Trace trace) {
        return "<div><p><b>" + HtmlText.escape(title) + "</b>: " + HtmlText.escape(trace.result().toString()) + "</p>\n<pre>"
                + HtmlText.escape(Listing.of(trace)) + "</pre></div>\n";
    }

    // ------------------------------------------------------------------ names and messages

    /** The open list by its label. */
    private static OpenListKind openList(String label) {
        for (OpenListKind kind : OpenListKind.values()) {
            if (kind.label().equals(label)) {
                return kind;
            }
        }
        throw new BadInput(noSuch("open list", label) + "; the names are "
                + Arrays.stream(OpenListKind.values()).map(Labelled::label).collect(Collectors.joining(", ")));
    }

    /** A name as given; a missing one (null) reads as empty, which no name is. */
    private static String text(String s) {
        return s == null ? "" : s.strip();
    }

    /** "no heuristic named foo", or "no heuristic given" for an empty name. */
    private static String noSuch(String what, String name) {
        return name.isEmpty() ? "no " + what + " given" : "no " + what + " named " + name;
    }

    /** "a, b and c". */
    private static String and(List<String> names) {
        int last = names.size() - 1;
        return last < 1 ? String.join("", names) : String.join(", ", names.subList(0, last)) + " and " + names.get(last);
    }

    private static String problem(String message) {
        return PROBLEM + HtmlText.escape(message) + "</p>\n";
    }
}
