// After a snippet only a parser can place: if/else, try/catch/finally, do-while and a
// multi-variable declaration stay whole.
// defines: Thrower13 a13 b13 log13
// prints: else catch finally do 3
class Thrower13 {
    static int check(int x) {
        return switch (x) { case 0 -> 0; default -> throw new IllegalArgumentException("x"); };
    }
}
int a13 = 1, b13 = 2;
StringBuilder log13 = new StringBuilder();
if (a13 > b13) {
    log13.append("if");
} else {
    log13.append("else");
}
try {
    Thrower13.check(1);
} catch (IllegalArgumentException e) {
    log13.append(" catch");
} finally {
    log13.append(" finally");
}
do {
    log13.append(" do");
} while (log13.length() < 0);
System.out.println(log13 + " " + (a13 + b13));
