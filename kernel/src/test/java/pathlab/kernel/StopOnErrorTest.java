package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shell socket as a queue of requests; each is a cell that fails or not, or another request. */
class StopOnErrorTest {

    private record Request(String name, boolean fails, boolean stopOnError) {
    }

    private final Deque<Request> socket = new ArrayDeque<>();
    private final StopOnError stop = new StopOnError(() -> !socket.isEmpty());
    private final List<String> answers = new ArrayList<>();

    /** Reads and handles every request waiting, as the shell thread does; what each was answered. */
    private List<String> drain() {
        answers.clear();
        while (!socket.isEmpty()) {
            Request request = socket.poll();
            if (request.name().startsWith("kernel_info")) {
                answers.add(request.name() + ": ok");
            } else if (stop.aborts()) {
                answers.add(request.name() + ": aborted");
            } else {
                answers.add(request.name() + (request.fails() ? ": error" : ": ok"));
                stop.cellEnded(request.fails(), request.stopOnError());
            }
            stop.requestHandled();
        }
        return answers;
    }

    @Test
    void runAllStopsAtTheFirstFailingCell() {
        socket.add(new Request("1", false, true));
        socket.add(new Request("2", true, true));
        socket.add(new Request("3", false, true));
        socket.add(new Request("4", false, true));
        assertEquals(List.of("1: ok", "2: error", "3: aborted", "4: aborted"), drain());
    }

    @Test
    void aCellSentAfterTheQueueEmptiedRuns() {
        socket.add(new Request("1", true, true));
        socket.add(new Request("2", false, true));
        drain();
        socket.add(new Request("again", false, true));
        assertEquals(List.of("again: ok"), drain());
    }

    @Test
    void aFailureWithNothingQueuedAbortsNothing() {
        socket.add(new Request("1", true, true));
        drain();
        socket.add(new Request("2", false, true));
        assertEquals(List.of("2: ok"), drain());
    }

    @Test
    void otherRequestsInTheQueueAreAnsweredAndAbortingEndsWithTheQueue() {
        socket.add(new Request("1", true, true));
        socket.add(new Request("kernel_info", false, false));
        drain();
        socket.add(new Request("later", false, true));
        assertEquals(List.of("later: ok"), drain(), "a request after the queue ran dry runs");
    }

    @Test
    void withoutStopOnErrorTheQueueRuns() {
        socket.add(new Request("1", true, false));
        socket.add(new Request("2", false, false));
        assertEquals(List.of("1: error", "2: ok"), drain());
    }
}
