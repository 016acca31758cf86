// Lambdas and an anonymous class spanning lines, a comparator chain, a trailing call on a block.
// defines: order11 words11 r11
// prints: [a, bb, ccc] ran anonymous
java.util.Comparator<String> order11 = java.util.Comparator
        .comparingInt(String::length)
        .thenComparing(s -> s);
var words11 = new java.util.ArrayList<>(java.util.List.of("ccc", "a", "bb"));
words11.sort((x, y) -> {
    int byOrder = order11.compare(x, y);
    return byOrder;
});
Runnable r11 = () -> {
    System.out.print(words11 + " ran");
};
r11.run();
System.out.println(new Object() {
    @Override public String toString() { return " anonymous"; }
}.toString());
