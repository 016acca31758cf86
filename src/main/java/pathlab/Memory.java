package pathlab;

import java.util.Locale;

/**
 * Checks, before a large allocation, that Java has the memory for it, so that a map, a search or
 * a table too large for the heap is refused in one line that says how much it needs and how to
 * give Java more, instead of failing minutes later with an {@link OutOfMemoryError}:
 *
 * <pre>
 *   a search on 100000000 nodes needs about 6.4 GB of memory, but Java has 5.7 GB free (of 5.9 GB
 *   it may use): give it more with -Xmx, e.g. JAVA_OPTS=-Xmx9g ./pathlab ...
 * </pre>
 *
 * The estimate is the arrays the allocation makes (a few bytes per node or cell); what is free is
 * the heap limit ({@code -Xmx}, by default a quarter of the machine's memory) minus what is in
 * use after a garbage collection. The system property {@code pathlab.memory} (bytes, or with a
 * suffix k, m, g) caps what one allocation may take, which tests use to try the refusal on small
 * inputs.
 * Cost: O(1); a garbage collection only when the first look says the memory is short.
 */
public final class Memory {
    private static final double GB = 1L << 30;

    private Memory() {
    }

    /** Throws a one-line {@link IllegalStateException} if {@code bytes} more cannot be allocated. */
    public static void require(long bytes, String what) {
        if (bytes <= free()) {
            return;
        }
        System.gc();   // what is in use may be garbage not yet collected
        long free = free();
        if (bytes > free) {
            long limit = limit();
            long suggested = (long) Math.ceil((limit - free + bytes) * 1.25 / GB);
            throw new IllegalStateException(String.format(Locale.ROOT,
                    "%s needs about %s of memory, but Java has %s free (of %s it may use): give it more with -Xmx, "
                            + "e.g. JAVA_OPTS=-Xmx%dg ./pathlab ...", what, size(bytes), size(free), size(limit),
                    Math.max(1, suggested)));
        }
    }

    /** Bytes, in the unit a reader takes in at a glance: {@code 56 KB}, {@code 512 MB}, {@code 6.4 GB}. */
    public static String size(long bytes) {
        if (bytes >= GB) {
            return String.format(Locale.ROOT, "%.1f GB", bytes / GB);
        }
        if (bytes >= 1 << 20) {
            return String.format(Locale.ROOT, "%d MB", (bytes + (1 << 20) - 1) >> 20);
        }
        return String.format(Locale.ROOT, "%d KB", Math.max(0, (bytes + 1023) >> 10));
    }

    /** What can still be allocated: the limit minus what is in use, at most {@code pathlab.memory}. */
    private static long free() {
        Runtime r = Runtime.getRuntime();
        return Math.min(cap(), limit() - (r.totalMemory() - r.freeMemory()));
    }

    /** The heap limit. */
    private static long limit() {
        return Runtime.getRuntime().maxMemory();
    }

    /** The cap the system property {@code pathlab.memory} sets, or no cap. */
    private static long cap() {
        String setting = System.getProperty("pathlab.memory");
        if (setting == null || setting.isBlank()) {
            return Long.MAX_VALUE;
        }
        String s = setting.strip().toLowerCase(Locale.ROOT);
        long unit = switch (s.charAt(s.length() - 1)) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            default -> 1;
        };
        try {
            return Long.parseLong(unit == 1 ? s : s.substring(0, s.length() - 1)) * unit;
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }
}
