package pathlab.heuristic.landmark;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import pathlab.graph.Graph;
import pathlab.search.BreadthFirst;
import pathlab.search.CostTables;
import pathlab.search.Dijkstra;

/**
 * The map analysis step of landmarks (Red Blob Games, "Improving Heuristics", "Implementation"):
 * one search per landmark L that finds cost(L, n) for every node n, and on a directed graph a
 * second one on the reversed graph for cost(n, L). Dijkstra's algorithm is the search package's
 * {@link Dijkstra#toEverywhere} (the grid engine on a grid); when every connection costs 1 a
 * {@link BreadthFirst} search gives the same costs faster (appendix "Map changes").
 *
 * <p>The landmarks are independent, so they are searched in parallel: a few threads, each with
 * its own search engine (an engine serves one thread), each taking the next landmark from a shared
 * list. Cost: k searches of O(m log n) (or O(n + m)), divided among the threads.
 */
final class LandmarkSearches {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    /** Receives the costs of landmark {@code i}; {@code to == from} on a symmetric graph. Called from many threads. */
    interface Sink {
        void accept(int i, double[] from, double[] to);
    }

    private LandmarkSearches() {
    }

    /**
     * Searches from {@code landmarks[i]} for each i in {@code which}, in parallel, and hands every
     * result to the sink. Returns the CPU time all threads spent, in nanoseconds: on a machine
     * shared with other work the elapsed time says little, the CPU time divided by the threads
     * says what the build takes on idle cores.
     */
    static long run(Graph graph, int[] landmarks, int[] which, Sink sink) {
        for (int i : which) {
            graph.checkNode(landmarks[i], "landmark");
        }
        boolean unit = BreadthFirst.unitCosts(graph);
        Graph reversed = graph.reversed();
        int threads = threads(which.length);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Long>> tasks = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                tasks.add(pool.submit(() -> {
                    long cpu0 = CPU.getCurrentThreadCpuTime();
                    // One engine per thread, reused for all its landmarks; none when BFS does it.
                    Dijkstra.ToEverywhere forward = unit ? null : Dijkstra.toEverywhere(graph);
                    Dijkstra.ToEverywhere backward = unit || reversed == graph ? null : Dijkstra.toEverywhere(reversed);
                    for (int w = first; w < which.length; w += threads) {
                        int i = which[w];
                        double[] from = unit ? BreadthFirst.hopsFrom(graph, landmarks[i]) : forward.costsFrom(landmarks[i]);
                        double[] to = reversed == graph ? from
                                : unit ? BreadthFirst.hopsFrom(reversed, landmarks[i]) : backward.costsFrom(landmarks[i]);
                        assert CostTables.whyNotCheapest(graph, from, landmarks[i]) == null
                                : CostTables.whyNotCheapest(graph, from, landmarks[i]);
                        assert to == from || CostTables.whyNotCheapest(reversed, to, landmarks[i]) == null
                                : CostTables.whyNotCheapest(reversed, to, landmarks[i]);
                        sink.accept(i, from, to);
                    }
                    return CPU.getCurrentThreadCpuTime() - cpu0;
                }));
            }
            long cpu = 0;
            for (Future<Long> task : tasks) {
                cpu += task.get();
            }
            return cpu;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("landmark precomputation interrupted");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow(); // interrupts searches still running when this one was stopped
        }
    }

    /** The threads a build of k landmarks uses: one per core, at most one per landmark. */
    static int threads(int k) {
        return Math.max(1, Math.min(k, Runtime.getRuntime().availableProcessors()));
    }

    /** 0, 1, ..., k-1: every landmark. */
    static int[] all(int k) {
        int[] which = new int[k];
        for (int i = 0; i < k; i++) {
            which[i] = i;
        }
        return which;
    }
}
