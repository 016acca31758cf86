package pathlab.kernel.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pathlab.kernel.evaluation.ClasspathSpec;

/** The kernelspec written into a prefix, read back, replaced and removed, for a checkout made here. */
class KernelSpecInstallerTest {

    @TempDir
    Path dir;

    /** A built checkout as the installer needs it, with this checkout's class paths; returns the kernel jar. */
    static Path builtCheckout(Path root) throws IOException {
        Files.createDirectories(root);
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        Files.copy(Path.of("..", "classpath.properties"), root.resolve("classpath.properties")); // tests run in kernel/
        for (String module : List.of("", "bench", "coursework")) {
            Files.createDirectories(root.resolve(module).resolve("target/classes"));
            Files.createDirectories(root.resolve(module).resolve("target/lib"));
        }
        Files.createFile(root.resolve("target/lib/picocli.jar"));
        Path jar = root.resolve("kernel/target/pathlab-kernel.jar");
        Files.createDirectories(jar.getParent());
        Files.createFile(root.resolve("kernel/target/pathlab-kernel-cells.jar"));
        writeJar(jar, "1");
        return jar;
    }

    /** A kernel jar whose manifest names lib/gson.jar, made beside it; {@code content} tells builds apart. */
    static void writeJar(Path jar, String content) throws IOException {
        if (!Files.exists(jar.resolveSibling("lib/gson.jar"))) {
            Files.createDirectories(jar.resolveSibling("lib"));
            Files.writeString(jar.resolveSibling("lib/gson.jar"), "gson");
        }
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, "lib/gson.jar lib/missing.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            out.putNextEntry(new JarEntry("build.txt"));
            out.write(content.getBytes(StandardCharsets.UTF_8));
        }
    }

    /**
     * A class archive of a JDK of that version, whose training run writes a few bytes (or fails
     * saying {@code trainingFails}), counted, and which the JVM uses (or not, saying {@code unused}).
     */
    static final class FakeArchive extends ClassArchive {
        int made;
        String trainingFails;
        String unused;

        FakeArchive(String javaVersion, int javaFeature) {
            super(Path.of("java"), Path.of("/jdk-" + javaFeature), javaVersion, javaFeature);
        }

        @Override
        void make(List<String> options, Path jar, String classpath, Path file) throws IOException {
            made++;
            if (trainingFails != null) {
                throw new IOException(trainingFails);
            }
            Files.writeString(file, "classes of " + jar.getFileName());
        }

        @Override
        String checkUsed(List<String> options, Path jar) {
            return unused;
        }
    }

    private final FakeArchive archive17 = new FakeArchive("17.0.15+6", 17);

    private KernelSpecInstaller installer(int javaFeature) throws IOException {
        return installer(javaFeature, javaFeature == 17 ? archive17 : new FakeArchive(javaFeature + ".0.1", javaFeature));
    }

    private KernelSpecInstaller installer(int javaFeature, ClassArchive archive) throws IOException {
        Path jar = dir.resolve("checkout/kernel/target/pathlab-kernel.jar");
        return new KernelSpecInstaller(dir.resolve("jdk/bin/java"), javaFeature,
                Files.exists(jar) ? jar : builtCheckout(dir.resolve("checkout")), archive);
    }

    private static final KernelSpecInstaller.Settings DEFAULT = KernelSpecInstaller.Settings.DEFAULT;

    private Path kernels() {
        return JupyterPaths.prefixKernels(dir.resolve("env"));
    }

    private static JsonObject readSpec(Path spec) throws IOException {
        return new JsonParser().parse(Files.readString(spec.resolve("kernel.json"))).getAsJsonObject();
    }

    private static List<String> strings(JsonArray array) {
        List<String> result = new ArrayList<>();
        array.forEach(element -> result.add(element.getAsString()));
        return result;
    }

    @Test
    void installWritesAbsolutePathsOfThisJvmJarAndCheckout() throws Exception {
        String lines = installer(17).install(kernels(), "pathlab-java", null, DEFAULT);
        Path spec = kernels().resolve("pathlab-java");
        assertEquals("installed kernelspec pathlab-java (\"Java 17 (Pathlab)\") in " + spec, lines.lines().findFirst().get());

        JsonObject json = readSpec(spec);
        List<String> argv = strings(json.getAsJsonArray("argv"));
        Path jar = dir.resolve("checkout/kernel/target/pathlab-kernel.jar").toRealPath();
        assertEquals(List.of(dir.resolve("jdk/bin/java").toString(), "-Djava.awt.headless=true", "-Dfile.encoding=UTF-8",
                "-XX:+UseSerialGC", "-Xms32m", "-Xmx512m", "-XX:MaxNewSize=8m", "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30",
                "-XX:-ShrinkHeapInSteps", "-XX:MaxMetaspaceSize=256m", "-XX:TieredStopAtLevel=1",
                "-XX:+UnlockDiagnosticVMOptions", "-XX:ArchiveRelocationMode=0",
                "-XX:SharedArchiveFile=" + spec.resolve("pathlab.jsa"), "-jar", jar.toString(), "{connection_file}"), argv);
        assertEquals("Java 17 (Pathlab)", json.get("display_name").getAsString());
        assertEquals("java", json.get("language").getAsString());
        assertEquals("message", json.get("interrupt_mode").getAsString());

        String classpath = json.getAsJsonObject("env").get("PATHLAB_CLASSPATH").getAsString();
        String[] entries = classpath.split(Pattern.quote(File.pathSeparator));
        assertEquals(7, entries.length, classpath);
        Path root = dir.resolve("checkout").toRealPath();
        for (String entry : entries) {
            String folder = entry.endsWith(File.separator + "*") ? entry.substring(0, entry.length() - 2) : entry;
            assertTrue(Path.of(folder).isAbsolute() && Files.exists(Path.of(folder)), entry);
            assertTrue(Path.of(folder).startsWith(root), entry);
        }
        assertEquals(List.of(root.resolve("target/classes"), root.resolve("target/lib/picocli.jar"),
                root.resolve("bench/target/classes"), root.resolve("coursework/target/classes"),
                root.resolve("kernel/target/pathlab-kernel-cells.jar")),
                ClasspathSpec.resolve(classpath));
    }

    @Test
    void jdk24AndLaterAllowTheUnsafeMemoryAccessOfTheNotebooksLibrariesAndJdk25UsesAnAotCache() throws Exception {
        installer(25).install(kernels(), "pathlab-java", null, DEFAULT);
        Path spec = kernels().resolve("pathlab-java");
        JsonObject json = readSpec(spec);
        List<String> argv = strings(json.getAsJsonArray("argv"));
        assertTrue(argv.contains("--sun-misc-unsafe-memory-access=allow"), argv.toString());
        assertTrue(argv.contains("-XX:AOTCache=" + spec.resolve("pathlab.aot")), argv.toString());
        assertEquals("Java 25 (Pathlab)", json.get("display_name").getAsString());
    }

    @Test
    void theJitIsTheOneGivenAndFullIsTheJvmsOwnDefault() throws Exception {
        installer(17).install(kernels(), "pathlab-java", null, new KernelSpecInstaller.Settings("512m",
                KernelSpecInstaller.Jit.FULL, true));
        List<String> argv = strings(readSpec(kernels().resolve("pathlab-java")).getAsJsonArray("argv"));
        assertFalse(argv.stream().anyMatch(word -> word.contains("Tiered")), argv.toString());
        assertEquals(KernelSpecInstaller.Jit.QUICK, KernelSpecInstaller.Jit.named("Quick"));
        KernelSpecException e = assertThrows(KernelSpecException.class, () -> KernelSpecInstaller.Jit.named("c2"));
        assertEquals(2, e.exitCode());
    }

    @Test
    void theHeapBoundIsTheOneGivenAndTooSmallOrMalformedOnesAreUsageErrors() throws Exception {
        installer(17).install(kernels(), "pathlab-java", null, new KernelSpecInstaller.Settings("1G",
                KernelSpecInstaller.DEFAULT_JIT, true));
        List<String> argv = strings(readSpec(kernels().resolve("pathlab-java")).getAsJsonArray("argv"));
        assertTrue(argv.contains("-Xmx1g") && !argv.contains("-Xmx512m"), argv.toString());
        for (String bad : List.of("64m", "512", "512k", "-1g", "0m", "1.5g", "512 m")) {
            KernelSpecException e = assertThrows(KernelSpecException.class, () -> KernelSpecInstaller.checkMaxHeap(bad));
            assertEquals(2, e.exitCode(), bad);
            assertTrue(e.getMessage().contains("at least 128m"), e.getMessage());
        }
        assertEquals("128m", KernelSpecInstaller.checkMaxHeap("128M"));
    }

    @Test
    void installAgainReplacesAndLeavesNothingElse() throws Exception {
        KernelSpecInstaller installer = installer(21);
        installer.install(kernels(), "pathlab-java", null, DEFAULT);
        String lines = installer.install(kernels(), "pathlab-java", "Pathlab (course)", DEFAULT);
        Path spec = kernels().resolve("pathlab-java");
        assertEquals("replaced kernelspec pathlab-java (\"Pathlab (course)\") in " + spec, lines.lines().findFirst().get());
        assertEquals("Pathlab (course)", readSpec(spec).get("display_name").getAsString());
        assertEquals(List.of(spec), list(kernels()));
        assertEquals(List.of(spec.resolve(ClassArchive.STAMP), spec.resolve("kernel.json"), spec.resolve("pathlab.jsa")),
                list(spec));
    }

    @Test
    void uninstallRemovesTheSpecAndThenSaysItIsNotInstalled() throws Exception {
        KernelSpecInstaller installer = installer(17);
        installer.install(kernels(), "Course-1", null, DEFAULT);
        Path spec = kernels().resolve("course-1");
        assertTrue(Files.isRegularFile(spec.resolve("kernel.json")), "names are stored in lower case");
        assertEquals("removed kernelspec course-1 from " + spec, installer.uninstall(kernels(), "course-1"));
        assertEquals(List.of(), list(kernels()));
        KernelSpecException again = assertThrows(KernelSpecException.class, () -> installer.uninstall(kernels(), "course-1"));
        assertEquals(1, again.exitCode());
        assertTrue(again.getMessage().contains("not installed"), again.getMessage());
    }

    @Test
    void anotherKernelsSpecIsNeitherReplacedNorRemoved() throws Exception {
        Path python = Files.createDirectories(kernels().resolve("python3"));
        String json = "{\"argv\": [\"python\", \"-m\", \"ipykernel_launcher\", \"-f\", \"{connection_file}\"]}";
        Files.writeString(python.resolve("kernel.json"), json);
        KernelSpecInstaller installer = installer(17);
        for (KernelSpecException e : List.of(
                assertThrows(KernelSpecException.class, () -> installer.install(kernels(), "python3", null, DEFAULT)),
                assertThrows(KernelSpecException.class, () -> installer.uninstall(kernels(), "python3")))) {
            assertEquals(1, e.exitCode());
            assertTrue(e.getMessage().contains("not this kernel's spec"), e.getMessage());
        }
        assertEquals(json, Files.readString(python.resolve("kernel.json")));
    }

    @Test
    void recognisesItsSpecWrittenOnWindowsOrByTheOldSetup() throws IOException {
        Path json = dir.resolve("kernel.json");
        Files.writeString(json, "{\"argv\": [\"C:\\\\jdk\\\\bin\\\\java.exe\", \"-jar\", "
                + "\"C:\\\\pathlab\\\\kernel\\\\target\\\\pathlab-kernel.jar\", \"{connection_file}\"]}");
        assertTrue(KernelSpecInstaller.startsOurJar(json));
        Files.writeString(json, "{\"argv\": [\"java\", \"-jar\", \"/opt/other-kernel.jar\"]}");
        assertFalse(KernelSpecInstaller.startsOurJar(json));
        Files.writeString(json, "not json");
        assertFalse(KernelSpecInstaller.startsOurJar(json));
    }

    @Test
    void badNamesAreUsageErrors() {
        for (String name : List.of("", "two words", "a/b", "..", "naïve")) {
            KernelSpecException e = assertThrows(KernelSpecException.class, () -> KernelSpecInstaller.checkName(name));
            assertEquals(2, e.exitCode(), name);
        }
    }

    @Test
    void refusesAJarOutsideABuiltCheckout() throws Exception {
        Path loose = Files.createFile(dir.resolve("pathlab-kernel.jar"));
        KernelSpecException e = assertThrows(KernelSpecException.class,
                () -> new KernelSpecInstaller(Path.of("java"), 17, loose, archive17).install(kernels(), "pathlab-java", null, DEFAULT));
        assertEquals(1, e.exitCode());
        assertTrue(e.getMessage().contains("not kernel/target/pathlab-kernel.jar of a Pathlab checkout"), e.getMessage());

        KernelSpecInstaller installer = installer(17);
        Files.delete(dir.resolve("checkout/coursework/target/lib"));
        e = assertThrows(KernelSpecException.class, () -> installer.install(kernels(), "pathlab-java", null, DEFAULT));
        assertTrue(e.getMessage().contains("is not built") && e.getMessage().contains("coursework"), e.getMessage());
        assertFalse(Files.exists(kernels().resolve("pathlab-java")));
    }

    @Test
    void refusesToRunFromClassFolders() {
        KernelSpecException e = assertThrows(KernelSpecException.class,
                () -> new KernelSpecInstaller(Path.of("java"), 17, dir, archive17).install(kernels(), "pathlab-java", null, DEFAULT));
        assertTrue(e.getMessage().contains("runs from the built jar"), e.getMessage());
    }

    @Test
    void theClassArchiveIsKeptWhileJarJdkAndOptionsStayAndMadeAgainWhenOneChanges() throws Exception {
        Path spec = kernels().resolve("pathlab-java");
        String made = installer(17).install(kernels(), "pathlab-java", null, DEFAULT);
        assertTrue(made.endsWith("class archive made in 0 s by a training run (pathlab.jsa, 0 MB)"), made);
        String kept = installer(17).install(kernels(), "pathlab-java", null, DEFAULT);
        assertTrue(kept.endsWith("class archive kept: it was made from this kernel jar, JDK and options (pathlab.jsa)"), kept);
        assertEquals(1, archive17.made);

        writeJar(dir.resolve("checkout/kernel/target/pathlab-kernel.jar"), "2");
        String rebuilt = installer(17).install(kernels(), "pathlab-java", null, DEFAULT);
        assertTrue(rebuilt.endsWith("; the old one: made from another pathlab-kernel.jar)"), rebuilt);
        Files.writeString(dir.resolve("checkout/kernel/target/lib/gson.jar"), "gson 2");
        assertTrue(installer(17).install(kernels(), "pathlab-java", null, DEFAULT).endsWith("another gson.jar)"));

        String otherJit = installer(17).install(kernels(), "pathlab-java", null,
                new KernelSpecInstaller.Settings("512m", KernelSpecInstaller.Jit.FULL, true));
        assertTrue(otherJit.endsWith("; the old one: made with other JVM options)"), otherJit);
        String updated = installer(17, new FakeArchive("17.0.16+8", 17)).install(kernels(), "pathlab-java", null,
                new KernelSpecInstaller.Settings("512m", KernelSpecInstaller.Jit.FULL, true));
        assertTrue(updated.endsWith("; the old one: made by Java 17.0.15+6, this is 17.0.16+8)"), updated);
        String otherJdk = installer(21).install(kernels(), "pathlab-java", null, DEFAULT);
        assertTrue(otherJdk.endsWith("; the old one: made by another JDK (/jdk-17))"), otherJdk);
        assertEquals(4, archive17.made);
        assertTrue(Files.readString(spec.resolve(ClassArchive.STAMP)).contains("java.version=21.0.1"));
    }

    @Test
    void anArchiveTheJvmDoesNotUseIsMadeAgainAndOneItStillCannotUseIsLeftOut() throws Exception {
        Path spec = kernels().resolve("pathlab-java");
        installer(17).install(kernels(), "pathlab-java", null, DEFAULT);
        archive17.unused = "the JVM did not use it: A jar file is not the one used while building the shared archive file";
        String lines = installer(17).install(kernels(), "pathlab-java", null, DEFAULT);
        assertEquals(2, archive17.made);
        assertTrue(lines.endsWith("no class archive: made, but the JVM did not use it: A jar file is not the one used while "
                + "building the shared archive file (the kernel starts without it, slower)"), lines);
        assertEquals(List.of(spec.resolve("kernel.json")), list(spec));
        assertFalse(readSpec(spec).toString().contains("SharedArchiveFile"));

        archive17.unused = null;
        archive17.trainingFails = "the training run ended with exit code 1: training cell 3: cannot find symbol";
        lines = installer(17).install(kernels(), "pathlab-java", null, DEFAULT);
        assertTrue(lines.endsWith("no class archive: the training run ended with exit code 1: training cell 3: cannot find "
                + "symbol (the kernel starts without it, slower)"), lines);
        assertEquals(List.of(spec.resolve("kernel.json")), list(spec));
    }

    @Test
    void noArchiveMeansNoTrainingRun() throws Exception {
        String lines = installer(17).install(kernels(), "pathlab-java", null,
                new KernelSpecInstaller.Settings("512m", KernelSpecInstaller.DEFAULT_JIT, false));
        assertTrue(lines.endsWith(System.lineSeparator() + "no class archive (--no-archive)"), lines);
        assertEquals(0, archive17.made);
        assertFalse(readSpec(kernels().resolve("pathlab-java")).toString().contains("SharedArchiveFile"));
    }

    private static List<Path> list(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }
}
