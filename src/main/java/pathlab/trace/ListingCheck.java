package pathlab.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import pathlab.graph.Graph;
import pathlab.search.Costs;
import pathlab.search.NodeRecord;
import pathlab.search.SearchStep;

/**
 * Marks a hand-written listing ({@link HandListing}) against the search's own {@link Trace},
 * iteration by iteration, as a teacher marks the exam question: each step is right or has a
 * first wrong record, and that record is explained by the mistake behind it
 * ({@link Misconception}) and the lecture's rule it breaks. One engine for the notebooks'
 * predictions ({@link Predict}) and for grading assignment A0.
 *
 * <p>How a wrong record is explained: by comparing it with the node's true record after this
 * iteration and before it. A record left as it was before although this iteration found a
 * cheaper connection is "not updated" (an open node) or "not reopened" (a closed node), and so
 * is the new cost kept with the old connection, or a record an earlier iteration had replaced; a
 * record changed although the true one did not is "updated when not cheaper"; an A* record whose
 * estimated-total-cost is not its cost-so-far plus the heuristic is "added wrongly" (the
 * heuristic is read off the trace's records). A wrong current node is "the wrong tie order" when
 * it ties with the right one, else "the wrong node chosen"; a listing that ends while the goal
 * has a record is "stopped when the goal was first reached".
 *
 * <pre>
 *   ListingCheck.Report r = ListingCheck.of(trace).check(HandListing.parse(text, Notation.DIJKSTRA, "your listing"));
 *   System.out.println(r);                      // "right: ..." or the first mistake and its rule
 *   boolean third = r.right(3);
 * </pre>
 *
 * Cost: O(iterations × n log n) for a listing, O(n log n) for one step.
 */
public final class ListingCheck {
    private static final double EPSILON = 1e-9;

    /**
     * A wrong record: where it is ({@code [3] O: C(A,5)}), what is wrong with it, the mistake, and
     * whether the search is A* (the lecture words one rule differently for it).
     */
    public record Mistake(int iteration, String where, String what, Misconception misconception, boolean astar) {
        /** One line: the record, what is wrong, the mistake and the lecture's rule for the algorithm. */
        @Override
        public String toString() {
            return where + ": " + what + " (" + misconception.label() + "; the rule: " + misconception.rule(astar) + ")";
        }
    }

    /** The marks of a whole listing: a mistake or none for each true step, and for its end. */
    public static final class Report {
        private final List<Optional<Mistake>> steps;
        private final Optional<Mistake> end;

        private Report(List<Optional<Mistake>> steps, Optional<Mistake> end) {
            this.steps = steps;
            this.end = end;
        }

        /** The number of iterations the search really runs. */
        public int iterations() {
            return steps.size() - 1;
        }

        /** The first mistake in step k (0 for the initial state), or none. */
        public Optional<Mistake> mistake(int k) {
            return steps.get(k);
        }

        public boolean right(int k) {
            return steps.get(k).isEmpty();
        }

        /** The mistake in how the listing ends (going on too long, a wrong final path), or none. */
        public Optional<Mistake> end() {
            return end;
        }

        /** The first mistake of the listing, or none. */
        public Optional<Mistake> first() {
            return steps.stream().flatMap(Optional::stream).findFirst().or(() -> end);
        }

        @Override
        public String toString() {
            return first().map(Mistake::toString).orElse("right: all " + iterations() + " iterations and the end");
        }
    }

    /** A node's true record and the list it is on. */
    private record Placed(NodeRecord record, boolean closed) {}

    private final Trace trace;
    private final Graph graph;
    private final boolean astar;
    private final double[] heuristic;   // per node, read off the trace; NaN where it has no record
    private final Map<String, Integer> nodes = new TreeMap<>();   // by name

    private ListingCheck(Trace trace) {
        this.trace = trace;
        this.graph = trace.graph();
        this.astar = trace.notation() == Notation.ASTAR;
        heuristic = new double[graph.nodeCount()];
        Arrays.fill(heuristic, Double.NaN);
        for (int n = 0; n < graph.nodeCount(); n++) {
            nodes.put(graph.nodeName(n), n);
        }
        for (SearchStep s : trace.steps()) {
            for (List<NodeRecord> list : List.of(s.closed(), s.open())) {
                for (NodeRecord r : list) {
                    heuristic[r.node()] = r.estimatedTotalCost() - r.costSoFar();
                }
            }
        }
    }

    /** The checker of listings of this search. */
    public static ListingCheck of(Trace trace) {
        return new ListingCheck(trace);
    }

    public Trace trace() {
        return trace;
    }

    /** Marks a whole listing. */
    public Report check(HandListing listing) {
        int iterations = trace.iterations();
        int written = listing.steps().size() - 1;
        List<Optional<Mistake>> steps = new ArrayList<>();
        for (int k = 0; k <= iterations; k++) {
            steps.add(k <= written ? check(listing.steps().get(k)) : Optional.of(endedAfter(written)));
        }
        Optional<Mistake> end = Optional.empty();
        if (written > iterations) {
            HandListing.Step extra = listing.steps().get(iterations + 1);
            end = Optional.of(mistake(extra.iteration(), "[" + extra.iteration() + "] N: " + extra.current(),
                    "the search has ended after [" + iterations + "]: " + whyItEnded(iterations), Misconception.WENT_ON));
        } else if (written == iterations && listing.finalPath() != null) {
            end = finalPath(listing.finalPath());
        }
        return new Report(List.copyOf(steps), end);
    }

    /** The first mistake of one step as written (any of its parts may be missing), or none. */
    public Optional<Mistake> check(HandListing.Step hand) {
        int k = hand.iteration();
        if (k < 0 || k > trace.iterations()) {
            throw new IllegalArgumentException("there is no iteration [" + k + "]: the search runs [1] to ["
                    + trace.iterations() + "]");
        }
        SearchStep now = trace.step(k);
        Map<String, Placed> truth = placed(now);
        Map<String, Placed> before = k == 0 ? Map.of() : placed(trace.step(k - 1));
        if (k > 0 && hand.current() != null && !hand.current().equals(graph.nodeName(now.current()))) {
            return Optional.of(choice(k, hand.current(), trace.step(k - 1), now));
        }
        for (boolean closed : new boolean[] {true, false}) {
            List<HandListing.Record> list = closed ? hand.closed() : hand.open();
            if (list == null) {
                continue;
            }
            String where = "[" + k + "] " + (closed ? "C: " : "O: ");
            for (HandListing.Record r : list) {
                Optional<Mistake> m = record(k, where + r, r, closed, truth, before);
                if (m.isPresent()) {
                    return m;
                }
            }
            List<HandListing.Record> other = closed ? hand.open() : hand.closed();
            for (Map.Entry<String, Placed> e : truth.entrySet()) {
                if (e.getValue().closed() == closed && list.stream().noneMatch(r -> r.node().equals(e.getKey()))) {
                    // written on the other list: the record there is the mistake to explain
                    Optional<HandListing.Record> moved = other == null ? Optional.empty()
                            : other.stream().filter(r -> r.node().equals(e.getKey())).findFirst();
                    return Optional.of(moved.isPresent()
                            ? record(k, "[" + k + "] " + (closed ? "O: " : "C: ") + moved.get(), moved.get(), !closed, truth, before)
                                    .orElseThrow()
                            : missing(k, where, e.getKey(), e.getValue(), before.get(e.getKey())));
                }
            }
        }
        for (HandListing.Record r : hand.records()) {
            Optional<Mistake> m = record(k, "[" + k + "] " + r, r, null, truth, before);
            if (m.isPresent()) {
                return m;
            }
        }
        if (hand.unvisited() != null) {
            TreeSet<String> right = new TreeSet<>();
            now.unvisited().forEach(n -> right.add(graph.nodeName(n)));
            if (!right.equals(new TreeSet<>(hand.unvisited()))) {
                return Optional.of(mistake(k, "[" + k + "] U: " + String.join(", ", hand.unvisited()),
                        "the unvisited list is " + Listing.names(graph, now.unvisited()), Misconception.WRONG_UNVISITED));
            }
        }
        return Optional.empty();
    }

    /** A mistake in a listing of this search, A* or Dijkstra. */
    private Mistake mistake(int k, String where, String what, Misconception m) {
        return new Mistake(k, where, what, m, astar);
    }

    /** The current node written is not the one the search takes. */
    private Mistake choice(int k, String written, SearchStep before, SearchStep now) {
        String right = graph.nodeName(now.current());
        String where = "[" + k + "] N: " + written;
        String value = astar ? "estimated-total-cost" : "cost-so-far";
        Placed p = placed(before).get(written);
        if (p == null || p.closed()) {
            return mistake(k, where, written + " is not on the open list after " + stepName(k - 1)
                    + ": the current node is the open node with the smallest " + value + ", " + right, Misconception.WRONG_NODE);
        }
        double mine = p.record().estimatedTotalCost();
        double theirs = placed(before).get(right).record().estimatedTotalCost();
        if (Math.abs(mine - theirs) < EPSILON) {
            return mistake(k, where, written + " and " + right + " tie on " + value + " " + Costs.format(mine)
                    + ", and " + whyTaken(right, p.record(), placed(before).get(right).record()), Misconception.TIE_ORDER);
        }
        return mistake(k, where, right + " has the smaller " + value + " (" + right + ": " + Costs.format(theirs)
                + ", " + written + ": " + Costs.format(mine) + ")", Misconception.WRONG_NODE);
    }

    /** Why the search's tie rule took {@code right} over the written node (the lecture's rule: first in, first out). */
    private String whyTaken(String right, NodeRecord written, NodeRecord taken) {
        boolean lowerG = taken.costSoFar() < written.costSoFar() - EPSILON;
        boolean higherG = taken.costSoFar() > written.costSoFar() + EPSILON;
        return switch (trace.ties()) {
            case LIFO -> right + " arrived on the open list last, and this search's ties go to the last to arrive";
            case LOW_G -> lowerG ? right + " has the lower cost-so-far, and this search's ties go to the lower"
                    : right + " arrived on the open list first";
            case HIGH_G -> higherG ? right + " has the higher cost-so-far, and this search's ties go to the higher"
                    : right + " arrived on the open list first";
            case NAME -> right + "'s name comes first, and this search's ties go by name";
            case FIFO -> right + " arrived on the open list first";
        };
    }

    /** One written record, on the closed list, the open list or either ({@code closed == null}). */
    private Optional<Mistake> record(int k, String where, HandListing.Record r, Boolean closed,
                                     Map<String, Placed> truth, Map<String, Placed> before) {
        Integer node = nodes.get(r.node());
        if (node == null) {
            return Optional.of(mistake(k, where, r.node() + " is not a node of the graph", Misconception.WRONG_RECORD));
        }
        if (astar && !Double.isNaN(heuristic[node])
                && Math.abs(r.costSoFar() + heuristic[node] - r.estimatedTotalCost()) > EPSILON) {
            return Optional.of(mistake(k, where, "cost-so-far " + Costs.format(r.costSoFar()) + " + heuristic "
                    + Costs.format(heuristic[node]) + " is " + Costs.format(r.costSoFar() + heuristic[node]) + ", not "
                    + Costs.format(r.estimatedTotalCost()), Misconception.TOTAL_COST_WRONG));
        }
        Placed t = truth.get(r.node());
        if (t == null) {
            return Optional.of(mistake(k, where, r.node() + " has no record yet after " + stepName(k)
                    + ": no processed node's connection has reached it", Misconception.WRONG_RECORD));
        }
        boolean sameList = closed == null || closed == t.closed();
        if (same(r, t.record()) && sameList) {
            return Optional.empty();
        }
        Placed p = before.get(r.node());
        String rightOne = record(t.record()) + " on the " + list(t.closed());
        String current = k == 0 ? "" : graph.nodeName(trace.step(k).current());
        if (same(r, t.record())) {   // the right record on the wrong list
            String what = r.node() + " is on the " + list(t.closed()) + ", not the " + list(!t.closed());
            return Optional.of(p != null && p.closed() && !t.closed()
                    ? mistake(k, where, "the cheaper connection from " + current + " reopens " + r.node() + ": " + what,
                            Misconception.NOT_REOPENED)
                    : mistake(k, where, what, Misconception.WRONG_RECORD));
        }
        if (p != null && t.record().costSoFar() < p.record().costSoFar() - EPSILON && same(r, p.record())) {
            return Optional.of(p.closed()
                    ? mistake(k, where, "the connection from " + current + " gives " + r.node() + " the cheaper cost-so-far "
                            + Costs.format(t.record().costSoFar()) + ": " + rightOne, Misconception.NOT_REOPENED)
                    : mistake(k, where, "the connection from " + current + " gives " + r.node() + " the cheaper cost-so-far "
                            + Costs.format(t.record().costSoFar()) + ": " + rightOne, Misconception.COST_NOT_UPDATED));
        }
        if (p != null && t.record().costSoFar() < p.record().costSoFar() - EPSILON
                && Math.abs(r.costSoFar() - t.record().costSoFar()) < EPSILON && Objects.equals(r.from(), name(p.record().from()))) {
            return Optional.of(mistake(k, where, "the connection from " + current + " gives " + r.node() + " the cheaper cost-so-far "
                    + Costs.format(t.record().costSoFar()) + " and is its new connection: " + rightOne, Misconception.COST_NOT_UPDATED));
        }
        int updated = updatedSince(node, r, k);
        if (updated > 0) {
            return Optional.of(mistake(k, where, r + " is " + r.node() + "'s old record: at [" + updated + "] the connection from "
                    + graph.nodeName(trace.step(updated).current()) + " gave it a cheaper cost-so-far; now " + rightOne,
                    Misconception.COST_NOT_UPDATED));
        }
        boolean untouched = p != null && same(t.record(), p.record()) && t.closed() == p.closed();
        if (untouched && r.costSoFar() >= p.record().costSoFar() - EPSILON) {
            return Optional.of(mistake(k, where, r.node() + "'s cost-so-far stays " + Costs.format(p.record().costSoFar())
                    + " (no connection is cheaper): " + rightOne, Misconception.UPDATED_WHEN_NOT_CHEAPER));
        }
        return Optional.of(mistake(k, where, "the record is " + rightOne, Misconception.WRONG_RECORD));
    }

    /**
     * The iteration before {@code k} that replaced {@code r}, a record the node once had, by a
     * cheaper one; 0 when {@code r} was never the node's record before it.
     */
    private int updatedSince(int node, HandListing.Record r, int k) {
        for (int j = k - 1; j >= 1; j--) {
            Placed was = placed(trace.step(j - 1)).get(r.node());
            Placed then = placed(trace.step(j)).get(r.node());
            if (was != null && same(r, was.record()) && then.record().costSoFar() < was.record().costSoFar() - EPSILON) {
                return j;
            }
        }
        return 0;
    }

    /** A true record the step leaves out of a list. */
    private Mistake missing(int k, String where, String node, Placed t, Placed p) {
        String what = record(t.record()) + " is missing from the " + list(t.closed());
        if (p != null && p.closed() && !t.closed()) {
            return mistake(k, where.strip(), what + ": the cheaper connection reopens " + node, Misconception.NOT_REOPENED);
        }
        return mistake(k, where.strip(), what, Misconception.WRONG_RECORD);
    }

    /**
     * A prediction that the search stops after step {@code last}: none when it does, else why it
     * goes on (the goal has no record yet, or an open node is cheaper than the goal's record).
     */
    public Optional<Mistake> stopsAfter(int last) {
        if (last < 0 || last > trace.iterations()) {
            throw new IllegalArgumentException("there is no iteration [" + last + "]: the search runs [1] to ["
                    + trace.iterations() + "]");
        }
        return last == trace.iterations() ? Optional.empty() : Optional.of(endedAfter(last));
    }

    /** A prediction of iteration {@code k}, past the search's last one: it had already ended, and why. */
    public Mistake wentOn(int k, String written) {
        if (k <= trace.iterations()) {
            throw new IllegalArgumentException("iteration [" + k + "] is one the search runs");
        }
        return mistake(k, "[" + k + "] " + written, "the search has ended after [" + trace.iterations() + "]: "
                + whyItEnded(trace.iterations()), Misconception.WENT_ON);
    }

    /** Why the search stopped after its last iteration, in a line. */
    public String whyItEnded() {
        return whyItEnded(trace.iterations());
    }

    /** The listing ends after step {@code written}, before the search does. */
    private Mistake endedAfter(int written) {
        SearchStep last = trace.step(written);
        int goal = trace.result().goal();
        Placed g = placed(last).get(graph.nodeName(goal));
        String where = "after " + stepName(written);
        if (g == null) {
            return mistake(written + 1, where, "the listing ends, but the goal " + graph.nodeName(goal)
                    + " has no record yet", Misconception.ENDED_EARLY);
        }
        Optional<NodeRecord> cheaper = last.open().stream().filter(r -> r.node() != goal)
                .min((a, b) -> Double.compare(a.costSoFar(), b.costSoFar()));
        return mistake(written + 1, where, "the listing ends at the goal's record " + record(g.record()) + ", but "
                + cheaper.map(r -> record(r) + " on the open list is cheaper").orElse("the search goes on to [" + (written + 1) + "]"),
                Misconception.STOPPED_AT_GOAL);
    }

    /** Why the search stopped after its last iteration, for a listing that goes on. */
    private String whyItEnded(int last) {
        SearchStep s = trace.step(last);
        if (!trace.result().found()) {
            return "the open list is empty";
        }
        Placed g = placed(s).get(graph.nodeName(trace.result().goal()));
        return "the goal has the record " + record(g.record()) + " and no open node has a smaller cost-so-far";
    }

    /** A written final path against the true one: the same nodes (either way round) and cost, or "No path". */
    private Optional<Mistake> finalPath(String written) {
        Mistake wrong = mistake(trace.iterations(), written, "the last records give " + Listing.finalPath(trace.result()),
                Misconception.WRONG_PATH);
        if (!trace.result().found()) {
            return written.matches("(?i)no path\\s*") ? Optional.empty() : Optional.of(wrong);
        }
        List<String> names = new ArrayList<>(List.of(written.replaceFirst("(?i)^final path\\s*:", "")
                .replaceAll("\\(.*", "").strip().split("[\\s,<>-]+")));
        names.removeIf(String::isEmpty);
        List<String> path = trace.result().nodes().stream().map(graph::nodeName).toList();
        List<String> reversed = new ArrayList<>(path);
        Collections.reverse(reversed);
        Matcher cost = Pattern.compile("\\(\\s*cost\\s*([0-9.]+)\\s*\\)").matcher(written);
        boolean costRight = !cost.find() || Math.abs(Double.parseDouble(cost.group(1)) - trace.result().cost()) < EPSILON;
        return (names.equals(path) || names.equals(reversed)) && costRight ? Optional.empty() : Optional.of(wrong);
    }

    /** Every node with a record in the step, by name, in name order. */
    private Map<String, Placed> placed(SearchStep s) {
        Map<String, Placed> out = new TreeMap<>();
        s.closed().forEach(r -> out.put(graph.nodeName(r.node()), new Placed(r, true)));
        s.open().forEach(r -> out.put(graph.nodeName(r.node()), new Placed(r, false)));
        return out;
    }

    private String name(int node) {
        return node < 0 ? null : graph.nodeName(node);
    }

    private boolean same(HandListing.Record r, NodeRecord t) {
        return Objects.equals(r.from(), name(t.from())) && Math.abs(r.costSoFar() - t.costSoFar()) < EPSILON
                && (!astar || Math.abs(r.estimatedTotalCost() - t.estimatedTotalCost()) < EPSILON);
    }

    private static boolean same(NodeRecord a, NodeRecord b) {
        return a.from() == b.from() && a.costSoFar() == b.costSoFar() && a.estimatedTotalCost() == b.estimatedTotalCost();
    }

    private String record(NodeRecord r) {
        return Listing.record(graph, r, trace.notation());
    }

    private static String list(boolean closed) {
        return closed ? "closed list" : "open list";
    }

    private static String stepName(int k) {
        return k == 0 ? "the initial state" : "[" + k + "]";
    }
}
