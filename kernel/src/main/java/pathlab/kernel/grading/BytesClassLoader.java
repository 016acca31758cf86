package pathlab.kernel.grading;

import java.util.Map;

/**
 * Loads the hidden tests from the bytes the grader sent, so they never lie on a disk the sandbox
 * can see: a student's cells cannot read them, and they exist in the runner only once the cells
 * have run.
 *
 * <p>Parent first, as usual: the visible tests, the grading code and the library come from the
 * class path, the same classes the cells used. Cost: one map lookup and one definition per class.
 */
final class BytesClassLoader extends ClassLoader {

    private final Map<String, byte[]> classes;

    BytesClassLoader(Map<String, byte[]> classes, ClassLoader parent) {
        super(parent);
        this.classes = Map.copyOf(classes);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }
}
