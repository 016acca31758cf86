package pathlab.widget;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Base64;
import java.util.Map;

/**
 * The messages of the Jupyter widget protocol 2.1 that a widget's model exchanges with the
 * front end's widget manager, as JSON: what {@link Widget} sends and reads, and nothing else.
 *
 * <p>Idea: a widget is a comm at the target {@code jupyter.widget}, opened with the model's whole
 * state; a view of it is {@code display_data} of type {@code application/vnd.jupyter.widget-view+json}
 * naming the model; then both sides send {@code update} (changed state) and {@code custom}
 * messages on the comm. After a page reload the widget manager asks the comm
 * {@code jupyter.widget.control} for every model ({@code request_states}), or one model for its
 * state ({@code request_state}). The models here are anywidget's: its front end runs the ES module
 * found in the state's {@code _esm}, so no widget needs a front-end build of its own. Building a
 * message costs a copy of the state it carries.
 */
final class WidgetMessages {

    static final String TARGET = "jupyter.widget";
    static final String CONTROL_TARGET = "jupyter.widget.control";
    static final String VIEW_TYPE = "application/vnd.jupyter.widget-view+json";
    /** The protocol version, in each comm_open's metadata. */
    static final Map<String, Object> METADATA = Map.of("version", "2.1.0");
    /** The anywidget front end's versions the models ask for: requirements.txt pins one of them. */
    static final String ANYWIDGET_VERSIONS = "~0.9.*";

    private WidgetMessages() {
    }

    /**
     * The widget's name as anywidget's id, which its front end puts in a CSS selector quoted with
     * {@code '} (to find the widget's style): every character but letters, digits, '.', '_' and '-'
     * becomes '-', so that no name stops a widget's style from loading.
     */
    static String anywidgetId(String name) {
        return name.replaceAll("[^A-Za-z0-9._-]", "-");
    }

    /**
     * The state every model starts with: anywidget's model and view, the ES module, the widget's
     * name, and how its handlers did (not busy, no error, nothing printed: see {@link Widget}).
     */
    static JsonObject initialState(String name, String module) {
        JsonObject state = new JsonObject();
        state.addProperty("_model_module", "anywidget");
        state.addProperty("_model_module_version", ANYWIDGET_VERSIONS);
        state.addProperty("_model_name", "AnyModel");
        state.addProperty("_view_module", "anywidget");
        state.addProperty("_view_module_version", ANYWIDGET_VERSIONS);
        state.addProperty("_view_name", "AnyView");
        state.add("_dom_classes", new JsonArray());
        state.addProperty("_anywidget_id", anywidgetId(name));
        state.addProperty("_esm", module);
        state.addProperty("busy", false);
        state.addProperty("error", "");
        state.addProperty("printed", "");
        return state;
    }

    /** comm_open's data: the model's whole state (this kernel sends no binary buffers). */
    static JsonObject open(JsonObject state) {
        JsonObject data = new JsonObject();
        data.add("state", state.deepCopy());
        data.add("buffer_paths", new JsonArray());
        return data;
    }

    /** A comm_msg setting {@code state}'s keys (also the answer to {@code request_state}, with the whole state). */
    static JsonObject update(JsonObject state) {
        JsonObject data = open(state);
        data.addProperty("method", "update");
        return data;
    }

    /** A comm_msg with content for the front end's module ({@code model.on("msg:custom", ...)}). */
    static JsonObject custom(JsonElement content) {
        JsonObject data = new JsonObject();
        data.addProperty("method", "custom");
        data.add("content", content);
        return data;
    }

    /** The answer to {@code request_states}: each model's name, module and state, by comm id. */
    static JsonObject updateStates(Map<String, JsonObject> states) {
        JsonObject all = new JsonObject();
        states.forEach((id, state) -> {
            JsonObject model = new JsonObject();
            model.add("model_name", state.get("_model_name"));
            model.add("model_module", state.get("_model_module"));
            model.add("model_module_version", state.get("_model_module_version"));
            model.add("state", state.deepCopy());
            all.add(id, model);
        });
        JsonObject data = new JsonObject();
        data.addProperty("method", "update_states");
        data.add("states", all);
        data.add("buffer_paths", new JsonArray());
        return data;
    }

    /**
     * display_data's bundle for a view of the model {@code id}, with {@code text} and, unless it is
     * null, the picture {@code png} (its PNG bytes) where widgets do not show: a front end takes the
     * view when it has a widget manager and the notebook is trusted, else the picture, else the text.
     */
    static JsonObject view(String id, String text, byte[] png) {
        JsonObject view = new JsonObject();
        view.addProperty("version_major", 2);
        view.addProperty("version_minor", 1);
        view.addProperty("model_id", id);
        JsonObject bundle = new JsonObject();
        bundle.add(VIEW_TYPE, view);
        if (png != null) {
            bundle.addProperty("image/png", Base64.getEncoder().encodeToString(png));
        }
        bundle.addProperty("text/plain", text);
        return bundle;
    }

    /** The method a comm_msg's data names ({@code update}, {@code custom}, {@code request_state}...), or "". */
    static String method(JsonObject data) {
        JsonElement method = data.get("method");
        return method != null && method.isJsonPrimitive() ? method.getAsString() : "";
    }
}
