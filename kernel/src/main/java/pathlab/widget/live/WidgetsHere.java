package pathlab.widget.live;

import pathlab.widget.Widget;

/**
 * Whether a live widget over the library's types can show here. Those widgets are loaded with the
 * cells; on JJava or IJava the cells' class path has them but not the kernel's widget classes, and
 * in plain JShell there is no notebook. There a widget's {@code show()} prints one line and the
 * notebook goes on. The check reads the class path before it touches {@link Widget}, whose class
 * may be missing.
 */
public final class WidgetsHere {

    private WidgetsHere() {
    }

    /** True when the kernel's widget classes are on {@code owner}'s class path and a notebook's kernel is running. */
    public static boolean forClass(Class<?> owner) {
        return owner.getClassLoader().getResource("pathlab/widget/Widget.class") != null && Widget.available();
    }
}
