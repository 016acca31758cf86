// Records with a compact constructor and a static method, used by the next statement.
// defines: Record6 Edge6 e6
// prints: Edge6[from=A, to=B, cost=3] 3
record Record6(int x) {}
record Edge6(String from, String to, int cost) {
    public Edge6 { // public: JShell makes the record itself public
        if (cost < 0) throw new IllegalArgumentException("negative cost " + cost);
    }
    static Edge6 of(String line) {
        String[] p = line.split(" ");
        return new Edge6(p[0], p[1], Integer.parseInt(p[2]));
    }
}
var e6 = Edge6.of("A B 3");
System.out.println(e6 + " " + e6.cost());
