package pathlab.kernel.evaluation;

import java.io.File;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a classpath specification such as
 * {@code /repo/target/classes:/repo/target/lib/*} into concrete entries.
 *
 * <p>Idea: the kernelspec points at the library's build output with one environment
 * variable ({@code PATHLAB_CLASSPATH}, or {@code IJAVA_CLASSPATH} for compatibility with
 * IJava-style setups). Entries are separated by {@code :} or {@code ;} (the kernelspec's
 * installer joins them with the system's separator, {@code ;} on Windows); a Windows drive
 * letter ({@code C:\...}) is not mistaken for a separator. The last path component may be a
 * glob ({@code *.jar}, {@code pathlab-*.jar}); a bare {@code *} means "every jar in the
 * folder", as on the {@code java -cp} command line. Entries that do not exist are skipped,
 * so a kernel started before the library is built still starts.
 *
 * <p>Cost: one directory listing per glob entry, done once when the kernel starts; a
 * rebuilt library is therefore picked up on kernel restart.
 */
public final class ClasspathSpec {

    private ClasspathSpec() {
    }

    /** The specification from the environment: PATHLAB_CLASSPATH, else IJAVA_CLASSPATH, else empty. */
    public static String fromEnvironment() {
        String spec = System.getenv("PATHLAB_CLASSPATH");
        if (spec == null || spec.isBlank()) {
            spec = System.getenv("IJAVA_CLASSPATH");
        }
        return spec == null ? "" : spec;
    }

    /** Resolves a specification into existing files and folders, in the order given. */
    public static List<Path> resolve(String spec) {
        List<Path> result = new ArrayList<>();
        for (String entry : split(spec)) {
            result.addAll(expand(entry));
        }
        return result;
    }

    /** Splits on ':' and ';', keeping "C:\dir" style drive letters together. */
    static List<String> split(String spec) {
        List<String> entries = new ArrayList<>();
        String[] parts = spec.split("[:;]", -1);
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i].trim();
            boolean driveLetter = part.length() == 1 && Character.isLetter(part.charAt(0))
                    && i + 1 < parts.length && parts[i + 1].matches("[\\\\/].*");
            if (driveLetter) {
                part = part + ":" + parts[++i].trim();
            }
            if (!part.isEmpty()) {
                entries.add(part);
            }
        }
        return entries;
    }

    /**
     * An entry's files: itself if it exists, or the matches of its glob, which is taken apart as
     * text (on Windows '*' and '?' are not allowed in a path).
     */
    private static List<Path> expand(String entry) {
        int slash = Math.max(entry.lastIndexOf('/'), entry.lastIndexOf(File.separatorChar));
        String name = entry.substring(slash + 1);
        if (!(name.contains("*") || name.contains("?"))) {
            Path path = Path.of(entry);
            return Files.exists(path) ? List.of(path) : List.of();
        }
        Path folder = Path.of(slash < 0 ? "." : entry.substring(0, slash + 1));
        String glob = name.equals("*") ? "*.{jar,JAR}" : name;
        List<Path> matches = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder, glob)) {
                stream.forEach(matches::add);
            } catch (IOException e) {
                System.err.println("pathlab-kernel: cannot list " + folder + ": " + e.getMessage());
            }
        }
        matches.sort(null); // stable order, so the same build gives the same classpath
        return matches;
    }
}
