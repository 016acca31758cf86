package pathlab.assignment;

/**
 * Assignment ${id}, ${title}: what the student's class does. (The scaffold's example task, the
 * Manhattan distance between two cells of a grid: replace it with the assignment's own.)
 *
 * <pre>
 *   class MyWork implements ${contract} { ... }          // in the notebook
 *   Submission.handIn(new MyWork());
 * </pre>
 */
public interface ${contract} {

    /** The number of moves between cells (x1, y1) and (x2, y2) on a 4-connected grid without obstacles. */
    int manhattan(int x1, int y1, int x2, int y2);
}
