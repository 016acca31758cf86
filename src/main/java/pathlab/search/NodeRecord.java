package pathlab.search;

/**
 * A node record as the lecture draws it: the node, the connection it was reached by, its
 * cost-so-far and its estimated-total-cost, printed {@code X(Y,c,e)} with Y the node that
 * connection leaves ({@code -1} and printed {@code ϕ} for the start).
 *
 * <p>The search keeps these values in primitive arrays; this value is made only for traces.
 */
public record NodeRecord(int node, int connection, int from, double costSoFar, double estimatedTotalCost) {}
