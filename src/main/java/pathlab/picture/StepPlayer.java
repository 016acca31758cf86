package pathlab.picture;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;

import pathlab.graph.Graph;
import pathlab.graph.GraphFile;
import pathlab.graph.Positions;
import pathlab.io.HtmlText;
import pathlab.io.JsonText;
import pathlab.search.NodeRecord;
import pathlab.search.SearchStep;
import pathlab.trace.ClusterExample;
import pathlab.trace.GridTrace;
import pathlab.trace.Listing;
import pathlab.trace.Trace;

/**
 * A recorded search to step through at one's own pace, back and forth, in one notebook output
 * (the iteration slider of aima-python, the step button of AISpace2, the pages of Red Blob Games):
 * the picture of the current iteration, the listing with the current iteration's lines
 * highlighted, the current node's record and the records the iteration changed, and the controls
 * first, back, play/pause, forward, last, a slider, a speed and the ← → keys.
 *
 * <pre>
 *   display(StepPlayer.of(LectureExample.EXAMPLE_3.trace()).html(), "text/html");
 *   display(StepPlayer.of(GridTrace.record(grid, start, goal, h, SearchOptions.grid())).html(), "text/html");
 *   display(StepPlayer.of(trace).at(6).html(), "text/html");     // opens at iteration [6]
 * </pre>
 *
 * <p>The output is self-contained HTML: the frames as JSON in one inline script that builds the
 * player in the page, no kernel round trip, no widget, nothing loaded from the network, so it plays
 * in Jupyter Notebook and JupyterLab, VS Code and nbconvert's HTML alike. Where scripts do not run
 * (GitHub's preview, an untrusted notebook) the same output shows the first and the last picture
 * and says to run the cell. Every id is derived from a hash of the content, so a saved output is
 * the same on every run, and several players on one page each find their own elements.
 *
 * <p>A trace on a graph has one frame per iteration, an SVG picture each
 * ({@link GraphPicture#iterationSvg}). A fill on a grid ({@link GridTrace}) has at most
 * {@link FillFrames#MAX_FRAMES} frames, each a group of iterations drawn on a canvas from the map
 * and the cells each group opened and closed ({@link FillFrames}), so a Dragon Age search of
 * 100,000 iterations stays a few hundred kilobytes. Cost: O(frames × picture) to build.
 */
public final class StepPlayer {
    /** Milliseconds per frame at speed 1× for a graph's iterations. */
    static final int GRAPH_MILLIS = 1500;

    private final int iterations;
    private final int[] frameIterations;
    private final String data;
    private final String listing;
    private final String fallback;
    private final int frame;

    /**
     * @param frameIterations the iteration each frame shows, increasing from 0 to {@code iterations}
     * @param data            a JSON object with {@code kind}, {@code base} (milliseconds per frame at 1×),
     *                        {@code frames} (each with {@code iteration} and {@code records}) and what
     *                        the kind's painter needs
     * @param listing         the listing's lines, {@code <span class="pathlab-line" data-iteration="k">}
     * @param fallback        the first and the last picture, as HTML
     */
    StepPlayer(int iterations, int[] frameIterations, String data, String listing, String fallback, int frame) {
        assert frameIterations[0] == 0 && frameIterations[frameIterations.length - 1] == iterations;
        this.iterations = iterations;
        this.frameIterations = frameIterations;
        this.data = data;
        this.listing = listing;
        this.fallback = fallback;
        this.frame = frame;
    }

    /**
     * A player for a trace on the lecture's graph or the cluster example's graph, drawn at the
     * positions of its file; any other graph's nodes go on a circle (give positions with
     * {@link #of(Trace, Positions)}).
     */
    public static StepPlayer of(Trace trace) {
        Graph g = trace.graph();
        Positions positions = g == GraphFile.lecture().graph() ? GraphFile.lecture().positions()
                : g == ClusterExample.graph() ? ClusterExample.file().positions()
                : Positions.circle(g.nodeCount());
        return of(trace, positions);
    }

    /** A player for a trace, one frame per iteration, its nodes drawn at these positions. */
    public static StepPlayer of(Trace trace, Positions positions) {
        int n = trace.iterations();
        int[] frameIterations = new int[n + 1];
        StringBuilder frames = new StringBuilder();
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i <= n; i++) {
            frameIterations[i] = i;
            frames.append(i == 0 ? "" : ",\n").append("{\"iteration\":").append(i)
                    .append(",\"picture\":").append(JsonText.quote(GraphPicture.iterationSvg(trace, positions, i).svg()))
                    .append(",\"records\":").append(JsonText.quote(records(trace, i))).append('}');
            for (String line : trace.listing(i).split("\n")) {
                lines.append(line(i, line));
            }
        }
        lines.append(line(n, Listing.finalPath(trace.result())));
        String data = "{\"kind\":\"graph\",\"base\":" + GRAPH_MILLIS + ",\"frames\":[\n" + frames + "]}";
        String fallback = figure(GraphPicture.iterationSvg(trace, positions, 0).html(), "initial")
                + figure(GraphPicture.iterationSvg(trace, positions, n).html(), "after iteration [" + n + "]");
        return new StepPlayer(n, frameIterations, data, lines.toString(), fallback, 0);
    }

    /** A player for a fill on a grid map: the open list's frontier growing, by groups of iterations. */
    public static StepPlayer of(GridTrace trace) {
        return FillFrames.player(trace);
    }

    /** The same player, opening at this iteration (on a grid, at the first group that reaches it). */
    public StepPlayer at(int iteration) {
        if (iteration < 0 || iteration > iterations) {
            throw new IllegalArgumentException("no iteration " + iteration + ": the search ran 0.." + iterations);
        }
        int f = 0;
        while (frameIterations[f] < iteration) {
            f++;
        }
        return new StepPlayer(iterations, frameIterations, data, listing, fallback, f);
    }

    /** The number of iterations the search ran. */
    public int iterations() {
        return iterations;
    }

    /** The iteration the player opens at. */
    public int iteration() {
        return frameIterations[frame];
    }

    /** The player as one HTML output: {@code display(player.html(), "text/html")}. */
    public String html() {
        String id = "pathlab-player-" + hash(data + "\n" + frame);
        int shown = frameIterations[frame];
        StringBuilder h = new StringBuilder();
        // data-lm-suppress-shortcuts: the arrow keys step the player; without it Notebook 7 takes them
        // for its own shortcuts (moving between cells) while the player has the focus.
        h.append("<div class=\"pathlab-player\" id=\"").append(id).append("\" tabindex=\"0\" data-iteration=\"")
                .append(shown).append("\" data-iterations=\"").append(iterations)
                .append("\" data-lm-suppress-shortcuts=\"true\">\n");
        h.append("<style>").append(STYLE).append("</style>\n");
        h.append("<div class=\"pathlab-static\">\n<div class=\"pathlab-static-pictures\">\n").append(fallback)
                .append("</div>\n<p>The first and the last iteration: run the cell to step through.</p>\n</div>\n");
        h.append("<div class=\"pathlab-live\" hidden style=\"display:none\">\n<div class=\"pathlab-controls\">\n")
                .append(button("first", "⇤ first")).append(button("back", "◀ back")).append(button("play", "▶ play"))
                .append(button("forward", "forward ▶")).append(button("last", "last ⇥"))
                .append("<input type=\"range\" class=\"pathlab-slider\" min=\"0\" max=\"")
                .append(frameIterations.length - 1).append("\" value=\"").append(frame)
                .append("\" aria-label=\"iteration\">\n<select class=\"pathlab-speed\" aria-label=\"speed\">")
                .append("<option value=\"0.5\">0.5×</option><option value=\"1\" selected>1×</option>")
                .append("<option value=\"2\">2×</option><option value=\"4\">4×</option></select>\n")
                .append("<span class=\"pathlab-position\">iteration ").append(shown).append(" of ")
                .append(iterations).append("</span>\n</div>\n");
        h.append("<div class=\"pathlab-body\">\n<div class=\"pathlab-picture\"></div>\n<div class=\"pathlab-side\">\n")
                .append("<div class=\"pathlab-records\"></div>\n<pre class=\"pathlab-listing\">").append(listing)
                .append("</pre>\n</div>\n</div>\n</div>\n");
        h.append("<script>\n").append(SCRIPT.replace("@ID@", id).replace("@START@", Integer.toString(frame))
                .replace("@DATA@", data)).append("</script>\n</div>\n");
        return h.toString();
    }

    /** E.g. {@code StepPlayer(9 iterations, 81234 bytes)}. */
    @Override
    public String toString() {
        return "StepPlayer(" + iterations + " iterations, " + html().getBytes(StandardCharsets.UTF_8).length + " bytes)";
    }

    // ------------------------------------------------------------------ a trace's records

    /**
     * What iteration i did to the records, in the lecture's words: the current node N closed
     * with its record, then every other record it changed, by name: opened (first reached),
     * updated (an open node's record improved, "Example: Open Node Update") or reopened (a closed
     * node back on the open list, "Example: Closed Node Update"), with the old record.
     */
    private static String records(Trace trace, int i) {
        Graph g = trace.graph();
        SearchStep step = trace.step(i);
        if (i == 0) {
            return "<div>initial: " + HtmlText.escape(Listing.records(g, step.open(), trace.notation())) + " on the open list</div>";
        }
        SearchStep before = trace.step(i - 1);
        StringBuilder out = new StringBuilder();
        out.append("<div><b>N: ").append(shown(trace, GraphPicture.find(step.closed(), step.current())))
                .append("</b> closed</div>");
        List<NodeRecord> open = new ArrayList<>(step.open());
        open.sort(Comparator.comparing(r -> g.nodeName(r.node())));
        int changed = 0;
        for (NodeRecord r : open) {
            NodeRecord wasClosed = GraphPicture.find(before.closed(), r.node());
            NodeRecord wasOpen = GraphPicture.find(before.open(), r.node());
            NodeRecord old = wasClosed != null ? wasClosed : wasOpen;
            if (old != null && old.equals(r)) {
                continue;
            }
            changed++;
            if (old == null) {
                out.append("<div>opened ").append(shown(trace, r)).append("</div>");
            } else {
                boolean reopened = wasClosed != null;
                out.append("<div style=\"color:").append(SvgDrawing.colour(reopened ? GraphPicture.REOPENED_RGB
                                : GraphPicture.UPDATED_RGB)).append("\">").append(reopened ? "reopened " : "updated ")
                        .append(shown(trace, r)).append(", was ").append(shown(trace, old))
                        .append("</div>");
            }
        }
        if (changed == 0) {
            out.append("<div>no other record changed</div>");
        }
        return out.toString();
    }

    /** A record as the listing writes it, escaped for HTML. */
    private static String shown(Trace trace, NodeRecord r) {
        return HtmlText.escape(GraphPicture.record(trace, r));
    }

    // ------------------------------------------------------------------ HTML pieces

    /** One line of the listing, belonging to an iteration. */
    static String line(int iteration, String text) {
        return "<span class=\"pathlab-line\" data-iteration=\"" + iteration + "\">" + HtmlText.escape(text) + "\n</span>";
    }

    /** A picture of the static fallback with its caption. */
    static String figure(String picture, String caption) {
        return "<figure>" + picture + "<figcaption>" + HtmlText.escape(caption) + "</figcaption></figure>\n";
    }

    private static String button(String action, String text) {
        return "<button type=\"button\" data-action=\"" + action + "\" aria-label=\"" + action + "\">" + text
                + "</button>\n";
    }

    /** The first 12 hexadecimal digits of the text's SHA-256: the same content, the same ids. */
    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every JDK has SHA-256", e);
        }
    }

    // ------------------------------------------------------------------ style and script

    /**
     * The player's style, step-player.css beside this class. Scoped by the root's class, so it
     * styles nothing else on the page. A listing line or a record never wraps (JupyterLab's own
     * style for a pre in an output is pre-wrap, with a selector of two classes and an element: the
     * listing's is more specific still): a listing wider than its pane scrolls sideways, and when
     * the picture leaves the listing less than 26em the listing goes below the picture.
     */
    private static final String STYLE = resource("step-player.css");

    /**
     * The player's script, step-player.js beside this class, with the placeholders {@code @ID@},
     * {@code @START@} and {@code @DATA@} for the root's id, the frame to open at and the frames.
     * It builds the live player in the page. It finds its root as the element around the script
     * where the page says which script runs (JupyterLab, VS Code, a saved page), else by the id,
     * waiting until the output is on the page (Notebook 6 runs the script before inserting it).
     */
    private static final String SCRIPT = resource("step-player.js");

    /** A text file shipped beside this class, read once when the class loads. */
    private static String resource(String name) {
        try (InputStream in = StepPlayer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no " + name + " beside " + StepPlayer.class.getName() + " on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name + " beside " + StepPlayer.class.getName(), e);
        }
    }
}
