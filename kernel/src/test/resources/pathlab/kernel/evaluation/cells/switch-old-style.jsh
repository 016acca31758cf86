// A classic switch statement with fall-through and a throwing default, between declarations.
// defines: days4 d4
// prints: 31 30 28
int days4(int month) {
    switch (month) {
        case 4: case 6: case 9: case 11:
            return 30;
        case 2:
            return 28;
        default:
            if (month < 1 || month > 12) throw new IllegalArgumentException("month " + month);
            return 31;
    }
}
int d4 = days4(1);
System.out.println(d4 + " " + days4(4) + " " + days4(2));
