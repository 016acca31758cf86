package pathlab.coursework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

import pathlab.search.SearchOptions;
import pathlab.search.TieBreak;
import pathlab.trace.LectureExample;

class FeedbackTest {

    @Test
    void aListingThatDiffersNamesTheMistakeAfterTheDifference() {
        String noReopening = LectureExample.EXAMPLE_3.trace(SearchOptions.lecture().withReopen(false)).listing();
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> Feedback.assertListedAsInLecture(LectureExample.EXAMPLE_3, noReopening));
        String[] lines = e.getMessage().split("\n");
        assertTrue(lines[0].startsWith("your listing differs from the lecture's, "), lines[0]);
        String last = lines[lines.length - 1];
        assertTrue(last.startsWith("the mistake: [6] ") && last.contains("(a closed node not reopened; the rule: "), last);
        assertEquals(e.getMessage().substring(0, e.getMessage().lastIndexOf('\n')),
                "your listing differs from the lecture's, "
                        + Feedback.differenceFromLecture(LectureExample.EXAMPLE_3, noReopening), "the difference as before");

        String lifo = LectureExample.EXAMPLE_3.trace(SearchOptions.lecture().withTies(TieBreak.LIFO)).listing();
        assertTrue(Feedback.mistakeBehind(LectureExample.EXAMPLE_3, lifo).contains("(the wrong tie order; "),
                Feedback.mistakeBehind(LectureExample.EXAMPLE_3, lifo));
    }

    @Test
    void aListingThatCannotBeReadBackGetsTheDifferenceAlone() {
        assertEquals("", Feedback.mistakeBehind(LectureExample.EXAMPLE_1, "initial\nC: what?"));
        assertEquals("", Feedback.mistakeBehind(LectureExample.EXAMPLE_1, LectureExample.EXAMPLE_1.trace().listing()));
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> Feedback.assertListedAsInLecture(LectureExample.EXAMPLE_1, "initial\nC: what?"));
        assertEquals(-1, e.getMessage().indexOf("the mistake:"));
    }
}
