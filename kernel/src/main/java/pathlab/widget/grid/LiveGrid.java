package pathlab.widget.grid;

import static pathlab.widget.live.MessageFields.number;
import static pathlab.widget.live.MessageFields.object;
import static pathlab.widget.live.MessageFields.text;
import static pathlab.widget.live.MessageFields.whole;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.names.Heuristics;
import pathlab.io.Quote;
import pathlab.openlist.OpenListKind;
import pathlab.picture.FillPicture;
import pathlab.picture.GraphPicture;
import pathlab.search.AStar;
import pathlab.search.ChangeListener;
import pathlab.search.Costs;
import pathlab.search.Heuristic;
import pathlab.search.NodeChange;
import pathlab.search.NodeRecord;
import pathlab.search.NodeState;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.trace.GridTrace;
import pathlab.trace.Listing;
import pathlab.trace.Notation;
import pathlab.widget.Widget;
import pathlab.widget.live.WidgetsHere;

/**
 * A live map in a notebook: drag the start and the goal, paint and erase walls, choose the
 * heuristic and the open list, and the search runs again and is drawn as the lecture draws it
 * (closed, open, path); hovering a cell shows its record {@code X(Y,c,e)} with g, h and f; the
 * step control replays the search iteration by iteration, as the step player does. Two searches
 * of the same query can run side by side (Dijkstra beside A*, or two heuristics), as Red Blob
 * Games shows them: a drag or a wall painted on either map changes both.
 *
 * <p>Idea: the map, the start, the goal and each search's last fill live in the kernel, in the
 * widget's state; the browser's module ({@code livegrid.js} and {@code livegrid.css} beside this
 * class) draws them on a canvas per search and sends each change as one message. The kernel
 * applies it, runs the searches (the library's A*, or any {@link Search} of the student's, such as
 * their own A* from an assignment) and sets the new fills in one state update, packed as runs
 * ({@link #runs}: a list's value and how many cells in a row have it), so a 512x512 map's answer
 * is a few thousand numbers, not a record per cell. Each search's iterations are recorded as it
 * reports them ({@link GridTrace}); a step asks for the fills after iteration k, replayed from that
 * record. A hovered cell's record is asked for and answered by one message each way. A start or
 * goal on a wall or outside the map, or a search that fails, is one line under the map. Where
 * widgets do not show, the view is a still picture of the map and the searches as shown
 * ({@link #still}), so a notebook saved after a headless run, GitHub's viewer and an HTML export
 * show the map too.
 *
 * <p>Cost per change: the searches, plus O(cells) to pack the fills and the walls; a step,
 * O(changes up to it + cells); a hover, O(1); showing, O(cells) more for the still picture.
 * Memory: each search's record, a few ints per cell it reached.
 *
 * <p>Usage in a cell:
 * <pre>
 *   LiveGrid.of(GridMap.read(Path.of("../shared/maps/dao/den520d.map"))).from(30, 40).to(200, 300).show();
 *   LiveGrid.of(map).search("A*", LiveGrid.library()).beside("zero").show();   // A* beside Dijkstra
 *   LiveGrid mine = LiveGrid.of(map).search("my A*", q -&gt; new MyAStar(q.grid()).search(q.start(), q.goal(), q.heuristic())).show();
 *   mine.widget().timeLimit(Duration.ofSeconds(30));   // a slow search of one's own
 *   LiveGrid.of(GridMap.resource("maps/maze.map")).search("my A*", new MyAStar()::search).beside("octile").show();
 * </pre>
 * A search that reports its iterations to {@code q.listener()} (the library's {@link AStar} takes
 * it as its last argument), or an assignment's search that reports its steps ({@link OwnSearch}),
 * shows each cell's record on hover and can be stepped; any other still shows the lists and h. It
 * needs the Pathlab kernel, as every {@link Widget}.
 */
public final class LiveGrid {

    /** A search the live grid runs after each change: the library's A*, or a student's own. */
    @FunctionalInterface
    public interface Search {
        /** The search's result for {@code query}: its path and fill. */
        SearchResult find(Query query);
    }

    /**
     * One search to run on the grid from start to goal (node ids of {@code grid}), with the
     * heuristic and the options chosen in the widget; {@code listener} gets the iterations' records.
     */
    public record Query(GridGraph grid, int start, int goal, Heuristic heuristic, SearchOptions options,
                        ChangeListener listener) {

        /** The map searched, with the walls as painted. */
        public GridMap map() {
            return grid.map();
        }
    }

    /** The library's A*, as a live grid runs it unless told otherwise; each call gives a search of its own. */
    public static Search library() {
        return new LibraryAStar();
    }

    /**
     * The library's A* with the chosen heuristic and open list, its engine kept while the options
     * stay and moved to the new grid when walls are painted ({@link AStar#movedTo}): an engine holds
     * arrays over every cell (megabytes on a Dragon Age map), whose allocation cost a full garbage
     * collection of the kernel's small heap (50-140 ms on a 512x512 map) on every change.
     */
    private static final class LibraryAStar implements Search {
        private AStar engine;

        @Override
        public SearchResult find(Query q) {
            if (engine == null || !engine.options().equals(q.options())) {
                engine = null; // the old one's arrays are garbage before the new one's are made
                engine = new AStar(q.grid(), q.options());
            } else if (engine.graph() != q.grid()) {
                engine = engine.movedTo(q.grid());
            }
            return engine.search(q.start(), q.goal(), q.heuristic(), q.listener());
        }
    }

    /** What {@link #show} prints where there are no widgets. */
    static final String NO_WIDGETS = "the live grid needs the Pathlab kernel (pathlab-java) in a notebook: "
            + "here FillPicture.draw(grid, result) shows a search as a picture";

    /** The heuristics offered: the library's plain distances (the table heuristics are too slow to rebuild per change). */
    static final List<String> HEURISTICS = Heuristics.NAMES.subList(0, Heuristics.NAMES.indexOf("hex") + 1);
    /** The open lists offered: every kind the library has. */
    static final List<String> OPEN_LISTS = Arrays.stream(OpenListKind.values()).map(OpenListKind::label).toList();
    /**
     * The painter's colours by index, the step player's: unvisited, open, closed, wall, path,
     * start, goal, and the current node N of a step.
     */
    static final List<String> COLOURS = Stream.of(FillPicture.UNVISITED_RGB, FillPicture.OPEN_RGB,
            FillPicture.CLOSED_RGB, FillPicture.WALL_RGB, FillPicture.PATH_RGB, FillPicture.START_RGB,
            FillPicture.GOAL_RGB, GraphPicture.CURRENT_RGB).map(rgb -> String.format("#%06x", rgb)).toList();
    /** How many searches a live grid shows side by side, at most. */
    static final int MOST_SIDES = 2;
    /** The step shown when no step is chosen: each search's end, with its path. */
    static final int END = -1;
    /** The most changes a search's record keeps per cell of the map: a search that reports more is not steppable past them. */
    static final int CHANGES_PER_CELL = 16;

    private final GridGraph first;
    private GridGraph grid;
    private int[] start;
    private int[] goal;
    private final List<Side> sides = new ArrayList<>();
    private Widget widget;
    /** The map whose walls the browser has. */
    private GridMap drawn;
    /** The iteration shown, or {@link #END}. */
    private int step = END;

    private LiveGrid(GridGraph grid) {
        this.first = grid;
        this.grid = grid;
        this.start = corner(grid.map(), 0);
        this.goal = corner(grid.map(), grid.nodeCount() - 1);
        sides.add(new Side("the library's A*", library(), Heuristics.defaultName(grid)));
    }

    /** A live grid on the map, eight neighbours per cell (octile moves); start and goal the first and last open cells. */
    public static LiveGrid of(GridMap map) {
        return of(GridGraph.octile(map));
    }

    /** A live grid on the grid, with its moves and costs (painted walls keep them: {@link GridGraph#withMap}). */
    public static LiveGrid of(GridGraph grid) {
        return new LiveGrid(grid);
    }

    /** Places the start at (x, y). */
    public LiveGrid from(int x, int y) {
        start = new int[] {x, y};
        return this;
    }

    /** Places the goal at (x, y). */
    public LiveGrid to(int x, int y) {
        goal = new int[] {x, y};
        return this;
    }

    /** Runs {@code search} (named {@code name} in the widget) instead of the library's A*. */
    public LiveGrid search(String name, Search search) {
        Side main = sides.get(0);
        sides.set(0, new Side(name, search, main.heuristic));
        return this;
    }

    /**
     * Runs a search of one's own that returns its path as connections and reports whole steps, as
     * the assignments' searches do ({@link OwnSearch}: {@code new MyAStar()::search}), instead of
     * the library's A*; it is stepped and hovered like the library's.
     */
    public LiveGrid search(String name, OwnSearch search) {
        return search(name, new OwnSearchOnGrid(search));
    }

    /** Chooses the first search's heuristic by name ({@code "zero"} for Dijkstra); the widget's menu changes it too. */
    public LiveGrid heuristic(String name) {
        checkHeuristic(name);
        sides.get(0).heuristic = name;
        return this;
    }

    /**
     * Shows the library's A* with the heuristic named ({@code "zero"}: Dijkstra) beside the first
     * search, on the same map and query; an unknown name is an error listing the ones offered.
     */
    public LiveGrid beside(String heuristic) {
        checkHeuristic(heuristic);
        return beside(new Side(heuristic.equals("zero") ? "Dijkstra" : "A* " + heuristic, library(), heuristic));
    }

    /** Shows {@code search} (named {@code name}) beside the first search, on the same map and query. */
    public LiveGrid beside(String name, Search search) {
        return beside(new Side(name, search, Heuristics.defaultName(grid)));
    }

    private LiveGrid beside(Side side) {
        if (sides.size() == MOST_SIDES) {
            throw new IllegalStateException("a live grid shows at most " + MOST_SIDES + " searches side by side");
        }
        sides.add(side);
        return this;
    }

    private static void checkHeuristic(String name) {
        if (!HEURISTICS.contains(name)) {
            throw new IllegalArgumentException("unknown heuristic '" + name + "': choose one of "
                    + String.join(", ", HEURISTICS));
        }
    }

    /**
     * Opens the widget, runs the searches once and shows the map; returns this live grid. Where there
     * are no widgets (JJava or IJava, whose class path has this class but not the kernel's, or
     * plain JShell) it prints one line saying so and shows nothing, so a notebook still runs.
     */
    public LiveGrid show() {
        if (!WidgetsHere.forClass(getClass())) {
            System.out.println(NO_WIDGETS);
            return this;
        }
        drawn = null; // a new widget gets the walls
        Map<String, Object> state = new LinkedHashMap<>(answer(0));
        state.put("width", grid.map().width());
        state.put("height", grid.map().height());
        state.put("heuristics", HEURISTICS);
        state.put("openLists", OPEN_LISTS);
        state.put("colours", COLOURS);
        state.put("_css", Widget.module(LiveGrid.class, "livegrid.css"));
        widget = Widget.open(toString(), Widget.module(LiveGrid.class, "livegrid.js"), state);
        widget.onMessage(this::received);
        widget.show(FillPicture.png(still()));
        return this;
    }

    /** The widget the last {@link #show} opened: its id, its handlers' time limit ({@link Widget#timeLimit}). */
    public Widget widget() {
        if (widget == null) {
            throw new IllegalStateException("the " + this + " has no widget: show() opens one, on the Pathlab kernel");
        }
        return widget;
    }

    /**
     * The map and the searches as a picture ({@link FillPicture}, two searches side by side): what a
     * notebook shows where widgets do not (a saved notebook, GitHub's viewer, an HTML export, an
     * untrusted notebook).
     */
    BufferedImage still() {
        List<Side> found = sides.stream().filter(side -> side.result != null).toList();
        if (found.size() == 2) {
            return FillPicture.compare(grid, found.get(0).result, found.get(0).title(),
                    found.get(1).result, found.get(1).title());
        }
        if (found.size() == 1) {
            return FillPicture.draw(grid, found.get(0).result);
        }
        int[] noClass = new int[grid.nodeCount()];
        Arrays.fill(noClass, -1);
        return FillPicture.drawCells(grid, noClass);
    }

    /** What a front end without widgets shows: the map and the searches. */
    @Override
    public String toString() {
        return "live grid of map " + first.map().name() + " (" + first.map().width() + "x" + first.map().height()
                + "), searched by " + String.join(" and by ", sides.stream().map(side -> side.name).toList());
    }

    /** Applies one message of the module and sets the answer; a hover is answered by a message. */
    void received(JsonElement content) {
        JsonObject message = object(content);
        String type = text(message, "type");
        int side = message.has("side") ? number(message, "side") : 0;
        if (side < 0 || side >= sides.size()) {
            widget.set(saying(view(number(message, "request")), "there is no search " + side + " in this live grid"));
            return;
        }
        if (type.equals("record")) {
            widget.send(Map.of("type", "record", "side", side,
                    "text", sides.get(side).record(number(message, "x"), number(message, "y"))));
            return;
        }
        if (type.equals("step")) {
            int to = number(message, "to");
            step = to < 0 || to >= iterations() ? END : to;
            widget.set(view(number(message, "request")));
            return;
        }
        String note = switch (type) {
            case "move" -> move(text(message, "what"), number(message, "x"), number(message, "y"));
            case "paint" -> paint(message.get("cells"), text(message, "wall").equals("true"));
            case "choose" -> sides.get(side).choose(text(message, "heuristic"), text(message, "openList"));
            default -> "the live grid does not know the message '" + Quote.text(type) + "'";
        };
        Map<String, Object> state = answer(number(message, "request"));
        widget.set(note == null ? state : saying(state, note));
    }

    /** The state with each side's line replaced by {@code line}: what was refused, and why. */
    private static Map<String, Object> saying(Map<String, Object> state, String line) {
        for (Object side : (List<?>) state.get("sides")) {
            @SuppressWarnings("unchecked")
            Map<String, Object> shown = (Map<String, Object>) side;
            shown.put("message", line);
        }
        return state;
    }

    /** Moves the start or the goal; refused outside the map (null when done, else the line saying why). */
    private String move(String what, int x, int y) {
        if (!grid.map().contains(x, y)) {
            return what + " (" + x + "," + y + ") is outside the map " + grid.map().name() + ": it stays where it was";
        }
        switch (what) {
            case "start" -> start = new int[] {x, y};
            case "goal" -> goal = new int[] {x, y};
            default -> {
                return "only the start and the goal can be dragged, not '" + Quote.text(what) + "'";
            }
        }
        return null;
    }

    /**
     * Builds walls on (or breaks them off) the cells, flat x, y pairs; the start, the goal and
     * cells outside stay, and the rest is painted and searched with one line saying so.
     */
    private String paint(JsonElement cells, boolean wall) {
        if (cells == null || !cells.isJsonArray()) {
            return "a paint message names no cells";
        }
        JsonArray xy = cells.getAsJsonArray();
        GridMap map = grid.map();
        int skipped = 0;
        for (int i = 0; i + 1 < xy.size(); i += 2) {
            int x = whole(xy.get(i));
            int y = whole(xy.get(i + 1));
            boolean endpoint = Arrays.equals(start, new int[] {x, y}) || Arrays.equals(goal, new int[] {x, y});
            if (!map.contains(x, y) || endpoint) {
                skipped++;
            } else if (map.passable(x, y) == wall) {
                map = map.withCell(x, y, wall ? '@' : '.');
            }
        }
        if (map != grid.map()) {
            grid = grid.withMap(map);
        }
        return skipped == 0 ? null
                : skipped + " cell(s) not painted: a wall goes neither on the start, the goal, nor outside the map";
    }

    /**
     * Runs every search and returns what the module draws, at each search's end: the walls (when
     * they changed), start, goal, each side's choices, fill, path and line, and the request answered.
     */
    Map<String, Object> answer(int request) {
        step = END;
        GridMap map = grid.map();
        String line = misplaced(map, "start", start);
        if (line == null) {
            line = misplaced(map, "goal", goal);
        }
        for (Side side : sides) {
            side.search(line);
        }
        return view(request);
    }

    /** What the module draws at the step shown: the walls when they changed, and each side as it was after that step. */
    private Map<String, Object> view(int request) {
        GridMap map = grid.map();
        Map<String, Object> state = new LinkedHashMap<>();
        if (map != drawn) { // the walls go to the browser when they changed, the rest each time
            byte[] walls = new byte[map.cellCount()];
            for (int cell = 0; cell < walls.length; cell++) {
                walls[cell] = (byte) (map.passable(cell) ? 0 : 1);
            }
            state.put("walls", runs(walls));
            drawn = map;
        }
        state.put("start", start);
        state.put("goal", goal);
        state.put("step", step);
        state.put("iterations", iterations());
        state.put("sides", sides.stream().map(side -> side.view(step)).toList());
        state.put("answered", request);
        return state;
    }

    /** The most iterations one of the searches recorded: the step control's range. */
    private int iterations() {
        return sides.stream().mapToInt(Side::iterations).max().orElse(0);
    }

    /** Why a start or goal at (x, y) cannot be searched from ({@link GridMap#checkPassable}), or null. */
    private static String misplaced(GridMap map, String role, int[] xy) {
        try {
            map.checkPassable(role, xy[0], xy[1]);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /**
     * One search of the widget, with its choices and its last run: its result, its record of
     * iterations for the step control, each reached cell's latest record for hovering, and the
     * lists as shown (after the step shown).
     */
    private final class Side {
        final String name;
        final Search search;
        String heuristic;
        OpenListKind openList = SearchOptions.grid().openList();
        Heuristic estimate = Heuristic.ZERO;
        final Records records = new Records(first.nodeCount());
        /** The last run: its result (null when it did not run or failed), its iterations and its line. */
        SearchResult result;
        GridTrace trace;
        String line = "";
        /** Each cell's list as shown (0 unvisited, 1 open, 2 closed). */
        final byte[] fill = new byte[first.nodeCount()];

        Side(String name, Search search, String heuristic) {
            this.name = name;
            this.search = search;
            this.heuristic = heuristic;
        }

        /** The name with the choices, as the still picture labels it. */
        String title() {
            return name + " (" + heuristic + ", " + openList.label() + ")";
        }

        /** Chooses the heuristic and the open list by their names (an empty name keeps the current one). */
        String choose(String heuristicName, String openListName) {
            if (!heuristicName.isEmpty()) {
                if (!HEURISTICS.contains(heuristicName)) {
                    return "unknown heuristic '" + Quote.text(heuristicName) + "': choose one of " + String.join(", ", HEURISTICS);
                }
                heuristic = heuristicName;
            }
            if (!openListName.isEmpty()) {
                if (!OPEN_LISTS.contains(openListName)) {
                    return "unknown open list '" + Quote.text(openListName) + "': choose one of "
                            + String.join(", ", OPEN_LISTS);
                }
                openList = OpenListKind.byLabel(openListName);
            }
            return null;
        }

        /** Runs the search, unless {@code misplaced} says why it cannot; a failure is the line. */
        void search(String misplaced) {
            result = null;
            trace = null;
            records.clear();
            estimate = Heuristics.byName(heuristic, grid);
            if (misplaced != null) {
                line = misplaced;
                return;
            }
            try {
                long began = System.nanoTime();
                int from = grid.node(start[0], start[1]);
                int to = grid.node(goal[0], goal[1]);
                SearchOptions options = SearchOptions.grid().withOpenList(openList);
                GridTrace run = GridTrace.record(grid, recorder ->
                        search.find(new Query(grid, from, to, estimate, options, records.and(recorder))));
                long millis = (System.nanoTime() - began) / 1_000_000;
                SearchResult found = run.result();
                if (found == null) {
                    line = name + " returned no result (null): a search returns its SearchResult";
                    return;
                }
                result = found;
                trace = run;
                line = title() + ": " + (found.found()
                        ? "path of " + found.nodes().size() + " cells, cost " + Costs.format(found.cost())
                        : "no path" + found.because()) + "; " + found.iterations() + " iterations, "
                        + found.fill().closedCount() + " closed, " + found.fill().openCount() + " open, " + millis + " ms";
            } catch (RuntimeException e) {
                line = name + " failed: " + e;
            }
        }

        /** The iterations recorded (0 when it did not run or reported none). */
        int iterations() {
            return trace == null ? 0 : trace.iterations();
        }

        /**
         * What the module draws of this side after {@code step} ({@link #END}: the search's end):
         * its choices, each cell's list packed as runs, its path (at the end), the current node N of
         * the step (-1 for none) and its line.
         */
        Map<String, Object> view(int step) {
            Arrays.fill(fill, (byte) 0);
            Map<String, Object> shown = new LinkedHashMap<>();
            shown.put("search", name);
            shown.put("heuristic", heuristic);
            shown.put("openList", openList.label());
            int current = -1;
            String message = line;
            if (result != null && (step == END || step >= iterations())) {
                for (int node : result.fill().reached()) {
                    fill[node] = (byte) result.fill().state(node).ordinal();
                }
                shown.put("path", result.nodes().stream().mapToInt(Integer::intValue).toArray());
                if (step != END) {
                    message = "ended at [" + iterations() + "]: " + line;
                }
            } else {
                if (trace != null) {
                    current = replay(step);
                    message = stepLine(step, current);
                }
                shown.put("path", new int[0]);
            }
            shown.put("fill", runs(fill));
            shown.put("current", current);
            shown.put("message", message);
            return shown;
        }

        /** Sets the fill to the lists after iteration {@code step}; returns that iteration's current node, or -1. */
        private int replay(int step) {
            for (int i = 0; i <= step; i++) {
                int current = trace.current(i);
                if (current >= 0 && current < fill.length) {
                    fill[current] = (byte) NodeState.CLOSED.ordinal();
                }
                for (int node : trace.opened(i)) {
                    if (node >= 0 && node < fill.length) { // a student's search may report anything
                        fill[node] = (byte) NodeState.OPEN.ordinal();
                    }
                }
            }
            int current = trace.current(step);
            return current >= 0 && current < fill.length ? current : -1;
        }

        /** The line of a step: {@code [k] N: (x,y) g = c, f = e}, with the lists' sizes. */
        private String stepLine(int step, int current) {
            int open = 0;
            int closed = 0;
            for (byte list : fill) {
                open += list == NodeState.OPEN.ordinal() ? 1 : 0;
                closed += list == NodeState.CLOSED.ordinal() ? 1 : 0;
            }
            String taken = current < 0 ? "the start goes on the open list"
                    : "N: " + grid.nodeName(current) + " g = " + Costs.format(trace.costSoFar(step))
                    + ", f = " + Costs.format(trace.estimatedTotalCost(step));
            return title() + " [" + step + "] " + taken + "; " + closed + " closed, " + open + " open";
        }

        /** The hovered cell's record in the lecture's notation, {@code X(Y,c,e)}, with its list, g, h and f. */
        String record(int x, int y) {
            GridMap map = grid.map();
            if (!map.contains(x, y)) {
                return "(" + x + "," + y + ") is outside the map";
            }
            int node = grid.node(x, y);
            String name = grid.nodeName(node);
            if (!map.passable(x, y)) {
                return name + " wall '" + map.terrain(x, y) + "'";
            }
            String list = NodeState.values()[fill[node]].name().toLowerCase();
            String h = map.contains(goal[0], goal[1])
                    ? "h = " + Costs.format(estimate.estimate(node, grid.node(goal[0], goal[1]))) : "";
            NodeRecord r = fill[node] == 0 ? null : records.of(node);
            if (r == null) {
                return name + " " + list + (h.isEmpty() ? "" : ": " + h)
                        + (records.reported ? "" : " (this search reports no records)");
            }
            return Listing.record(grid, r, Notation.ASTAR) + " " + list + ": g = " + Costs.format(r.costSoFar())
                    + (h.isEmpty() ? "" : ", " + h) + ", f = " + Costs.format(r.estimatedTotalCost())
                    + ", parent " + (r.from() < 0 ? "none" : grid.nodeName(r.from()))
                    + (step == END ? "" : " (its record as the search ended)");
        }
    }

    /**
     * The values packed as runs: value, count, value, count, ... in order, each count the number of
     * cells in a row with that value (row by row, the map's cell order).
     */
    static int[] runs(byte[] values) {
        int[] out = new int[16];
        int n = 0;
        for (int i = 0; i < values.length; ) {
            int j = i;
            while (j < values.length && values[j] == values[i]) {
                j++;
            }
            if (n + 2 > out.length) {
                out = Arrays.copyOf(out, 2 * out.length);
            }
            out[n++] = values[i];
            out[n++] = j - i;
            i = j;
        }
        return Arrays.copyOf(out, n);
    }

    /** The first open cell from {@code cell} on, forwards from the first cell or backwards from the last. */
    private static int[] corner(GridMap map, int cell) {
        int step = cell == 0 ? 1 : -1;
        for (int c = cell; c >= 0 && c < map.cellCount(); c += step) {
            if (map.passable(c)) {
                return new int[] {map.x(c), map.y(c)};
            }
        }
        return new int[] {map.x(cell), map.y(cell)};
    }

    /**
     * A search's records as it reported them: each node's latest, for hovering. It passes each
     * report on to the search's record of iterations ({@link #and}) until that holds
     * {@link #CHANGES_PER_CELL} changes per cell: a search of one's own that reports in a loop
     * stops being recorded there rather than filling the kernel's memory.
     */
    private static final class Records implements ChangeListener {
        private final NodeRecord[] byNode;
        private boolean reported;
        private long changes;

        Records(int nodes) {
            byNode = new NodeRecord[nodes];
        }

        void clear() {
            Arrays.fill(byNode, null);
            reported = false;
            changes = 0;
        }

        @Override
        public void changed(int iteration, int current, List<NodeChange> changes) {
            reported = true;
            for (NodeChange c : changes) {
                int node = c.record().node();
                if (node >= 0 && node < byNode.length) {
                    byNode[node] = c.record();
                }
            }
        }

        /** These records, and {@code recorder} while the changes fit. */
        ChangeListener and(ChangeListener recorder) {
            return (iteration, current, reported) -> {
                changed(iteration, current, reported);
                changes += reported.size() + 1;
                if (changes <= (long) CHANGES_PER_CELL * byNode.length) {
                    recorder.changed(iteration, current, reported);
                }
            };
        }

        NodeRecord of(int node) {
            return byNode[node];
        }
    }
}
