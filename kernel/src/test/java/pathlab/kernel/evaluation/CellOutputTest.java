package pathlab.kernel.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class CellOutputTest {

    private static final long INTERVAL_MILLIS = CellOutput.INTERVAL_NANOS / 1_000_000;

    /** Records each write that reaches "Jupyter" as one message. */
    static final class Messages extends PrintStream {
        final List<String> sent = new ArrayList<>();

        Messages() {
            super(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            sent.add(new String(bytes, offset, length, StandardCharsets.UTF_8));
        }

        synchronized List<String> sent() {
            return List.copyOf(sent);
        }
    }

    @Test
    void aQuickCellsTextIsOneMessage() {
        Messages jupyter = new Messages();
        CellOutput output = new CellOutput(jupyter, 1_000_000);
        PrintStream cell = output.printStream();
        output.begin(1);
        for (int i = 0; i < 5; i++) {
            cell.printf("%d: %s%n", i, "ϕ");
        }
        cell.print("no newline");
        cell.flush();
        output.end();
        assertEquals(List.of("0: ϕ\n1: ϕ\n2: ϕ\n3: ϕ\n4: ϕ\nno newline"), jupyter.sent());
    }

    @Test
    void textArrivesWithoutWaitingForANewlineOrTheNextWrite() throws InterruptedException {
        Messages jupyter = new Messages();
        CellOutput output = new CellOutput(jupyter, 1_000_000);
        PrintStream cell = output.printStream();
        output.begin(2);
        cell.print("first line\nsecond ");
        Thread.sleep(2 * INTERVAL_MILLIS + 50);
        assertEquals(List.of("first line\nsecond "), jupyter.sent());
        output.end();
    }

    @Test
    void aCharacterIsNeverSplitBetweenMessages() throws InterruptedException {
        Messages jupyter = new Messages();
        CellOutput output = new CellOutput(jupyter, 1_000_000);
        output.begin(3);
        byte[] phi = "ϕ".getBytes(StandardCharsets.UTF_8);
        output.write(new byte[] {'a', phi[0]}, 0, 2);
        Thread.sleep(2 * INTERVAL_MILLIS + 50);
        assertEquals(List.of("a"), jupyter.sent());
        output.write(phi, 1, 1);
        output.end();
        assertEquals(List.of("a", "ϕ"), jupyter.sent());
    }

    @Test
    void textFromAThreadOfAnEndedCellIsMarkedAndWaitsForTheNextCell() throws Exception {
        Messages jupyter = new Messages();
        CellOutput output = new CellOutput(jupyter, 1_000_000);
        PrintStream stream = output.printStream();
        CellThreads.Cell cell4 = CellThreads.newCell(4);
        output.begin(4);
        output.end();
        Thread late = new Thread(cell4, () -> {
            stream.print("tick\ntock\n");
            stream.flush();
        });
        late.start();
        late.join();
        assertEquals(List.of(), jupyter.sent(), "no cell is running to take it");
        output.begin(5);
        stream.print("own\n");
        output.end();
        assertEquals(List.of("[thread of cell [4]] tick\n[thread of cell [4]] tock\nown\n"), jupyter.sent());
    }

    @Test
    void outputBeyondTheLimitIsDroppedAndCounted() {
        Messages jupyter = new Messages();
        CellOutput output = new CellOutput(jupyter, 1000);
        PrintStream cell = output.printStream();
        output.begin(6);
        for (int i = 0; i < 300; i++) {
            cell.print("0123456789");
        }
        output.end();
        String text = String.join("", jupyter.sent());
        assertTrue(text.startsWith("0123456789".repeat(100) + "\n[output limit of 1000 bytes per cell reached"), text);
        assertTrue(text.endsWith("[output limit: this cell printed 3000 bytes, the last 2000 bytes were not shown;"
                + " PATHLAB_OUTPUT_LIMIT_MB sets the limit]\n"), text);
        output.begin(7);
        cell.print("fresh");
        output.end();
        assertEquals("fresh", jupyter.sent().get(jupyter.sent().size() - 1), "the limit is per cell");
    }
}
