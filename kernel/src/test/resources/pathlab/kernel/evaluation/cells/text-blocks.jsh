// Text blocks and strings holding braces, semicolons, quotes and comment markers.
// defines: Grid9 map9 brace9
// prints: 3 lines; }{;} // /* "
class Grid9 {
    static final String MAP = """
        ..@
        .}.
        ;..
        """;
}
String map9 = Grid9.MAP;
char brace9 = '}';
System.out.println(map9.lines().count() + " lines" + ';' + " " + brace9 + "{;} // /* \"");
