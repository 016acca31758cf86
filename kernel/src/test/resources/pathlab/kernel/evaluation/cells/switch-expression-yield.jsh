// A switch expression with yield and a rule that throws, in a method and in a variable.
// defines: sign3 s3 t3
// prints: -1 0 1 two
int sign3(int x) {
    return switch (Integer.signum(x)) {
        case -1 -> -1;
        case 0 -> {
            int zero = 0;
            yield zero;
        }
        case 1 -> 1;
        default -> throw new AssertionError(x);
    };
}
String s3 = sign3(-5) + " " + sign3(0) + " " + sign3(9);
String t3 = switch (2) { case 1 -> "one"; case 2 -> "two"; default -> throw new IllegalStateException(); };
System.out.println(s3 + " " + t3);
