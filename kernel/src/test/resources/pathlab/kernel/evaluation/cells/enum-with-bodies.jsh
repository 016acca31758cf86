// An enum whose constants have bodies, a switch rule over it that throws, and a loop.
// defines: Heuristic7 name7
// prints: ZERO 0 MANHATTAN 7
enum Heuristic7 {
    ZERO { int estimate(int dx, int dy) { return 0; } },
    MANHATTAN { int estimate(int dx, int dy) { return Math.abs(dx) + Math.abs(dy); } };

    abstract int estimate(int dx, int dy);
}
String name7(Heuristic7 h) {
    return switch (h) {
        case ZERO, MANHATTAN -> h.name();
        default -> throw new IllegalStateException();
    };
}
for (Heuristic7 h : Heuristic7.values()) {
    System.out.print((h.ordinal() > 0 ? " " : "") + name7(h) + " " + h.estimate(3, -4));
}
System.out.println();
