package pathlab.openlist;

/**
 * What an open list did during one search: key comparisons, element moves (each write of an
 * element to a new place), searches for an element (a scan to find where it is), nodes handed out
 * from the {@link TunedBinaryHeap}'s queue of ties (0 for the other lists), nodes whose key fell
 * outside the {@link HeapOnTopQueue}'s buckets and went to its heap instead (0 for the others),
 * and the largest number of nodes it held at once.
 */
public record OpenListCounters(long comparisons, long moves, long searches, long queued, long fellBack,
                               int peakSize) {

    /** This work plus that of a list used inside (whose peak size is part of this one's). */
    OpenListCounters plus(OpenListCounters inner) {
        return new OpenListCounters(comparisons + inner.comparisons, moves + inner.moves, searches + inner.searches,
                queued + inner.queued, fellBack + inner.fellBack, peakSize);
    }
}
