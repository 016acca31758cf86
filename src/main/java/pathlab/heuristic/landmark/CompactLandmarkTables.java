package pathlab.heuristic.landmark;

/**
 * Landmark tables in fewer bits (Red Blob Games, "Improving Heuristics", appendix "space": "What
 * happens if you drop the last N bits? need the subtraction to be pessimistic, probably").
 *
 * <p>Two encodings of the exact costs of a {@link LandmarkTables}:
 * <ul>
 *   <li>{@code float32}: 4 bytes, about 7 significant digits;</li>
 *   <li>{@code fixed16}: 2 bytes, the cost as a whole number of units (a power of two: dropping
 *       the low bits), rounded to the nearest unit; 65535 means unreachable.</li>
 * </ul>
 * Each stored cost is within {@code error} of the true one (half a unit, or the largest float
 * rounding seen), so a difference of two stored costs is within twice that of the true
 * difference. {@link LandmarkBounds#lowerBound} subtracts those twice-errors: the pessimistic
 * subtraction that keeps every bound below the true cost. The price: weaker bounds (by up to two
 * units), and on grids the loss of exact ties between equal estimated-total-costs.
 *
 * <p>Cost: O(n k) to encode; memory 4 or 2 bytes × n × k (× 2 when directed).
 */
public final class CompactLandmarkTables implements LandmarkBounds {
    /** The 16-bit code of "unreachable". */
    private static final char UNREACHABLE = 0xFFFF;

    private final LandmarkTables source;
    private final boolean fixed;
    private final double unit;
    private final float[] fromFloat;
    private final float[] toFloat;
    private final char[] fromFixed;
    private final char[] toFixed;
    private final double error;

    private CompactLandmarkTables(LandmarkTables source, boolean fixed, double unit, float[] fromFloat, float[] toFloat,
                                  char[] fromFixed, char[] toFixed, double error) {
        this.source = source;
        this.fixed = fixed;
        this.unit = unit;
        this.fromFloat = fromFloat;
        this.toFloat = toFloat;
        this.fromFixed = fromFixed;
        this.toFixed = toFixed;
        this.error = error;
    }

    /** The tables as floats; the error is the largest rounding actually made. */
    public static CompactLandmarkTables float32(LandmarkTables tables) {
        int k = tables.count();
        int n = tables.nodeCount();
        float[] from = new float[n * k];
        float[] to = tables.symmetric() ? from : new float[n * k];
        double error = 0;
        for (int node = 0; node < n; node++) {
            for (int i = 0; i < k; i++) {
                from[node * k + i] = (float) tables.from(i, node);
                error = Math.max(error, rounding(from[node * k + i], tables.from(i, node)));
                if (!tables.symmetric()) {
                    to[node * k + i] = (float) tables.to(i, node);
                    error = Math.max(error, rounding(to[node * k + i], tables.to(i, node)));
                }
            }
        }
        return new CompactLandmarkTables(tables, false, 0, from, to, null, null, error);
    }

    private static double rounding(float stored, double exact) {
        return stored == exact ? 0 : Math.abs(stored - exact);   // infinities are stored exactly
    }

    /**
     * The tables in 16 bits per cost, in units of {@code unit} (a power of two, such as 1/32 or 1:
     * the larger, the more low bits are dropped).
     *
     * @throws IllegalArgumentException when a cost does not fit in 16 bits of this unit
     */
    public static CompactLandmarkTables fixed16(LandmarkTables tables, double unit) {
        if (!(unit > 0) || unit != Math.scalb(1.0, Math.getExponent(unit))) {
            throw new IllegalArgumentException("the unit must be a power of two, not " + unit);
        }
        if (tables.maxCost() / unit > UNREACHABLE - 1) {
            throw new IllegalArgumentException("costs up to " + tables.maxCost() + " do not fit 16 bits in units of "
                    + unit + ": use a unit of at least " + finestUnit(tables.maxCost()));
        }
        int k = tables.count();
        int n = tables.nodeCount();
        char[] from = new char[n * k];
        char[] to = tables.symmetric() ? from : new char[n * k];
        for (int node = 0; node < n; node++) {
            for (int i = 0; i < k; i++) {
                from[node * k + i] = encode(tables.from(i, node), unit);
                if (!tables.symmetric()) {
                    to[node * k + i] = encode(tables.to(i, node), unit);
                }
            }
        }
        return new CompactLandmarkTables(tables, true, unit, null, null, from, to, unit / 2);
    }

    /** The smallest power-of-two unit in which costs up to {@code maxCost} fit 16 bits. */
    public static double finestUnit(double maxCost) {
        double unit = 0x1p-20;
        while (maxCost / unit > UNREACHABLE - 1) {
            unit *= 2;
        }
        return unit;
    }

    /** Rounds to the nearest unit; dividing by a power of two is exact, so the error is at most half a unit. */
    private static char encode(double cost, double unit) {
        return cost == Double.POSITIVE_INFINITY ? UNREACHABLE : (char) Math.rint(cost / unit);
    }

    private double decode(char code) {
        return code == UNREACHABLE ? Double.POSITIVE_INFINITY : code * unit;
    }

    /** The exact tables these were encoded from. */
    public LandmarkTables source() {
        return source;
    }

    /** "float32" or "fixed16 unit 1/32". */
    public String encoding() {
        return fixed ? "fixed16 unit " + (unit >= 1 ? String.valueOf((long) unit) : "1/" + (long) (1 / unit)) : "float32";
    }

    @Override
    public int count() {
        return source.count();
    }

    @Override
    public int landmark(int i) {
        return source.landmark(i);
    }

    @Override
    public double from(int i, int node) {
        int at = node * source.count() + i;
        return fixed ? decode(fromFixed[at]) : fromFloat[at];
    }

    @Override
    public double to(int i, int node) {
        int at = node * source.count() + i;
        return fixed ? decode(toFixed[at]) : toFloat[at];
    }

    @Override
    public boolean symmetric() {
        return source.symmetric();
    }

    @Override
    public double error(int i) {
        return error;
    }

    @Override
    public long bytes() {
        return source.bytes() / (fixed ? 4 : 2);
    }

    @Override
    public String toString() {
        return "CompactLandmarkTables(" + encoding() + ", " + count() + " landmarks, " + bytes() / 1024 + " KiB)";
    }
}
