package pathlab.grid;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

import pathlab.Labelled;
import pathlab.io.IoErrors;
import pathlab.io.OutputFiles;

/**
 * The sets of the Moving AI grid benchmarks (Sturtevant, "Benchmarks for Grid-Based
 * Pathfinding", 2012; movingai.com/benchmarks), and how to fetch one: {@link #download} gets the
 * set's maps zip and scenarios zip and unpacks them, e.g. {@code https://movingai.com/benchmarks/dao/dao-map.zip} and {@code dao-scen.zip}.
 * The files land in {@code DIR/<folder>/} (normally maps/downloads/dao/, which git ignores), the
 * folders inside the zips flattened, so each {@code x.map} sits next to its {@code x.map.scen}.
 *
 * <p>The sets are data of their authors, not part of this project: they are downloaded on
 * demand, never committed. {@code --from} takes another base address (a mirror, or a
 * {@code file:} folder laid out like the site).
 *
 * <pre>
 *   pathlab maps download dao                       # into maps/downloads/dao/
 *   pathlab maps download mazes --into /data/maps   # into /data/maps/maze/
 * </pre>
 */
public enum BenchmarkSet implements Labelled {
    /** Dragon Age: Origins, 156 maps. */
    DAO("dao", "dao"),
    /** Mazes of corridor widths 1 to 32. */
    MAZES("mazes", "maze"),
    /** Rooms of 8 to 64 cells. */
    ROOMS("rooms", "room"),
    /** Random obstacles, 10 to 40 % blocked. */
    RANDOM("random", "random"),
    /** City street maps. */
    STREET("street", "street");

    /** Where the sets live: {@code <base>/<folder>/<folder>-map.zip} and {@code -scen.zip}. */
    public static final URI MOVING_AI = URI.create("https://movingai.com/benchmarks/");

    private static final int TIMEOUT_MILLIS = 60_000;

    private final String label;
    private final String folder;

    BenchmarkSet(String label, String folder) {
        this.label = label;
        this.folder = folder;
    }

    @Override
    public String label() {
        return label;
    }

    /** The set's folder on the site and under the download folder. */
    public String folder() {
        return folder;
    }

    /**
     * The folders where a downloaded set is looked for, in order, relative to the working
     * directory: the download folder {@code maps/downloads} and the course's shared folder
     * {@code ../shared/maps} beside the repository, each seen from the repository (the command
     * line, the tests) and from {@code notebooks/} (the notebooks).
     */
    public static final List<Path> PLACES = List.of(Path.of("maps", "downloads"), Path.of("..", "maps", "downloads"),
            Path.of("..", "shared", "maps"), Path.of("..", "..", "shared", "maps"));

    /**
     * A file of this set ({@code den312d.map}, {@code den312d.map.scen}) from the first of the
     * {@link #PLACES} that has it, or empty when the set is nowhere here: then
     * {@code pathlab maps download} fetches it.
     */
    public Optional<Path> find(String file) {
        return PLACES.stream().map(place -> place.resolve(folder).resolve(file)).filter(Files::isRegularFile).findFirst();
    }

    /** The addresses of the set's maps zip and scenarios zip under a base address. */
    public List<URI> zips(URI base) {
        URI dir = withSlash(base).resolve(folder + "/");
        return List.of(dir.resolve(folder + "-map.zip"), dir.resolve(folder + "-scen.zip"));
    }

    public static BenchmarkSet byLabel(String label) {
        return Labelled.byLabel(BenchmarkSet.class, label, "benchmark set");
    }

    /**
     * Downloads a set's two zips from {@code base} and unpacks them into {@code into/<folder>};
     * returns the files written, in zip order. Existing files are replaced, each only by a
     * complete one: a zip is first downloaded whole into a temporary file and checked (a
     * truncated zip has no central directory and is refused before anything is unpacked), then
     * each entry is written with {@link OutputFiles}.
     */
    public List<Path> download(Path into, URI base) {
        Path folder = into.resolve(this.folder);
        List<Path> written = new ArrayList<>();
        for (URI zip : zips(base)) {
            Path temporary = null;
            try {
                temporary = Files.createTempFile("pathlab-download-", ".zip");
                URLConnection connection = zip.toURL().openConnection();
                connection.setConnectTimeout(TIMEOUT_MILLIS);
                connection.setReadTimeout(TIMEOUT_MILLIS);
                try (InputStream in = connection.getInputStream()) {
                    Files.copy(in, temporary, StandardCopyOption.REPLACE_EXISTING);
                }
                written.addAll(unzip(temporary, folder));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot download " + zip + ": " + IoErrors.reason(e), e);
            } finally {
                deleteQuietly(temporary);
            }
        }
        return written;
    }

    /**
     * Unpacks every file of a downloaded zip into {@code folder} (made if missing, once the zip
     * has been found whole), dropping the zip's own folders.
     */
    private static List<Path> unzip(Path zipFile, Path folder) throws IOException {
        List<Path> written = new ArrayList<>();
        try (ZipFile zip = new ZipFile(zipFile.toFile())) {
            for (ZipEntry entry : Collections.list(zip.entries())) {
                String name = entry.getName().replace('\\', '/');
                name = name.substring(name.lastIndexOf('/') + 1);
                if (entry.isDirectory() || name.isEmpty() || name.startsWith(".") || entry.getName().startsWith("__MACOSX")) {
                    continue;   // folders, and the hidden files some zip tools add
                }
                Files.createDirectories(folder);
                Path file = folder.resolve(name);
                OutputFiles.writeStream(file, out -> {
                    try (InputStream in = zip.getInputStream(entry)) {
                        in.transferTo(out);
                    }
                });
                written.add(file);
            }
        } catch (ZipException e) {
            throw new IOException("not a complete zip file (" + e.getMessage() + ")", e);
        }
        if (written.isEmpty()) {
            throw new IOException("it holds no files (is it a zip?)");
        }
        return written;
    }

    private static void deleteQuietly(Path file) {
        try {
            if (file != null) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // the download's own error is the one to report
        }
    }

    private static URI withSlash(URI base) {
        String s = base.toString();
        return s.endsWith("/") ? base : URI.create(s + "/");
    }
}
