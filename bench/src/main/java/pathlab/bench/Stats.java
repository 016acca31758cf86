package pathlab.bench;

import java.util.Arrays;

/** The few statistics benchmarks report: medians of timings, which ignore the odd slow outlier. */
final class Stats {
    private Stats() {}

    /** The median; the mean of the two middle values for an even count. Sorts a copy. */
    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
