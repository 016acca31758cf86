// Comments between and inside snippets, holding what looks like code: } ; { "
// defines: c12 twice12
// prints: 24
int c12 = 12; // a trailing comment; with a semicolon }
/* a block comment
   with a brace } and a semicolon ;
*/
int twice12(int x) {
    // inside a method; }
    return 2 * x; /* ; */
}
/** a doc comment before a statement { */
System.out.println(twice12(c12));
