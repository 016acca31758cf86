package pathlab.kernel.evaluation;

import java.util.List;

/**
 * Which kernel's rules the cells are held to: this kernel's, or only what JJava and IJava accept
 * too, so that a notebook that runs in the second mode runs on those kernels as well.
 *
 * <p>Idea: the differences that break a notebook moved to JJava or IJava are few and all visible
 * to JShell, so this kernel can play by their rules (the kernelspec's environment variable
 * {@code PATHLAB_KERNEL_API=jjava}; scripts/run-notebooks.py --api jjava runs every notebook so):
 * <ul>
 *   <li>the imports every session starts with: only those both kernels start with (JJava leaves
 *       out {@code java.nio.file}, {@code java.util.function} and {@code java.util.stream});</li>
 *   <li>the display functions: only {@code display(value)} and {@code display(value, mimeTypes...)},
 *       which return a display id ({@link pathlab.kernel.JJavaDisplay});</li>
 *   <li>a cell ending in an expression shows its value even after a semicolon (so a trailing
 *       {@code display(...);} shows that id), and a null value not at all;</li>
 *   <li>an import in a cell after cells that declared variables fails: on JJava such an import
 *       can reset those variables to null (a library package's import after another snippet of
 *       its cell did), while this kernel keeps them; imports in the first cell are safe.</li>
 * </ul>
 * Their other differences (no interrupt of a running loop, exit calls, stack traces) change no
 * output of a notebook that runs without error.
 */
public enum CellApi {
    /** This kernel's: JShell's imports and {@link pathlab.kernel.Display}'s functions. */
    PATHLAB(List.of(
            "import java.io.*;", "import java.math.*;", "import java.net.*;", "import java.nio.file.*;",
            "import java.util.*;", "import java.util.concurrent.*;", "import java.util.function.*;",
            "import java.util.regex.*;", "import java.util.stream.*;",
            "import static pathlab.kernel.Display.*;")),
    /** What JJava and IJava both offer. */
    JJAVA(List.of(
            "import java.io.*;", "import java.math.*;", "import java.net.*;", "import java.util.*;",
            "import java.util.concurrent.*;", "import java.util.prefs.*;", "import java.util.regex.*;",
            "import static pathlab.kernel.JJavaDisplay.*;"));

    /** The imports every session starts with. */
    final List<String> startup;

    CellApi(List<String> startup) {
        this.startup = startup;
    }

    /** PATHLAB_KERNEL_API: "jjava" for {@link #JJAVA}; unset or empty for {@link #PATHLAB}. */
    public static CellApi fromEnvironment() {
        String value = System.getenv("PATHLAB_KERNEL_API");
        if (value == null || value.isBlank()) {
            return PATHLAB;
        }
        return valueOf(value.strip().toUpperCase(java.util.Locale.ROOT));
    }
}
