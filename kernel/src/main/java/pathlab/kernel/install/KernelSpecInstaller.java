package pathlab.kernel.install;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.File;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes and removes the kernelspec that starts this kernel: a folder NAME holding one
 * {@code kernel.json}, in a Jupyter {@code kernels} folder ({@link JupyterPaths} says which).
 *
 * <p>Idea: the JVM that runs the install is the JVM the kernel will run on, and the jar it runs
 * sits in the checkout whose build the notebooks use ({@code ROOT/kernel/target/pathlab-kernel.jar}),
 * so everything the kernelspec names is known here, as absolute paths of this system:
 * <pre>
 *   argv     JAVA_HOME/bin/java -Djava.awt.headless=true -Dfile.encoding=UTF-8 MEMORY BOUNDS [JIT]
 *            [--sun-misc-unsafe-memory-access=allow on JDK 24+] [CLASS ARCHIVE] -jar JAR {connection_file}
 *   env      PATHLAB_CLASSPATH = the library's, bench's and coursework's class paths as
 *            ROOT/classpath.properties writes them (ROOT/target/classes, ROOT/target/lib/*, the
 *            same for bench/ and coursework/), and the kernel's widgets on the library
 *            (kernel/target/pathlab-kernel-cells.jar), joined with the system's path separator
 *            (':', ';' on Windows)
 *   display_name "Java 21 (Pathlab)", language java, interrupt_mode message
 * </pre>
 * The library is read from target/ on every kernel start, so a rebuilt library is picked up by
 * Kernel, Restart; {@code interrupt_mode: message} makes Jupyter send an interrupt_request
 * instead of SIGINT (which Windows does not have). tablesaw's classgraph uses
 * {@code sun.misc.Unsafe}, which JDK 24+ warns about on standard error unless allowed.
 *
 * <p>The memory bounds: a class runs dozens of these kernels on one machine (docs/hub.md), so each
 * holds little and none can take the machine's memory. Measured on JDK 17 after notebook 01 and
 * assignment A1 (a live set of about 55 MB; 45 MB outside the heap, 27 MB of it metaspace):
 * <pre>
 *   -XX:+UseSerialGC        one GC thread, the smallest footprint: a kernel held 216 MB against
 *                           G1's 278 MB (G1 with G1PeriodicGCInterval gives memory back when idle,
 *                           but starts higher and stays higher)
 *   -Xms32m                 the heap starts small: otherwise it starts at 1/64 of the machine's
 *                           memory and never shrinks below that (310 MB held on 24 GB)
 *   -Xmx512m                the heap's bound, --max-heap at install: a cell filling the heap gets an
 *                           OutOfMemoryError within seconds and the kernel answers the next
 *                           cell. Every notebook and assignment runs in 512m; notebook 02, the
 *                           largest, in 128m since its animations are encoded a frame at a time
 *   -XX:MaxNewSize=8m       the young generation, where new objects start, at most 8 MB; by default
 *                           it is a third of the heap and grows with it, and every page of it is
 *                           touched again and again. After notebook 01 a kernel held 131 MB against
 *                           140 (A1 124 against 127, CPU the same; medians of 3); notebook 02's race
 *                           animations peaked at 411-417 MB against 523-569, for 20 % more CPU there
 *                           (12.1 against 10.0 s), its garbage collected more often (02 now peaks
 *                           at 166-181 MB, its animations encoded a frame at a time)
 *   -XX:MinHeapFreeRatio=10, -XX:MaxHeapFreeRatio=30, -XX:-ShrinkHeapInSteps
 *                           after each full collection the heap is shrunk at once to its live data
 *                           plus at most 30% free, and the rest given back to the system
 *   -XX:MaxMetaspaceSize=256m  ten times what the notebooks use: a cell defining classes without
 *                           end gets an OutOfMemoryError too, not the machine's memory
 * </pre>
 * So a kernel holds at most about the heap's bound plus 150 MB. JDK 17, 21 and 25 take these flags.
 *
 * <p>The CPU: most of what a kernel costs is the JVM loading JShell's compiler and compiling it
 * again, in every student's JVM. Two options take that down (docs/hub.md has the table; notebook 01
 * run headless, kernel CPU seconds, medians of 3 with the variants interleaved, on 2 cores shared
 * at a load average of 20-27):
 * <pre>
 *   CLASS ARCHIVE   made at install by a training run ({@link ClassArchive}), -XX:SharedArchiveFile on
 *                   JDK 17-24, -XX:AOTCache on JDK 25: the classes are mapped, not loaded. Alone it saves
 *                   1.5-3 CPU-s of 12.8 and 10-20 MB; the JVM ignores one that no
 *                   longer fits its jar or JDK, so install remakes it then and checks that it is used
 *   JIT quick       -XX:TieredStopAtLevel=1, C1 only (the default, --jit quick): no C2 compiles of the
 *                   compiler's methods, which a notebook's short cells never win back. JDK 17:
 *                   12.8 CPU-s and 208 MB as installed before, 7.1 and 166 MB with both (55 %);
 *                   JDK 25: 12.7 and 215 MB before, 5.9 and 168 MB with both (46 %)
 *   JIT full        --jit full, the JVM's own: C2 for code that runs long. Only a long search wins by it
 *                   (a full search of a 1000x1000 grid, warm: 0.59 s of CPU with C2, 1.05 s with C1
 *                   only). Of the notebooks' heaviest cells, C1 only costs more CPU in two: 02's race
 *                   animations (7.1 and 5.5 CPU-s with C2, 11.9 and 10.6 with C1) and 06's (6.9 and 3.8 with C2,
 *                   8.1 and 6.7 with C1); whole, 02 costs 24 % more with C1 only, 04 38 % less, 06 9 % less
 * </pre>
 * So the default is quick with an archive, everywhere students work: it takes about half the CPU
 * from the typical notebook on a hub and shortens it on a laptop too; install with --jit full where
 * long searches are timed in a notebook.
 *
 * <p>The folder is written next to its place and renamed into it, so Jupyter never reads a half
 * written spec; a spec of the same name is replaced, and removed, only if its {@code argv} starts
 * a pathlab-kernel jar: another kernel's spec is left alone. Names follow Jupyter's rule
 * ({@code [a-zA-Z0-9._-]+}, stored in lower case, as {@code jupyter kernelspec install} does).
 *
 * <p>Usage: {@code KernelSpecInstaller.forThisJvm().install(kernels, DEFAULT_NAME, null, null)} returns
 * the line to print. Cost: a few file operations.
 */
public final class KernelSpecInstaller {

    public static final String DEFAULT_NAME = "pathlab-java";
    /** The kernel's heap bound unless install is given another (-Xmx, see the class comment). */
    public static final String DEFAULT_MAX_HEAP = "512m";
    /** The JIT unless install is given another (see the class comment). */
    public static final Jit DEFAULT_JIT = Jit.QUICK;

    private static final Pattern HEAP_SIZE = Pattern.compile("([1-9][0-9]{0,6})([mMgG])");
    private static final long SMALLEST_HEAP_MB = 128;

    private static final Pattern KERNEL_NAME = Pattern.compile("[a-zA-Z0-9._-]+");
    private static final Pattern KERNEL_JAR = Pattern.compile("pathlab-kernel.*\\.jar");
    /**
     * The modules whose class paths the cells get, as ROOT/classpath.properties writes them: the one
     * place the build's class paths are written, read by the launchers and the Python tools too.
     */
    private static final List<String> MODULES = List.of("library", "bench", "coursework", "widgets");
    private static final String CLASSPATHS = "classpath.properties";

    /** How the kernel's JVM compiles: the two settings install offers (see the class comment). */
    public enum Jit {
        /** Both compilers, the JVM's own default: C2 for code that runs long. */
        FULL(List.of()),
        /** C1 only: a quarter to a half less CPU for a notebook's cells, long searches 1.5x slower. */
        QUICK(List.of("-XX:TieredStopAtLevel=1"));

        final List<String> options;

        Jit(List<String> options) {
            this.options = options;
        }

        /** The setting named {@code quick} or {@code full}, or a usage error. */
        public static Jit named(String name) throws KernelSpecException {
            for (Jit jit : values()) {
                if (jit.name().equalsIgnoreCase(name)) {
                    return jit;
                }
            }
            throw KernelSpecException.usage("--jit " + name + " is not known: give quick or full");
        }
    }

    /** What install does beyond the defaults: the heap bound, the JIT, and whether to make a class archive. */
    public record Settings(String maxHeap, Jit jit, boolean archive) {
        public static final Settings DEFAULT = new Settings(DEFAULT_MAX_HEAP, DEFAULT_JIT, true);
    }

    private final Path java;
    private final int javaFeature;
    private final Path jar;
    private final ClassArchive classArchive;

    /**
     * An installer for a kernel started by the launcher {@code java} of JDK {@code javaFeature}
     * from {@code jar}, which must be ROOT/kernel/target/*.jar of a built checkout; its class
     * archive made and checked by {@code classArchive}.
     */
    KernelSpecInstaller(Path java, int javaFeature, Path jar, ClassArchive classArchive) {
        this.java = java;
        this.javaFeature = javaFeature;
        this.jar = jar;
        this.classArchive = classArchive;
    }

    /** An installer for this JVM and the jar this class was loaded from. */
    public static KernelSpecInstaller forThisJvm() {
        String launcher = JupyterPaths.Os.current() == JupyterPaths.Os.WINDOWS ? "java.exe" : "java";
        Path java = Path.of(System.getProperty("java.home"), "bin", launcher);
        Path jar;
        try {
            jar = Path.of(KernelSpecInstaller.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("this kernel's own location is not a file: " + e.getMessage(), e);
        }
        return new KernelSpecInstaller(java, Runtime.version().feature(), jar, ClassArchive.forThisJvm(java));
    }

    /** "Java 21 (Pathlab)": the name Jupyter shows unless another is given. */
    public String defaultDisplayName() {
        return "Java " + javaFeature + " (Pathlab)";
    }

    /** A kernel name as Jupyter stores it (lower case), or a usage error saying what is wrong with it. */
    public static String checkName(String name) throws KernelSpecException {
        if (!KERNEL_NAME.matcher(name).matches() || name.equals(".") || name.equals("..")) {
            throw KernelSpecException.usage("kernel name \"" + name + "\" is not allowed: use letters, digits, "
                    + "'.', '_' and '-' (as Jupyter does), e.g. " + DEFAULT_NAME);
        }
        return name.toLowerCase(Locale.ROOT);
    }

    /**
     * A heap bound as -Xmx takes it, in megabytes or gigabytes ("512m", "1g"), of at least 128 MB
     * (notebook 01 needs about 100 MB), or a usage error saying what is wrong with it.
     */
    public static String checkMaxHeap(String size) throws KernelSpecException {
        Matcher parts = HEAP_SIZE.matcher(size);
        boolean bigEnough = parts.matches()
                && Long.parseLong(parts.group(1)) * (parts.group(2).equalsIgnoreCase("g") ? 1024 : 1) >= SMALLEST_HEAP_MB;
        if (!bigEnough) {
            throw KernelSpecException.usage("heap size \"" + size + "\" is not allowed: give megabytes or gigabytes of "
                    + "at least " + SMALLEST_HEAP_MB + "m, e.g. " + DEFAULT_MAX_HEAP + " or 1g");
        }
        return size.toLowerCase(Locale.ROOT);
    }

    /**
     * Writes the kernelspec {@code name} into the folder {@code kernels}, replacing this kernel's
     * spec of that name, with its class archive (kept from the spec it replaces while that still
     * fits, else made); a null display name means {@link #defaultDisplayName()}. Returns the lines
     * that say what went where.
     */
    public String install(Path kernels, String name, String displayName, Settings settings) throws KernelSpecException {
        String kernelName = checkName(name);
        String shown = displayName == null ? defaultDisplayName() : displayName;
        List<String> options = jvmOptions(checkMaxHeap(settings.maxHeap()), settings.jit());
        String classpath = notebookClasspath();
        Path realJar = realJar();
        Path spec = kernels.resolve(kernelName);
        boolean replacing = Files.exists(spec, LinkOption.NOFOLLOW_LINKS);
        if (replacing) {
            checkOurs(spec, kernelName, "choose another --name");
        }
        Path fresh = kernels.resolve("." + kernelName + ".new-" + ProcessHandle.current().pid());
        try {
            Files.createDirectories(kernels);
            deleteTree(fresh);
            Files.createDirectory(fresh);
            String archived = settings.archive() ? archive(options, realJar, classpath, replacing ? spec : null, fresh)
                    : "no class archive (--no-archive)";
            boolean withArchive = Files.isRegularFile(fresh.resolve(classArchive.fileName()));
            Files.writeString(fresh.resolve("kernel.json"), kernelJson(shown, options, classpath,
                    withArchive ? spec.resolve(classArchive.fileName()) : null), UTF_8);
            Path old = replacing ? moveAside(spec, kernelName) : null;
            Files.move(fresh, spec, StandardCopyOption.ATOMIC_MOVE);
            if (old != null) {
                deleteTree(old);
            }
            return (replacing ? "replaced" : "installed") + " kernelspec " + kernelName + " (\"" + shown + "\") in " + spec
                    + System.lineSeparator() + archived;
        } catch (IOException e) {
            throw cannot("write the kernelspec " + spec, e);
        } finally {
            deleteQuietly(fresh);
        }
    }

    /**
     * Puts the class archive into the new spec folder {@code fresh}: the one of the spec {@code old}
     * (null if none) when its stamp still matches and the JVM maps it, else one made by a training
     * run of the kernel jar {@code realJar}. Returns the line that says which, or why the kernel goes without one.
     */
    private String archive(List<String> options, Path realJar, String classpath, Path old, Path fresh) throws IOException {
        String stamp = classArchive.stamp(options, realJar);
        Path file = fresh.resolve(classArchive.fileName());
        List<String> using = new ArrayList<>(options);
        using.addAll(classArchive.useOptions(file));
        String stale = old == null ? ClassArchive.NONE : classArchive.staleness(old, stamp);
        if (stale == null) {
            Files.copy(old.resolve(classArchive.fileName()), file);
            stale = classArchive.checkUsed(using, realJar);
            if (stale == null) {
                Files.writeString(fresh.resolve(ClassArchive.STAMP), stamp, UTF_8);
                return "class archive kept: it was made from this kernel jar, JDK and options (" + classArchive.fileName() + ")";
            }
            Files.delete(file);
        }
        long started = System.nanoTime();
        try {
            classArchive.make(options, realJar, classpath, file);
        } catch (IOException e) {
            deleteQuietly(file);
            return "no class archive: " + e.getMessage() + " (the kernel starts without it, slower)";
        }
        long seconds = Math.round((System.nanoTime() - started) / 1e9);
        String unused = classArchive.checkUsed(using, realJar);
        if (unused != null) {
            deleteQuietly(file);
            return "no class archive: made, but " + unused + " (the kernel starts without it, slower)";
        }
        Files.writeString(fresh.resolve(ClassArchive.STAMP), stamp, UTF_8);
        return "class archive made in " + seconds + " s by a training run (" + classArchive.fileName() + ", "
                + Files.size(file) / (1024 * 1024) + " MB" + (stale.equals(ClassArchive.NONE) ? "" : "; the old one: " + stale) + ")";
    }

    /** Removes this kernel's spec {@code name} from {@code kernels}; returns the line that says so. */
    public String uninstall(Path kernels, String name) throws KernelSpecException {
        String kernelName = checkName(name);
        Path spec = kernels.resolve(kernelName);
        if (!Files.exists(spec, LinkOption.NOFOLLOW_LINKS)) {
            throw KernelSpecException.failure("kernelspec " + kernelName + " is not installed in " + kernels
                    + ": nothing removed");
        }
        checkOurs(spec, kernelName, "it stays");
        try {
            deleteTree(moveAside(spec, kernelName));
        } catch (IOException e) {
            throw cannot("remove " + spec, e);
        }
        return "removed kernelspec " + kernelName + " from " + spec;
    }

    /**
     * The class path the cells get (PATHLAB_CLASSPATH): each module's classes and the jars it
     * depends on, in the checkout this jar was built in, joined with this system's separator;
     * refused while the checkout is not built. JJava's and IJava's kernelspecs are given the same
     * ({@code java -jar pathlab-kernel.jar classpath}).
     */
    String notebookClasspath() throws KernelSpecException {
        Path root = checkout();
        Properties modules = classpaths(root);
        List<String> classpath = new ArrayList<>();
        for (String module : MODULES) {
            for (String entry : modules.getProperty(module, "").trim().split(" +")) {
                Path path = root.resolve(entry.replace('/', File.separatorChar));
                Path built = entry.endsWith("/*") ? path.getParent() : path;
                if (!Files.exists(built)) {
                    throw KernelSpecException.failure("the checkout " + root + " is not built (no " + built
                            + "): build it first, e.g. mvn -q package -DskipTests in " + root);
                }
                classpath.add(path.toString()); // a trailing '*' is Java's, not a path on Windows
            }
        }
        return String.join(File.pathSeparator, classpath);
    }

    /** The checkout's class paths by module, from its classpath.properties. */
    private static Properties classpaths(Path root) throws KernelSpecException {
        Properties modules = new Properties();
        try (Reader in = Files.newBufferedReader(root.resolve(CLASSPATHS), UTF_8)) {
            modules.load(in);
        } catch (IOException e) {
            throw cannot("read " + root.resolve(CLASSPATHS), e);
        }
        for (String module : MODULES) {
            if (modules.getProperty(module, "").isBlank()) {
                throw KernelSpecException.failure(root.resolve(CLASSPATHS) + " names no class path for " + module);
            }
        }
        return modules;
    }

    /**
     * The JVM options of the kernel, between {@code java} and {@code -jar}, except the one naming
     * its class archive: those the archive is made with and checked for.
     */
    List<String> jvmOptions(String maxHeap, Jit jit) {
        List<String> options = new ArrayList<>(List.of("-Djava.awt.headless=true", "-Dfile.encoding=UTF-8",
                "-XX:+UseSerialGC", "-Xms32m", "-Xmx" + maxHeap, "-XX:MaxNewSize=8m", "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30",
                "-XX:-ShrinkHeapInSteps", "-XX:MaxMetaspaceSize=256m"));
        options.addAll(jit.options);
        if (javaFeature >= 24) {
            options.add("--sun-misc-unsafe-memory-access=allow");
        }
        return options;
    }

    /** The kernel.json text: this JVM with {@code options}, and the class archive {@code archive} unless null. */
    String kernelJson(String displayName, List<String> options, String classpath, Path archive) throws KernelSpecException {
        JsonArray argv = new JsonArray();
        argv.add(java.toString());
        options.forEach(argv::add);
        if (archive != null) {
            classArchive.useOptions(archive).forEach(argv::add);
        }
        List.of("-jar", realJar().toString(), "{connection_file}").forEach(argv::add);
        JsonObject env = new JsonObject();
        env.addProperty("PATHLAB_CLASSPATH", classpath);
        JsonObject spec = new JsonObject();
        spec.add("argv", argv);
        spec.addProperty("display_name", displayName);
        spec.addProperty("language", "java");
        spec.addProperty("interrupt_mode", "message");
        spec.add("env", env);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(spec) + "\n";
    }

    /** ROOT, the checkout the jar was built in: ROOT/kernel/target/JAR, with ROOT/pom.xml. */
    private Path checkout() throws KernelSpecException {
        Path real = realJar();
        Path target = real.getParent();
        Path root = target.getParent() == null ? null : target.getParent().getParent();
        if (root == null || !target.endsWith(Path.of("kernel", "target")) || !Files.isRegularFile(root.resolve("pom.xml"))) {
            throw KernelSpecException.failure(real + " is not kernel/target/pathlab-kernel.jar of a Pathlab checkout: "
                    + "run the jar that the checkout's build made");
        }
        return root;
    }

    private Path realJar() throws KernelSpecException {
        if (!Files.isRegularFile(jar)) {
            throw KernelSpecException.failure("install runs from the built jar (java -jar "
                    + "kernel/target/pathlab-kernel.jar install), not from " + jar);
        }
        try {
            return jar.toRealPath();
        } catch (IOException e) {
            throw cannot("read " + jar, e);
        }
    }

    /** Refuses to touch a folder that is not a kernelspec starting a pathlab-kernel jar. */
    private static void checkOurs(Path spec, String name, String otherwise) throws KernelSpecException {
        if (!startsOurJar(spec.resolve("kernel.json"))) {
            throw KernelSpecException.failure(spec + " is not this kernel's spec (its kernel.json does not start a "
                    + "pathlab-kernel jar): " + otherwise + ", or remove it with: jupyter kernelspec remove " + name);
        }
    }

    /** Whether a kernel.json's argv names a pathlab-kernel jar (written on this system or another). */
    static boolean startsOurJar(Path kernelJson) {
        try {
            JsonElement argv = new JsonParser().parse(Files.readString(kernelJson, UTF_8)).getAsJsonObject().get("argv");
            if (argv == null || !argv.isJsonArray()) {
                return false;
            }
            for (JsonElement word : argv.getAsJsonArray()) {
                String[] parts = word.getAsString().split("[/\\\\]");
                if (KERNEL_JAR.matcher(parts[parts.length - 1]).matches()) {
                    return true;
                }
            }
            return false;
        } catch (IOException | JsonParseException | IllegalStateException | UnsupportedOperationException e) {
            return false; // unreadable, not JSON, not an object, a word that is not a string
        }
    }

    /** Renames a spec out of Jupyter's sight in one step, so that it is never seen half deleted. */
    private static Path moveAside(Path spec, String name) throws IOException {
        Path old = spec.resolveSibling("." + name + ".old-" + ProcessHandle.current().pid());
        deleteTree(old);
        return Files.move(spec, old, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                path.toFile().setWritable(true); // a class archive is written read-only, which Windows would not delete
                Files.delete(path);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static void deleteQuietly(Path folder) {
        try {
            deleteTree(folder);
        } catch (IOException e) {
            // the failure that matters is already being reported
        }
    }

    private static KernelSpecException cannot(String what, IOException e) {
        String reason = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                : e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " " + e.getMessage());
        return KernelSpecException.failure("cannot " + what + ": " + reason);
    }
}
