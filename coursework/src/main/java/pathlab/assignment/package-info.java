/**
 * The contracts of the coursework: small interfaces, in the lecture's vocabulary, that a
 * student's code implements in an assignment notebook and that the course's tests call. Open
 * lists (assignment A3) implement {@link pathlab.openlist.OpenList} itself. Nothing here grades
 * anything: the grading lives in the separate {@code coursework/} module, which depends on the
 * library, never the other way round.
 */
package pathlab.assignment;
