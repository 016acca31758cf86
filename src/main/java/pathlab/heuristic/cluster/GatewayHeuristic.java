package pathlab.heuristic.cluster;

import java.util.Arrays;

import pathlab.graph.Clusters;
import pathlab.search.Heuristic;

/**
 * The gateway heuristic (Björnsson and Halldórsson, "Improved Heuristics for Optimal Path-finding
 * on Game Maps", AIIDE 2006): the cluster idea of the lecture ("Cluster Heuristic (1)"), made
 * accurate where the lecture's table is weakest. From node x in area a to the goal y in area b:
 *
 * <pre>
 *   h(x) = max( base(x, y),  min over gateways G of a, H of b of  inside(x, G) + between(G, H) + inside(y, H) )
 * </pre>
 *
 * with the distances of {@link GatewayTable}; within the goal's own area it is the base heuristic.
 * The lecture's table gives every node of a room one value, the cheapest way between the two
 * rooms, often from the doorway nearest the goal; the gateway heuristic adds the walk from x to
 * each doorway, so the far corner of a large room is estimated much higher than its doorway, and
 * A* no longer fills the whole room ("Cluster Heuristic (2)") before moving on.
 *
 * <p>Admissible (see {@link GatewayTable} for the proof), not always consistent: estimates jump
 * where a route crosses from one area into another, so keep reopening on.
 *
 * <p>Cost: per estimate, one pass over the gateways of x's area; when the goal changes, one pass
 * over every gateway and the goal area's gateways (remembered for the goal, so one instance
 * serves one search at a time, like {@code AStar}).
 *
 * <pre>
 *   Heuristic h = GatewayHeuristic.of(GatewayTable.build(grid, Rooms.of(grid)), new OctileHeuristic(grid));
 * </pre>
 */
public final class GatewayHeuristic implements Heuristic {
    private final GatewayTable table;
    private final Clusters clusters;
    private final Heuristic base;
    private final double[] toGoal;   // per gateway G: min over H of between(G, H) + inside(goal, H)
    private int preparedGoal = -1;

    private GatewayHeuristic(GatewayTable table, Heuristic base) {
        this.table = table;
        this.clusters = table.clusters();
        this.base = base;
        this.toGoal = new double[table.gatewayCount()];
    }

    /** The gateway heuristic on the table, never below the base heuristic. */
    public static GatewayHeuristic of(GatewayTable table, Heuristic base) {
        return new GatewayHeuristic(table, base);
    }

    @Override
    public double estimate(int node, int goal) {
        double h = base.estimate(node, goal);
        int a = clusters.clusterOf(node);
        int b = clusters.clusterOf(goal);
        if (a == b || a == Clusters.NONE || b == Clusters.NONE) {
            return h;
        }
        if (goal != preparedGoal) {
            prepare(goal, b);
        }
        double best = Double.POSITIVE_INFINITY;
        for (int gate = table.firstGateway(a), end = table.firstGateway(a + 1); gate < end; gate++) {
            best = Math.min(best, table.inside(node, gate) + toGoal[gate]);
        }
        return Math.max(h, best);
    }

    /** The cheapest way on from each gateway to the goal, through a gateway of the goal's area b. */
    private void prepare(int goal, int b) {
        Arrays.fill(toGoal, Double.POSITIVE_INFINITY);
        for (int last = table.firstGateway(b), end = table.firstGateway(b + 1); last < end; last++) {
            double rest = table.inside(goal, last);
            for (int gate = 0; gate < toGoal.length; gate++) {
                toGoal[gate] = Math.min(toGoal[gate], table.between(gate, last) + rest);
            }
        }
        preparedGoal = goal;
    }

    public GatewayTable table() {
        return table;
    }

    @Override
    public String toString() {
        return "gateway(" + table.gatewayCount() + " gateways of " + clusters.count() + " areas, max with " + base + ")";
    }
}
