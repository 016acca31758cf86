package pathlab.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Stream;

/**
 * The benchmarks' peer libraries (JGraphT, gdx-ai) are test dependencies, never dependencies of
 * Pathlab itself: their adapters live with the tests and are listed for {@link ServiceLoader} in
 * src/test/resources/META-INF/services. This finds them from the class path when the tests are on
 * it, else from the test build beside our classes (target/test-classes with target/test-lib/*.jar,
 * which {@code mvn package} makes).
 */
final class TestBuild {
    private TestBuild() {
    }

    /** The implementations of {@code type} listed by the test build; empty when there is none. */
    static <T> List<T> load(Class<T> type) {
        ClassLoader loader = TestBuild.class.getClassLoader();
        List<T> found = load(type, loader);
        if (found.isEmpty()) {
            try {
                Path target = Path.of(TestBuild.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
                Path testClasses = target.resolve("test-classes");
                Path testLib = target.resolve("test-lib");
                if (Files.isDirectory(testClasses) && Files.isDirectory(testLib)) {
                    List<URL> urls = new ArrayList<>();
                    urls.add(testClasses.toUri().toURL());
                    try (Stream<Path> jars = Files.list(testLib)) {
                        for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
                            urls.add(jar.toUri().toURL());
                        }
                    }
                    found = load(type, new URLClassLoader(urls.toArray(URL[]::new), loader));
                }
            } catch (URISyntaxException | MalformedURLException e) {
                throw new IllegalStateException("cannot locate the test build: " + e.getMessage(), e);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return found;
    }

    private static <T> List<T> load(Class<T> type, ClassLoader loader) {
        List<T> found = new ArrayList<>();
        ServiceLoader.load(type, loader).forEach(found::add);
        return found;
    }
}
