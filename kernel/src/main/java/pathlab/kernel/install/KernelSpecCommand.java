package pathlab.kernel.install;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * The kernel jar's own install commands, so that a JDK and Jupyter are all a student needs:
 * <pre>
 *   java -jar kernel/target/pathlab-kernel.jar install   [--user | --sys-prefix | --prefix DIR] [--name NAME] [--display-name TEXT]
 *                                                        [--max-heap SIZE] [--jit quick|full] [--no-archive]
 *   java -jar kernel/target/pathlab-kernel.jar uninstall [--user | --sys-prefix | --prefix DIR] [--name NAME]
 *   java -jar kernel/target/pathlab-kernel.jar classpath   (the class path the cells get, for JJava's or IJava's kernelspec)
 *   java -jar kernel/target/pathlab-kernel.jar train       (install's training run, for its class archive)
 *   java -jar kernel/target/pathlab-kernel.jar --help
 * </pre>
 *
 * <p>Idea: the options of {@code jupyter kernelspec install} (the default place is {@code --user}),
 * read into a place ({@link JupyterPaths}) and a name, then handed to the {@link KernelSpecInstaller}.
 * What was done is one line on standard output; what was not, one line on standard error starting
 * {@code pathlab-kernel:}, with exit code 2 for a wrong command line and 1 for a failure. Removing a
 * spec that is not there is a failure, as for {@code jupyter kernelspec remove}. Each option may be
 * given once, as {@code --name NAME} or {@code --name=NAME}.
 *
 * <p>Usage: {@code new KernelSpecCommand(JupyterPaths.ofThisMachine(), KernelSpecInstaller.forThisJvm(),
 * KernelTraining::run, System.out, System.err).run(args)} returns the exit code. Cost: that of the installer.
 */
public final class KernelSpecCommand {

    private static final String LOCATION = "--user, --sys-prefix or --prefix DIR";

    /** The training run ({@code train}): evaluates typical cells as a kernel does; returns the exit code. */
    @FunctionalInterface
    public interface Training {
        int run() throws IOException;
    }

    private final JupyterPaths paths;
    private final KernelSpecInstaller installer;
    private final Training training;
    private final PrintStream out;
    private final PrintStream err;

    public KernelSpecCommand(JupyterPaths paths, KernelSpecInstaller installer, Training training, PrintStream out,
                             PrintStream err) {
        this.paths = paths;
        this.installer = installer;
        this.training = training;
        this.out = out;
        this.err = err;
    }

    /** Whether the jar's first argument names one of these commands rather than a connection file. */
    public static boolean isCommand(String firstArgument) {
        return Set.of("install", "uninstall", "classpath", ClassArchive.TRAINING_COMMAND, "--help", "-h").contains(firstArgument);
    }

    /** Runs the command {@code args[0]} with its options; returns the exit code. */
    public int run(String... args) {
        if (args.length > 0 && Set.of("--help", "-h").contains(args[0])) {
            out.print(usage());
            return 0;
        }
        try {
            if (args.length > 0 && Set.of("classpath", ClassArchive.TRAINING_COMMAND).contains(args[0])) {
                if (args.length > 1) {
                    throw KernelSpecException.usage("unexpected argument " + args[1] + " for " + args[0] + " (see --help)");
                }
                if (args[0].equals(ClassArchive.TRAINING_COMMAND)) {
                    return training.run();
                }
                out.println(installer.notebookClasspath());
                return 0;
            }
            if (args.length == 0 || !Set.of("install", "uninstall").contains(args[0])) {
                throw KernelSpecException.usage("unknown command " + (args.length == 0 ? "(none)" : args[0])
                        + ": use install, uninstall or classpath (see --help)");
            }
            Options options = new Options(args);
            if (options.help) {
                out.print(usage());
                return 0;
            }
            Path kernels = options.kernels();
            out.println(options.install
                    ? installer.install(kernels, options.name, options.displayName, options.settings())
                    : installer.uninstall(kernels, options.name));
            return 0;
        } catch (KernelSpecException e) {
            err.println("pathlab-kernel: " + e.getMessage());
            return e.exitCode();
        } catch (IOException e) {
            err.println("pathlab-kernel: the training run could not read its cells: " + e.getMessage());
            return 1;
        }
    }

    /** What {@code --help} prints; the places are this machine's. */
    String usage() {
        return String.join(System.lineSeparator(),
                "usage: java -jar pathlab-kernel.jar CONNECTION_FILE    (what Jupyter runs: the kernel itself)",
                "       java -jar pathlab-kernel.jar install   [--user | --sys-prefix | --prefix DIR] [--name NAME] [--display-name TEXT]",
                "                                              [--max-heap SIZE] [--jit quick|full] [--no-archive]",
                "       java -jar pathlab-kernel.jar uninstall [--user | --sys-prefix | --prefix DIR] [--name NAME]",
                "       java -jar pathlab-kernel.jar classpath",
                "       java -jar pathlab-kernel.jar train",
                "",
                "install writes a Jupyter kernelspec that starts this jar with this Java and gives the notebooks",
                "the classes of the checkout the jar was built in; an older spec of that name is replaced.",
                "uninstall removes it. classpath prints the class path the cells get (for JJava's or IJava's",
                "kernelspec). train runs typical cells once: install runs it in a JVM of its own to make the",
                "kernel's class archive, which it keeps in the kernelspec's folder. Where (one of):",
                "  --user            your Jupyter data folder (the default): " + paths.userKernels(),
                "  --sys-prefix      the active Python environment: $VIRTUAL_ENV, else $CONDA_PREFIX",
                "  --prefix DIR      DIR/share/jupyter/kernels (Jupyter looks there if DIR is its environment,",
                "                    or with JUPYTER_PATH=DIR/share/jupyter)",
                "  --name NAME       the kernelspec's name (default " + KernelSpecInstaller.DEFAULT_NAME
                        + "): letters, digits, '.', '_', '-'",
                "  --display-name TEXT  the name Jupyter shows (default \"" + installer.defaultDisplayName() + "\")",
                "  --max-heap SIZE   the kernel's heap bound, -Xmx (default " + KernelSpecInstaller.DEFAULT_MAX_HEAP
                        + "): a cell filling it gets an OutOfMemoryError",
                "  --jit quick|full  quick (the default): C1 only, -XX:TieredStopAtLevel=1, about half the CPU for",
                "                    a notebook's cells; full: C2 too, for long searches (1.5x faster once warm)",
                "  --no-archive      no class archive (made by a training run of 5-20 s; kept while the jar,",
                "                    the JDK and the options stay the same)",
                "");
    }

    /** One command line, read and checked. */
    private final class Options {
        final boolean install;
        boolean help;
        String location = "--user";
        String prefix;
        String name = KernelSpecInstaller.DEFAULT_NAME;
        String displayName;
        String maxHeap = KernelSpecInstaller.DEFAULT_MAX_HEAP;
        KernelSpecInstaller.Jit jit = KernelSpecInstaller.DEFAULT_JIT;
        boolean archive = true;

        Options(String[] args) throws KernelSpecException {
            install = args[0].equals("install");
            Set<String> given = new HashSet<>();
            for (int i = 1; i < args.length; i++) {
                String arg = args[i];
                int equals = arg.indexOf('=');
                String option = arg.startsWith("--") && equals > 0 ? arg.substring(0, equals) : arg;
                String inlineValue = option.equals(arg) ? null : arg.substring(equals + 1);
                boolean takesValue = option.equals("--prefix") || option.equals("--name")
                        || (install && Set.of("--display-name", "--max-heap", "--jit").contains(option));
                boolean known = takesValue || Set.of("--user", "--sys-prefix", "--help", "-h").contains(option)
                        || (install && option.equals("--no-archive"));
                if (!known) {
                    throw KernelSpecException.usage((arg.startsWith("-") ? "unknown option " : "unexpected argument ")
                            + option + " for " + args[0] + " (see --help)");
                }
                if (!takesValue && inlineValue != null) {
                    throw KernelSpecException.usage(option + " takes no value");
                }
                boolean place = Set.of("--user", "--sys-prefix", "--prefix").contains(option);
                if (!given.add(place ? LOCATION : option)) {
                    throw KernelSpecException.usage(place ? "give only one of " + LOCATION : option + " given twice");
                }
                String value = null;
                if (takesValue) {
                    value = inlineValue != null ? inlineValue : i + 1 < args.length ? args[++i] : null;
                    if (value == null || value.isEmpty() || value.startsWith("--")) {
                        throw KernelSpecException.usage(option + " needs a value");
                    }
                }
                switch (option) {
                    case "--help", "-h" -> help = true;
                    case "--name" -> name = value;
                    case "--display-name" -> displayName = value;
                    case "--max-heap" -> maxHeap = KernelSpecInstaller.checkMaxHeap(value);
                    case "--jit" -> jit = KernelSpecInstaller.Jit.named(value);
                    case "--no-archive" -> archive = false;
                    default -> {
                        location = option;
                        prefix = value;
                    }
                }
            }
            KernelSpecInstaller.checkName(name);
        }

        KernelSpecInstaller.Settings settings() {
            return new KernelSpecInstaller.Settings(maxHeap, jit, archive);
        }

        /** The kernels folder the options name. */
        Path kernels() throws KernelSpecException {
            return switch (location) {
                case "--sys-prefix" -> paths.environmentKernels();
                case "--prefix" -> {
                    try {
                        yield JupyterPaths.prefixKernels(Path.of(prefix));
                    } catch (InvalidPathException e) {
                        throw KernelSpecException.usage("--prefix " + prefix + " is not a folder name: " + e.getReason());
                    }
                }
                default -> paths.userKernels();
            };
        }
    }
}
