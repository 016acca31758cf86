package pathlab.kernel.install;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The kernel's class archive: the classes a kernel loads while it runs typical cells (JShell and
 * the compiler behind it most of all), stored by the JVM ready to map, so that a student's kernel
 * neither reads, parses nor verifies them again (JDK 25 also keeps the training run's method
 * profiles, so the JIT starts informed).
 * <pre>
 *   JDK 17-24   a dynamic class-data-sharing archive, pathlab.jsa:
 *               made by -XX:ArchiveClassesAtExit=FILE, used with -XX:SharedArchiveFile=FILE
 *   JDK 25+     an ahead-of-time cache, pathlab.aot:
 *               made by -XX:AOTCacheOutput=FILE, used with -XX:AOTCache=FILE
 * </pre>
 *
 * <p>Idea: the archive is made at install, in a JVM of its own started with the kernelspec's own
 * options and class path, running the kernel's training cells, its {@value #TRAINING_COMMAND}
 * command (never by a student's kernel at its exit: writing it takes 10-15 s of CPU, longer than
 * Jupyter waits for a kernel to stop). It lives in the kernelspec's folder with a stamp,
 * {@value #STAMP}, saying what it was made from: each jar on the kernel's class path (SHA-256, size,
 * modification time, which the JVM itself compares), the JDK's {@code java.home} and version, and
 * the JVM options. The JVM ignores an archive that does not match (-Xshare:auto, the default: the
 * kernel still starts, only slower, with a warning in the server's log), so a new install makes it
 * again when the stamp differs ({@link #staleness}) and then checks that the JVM really maps it
 * ({@link #checkUsed}): an archive that stopped helping is said, not silent.
 *
 * <p>Usage: {@code ClassArchive.forThisJvm()}; {@code make(options, jar, classpath, file)} runs the
 * training (a few seconds of CPU, 10-20 s on a loaded machine), {@code checkUsed} one short JVM.
 */
class ClassArchive {

    /** The stamp file beside the archive, in the kernelspec's folder. */
    static final String STAMP = "class-archive.properties";
    /** What {@link #staleness} says of a spec without an archive. */
    static final String NONE = "none made yet";
    /** The kernel jar's command that runs the training cells ({@code pathlab.kernel.KernelTraining}). */
    static final String TRAINING_COMMAND = "train";
    /** A class of the kernel jar that every run of it loads (its main method asks it about the first argument). */
    private static final String CHECKED_CLASS = KernelSpecCommand.class.getName();
    private static final long TRAINING_LIMIT_SECONDS = 600;

    private final Path java;
    private final Path javaHome;
    private final String javaVersion;
    private final int javaFeature;

    /** An archive for the JDK in {@code javaHome} (launcher {@code java}), of that version and feature release. */
    ClassArchive(Path java, Path javaHome, String javaVersion, int javaFeature) {
        this.java = java;
        this.javaHome = javaHome;
        this.javaVersion = javaVersion;
        this.javaFeature = javaFeature;
    }

    /** The archive of this JVM. */
    static ClassArchive forThisJvm(Path java) {
        return new ClassArchive(java, Path.of(System.getProperty("java.home")), Runtime.version().toString(),
                Runtime.version().feature());
    }

    /** The archive's file name in the kernelspec's folder. */
    String fileName() {
        return javaFeature >= 25 ? "pathlab.aot" : "pathlab.jsa";
    }

    /**
     * The options that make a kernel use the archive {@code file}, mapped where it was made to be
     * mapped. The JDKs we run (17.0.15, 21, 25) map an archive at a random address by default
     * (-XX:ArchiveRelocationMode=1) and then rewrite every pointer in it, which copies those pages into
     * each kernel: measured after notebook 01, 25 MB of a kernel's archive mapping were its own with the
     * random address, 11 MB at the archive's own address (what the JVM itself writes there), so six
     * kernels held 12-13 MB less each (PSS; JDK 17, 21 and 25 alike). Where that address is taken the JVM still maps it elsewhere. A random
     * address guards against code that attacks the JVM from outside; a student's kernel runs the
     * student's own cells with the student's own rights, so it loses nothing by it (the grader,
     * which runs submissions, keeps the JVM's default).
     */
    List<String> useOptions(Path file) {
        return List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:ArchiveRelocationMode=0",
                (javaFeature >= 25 ? "-XX:AOTCache=" : "-XX:SharedArchiveFile=") + file);
    }

    /** The option that makes a training run write the archive {@code file} at its end. */
    String makeOption(Path file) {
        return (javaFeature >= 25 ? "-XX:AOTCacheOutput=" : "-XX:ArchiveClassesAtExit=") + file;
    }

    /**
     * What the archive for these JVM options and this kernel jar is made from, as the stamp's text:
     * sorted "key=value" lines, so two stamps are equal exactly when their texts are.
     */
    String stamp(List<String> options, Path jar) throws IOException {
        Map<String, String> facts = new TreeMap<>();
        facts.put("java.home", javaHome.toString());
        facts.put("java.version", javaVersion);
        facts.put("options", String.join(" ", options));
        for (Path each : classPath(jar)) {
            facts.put("jar." + each.getFileName(), sha256(each) + " " + Files.size(each) + " "
                    + Files.getLastModifiedTime(each).toMillis());
        }
        StringBuilder text = new StringBuilder("# what the class archive was made from (pathlab-kernel install)\n");
        facts.forEach((key, value) -> text.append(key).append('=').append(value.replace("\\", "\\\\")).append('\n'));
        return text.toString();
    }

    /**
     * Why the archive in {@code spec} cannot serve a kernel whose stamp is {@code wanted}, in a few
     * words ("the kernel jar kernel.jar changed"), or null when it can: present, and its stamp equal.
     */
    String staleness(Path spec, String wanted) throws IOException {
        Path stamp = spec.resolve(STAMP);
        if (!Files.isRegularFile(spec.resolve(fileName())) || !Files.isRegularFile(stamp)) {
            return NONE;
        }
        Properties had = properties(Files.readString(stamp, UTF_8));
        Properties want = properties(wanted);
        if (!had.getProperty("java.home", "").equals(want.getProperty("java.home"))) {
            return "made by another JDK (" + had.getProperty("java.home", "unknown") + ")";
        }
        if (!had.getProperty("java.version", "").equals(want.getProperty("java.version"))) {
            return "made by Java " + had.getProperty("java.version", "unknown") + ", this is "
                    + want.getProperty("java.version");
        }
        if (!had.getProperty("options", "").equals(want.getProperty("options"))) {
            return "made with other JVM options";
        }
        for (String key : want.stringPropertyNames().stream().sorted().toList()) {
            if (key.startsWith("jar.") && !want.getProperty(key).equals(had.getProperty(key))) {
                return "made from another " + key.substring(4);
            }
        }
        return had.equals(want) ? null : "made from other jars";
    }

    /**
     * Runs the training cells in a JVM started with {@code options} and {@code -jar jar}, the cells
     * given {@code classpath} as PATHLAB_CLASSPATH, writing the archive {@code file}; throws with the
     * run's last words when it does not.
     */
    void make(List<String> options, Path jar, String classpath, Path file) throws IOException {
        List<String> command = new ArrayList<>(List.of(java.toString()));
        command.addAll(options);
        command.addAll(List.of(makeOption(file), "-jar", jar.toString(), TRAINING_COMMAND));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PATHLAB_CLASSPATH", classpath);
        builder.environment().remove("PATHLAB_KERNEL_API");
        Output run = run(builder, TRAINING_LIMIT_SECONDS);
        if (run.exitCode != 0 || !Files.isRegularFile(file)) {
            throw new IOException("the training run " + (run.exitCode < 0 ? "took longer than " + TRAINING_LIMIT_SECONDS
                    + " s" : "ended with exit code " + run.exitCode) + lastLine(run.text));
        }
    }

    /**
     * Starts the JVM with {@code options} (which name the archive) and {@code -jar jar}, as a kernel
     * starts, and says whether it took the kernel's classes from the archive: null if it did, else
     * why not, in the JVM's own words where it gave some.
     */
    String checkUsed(List<String> options, Path jar) throws IOException {
        List<String> command = new ArrayList<>(List.of(java.toString()));
        command.addAll(options);
        command.addAll(List.of("-Xlog:class+load=info", "-Xlog:cds=warning")); // -Xshare:auto, the default
        if (javaFeature >= 25) {
            command.add("-Xlog:aot=warning"); // where JDK 25 says why it cannot use a cache
        }
        command.addAll(List.of("-jar", jar.toString(), "--help"));
        Output run = run(new ProcessBuilder(command).redirectErrorStream(true), 60);
        String warnings = "";
        for (String line : run.text.split("\n")) {
            if (line.contains(" " + CHECKED_CLASS + " source: ")) {
                return line.contains("source: shared objects file") ? null
                        : "the JVM did not use it" + (warnings.isEmpty() ? " (" + line.substring(line.indexOf("source: ")) + ")"
                        : ": " + warnings);
            }
            if (line.contains("[warning]") || line.contains("[error]")) {
                warnings += (warnings.isEmpty() ? "" : "; ") + line.replaceFirst("^\\[[^]]*\\](\\[[^]]*\\])*\\s*", "");
            }
        }
        return "the JVM did not start" + (warnings.isEmpty() ? lastLine(run.text) : ": " + warnings);
    }

    /** The jar and the jars its manifest's Class-Path names: the class path the archive is made for. */
    static List<Path> classPath(Path jar) throws IOException {
        List<Path> jars = new ArrayList<>(List.of(jar));
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String path = manifest == null ? null : manifest.getMainAttributes().getValue("Class-Path");
            if (path != null) {
                for (String entry : path.trim().split("\\s+")) {
                    Path each = jar.resolveSibling(entry);
                    if (Files.isRegularFile(each)) {
                        jars.add(each);
                    }
                }
            }
        }
        return jars;
    }

    private static String sha256(Path file) throws IOException {
        try (DigestInputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(in.getMessageDigest().digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static Properties properties(String text) throws IOException {
        Properties properties = new Properties();
        properties.load(new StringReader(text));
        return properties;
    }

    private record Output(int exitCode, String text) {
    }

    /** Runs a process to its end or for at most {@code seconds}; exit code -1 when it was stopped. */
    private static Output run(ProcessBuilder builder, long seconds) throws IOException {
        Process process = builder.start();
        process.getOutputStream().close();
        StringBuilder text = new StringBuilder();
        Thread reader = new Thread(() -> {
            try (InputStream in = process.getInputStream()) {
                text.append(new String(in.readAllBytes(), UTF_8));
            } catch (IOException e) {
                // the process went away: what it wrote so far is what there is
            }
        });
        reader.start();
        try {
            boolean ended = process.waitFor(seconds, TimeUnit.SECONDS);
            if (!ended) {
                process.destroyForcibly().waitFor();
            }
            reader.join();
            return new Output(ended ? process.exitValue() : -1, text.toString());
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while " + builder.command().get(0) + " ran");
        }
    }

    private static String lastLine(String text) {
        String[] lines = text.strip().split("\n");
        return lines[lines.length - 1].isBlank() ? "" : ": " + lines[lines.length - 1].strip();
    }
}
