package pathlab.graph;

/**
 * A malformed input file: the message names the file, the line and the problem, as
 * {@code maps/lecture.graph:7: cost "x" is not a number}, so a student can go straight to it.
 * Line 0 means the file as a whole (for example, a missing section).
 */
public final class FileFormatException extends IllegalArgumentException {
    private final String file;
    private final int line;
    private final String problem;

    public FileFormatException(String file, int line, String problem) {
        super(line > 0 ? file + ":" + line + ": " + problem : file + ": " + problem);
        this.file = file;
        this.line = line;
        this.problem = problem;
    }

    /** The file's name as it was given. */
    public String file() {
        return file;
    }

    /** The 1-based line of the problem, or 0 for the file as a whole. */
    public int line() {
        return line;
    }

    /** The problem without file and line. */
    public String problem() {
        return problem;
    }
}
