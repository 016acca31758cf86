package pathlab.widget.live;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * The fields of a message a live widget's module sends, read so that no message can fail: a
 * browser's message is input like any other, and a field that is missing or of another type reads
 * as "" or -1 (outside every map and graph), which the widget then answers with one line.
 *
 * <pre>
 *   String type = MessageFields.text(message, "type");
 *   int x = MessageFields.number(message, "x");
 * </pre>
 */
public final class MessageFields {

    private MessageFields() {
    }

    /** The field {@code key} as text, or "" when it is missing or not a single value. */
    public static String text(JsonObject message, String key) {
        JsonElement value = message.get(key);
        return value != null && value.isJsonPrimitive() ? value.getAsString() : "";
    }

    /** The field {@code key} as a whole number, or -1 for anything else. */
    public static int number(JsonObject message, String key) {
        return whole(message.get(key));
    }

    /** A whole number of a message, or -1 for anything else. */
    public static int whole(JsonElement value) {
        return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber() ? value.getAsInt() : -1;
    }

    /** The message as an object, or an empty one (every field missing) when it is not one. */
    public static JsonObject object(JsonElement content) {
        return content != null && content.isJsonObject() ? content.getAsJsonObject() : new JsonObject();
    }
}
