package pathlab.coursework;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The classes the notebook's cells compiled to, as JShell produced them: the kernel deposits
 * each one when it loads it, and the notebook's visible tests read them to say what grading
 * would refuse ({@link GradedCodePolicy}).
 *
 * <p>Idea: JShell compiles a cell into a wrapper class {@code REPL.$JShell$12} (and the cell's
 * own classes nested in it) and hands the bytes to the kernel; only the kernel ever sees them.
 * A cell declared again is compiled to {@code REPL.$JShell$12B}: it replaces the class of its
 * earlier version here, so a fixed cell is judged as it is now.
 *
 * <p>Why this class stands alone: the kernel loads it from its own jar, below the class loader
 * of the cells, so the kernel and the cells share its one registry (its build copies this class,
 * and only this one, into the kernel's jar). So it may use the JDK alone, and only public members.
 *
 * <p>Cost: the bytes of every class a session loads are kept (kilobytes per cell).
 */
public final class CellClasses {

    /** One class compiled from cell {@code cell} (the notebook's execution count). */
    public record CellClass(int cell, String name, byte[] bytes) {}

    private static final Map<String, CellClass> LOADED = new LinkedHashMap<>();

    private CellClasses() {}

    /** Records a class the kernel loads for cell {@code cell}, replacing an earlier version of it. */
    public static synchronized void loaded(int cell, String className, byte[] bytes) {
        String version = className.replaceFirst("(\\$JShell\\$\\d+)[A-Z]+", "$1");
        LOADED.remove(version); // to the end: the order is the order of loading
        LOADED.put(version, new CellClass(cell, className, bytes.clone()));
    }

    /** Every class loaded so far, oldest first. */
    public static synchronized List<CellClass> all() {
        return new ArrayList<>(LOADED.values());
    }
}
