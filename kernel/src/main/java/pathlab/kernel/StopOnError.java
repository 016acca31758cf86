package pathlab.kernel;

import java.util.function.BooleanSupplier;

/**
 * Stop on error: when a cell fails and its request asked for it ({@code stop_on_error}, which a
 * front end's Run All sends), the cells already queued behind it are not run but answered
 * "aborted", as ipykernel answers them; a cell sent after that queue has emptied runs as usual.
 * Without it, Run All on a notebook whose early cell fails goes on and shows an error in every
 * cell that needed the failed one, which hides the first, real error.
 *
 * <p>Idea: the requests queued behind the failed cell are the ones already waiting in the shell
 * socket when it failed. So at the failure the kernel asks the socket whether any request is
 * waiting; if one is, it aborts: each execute request it then reads is answered "aborted". After
 * each request it handles on the shell socket it asks again, and once none is waiting the
 * queue of that Run All is over and aborting ends.
 * <pre>
 *   StopOnError stop = new StopOnError(() -> socketHasRequests);
 *   if (stop.aborts()) { replyAborted(); } else { run(cell); stop.cellEnded(failed, request.stopOnError()); }
 *   stop.requestHandled();                       // after every request read from the shell socket
 * </pre>
 *
 * <p>Cost: one look at the socket's state per request while aborting. Only the thread that runs the
 * cells looks, since a ZeroMQ socket belongs to one thread.
 */
final class StopOnError {

    private final BooleanSupplier requestsWaiting;
    private boolean aborting;
    private Thread shell; // the thread that runs cells: the only one that may look at the socket

    /** {@code requestsWaiting}: whether requests are waiting in the shell socket, not yet read. */
    StopOnError(BooleanSupplier requestsWaiting) {
        this.requestsWaiting = requestsWaiting;
    }

    /** Whether the execute request just read is one queued behind a failed cell: answer it "aborted". */
    boolean aborts() {
        return aborting;
    }

    /** A cell ran: whether it failed, and whether its request asked to stop the queue on an error. */
    void cellEnded(boolean failed, boolean stopOnError) {
        shell = Thread.currentThread();
        if (failed && stopOnError) {
            aborting = requestsWaiting.getAsBoolean();
        }
    }

    /**
     * A request was handled: aborting ends when no request waits in the shell socket any more.
     * Requests handled on another thread (the control socket's) are not the shell socket's.
     */
    void requestHandled() {
        if (aborting && Thread.currentThread() == shell && !requestsWaiting.getAsBoolean()) {
            aborting = false;
        }
    }
}
