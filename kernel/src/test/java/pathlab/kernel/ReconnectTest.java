package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.spencerpark.jupyter.channels.JupyterConnection;
import io.github.spencerpark.jupyter.channels.JupyterSocket;
import io.github.spencerpark.jupyter.kernel.KernelConnectionProperties;
import io.github.spencerpark.jupyter.messages.Message;
import io.github.spencerpark.jupyter.messages.MessageContext;
import io.github.spencerpark.jupyter.messages.MessageType;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.zeromq.SocketType;
import org.zeromq.ZMQ;
import org.zeromq.ZMQException;

/**
 * Tests what Jupyter's server does when a kernel's WebSocket is opened again with the same session
 * id while it still holds the old one: it connects new shell and control sockets with the same
 * ZeroMQ identity before it closes the old ones. The kernel's real sockets ({@link
 * PathlabKernel#connectionFor}) on loopback, answering kernel_info; the new socket must get its
 * reply while the old one is still connected.
 */
class ReconnectTest {

    private static final byte[] DELIMITER = "<IDS|MSG>".getBytes(StandardCharsets.US_ASCII);

    private static KernelConnectionProperties properties;
    private static JupyterConnection kernel;
    private static ZMQ.Context client;

    /** A port found free can be taken by another process before the kernel binds it: then new ports. */
    private static final int BIND_ATTEMPTS = 5;

    @BeforeAll
    static void startKernelSockets() throws Exception {
        JupyterSocket.JUPYTER_LOGGER.setLevel(Level.WARNING);     // the base library logs every message at INFO
        for (int attempt = 1; kernel == null; attempt++) {
            properties = new KernelConnectionProperties("127.0.0.1", freePort(), freePort(), freePort(), freePort(),
                    freePort(), "tcp", "hmac-sha256", "");
            JupyterConnection connection = PathlabKernel.connectionFor(properties);
            connection.setHandler(MessageType.KERNEL_INFO_REQUEST,
                    (env, message) -> env.reply(kernelInfoReply(env.getContext())));
            try {
                connection.connect();
                kernel = connection;
            } catch (ZMQException e) {
                closeAside(connection::close);
                if (attempt == BIND_ATTEMPTS || e.getErrorCode() != ZMQ.Error.EADDRINUSE.getCode()) {
                    throw e;
                }
            }
        }
        client = ZMQ.context(1);
    }

    @AfterAll
    static void stop() throws InterruptedException {
        closeAside(() -> {
            if (kernel != null) {
                kernel.close();
            }
            if (client != null) {
                client.close();
            }
        });
    }

    /** Closing ZeroMQ can wait on sockets in other threads (see PathlabKernel.onShutdown): at most 3 s. */
    private static void closeAside(Runnable close) throws InterruptedException {
        Thread closer = new Thread(close);
        closer.setDaemon(true);
        closer.start();
        closer.join(3000);
    }

    @Test
    void shellAnswersTheNewestSocketOfASession() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> reopened(properties.getShellPort()));
    }

    @Test
    void controlAnswersTheNewestSocketOfASession() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> reopened(properties.getControlPort()));
    }

    /** An old socket answered, then a new one with the same identity while the old stays connected. */
    private static void reopened(int port) {
        byte[] session = UUID.randomUUID().toString().getBytes(StandardCharsets.US_ASCII);
        ZMQ.Socket old = dealer(session, port);
        ZMQ.Socket fresh = null;
        try {
            assertEquals("kernel_info_reply", kernelInfo(old), "the first socket is answered");
            fresh = dealer(session, port);
            assertEquals("kernel_info_reply", kernelInfo(fresh), "the socket opened again is answered");
        } finally {
            if (fresh != null) {
                fresh.close();
            }
            old.close();
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Message kernelInfoReply(MessageContext request) {
        JsonObject content = new JsonObject();
        content.addProperty("status", "ok");
        return new Message(request, MessageType.KERNEL_INFO_REPLY, content);
    }

    private static ZMQ.Socket dealer(byte[] identity, int port) {
        ZMQ.Socket socket = client.socket(SocketType.DEALER);
        socket.setIdentity(identity);
        socket.setLinger(0);
        socket.setReceiveTimeOut(5000);
        socket.connect("tcp://127.0.0.1:" + port);
        return socket;
    }

    /**
     * Sends kernel_info_request until the socket gets a reply to one of them (at most 20 s: the
     * suite runs this beside a second lane of work on the same cores, where 10 s once passed
     * without a reply); returns the reply's type. A reply is known by its parent header's
     * msg_id, so a late reply to an earlier call is never taken for this one's.
     */
    private static String kernelInfo(ZMQ.Socket socket) {
        Set<String> sent = new HashSet<>();
        for (int attempt = 0; attempt < 4; attempt++) {
            String id = UUID.randomUUID().toString();
            sent.add(id);
            String header = "{\"msg_id\":\"" + id + "\",\"msg_type\":\"kernel_info_request\","
                    + "\"username\":\"test\",\"session\":\"test\",\"date\":\"2026-01-01T00:00:00.000000Z\","
                    + "\"version\":\"5.3\"}";
            socket.sendMore(DELIMITER);
            socket.sendMore("");
            socket.sendMore(header);
            socket.sendMore("{}");
            socket.sendMore("{}");
            socket.send("{}");
            for (byte[] frame = socket.recv(); frame != null; frame = socket.recv()) {
                while (!Arrays.equals(DELIMITER, frame)) {
                    frame = socket.recv();
                }
                socket.recvStr();                               // signature
                String replyHeader = socket.recvStr();
                String parentHeader = socket.recvStr();
                while (socket.hasReceiveMore()) {
                    socket.recv();
                }
                assertNotNull(replyHeader);
                assertNotNull(parentHeader);
                JsonElement parentId = new JsonParser().parse(parentHeader).getAsJsonObject().get("msg_id");
                if (parentId != null && sent.contains(parentId.getAsString())) {
                    return new JsonParser().parse(replyHeader).getAsJsonObject().get("msg_type").getAsString();
                }
            }
        }
        return "no reply";
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
