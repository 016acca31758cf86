package pathlab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kernel whose port another process took between Jupyter's choice and the kernel's start (seen on
 * a hub of thirty: IOPub unbound, the server waiting on a kernel "starting" for ever) ends at once
 * with one line on its standard error, so that Jupyter starts it again; it does not stay half alive.
 */
class TakenPortTest {

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Test
    void aKernelWhoseIOPubPortIsTakenEndsSayingSo(@TempDir Path dir) throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Path connection = dir.resolve("kernel-taken.json");
            Files.writeString(connection, "{\"shell_port\": " + freePort() + ", \"iopub_port\": " + taken.getLocalPort()
                    + ", \"stdin_port\": " + freePort() + ", \"control_port\": " + freePort() + ", \"hb_port\": " + freePort()
                    + ", \"ip\": \"127.0.0.1\", \"key\": \"a-key\", \"transport\": \"tcp\","
                    + " \"signature_scheme\": \"hmac-sha256\", \"kernel_name\": \"pathlab-java\"}");
            String java = ProcessHandle.current().info().command().orElse("java");
            Process kernel = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    PathlabKernel.class.getName(), connection.toString())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(dir.resolve("stderr.txt").toFile())
                    .start();
            boolean ended = kernel.waitFor(120, TimeUnit.SECONDS);   // a JVM's start, with room for a loaded machine
            if (!ended) {
                kernel.destroyForcibly();
            }
            String said = Files.readString(dir.resolve("stderr.txt"), StandardCharsets.UTF_8);
            assertTrue(ended, "the kernel is still running with a port it could not bind; it said: " + said);
            assertEquals(1, kernel.exitValue(), said);
            assertTrue(said.contains("pathlab-kernel: cannot listen on the ports of " + connection), said);
        }
    }
}
