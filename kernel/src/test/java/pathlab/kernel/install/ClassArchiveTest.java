package pathlab.kernel.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the archive is made with, used with, and when it no longer fits. */
class ClassArchiveTest {

    @TempDir
    Path dir;

    @Test
    void jdk17To24MakeAClassDataSharingArchiveAndJdk25AnAotCache() {
        ClassArchive cds = new ClassArchive(Path.of("java"), Path.of("/jdk"), "21.0.5+11", 21);
        ClassArchive aot = new ClassArchive(Path.of("java"), Path.of("/jdk"), "25+36", 25);
        Path file = Path.of("/spec/x");
        assertEquals(List.of("pathlab.jsa", "-XX:ArchiveClassesAtExit=/spec/x"), List.of(cds.fileName(), cds.makeOption(file)));
        assertEquals(List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:ArchiveRelocationMode=0", "-XX:SharedArchiveFile=/spec/x"),
                cds.useOptions(file));
        assertEquals(List.of("pathlab.aot", "-XX:AOTCacheOutput=/spec/x"), List.of(aot.fileName(), aot.makeOption(file)));
        assertEquals(List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:ArchiveRelocationMode=0", "-XX:AOTCache=/spec/x"),
                aot.useOptions(file));
    }

    @Test
    void theStampNamesTheJarsOfTheManifestsClassPathThatExistTheJdkAndTheOptions() throws Exception {
        Path jar = dir.resolve("kernel/target/pathlab-kernel.jar");
        KernelSpecInstallerTest.writeJar(jar, "1");
        ClassArchive archive = new ClassArchive(Path.of("java"), Path.of("/jdk"), "17.0.15+6", 17);
        String stamp = archive.stamp(List.of("-Xmx512m", "-XX:TieredStopAtLevel=1"), jar);
        assertEquals(List.of(jar, jar.resolveSibling("lib/gson.jar")), ClassArchive.classPath(jar));
        assertTrue(stamp.contains("\njar.gson.jar=") && stamp.contains("\njar.pathlab-kernel.jar="), stamp);
        assertTrue(stamp.contains("\njava.home=/jdk\njava.version=17.0.15+6\noptions=-Xmx512m -XX:TieredStopAtLevel=1\n"), stamp);
        assertEquals(stamp, archive.stamp(List.of("-Xmx512m", "-XX:TieredStopAtLevel=1"), jar));
    }

    @Test
    void anArchiveIsStaleWithoutItsFileOrStampAndCurrentWhenTheStampsAreEqual() throws Exception {
        Path jar = dir.resolve("kernel/target/pathlab-kernel.jar");
        KernelSpecInstallerTest.writeJar(jar, "1");
        ClassArchive archive = new ClassArchive(Path.of("java"), Path.of("/jdk"), "17.0.15+6", 17);
        String stamp = archive.stamp(List.of(), jar);
        Path spec = Files.createDirectories(dir.resolve("spec"));
        assertEquals("none made yet", archive.staleness(spec, stamp));
        Files.writeString(spec.resolve(ClassArchive.STAMP), stamp);
        assertEquals("none made yet", archive.staleness(spec, stamp));
        Files.writeString(spec.resolve("pathlab.jsa"), "archive");
        assertNull(archive.staleness(spec, stamp));
        assertEquals("made with other JVM options", archive.staleness(spec, archive.stamp(List.of("-Xmx1g"), jar)));
        Files.writeString(spec.resolve(ClassArchive.STAMP), "not a stamp of ours\n");
        assertEquals("made by another JDK (unknown)", archive.staleness(spec, stamp));
    }
}
