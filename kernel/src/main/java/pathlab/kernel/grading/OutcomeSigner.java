package pathlab.kernel.grading;

import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Signs the test outcomes the grading runner sends to the grader, so the grader can tell them from
 * anything else that reaches it.
 *
 * <p>Idea: the grader makes a fresh random key for each submission and hands it to the runner only
 * after the submission's cells have run; each outcome is numbered and signed with HMAC-SHA-256
 * under that key. A line the grader cannot verify, or whose number is out of sequence, is not an
 * outcome: the submission is flagged and the test scores nothing. The signature is the second
 * wall: the first is that cells cannot write to the pipe at all (see {@link GradingRunner}).
 *
 * <p>Cost: one HMAC over a short text per test.
 */
final class OutcomeSigner {

    /** A signed message: the JSON text and its signature in hex. */
    record Signed(String text, String mac) {
    }

    private final Mac mac;
    private long sequence;

    OutcomeSigner(String hexKey) {
        try {
            mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(HexFormat.of().parseHex(hexKey), "HmacSHA256"));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA-256 is not available: " + e.getMessage(), e);
        }
    }

    /** One test's outcome, numbered from 1. */
    Signed outcome(String testId, boolean passed, String message) {
        JsonObject o = numbered();
        o.addProperty("id", testId);
        o.addProperty("passed", passed);
        o.addProperty("message", message);
        return sign(o);
    }

    /** The last message: how many outcomes came before it. */
    Signed done(long outcomes) {
        JsonObject o = numbered();
        o.addProperty("done", outcomes);
        return sign(o);
    }

    private JsonObject numbered() {
        JsonObject o = new JsonObject();
        o.addProperty("seq", ++sequence);
        return o;
    }

    private Signed sign(JsonObject o) {
        String text = o.toString();
        return new Signed(text, HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8))));
    }
}
