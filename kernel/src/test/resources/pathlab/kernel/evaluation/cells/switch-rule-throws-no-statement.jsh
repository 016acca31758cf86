// The same without a last statement: the method after the class must still be defined.
// defines: SwitchRule2 g2
class SwitchRule2 {
    void f(String s) {
        switch (s) {
            default -> throw new IllegalArgumentException(s);
        }
    }
}
int g2() { return 2; }
