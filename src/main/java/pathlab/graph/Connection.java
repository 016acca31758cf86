package pathlab.graph;

/**
 * One connection of a path: its id in the graph, the nodes it leaves and reaches, and its cost.
 *
 * <p>Searches work with int ids; this value is made only for the final path (lecture,
 * "Retrieving the Path": the answer is a list of connections, not of nodes).
 */
public record Connection(int id, int from, int to, double cost) {}
