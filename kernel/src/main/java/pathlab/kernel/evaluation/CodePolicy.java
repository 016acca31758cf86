package pathlab.kernel.evaluation;

import java.util.List;

/**
 * What grading refuses in a class compiled from a cell ({@link Evaluator#refuseClasses}): one
 * line per problem, e.g. {@code cell 5 uses java.lang.Thread: threads are not allowed in graded
 * work}; none if the class may be loaded. Called with the bytes JShell compiled, before the
 * kernel instruments them.
 */
@FunctionalInterface
public interface CodePolicy {
    List<String> problems(int cell, byte[] classFile);
}
