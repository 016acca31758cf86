package pathlab.widget.grid;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import pathlab.grid.GridGraph;
import pathlab.grid.GridMap;
import pathlab.heuristic.names.Heuristics;
import pathlab.openlist.OpenListKind;
import pathlab.picture.FillPicture;
import pathlab.search.AStar;
import pathlab.search.ChangeListener;
import pathlab.search.Costs;
import pathlab.search.Heuristic;
import pathlab.search.NodeChange;
import pathlab.search.NodeRecord;
import pathlab.search.NodeState;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;
import pathlab.trace.Listing;
import pathlab.trace.Notation;
import pathlab.widget.Widget;

/**
 * A live map in a notebook: drag the start and the goal, paint and erase walls, choose the
 * heuristic and the open list, and the search runs again and is drawn as the lecture draws it
 * (closed, open, path); hovering a cell shows its record {@code X(Y,c,e)} with g, h and f.
 *
 * <p>Idea: the map, the start, the goal and the last search's fill live in the kernel, in the
 * widget's state; the browser's module ({@code livegrid.js} and {@code livegrid.css} beside this class) draws them on a
 * canvas and sends each change as one message. The kernel applies it, runs the search (the
 * library's A*, or any {@link Search} of the student's, such as their own A* from an assignment)
 * and sets the new fill in one state update, packed as runs ({@link #runs}: a list's value and how
 * many cells in a row have it), so a 512x512 map's answer is a few thousand numbers, not a record
 * per cell. A hovered cell's record is asked for and answered by one message each way. A start or
 * goal on a wall or outside the map, or a search that fails, is one line under the map. Where
 * widgets do not show, the view is a still picture of the map and the search as shown
 * ({@link #still}), so a notebook saved after a headless run, GitHub's viewer and an HTML export
 * show the map too.
 *
 * <p>Cost per change: the search, plus O(cells) to pack the fill and the walls; a hover is O(1);
 * showing, O(cells) more for the still picture.
 *
 * <p>Usage in a cell:
 * <pre>
 *   LiveGrid.of(GridMap.read(Path.of("../shared/maps/dao/den520d.map"))).from(30, 40).to(200, 300).show();
 *   LiveGrid mine = LiveGrid.of(map).search("my A*", q -&gt; new MyAStar(q.grid()).search(q.start(), q.goal(), q.heuristic())).show();
 *   mine.widget().timeLimit(Duration.ofSeconds(30));   // a slow search of one's own
 * </pre>
 * A search that reports its iterations to {@code q.listener()} (the library's {@link AStar} takes
 * it as its last argument) shows each cell's record on hover; any other still shows the lists
 * and h. It needs the Pathlab kernel, as every {@link Widget}.
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
    /** The painter's colours by index, the step player's: unvisited, open, closed, wall, path, start, goal. */
    static final List<String> COLOURS = Stream.of(FillPicture.UNVISITED_RGB, FillPicture.OPEN_RGB,
            FillPicture.CLOSED_RGB, FillPicture.WALL_RGB, FillPicture.PATH_RGB, FillPicture.START_RGB,
            FillPicture.GOAL_RGB).map(rgb -> String.format("#%06x", rgb)).toList();

    private final GridGraph first;
    private GridGraph grid;
    private int[] start;
    private int[] goal;
    private String heuristic;
    private OpenListKind openList = SearchOptions.grid().openList();
    private String searchName = "the library's A*";
    private Search search = new LibraryAStar();
    private Widget widget;
    /** The map whose walls the browser has. */
    private GridMap drawn;
    private final Records records;
    /** The last search's heuristic, each cell's list (0 unvisited, 1 open, 2 closed) and its path's cells. */
    private Heuristic estimate = Heuristic.ZERO;
    private final byte[] fill;
    private int[] path = new int[0];
    /** The last search's result, or null when it did not run or failed: what the still picture draws. */
    private SearchResult result;

    private LiveGrid(GridGraph grid) {
        this.first = grid;
        this.grid = grid;
        this.heuristic = Heuristics.defaultName(grid);
        this.records = new Records(grid.nodeCount());
        this.fill = new byte[grid.nodeCount()];
        this.start = corner(grid.map(), 0);
        this.goal = corner(grid.map(), grid.nodeCount() - 1);
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
        this.searchName = name;
        this.search = search;
        return this;
    }

    /**
     * Opens the widget, runs the search once and shows the map; returns this live grid. Where there
     * are no widgets (JJava or IJava, whose class path has this class but not the kernel's, or
     * plain JShell) it prints one line saying so and shows nothing, so a notebook still runs.
     */
    public LiveGrid show() {
        if (!widgetsHere()) {
            System.out.println(NO_WIDGETS);
            return this;
        }
        drawn = null; // a new widget gets the walls
        Map<String, Object> state = new LinkedHashMap<>(answer(0));
        state.put("width", grid.map().width());
        state.put("height", grid.map().height());
        state.put("search", searchName);
        state.put("heuristics", HEURISTICS);
        state.put("openLists", Arrays.stream(OpenListKind.values()).map(OpenListKind::label).toList());
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
     * Whether widgets can be shown: the kernel's widget classes are on the class path (not on JJava
     * or IJava, which load this class from the cells' jar alone) and a notebook's kernel is running.
     */
    private static boolean widgetsHere() {
        return LiveGrid.class.getClassLoader().getResource("pathlab/widget/Widget.class") != null && Widget.available();
    }

    /**
     * The map and the search as a picture ({@link FillPicture}): what a notebook shows where
     * widgets do not (a saved notebook, GitHub's viewer, an HTML export, an untrusted notebook).
     */
    BufferedImage still() {
        if (result != null) {
            return FillPicture.draw(grid, result);
        }
        int[] noClass = new int[grid.nodeCount()];
        Arrays.fill(noClass, -1);
        return FillPicture.drawCells(grid, noClass);
    }

    /** What a front end without widgets shows: the map and the search. */
    @Override
    public String toString() {
        return "live grid of map " + first.map().name() + " (" + first.map().width() + "x" + first.map().height()
                + "), searched by " + searchName;
    }

    /** Applies one message of the module and sets the answer; a hover is answered by a message. */
    void received(JsonElement content) {
        JsonObject message = content != null && content.isJsonObject() ? content.getAsJsonObject() : new JsonObject();
        String type = text(message, "type");
        if (type.equals("record")) {
            widget.send(Map.of("type", "record", "text", record(number(message, "x"), number(message, "y"))));
            return;
        }
        String refused = switch (type) {
            case "move" -> move(text(message, "what"), number(message, "x"), number(message, "y"));
            case "paint" -> paint(message.get("cells"), text(message, "wall").equals("true"));
            case "choose" -> choose(text(message, "heuristic"), text(message, "openList"));
            default -> "the live grid does not know the message '" + type + "'";
        };
        Map<String, Object> state = answer(number(message, "request"));
        if (refused != null) {
            state.put("message", refused);
        }
        widget.set(state);
    }

    /** Moves the start or the goal; refused outside the map (null when done). */
    private String move(String what, int x, int y) {
        if (!grid.map().contains(x, y)) {
            return what + " (" + x + "," + y + ") is outside the map " + grid.map().name() + ": it stays where it was";
        }
        switch (what) {
            case "start" -> start = new int[] {x, y};
            case "goal" -> goal = new int[] {x, y};
            default -> {
                return "only the start and the goal can be dragged, not '" + what + "'";
            }
        }
        return null;
    }

    /** Builds walls on (or breaks them off) the cells, flat x, y pairs; the start, the goal and cells outside stay. */
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

    /** Chooses the heuristic and the open list by their names (an empty name keeps the current one). */
    private String choose(String heuristicName, String openListName) {
        if (!heuristicName.isEmpty()) {
            if (!HEURISTICS.contains(heuristicName)) {
                return "unknown heuristic '" + heuristicName + "': choose one of " + String.join(", ", HEURISTICS);
            }
            heuristic = heuristicName;
        }
        if (!openListName.isEmpty()) {
            try {
                openList = OpenListKind.byLabel(openListName);
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
        }
        return null;
    }

    /**
     * Runs the search and returns what the module draws: the walls (when they changed), start,
     * goal, choices, the fill as runs of list codes (0 unvisited, 1 open, 2 closed), the path's
     * cells, one line, and the request answered.
     */
    Map<String, Object> answer(int request) {
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
        state.put("heuristic", heuristic);
        state.put("openList", openList.label());
        Arrays.fill(fill, (byte) 0);
        path = new int[0];
        result = null;
        estimate = Heuristics.byName(heuristic, grid);
        records.clear();
        String line = misplaced(map, "start", start);
        if (line == null) {
            line = misplaced(map, "goal", goal);
        }
        state.put("message", line == null ? search() : line);
        state.put("fill", runs(fill));
        state.put("path", path);
        state.put("answered", request);
        return state;
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

    /** Runs the search, keeps its fill, path and records, and returns its line: a search's failure is that line. */
    private String search() {
        try {
            long began = System.nanoTime();
            SearchResult found = search.find(new Query(grid, grid.node(start[0], start[1]), grid.node(goal[0], goal[1]),
                    estimate, SearchOptions.grid().withOpenList(openList), records));
            long millis = (System.nanoTime() - began) / 1_000_000;
            for (int node : found.fill().reached()) {
                fill[node] = (byte) found.fill().state(node).ordinal();
            }
            path = found.nodes().stream().mapToInt(Integer::intValue).toArray();
            result = found;
            return searchName + " (" + heuristic + ", " + openList.label() + "): " + (found.found()
                    ? "path of " + path.length + " cells, cost " + Costs.format(found.cost())
                    : "no path" + found.because()) + "; " + found.iterations() + " iterations, "
                    + found.fill().closedCount() + " closed, " + found.fill().openCount() + " open, " + millis + " ms";
        } catch (RuntimeException e) {
            return searchName + " failed: " + e;
        }
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
        NodeRecord r = records.of(node);
        if (r == null) {
            return name + " " + list + (h.isEmpty() ? "" : ": " + h)
                    + (records.reported ? "" : " (this search reports no records)");
        }
        return Listing.record(grid, r, Notation.ASTAR) + " " + list + ": g = " + Costs.format(r.costSoFar())
                + (h.isEmpty() ? "" : ", " + h) + ", f = " + Costs.format(r.estimatedTotalCost())
                + ", parent " + (r.from() < 0 ? "none" : grid.nodeName(r.from()));
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

    private static String text(JsonObject message, String key) {
        JsonElement value = message.get(key);
        return value != null && value.isJsonPrimitive() ? value.getAsString() : "";
    }

    private static int number(JsonObject message, String key) {
        return whole(message.get(key));
    }

    /** A whole number of a message, or -1 (outside every map) for anything else. */
    private static int whole(JsonElement value) {
        return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber() ? value.getAsInt() : -1;
    }

    /** The last search's records as it reported them: each node's latest. */
    private static final class Records implements ChangeListener {
        private final NodeRecord[] byNode;
        private boolean reported;

        Records(int nodes) {
            byNode = new NodeRecord[nodes];
        }

        void clear() {
            Arrays.fill(byNode, null);
            reported = false;
        }

        @Override
        public void changed(int iteration, int current, List<NodeChange> changes) {
            reported = true;
            for (NodeChange c : changes) {
                byNode[c.record().node()] = c.record();
            }
        }

        NodeRecord of(int node) {
            return byNode[node];
        }
    }
}
