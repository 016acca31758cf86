package pathlab.kernel;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Collects what a cell prints and passes it to Jupyter in whole lines, a few times a second at
 * most, instead of once per {@code print} call: text waits at most {@link #INTERVAL_NANOS} after it is
 * written.
 *
 * <p>Why: the base library's stdout flushes on every write, so a cell of {@code printf}s became
 * dozens of tiny stream messages, and a saved notebook held one output per fragment. Here a quick
 * cell's text arrives as one message; a long cell still shows its progress, line by line. {@link #flush()} passes on everything at once: the kernel calls it
 * before a {@code display(...)} (so text and pictures keep their order) and when the cell ends.
 *
 * <p>Cost: one copy of the bytes; no thread of its own.
 */
final class CellOutput extends OutputStream {
    static final long INTERVAL_NANOS = 100_000_000L;

    private final PrintStream jupyter;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private long firstPending;   // when the oldest unsent byte was written

    /** Text collected here goes to {@code jupyter}, the stream the base library connects to Jupyter. */
    CellOutput(PrintStream jupyter) {
        this.jupyter = jupyter;
    }

    /** A print stream for cells that writes here; it never flushes on its own. */
    PrintStream printStream() {
        return new PrintStream(this, false, StandardCharsets.UTF_8);
    }

    @Override
    public synchronized void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) {
        if (pending.size() == 0) {
            firstPending = System.nanoTime();
        }
        pending.write(bytes, offset, length);
        sendLinesIfDue();
    }

    /** Sends the complete lines collected so far once the oldest has waited the interval. */
    private void sendLinesIfDue() {
        if (System.nanoTime() - firstPending < INTERVAL_NANOS) {
            return;
        }
        byte[] bytes = pending.toByteArray();
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        if (end > 0) {
            send(bytes, end);
        }
    }

    /** Sends everything collected, complete lines or not. */
    @Override
    public synchronized void flush() {
        send(pending.toByteArray(), pending.size());
    }

    private void send(byte[] bytes, int length) {
        if (length > 0) {
            jupyter.write(bytes, 0, length);
            jupyter.flush();
            pending.reset();
            pending.write(bytes, length, bytes.length - length);
            firstPending = System.nanoTime();
        }
    }
}
