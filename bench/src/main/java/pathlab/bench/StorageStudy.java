package pathlab.bench;

import java.util.ArrayList;
import java.util.List;

import pathlab.grid.GridGraph;
import pathlab.grid.Scenario;
import pathlab.heuristic.HeuristicCheck;
import pathlab.heuristic.landmark.CompactLandmarkTables;
import pathlab.heuristic.landmark.LandmarkBounds;
import pathlab.heuristic.landmark.LandmarkHeuristic;
import pathlab.heuristic.landmark.LandmarkTables;
import pathlab.search.AStar;
import pathlab.search.Heuristic;
import pathlab.search.SearchOptions;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Memory versus expansions for landmark tables stored in fewer bits (Red Blob Games, "Improving
 * Heuristics", appendix "space"). The same landmarks are stored exactly (double), as floats, and
 * in 16 bits with ever larger units (dropping more low bits); twice as many 16-bit landmarks take
 * the memory of the floats. Each encoding is also checked for admissibility on every node, towards
 * a few goals ({@link HeuristicCheck}): the pessimistic subtraction must keep every estimate at or
 * below the true cost. Rounding may break consistency, which the last column counts.
 *
 * <p>Cost: one search per query per encoding, one Dijkstra per admissibility goal.
 */
public final class StorageStudy {
    private StorageStudy() {
    }

    /**
     * The table: encoding, landmarks, memory, mean expansions, optimal paths, and the number of
     * (node, goal) pairs where the estimate exceeded the true cost (must be 0).
     *
     * @param landmarks at least 2k landmarks in placement order; the first k are the main set
     */
    public static Table compare(GridGraph grid, Heuristic base, int[] landmarks, int k, List<Scenario> queries,
                                SearchOptions options, int[] goals) {
        LandmarkTables exact = LandmarkTables.build(grid, java.util.Arrays.copyOf(landmarks, k));
        LandmarkTables twice = LandmarkTables.build(grid, java.util.Arrays.copyOf(landmarks, 2 * k));
        double finest = CompactLandmarkTables.finestUnit(twice.maxCost());
        List<LandmarkBounds> encodings = new ArrayList<>(List.of(exact, CompactLandmarkTables.float32(exact),
                CompactLandmarkTables.fixed16(exact, finest), CompactLandmarkTables.fixed16(exact, 1),
                CompactLandmarkTables.fixed16(exact, 4), CompactLandmarkTables.fixed16(exact, 16),
                CompactLandmarkTables.fixed16(twice, finest)));
        StringColumn name = StringColumn.create("encoding");
        IntColumn count = IntColumn.create("k");
        DoubleColumn kib = DoubleColumn.create("KiB");
        DoubleColumn expanded = DoubleColumn.create("mean expanded");
        IntColumn optimal = IntColumn.create("optimal");
        IntColumn over = IntColumn.create("overestimates");
        DoubleColumn inconsistent = DoubleColumn.create("% inconsistent");
        AStar astar = new AStar(grid, options);
        for (LandmarkBounds b : encodings) {
            LandmarkHeuristic h = new LandmarkHeuristic(base, b);
            LandmarkBench.Measured m = LandmarkBench.measure(astar, grid, queries, h);
            name.append(b instanceof CompactLandmarkTables c ? c.encoding() : "double64");
            count.append(b.count());
            kib.append(HeuristicData.round(b.bytes() / 1024.0, 0));
            expanded.append(HeuristicData.round(m.meanExpanded(queries.size()), 1));
            optimal.append(m.optimal());
            HeuristicCheck check = HeuristicCheck.run(grid, h, goals);
            over.append((int) check.overestimated());
            inconsistent.append(HeuristicData.round(100 * check.inconsistentShare(), 2));
        }
        return Table.create("memory vs expansions", name, count, kib, expanded, optimal, over, inconsistent);
    }
}
