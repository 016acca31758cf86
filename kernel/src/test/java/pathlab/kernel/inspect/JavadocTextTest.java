package pathlab.kernel.inspect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Javadoc comments as a tooltip shows them: Markdown and plain text. */
class JavadocTextTest {

    private static final String COMMENT = """
             Finds a path from {@code start} to {@code goal}, as
             {@link AStar#search lecture 07} runs it; see {@link Heuristic#ZERO}.
            <p>Costs O(<em>l</em> log <em>l</em>):
            <ul><li>one <b>open list</b></li><li>one &lt;closed&gt; list</li></ul>
            <pre>{@code
              var r = astar.search(0, 9, h);   // @param in code is no tag
              if (r.found()) { }
            }</pre>
             @param start the start node's id
             @param goal  the goal
             @return the path, or {@code null}
             @throws IllegalArgumentException if {@code start} is no node
             @since 1.0
            """;

    @Test
    void markdown() {
        assertEquals("""
                Finds a path from `start` to `goal`, as lecture 07 runs it; see `Heuristic.ZERO`.

                Costs O(*l* log *l*):

                - one **open list**
                - one <closed> list

                ```java
                var r = astar.search(0, 9, h);   // @param in code is no tag
                if (r.found()) { }
                ```

                **Parameters:**
                - `start`: the start node's id
                - `goal`: the goal

                **Returns:** the path, or `null`

                **Throws:**
                - `IllegalArgumentException`: if `start` is no node

                **Since:** 1.0""", JavadocText.markdown(COMMENT));
    }

    @Test
    void plainText() {
        assertEquals("""
                Finds a path from start to goal, as lecture 07 runs it; see Heuristic.ZERO.

                Costs O(l log l):

                - one open list
                - one <closed> list

                    var r = astar.search(0, 9, h);   // @param in code is no tag
                    if (r.found()) { }

                Parameters:
                - start - the start node's id
                - goal - the goal

                Returns: the path, or null

                Throws:
                - IllegalArgumentException - if start is no node

                Since: 1.0""", JavadocText.plain(COMMENT));
    }

    @Test
    void unknownTagsKeepTheirTextAndUnclosedBracesDoNotFail() {
        assertEquals("see the index entry and {@code open", JavadocText.plain("see the {@index index entry} and {@code open"));
        assertEquals("Text.", JavadocText.plain("Text.\n@author someone\n@serial include"));
    }
}
