// Imports, a class only a parser can place, and a last expression whose value is shown.
// defines: Throws14 total14
// value: 6
import java.util.stream.IntStream;
import static java.lang.Math.max;
class Throws14 {
    int f(int x) { return switch (x) { case 1 -> 1; default -> throw new IllegalStateException(); }; }
}
int total14 = IntStream.rangeClosed(1, 3).sum();
max(total14, new Throws14().f(1))
