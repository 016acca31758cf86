package pathlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import pathlab.bench.cli.BenchMain;

/**
 * The A* benchmark's report: a run saved and read back unchanged, its Markdown table, the table
 * written between a document's markers and nowhere else; and bench/README.md's table, which must
 * be the rendering of the saved run it names (typed numbers, or a run saved without its table,
 * fail here).
 */
class AStarReportTest {

    private static final AStarReport.Conditions CONDITIONS = new AStarReport.Conditions(
            "./pathlab bench astar --launches 3", "pathlab", "2026-11-26 01:00 UTC", "17 (test)", "Linux, 2 cores",
            "0.10 at the start, 0.20 at the end", "9 min");

    /** Three launches on two maps: ours 10, 20, 30 ms on den520d; gdx-ai twice, 1.5 and 2.5 times that. */
    private static AStarReport.Run run() {
        List<AStarLaunches.Measured> measured = new ArrayList<>();
        double[] gdx = {2.0, 1.5, 2.5};
        for (int launch = 1; launch <= 3; launch++) {
            for (String map : List.of("den520d", "brc202d")) {
                double ours = 10.0 * launch;
                measured.add(new AStarLaunches.Measured(launch, map, "pathlab", 100, ours, 1e6 * launch, 0, 0));
                measured.add(new AStarLaunches.Measured(launch, map, "gdx-ai", 100, ours * gdx[launch - 1], Double.NaN,
                        map.equals("brc202d") ? 1 : 0, 0));
            }
        }
        return new AStarReport.Run(CONDITIONS, measured);
    }

    @Test
    void aSavedRunReadsBackUnchanged(@TempDir Path dir) {
        Path csv = dir.resolve("astar.csv");
        AStarReport.save(run(), csv);
        assertEquals(run(), AStarReport.read(csv));
    }

    @Test
    void theTableGivesOursTimeAndTheOthersRatiosAsMediansWithRanges() {
        String md = AStarReport.markdown(run(), "results/astar.csv");
        assertTrue(md.startsWith(AStarReport.BEGIN + "results/astar.csv;"), md);
        assertTrue(md.endsWith(AStarReport.END + "\n"), md);
        assertTrue(md.contains("| map | pathlab | expansions/s | gdx-ai |\n|---|---:|---:|---:|\n"), md);
        assertTrue(md.contains("| den520d | 20.0 ms | 2.00 M [1.00, 3.00] | 2.00× [1.50, 2.50] |\n"), md);
        assertTrue(md.contains("over 3 launches"), md);
        assertTrue(md.contains("gdx-ai on brc202d: 1 queries failed, 0 costs differed"), md);
    }

    @Test
    void theTableGoesBetweenTheMarkersAndNowhereElse(@TempDir Path dir) throws IOException {
        Path doc = dir.resolve("README.md");
        Files.writeString(doc, "# Benchmarks\n\nbefore\n" + AStarReport.BEGIN + "old.csv; x -->\ntyped\n"
                + AStarReport.END + "\nafter\n");
        String block = AStarReport.markdown(run(), "astar.csv");
        AStarReport.writeInto(doc, block);
        assertEquals("# Benchmarks\n\nbefore\n" + block + "after\n", Files.readString(doc));
        assertEquals(new AStarReport.Block(block, "astar.csv"), AStarReport.blockOf(Files.readString(doc), "README.md"));
    }

    @Test
    void aDocumentWithoutMarkersIsRefusedAndLeftAlone(@TempDir Path dir) throws IOException {
        Path doc = dir.resolve("notes.md");
        Files.writeString(doc, "no markers here\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AStarReport.writeInto(doc, AStarReport.markdown(run(), "astar.csv")));
        assertTrue(e.getMessage().startsWith(doc + ": no lines"), e.getMessage());
        assertEquals("no markers here\n", Files.readString(doc));
    }

    @Test
    void aBadLineIsNamedByFileAndLine(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("astar.csv");
        AStarReport.save(run(), csv);
        List<String> lines = new ArrayList<>(Files.readAllLines(csv));
        lines.set(9, "1,den520d,pathlab,100,fast,1.0,0,0");
        Files.write(csv, lines);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AStarReport.read(csv));
        assertEquals(csv + ":10: not a number where one belongs: 1,den520d,pathlab,100,fast,1.0,0,0", e.getMessage());
    }

    @Test
    void aLaunchWithoutOursCannotBeCompared() {
        List<AStarLaunches.Measured> measured = List.of(
                new AStarLaunches.Measured(1, "den520d", "gdx-ai", 100, 20, Double.NaN, 0, 0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AStarLaunches.summarize(measured, "pathlab"));
        assertEquals("no time of pathlab on den520d in launch 1, to compare gdx-ai's with", e.getMessage());
    }

    @Test
    void fromWithoutReportIsRefusedInOneLine() {
        assertEquals(2, BenchMain.run("bench", "astar", "--from", "astar.csv"));
    }

    /** bench/README.md (the repository is the working directory of this module's tests). */
    @Test
    void theReadmesTableIsTheRenderingOfItsSavedRun() throws IOException {
        AStarReport.Block block = AStarReport.blockOf(Files.readString(Path.of("bench/README.md")), "bench/README.md");
        AStarReport.Run saved = AStarReport.read(Path.of("bench").resolve(block.source()));
        assertEquals(AStarReport.markdown(saved, block.source()), block.text(),
                "bench/README.md's table differs from " + block.source() + "'s: write it with "
                        + "./pathlab bench astar --from bench/" + block.source() + " --report bench/README.md");
    }
}
