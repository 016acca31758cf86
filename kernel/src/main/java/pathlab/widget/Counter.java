package pathlab.widget;

import java.util.Map;

/**
 * The smallest live widget: a button that shows how often it was clicked, counted in the kernel.
 *
 * <p>Idea: each click travels the whole way a live map's will: the browser's module sends a
 * message, the kernel's handler counts it and sets the new count, and the browser redraws the
 * button. It is the demonstration and the test of {@link Widget}'s protocol (its module is
 * {@code counter.js} beside this class, which also says when it waits for the kernel, and a
 * handler's error line and printed text); a click costs one message to the kernel and two back
 * (the count, then how its handlers ended).
 *
 * <p>Usage in a cell: {@code pathlab.widget.Counter.show();} (the widget is the cell's display).
 */
public final class Counter {

    private Counter() {
    }

    /** Opens and shows a counter at 0; returns its widget, whose state {@code count} each click raises. */
    public static Widget show() {
        Widget counter = Widget.open("counter", Widget.module(Counter.class, "counter.js"), Map.of("count", 0));
        counter.onMessage(content -> counter.set("count", counter.get("count").getAsInt() + 1));
        return counter.show();
    }
}
