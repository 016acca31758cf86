package pathlab.widget.graph;

import static pathlab.widget.live.MessageFields.number;
import static pathlab.widget.live.MessageFields.object;
import static pathlab.widget.live.MessageFields.text;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pathlab.graph.DirectedGraph;
import pathlab.graph.GraphFile;
import pathlab.graph.Positions;
import pathlab.heuristic.TableHeuristic;
import pathlab.io.Quote;
import pathlab.picture.FillPicture;
import pathlab.picture.GraphPicture;
import pathlab.picture.SvgPicture;
import pathlab.search.Costs;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.trace.Listing;
import pathlab.trace.Notation;
import pathlab.trace.Trace;
import pathlab.widget.Widget;
import pathlab.widget.live.WidgetsHere;

/**
 * A live picture of one of the lecture's small graphs: click a node to make it the start or the
 * goal, edit a connection's cost, choose Dijkstra or A* with one of the graph file's heuristic
 * tables, and watch the open and closed lists change beside the picture, iteration by iteration,
 * as the lecture lists them.
 *
 * <p>Idea: the graph, the start, the goal and the search live in the kernel. Each change records
 * the search again ({@link Trace}, with the lecture's options) and sends, for the iteration shown,
 * the picture the step player draws ({@link GraphPicture#iterationSvg}) and the lecture's listing
 * of that iteration ({@link Trace#listing(int)}), with the final path. The browser's module
 * ({@code livegraph.js} and {@code livegraph.css} beside this class) shows them, finds the node
 * under a click from the nodes' centres ({@link GraphPicture#centre}), and offers each
 * connection's cost as a field to edit. A cost that is not a number of at least 0, or a node that
 * is not in the graph, is one line under the picture, and the search stays as it was. Where widgets
 * do not show, the view is the picture of the iteration shown, so a saved notebook shows it too.
 *
 * <p>Cost per change: the search and its pictures, O(iterations × nodes) for a graph of a few
 * dozen nodes; a step, one picture and one listing.
 *
 * <p>Usage in a cell:
 * <pre>
 *   LiveGraph.of(GraphFile.lecture()).from("A").to("F").show();
 *   LiveGraph.of(GraphFile.lecture()).from("A").to("F").heuristic("overestimating").show();   // Example 3
 * </pre>
 * It needs the Pathlab kernel, as every {@link Widget}.
 */
public final class LiveGraph {

    /** What {@link #show} prints where there are no widgets. */
    static final String NO_WIDGETS = "the live graph needs the Pathlab kernel (pathlab-java) in a notebook: "
            + "here StepPlayer.of(trace) steps through a search";
    /** The heuristic that makes A* Dijkstra: every estimate 0. */
    static final String DIJKSTRA = "zero (Dijkstra)";
    /** The step shown when no step is chosen: the search's last iteration and its path. */
    static final int END = -1;

    private final GraphFile file;
    private final Positions positions;
    private DirectedGraph graph;
    private int start;
    private int goal;
    private String heuristic = DIJKSTRA;
    private Trace trace;
    private int step = END;
    private Widget widget;

    private LiveGraph(GraphFile file) {
        this.file = file;
        this.graph = file.graph();
        this.start = 0;
        this.goal = graph.nodeCount() - 1;
        this.positions = GraphPicture.positions(file, start, goal);
    }

    /** A live graph of the file's graph, at its positions (in layers from the first node to the last when it has none). */
    public static LiveGraph of(GraphFile file) {
        if (file.graph().nodeCount() == 0) {
            throw new IllegalArgumentException(file.source() + " has no node: a live graph needs one");
        }
        return new LiveGraph(file);
    }

    /** Searches from the node named {@code name}; an unknown name is an error listing the graph's. */
    public LiveGraph from(String name) {
        start = graph.node(name);
        return this;
    }

    /** Searches to the node named {@code name}; an unknown name is an error listing the graph's. */
    public LiveGraph to(String name) {
        goal = graph.node(name);
        return this;
    }

    /** Runs A* with the graph file's table {@code name} (or {@value #DIJKSTRA}) as its heuristic. */
    public LiveGraph heuristic(String name) {
        String why = choose(name);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        return this;
    }

    /** The heuristics offered: zero (Dijkstra) and the graph file's tables. */
    List<String> heuristics() {
        List<String> names = new ArrayList<>(List.of(DIJKSTRA));
        names.addAll(file.heuristicNames());
        return names;
    }

    /**
     * Opens the widget, runs the search and shows its last iteration; returns this live graph.
     * Where there are no widgets it prints one line saying so, and the notebook goes on.
     */
    public LiveGraph show() {
        if (!WidgetsHere.forClass(getClass())) {
            System.out.println(NO_WIDGETS);
            return this;
        }
        Map<String, Object> state = new LinkedHashMap<>(answer(0));
        List<Map<String, Object>> nodes = new ArrayList<>();
        for (int n = 0; n < graph.nodeCount(); n++) {
            int[] centre = GraphPicture.centre(positions, n);
            nodes.add(Map.of("name", graph.nodeName(n), "x", centre[0], "y", centre[1]));
        }
        state.put("nodes", nodes);
        state.put("radius", GraphPicture.RADIUS);
        state.put("heuristics", heuristics());
        state.put("_css", Widget.module(LiveGraph.class, "livegraph.css"));
        widget = Widget.open(toString(), Widget.module(LiveGraph.class, "livegraph.js"), state);
        widget.onMessage(this::received);
        widget.show(FillPicture.png(GraphPicture.iteration(trace, positions, shownIteration())));
        return this;
    }

    /** The widget the last {@link #show} opened. */
    public Widget widget() {
        if (widget == null) {
            throw new IllegalStateException("the " + this + " has no widget: show() opens one, on the Pathlab kernel");
        }
        return widget;
    }

    @Override
    public String toString() {
        return "live graph of " + file.source() + " (" + graph.nodeCount() + " nodes, " + graph.connectionCount()
                + " connections)";
    }

    /** Applies one message of the module and sets the answer. */
    void received(JsonElement content) {
        JsonObject message = object(content);
        String type = text(message, "type");
        int request = number(message, "request");
        if (type.equals("step")) {
            int to = number(message, "to");
            step = to < 0 || to >= trace.iterations() ? END : to;
            widget.set(view(request, null));
            return;
        }
        String refused = switch (type) {
            case "place" -> place(text(message, "what"), text(message, "node"));
            case "cost" -> cost(number(message, "connection"), text(message, "cost"));
            case "choose" -> choose(text(message, "heuristic"));
            default -> "the live graph does not know the message '" + Quote.text(type) + "'";
        };
        widget.set(refused == null ? answer(request) : view(request, refused));
    }

    /** Makes the node named {@code name} the start or the goal (null when done, else why not). */
    private String place(String what, String name) {
        if (!graph.hasNode(name)) {
            return "there is no node '" + Quote.text(name) + "' in the graph";
        }
        switch (what) {
            case "start" -> start = graph.node(name);
            case "goal" -> goal = graph.node(name);
            default -> {
                return "a click places the start or the goal, not '" + Quote.text(what) + "'";
            }
        }
        return null;
    }

    /** Sets a connection's cost, given as text: a number of at least 0 (the lecture's costs are never negative). */
    private String cost(int connection, String text) {
        if (connection < 0 || connection >= graph.connectionCount()) {
            return "there is no connection " + connection + " in the graph";
        }
        double cost;
        try {
            cost = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            cost = Double.NaN;
        }
        String name = graph.nodeName(graph.connectionFrom(connection)) + " -> "
                + graph.nodeName(graph.connectionTo(connection));
        if (!(cost >= 0) || Double.isInfinite(cost)) {
            return "the cost of " + name + " must be a number of at least 0, not '" + Quote.text(text) + "'";
        }
        graph = graph.withCost(connection, cost);
        return null;
    }

    /** Chooses the heuristic by name (null when done, else why not). */
    private String choose(String name) {
        if (!heuristics().contains(name)) {
            return "unknown heuristic '" + Quote.text(name) + "': choose one of " + String.join(", ", heuristics());
        }
        heuristic = name;
        return null;
    }

    /** Records the search again and returns its last iteration's view. */
    Map<String, Object> answer(int request) {
        boolean dijkstra = heuristic.equals(DIJKSTRA);
        Heuristic estimate = dijkstra ? Heuristic.ZERO : TableHeuristic.of(file, heuristic);
        trace = Trace.record(graph, start, goal, estimate, SearchOptions.lecture(),
                dijkstra ? Notation.DIJKSTRA : Notation.ASTAR);
        step = END;
        return view(request, null);
    }

    private int shownIteration() {
        return step == END ? trace.iterations() : step;
    }

    /**
     * What the module draws: the picture and the listing of the iteration shown, the path at the
     * search's end, the connections with their costs, the choices, one line, and the request answered.
     */
    private Map<String, Object> view(int request, String line) {
        int shown = shownIteration();
        Map<String, Object> state = new LinkedHashMap<>();
        SvgPicture picture = GraphPicture.iterationSvg(trace, positions, shown);
        state.put("svg", picture.svg());
        state.put("width", picture.width());
        state.put("listing", trace.listing(shown));
        state.put("path", Listing.finalPath(trace.result()));
        List<Map<String, Object>> connections = new ArrayList<>();
        for (int c = 0; c < graph.connectionCount(); c++) {
            connections.add(Map.of("from", graph.nodeName(graph.connectionFrom(c)),
                    "to", graph.nodeName(graph.connectionTo(c)), "cost", Costs.format(graph.connectionCost(c))));
        }
        state.put("connections", connections);
        state.put("start", graph.nodeName(start));
        state.put("goal", graph.nodeName(goal));
        state.put("heuristic", heuristic);
        state.put("step", step);
        state.put("iterations", trace.iterations());
        state.put("message", line != null ? line : (heuristic.equals(DIJKSTRA) ? "Dijkstra" : "A* with " + heuristic)
                + " from " + graph.nodeName(start) + " to " + graph.nodeName(goal) + ": " + trace.result());
        state.put("answered", request);
        return state;
    }
}
