// A class with a nested class and an inner class, a method with a local class, a statement.
// defines: Outer5 countdown5
// prints: 3 2 1 / inner of 7
class Outer5 {
    static class Nested { int v = 7; }
    class Inner { String name() { return "inner of " + new Nested().v; } }
    String inner() { return new Inner().name(); }
}
String countdown5(int from) {
    class Counter {
        String down(int n) { return n == 0 ? "" : n + " " + down(n - 1); }
    }
    return new Counter().down(from).trim();
}
System.out.println(countdown5(3) + " / " + new Outer5().inner());
