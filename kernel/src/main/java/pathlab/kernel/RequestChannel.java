package pathlab.kernel;

import io.github.spencerpark.jupyter.channels.JupyterConnection;
import io.github.spencerpark.jupyter.channels.ShellChannel;
import io.github.spencerpark.jupyter.channels.ShellHandler;
import io.github.spencerpark.jupyter.channels.ShellReplyEnvironment;
import io.github.spencerpark.jupyter.kernel.KernelConnectionProperties;
import io.github.spencerpark.jupyter.messages.HMACGenerator;
import io.github.spencerpark.jupyter.messages.Message;
import org.zeromq.ZMQ;

/**
 * The kernel's shell or control socket, read by a thread that waits on the socket itself.
 *
 * <p>Idea: the base library's socket thread looks for a message, and when there is none, sleeps
 * 50 ms before it looks again, so a request (a widget's click, an interrupt) waits 25 ms on
 * average, up to 50 ms, before it is even read. This thread instead blocks in ZeroMQ's poll, which
 * returns as soon as a message arrives: no fixed delay, and no busy loop. The poll gives up every
 * {@value #WAKE_MS} ms only to see whether the channel was closed, which then waits at most that
 * long for the thread to leave the socket before closing it (a ZeroMQ socket belongs to one thread
 * at a time). Each request is handled as the base library handles it: its handler, then its
 * deferred replies (the idle status), then the connection closed if the request asked for shutdown.
 *
 * <p>Usage: {@link PathlabKernel.KernelConnection} binds one for shell and one for control in place
 * of the base library's.
 */
final class RequestChannel extends ShellChannel {

    /** How often the waiting thread looks whether the channel was closed. */
    static final int WAKE_MS = 200;

    private final boolean isControl;
    private final JupyterConnection connection;
    private volatile boolean running;
    private Thread thread;

    RequestChannel(ZMQ.Context context, HMACGenerator hmac, boolean isControl, JupyterConnection connection) {
        super(context, hmac, isControl, connection);
        this.isControl = isControl;
        this.connection = connection;
    }

    @Override
    public void bind(KernelConnectionProperties properties) {
        bind(formatAddress(properties.getTransport(), properties.getIp(),
                isControl ? properties.getControlPort() : properties.getShellPort()));
        ZMQ.Poller poller = ctx.poller(1);
        poller.register(this, ZMQ.Poller.POLLIN);
        running = true;
        thread = new Thread(() -> serve(poller), isControl ? "pathlab-control" : "pathlab-shell");
        thread.start();
    }

    private void serve(ZMQ.Poller poller) {
        while (running) {
            if (poller.poll(WAKE_MS) > 0 && running) {
                Message message;
                try {
                    message = readMessage();
                } catch (RuntimeException e) { // a wrongly signed or malformed message: dropped, the socket stays served
                    PathlabKernel.LOG.println("pathlab-kernel: a request was dropped: " + e);
                    continue;
                }
                handle(message);
            }
        }
        poller.close();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void handle(Message message) {
        ShellHandler handler = connection.getHandler(message.getHeader().getType());
        if (handler == null) {
            return; // as the base library does: a request of a type the kernel does not know has no reply
        }
        ShellReplyEnvironment env = connection.prepareReplyEnv(this, message);
        try {
            handler.handle(env, message);
        } catch (Exception e) {
            PathlabKernel.LOG.println("pathlab-kernel: " + message.getHeader().getType().getName() + " failed: " + e);
        } finally {
            env.resolveDeferrals();
        }
        if (env.isMarkedForShutdown()) {
            connection.close();
        }
    }

    @Override
    public void close() {
        running = false;
        Thread reader = thread;
        if (reader != null && reader != Thread.currentThread()) {
            try {
                reader.join(2L * WAKE_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        super.close();
    }

    @Override
    public void waitUntilClose() {
        Thread reader = thread;
        if (reader != null) {
            try {
                reader.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
