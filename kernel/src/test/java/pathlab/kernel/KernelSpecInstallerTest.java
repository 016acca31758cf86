package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The kernelspec written into a prefix, read back, replaced and removed, for a checkout made here. */
class KernelSpecInstallerTest {

    @TempDir
    Path dir;

    /** A built checkout as the installer needs it; returns the kernel jar. */
    static Path builtCheckout(Path root) throws IOException {
        Files.createDirectories(root);
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        for (String module : List.of("", "bench", "coursework")) {
            Files.createDirectories(root.resolve(module).resolve("target/classes"));
            Files.createDirectories(root.resolve(module).resolve("target/lib"));
        }
        Files.createFile(root.resolve("target/lib/picocli.jar"));
        Path jar = root.resolve("kernel/target/pathlab-kernel.jar");
        Files.createDirectories(jar.getParent());
        return Files.createFile(jar);
    }

    private KernelSpecInstaller installer(int javaFeature) throws IOException {
        return new KernelSpecInstaller(dir.resolve("jdk/bin/java"), javaFeature, builtCheckout(dir.resolve("checkout")));
    }

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
        String line = installer(17).install(kernels(), "pathlab-java", null, null);
        Path spec = kernels().resolve("pathlab-java");
        assertEquals("installed kernelspec pathlab-java (\"Java 17 (Pathlab)\") in " + spec, line);

        JsonObject json = readSpec(spec);
        List<String> argv = strings(json.getAsJsonArray("argv"));
        Path jar = dir.resolve("checkout/kernel/target/pathlab-kernel.jar").toRealPath();
        assertEquals(List.of(dir.resolve("jdk/bin/java").toString(), "-Djava.awt.headless=true", "-Dfile.encoding=UTF-8",
                "-XX:+UseSerialGC", "-Xms32m", "-Xmx512m", "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30",
                "-XX:-ShrinkHeapInSteps", "-XX:MaxMetaspaceSize=256m", "-jar", jar.toString(), "{connection_file}"), argv);
        assertEquals("Java 17 (Pathlab)", json.get("display_name").getAsString());
        assertEquals("java", json.get("language").getAsString());
        assertEquals("message", json.get("interrupt_mode").getAsString());

        String classpath = json.getAsJsonObject("env").get("PATHLAB_CLASSPATH").getAsString();
        String[] entries = classpath.split(Pattern.quote(File.pathSeparator));
        assertEquals(6, entries.length, classpath);
        Path root = dir.resolve("checkout").toRealPath();
        for (String entry : entries) {
            String folder = entry.endsWith(File.separator + "*") ? entry.substring(0, entry.length() - 2) : entry;
            assertTrue(Path.of(folder).isAbsolute() && Files.isDirectory(Path.of(folder)), entry);
            assertTrue(Path.of(folder).startsWith(root), entry);
        }
        assertEquals(List.of(root.resolve("target/classes"), root.resolve("target/lib/picocli.jar"),
                root.resolve("bench/target/classes"), root.resolve("coursework/target/classes")),
                ClasspathSpec.resolve(classpath));
    }

    @Test
    void jdk24AndLaterAllowTheUnsafeMemoryAccessOfTheNotebooksLibraries() throws Exception {
        installer(25).install(kernels(), "pathlab-java", null, null);
        JsonObject json = readSpec(kernels().resolve("pathlab-java"));
        assertTrue(strings(json.getAsJsonArray("argv")).contains("--sun-misc-unsafe-memory-access=allow"));
        assertEquals("Java 25 (Pathlab)", json.get("display_name").getAsString());
    }

    @Test
    void theHeapBoundIsTheOneGivenAndTooSmallOrMalformedOnesAreUsageErrors() throws Exception {
        installer(17).install(kernels(), "pathlab-java", null, "1G");
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
        installer.install(kernels(), "pathlab-java", null, null);
        String line = installer.install(kernels(), "pathlab-java", "Pathlab (course)", null);
        Path spec = kernels().resolve("pathlab-java");
        assertEquals("replaced kernelspec pathlab-java (\"Pathlab (course)\") in " + spec, line);
        assertEquals("Pathlab (course)", readSpec(spec).get("display_name").getAsString());
        assertEquals(List.of(spec), list(kernels()));
        assertEquals(List.of(spec.resolve("kernel.json")), list(spec));
    }

    @Test
    void uninstallRemovesTheSpecAndThenSaysItIsNotInstalled() throws Exception {
        KernelSpecInstaller installer = installer(17);
        installer.install(kernels(), "Course-1", null, null);
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
                assertThrows(KernelSpecException.class, () -> installer.install(kernels(), "python3", null, null)),
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
                () -> new KernelSpecInstaller(Path.of("java"), 17, loose).install(kernels(), "pathlab-java", null, null));
        assertEquals(1, e.exitCode());
        assertTrue(e.getMessage().contains("not kernel/target/pathlab-kernel.jar of a Pathlab checkout"), e.getMessage());

        KernelSpecInstaller installer = installer(17);
        Files.delete(dir.resolve("checkout/coursework/target/lib"));
        e = assertThrows(KernelSpecException.class, () -> installer.install(kernels(), "pathlab-java", null, null));
        assertTrue(e.getMessage().contains("is not built") && e.getMessage().contains("coursework"), e.getMessage());
        assertFalse(Files.exists(kernels().resolve("pathlab-java")));
    }

    @Test
    void refusesToRunFromClassFolders() {
        KernelSpecException e = assertThrows(KernelSpecException.class,
                () -> new KernelSpecInstaller(Path.of("java"), 17, dir).install(kernels(), "pathlab-java", null, null));
        assertTrue(e.getMessage().contains("runs from the built jar"), e.getMessage());
    }

    private static List<Path> list(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }
}
