// The cell that JShell 17's analysis cannot place: a switch rule that throws, then more.
// defines: SwitchRule1 g1
// prints: after: 1
class SwitchRule1 {
    void f(String s) {
        switch (s) {
            default -> throw new IllegalArgumentException(s);
        }
    }
}
int g1() { return 1; }
System.out.println("after: " + g1());
