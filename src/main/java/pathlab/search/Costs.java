package pathlab.search;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Prints costs the way the lecture writes them: whole numbers without a decimal point
 * ({@code 14}, not {@code 14.0}), others with at most four decimals ({@code 1.4142}).
 */
public final class Costs {
    private Costs() {}

    public static String format(double cost) {
        if (Double.isInfinite(cost)) {
            return cost > 0 ? "∞" : "-∞";
        }
        if (cost == Math.rint(cost) && Math.abs(cost) < 1e15) {
            return Long.toString((long) cost);
        }
        return BigDecimal.valueOf(cost).setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
    }
}
