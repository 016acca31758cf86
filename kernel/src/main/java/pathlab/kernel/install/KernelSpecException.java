package pathlab.kernel.install;

/**
 * Why installing or removing the kernelspec did not happen, in one line for the person who typed
 * the command, with the exit code that goes with it.
 *
 * <p>Idea: two kinds, as command-line tools have them: a usage error (exit code 2), which the
 * command line itself can fix (an unknown option, a bad kernel name, no environment for
 * {@code --sys-prefix}), and a failure (exit code 1), which something else must fix (the jar is not in
 * a built checkout, a folder cannot be written, the spec there is another kernel's). The message
 * is all that is shown: no stack trace.
 */
public final class KernelSpecException extends Exception {

    private final int exitCode;

    private KernelSpecException(String message, int exitCode) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    /** The command line was wrong: exit code 2. */
    public static KernelSpecException usage(String message) {
        return new KernelSpecException(message, 2);
    }

    /** The command line was right, but the work could not be done: exit code 1. */
    public static KernelSpecException failure(String message) {
        return new KernelSpecException(message, 1);
    }

    public int exitCode() {
        return exitCode;
    }
}
