package pathlab.coursework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;

/** A manifest ({@link Assignment}) says what it means or is refused in one line naming the file. */
class AssignmentTest {

    @Test
    void theCoursesManifestsAreRead() {
        assertFalse(Assignment.all().isEmpty(), "no assignment on the class path");
    }

    /** A method written without its dot would be read as a class and forbid nothing. */
    @Test
    void aLibraryPartIsAClassOrAMethodAfterADot() {
        Properties manifest = new Properties();
        manifest.setProperty("id", "A9");
        manifest.setProperty("title", "A test");
        manifest.setProperty("library-parts", "AStar, .costsFrom");
        assertEquals(List.of("AStar", ".costsFrom"), new Assignment("A9/assignment.properties", manifest).libraryParts());
        manifest.setProperty("library-parts", "AStar, costsFrom");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new Assignment("A9/assignment.properties", manifest));
        assertEquals("A9/assignment.properties: library-parts: costsFrom: a part is a class (AStar) or a method after a dot (.costsFrom)",
                e.getMessage());
    }
}
