package pathlab.kernel.install;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Where Jupyter looks for kernelspecs: the folder {@code kernels/} of a Jupyter data folder, which
 * belongs to the user, to a Python environment, or to any prefix.
 *
 * <p>Idea: the same rules as jupyter_core's {@code paths.py}, so that a kernelspec written here is
 * found by the Jupyter the student runs, with no Python involved:
 * <ul>
 *   <li>the user's data folder: {@code JUPYTER_DATA_DIR} if set; else, with
 *       {@code JUPYTER_PLATFORM_DIRS} set, the platform's user data folder ({@code ~/Library/Application
 *       Support/jupyter}, {@code %LOCALAPPDATA%\jupyter}, as on Linux below); else on Linux and
 *       other Unix systems {@code $XDG_DATA_HOME/jupyter} or {@code ~/.local/share/jupyter}, on macOS
 *       {@code ~/Library/Jupyter}, on Windows {@code %APPDATA%\jupyter} (without APPDATA:
 *       {@code %JUPYTER_CONFIG_DIR%\data} or {@code ~\.jupyter\data});</li>
 *   <li>a prefix's data folder: {@code PREFIX/share/jupyter} ({@code jupyter kernelspec install
 *       --prefix});</li>
 *   <li>the active Python environment's prefix: {@code VIRTUAL_ENV}, else {@code CONDA_PREFIX}
 *       (what {@code --sys-prefix} means when no Python runs to tell its {@code sys.prefix}).</li>
 * </ul>
 * An empty variable counts as unset, as there. The operating system, the environment and the home
 * folder are given to the constructor, so every system's rules can be tried on any system.
 *
 * <p>Usage: {@code JupyterPaths.ofThisMachine().userKernels()}. Cost: a few map look-ups.
 */
public final class JupyterPaths {

    /** The systems whose rules differ. */
    public enum Os {
        LINUX, MACOS, WINDOWS;

        /** This JVM's system; every Unix other than macOS follows Linux's rules. */
        public static Os current() {
            String name = System.getProperty("os.name").toLowerCase(Locale.ROOT);
            return name.startsWith("windows") ? WINDOWS : name.startsWith("mac") ? MACOS : LINUX;
        }
    }

    private static final Set<String> FALSE_WORDS = Set.of("no", "n", "false", "off", "0", "0.0");

    private final Os os;
    private final Map<String, String> environment;
    private final Path home;

    public JupyterPaths(Os os, Map<String, String> environment, Path home) {
        this.os = os;
        this.environment = Map.copyOf(environment);
        this.home = home;
    }

    /**
     * The rules of the system this JVM runs on, with its environment and the home folder Python
     * sees: HOME (USERPROFILE on Windows) if set, which the JVM's user.home ignores.
     */
    public static JupyterPaths ofThisMachine() {
        Os os = Os.current();
        String home = System.getenv(os == Os.WINDOWS ? "USERPROFILE" : "HOME");
        return new JupyterPaths(os, System.getenv(),
                Path.of(home == null || home.isEmpty() ? System.getProperty("user.home") : home));
    }

    /** The kernelspec folder in the user's Jupyter data folder ({@code --user}). */
    public Path userKernels() {
        return userDataDir().resolve("kernels");
    }

    /** The kernelspec folder of the active Python environment ({@code --sys-prefix}). */
    public Path environmentKernels() throws KernelSpecException {
        String prefix = variable("VIRTUAL_ENV");
        if (prefix == null) {
            prefix = variable("CONDA_PREFIX");
        }
        if (prefix == null) {
            throw KernelSpecException.usage("--sys-prefix: no Python environment is active (neither VIRTUAL_ENV "
                    + "nor CONDA_PREFIX is set): activate the environment Jupyter runs in, or use --prefix DIR");
        }
        return prefixKernels(Path.of(prefix));
    }

    /** The kernelspec folder under an installation prefix ({@code --prefix DIR}). */
    public static Path prefixKernels(Path prefix) {
        return prefix.toAbsolutePath().normalize().resolve(Path.of("share", "jupyter", "kernels"));
    }

    /** The user's Jupyter data folder, as jupyter_core's {@code jupyter_data_dir()}. */
    Path userDataDir() {
        String dataDir = variable("JUPYTER_DATA_DIR");
        if (dataDir != null) {
            return Path.of(dataDir);
        }
        if (platformDirs()) {
            return switch (os) {
                case MACOS -> home.resolve(Path.of("Library", "Application Support", "jupyter"));
                case WINDOWS -> orHome("LOCALAPPDATA", Path.of("AppData", "Local")).resolve("jupyter");
                case LINUX -> xdgDataHome().resolve("jupyter");
            };
        }
        return switch (os) {
            case MACOS -> home.resolve(Path.of("Library", "Jupyter"));
            case WINDOWS -> {
                String appData = variable("APPDATA");
                yield appData != null ? Path.of(appData, "jupyter") : configDir().resolve("data");
            }
            case LINUX -> xdgDataHome().resolve("jupyter");
        };
    }

    private Path xdgDataHome() {
        return orHome("XDG_DATA_HOME", Path.of(".local", "share"));
    }

    /** jupyter_core's {@code jupyter_config_dir()}, which only Windows without APPDATA needs. */
    private Path configDir() {
        return orHome("JUPYTER_CONFIG_DIR", Path.of(".jupyter"));
    }

    /** The folder a variable names, else that folder under home. */
    private Path orHome(String name, Path underHome) {
        String value = variable(name);
        return value != null ? Path.of(value) : home.resolve(underHome);
    }

    /** jupyter_core's {@code envset("JUPYTER_PLATFORM_DIRS")}: set, and not a word for false. */
    private boolean platformDirs() {
        String value = environment.get("JUPYTER_PLATFORM_DIRS");
        return value != null && !FALSE_WORDS.contains(value.toLowerCase(Locale.ROOT));
    }

    /** A variable's value, or null when it is unset or empty. */
    private String variable(String name) {
        String value = environment.get(name);
        return value == null || value.isEmpty() ? null : value;
    }
}
