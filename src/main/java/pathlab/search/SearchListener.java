package pathlab.search;

/**
 * Receives a {@link SearchStep} for the initial state and after every iteration. A search without
 * a listener builds no snapshot at all, so tracing costs nothing when it is off.
 */
@FunctionalInterface
public interface SearchListener {
    void step(SearchStep step);
}
