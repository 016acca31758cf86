package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class CellOutputTest {

    /** Records each write that reaches "Jupyter" as one message. */
    static final class Messages extends PrintStream {
        final List<String> sent = new ArrayList<>();

        Messages() {
            super(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            sent.add(new String(bytes, offset, length, StandardCharsets.UTF_8));
        }
    }

    @Test
    void aQuickCellsTextIsOneMessage() {
        Messages jupyter = new Messages();
        PrintStream cell = new CellOutput(jupyter).printStream();
        for (int i = 0; i < 5; i++) {
            cell.printf("%d: %s%n", i, "ϕ");
        }
        cell.print("no newline");
        cell.flush();
        assertEquals(List.of("0: ϕ\n1: ϕ\n2: ϕ\n3: ϕ\n4: ϕ\nno newline"), jupyter.sent);
    }

    @Test
    void aSlowCellSendsWholeLinesAsItGoes() throws InterruptedException {
        Messages jupyter = new Messages();
        PrintStream cell = new CellOutput(jupyter).printStream();
        cell.print("first line\nsecond ");
        Thread.sleep(CellOutput.INTERVAL_NANOS / 1_000_000 + 50);
        cell.print("half");
        assertEquals(List.of("first line\n"), jupyter.sent);
        cell.flush();
        assertEquals(List.of("first line\n", "second half"), jupyter.sent);
    }
}
