// Generic methods with bounded types and a generic class, then an expression whose value shows.
// defines: max8 Box8 b8
// value: "gamma 3"
<T extends Comparable<T>> T max8(java.util.List<T> items) {
    T best = items.get(0);
    for (T item : items) if (item.compareTo(best) > 0) best = item;
    return best;
}
class Box8<T> { final T value; Box8(T value) { this.value = value; } <R> Box8<R> map(java.util.function.Function<T, R> f) { return new Box8<>(f.apply(value)); } }
var b8 = new Box8<>(java.util.List.of("alpha", "gamma", "beta"));
b8.map(list -> max8(list)).value + " " + max8(java.util.List.of(1, 3, 2))
