package pathlab.kernel.evaluation;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * One of the kernel's two output streams (what cells see as {@code System.out} or
 * {@code System.err}): it collects what cells print and passes it to Jupyter a few times a
 * second, to the right cell, up to a limit per cell.
 *
 * <p>Idea: a message per {@code print} call would flood the notebook (and a saved notebook
 * would hold one output per fragment), so text is collected and a thread of this stream sends
 * it at most {@link #INTERVAL_NANOS} after it was written, line or not, whether or not anything
 * else is written: a cell that prints once every ten seconds shows each line at once, and
 * {@code print} without a newline shows up too. {@link #flush()} sends everything at once: the
 * kernel calls it before a {@code display(...)} (so text and pictures keep their order) and when
 * a cell ends.
 *
 * <p>Where text goes is decided by the thread that writes it ({@link CellThreads}): text from
 * the running cell's threads goes to that cell; text from a thread an earlier cell started goes
 * to the running cell (or, between cells, waits for the next one), each line marked with the
 * cell that started the thread, since Jupyter shows nothing sent to a cell that has ended. Text
 * from a widget's handler goes where its group captures it (the widget shows it: {@link HandlerRunner}).
 *
 * <p>Each cell may print {@code limitBytes}; beyond that the text is dropped and the cell says
 * how much, instead of flooding the browser.
 *
 * <p>Cost: bytes are appended to a buffer (amortised O(1) per byte) and sent in large messages;
 * a multi-byte character is never split between messages.
 */
public final class CellOutput extends OutputStream {
    static final long INTERVAL_NANOS = 100_000_000L;

    private final PrintStream jupyter;
    private final long limitBytes;
    private final Pending pending = new Pending();
    private final Map<CellThreads.Cell, Boolean> lateAtLineStart = new WeakHashMap<>();
    private long firstPending;      // when the oldest unsent byte was written
    private boolean running;        // a cell is running: Jupyter can take its text
    private int cell;               // the running (or last) cell's number
    private long accepted;          // bytes this cell printed that were kept
    private long dropped;           // bytes this cell printed beyond the limit

    /**
     * Text collected here goes to {@code jupyter}, the stream the base library connects to the
     * running cell; each cell may print {@code limitBytes}.
     */
    public CellOutput(PrintStream jupyter, long limitBytes) {
        this.jupyter = jupyter;
        this.limitBytes = limitBytes;
        Thread sender = new Thread(this::sendWhenDue, "pathlab-output");
        sender.setDaemon(true);
        sender.start();
    }

    /** A print stream for cells that writes here; it never flushes on its own. */
    public PrintStream printStream() {
        return new PrintStream(this, false, StandardCharsets.UTF_8);
    }

    /** Cell {@code number} starts: its text, and text waiting from earlier cells' threads, go to it. */
    public synchronized void begin(int number) {
        cell = number;
        running = true;
        accepted = 0;
        dropped = 0;
        notifyAll();
    }

    /** The cell ends: everything it printed is sent, with a note of what the limit dropped. */
    public synchronized void end() {
        if (dropped > 0) {
            note("[output limit: this cell printed " + megabytes(accepted + dropped) + ", the last "
                    + megabytes(dropped) + " were not shown; PATHLAB_OUTPUT_LIMIT_MB sets the limit]\n");
        }
        send(pending.size());
        running = false;
        accepted = 0;
        dropped = 0;
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) {
        CellThreads.Cell source = CellThreads.cellOf(Thread.currentThread());
        ByteArrayOutputStream captured = source == null ? null : source.captured();
        if (captured != null) {
            captured.write(bytes, offset, length);
            return;
        }
        boolean late = source != null ? !running || source.number != cell : !running;
        if (late) {
            writeMarked(source, bytes, offset, length);
        } else {
            keep(bytes, offset, length);
        }
    }

    /** Text of a thread whose cell has ended: every line says which cell started the thread. */
    private void writeMarked(CellThreads.Cell source, byte[] bytes, int offset, int length) {
        byte[] mark = (source == null ? "[background] " : "[thread of " + source.getName() + "] ")
                .getBytes(StandardCharsets.UTF_8);
        boolean atLineStart = lateAtLineStart.getOrDefault(source, true);
        int start = offset;
        for (int i = offset; i < offset + length; i++) {
            if (atLineStart) {
                keep(bytes, start, i - start);
                keep(mark, 0, mark.length);
                start = i;
            }
            atLineStart = bytes[i] == '\n';
        }
        keep(bytes, start, offset + length - start);
        lateAtLineStart.put(source, atLineStart);
    }

    /** Keeps text for sending, up to the cell's limit. */
    private void keep(byte[] bytes, int offset, int length) {
        int kept = (int) Math.min(length, Math.max(0, limitBytes - accepted));
        add(bytes, offset, kept);
        accepted += kept;
        if (kept < length) {
            if (dropped == 0) {
                note("\n[output limit of " + megabytes(limitBytes) + " per cell reached: the rest is dropped]\n");
            }
            dropped += length - kept;
        }
    }

    /** A line of the kernel's own; it does not count against the limit. */
    private void note(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        add(bytes, 0, bytes.length);
    }

    private void add(byte[] bytes, int offset, int length) {
        if (length <= 0) {
            return;
        }
        if (pending.size() == 0) {
            firstPending = System.nanoTime();
            notifyAll();
        }
        pending.write(bytes, offset, length);
    }

    /** The sending thread: sends collected text once the oldest byte has waited the interval. */
    private synchronized void sendWhenDue() {
        while (true) {
            try {
                if (!running || pending.size() == 0) {
                    wait();
                    continue;
                }
                long wait = firstPending + INTERVAL_NANOS - System.nanoTime();
                if (wait > 0) {
                    wait(wait / 1_000_000 + 1);
                    continue;
                }
                int whole = wholeCharacters();
                if (whole == 0) {
                    wait(INTERVAL_NANOS / 1_000_000); // half a character: wait for the rest of it
                    continue;
                }
                send(whole);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Sends everything collected now (if a cell is running to take it). */
    @Override
    public synchronized void flush() {
        if (running) {
            send(pending.size());
        }
    }

    /** How many pending bytes end on a character boundary (UTF-8 never splits a character). */
    private int wholeCharacters() {
        int end = pending.size();
        int lead = end - 1;
        while (lead >= 0 && end - lead <= 4 && (pending.at(lead) & 0xC0) == 0x80) {
            lead--; // continuation bytes at the end
        }
        if (lead < 0 || (pending.at(lead) & 0x80) == 0) {
            return end;
        }
        int b = pending.at(lead);
        int length = (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : 4;
        return end - lead >= length ? end : lead;
    }

    private void send(int length) {
        if (length <= 0) {
            return;
        }
        pending.sendFirst(length, jupyter);
        jupyter.flush();
        firstPending = System.nanoTime();
    }

    /** The collected bytes, readable in place. */
    private static final class Pending extends ByteArrayOutputStream {
        int at(int i) {
            return buf[i] & 0xFF;
        }

        /** Writes the first {@code length} bytes to {@code out} and keeps the rest. */
        void sendFirst(int length, PrintStream out) {
            out.write(buf, 0, length);
            System.arraycopy(buf, length, buf, 0, count - length);
            count -= length;
        }
    }

    private static String megabytes(long bytes) {
        return bytes < 1_000_000 ? bytes + " bytes" : String.format(java.util.Locale.ROOT, "%.1f MB", bytes / 1e6);
    }
}
