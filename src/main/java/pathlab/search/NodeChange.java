package pathlab.search;

/**
 * A node's record and list after an iteration that changed it: what a {@link ChangeListener}
 * receives instead of a copy of every list.
 */
public record NodeChange(NodeState state, NodeRecord record) {}
