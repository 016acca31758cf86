package pathlab.search;

import java.util.List;

/**
 * A snapshot of the lists after one iteration, as in the lecture's worked examples: the current
 * node {@code N}, the closed list {@code C}, the open list {@code O} and the unvisited nodes
 * {@code U}. Iteration 0 is the initial state (no current node, shown as {@code -1}). Records
 * are in node-id order; printers sort them by name. Two steps are equal when all their lists are.
 */
public record SearchStep(int iteration, int current, List<NodeRecord> closed, List<NodeRecord> open,
                         List<Integer> unvisited) {}
