package pathlab.openlist;

/**
 * What an open list did during one search: key comparisons, element moves (each write of an
 * element to a new place), searches for an element (a scan to find where it is), nodes handed out
 * from the {@link TunedBinaryHeap}'s queue of ties (0 for the other lists), and the largest number
 * of nodes it held at once.
 */
public record OpenListCounters(long comparisons, long moves, long searches, long queued, int peakSize) {}
