package pathlab.kernel.comm;

import com.google.gson.JsonObject;
import io.github.spencerpark.jupyter.messages.MessageType;

/**
 * One comm: a channel between an object in the kernel and its counterpart in the front end (a
 * widget's model), opened by either side, named by an id both sides share.
 *
 * <p>Idea: the front end's messages to this comm go to its {@link Comms.Listener}; what
 * {@link #send} sends arrives at the counterpart as a {@code comm_msg}, with the request the kernel
 * is handling as its parent (a click's answer is a reply to that click). Sending costs one
 * message on the kernel's iopub socket; a closed comm sends nothing.
 *
 * <p>Usage: {@code Comm comm = comms.open("my.target", data, metadata, listener); comm.send(json); comm.close();}
 */
public final class Comm {

    private final Comms comms;
    private final String id;
    private final String target;
    private volatile Comms.Listener listener;
    private volatile boolean open = true;

    Comm(Comms comms, String id, String target) {
        this.comms = comms;
        this.id = id;
        this.target = target;
    }

    /** The comm's id, which the front end's messages name. */
    public String id() {
        return id;
    }

    /** The name of the target it was opened at (e.g. {@code jupyter.widget}). */
    public String target() {
        return target;
    }

    /** Whether neither side has closed it. */
    public boolean isOpen() {
        return open;
    }

    /** Sends {@code data} to the counterpart in the front end (nothing once closed). */
    public void send(JsonObject data) {
        if (open) {
            comms.publish(MessageType.COMM_MSG_COMMAND, commContent(data), null);
        }
    }

    /** Closes both sides: tells the front end, and no message reaches the listener after it. */
    public void close() {
        if (comms.forget(this)) {
            comms.publish(MessageType.COMM_CLOSE_COMMAND, commContent(new JsonObject()), null);
        }
    }

    JsonObject commContent(JsonObject data) {
        JsonObject content = new JsonObject();
        content.addProperty("comm_id", id);
        content.add("data", data);
        return content;
    }

    void listenWith(Comms.Listener newListener) {
        listener = newListener;
    }

    Comms.Listener listener() {
        return listener;
    }

    void markClosed() {
        open = false;
    }
}
