// Annotations on a functional interface, a method and a class's members.
// defines: Cost10 Named10 unchecked10
// prints: 5 Named10
@FunctionalInterface
interface Cost10 {
    int of(int a, int b);
}
@SuppressWarnings("unchecked")
<T> T unchecked10(Object o) { return (T) o; }
class Named10 {
    @Override
    public String toString() { return "Named10"; }
    @Deprecated(since = "1")
    void old() { }
}
Cost10 add10 = (a, b) -> a + b;
System.out.println(add10.of(2, 3) + " " + unchecked10(new Named10()));
