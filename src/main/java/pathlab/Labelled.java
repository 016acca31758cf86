package pathlab;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * An option with a short lower-case name, as the command line and the notebooks spell it
 * ({@code fifo}, {@code optimal}, {@code indexed-heap}). Enums implement it and look their
 * constants up with {@link #byLabel}, which says which names exist when one is unknown.
 */
public interface Labelled {

    /** The name on the command line. */
    String label();

    /** The constant of {@code type} with this label. */
    static <E extends Enum<E> & Labelled> E byLabel(Class<E> type, String label, String what) {
        for (E e : type.getEnumConstants()) {
            if (e.label().equals(label)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown " + what + " '" + label + "': choose one of "
                + Arrays.stream(type.getEnumConstants()).map(Labelled::label).collect(Collectors.joining(", ")));
    }
}
