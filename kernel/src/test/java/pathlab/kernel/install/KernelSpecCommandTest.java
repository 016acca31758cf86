package pathlab.kernel.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pathlab.kernel.install.JupyterPaths.Os;

/** The command line: where each option puts the spec, what is printed, and the exit codes. */
class KernelSpecCommandTest {

    @TempDir
    Path dir;
    private Path jar;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void buildCheckout() throws IOException {
        jar = KernelSpecInstallerTest.builtCheckout(dir.resolve("checkout"));
    }

    /** Runs the command with this environment, a home folder in the temporary folder, on Linux. */
    private int run(Map<String, String> environment, String... args) {
        JupyterPaths paths = new JupyterPaths(Os.LINUX, environment, dir.resolve("home"));
        KernelSpecInstaller installer = new KernelSpecInstaller(dir.resolve("jdk/bin/java"), 17, jar,
                new KernelSpecInstallerTest.FakeArchive("17.0.15+6", 17));
        return new KernelSpecCommand(paths, installer, () -> 0, utf8(out), utf8(err)).run(args);
    }

    private int run(String... args) {
        return run(Map.of(), args);
    }

    private static PrintStream utf8(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void installsInThePrefixWithNameDisplayNameAndHeapBound() throws IOException {
        assertEquals(0, run("install", "--prefix", dir.resolve("env").toString(), "--name", "pathlab-25",
                "--display-name", "Java 25 (course)", "--max-heap=1g"));
        Path spec = dir.resolve("env/share/jupyter/kernels/pathlab-25");
        assertEquals("installed kernelspec pathlab-25 (\"Java 25 (course)\") in " + spec + System.lineSeparator()
                + "class archive made in 0 s by a training run (pathlab.jsa, 0 MB)" + System.lineSeparator(), out());
        assertEquals("", err());
        assertTrue(Files.readString(spec.resolve("kernel.json")).contains("\"-Xmx1g\""));
    }

    @Test
    void theJitAndNoArchiveAreInstallOptions() throws IOException {
        assertEquals(0, run("install", "--prefix", dir.resolve("env").toString(), "--jit", "full", "--no-archive"));
        String json = Files.readString(dir.resolve("env/share/jupyter/kernels/pathlab-java/kernel.json"));
        assertFalse(json.contains("TieredStopAtLevel") || json.contains("SharedArchiveFile"), json);
        assertTrue(out().endsWith("no class archive (--no-archive)" + System.lineSeparator()), out());
        assertEquals(0, run("install", "--prefix=" + dir.resolve("env"), "--jit=quick"));
        json = Files.readString(dir.resolve("env/share/jupyter/kernels/pathlab-java/kernel.json"));
        assertTrue(json.contains("\"-XX:TieredStopAtLevel=1\"") && json.contains("SharedArchiveFile"), json);
    }

    @Test
    void theUserDataFolderIsTheDefault() {
        assertEquals(0, run("install"));
        assertTrue(Files.isRegularFile(dir.resolve("home/.local/share/jupyter/kernels/pathlab-java/kernel.json")));
        assertEquals(0, run("uninstall", "--user"));
        assertFalse(Files.exists(dir.resolve("home/.local/share/jupyter/kernels/pathlab-java")));
        assertTrue(out().endsWith("removed kernelspec pathlab-java from "
                + dir.resolve("home/.local/share/jupyter/kernels/pathlab-java") + System.lineSeparator()), out());
    }

    @Test
    void sysPrefixIsTheActiveVirtualEnv() {
        Map<String, String> venv = Map.of("VIRTUAL_ENV", dir.resolve("venv").toString());
        assertEquals(0, run(venv, "install", "--sys-prefix"));
        assertTrue(Files.isRegularFile(dir.resolve("venv/share/jupyter/kernels/pathlab-java/kernel.json")));
        assertEquals(0, run(venv, "uninstall", "--sys-prefix"));
        assertFalse(Files.exists(dir.resolve("venv/share/jupyter/kernels/pathlab-java")));
    }

    @Test
    void sysPrefixWithoutAnEnvironmentIsRefused() {
        assertEquals(2, run("install", "--sys-prefix"));
        assertTrue(err().startsWith("pathlab-kernel: --sys-prefix: no Python environment is active"), err());
        assertEquals("", out());
    }

    @Test
    void optionsMayCarryTheirValueAfterAnEqualsSign() {
        assertEquals(0, run("install", "--prefix=" + dir.resolve("env"), "--name=x"));
        assertTrue(Files.isRegularFile(dir.resolve("env/share/jupyter/kernels/x/kernel.json")));
    }

    @Test
    void usageErrorsAreOneLineAndExitCode2() {
        String prefix = dir.resolve("env").toString();
        String[][] wrong = {
            {"install", "--user", "--prefix", prefix},
            {"install", "--sys-prefix", "--user"},
            {"install", "--prefix", prefix, "--prefix", prefix},
            {"install", "--verbose"},
            {"install", "extra"},
            {"uninstall", "--display-name", "x"},
            {"install", "--prefix"},
            {"install", "--name", "--user"},
            {"install", "--name", "two words"},
            {"install", "--user=yes"},
            {"install", "--max-heap", "100k"},
            {"install", "--jit", "c2"},
            {"install", "--no-archive=yes"},
            {"uninstall", "--jit", "quick"},
            {"uninstall", "--no-archive"},
            {"train", "--user"},
            {"uninstall", "--max-heap", "1g"},
            {"remove"},
            {"classpath", "--user"},
        };
        for (String[] args : wrong) {
            err.reset();
            assertEquals(2, run(args), String.join(" ", args));
            assertTrue(err().startsWith("pathlab-kernel: ") && err().strip().lines().count() == 1, err());
        }
        assertEquals("", out());
        assertFalse(Files.exists(dir.resolve("env")));
    }

    @Test
    void classpathPrintsWhatTheInstalledSpecGivesTheCells() throws IOException {
        assertEquals(0, run("install", "--prefix", dir.resolve("env").toString()));
        String spec = Files.readString(dir.resolve("env/share/jupyter/kernels/pathlab-java/kernel.json"));
        out.reset();
        assertEquals(0, run("classpath"));
        String classpath = out().strip();
        assertTrue(classpath.contains(dir.resolve("checkout/coursework/target/classes").toString()), classpath);
        assertTrue(spec.contains("\"PATHLAB_CLASSPATH\": \"" + classpath.replace("\\", "\\\\") + "\""), spec);
    }

    @Test
    void removingWhatIsNotInstalledFails() {
        assertEquals(1, run("uninstall", "--prefix", dir.resolve("env").toString()));
        assertTrue(err().startsWith("pathlab-kernel: kernelspec pathlab-java is not installed in "), err());
    }

    @Test
    void helpNamesTheCommandsAndThisMachinesUserFolder() {
        assertEquals(0, run("--help"));
        assertTrue(out().contains("install   [--user | --sys-prefix | --prefix DIR] [--name NAME] [--display-name TEXT]"));
        assertTrue(out().contains(dir.resolve("home/.local/share/jupyter/kernels").toString()));
        assertTrue(out().contains("\"Java 17 (Pathlab)\""));
        out.reset();
        assertEquals(0, run("uninstall", "-h"));
        assertTrue(out().startsWith("usage: "));
    }

    @Test
    void onlyTheseWordsAreCommandsAndNotConnectionFiles() {
        assertTrue(KernelSpecCommand.isCommand("install"));
        assertTrue(KernelSpecCommand.isCommand("--help"));
        assertTrue(KernelSpecCommand.isCommand("train"));
        assertFalse(KernelSpecCommand.isCommand("/run/user/0/jupyter/kernel-1.json"));
    }
}
