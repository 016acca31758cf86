package pathlab.picture;

import java.awt.image.BufferedImage;
import java.util.Arrays;

import pathlab.graph.Graph;
import pathlab.graph.GraphView;
import pathlab.grid.GridGraph;
import pathlab.search.AStar;
import pathlab.search.Costs;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import pathlab.search.SearchResult;

/**
 * A search on a grid as an animation: the fill growing iteration by iteration, then the path
 * (lecture 07, "Illustration: Dijkstra in Steps", and the fill patterns, set in motion). Two
 * searches of the same query can run side by side, frame for frame on the same iteration count,
 * so the one with the better heuristic visibly finishes first and fills less ("Knowledge vs.
 * search trade-off").
 *
 * <pre>
 *   Animation a = FillAnimation.of(grid, start, goal, new OctileHeuristic(grid), SearchOptions.grid(), "octile");
 *   Files.write(Path.of("search.gif"), a.bytes());
 * </pre>
 *
 * <p>How the search is watched. The search asks a graph for a node's connections exactly once
 * per expansion (lecture: "considers each outgoing connection from the current node"), and for
 * the end node of each of them. The search runs on a graph that passes every question on to the
 * grid and notes these two: the order in which nodes were expanded (closed) and the iteration in
 * which each node was first reached (opened). The search itself is unchanged and no list is
 * copied, so a whole Dragon Age search is recorded in O(fill) memory. A node that is reopened
 * shows as closed until it is expanded again; the last frame is the search's exact fill.
 *
 * <p>Frames: {@link #FRAMES} evenly spaced iterations (frame k shows the lists after iteration
 * ⌈k·T/FRAMES⌉, T the most iterations of the searches shown), then the finished fill with the
 * path, held for {@link #HOLD_MILLIS}. Cells are at most {@link #MAX_CELL} pixels, without the
 * × and ○ marks, so that frames stay small; the key is the fill pictures' key. Each frame is
 * drawn when {@link Animation} asks for it, over the pictures of the frame before, and dropped once
 * encoded, so the race of two 128 x 128 maps (61 frames of 1032 x 552 pixels) holds about 35 MB
 * while it is made, not 280, and leaves the heap almost no garbage. Cost: one search per panel,
 * O(cells) per frame.
 */
public final class FillAnimation {
    /** Frames of the growing fill (fewer when the search has fewer iterations). */
    public static final int FRAMES = 60;
    /** How long each frame of the growing fill is shown. */
    public static final int FRAME_MILLIS = 80;
    /** How long the finished search is shown before the animation starts again. */
    public static final int HOLD_MILLIS = 3000;
    /** The largest cell size of an animation, in pixels. */
    public static final int MAX_CELL = 6;

    private FillAnimation() {
    }

    /** One search from start to goal, animated, under a label (say the heuristic's name). */
    public static Animation of(GridGraph grid, int start, int goal, Heuristic heuristic, SearchOptions options,
                               String label) {
        Watched run = Watched.search(grid, start, goal, heuristic, options);
        int cellSize = Math.min(MAX_CELL, FillPicture.cellSize(grid.map().width(), grid.map().height()));
        int total = run.iterations();
        int growing = Math.min(FRAMES, total);
        Scratch scratch = new Scratch();
        return Animation.of(growing + 1, k -> k < growing ? frame(grid, run, label, at(k + 1, total), cellSize, scratch)
                : done(grid, run, label, cellSize), FRAME_MILLIS, HOLD_MILLIS);
    }

    /**
     * Two searches of the same query side by side (Dijkstra vs A*, two heuristics), frame k of
     * both after the same iteration, so the one that needs fewer iterations stops first.
     */
    public static Animation compare(GridGraph grid, int start, int goal, SearchOptions options,
                                    Heuristic a, String labelA, Heuristic b, String labelB) {
        return compare(options, new Query(grid, start, goal, a, labelA), new Query(grid, start, goal, b, labelB));
    }

    /** One search to animate: where, from where to where, with which heuristic, under which label. */
    public record Query(GridGraph grid, int start, int goal, Heuristic heuristic, String label) {}

    /**
     * Two searches side by side, on the same map or on two (say the Euclidean distance indoors
     * and outdoors, the lecture's two fill patterns), frame k of both after the same iteration.
     */
    public static Animation compare(SearchOptions options, Query a, Query b) {
        Watched runA = Watched.search(a.grid(), a.start(), a.goal(), a.heuristic(), options);
        Watched runB = Watched.search(b.grid(), b.start(), b.goal(), b.heuristic(), options);
        int cellSize = Math.min(MAX_CELL, FillPicture.cellSize(a.grid().map().width() + b.grid().map().width(),
                Math.max(a.grid().map().height(), b.grid().map().height())));
        int total = Math.max(runA.iterations(), runB.iterations());
        int growing = Math.min(FRAMES, total);
        Scratch left = new Scratch();
        Scratch right = new Scratch();
        return Animation.of(growing + 1, k -> {
            int t = k < growing ? at(k + 1, total) : total;   // the last frame: both finished, held
            left.both = FillPicture.sideBySide(panel(a, runA, t, cellSize, left), panel(b, runB, t, cellSize, right),
                    left.both);
            left.keyed = FillPicture.withKey(left.both, FillPicture.fillKey(null, false), left.keyed);
            return left.keyed;
        }, FRAME_MILLIS, HOLD_MILLIS);
    }

    /**
     * The pictures an animation's frames are drawn on, kept from frame to frame: {@link Animation}
     * reads each frame before it asks for the next, so a frame is drawn over the memory of the one
     * before (a few megabytes a frame that the heap would otherwise collect), and a finished
     * search's panel is drawn once.
     */
    private static final class Scratch {
        int[] colours;
        BufferedImage cells;
        BufferedImage labelled;
        BufferedImage finished;
        BufferedImage both;
        BufferedImage keyed;
    }

    /** A search after iteration t, or finished with its path once it has stopped. */
    private static BufferedImage panel(Query q, Watched run, int t, int cellSize, Scratch scratch) {
        if (run.iterations() > t) {
            return frame(q.grid(), run, q.label(), t, cellSize, scratch);
        }
        if (scratch.finished == null) {
            scratch.finished = labelled(q.grid(), run, q.label(), cellSize);
        }
        return scratch.finished;
    }

    /** The iteration frame k of {@code frames} shows, of {@code total}: ⌈k·total/FRAMES⌉, at most total. */
    private static int at(int k, int total) {
        int frames = Math.min(FRAMES, total);
        return (int) (((long) k * total + frames - 1) / frames);
    }

    /** The lists after iteration t, under the label and the iteration number, with the key. */
    private static BufferedImage frame(GridGraph grid, Watched run, String label, int t, int cellSize, Scratch scratch) {
        if (scratch.colours == null) {
            scratch.colours = new int[grid.nodeCount()];
        }
        int[] rgb = scratch.colours;
        Arrays.fill(rgb, FillPicture.UNVISITED_RGB);
        int open = 0;
        for (int i = 0; i < run.reachedCount && run.reachedAt[run.reachOrder[i]] <= t; i++) {
            rgb[run.reachOrder[i]] = FillPicture.OPEN_RGB;
            open++;
        }
        int closed = 0;
        for (int i = 0; i < t && i < run.expandedCount; i++) {
            int node = run.expansions[i];
            if (rgb[node] != FillPicture.CLOSED_RGB) {
                rgb[node] = FillPicture.CLOSED_RGB;
                closed++;
                open--;
            }
        }
        SearchResult r = run.result;
        rgb[r.start()] = FillPicture.START_RGB;
        rgb[r.goal()] = FillPicture.GOAL_RGB;
        scratch.cells = FillPicture.cells(grid, rgb, cellSize, scratch.cells).image();
        scratch.labelled = FillPicture.labelled(scratch.cells, label + ": ITERATION " + t + ", CLOSED " + closed
                + ", OPEN " + open, scratch.labelled);
        return scratch.labelled;
    }

    /** The finished search: the exact fill and the path, with the key. */
    private static BufferedImage done(GridGraph grid, Watched run, String label, int cellSize) {
        return FillPicture.withKey(labelled(grid, run, label, cellSize), FillPicture.fillKey(run.result, false));
    }

    private static BufferedImage labelled(GridGraph grid, Watched run, String label, int cellSize) {
        SearchResult r = run.result;
        String what = r.found() ? "PATH COST " + Costs.format(r.cost()) : "NO PATH";
        return FillPicture.labelled(FillPicture.fill(grid, r, cellSize),
                label + ": ITERATION " + r.iterations() + ", " + what);
    }

    /**
     * A graph that passes every question on to another and notes which node is expanded in each
     * iteration and when each node is first reached. Only the search of {@link #search} uses it.
     */
    private static final class Watched extends GraphView {
        int[] expansions = new int[64];   // the node expanded in iteration i + 1
        int expandedCount;
        final int[] reachedAt;       // the iteration in which a node was first reached, -1 if never
        final int[] reachOrder;      // the nodes in the order they were first reached
        int reachedCount;
        SearchResult result;

        private Watched(Graph graph) {
            super(graph);
            reachedAt = new int[graph.nodeCount()];
            Arrays.fill(reachedAt, -1);
            reachOrder = new int[graph.nodeCount()];
        }

        static Watched search(Graph graph, int start, int goal, Heuristic h, SearchOptions options) {
            Watched w = new Watched(graph);
            w.reach(start);
            w.result = new AStar(w, options).search(start, goal, h);
            return w;
        }

        /** The iterations of the search: at least one frame's worth. */
        int iterations() {
            return Math.max(1, result.iterations());
        }

        private void reach(int node) {
            if (reachedAt[node] < 0) {
                reachedAt[node] = expandedCount;
                reachOrder[reachedCount++] = node;
            }
        }

        @Override
        public int firstConnection(int node) {
            if (expandedCount == expansions.length) {
                expansions = Arrays.copyOf(expansions, 2 * expandedCount);
            }
            expansions[expandedCount++] = node;
            return graph.firstConnection(node);
        }

        @Override
        public int connectionTo(int connection) {
            int to = graph.connectionTo(connection);
            reach(to);
            return to;
        }
    }
}
